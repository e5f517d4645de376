import { describe, expect, it } from 'vitest';
import { englishVariant, englishVariantOf } from './language';

describe('englishVariant: the regional English numbers and dates are formatted in', () => {
  it('is the canonical form of an English tag, and undefined for anything else', () => {
    expect(englishVariant('en-gb')).toBe('en-GB');
    expect(englishVariant('en-US')).toBe('en-US');
    expect(englishVariant('en')).toBeUndefined();
    expect(englishVariant('de-DE')).toBeUndefined();
    expect(englishVariant(undefined)).toBeUndefined();
    expect(englishVariantOf('de;q=0.5, en-au')).toBe('en-AU');
  });

  it('answers right for many different tags, as a header may send (its cache is bounded, its answers are not)', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const tags = Array.from({ length: 200 }, (_, index) => `en-${letters[Math.floor(index / 26)]}${letters[index % 26]}`);
    for (let round = 0; round < 2; round += 1) {
      for (const tag of tags) expect(englishVariant(tag)).toBe(Intl.getCanonicalLocales(tag)[0]);
    }
    expect(englishVariant('en-gb')).toBe('en-GB');
  });
});

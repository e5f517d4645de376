import { describe, expect, it } from 'vitest';
import { V1_LANGUAGES } from '../../contract/constants';
import { i18nextCode } from './i18n';
import { flatten, type Tree } from '../test/locale-tree';

/**
 * Every interface string in every listed language: the same keys as English (no English left
 * behind in another language's screen), the plural forms each language's rules need, and the
 * same placeholders.
 */

const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function baseKeys(entries: Map<string, string>): Set<string> {
  return new Set([...entries.keys()].map((key) => key.replace(PLURAL, '')));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

const english = flatten(locales['./locales/en.json']!);
const pluralBases = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));

describe('interface translations', () => {
  it('exist for every language the API lists', () => {
    const files = Object.keys(locales)
      .map((path) => /\.\/locales\/(\w+)\.json$/.exec(path)?.[1])
      .sort();
    expect(files).toEqual([...V1_LANGUAGES].sort());
  });

  describe.each(V1_LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
    const entries = flatten(locales[`./locales/${language}.json`] ?? {});

    it('has exactly the English keys', () => {
      expect([...baseKeys(entries)].sort()).toEqual([...baseKeys(english)].sort());
    });

    it("has every plural form of its language's rules, and no other", () => {
      const categories = new Intl.PluralRules(i18nextCode(language)).resolvedOptions().pluralCategories;
      for (const base of pluralBases) {
        const forms = [...entries.keys()].filter((key) => key.replace(PLURAL, '') === base && PLURAL.test(key)).map((key) => PLURAL.exec(key)![1]);
        expect({ key: base, forms: forms.sort() }).toEqual({ key: base, forms: [...categories].sort() });
      }
    });

    it('keeps the placeholders of every string, and has no empty or control-character text', () => {
      for (const [key, text] of entries) {
        expect(text.trim(), key).not.toBe('');
        // eslint-disable-next-line no-control-regex
        expect(/[\u0000-\u001f\u007f]/.test(text), key).toBe(false);
        const source = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`) ?? '';
        // `count` may be implied by a plural form ("one engine"); every other name must be there.
        const wanted = placeholders(source).filter((name) => !(PLURAL.test(key) && name === 'count'));
        for (const name of wanted) expect(placeholders(text), `${key} keeps {{${name}}}`).toContain(name);
        for (const name of placeholders(text)) expect(placeholders(source), `${key} adds {{${name}}}`).toContain(name);
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryState } from '../shared/state';
import { Budget, bucketFor, normaliseSearch } from './budget';

describe('the allowance bucket', () => {
  it('never starts more calls than the allowance in any hour, also when drained at once', async () => {
    let now = 0;
    const budget = new Budget({ state: new MemoryState({ now: () => now }), now: () => now, perHour: 3600 });
    const starts: number[] = [];
    // A caller trying every second for three hours.
    for (; now < 3 * 3600_000; now += 1000) if ((await budget.take('browse')).granted) starts.push(now);
    for (let from = 0; from <= 2 * 3600_000; from += 60_000) {
      expect(starts.filter((time) => time >= from && time < from + 3600_000).length).toBeLessThanOrEqual(3600);
    }
    expect(bucketFor(3600)).toEqual({ capacity: 900, refillPerSecond: 0.75 });
  });

  it('keeps the reserve for browsing: searches and refreshes stop at half the bucket', async () => {
    const budget = new Budget({ state: new MemoryState({ now: () => 0 }), now: () => 0, perHour: 40 });
    const searches = [];
    for (let count = 0; count < 10; count++) searches.push((await budget.take('search')).granted);
    expect(searches.filter(Boolean)).toHaveLength(5);
    expect(await budget.low()).toBe(true);
    const browsing = [];
    for (let count = 0; count < 10; count++) browsing.push((await budget.take('browse')).granted);
    expect(browsing.filter(Boolean)).toHaveLength(5);
  });

  it('holds every call while the upstream asked it to, an hour at most', async () => {
    let now = 0;
    const budget = new Budget({ state: new MemoryState({ now: () => now }), now: () => now, perHour: 100 });
    await budget.hold(99_999_999);
    expect(await budget.take('browse')).toEqual({ granted: false, retryAfter: 3600 });
    now = 3600_000;
    expect((await budget.take('browse')).granted).toBe(true);
  });
});

describe('normaliseSearch', () => {
  it('folds case and whitespace; accents only when the upstream ignores them', () => {
    expect(normaliseSearch('  Golf \t  TDI ', false)).toBe('golf tdi');
    expect(normaliseSearch('Citroën', false)).toBe('citroën');
    expect(normaliseSearch('Citroën', true)).toBe('citroen');
  });

  it('refuses fewer than 3 characters that are not spaces', () => {
    expect(normaliseSearch(' '.repeat(50), false)).toBeUndefined();
    expect(normaliseSearch('a  b', false)).toBeUndefined();
    expect(normaliseSearch('a b c', false)).toBe('a b c');
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryState } from '../shared/state';
import { Budget, bucketFor, normaliseSearch, shareBucketFor } from './budget';

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
    expect(await budget.take('browse')).toEqual({ granted: false, retryAfter: 3600, refused: 'allowance' });
    now = 3600_000;
    expect((await budget.take('browse')).granted).toBe(true);
  });
});

describe('the fair share', () => {
  it('one visitor starts at most their share of the bucket at once, and about their share of the allowance in an hour', async () => {
    let now = 0;
    const budget = new Budget({ state: new MemoryState({ now: () => now }), now: () => now, perHour: 400, share: 0.05 });
    // A bucket of 100 refilled at 300 an hour; 5 %: 5 at once, refilled at 15 an hour (one every 240 s).
    expect(shareBucketFor(400, 0.05)).toEqual({ capacity: 5, refillPerSecond: 300 / 3600 / 20 });
    const burst = [];
    for (let count = 0; count < 20; count++) burst.push(await budget.take('browse', '198.51.100.66'));
    expect(burst.filter((grant) => grant.granted)).toHaveLength(5);
    expect(burst[5]).toEqual({ granted: false, retryAfter: 240, refused: 'share' });
    // Everyone else still has the rest of the bucket.
    for (let visitor = 1; visitor <= 19; visitor++) {
      for (let count = 0; count < 5; count++) expect((await budget.take('browse', `203.0.113.${visitor}`)).granted).toBe(true);
    }
    // Asking every second for an hour adds one call every 240 s: 5 + 15 = 20 in the hour, 5 % of 400.
    let granted = 5;
    for (now = 1000; now <= 3600_000; now += 1000) if ((await budget.take('browse', '198.51.100.66')).granted) granted += 1;
    expect(granted).toBeGreaterThanOrEqual(19);
    expect(granted).toBeLessThanOrEqual(20);
  });

  it('a call the allowance refuses is given back to the visitor', async () => {
    const state = new MemoryState({ now: () => 0 });
    const budget = new Budget({ state, now: () => 0, perHour: 40, share: 0.2 });
    // A bucket of 10; 20 %: 2 each. Five visitors empty it.
    for (let visitor = 1; visitor <= 5; visitor++)
      for (let count = 0; count < 2; count++) expect((await budget.take('browse', `10.0.0.${visitor}`)).granted).toBe(true);
    const refused = await budget.take('browse', '10.0.0.6');
    expect(refused).toMatchObject({ granted: false, refused: 'allowance' });
    // Its share is whole again (read with a cost of 0).
    expect((await state.take('proxy:share:40:10.0.0.6', shareBucketFor(40, 0.2), 0)).tokens).toBe(2);
  });

  it("without a share (100 %) one visitor may take the whole bucket; a visitor's bucket holds at least one call", async () => {
    const budget = new Budget({ state: new MemoryState({ now: () => 0 }), now: () => 0, perHour: 40 });
    const grants = [];
    for (let count = 0; count < 12; count++) grants.push((await budget.take('browse', '10.0.0.1')).granted);
    expect(grants.filter(Boolean)).toHaveLength(10);
    expect(shareBucketFor(8, 0.05)).toEqual({ capacity: 1, refillPerSecond: (6 / 3600) * 0.05 });
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

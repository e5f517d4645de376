import { describe, expect, it } from 'vitest';
import { MemoryState } from './state';

describe('MemoryState', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('keeps values for their lifetime only', async () => {
    const time = clock();
    const state = new MemoryState({ now: time.now });
    await state.set('a', 'one', 1000);
    expect(await state.get('a')).toBe('one');
    time.advance(1001);
    expect(await state.get('a')).toBeUndefined();
  });

  it('gives a lock to one caller until it is released or expires', async () => {
    const time = clock();
    const state = new MemoryState({ now: time.now });
    expect(await state.acquire('l', 500)).toBe(true);
    expect(await state.acquire('l', 500)).toBe(false);
    await state.release('l');
    expect(await state.acquire('l', 500)).toBe(true);
    time.advance(501);
    expect(await state.acquire('l', 500)).toBe(true);
  });

  it('counts in fixed windows', async () => {
    const time = clock();
    const state = new MemoryState({ now: time.now });
    expect(await state.increment('k', 1000, 0)).toEqual({ count: 0, resetMs: 1000 });
    expect(await state.increment('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
    time.advance(400);
    expect(await state.increment('k', 1000, 2)).toEqual({ count: 3, resetMs: 600 });
    time.advance(600);
    expect(await state.increment('k', 1000)).toEqual({ count: 1, resetMs: 1000 });
  });

  it('spends a token bucket no faster than it refills', async () => {
    const time = clock();
    const state = new MemoryState({ now: time.now });
    const bucket = { capacity: 3, refillPerSecond: 1 };
    for (let i = 0; i < 3; i++) expect((await state.take('b', bucket)).granted).toBe(true);
    expect((await state.take('b', bucket)).granted).toBe(false);
    time.advance(1000);
    expect(await state.take('b', bucket)).toEqual({ granted: true, tokens: 0 });
    time.advance(10_000);
    expect((await state.take('b', bucket, 0)).tokens).toBe(3);
  });
});

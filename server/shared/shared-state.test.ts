import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../test/redis';
import { FallbackState } from './fallback-state';
import { RedisState } from './redis-state';
import { MemoryState, type SharedState } from './state';

/**
 * One suite for every SharedState: what MemoryState promises, RedisState and FallbackState keep,
 * on a real redis-server and the real clock (short windows). Then what only shared state can
 * show: two RedisState clients, as two server instances would hold, racing for one counter,
 * one bucket and one lock.
 */

let redis: TestRedis;
const opened: { close(): Promise<void> }[] = [];
const quiet = { warn() {}, info() {} };
let prefixCount = 0;

beforeAll(async () => {
  redis = await startRedis();
});

afterAll(async () => {
  await Promise.all(opened.map((state) => state.close()));
  await redis?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client on its own key prefix, so tests never see each other's keys. */
async function redisState(prefix = `t${++prefixCount}:`) {
  const state = new RedisState(redis.url, { prefix });
  opened.push(state);
  await state.connect();
  return state;
}

async function fallbackState() {
  const state = new FallbackState(redis.url, quiet, { prefix: `t${++prefixCount}:` });
  opened.push(state);
  expect(await state.ready()).toBe(true);
  return state;
}

const kinds: [string, () => Promise<SharedState>][] = [
  ['MemoryState', async () => new MemoryState()],
  ['RedisState', () => redisState()],
  ['FallbackState (Redis up)', fallbackState],
];

describe.each(kinds)('%s', (_name, create) => {
  it('keeps values for their lifetime only, replaces and deletes them', async () => {
    const state = await create();
    expect(await state.get('a')).toBeUndefined();
    await state.set('a', 'one', 150);
    await state.set('b', 'ü ✓ "json"', 10_000);
    expect(await state.get('a')).toBe('one');
    expect(await state.get('b')).toBe('ü ✓ "json"');
    await state.set('b', 'two', 10_000);
    expect(await state.get('b')).toBe('two');
    await state.delete('b');
    expect(await state.get('b')).toBeUndefined();
    await state.set('c', 'gone', 0);
    expect(await state.get('c')).toBeUndefined();
    await sleep(200);
    expect(await state.get('a')).toBeUndefined();
  });

  it('gives a lock to one caller until it is released or expires', async () => {
    const state = await create();
    expect(await state.acquire('l', 150)).toBe(true);
    expect(await state.acquire('l', 150)).toBe(false);
    await state.release('l');
    expect(await state.acquire('l', 150)).toBe(true);
    await sleep(200);
    expect(await state.acquire('l', 150)).toBe(true);
  });

  it('keeps values, locks, counters and buckets of one name apart', async () => {
    const state = await create();
    await state.set('same', 'value', 10_000);
    expect(await state.acquire('same', 10_000)).toBe(true);
    expect((await state.increment('same', 10_000)).count).toBe(1);
    expect((await state.take('same', { capacity: 2, refillPerSecond: 1 })).granted).toBe(true);
    expect(await state.get('same')).toBe('value');
  });

  it('counts in fixed windows', async () => {
    const state = await create();
    expect(await state.increment('k', 300, 0)).toEqual({ count: 0, resetMs: 300 });
    const first = await state.increment('k', 300);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(250);
    expect(first.resetMs).toBeLessThanOrEqual(300);
    await sleep(100);
    const later = await state.increment('k', 300, 2);
    expect(later.count).toBe(3);
    expect(later.resetMs).toBeLessThan(first.resetMs);
    expect((await state.increment('k', 300, 0)).count).toBe(3);
    await sleep(250);
    expect((await state.increment('k', 300)).count).toBe(1);
  });

  it('refunds into an open window, and a refund never opens one', async () => {
    const state = await create();
    expect(await state.increment('r', 10_000, -1)).toEqual({ count: 0, resetMs: 10_000 });
    expect((await state.increment('r', 10_000, 0)).count).toBe(0);
    await state.increment('r', 10_000, 3);
    expect((await state.increment('r', 10_000, -1)).count).toBe(2);
  });

  it('spends a token bucket no faster than it refills', async () => {
    const state = await create();
    const bucket = { capacity: 3, refillPerSecond: 10 };
    for (let i = 0; i < 3; i++) expect((await state.take('b', bucket)).granted).toBe(true);
    const start = Date.now();
    const refused = await state.take('b', bucket);
    expect(refused.granted).toBe(false);
    expect(refused.tokens).toBeLessThan(1);
    await sleep(150);
    const again = await state.take('b', bucket);
    const seconds = (Date.now() - start) / 1000;
    expect(again.granted).toBe(true);
    expect(again.tokens).toBeGreaterThanOrEqual(0);
    // No faster than it refills: what the time since the refusal refilled (a busy machine's
    // sleep runs long, so the bound is the time measured), less the token taken.
    expect(again.tokens).toBeLessThanOrEqual(Math.min(bucket.capacity, refused.tokens + seconds * bucket.refillPerSecond) - 1 + 1e-6);
    await sleep(500);
    expect((await state.take('b', bucket, 0)).tokens).toBe(3);
    expect((await state.take('b', bucket, 4)).granted).toBe(false);
  });

  it('gives tokens back with a negative cost, never past the capacity', async () => {
    const state = await create();
    const bucket = { capacity: 2, refillPerSecond: 0 };
    expect((await state.take('g', bucket)).tokens).toBe(1);
    expect(await state.take('g', bucket, -1)).toEqual({ granted: true, tokens: 2 });
    expect((await state.take('g', bucket, -1)).tokens).toBe(2);
    expect((await state.take('g', bucket, 3)).granted).toBe(false);
  });
});

describe('RedisState on an injected clock (a simulation)', () => {
  it('refills its buckets by that clock, not by Redis time', async () => {
    let now = Date.UTC(2026, 10, 23, 8);
    const state = new RedisState(redis.url, { prefix: `clock${++prefixCount}:`, now: () => now });
    opened.push(state);
    await state.connect();
    const bucket = { capacity: 2, refillPerSecond: 1 / 60 };
    expect((await state.take('b', bucket, 2)).granted).toBe(true);
    expect((await state.take('b', bucket)).granted).toBe(false);
    now += 60_000;
    expect(await state.take('b', bucket)).toEqual({ granted: true, tokens: 0 });
    now += 30 * 60_000;
    expect((await state.take('b', bucket, 0)).tokens).toBe(2);
  });
});

describe('two RedisState clients (two instances) on one Redis', () => {
  it('count into one window, atomically under concurrency', async () => {
    const prefix = `shared${++prefixCount}:`;
    const [a, b] = await Promise.all([redisState(prefix), redisState(prefix)]);
    const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).increment('calls', 60_000)));
    // Every increment saw a distinct count: none was lost or doubled.
    expect(new Set(counts.map((window) => window.count)).size).toBe(200);
    expect((await a.increment('calls', 60_000, 0)).count).toBe(200);
    expect((await b.increment('calls', 60_000, 0)).count).toBe(200);
  });

  it('spend one token bucket: exactly its capacity is granted to both together', async () => {
    const prefix = `shared${++prefixCount}:`;
    const [a, b] = await Promise.all([redisState(prefix), redisState(prefix)]);
    const bucket = { capacity: 50, refillPerSecond: 0.001 };
    const takes = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).take('budget', bucket)));
    expect(takes.filter((take) => take.granted)).toHaveLength(50);
    expect((await a.take('budget', bucket, 0)).tokens).toBeLessThan(1);
  });

  it('give one lock to one of them only, and neither frees the other’s lock', async () => {
    const prefix = `shared${++prefixCount}:`;
    const [a, b] = await Promise.all([redisState(prefix), redisState(prefix)]);
    const wins = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).acquire('fill /v2/engines/500', 5000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    const winner = wins.indexOf(true) % 2 ? a : b;
    const loser = winner === a ? b : a;
    await loser.release('fill /v2/engines/500');
    expect(await loser.acquire('fill /v2/engines/500', 5000)).toBe(false);
    await winner.release('fill /v2/engines/500');
    expect(await loser.acquire('fill /v2/engines/500', 5000)).toBe(true);
  });

  it('see each other’s values, and a lock that expired is not freed by its old holder', async () => {
    const prefix = `shared${++prefixCount}:`;
    const [a, b] = await Promise.all([redisState(prefix), redisState(prefix)]);
    await a.set('answer', '{"id":500}', 10_000);
    expect(await b.get('answer')).toBe('{"id":500}');
    expect(await a.acquire('slow', 100)).toBe(true);
    await sleep(150);
    expect(await b.acquire('slow', 10_000)).toBe(true);
    await a.release('slow');
    expect(await a.acquire('slow', 10_000)).toBe(false);
  });

  it('keep deployments with different prefixes apart', async () => {
    const [a, b] = await Promise.all([redisState(), redisState()]);
    await a.set('x', 'a', 10_000);
    expect(await b.get('x')).toBeUndefined();
    expect((await a.increment('n', 10_000)).count).toBe(1);
    expect((await b.increment('n', 10_000)).count).toBe(1);
  });
});

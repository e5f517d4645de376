import { describe, expect, it } from 'vitest';
import { MemoryState } from '../shared/state';
import { AnswerCache, type CachedAnswer, type FailureMark } from './cache';

/**
 * The single flight across instances, on one shared state: two AnswerCaches (two instances), one
 * key. The caller that waits for the other's call stops waiting as soon as that call is settled,
 * whatever its outcome, never after its own time-out.
 */

const CALL_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { from: string; status: number };

function twoInstances() {
  const state = new MemoryState();
  const options = { state, now: Date.now, staleMs: 60_000, callMs: CALL_MS };
  return [new AnswerCache(options), new AnswerCache(options)] as const;
}

const fromEntry = (entry: CachedAnswer): Outcome => ({ from: 'cache', status: entry.status });
const fromFailure = (mark: FailureMark): Outcome => ({ from: 'mark', status: mark.status });

describe('AnswerCache.single across instances', () => {
  it("the waiter takes the caller's answer from the cache: one load", async () => {
    const [a, b] = twoInstances();
    let loads = 0;
    const load = (cache: AnswerCache) => async (): Promise<Outcome> => {
      loads += 1;
      await sleep(100);
      await cache.write('k', { status: 200, body: '{}', headers: {} }, 60);
      return { from: 'load', status: 200 };
    };
    const [first, second] = await Promise.all([a.single('k', load(a), fromEntry, fromFailure), b.single('k', load(b), fromEntry, fromFailure)]);
    expect(loads).toBe(1);
    expect([first, second]).toEqual(
      expect.arrayContaining([
        { from: 'load', status: 200 },
        { from: 'cache', status: 200 },
      ]),
    );
  });

  it("the waiter takes the caller's failure mark at once: one load, no wait for the time-out", async () => {
    const [a, b] = twoInstances();
    let loads = 0;
    const load = (cache: AnswerCache) => async (): Promise<Outcome> => {
      loads += 1;
      await sleep(100);
      await cache.markFailure('k', { status: 503, body: '{"code":503,"message":"down"}' }, 5);
      return { from: 'load', status: 503 };
    };
    const started = performance.now();
    const answers = await Promise.all([a.single('k', load(a), fromEntry, fromFailure), b.single('k', load(b), fromEntry, fromFailure)]);
    expect(loads).toBe(1);
    expect(answers).toEqual(
      expect.arrayContaining([
        { from: 'load', status: 503 },
        { from: 'mark', status: 503 },
      ]),
    );
    expect(performance.now() - started).toBeLessThan(CALL_MS / 2);
    // Later callers find the mark before calling.
    expect(await a.failure('k')).toMatchObject({ status: 503 });
  });

  it('when the caller settles nothing (a refused answer, not cached), the waiter calls as soon as the lock is free', async () => {
    const [a, b] = twoInstances();
    let loads = 0;
    const load = async (): Promise<Outcome> => {
      loads += 1;
      await sleep(100);
      return { from: 'load', status: 502 };
    };
    const started = performance.now();
    await Promise.all([a.single('k', load, fromEntry, fromFailure), b.single('k', load, fromEntry, fromFailure)]);
    expect(loads).toBe(2);
    expect(performance.now() - started).toBeLessThan(CALL_MS / 2);
  });
});

import type { SharedState } from '../shared/state';

/**
 * The proxy's answer cache, kept in SharedState (process memory by default, Redis when several
 * instances run), so that every instance serves what any instance fetched.
 *
 * An entry is fresh for its lifetime (VTDB_CACHE_SECONDS for 200s, a minute for 404s), then kept
 * as a stale copy for VTDB_STALE_SECONDS more. routes.ts serves stale copies
 * (stale-while-revalidate) while one refresh runs, and (stale-if-error) when the upstream is
 * down, answers 429/5xx, or the allowance is nearly spent.
 *
 * Single flight: identical concurrent misses in this process share one promise (a local Map);
 * across instances a short lock in SharedState lets one instance call while the others poll the
 * cache briefly for its answer. The others stop waiting as soon as the caller is done: its answer
 * is in the cache, or its failure is marked, or the lock is free again (then they call themselves).
 *
 * Failure marks: when the upstream is out of service for a key (5xx, time-out, unreachable), the
 * key is marked failed for a few seconds in SharedState, so that neither this instance nor any
 * other asks the failing upstream for it again at once (a storm of 5xx or a slow upstream then
 * costs one call per key and per few seconds, not one per visitor); stale copies are served
 * meanwhile, or 503 with Retry-After when there is none.
 */

export interface CachedAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
  /** Epoch ms when the answer came from the upstream. */
  storedAt: number;
  /** Epoch ms until which it is fresh. */
  freshUntil: number;
}

/** A key whose upstream call failed: visitors get this answer (or a stale copy) until `until`. */
export interface FailureMark {
  status: number;
  body: string;
  /** Epoch ms (the proxy's clock) until which the upstream is not asked for this key. */
  until: number;
}

export interface CacheOptions {
  state: SharedState;
  now: () => number;
  /** How long entries are kept past their lifetime, in ms. */
  staleMs: number;
  /** The longest an upstream call may take (the lock lives a little longer). */
  callMs: number;
}

const PREFIX = 'proxy:answer:';
const LOCK_PREFIX = 'proxy:lock:';
const FAILED_PREFIX = 'proxy:failed:';
const POLL_MS = 25;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export class AnswerCache {
  private readonly flights = new Map<string, Promise<unknown>>();

  constructor(private readonly options: CacheOptions) {}

  async read(key: string): Promise<CachedAnswer | undefined> {
    const text = await this.options.state.get(PREFIX + key);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as CachedAnswer;
    } catch {
      return undefined;
    }
  }

  isFresh(entry: CachedAnswer): boolean {
    return entry.freshUntil > this.options.now();
  }

  /** Seconds since the entry came from the upstream. */
  age(entry: CachedAnswer): number {
    return Math.max(0, Math.floor((this.options.now() - entry.storedAt) / 1000));
  }

  /** Keeps an answer fresh for `freshSeconds`, then stale for `staleMs` (`keepStale` false: not at all). */
  async write(key: string, answer: Omit<CachedAnswer, 'storedAt' | 'freshUntil'>, freshSeconds: number, keepStale = true): Promise<void> {
    const now = this.options.now();
    const entry: CachedAnswer = { ...answer, storedAt: now, freshUntil: now + freshSeconds * 1000 };
    const ttl = freshSeconds * 1000 + (keepStale ? this.options.staleMs : 0);
    if (ttl > 0) await this.options.state.set(PREFIX + key, JSON.stringify(entry), ttl);
  }

  /** The key's failure mark while it lasts. */
  async failure(key: string): Promise<FailureMark | undefined> {
    const text = await this.options.state.get(FAILED_PREFIX + key);
    if (text === undefined) return undefined;
    try {
      const mark = JSON.parse(text) as FailureMark;
      return mark.until > this.options.now() ? mark : undefined;
    } catch {
      return undefined;
    }
  }

  /** Marks the key failed for `seconds`: the upstream is not asked for it again before then. */
  async markFailure(key: string, answer: { status: number; body: string }, seconds: number): Promise<void> {
    const mark: FailureMark = { status: answer.status, body: answer.body, until: this.options.now() + seconds * 1000 };
    await this.options.state.set(FAILED_PREFIX + key, JSON.stringify(mark), seconds * 1000);
  }

  /**
   * Runs `load` once for all concurrent callers of `key`, here and on other instances: a caller
   * that finds another instance holding the key's lock waits for that instance's outcome: its
   * answer in the cache (newer than `since`) or its failure mark. When the lock is free again
   * without either (the call was refused or broke the contract), or none comes in time, it loads
   * the key itself.
   */
  async single<T>(key: string, load: () => Promise<T>, fromCache: (entry: CachedAnswer) => T | undefined, fromFailure: (mark: FailureMark) => T): Promise<T> {
    const running = this.flights.get(key) as Promise<T> | undefined;
    if (running) return running;
    const flight = (async () => {
      const { state, callMs } = this.options;
      const since = this.options.now();
      const lockMs = callMs + 1000;
      const settled = async () => {
        const entry = await this.read(key);
        const answer = entry && entry.storedAt >= since ? fromCache(entry) : undefined;
        if (answer !== undefined) return answer;
        const mark = await this.failure(key);
        return mark ? fromFailure(mark) : undefined;
      };
      let locked = await state.acquire(LOCK_PREFIX + key, lockMs);
      if (!locked) {
        // Real time, not the injected clock: this waits for another instance's network call, at
        // most as long as its lock lasts (the call's time-out and a margin for its bookkeeping).
        const deadline = Date.now() + lockMs;
        while (!locked && Date.now() < deadline) {
          await sleep(POLL_MS);
          const answer = await settled();
          if (answer !== undefined) return answer;
          locked = await state.acquire(LOCK_PREFIX + key, lockMs);
        }
      }
      try {
        // The previous holder may have settled the key between the last look and this lock.
        if (locked) {
          const answer = await settled();
          if (answer !== undefined) return answer;
        }
        return await load();
      } finally {
        if (locked) await state.release(LOCK_PREFIX + key);
      }
    })().finally(() => this.flights.delete(key));
    this.flights.set(key, flight);
    return flight;
  }
}

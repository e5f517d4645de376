import type { SharedState } from '../shared/state';

export interface Quota {
  /** Whether the request may go on. */
  allowed: boolean;
  /** Calls left in the window after this one. */
  remaining: number;
  /** Seconds until the window closes (at least 1). */
  resetSeconds: number;
}

/**
 * Fixed-window request counting per API key, shared by v1 and v2 (the contract: one allowance
 * for both). A window opens with the first counted request and lasts `windowSeconds`.
 *
 * The counts live in `SharedState`, so every instance of the server sharing one Redis spends
 * one allowance per key. A request reserves its call before it runs (`reserve`, one atomic
 * increment) and gives it back unless it is answered 2xx (`refund`): however many requests race
 * on however many instances, no more than the limit are answered, and only 2xx answers count.
 */
export class RateLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly state: SharedState,
    windowSeconds: number,
    /** Key space in the shared state (demo calls and visitor limits count apart). */
    private readonly prefix = 'demo-calls:',
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  private quota(count: number, limit: number, resetMs: number): Quota {
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
  }

  /**
   * Takes one call from `key`'s allowance when one is left. A refused call takes nothing; an
   * allowed one must be given back with `refund` if its answer is not a success.
   */
  async reserve(key: string, limit: number): Promise<Quota> {
    const window = await this.state.increment(this.prefix + key, this.windowMs, 1);
    const quota = this.quota(window.count, limit, window.resetMs);
    if (!quota.allowed) await this.refund(key);
    return quota;
  }

  /** Gives back a reserved call (the answer was not a success). */
  async refund(key: string): Promise<void> {
    await this.state.increment(this.prefix + key, this.windowMs, -1);
  }

  /** Whether one more request fits, without counting it (then `record` counts it). */
  async check(key: string, limit: number): Promise<Quota> {
    const window = await this.state.increment(this.prefix + key, this.windowMs, 0);
    return this.quota(window.count + 1, limit, window.resetMs);
  }

  /** Counts one request. */
  async record(key: string): Promise<void> {
    await this.state.increment(this.prefix + key, this.windowMs, 1);
  }

  /** For tests and diagnostics: requests counted in the open window. */
  async used(key: string): Promise<number> {
    return (await this.state.increment(this.prefix + key, this.windowMs, 0)).count;
  }
}

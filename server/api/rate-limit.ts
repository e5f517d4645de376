/**
 * Fixed-window request counting per API key, shared by v1 and v2 (the contract: one allowance
 * for both). A window opens with the first counted request and lasts `windowSeconds`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Closed windows are swept when the map reaches this size (keys such as visitor IPs come and go). */
  private sweepAt = 1024;

  constructor(
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string) {
    const window = this.windows.get(key);
    if (!window || this.now() - window.start >= this.windowSeconds * 1000) return undefined;
    return window;
  }

  /** Whether one more request fits, and the figures for the rate-limit headers. */
  check(key: string, limit: number) {
    const window = this.current(key);
    const used = window?.count ?? 0;
    const resetSeconds = window ? Math.max(1, Math.ceil((window.start + this.windowSeconds * 1000 - this.now()) / 1000)) : this.windowSeconds;
    return { allowed: used < limit, remaining: Math.max(0, limit - used), resetSeconds };
  }

  /** Counts one answered request. */
  record(key: string) {
    const window = this.current(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= this.sweepAt) this.sweep();
    this.windows.set(key, { start: this.now(), count: 1 });
  }

  /** Forgets closed windows; amortised, since the next sweep waits until the map has doubled. */
  private sweep() {
    for (const [key, window] of this.windows) {
      if (this.now() - window.start >= this.windowSeconds * 1000) this.windows.delete(key);
    }
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }

  /** For tests and diagnostics: requests counted in the open window. */
  used(key: string): number {
    return this.current(key)?.count ?? 0;
  }
}

import { LRUCache } from 'lru-cache';

/**
 * The server's state that must be shared when more than one instance runs: the proxy's response
 * cache with its stale copies, the single-flight locks of concurrent identical misses, the
 * visitor limits, the upstream allowance budget and the demo's rate counters.
 *
 * Everything goes through this one small interface, so that an implementation on Redis
 * (`VTDB_REDIS_URL`) and the in-memory default (`MemoryState`, below) are interchangeable.
 * Every method is async, and atomic per key: two instances incrementing one counter, taking
 * from one bucket or acquiring one lock never both win.
 *
 * Keys are plain strings chosen by the caller; implementations may prefix them.
 */
export interface SharedState {
  /** `memory` for this process only, `redis` for shared. A fallback reports what it uses now. */
  readonly kind: 'memory' | 'redis';

  /** A stored value, or undefined when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Stores a value for `ttlMs` milliseconds (replacing any value). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;

  /**
   * A short lock: true when this caller acquired `key` (it was free), false when someone holds it.
   * The lock frees itself after `ttlMs`, so a crashed holder never blocks for long.
   */
  acquire(key: string, ttlMs: number): Promise<boolean>;
  release(key: string): Promise<void>;

  /**
   * A fixed-window counter: adds `amount` (default 1; 0 only reads) to the window that the first
   * increment opened, and returns the count in that window and the milliseconds until it closes.
   * A negative amount (a refund) changes an open window only; it never opens one.
   */
  increment(key: string, windowMs: number, amount?: number): Promise<Window>;

  /**
   * A token bucket holding at most `capacity` tokens and refilled continuously at
   * `refillPerSecond`; starts full. Takes `cost` tokens (default 1) when that many are there;
   * a cost of 0 only reads, a negative cost gives tokens back (never past `capacity`).
   * `tokens` is what is left after the call (granted or not).
   */
  take(key: string, bucket: Bucket, cost?: number): Promise<{ granted: boolean; tokens: number }>;
}

export interface Window {
  count: number;
  resetMs: number;
}

export interface Bucket {
  capacity: number;
  refillPerSecond: number;
}

export interface MemoryStateOptions {
  /** Bound on stored values, in UTF-16 code units of key + value (about bytes for JSON text). */
  maxValueSize?: number;
  /** Bound on counters, buckets and locks (visitor IPs come and go). */
  maxCounters?: number;
  now?: () => number;
}

interface BucketState {
  tokens: number;
  at: number;
}

/** The in-memory default: this process only, bounded, least recently used evicted first. */
export class MemoryState implements SharedState {
  readonly kind = 'memory' as const;
  private readonly now: () => number;
  private readonly values: LRUCache<string, string>;
  private readonly windows: LRUCache<string, { start: number; count: number; windowMs: number }>;
  private readonly buckets: LRUCache<string, BucketState>;
  private readonly locks: LRUCache<string, true>;

  constructor(options: MemoryStateOptions = {}) {
    this.now = options.now ?? Date.now;
    const perf = { now: this.now };
    const maxCounters = options.maxCounters ?? 100_000;
    this.values = new LRUCache<string, string>({
      maxSize: options.maxValueSize ?? 64 * 1024 * 1024,
      sizeCalculation: (value, key) => Math.max(1, value.length + key.length),
      ttlResolution: 0,
      perf,
    });
    this.windows = new LRUCache({ max: maxCounters });
    this.buckets = new LRUCache({ max: maxCounters });
    this.locks = new LRUCache<string, true>({ max: maxCounters, ttlResolution: 0, perf });
  }

  async get(key: string) {
    return this.values.get(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    if (ttlMs <= 0) {
      this.values.delete(key);
      return;
    }
    this.values.set(key, value, { ttl: ttlMs });
  }

  async delete(key: string) {
    this.values.delete(key);
  }

  async acquire(key: string, ttlMs: number) {
    if (this.locks.has(key)) return false;
    this.locks.set(key, true, { ttl: Math.max(1, ttlMs) });
    return true;
  }

  async release(key: string) {
    this.locks.delete(key);
  }

  async increment(key: string, windowMs: number, amount = 1): Promise<Window> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= window.windowMs) {
      if (amount <= 0) return { count: 0, resetMs: windowMs };
      window = { start: now, count: 0, windowMs };
      this.windows.set(key, window);
    }
    window.count += amount;
    return { count: window.count, resetMs: Math.max(1, window.start + window.windowMs - now) };
  }

  async take(key: string, bucket: Bucket, cost = 1) {
    const now = this.now();
    const state = this.buckets.get(key) ?? { tokens: bucket.capacity, at: now };
    const tokens = Math.min(bucket.capacity, state.tokens + ((now - state.at) / 1000) * bucket.refillPerSecond);
    const granted = tokens >= cost;
    const left = granted ? Math.min(bucket.capacity, tokens - cost) : tokens;
    this.buckets.set(key, { tokens: left, at: now });
    return { granted, tokens: left };
  }
}

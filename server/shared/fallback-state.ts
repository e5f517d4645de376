import { MemoryState, type Bucket, type SharedState } from './state';
import { RedisState, type RedisStateOptions } from './redis-state';

/**
 * The state of a server configured with `VTDB_REDIS_URL`: shared on Redis while Redis answers,
 * this instance's memory while it does not.
 *
 * A visitor never waits for a missing Redis and never gets a 5xx because of one: every command
 * has a bounded time (RedisState's command time-out), a failed command is answered from memory
 * at once, and while Redis is away every call goes straight to memory. A probe pings Redis every
 * `probeMs` (and at once when the client reconnects): it notices a Redis that hangs even when no
 * visitor asks (readiness), and shared state returns within seconds of Redis answering again.
 * The fall-back and the return are each logged once.
 *
 * During an outage, counters, buckets and locks are this instance's own: limits hold per
 * instance rather than across all of them, and values written then are not seen by the others.
 */

/** What the fallback writes to: Fastify's (pino's) logger fits. */
export interface StateLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface FallbackStateOptions extends RedisStateOptions {
  /** How often Redis is pinged (availability, and the return after an outage). Default 1000 ms. */
  probeMs?: number;
  /** The memory used while Redis is away (default: a new MemoryState). */
  memory?: MemoryState;
  /** Told whenever availability changes (metrics). */
  onChange?: (available: boolean) => void;
}

export class FallbackState implements SharedState {
  readonly redis: RedisState;
  readonly memory: MemoryState;
  private up = false;
  /** Whether an outage has been logged since the last time Redis was up (or since start). */
  private reported = false;
  private closed = false;
  private readonly probing: NodeJS.Timeout;
  private pinging = false;
  private readonly probeMs: number;
  private readonly onChange?: (available: boolean) => void;

  constructor(
    url: string,
    private readonly log: StateLogger,
    options: FallbackStateOptions = {},
  ) {
    this.redis = new RedisState(url, options);
    this.memory = options.memory ?? new MemoryState();
    this.probeMs = options.probeMs ?? 1000;
    this.onChange = options.onChange;
    this.redis.client.on('ready', () => void this.probe());
    this.redis.client.on('close', () => this.down(new Error('connection closed')));
    this.probing = setInterval(() => void this.probe(), this.probeMs);
    this.probing.unref();
  }

  /** `redis` while shared state is in use, `memory` during an outage. */
  get kind() {
    return this.up ? ('redis' as const) : ('memory' as const);
  }

  /** Whether Redis answers (for readiness and metrics). */
  get available(): boolean {
    return this.up;
  }

  /**
   * Waits until Redis answers, at most `timeoutMs`; true when it does. A server starts with this,
   * so that its first requests already use shared state when Redis is there.
   */
  async ready(timeoutMs = 2000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.up && !this.closed && Date.now() < deadline) {
      await this.probe();
      if (!this.up) await new Promise((resolve) => setTimeout(resolve, Math.min(100, Math.max(1, deadline - Date.now()))));
    }
    if (!this.up) this.down(new Error(`no answer within ${timeoutMs} ms`));
    return this.up;
  }

  private async run<T>(operation: (state: SharedState) => Promise<T>): Promise<T> {
    if (this.up) {
      if (this.redis.connected) {
        try {
          return await operation(this.redis);
        } catch (error) {
          this.down(error);
        }
      } else {
        this.down(new Error('not connected'));
      }
    }
    return operation(this.memory);
  }

  private down(error: unknown) {
    if (this.closed) return;
    const was = this.up;
    this.up = false;
    if (!this.reported) {
      this.reported = true;
      this.log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'Redis is unreachable: shared state falls back to this instance’s memory until it answers again',
      );
    }
    if (was) this.onChange?.(false);
  }

  private async probe(): Promise<void> {
    if (this.closed || this.pinging) return;
    if (!this.redis.connected) {
      if (this.up) this.down(new Error('not connected'));
      return;
    }
    this.pinging = true;
    try {
      await this.redis.ping();
    } catch (error) {
      this.down(error);
      return;
    } finally {
      this.pinging = false;
    }
    if (this.closed || this.up) return;
    this.up = true;
    if (this.reported) this.log.info({}, 'Redis answers again: shared state is back on Redis');
    this.reported = false;
    this.onChange?.(true);
  }

  get(key: string) {
    return this.run((state) => state.get(key));
  }

  set(key: string, value: string, ttlMs: number) {
    return this.run((state) => state.set(key, value, ttlMs));
  }

  delete(key: string) {
    return this.run((state) => state.delete(key));
  }

  acquire(key: string, ttlMs: number) {
    return this.run((state) => state.acquire(key, ttlMs));
  }

  async release(key: string) {
    // Released on both: the lock may have been taken from either, before or during an outage.
    await this.memory.release(key);
    await this.run((state) => (state === this.memory ? Promise.resolve() : state.release(key)));
  }

  increment(key: string, windowMs: number, amount?: number) {
    return this.run((state) => state.increment(key, windowMs, amount));
  }

  take(key: string, bucket: Bucket, cost?: number) {
    return this.run((state) => state.take(key, bucket, cost));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probing);
    await this.redis.close();
  }
}

import { randomUUID } from 'node:crypto';
import { Redis, type Result } from 'ioredis';
import type { Bucket, SharedState, Window } from './state';

/**
 * `SharedState` on Redis (`VTDB_REDIS_URL`): what every instance of the server shares.
 *
 * Each operation is one Redis command or one Lua script, so it is atomic per key however many
 * instances call it at once. Values, locks, windows and buckets live under separate key spaces
 * (`v:`, `l:`, `w:`, `b:` after the prefix), as they do in `MemoryState`, so one name used for a
 * value and a counter never collides. Expiry is Redis's own (PX), and the token bucket reads
 * Redis's clock (TIME), so instances with skewed clocks still agree.
 *
 * Errors are not handled here: a failed or timed-out command rejects, and `FallbackState`
 * (fallback-state.ts) decides what a visitor gets then.
 */

/** Fixed window: adds ARGV[2] to the counter the first increment opened (PX = the window). */
const INCREMENT = `
local amount = tonumber(ARGV[2])
local count
if amount <= 0 and redis.call('EXISTS', KEYS[1]) == 0 then
  return {0, tonumber(ARGV[1])}
end
if amount == 0 then
  count = tonumber(redis.call('GET', KEYS[1]))
else
  count = redis.call('INCRBY', KEYS[1], amount)
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if ttl < 1 then ttl = 1 end
return {count, ttl}
`;

/**
 * Token bucket in a hash {tokens, at}; refilled from Redis's clock (or ARGV[4], a simulation's
 * clock in ms); expires once it would be full again.
 */
const TAKE = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
if now == nil then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = capacity
  at = now
end
if now > at then
  tokens = math.min(capacity, tokens + (now - at) / 1000 * rate)
  at = now
end
local granted = 0
if tokens >= cost then
  tokens = math.min(capacity, tokens - cost)
  granted = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
local ttl = 86400000
if rate > 0 then ttl = math.ceil((capacity - tokens) / rate * 1000) + 1000 end
redis.call('PEXPIRE', KEYS[1], ttl)
return {granted, tostring(tokens)}
`;

/** Deletes a lock only when this holder still holds it (it may have expired and been taken). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    vtdbIncrement(key: string, windowMs: number, amount: number): Result<[number, number], Context>;
    vtdbTake(key: string, capacity: number, refillPerSecond: number, cost: number, ...now: number[]): Result<[number, string], Context>;
    vtdbRelease(key: string, token: string): Result<number, Context>;
  }
}

export interface RedisStateOptions {
  /** Put before every key, so that several deployments can share one Redis. Default `vtdb:`. */
  prefix?: string;
  /** Bound on each command; a slower answer rejects (and a fallback takes over). Default 500 ms. */
  commandTimeoutMs?: number;
  /** Bound on connecting. Default 2000 ms. */
  connectTimeoutMs?: number;
  /**
   * The token buckets' clock in ms. Default Redis's own (TIME), so that instances whose clocks
   * differ still agree; a simulation on an injected clock (the bench's hour) passes that clock.
   */
  now?: () => number;
}

export class RedisState implements SharedState {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  /** The tokens of the locks this instance holds, so that it releases its own locks only. */
  private readonly held = new Map<string, string>();
  private readonly holder = randomUUID();
  private lockCount = 0;
  private readonly now?: () => number;

  constructor(url: string, options: RedisStateOptions = {}) {
    this.now = options.now;
    this.client = new Redis(url, {
      keyPrefix: options.prefix ?? 'vtdb:',
      commandTimeout: options.commandTimeoutMs ?? 500,
      connectTimeout: options.connectTimeoutMs ?? 2000,
      // A visitor never waits for a Redis that is not there: commands fail at once while the
      // connection is down (the fallback answers), and are never replayed after a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      // Reconnect for ever, at most a second apart, so shared state returns within seconds.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
      enableAutoPipelining: true,
    });
    // Errors surface through the commands (and the fallback's log), not as unhandled events.
    this.client.on('error', () => {});
    this.client.defineCommand('vtdbIncrement', { numberOfKeys: 1, lua: INCREMENT });
    this.client.defineCommand('vtdbTake', { numberOfKeys: 1, lua: TAKE });
    this.client.defineCommand('vtdbRelease', { numberOfKeys: 1, lua: RELEASE });
  }

  /** Whether the connection is up and ready for commands. */
  get connected(): boolean {
    return this.client.status === 'ready';
  }

  /** Waits for the connection, at most `timeoutMs`; rejects when it does not come. */
  async connect(timeoutMs = 2000): Promise<void> {
    if (this.connected) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.client.off('ready', ready);
        reject(new Error(`Redis did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      this.client.once('ready', ready);
    });
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async get(key: string) {
    return (await this.client.get(`v:${key}`)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number) {
    if (ttlMs <= 0) {
      await this.client.del(`v:${key}`);
      return;
    }
    await this.client.set(`v:${key}`, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string) {
    await this.client.del(`v:${key}`);
  }

  async acquire(key: string, ttlMs: number) {
    this.lockCount += 1;
    const token = `${this.holder}:${this.lockCount}`;
    const answer = await this.client.set(`l:${key}`, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
    if (answer !== 'OK') return false;
    this.held.set(key, token);
    return true;
  }

  async release(key: string) {
    const token = this.held.get(key);
    if (token === undefined) return;
    this.held.delete(key);
    await this.client.vtdbRelease(`l:${key}`, token);
  }

  async increment(key: string, windowMs: number, amount = 1): Promise<Window> {
    const [count, resetMs] = await this.client.vtdbIncrement(`w:${key}`, Math.max(1, Math.round(windowMs)), amount);
    return { count: Number(count), resetMs: Number(resetMs) };
  }

  async take(key: string, bucket: Bucket, cost = 1) {
    const clock = this.now ? [Math.round(this.now())] : [];
    const [granted, tokens] = await this.client.vtdbTake(`b:${key}`, bucket.capacity, bucket.refillPerSecond, cost, ...clock);
    return { granted: granted === 1, tokens: Number(tokens) };
  }

  /** Closes the connection: politely when it is up, at once when it is not. */
  async close(): Promise<void> {
    if (this.client.status === 'end') return;
    if (this.connected) {
      try {
        await this.client.quit();
        return;
      } catch {
        // Fall through to a hard disconnect.
      }
    }
    this.client.disconnect();
  }
}

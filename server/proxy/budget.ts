import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../../contract/constants';
import type { SharedState } from '../shared/state';

/**
 * The workshop's allowance, spent like a token bucket in SharedState, so that the upstream is
 * never asked more than the allowance in any hour, whatever visitors do, and across instances.
 *
 * With an allowance of B calls an hour, the bucket holds C = B/4 tokens (a burst for a cold
 * cache) and refills at (B - C) an hour: in any 60 minutes at most C + (B - C) = B calls start.
 *
 * Browsing comes first: a search, or the background refresh of a stale copy, may only take a
 * token while more than the reserve (half the bucket) is left; below it, the tokens are kept for
 * pages that have nothing to show, and stale copies are served without refreshing them.
 *
 * When the upstream itself says the key is spent (429), the proxy holds all calls until its
 * Retry-After (at most an hour) has passed.
 *
 * A fair share: every call is also paid by the visitor it is made for (the IPv4 address or IPv6
 * /64 of server/shared/visitor.ts), from that visitor's own bucket in SharedState, so that it
 * holds across instances. With a share of S (VTDB_UPSTREAM_SHARE, a fraction here), a visitor's
 * bucket holds S × C tokens (at least one) and refills at S × (B - C) an hour: one visitor starts
 * at most S of the bucket at once and about S of the allowance in an hour, and a visitor over
 * their share never takes a token from the others. The visitor pays first; a call the allowance
 * then refuses is given back to the visitor.
 */

export type CallKind = 'browse' | 'search' | 'refresh';

export interface BudgetOptions {
  state: SharedState;
  now: () => number;
  /** VTDB_UPSTREAM_BUDGET, calls per hour; undefined: learn it from /subscription's calls_limit. */
  perHour?: number;
  /** Reads calls_limit from the upstream's /subscription (called at most every 10 minutes). */
  learn?: () => Promise<number | undefined>;
  log?: { warn: (object: object, message: string) => void };
  /** Told the tokens left after each take, and the bucket's size (for /metrics). */
  onTokens?: (tokens: number, capacity: number) => void;
  /** The most of the allowance one visitor may spend, as a fraction (VTDB_UPSTREAM_SHARE / 100); default 1 (no fair share). */
  share?: number;
}

export interface Grant {
  granted: boolean;
  /** When not granted: seconds until a call may be possible. */
  retryAfter: number;
  /** When not granted: `share` when the visitor's own share is spent, `allowance` when the allowance (or a hold) refused. */
  refused?: 'share' | 'allowance';
}

const HOUR_SECONDS = 3600;
/** Used while calls_limit is unknown (no /subscription answer): a cautious allowance. */
export const FALLBACK_PER_HOUR = 600;
const LEARNED_KEY = 'proxy:budget:calls-limit';
const HOLD_KEY = 'proxy:budget:hold';
const LEARN_LOCK = 'proxy:budget:learning';
const LEARN_MS = 10 * 60 * 1000;

export function bucketFor(perHour: number) {
  const capacity = Math.max(1, Math.ceil(perHour / 4));
  return { capacity, refillPerSecond: Math.max(0, perHour - capacity) / HOUR_SECONDS };
}

/** One visitor's bucket: `share` of the allowance's bucket (at least one call), refilled at `share` of its rate. */
export function shareBucketFor(perHour: number, share: number) {
  const whole = bucketFor(perHour);
  return { capacity: Math.max(1, Math.floor(whole.capacity * share)), refillPerSecond: whole.refillPerSecond * share };
}

/** Seconds until `bucket` holds `needed` tokens when it holds `tokens` now, between 1 and an hour. */
const secondsUntil = (bucket: { refillPerSecond: number }, tokens: number, needed: number) =>
  Math.min(HOUR_SECONDS, Math.max(1, bucket.refillPerSecond > 0 ? Math.ceil((needed - tokens) / bucket.refillPerSecond) : HOUR_SECONDS));

export class Budget {
  constructor(private readonly options: BudgetOptions) {}

  /** The allowance in calls an hour: configured, learned, or the cautious fallback. */
  async perHour(): Promise<number> {
    if (this.options.perHour !== undefined) return this.options.perHour;
    const { state, learn } = this.options;
    const known = Number(await state.get(LEARNED_KEY));
    if (Number.isInteger(known) && known > 0) return known;
    if (learn && (await state.acquire(LEARN_LOCK, LEARN_MS))) {
      const learned = await learn().catch(() => undefined);
      if (learned !== undefined && Number.isInteger(learned) && learned > 0) {
        await state.set(LEARNED_KEY, String(learned), LEARN_MS);
        return learned;
      }
      this.options.log?.warn({}, `proxy: the allowance is unknown (no calls_limit from /subscription); using ${FALLBACK_PER_HOUR} calls an hour`);
    }
    return FALLBACK_PER_HOUR;
  }

  private async bucketKey() {
    return this.bucketKeyOf(await this.perHour());
  }

  private bucketKeyOf(perHour: number) {
    return { key: `proxy:budget:${perHour}`, bucket: bucketFor(perHour) };
  }

  /** Seconds left of a hold the upstream asked for, or 0. */
  async held(): Promise<number> {
    const until = Number(await this.options.state.get(HOLD_KEY));
    const left = Number.isFinite(until) ? Math.ceil((until - this.options.now()) / 1000) : 0;
    return Math.max(0, left);
  }

  /** The upstream said the key is spent: no calls for `seconds` (an hour at most). */
  async hold(seconds: number): Promise<void> {
    const clamped = Math.min(HOUR_SECONDS, Math.max(1, seconds));
    await this.options.state.set(HOLD_KEY, String(this.options.now() + clamped * 1000), clamped * 1000);
  }

  /** Whether the bucket is below the reserve kept for browsing. */
  async low(): Promise<boolean> {
    const { key, bucket } = await this.bucketKey();
    const { tokens } = await this.options.state.take(key, bucket, 0);
    return tokens < reserveOf(bucket.capacity) + 1;
  }

  /**
   * Takes one call from the allowance for a call of this kind, if the allowance and its priority
   * let it, and (with `visitor`) from that visitor's share first.
   */
  async take(kind: CallKind, visitor?: string): Promise<Grant> {
    const hold = await this.held();
    if (hold > 0) return { granted: false, retryAfter: hold, refused: 'allowance' };
    const perHour = await this.perHour();
    const { key, bucket } = this.bucketKeyOf(perHour);
    const { state } = this.options;
    if (kind !== 'browse') {
      // A read (cost 0), then the take: two instances may both pass the read and dip a token into
      // the reserve, never past the allowance itself, which the take alone guards.
      const needed = reserveOf(bucket.capacity) + 1;
      const { tokens } = await state.take(key, bucket, 0);
      if (tokens < needed) return { granted: false, retryAfter: secondsUntil(bucket, tokens, needed), refused: 'allowance' };
    }
    const share = this.shareOf(perHour, visitor);
    if (share) {
      const paid = await state.take(share.key, share.bucket, 1);
      if (!paid.granted) return { granted: false, retryAfter: secondsUntil(share.bucket, paid.tokens, 1), refused: 'share' };
    }
    const { granted, tokens } = await state.take(key, bucket, 1);
    this.options.onTokens?.(tokens, Math.floor(bucket.capacity));
    if (granted) return { granted, retryAfter: 0 };
    // No call is made: the visitor's token is given back (a negative cost adds one).
    if (share) await state.take(share.key, share.bucket, -1);
    return { granted, retryAfter: secondsUntil(bucket, tokens, 1), refused: 'allowance' };
  }

  /** The visitor's bucket under this allowance, or undefined when there is no fair share (no visitor, or a share of 100 %). */
  private shareOf(perHour: number, visitor: string | undefined) {
    const share = this.options.share ?? 1;
    if (visitor === undefined || share >= 1) return undefined;
    return { key: `proxy:share:${perHour}:${visitor}`, bucket: shareBucketFor(perHour, share) };
  }
}

const reserveOf = (capacity: number) => Math.floor(capacity / 2);

/**
 * A search text as the upstream reads it, so that equivalent searches share one cache entry:
 * surrounding and repeated whitespace removed, lower case (the upstream's search ignores case),
 * accents removed when the upstream ignores those too. Undefined when fewer than 3 characters
 * that are not spaces are left (refused locally, never forwarded).
 */
export function normaliseSearch(text: string, ignoresAccents: boolean): string | undefined {
  const spaced = text.trim().replace(/\s+/gu, ' ');
  let normal = spaced.toLowerCase();
  if (ignoresAccents) normal = normal.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  // Lower case can lengthen a text (İ becomes i and a combining dot); never past the contract's maximum.
  if ([...normal].length > SEARCH_QUERY_MAX) normal = spaced;
  return [...normal.replace(/\s/gu, '')].length < SEARCH_QUERY_MIN ? undefined : normal;
}

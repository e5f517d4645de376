import { createHash } from 'node:crypto';
import type { AttemptResult, DeliveryError } from './delivery';
import type { EnquiryMessage } from './message';

/**
 * Where requests for a remap ("leads") live from the moment they are accepted until the
 * retention ends: on disk (sqlite-store.ts, the default) or on Redis, shared by every instance
 * (redis-store.ts, with VTDB_REDIS_URL). A lead is stored before the visitor hears "received";
 * each destination then gets it at least once, always with the same id (the webhook's
 * Idempotency-Key, the e-mail's Message-ID), so a destination can tell a repeat.
 *
 * What is kept: the message the destinations receive (what the workshop needs to call the
 * visitor back), each destination's state (attempts, the last error's wording), and, while a
 * delivery is pending, a hash of the visitor's address (for the per-visitor bound).
 */

export type DestinationName = 'webhook' | 'email';
export type LeadStatus = 'pending' | 'delivered' | 'failed';
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface DeliveryRecord {
  destination: DestinationName;
  status: DeliveryStatus;
  /** Attempts made so far. */
  attempts: number;
  /** Why the last attempt failed (a short sentence, never a URL), or null. */
  error: string | null;
  /** When the state last changed (ISO 8601, UTC). */
  updated: string;
}

export interface LeadRecord {
  id: string;
  /** When it was received (ISO 8601, UTC). */
  received: string;
  /** pending while any destination is; failed when one was given up; delivered when every one has it. */
  status: LeadStatus;
  deliveries: DeliveryRecord[];
  message: EnquiryMessage;
}

/** The store will not take the request: the disk is full or not writable, Redis is down. */
export class StoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailable';
  }
}

/** This visitor already has as many requests waiting for delivery as one may. */
export class VisitorBusy extends Error {
  constructor() {
    super('This visitor has too many requests waiting for delivery');
    this.name = 'VisitorBusy';
  }
}

export interface DeliveryReport {
  destination: DestinationName;
  result: AttemptResult;
  error?: DeliveryError;
}

/** Delivers one message to one destination (throws a DeliveryError). */
export type Deliver = (destination: DestinationName, message: EnquiryMessage) => Promise<void>;

export interface LeadStore {
  /**
   * Stores a new lead with one pending delivery per destination, held for the attempt the caller
   * makes at once (if the process dies during it, the delivery is due again a minute later).
   * Throws VisitorBusy or StoreUnavailable; either way nothing was stored.
   */
  add(message: EnquiryMessage, destinations: DestinationName[], visitor: string): Promise<void>;
  /** Records the outcome of the caller's first attempt (`error` undefined: delivered); says what follows. */
  recordFirst(id: string, destination: DestinationName, error: DeliveryError | undefined): Promise<AttemptResult>;
  /** Starts delivering what is due (retries, and deliveries a stopped process left); `onReport` hears each outcome. */
  startWorker(deliver: Deliver, onReport: (report: DeliveryReport) => void): void;
  /** Stored leads, newest first. */
  list(filter?: { status?: LeadStatus; limit?: number }): Promise<LeadRecord[]>;
  /** Deliveries not yet delivered or given up. */
  pendingCount(): Promise<number>;
  /** Deletes leads delivered or given up more than the retention ago; returns how many. */
  purge(now?: number): Promise<number>;
  /** Stops the worker, lets deliveries in flight finish (bounded), and closes the store. */
  close(): Promise<void>;
}

export interface LeadStoreOptions {
  /** The first retry's delay; each further one waits twice as long (± 20 %). */
  retryMs: number;
  /** Attempts per destination, the first one (made while the visitor waits) included. */
  attempts: number;
  /** Requests one visitor may have pending at once. */
  pendingPerVisitor: number;
  retentionDays: number;
}

/** How long a delivery is held for one attempt (above the attempt's own 10 s time-out). */
export const LEASE_MS = 60_000;
/** How long close() waits for deliveries in flight. */
export const CLOSE_WAIT_MS = 15_000;
export const DAY_MS = 86_400_000;

/** The moment before which a finished lead is purged: `retentionDays` before `now`. */
export function retentionCutoff(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS;
}

/** Waits for `work` (deliveries in flight) at most CLOSE_WAIT_MS; true when it finished in time. */
export async function closeWait(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([work.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** A visitor's address as the store keeps it: a digest, not the address. */
export function visitorDigest(visitor: string): string {
  return createHash('sha256').update(`vtdb-enquiry-visitor:${visitor}`).digest('base64url').slice(0, 22);
}

/** A lead's overall status from its deliveries. */
export function leadStatus(deliveries: { status: DeliveryStatus }[]): LeadStatus {
  if (deliveries.some((delivery) => delivery.status === 'pending')) return 'pending';
  return deliveries.some((delivery) => delivery.status === 'failed') ? 'failed' : 'delivered';
}

/** Resolves `promise`, or rejects after `ms` (for a store that could otherwise wait without end). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new StoreUnavailable(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

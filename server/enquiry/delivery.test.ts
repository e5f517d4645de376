import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryError, retryDelay, type AttemptResult } from './delivery';
import { enquiryMessage, type EnquiryMessage } from './message';
import { overallStatus } from './routes';
import { DATABASE_FILE, SqliteLeadStore, type SqliteStoreOptions } from './sqlite-store';
import { DAY_MS, StoreUnavailable, VisitorBusy, type DeliveryReport } from './store';
import { SAMPLE_VEHICLE } from '../test/enquiry';

/**
 * The request store on disk on its own (it replaced the in-memory retry queue; the queue's
 * tests became these): back-off, attempts that run out (listed as failed), the per-visitor bound,
 * what a stopped store keeps, retention, a full disk; and how one attempt per destination
 * becomes the answer's status.
 */

const newMessage = (): EnquiryMessage =>
  enquiryMessage({
    vehicle: SAMPLE_VEHICLE,
    stage: { id: null, number: 1 },
    language: 'en',
    name: 'Anna',
    phone: undefined,
    email: 'anna@example.com',
    registration: undefined,
    preferredDate: undefined,
    message: undefined,
    consent: true,
  });

let directories: string[] = [];
let stores: SqliteLeadStore[] = [];

afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()));
  stores = [];
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  directories = [];
});

function directory() {
  const created = mkdtempSync(join(tmpdir(), 'vtdb-leads-'));
  directories.push(created);
  return created;
}

function open(options: Partial<SqliteStoreOptions> = {}) {
  const store = new SqliteLeadStore({ dataDir: options.dataDir ?? directory(), retryMs: 40, attempts: 5, pendingPerVisitor: 5, retentionDays: 90, ...options });
  stores.push(store);
  return store;
}

/** A delivery function that fails with the given errors in turn, then delivers; it notes when each attempt came and what. */
function destination(failures: DeliveryError[]) {
  const attempts: { at: number; id: string }[] = [];
  return {
    attempts,
    async deliver(_name: string, message: EnquiryMessage) {
      attempts.push({ at: Date.now(), id: message.id });
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
}

const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('retryDelay', () => {
  it('waits the base after the first attempt, twice as long after each further one, ± 20 %', () => {
    expect(retryDelay(1000, 1, () => 0.5)).toBe(1000);
    expect(retryDelay(1000, 2, () => 0.5)).toBe(2000);
    expect(retryDelay(1000, 4, () => 0.5)).toBe(8000);
    expect(retryDelay(1000, 1, () => 0)).toBe(800);
    expect(retryDelay(1000, 1, () => 0.999_999)).toBe(1200);
  });
});

describe('SqliteLeadStore', () => {
  it('retries what may pass with growing waits, and stops at the first success', async () => {
    const store = open();
    const message = newMessage();
    await store.add(message, ['webhook'], '192.0.2.1');
    expect(await store.pendingCount()).toBe(1);
    // The attempt made while the visitor waits failed for now.
    const first = Date.now();
    expect(await store.recordFirst(message.id, 'webhook', new DeliveryError('500', true))).toBe('retry');
    const target = destination([new DeliveryError('500', true)]);
    const outcomes: AttemptResult[] = [];
    store.startWorker(target.deliver, (report) => outcomes.push(report.result));
    await waitFor(() => outcomes.length === 2);
    expect(outcomes).toEqual(['retry', 'sent']);
    expect(await store.pendingCount()).toBe(0);
    const [second, third] = target.attempts;
    // 40 ms, then 80 ms (each ± 20 %).
    expect(second!.at - first).toBeGreaterThanOrEqual(30);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(60);
    expect(new Set(target.attempts.map((attempt) => attempt.id))).toEqual(new Set([message.id]));
    const [lead] = await store.list();
    expect(lead).toMatchObject({ id: message.id, status: 'delivered', deliveries: [{ destination: 'webhook', status: 'sent', attempts: 3 }] });
    // Nothing more is tried.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(target.attempts).toHaveLength(2);
  });

  it('does not retry a refusal that will not pass: the request stays, listed as failed', async () => {
    const store = open();
    const message = newMessage();
    await store.add(message, ['webhook', 'email'], '192.0.2.1');
    expect(await store.recordFirst(message.id, 'webhook', new DeliveryError('The webhook answered 400', false))).toBe('failed');
    expect(await store.recordFirst(message.id, 'email', undefined)).toBe('sent');
    expect(await store.pendingCount()).toBe(0);
    const [lead] = await store.list({ status: 'failed' });
    expect(lead?.deliveries).toEqual([
      { destination: 'webhook', status: 'failed', attempts: 1, error: 'The webhook answered 400', updated: expect.any(String) },
      { destination: 'email', status: 'sent', attempts: 1, error: null, updated: expect.any(String) },
    ]);
    expect(await store.list({ status: 'delivered' })).toEqual([]);
  });

  it('gives up after the last attempt: the request is listed as failed with the last reason', async () => {
    const store = open({ attempts: 3, retryMs: 20 });
    const message = newMessage();
    await store.add(message, ['webhook'], '192.0.2.1');
    expect(await store.recordFirst(message.id, 'webhook', new DeliveryError('The webhook answered 503', true))).toBe('retry');
    const reports: DeliveryReport[] = [];
    const failing = destination(Array.from({ length: 10 }, () => new DeliveryError('The webhook could not be reached', true)));
    store.startWorker(failing.deliver, (report) => reports.push(report));
    await waitFor(() => reports.length === 2);
    expect(reports.map((report) => report.result)).toEqual(['retry', 'failed']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failing.attempts).toHaveLength(2);
    const [lead] = await store.list();
    expect(lead).toMatchObject({
      status: 'failed',
      deliveries: [{ destination: 'webhook', status: 'failed', attempts: 3, error: 'The webhook could not be reached' }],
    });
  });

  it('bounds the requests one visitor may have pending; others, and the visitor once delivered, are taken', async () => {
    const store = open({ pendingPerVisitor: 2 });
    const a = [newMessage(), newMessage(), newMessage()];
    await store.add(a[0]!, ['webhook'], '198.51.100.7');
    await store.add(a[1]!, ['webhook'], '198.51.100.7');
    await expect(store.add(a[2]!, ['webhook'], '198.51.100.7')).rejects.toBeInstanceOf(VisitorBusy);
    await store.add(newMessage(), ['webhook'], '198.51.100.8');
    // The refused one was not stored.
    expect((await store.list()).map((lead) => lead.id)).not.toContain(a[2]!.id);
    expect(await store.recordFirst(a[0]!.id, 'webhook', undefined)).toBe('sent');
    await store.add(a[2]!, ['webhook'], '198.51.100.7');
    expect(await store.list()).toHaveLength(4);
  });

  it('keeps what waits when it stops: the next store on the same directory delivers it, with the same id', async () => {
    const dataDir = directory();
    const before = open({ dataDir, retryMs: 20 });
    const message = newMessage();
    await before.add(message, ['webhook'], '192.0.2.1');
    await before.recordFirst(message.id, 'webhook', new DeliveryError('The webhook could not be reached', true));
    await before.close();
    const after = open({ dataDir, retryMs: 20 });
    const target = destination([]);
    const outcomes: AttemptResult[] = [];
    after.startWorker(target.deliver, (report) => outcomes.push(report.result));
    await waitFor(() => outcomes.length === 1);
    expect(outcomes).toEqual(['sent']);
    expect(target.attempts.map((attempt) => attempt.id)).toEqual([message.id]);
  });

  it('deletes a request the retention after it was delivered or given up, never one still pending', async () => {
    let now = Date.UTC(2026, 0, 1);
    const store = open({ retentionDays: 90, now: () => now });
    const delivered = newMessage();
    const pending = newMessage();
    await store.add(delivered, ['webhook'], '192.0.2.1');
    await store.add(pending, ['webhook'], '192.0.2.2');
    await store.recordFirst(delivered.id, 'webhook', undefined);
    now += 89 * DAY_MS;
    expect(await store.purge()).toBe(0);
    now += 2 * DAY_MS;
    expect(await store.purge()).toBe(1);
    expect((await store.list()).map((lead) => lead.id)).toEqual([pending.id]);
  });

  it('refuses a request it cannot write (a full database) with StoreUnavailable, keeping what it has', async () => {
    const dataDir = directory();
    const store = open({ dataDir, pendingPerVisitor: 1000 });
    const kept = newMessage();
    await store.add(kept, ['webhook'], '192.0.2.1');
    // The database may not grow past its current size: what a full disk does to SQLite.
    const { page_count: pages } = (store as unknown as { db: DatabaseSync }).db.prepare('PRAGMA page_count').get() as { page_count: number };
    (store as unknown as { db: DatabaseSync }).db.exec(`PRAGMA max_page_count = ${pages}`);
    let refused: unknown;
    for (let i = 0; i < 200 && !refused; i++) {
      await store
        .add({ ...newMessage(), contact: { ...newMessage().contact, message: 'x'.repeat(2000) } }, ['webhook'], '192.0.2.1')
        .catch((error: unknown) => {
          refused = error;
        });
    }
    expect(refused).toBeInstanceOf(StoreUnavailable);
    expect(String((refused as Error).message)).toMatch(/full/);
    expect((await store.list()).map((lead) => lead.id)).toContain(kept.id);
    expect(join(dataDir, DATABASE_FILE)).toMatch(/enquiries\.sqlite$/);
  });
});

describe('overallStatus', () => {
  it('is "retrying" while any destination is retried, "sent" when one has it, "failed" when none does', () => {
    expect(overallStatus(['sent'])).toBe('sent');
    expect(overallStatus(['sent', 'retry'])).toBe('retrying');
    expect(overallStatus(['failed', 'retry'])).toBe('retrying');
    expect(overallStatus(['sent', 'failed'])).toBe('sent');
    expect(overallStatus(['failed', 'failed'])).toBe('failed');
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { attemptOutcome, deliveryError, retryDelay, type AttemptResult, type DeliveryError } from './delivery';
import type { EnquiryMessage } from './message';
import {
  closeWait,
  LEASE_MS,
  leadStatus,
  retentionCutoff,
  StoreUnavailable,
  visitorDigest,
  VisitorBusy,
  type Deliver,
  type DeliveryRecord,
  type DeliveryReport,
  type DeliveryStatus,
  type DestinationName,
  type LeadRecord,
  type LeadStatus,
  type LeadStore,
  type LeadStoreOptions,
} from './store';

/**
 * Leads on disk: one SQLite database, `enquiries.sqlite` in the data directory (VTDB_DATA_DIR),
 * through Node's built-in `node:sqlite` (no native addon to build). WAL journal with
 * `synchronous=FULL`: a lead is on disk when `add` returns, and a kill -9 or a power cut loses
 * no committed lead. One process uses a data directory at a time (instances that share state
 * use Redis instead).
 *
 * A delivery is due when it is pending and its `due` time has passed. Claiming one moves `due`
 * a lease ahead (LEASE_MS), so a process that dies mid-attempt leaves it due again a minute
 * later, and nothing else picks it up meanwhile.
 */

export const DATABASE_FILE = 'enquiries.sqlite';
const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY,
  received INTEGER NOT NULL,
  message TEXT NOT NULL,
  visitor TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  completed INTEGER
) STRICT;
CREATE TABLE IF NOT EXISTS deliveries (
  lead TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  destination TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL,
  due INTEGER NOT NULL,
  error TEXT,
  updated INTEGER NOT NULL,
  PRIMARY KEY (lead, destination)
) STRICT;
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, due);
CREATE INDEX IF NOT EXISTS leads_visitor ON leads (visitor) WHERE visitor IS NOT NULL;
CREATE INDEX IF NOT EXISTS leads_completed ON leads (completed) WHERE completed IS NOT NULL;
CREATE INDEX IF NOT EXISTS leads_received ON leads (received);
`;

/** Deliveries attempted at once by the worker. */
const CONCURRENCY = 4;

interface DeliveryRow {
  lead: string;
  destination: string;
  status: string;
  attempts: number;
  error: string | null;
  updated: number;
}

interface LeadRow {
  id: string;
  received: number;
  message: string;
  status: string;
}

export interface SqliteStoreOptions extends LeadStoreOptions {
  dataDir: string;
  /** The clock (tests move it). */
  now?: () => number;
}

function storageError(error: unknown): StoreUnavailable {
  const text = error instanceof Error ? error.message : String(error);
  return new StoreUnavailable(`The request store refused the write: ${text}`, { cause: error });
}

export class SqliteLeadStore implements LeadStore {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  private readonly statements: Record<
    | 'pendingOfVisitor'
    | 'insertLead'
    | 'insertDelivery'
    | 'delivery'
    | 'updateDelivery'
    | 'deliveriesOf'
    | 'completeLead'
    | 'claim'
    | 'message'
    | 'pending'
    | 'purge',
    StatementSync
  >;
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: SqliteStoreOptions) {
    this.now = options.now ?? Date.now;
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    this.db = new DatabaseSync(join(options.dataDir, DATABASE_FILE));
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
    const { user_version: version } = this.db.prepare('PRAGMA user_version').get() as { user_version: number };
    if (version > SCHEMA_VERSION) {
      throw new Error(`${join(options.dataDir, DATABASE_FILE)} was written by a newer version of this server (schema ${version}); run that version`);
    }
    this.db.exec(SCHEMA);
    this.db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    const db = this.db;
    this.statements = {
      pendingOfVisitor: db.prepare(`SELECT count(*) AS n FROM leads WHERE visitor = ? AND status = 'pending'`),
      insertLead: db.prepare(`INSERT INTO leads (id, received, message, visitor, status) VALUES (?, ?, ?, ?, 'pending')`),
      insertDelivery: db.prepare(`INSERT INTO deliveries (lead, destination, status, attempts, due, updated) VALUES (?, ?, 'pending', 0, ?, ?)`),
      delivery: db.prepare(`SELECT attempts, status FROM deliveries WHERE lead = ? AND destination = ?`),
      updateDelivery: db.prepare(`UPDATE deliveries SET status = ?, attempts = ?, due = ?, error = ?, updated = ? WHERE lead = ? AND destination = ?`),
      deliveriesOf: db.prepare(`SELECT lead, destination, status, attempts, error, updated FROM deliveries WHERE lead = ? ORDER BY destination DESC`),
      completeLead: db.prepare(`UPDATE leads SET status = ?, completed = ?, visitor = NULL WHERE id = ?`),
      claim: db.prepare(
        `UPDATE deliveries SET due = ? WHERE rowid IN (SELECT rowid FROM deliveries WHERE status = 'pending' AND due <= ? ORDER BY due LIMIT ?) RETURNING lead, destination, attempts`,
      ),
      message: db.prepare(`SELECT message FROM leads WHERE id = ?`),
      pending: db.prepare(`SELECT count(*) AS n FROM deliveries WHERE status = 'pending'`),
      purge: db.prepare(`DELETE FROM leads WHERE completed IS NOT NULL AND completed < ?`),
    };
  }

  private transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      // SQLite has already rolled back after some errors (a full disk).
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  async add(message: EnquiryMessage, destinations: DestinationName[], visitor: string): Promise<void> {
    if (this.closed) throw new StoreUnavailable('The request store is closed');
    const digest = visitorDigest(visitor);
    const now = this.now();
    try {
      this.transaction(() => {
        const { n } = this.statements.pendingOfVisitor.get(digest) as { n: number };
        if (n >= this.options.pendingPerVisitor) throw new VisitorBusy();
        this.statements.insertLead.run(message.id, Date.parse(message.received), JSON.stringify(message), digest);
        for (const destination of destinations) this.statements.insertDelivery.run(message.id, destination, now + LEASE_MS, now);
      });
    } catch (error) {
      if (error instanceof VisitorBusy) throw error;
      throw storageError(error);
    }
  }

  /** Writes the outcome of an attempt (the one made, `attemptsBefore + 1`); says what follows. */
  private record(id: string, destination: DestinationName, error: DeliveryError | undefined): AttemptResult {
    return this.transaction(() => {
      const row = this.statements.delivery.get(id, destination) as { attempts: number; status: string } | undefined;
      if (!row || row.status !== 'pending') return row?.status === 'sent' ? 'sent' : 'failed';
      const attempts = row.attempts + 1;
      const result = attemptOutcome(attempts, this.options.attempts, error);
      const now = this.now();
      const status: DeliveryStatus = result === 'retry' ? 'pending' : result;
      const due = result === 'retry' ? now + retryDelay(this.options.retryMs, attempts) : now;
      this.statements.updateDelivery.run(status, attempts, due, error?.message ?? null, now, id, destination);
      if (result !== 'retry') {
        const deliveries = this.statements.deliveriesOf.all(id) as unknown as DeliveryRow[];
        const overall = leadStatus(deliveries.map((delivery) => ({ status: delivery.status as DeliveryStatus })));
        if (overall !== 'pending') this.statements.completeLead.run(overall, now, id);
      }
      return result;
    });
  }

  async recordFirst(id: string, destination: DestinationName, error: DeliveryError | undefined): Promise<AttemptResult> {
    return this.record(id, destination, error);
  }

  startWorker(deliver: Deliver, onReport: (report: DeliveryReport) => void): void {
    if (this.timer || this.closed) return;
    // Often enough for the shortest retry configured, at most once a second.
    const interval = Math.min(1000, Math.max(20, Math.floor(this.options.retryMs / 2)));
    const tick = () => {
      if (this.closed) return;
      const room = CONCURRENCY - this.inFlight.size;
      if (room <= 0) return;
      const now = this.now();
      let claimed: { lead: string; destination: string }[];
      try {
        claimed = this.statements.claim.all(now + LEASE_MS, now, room) as unknown as { lead: string; destination: string }[];
      } catch {
        return; // The disk refused the claim (full, busy): the next tick tries again.
      }
      for (const { lead, destination } of claimed) {
        const name = destination as DestinationName;
        const row = this.statements.message.get(lead) as { message: string } | undefined;
        if (!row) continue;
        const message = JSON.parse(row.message) as EnquiryMessage;
        const attempt = (async () => {
          let failure: DeliveryError | undefined;
          try {
            await deliver(name, message);
          } catch (error) {
            failure = deliveryError(error);
          }
          try {
            onReport({ destination: name, result: this.record(lead, name, failure), error: failure });
          } catch {
            // Not written (the disk refused): the lease runs out and the delivery is tried again, with the same id.
          }
        })();
        this.inFlight.add(attempt);
        void attempt.finally(() => this.inFlight.delete(attempt));
      }
    };
    this.timer = setInterval(tick, interval);
    this.timer.unref();
    tick();
  }

  async list(filter: { status?: LeadStatus; limit?: number } = {}): Promise<LeadRecord[]> {
    const limit = Math.max(1, Math.min(filter.limit ?? 100_000, 100_000));
    const rows = (filter.status
      ? this.db.prepare(`SELECT id, received, message, status FROM leads WHERE status = ? ORDER BY received DESC, id LIMIT ?`).all(filter.status, limit)
      : this.db.prepare(`SELECT id, received, message, status FROM leads ORDER BY received DESC, id LIMIT ?`).all(limit)) as unknown as LeadRow[];
    return rows.map((row) => ({
      id: row.id,
      received: new Date(row.received).toISOString(),
      status: row.status as LeadStatus,
      deliveries: (this.statements.deliveriesOf.all(row.id) as unknown as DeliveryRow[]).map((delivery): DeliveryRecord => ({
        destination: delivery.destination as DestinationName,
        status: delivery.status as DeliveryStatus,
        attempts: delivery.attempts,
        error: delivery.error,
        updated: new Date(delivery.updated).toISOString(),
      })),
      message: JSON.parse(row.message) as EnquiryMessage,
    }));
  }

  async pendingCount(): Promise<number> {
    return (this.statements.pending.get() as { n: number }).n;
  }

  async purge(now = this.now()): Promise<number> {
    return Number(this.statements.purge.run(retentionCutoff(now, this.options.retentionDays)).changes);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    // Deliveries in flight finish (each attempt has its own 10 s time-out), within a bound.
    if (this.inFlight.size > 0) await closeWait(Promise.allSettled([...this.inFlight]));
    this.db.close();
  }
}

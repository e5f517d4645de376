import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { attemptOutcome, DeliveryError, deliveryError, retryDelay, type AttemptResult } from './delivery';
import type { EnquiryMessage } from './message';
import {
  closeWait,
  DAY_MS,
  LEASE_MS,
  leadStatus,
  retentionCutoff,
  StoreUnavailable,
  visitorDigest,
  VisitorBusy,
  within,
  type Deliver,
  type DeliveryRecord,
  type DeliveryReport,
  type DestinationName,
  type LeadRecord,
  type LeadStatus,
  type LeadStore,
  type LeadStoreOptions,
} from './store';

/**
 * Leads on Redis, one durable queue for every instance, built on BullMQ: one job per lead and
 * destination (job id `<destination>-<lead id>`), so two instances never deliver the same one
 * at once and a job that a killed instance held is taken up by another (BullMQ's stalled-job
 * check). The Redis must keep what it is given: append-only file on and `noeviction` (the
 * README, "Requests for a remap"; compose.yaml runs it so).
 *
 * The first attempt is the instance's own, made while the visitor waits: the job is added
 * delayed by a lease (LEASE_MS), and its outcome then promotes it (delivered or given up: the
 * worker only records that) or sets the delay of the first retry. An instance that dies during
 * that attempt leaves the job to run when the lease ends. Retries wait as on disk
 * (`retryDelay`), up to VTDB_ENQUIRY_ATTEMPTS attempts in all; a job that exhausts them stays
 * in the queue's failed set, listed as failed, for the retention.
 *
 * The per-visitor bound is a sorted set per visitor digest of the jobs still pending, each with
 * the time by which it is delivered or given up at the latest (so a member outlives no crash).
 */

export const QUEUE_NAME = 'enquiries';

interface JobData {
  message: EnquiryMessage;
  destination: DestinationName;
  visitor: string;
  /** The outcome of the attempt made while the visitor waited, once recorded. */
  first?: { result: AttemptResult; error: string | null };
}

export interface RedisStoreOptions extends LeadStoreOptions {
  url: string;
  /** VTDB_REDIS_PREFIX: the queue's keys start with `<prefix>bull:`. */
  prefix: string;
  /** Bound on a write while the visitor waits. */
  commandTimeoutMs: number;
  /** Told of connection errors (logged once per change by the caller). */
  onError?: (error: Error) => void;
}

const JOB_STATES = ['completed', 'failed', 'delayed', 'waiting', 'active', 'prioritized', 'waiting-children'] as const;

export class RedisLeadStore implements LeadStore {
  /** Status checks and the per-visitor count: no offline queue, so a write fails at once while Redis is away. */
  private readonly client: Redis;
  private readonly queueClient: Redis;
  private readonly queue: Queue<JobData>;
  private worker: Worker<JobData> | undefined;
  private workerClient: Redis | undefined;
  /** Jobs added by this instance whose first attempt is not recorded yet. */
  private readonly added = new Map<string, Job<JobData>>();
  private closed = false;

  constructor(private readonly options: RedisStoreOptions) {
    // Fails at once while Redis is away (no offline queue): the visitor hears 503, not a wait.
    this.client = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
    this.client.on('error', (error: Error) => options.onError?.(error));
    // The queue's own connection (BullMQ loads its scripts on it); a command fails after one reconnection attempt.
    this.queueClient = new Redis(options.url, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
    this.queueClient.on('error', (error: Error) => options.onError?.(error));
    this.queue = new Queue<JobData>(QUEUE_NAME, { connection: this.queueClient, prefix: `${options.prefix}bull` });
    this.queue.on('error', (error: Error) => options.onError?.(error));
  }

  /** Resolves once Redis answers (the command line waits; the server does not: it answers 503 meanwhile). */
  async ready(timeoutMs = 5000): Promise<void> {
    const ready = (client: Redis) => (client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve())));
    await within(Promise.all([ready(this.client), ready(this.queueClient)]), timeoutMs, `Redis (${new URL(this.options.url).host})`);
  }

  private visitorKey(digest: string) {
    return `${this.options.prefix}enquiry-visitor:${digest}`;
  }

  /** The latest time by which a delivery added now is delivered or given up. */
  private horizon(now: number) {
    let total = LEASE_MS;
    for (let attempt = 1; attempt < this.options.attempts; attempt++) total += retryDelay(this.options.retryMs, attempt, () => 1) + LEASE_MS;
    return now + total;
  }

  private async write<T>(work: () => Promise<T>, what: string): Promise<T> {
    if (this.closed) throw new StoreUnavailable('The request store is closed');
    if (this.client.status !== 'ready') throw new StoreUnavailable(`Redis is not reachable (${this.client.status})`);
    try {
      return await within(work(), this.options.commandTimeoutMs * 4, what);
    } catch (error) {
      if (error instanceof StoreUnavailable) throw error;
      throw new StoreUnavailable(`Redis refused ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }

  async add(message: EnquiryMessage, destinations: DestinationName[], visitor: string): Promise<void> {
    const digest = visitorDigest(visitor);
    const key = this.visitorKey(digest);
    const now = Date.now();
    const horizon = this.horizon(now);
    const jobIds = destinations.map((destination) => `${destination}-${message.id}`);
    const counted = await this.write(async () => {
      const replies = await this.client
        .multi()
        .zremrangebyscore(key, '-inf', now)
        .zadd(key, ...jobIds.flatMap((id) => [horizon, id]))
        .zcard(key)
        .pexpireat(key, horizon)
        .exec();
      const failed = replies?.find(([error]) => error);
      if (!replies || failed) throw failed?.[0] ?? new Error('the transaction was discarded');
      return Number(replies[2]![1]);
    }, 'the visitor count');
    if (counted > this.options.pendingPerVisitor * destinations.length) {
      await this.client.zrem(key, ...jobIds).catch(() => undefined);
      throw new VisitorBusy();
    }
    try {
      const jobs = await this.write(
        () =>
          this.queue.addBulk(
            destinations.map((destination, index) => ({
              name: destination,
              data: { message, destination, visitor: digest },
              opts: {
                jobId: jobIds[index],
                delay: LEASE_MS,
                // The first attempt is this instance's; the job makes the rest.
                attempts: Math.max(1, this.options.attempts - 1),
                backoff: { type: 'lead' },
                removeOnComplete: { age: (this.options.retentionDays * DAY_MS) / 1000 },
                removeOnFail: { age: (this.options.retentionDays * DAY_MS) / 1000 },
              },
            })),
          ),
        'the request',
      );
      for (const job of jobs) if (job.id) this.added.set(job.id, job);
    } catch (error) {
      await this.client.zrem(key, ...jobIds).catch(() => undefined);
      throw error;
    }
  }

  async recordFirst(id: string, destination: DestinationName, error: DeliveryError | undefined): Promise<AttemptResult> {
    const jobId = `${destination}-${id}`;
    const job = this.added.get(jobId);
    this.added.delete(jobId);
    const result = attemptOutcome(1, this.options.attempts, error);
    if (!job) return result;
    try {
      await within(job.updateData({ ...job.data, first: { result, error: error?.message ?? null } }), this.options.commandTimeoutMs * 4, 'the outcome');
      if (result === 'retry') await within(job.changeDelay(retryDelay(this.options.retryMs, 1)), this.options.commandTimeoutMs * 4, 'the retry');
      else await within(job.promote(), this.options.commandTimeoutMs * 4, 'the outcome');
    } catch {
      // Not recorded: the job runs when its lease ends and delivers again, with the same id (the
      // destination can tell), or records the refusal anew. The visitor's answer holds either way.
    }
    return result;
  }

  startWorker(deliver: Deliver, onReport: (report: DeliveryReport) => void): void {
    if (this.worker || this.closed) return;
    const prefix = `${this.options.prefix}bull`;
    this.workerClient = new Redis(this.options.url, { maxRetriesPerRequest: null });
    this.workerClient.on('error', (error: Error) => this.options.onError?.(error));
    const worker = new Worker<JobData>(
      QUEUE_NAME,
      async (job) => {
        const { first, destination, message } = job.data;
        if (first?.result === 'sent') return 'sent';
        if (first?.result === 'failed') throw new UnrecoverableError(first.error ?? 'Given up');
        try {
          await deliver(destination, message);
        } catch (caught) {
          const error = deliveryError(caught);
          throw error.retryable ? error : new UnrecoverableError(error.message);
        }
        return 'sent';
      },
      {
        connection: this.workerClient,
        prefix,
        concurrency: 4,
        // A job whose instance died is taken up again (after the lock ends), however often that happens: never given up for it.
        maxStalledCount: 1000,
        // Attempts after the first: `attemptsMade` counts the job's own, the first came before.
        settings: { backoffStrategy: (attemptsMade: number) => retryDelay(this.options.retryMs, attemptsMade + 1) },
      },
    );
    const settle = (job: Job<JobData>) => void this.client.zrem(this.visitorKey(job.data.visitor), job.id ?? '').catch(() => undefined);
    worker.on('completed', (job) => {
      settle(job);
      if (job.data.first?.result !== 'sent') onReport({ destination: job.data.destination, result: 'sent' });
    });
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = error.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      if (final) settle(job);
      if (job.data.first?.result === 'failed') return;
      onReport({ destination: job.data.destination, result: final ? 'failed' : 'retry', error: new DeliveryError(error.message, !final) });
    });
    worker.on('error', (error: Error) => this.options.onError?.(error));
    this.worker = worker;
  }

  private static record(job: Job<JobData>, state: string): DeliveryRecord {
    const first = job.data.first;
    // A first outcome of sent or failed is only recorded by the job's run, not attempted again.
    const own = first && first.result !== 'retry' ? 0 : job.attemptsMade;
    const status = state === 'completed' ? 'sent' : state === 'failed' ? 'failed' : 'pending';
    const error = status === 'sent' ? null : job.failedReason || first?.error || null;
    return {
      destination: job.data.destination,
      status,
      attempts: (first ? 1 : 0) + own,
      error,
      updated: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp).toISOString(),
    };
  }

  async list(filter: { status?: LeadStatus; limit?: number } = {}): Promise<LeadRecord[]> {
    const leads = new Map<string, LeadRecord>();
    for (const state of JOB_STATES) {
      const jobs = (await this.queue.getJobs([state], 0, -1)) as Job<JobData>[];
      for (const job of jobs) {
        if (!job?.data?.message) continue;
        const { message } = job.data;
        const lead = leads.get(message.id) ?? { id: message.id, received: message.received, status: 'pending' as LeadStatus, deliveries: [], message };
        lead.deliveries.push(RedisLeadStore.record(job, state));
        leads.set(message.id, lead);
      }
    }
    const all = [...leads.values()].map((lead) => {
      lead.deliveries.sort((a, b) => b.destination.localeCompare(a.destination));
      return { ...lead, status: leadStatus(lead.deliveries) };
    });
    all.sort((a, b) => b.received.localeCompare(a.received) || a.id.localeCompare(b.id));
    return all.filter((lead) => !filter.status || lead.status === filter.status).slice(0, filter.limit ?? 100_000);
  }

  async pendingCount(): Promise<number> {
    const counts = await within(this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized'), this.options.commandTimeoutMs * 4, 'the count');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  async purge(now = Date.now()): Promise<number> {
    const grace = Math.max(0, Date.now() - retentionCutoff(now, this.options.retentionDays));
    const completed = await this.queue.clean(grace, 10_000, 'completed');
    const failed = await this.queue.clean(grace, 10_000, 'failed');
    return completed.length + failed.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    if (worker) {
      // Deliveries in flight finish within a bound; then the worker stops (an unfinished job is
      // taken up again by another instance, or by this one's next start).
      const finished = await closeWait(worker.close());
      if (!finished) await worker.close(true).catch(() => undefined);
    }
    await this.queue.close().catch(() => undefined);
    this.client.disconnect();
    this.queueClient.disconnect();
    this.workerClient?.disconnect();
  }
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric the server exposes at `/metrics` (Prometheus text, prom-client), in one place,
 * with the one function each part of the server calls. One `Metrics` per server instance, with
 * its own registry (tests start many servers in one process).
 *
 * No label ever carries a key, a visitor's address or a raw URL: routes are Fastify's route
 * patterns (`/api/v2/engines/:engine_id`), so the number of series stays bounded whatever
 * visitors send.
 */

export type CacheResult = 'hit' | 'miss' | 'stale';
/** What became of a request for a remap (POST /enquiry). */
export type EnquiryOutcome = 'sent' | 'retrying' | 'failed' | 'invalid' | 'spam' | 'refused';
/** One delivery attempt of a request to one destination. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';
/** An upstream call's outcome: its HTTP status, or why there is none. */
export type UpstreamOutcome = number | 'timeout' | 'error';

/** Seconds: most answers take milliseconds, an upstream up to its time-out (10 s by default). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface MetricsOptions {
  /** Also the Node process's own metrics (CPU, memory, event loop, GC): the running server, not tests. */
  process?: boolean;
}

export class Metrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'vtdb_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly requestDuration = new Histogram({
    name: 'vtdb_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly cacheLookups = new Counter({
    name: 'vtdb_proxy_cache_lookups_total',
    help: 'Proxy response cache lookups: hit (fresh copy), miss (upstream called), stale (an expired copy served because the upstream failed)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  private readonly upstreamCalls = new Counter({
    name: 'vtdb_upstream_requests_total',
    help: 'Calls from the proxy to the catalogue service, by outcome (HTTP status, timeout or error)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly upstreamDuration = new Histogram({
    name: 'vtdb_upstream_request_duration_seconds',
    help: 'Latency of calls from the proxy to the catalogue service, by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly allowanceRemaining = new Gauge({
    name: 'vtdb_upstream_allowance_remaining',
    help: 'Calls left in the workshop key’s allowance, as the catalogue service last reported (X-RateLimit-Remaining)',
    registers: [this.registry],
  });

  private readonly allowanceLimit = new Gauge({
    name: 'vtdb_upstream_allowance_limit',
    help: 'The workshop key’s allowance per window, as the catalogue service last reported (X-RateLimit-Limit)',
    registers: [this.registry],
  });

  private readonly visitorRefusals = new Counter({
    name: 'vtdb_visitor_limit_refusals_total',
    help: 'Requests refused with 429 because one visitor (IP) went over the visitor limit',
    registers: [this.registry],
  });

  private readonly shareRefusals = new Counter({
    name: 'vtdb_upstream_share_refusals_total',
    help: 'Proxy: requests refused with 429 because one visitor (IP) had spent its share of the upstream allowance',
    registers: [this.registry],
  });

  private readonly demoCalls = new Counter({
    name: 'vtdb_demo_calls_total',
    help: 'Demo mode: successful calls counted against a demo key’s allowance, by API version',
    labelNames: ['version'] as const,
    registers: [this.registry],
  });

  private readonly demoRefusals = new Counter({
    name: 'vtdb_demo_rate_limit_refusals_total',
    help: 'Demo mode: calls refused because the key’s allowance was spent (v1 401, v2 429), by API version',
    labelNames: ['version'] as const,
    registers: [this.registry],
  });

  private readonly enquiries = new Counter({
    name: 'vtdb_enquiries_total',
    help: 'Requests for a remap (POST /enquiry) by outcome: sent, retrying (queued for another attempt), failed, invalid (400), spam (honeypot, dropped), refused (origin or visitor limit)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly enquiryDeliveries = new Counter({
    name: 'vtdb_enquiry_deliveries_total',
    help: 'Delivery attempts of requests for a remap, by destination (webhook, email) and outcome (sent, retry, failed: given up)',
    labelNames: ['destination', 'outcome'] as const,
    registers: [this.registry],
  });

  private enquiryPending: () => Promise<number> = async () => 0;

  /** Read from the request store at each scrape (on Redis, every instance's queue: the same figure on each). */
  private readonly enquiryQueue = new Gauge({
    name: 'vtdb_enquiry_retry_queue',
    help: 'Deliveries of requests for a remap not yet delivered or given up, in the request store (disk, or the Redis queue shared by every instance)',
    registers: [this.registry],
    collect: async () => {
      // A store that cannot answer now (Redis away) leaves the last figure.
      const pending = await this.enquiryPending().catch(() => undefined);
      if (pending !== undefined) this.enquiryQueue.set(pending);
    },
  });

  private redisAvailable: () => boolean = () => false;

  /** Registered only when a Redis is configured (see `watchRedis`); read at each scrape. */
  private readonly redisUp: Gauge = new Gauge({
    name: 'vtdb_redis_up',
    help: 'Whether the configured Redis answers (1) or this instance runs on its own memory (0)',
    registers: [],
    collect: () => {
      this.redisUp.set(this.redisAvailable() ? 1 : 0);
    },
  });

  private readonly redisFallbacks = new Counter({
    name: 'vtdb_redis_fallbacks_total',
    help: 'Times this instance lost Redis and fell back to its own memory',
    registers: [],
  });

  constructor(options: MetricsOptions = {}) {
    // Unprefixed (process_*, nodejs_*), the names common Node.js dashboards expect.
    if (options.process) collectDefaultMetrics({ register: this.registry });
  }

  /** Every answered request (the server's onResponse hook). `route` is the route pattern, or undefined when none matched. */
  request(method: string, route: string | undefined, statusCode: number, seconds: number) {
    const pattern = route ?? 'unmatched';
    this.requests.inc({ method, route: pattern, status_code: String(statusCode) });
    this.requestDuration.observe({ method, route: pattern }, seconds);
  }

  /** Proxy: the outcome of one cache lookup. */
  cacheLookup(result: CacheResult) {
    this.cacheLookups.inc({ result });
  }

  /** Proxy: one upstream call, its outcome and how long it took. */
  upstreamCall(outcome: UpstreamOutcome, seconds: number) {
    const label = String(outcome);
    this.upstreamCalls.inc({ outcome: label });
    this.upstreamDuration.observe({ outcome: label }, seconds);
  }

  /** Proxy: the allowance the upstream reported (its X-RateLimit-Remaining and -Limit headers). */
  allowance(remaining: number, limit?: number) {
    if (Number.isFinite(remaining) && remaining >= 0) this.allowanceRemaining.set(remaining);
    if (limit !== undefined && Number.isFinite(limit) && limit >= 0) this.allowanceLimit.set(limit);
  }

  /** Proxy: one request refused by the visitor limit. */
  visitorRefused() {
    this.visitorRefusals.inc();
  }

  /** Proxy: one request refused because its visitor's share of the allowance was spent. */
  shareRefused() {
    this.shareRefusals.inc();
  }

  /** Demo: one successful call counted against a key. */
  demoCall(version: string) {
    this.demoCalls.inc({ version });
  }

  /** Demo: one call refused because the key's allowance was spent. */
  demoRefusal(version: string) {
    this.demoRefusals.inc({ version });
  }

  /** One request for a remap, by what became of it. */
  enquiry(outcome: EnquiryOutcome) {
    this.enquiries.inc({ outcome });
  }

  /** One delivery attempt of a request to a destination. */
  enquiryDelivery(destination: string, outcome: DeliveryOutcome) {
    this.enquiryDeliveries.inc({ destination, outcome });
  }

  /** Reads the request store's pending deliveries at each scrape. */
  watchEnquiryQueue(pending: () => Promise<number>) {
    this.enquiryPending = pending;
  }

  /** Starts reporting a configured Redis: `available` is read at each scrape. */
  watchRedis(available: () => boolean) {
    this.redisAvailable = available;
    this.registry.registerMetric(this.redisUp);
    this.registry.registerMetric(this.redisFallbacks);
  }

  /** Redis went away (counted) or came back. */
  redisChanged(available: boolean) {
    if (!available) this.redisFallbacks.inc();
  }

  /** The exposition: content type and Prometheus text. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

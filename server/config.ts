import { resolve } from 'node:path';
import { z } from 'zod';
import { V1_LANGUAGES } from '../contract/constants';
import { ACCENT_PATTERN, START_PATH_PATTERN, THEMES } from '../contract/runtime-config';
import { loadWorkshop, WorkshopFileError, workshopFile } from './workshop';

/**
 * The server's configuration, read once from the environment at start-up. Every variable is
 * documented in the README; a wrong value stops the server with a message naming it.
 */

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const httpUrl = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'each allowed origin must be a bare origin such as https://workshop.example');

/** An optional service URL (Redis, SMTP): one of `schemes` (e.g. `redis`, `rediss`) with a host; `message` says what is expected. */
function serviceUrl(schemes: readonly string[], message: string) {
  return optionalText.pipe(
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return schemes.includes(url.protocol.slice(0, -1)) && url.hostname !== '';
        } catch {
          return false;
        }
      }, message)
      .optional(),
  );
}

/** A comma-separated list (blank items ignored) whose every item is an `item`. */
function commaList(item: z.ZodType<string, string>) {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

/** A comma-separated list of bare origins. */
const originList = commaList(origin);

const environment = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built browser. */
  DIST_DIR: z.string().default('dist'),
  /**
   * Behind a load balancer: which proxies to trust for the client's IP (the visitor limits count
   * per IP): a hop count, or comma-separated addresses/CIDRs. The visitor is the right-most
   * untrusted hop of X-Forwarded-For. Default: none. "true" is refused: it would take the
   * left-most hop, which any visitor can write.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): number | string[] | false => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
      if (trimmed === 'true') {
        context.addIssue({
          code: 'custom',
          message: '"true" would trust any X-Forwarded-For a visitor writes; give the number of proxies in front of this server (e.g. 1) or their addresses',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const list = trimmed
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (list.some((item) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(item))) {
        context.addIssue({ code: 'custom', message: 'must be a hop count or comma-separated IP addresses/CIDRs' });
        return z.NEVER;
      }
      return list;
    }),
  /** Absolute base for media URLs in API answers (demo mode); default: the request's own origin. */
  PUBLIC_URL: httpUrl.optional(),

  // Proxy mode: both set switches the API from the demo catalogue to the real service.
  VTDB_UPSTREAM: httpUrl.optional(),
  VTDB_API_KEY: optionalText,
  /** Proxy: how long an upstream answer is served from the shared cache. */
  VTDB_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Proxy: upstream time-out. */
  VTDB_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Proxy: largest upstream answer read (bytes after decompression); larger ones are a 502. */
  VTDB_UPSTREAM_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /** Proxy: the key's allowance in calls per hour; default: calls_limit from /subscription. */
  VTDB_UPSTREAM_BUDGET: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  ),
  /**
   * Proxy: the most of the allowance one visitor (IPv4 address, IPv6 /64) may spend on upstream
   * calls, in percent: of the bucket at once and of the refill (budget.ts); at least one call.
   */
  VTDB_UPSTREAM_SHARE: z.coerce.number().min(0.1).max(100).default(5),
  /** Proxy: how long answers are kept past their lifetime, to serve when the upstream cannot be asked. */
  VTDB_STALE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(86_400),
  /** Proxy: the upstream's search ignores accents, so "citroën" and "citroen" share one cache entry. */
  VTDB_SEARCH_IGNORES_ACCENTS: flag,
  /** Proxy: allow a plain-http upstream that is not on a loopback address (the key travels in clear). */
  VTDB_ALLOW_INSECURE_UPSTREAM: flag,

  // Both modes.
  /** Requests one visitor (IP, IPv6 /64) may make to the API per minute. */
  VTDB_VISITOR_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Searches one visitor may make per minute (each distinct search can cost an upstream call). */
  VTDB_VISITOR_SEARCH_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Pages the server renders for one visitor per minute, and QR codes it draws (one from the rendered-page cache costs nothing and is not counted). */
  VTDB_VISITOR_PAGE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Time for a whole request (headers and body) to arrive; slower ones are cut off. */
  VTDB_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** Open connections at most; more are refused until some close. */
  VTDB_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  /** Open connections one address (IPv4, IPv6 /64) may hold; a proxy TRUST_PROXY trusts is exempt (server/shared/connections.ts). */
  VTDB_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(128),
  /** Strict-Transport-Security max-age in seconds; 0 (default) sends none. Only behind HTTPS. */
  VTDB_HSTS_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(0),
  /** Extra image sources for the page's CSP (origins such as https://cdn.example), comma-separated. */
  VTDB_IMAGE_HOSTS: originList,
  /** Serve the build's *.js.map files (off: they show the source to anyone). */
  VTDB_SERVE_SOURCE_MAPS: flag,

  // Shared state and operations.
  /**
   * Redis for the state that instances share (cache, locks, limits, allowance, demo counters):
   * redis:// or rediss:// (TLS), with any user and password in the URL. Unset: this process's memory.
   */
  VTDB_REDIS_URL: serviceUrl(['redis', 'rediss'], 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379'),
  /** Put before every Redis key, so that deployments can share one Redis. */
  VTDB_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('vtdb:'),
  /** Bound on each Redis command; slower, and the instance answers from its own memory. */
  VTDB_REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Bearer token for /metrics from other machines (without it, /metrics answers loopback only). */
  VTDB_METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Bearer tokens of the MCP endpoint in proxy mode (/mcp, server/mcp/), comma-separated; none: /mcp is off in proxy mode. */
  VTDB_MCP_TOKENS: commaList(z.string().regex(/^[\x21-\x7e]{16,}$/, 'each token must be at least 16 printable ASCII characters, without spaces')),

  // Demo mode.
  /** Rate-limit window in seconds (the contract names both a minute and an hour; default an hour). */
  VTDB_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** calls_limit of the `demo` and `demo-shared` keys per window. */
  VTDB_DEMO_CALLS_LIMIT: z.coerce.number().int().min(1).max(1_000_000_000).default(100_000),
  /** calls_limit of the `demo-limited` key per window. */
  VTDB_LIMITED_CALLS_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  VTDB_V1_RETIRED: flag,
  /** Date announced in the v1 `Deprecation` header. */
  VTDB_V1_DEPRECATION: z.iso.date().default('2026-03-01'),
  /** Date announced in the v1 `Sunset` header; no header when unset. */
  VTDB_V1_SUNSET: z.iso.date().optional(),
  VTDB_MIGRATION_URL: httpUrl.default('https://docs.vehicle-tuning.example/api/migrate-to-v2'),

  // Requests for a remap (POST /enquiry, server/enquiry/).
  /** A URL that receives each request as a JSON POST (retried with back-off). */
  VTDB_ENQUIRY_WEBHOOK: optionalText.pipe(
    z
      .url()
      .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
      .optional(),
  ),
  /** An SMTP server to send each request through by e-mail: smtp:// or smtps://, user and password included. */
  VTDB_SMTP_URL: serviceUrl(['smtp', 'smtps'], 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465'),
  /** The workshop's address the e-mails go to (and are sent from). */
  VTDB_ENQUIRY_EMAIL: optionalText.pipe(z.email('must be an e-mail address such as workshop@example.com').optional()),
  /** Requests one visitor (IP, IPv6 /64) may send per hour. */
  VTDB_ENQUIRY_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** The first retry's delay in milliseconds; each further retry waits twice as long. */
  VTDB_ENQUIRY_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** Delivery attempts per destination (the first included) before a request is given up. */
  VTDB_ENQUIRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Days a request is kept after it was delivered or given up; then it is deleted. */
  VTDB_ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Requests one visitor may have waiting for delivery at once; more are refused (429) until some are delivered. */
  VTDB_ENQUIRY_VISITOR_PENDING: z.coerce.number().int().min(1).max(1000).default(5),
  /** Bearer token for GET /enquiries (the stored requests); without it the endpoint does not exist. */
  VTDB_ENQUIRIES_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Where the server keeps what must outlive it (requests for a remap, without VTDB_REDIS_URL); relative to the working directory. */
  VTDB_DATA_DIR: z.string().trim().min(1).default('./data'),

  // The browser's runtime configuration (/config.json) and embedding.
  /** Origins allowed to frame the browser and to exchange messages with it, comma-separated. */
  VTDB_ALLOWED_ORIGINS: originList,
  VTDB_DEFAULT_LANGUAGE: z.enum(V1_LANGUAGES).optional(),
  VTDB_THEME: z.enum(THEMES).default('auto'),
  VTDB_ACCENT: z.string().regex(ACCENT_PATTERN, 'must be a colour such as #0b63ce').optional(),
  /** Path the browser opens at, e.g. /types/1 to start at one vehicle type. */
  VTDB_START_PATH: z.string().regex(START_PATH_PATTERN, 'must be a path such as /types/1').optional(),
  /**
   * The workshop profile (JSON or YAML; README, "The workshop profile"). Unset: the shipped
   * example, deploy/workshop.example.yaml, in demo mode, and no profile in proxy mode; `none`: no profile.
   */
  VTDB_WORKSHOP_FILE: z.string().optional(),

  // Shutdown (server/main.ts).
  /** On SIGTERM or SIGINT, how long in-flight requests and deliveries may take before the process exits non-zero. */
  VTDB_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** On SIGTERM or SIGINT, how long /readyz answers 503 while the server still takes requests, before it stops listening. */
  VTDB_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

export type ServerConfig = ReturnType<typeof readConfig>;

/** https, or http to a loopback address (a local test upstream or webhook), where nothing travels off the machine. */
function secureUpstream(upstream: string): boolean {
  const url = new URL(upstream);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
}

export function readConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (Boolean(values.VTDB_UPSTREAM) !== Boolean(values.VTDB_API_KEY)) {
    throw new Error('Invalid configuration:\n  VTDB_UPSTREAM and VTDB_API_KEY are set together (proxy mode) or not at all (demo mode)');
  }
  if (Boolean(values.VTDB_SMTP_URL) !== Boolean(values.VTDB_ENQUIRY_EMAIL)) {
    throw new Error('Invalid configuration:\n  VTDB_SMTP_URL and VTDB_ENQUIRY_EMAIL are set together (requests by e-mail) or not at all');
  }
  if (values.VTDB_ENQUIRY_WEBHOOK && !secureUpstream(values.VTDB_ENQUIRY_WEBHOOK)) {
    throw new Error(
      "Invalid configuration:\n  VTDB_ENQUIRY_WEBHOOK: a plain http:// webhook would send visitors' contact details in clear; use https:// or a loopback address",
    );
  }
  if (values.VTDB_UPSTREAM && !values.VTDB_ALLOW_INSECURE_UPSTREAM && !secureUpstream(values.VTDB_UPSTREAM)) {
    throw new Error(
      'Invalid configuration:\n  VTDB_UPSTREAM: a plain http:// upstream would send the API key in clear; use https://, a loopback address, or set VTDB_ALLOW_INSECURE_UPSTREAM=1',
    );
  }
  const mode = values.VTDB_UPSTREAM ? ('proxy' as const) : ('demo' as const);
  if (values.VTDB_SHUTDOWN_DRAIN_MS >= values.VTDB_SHUTDOWN_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  VTDB_SHUTDOWN_DRAIN_MS must be shorter than VTDB_SHUTDOWN_TIMEOUT_MS (the drain is part of the shutdown)');
  }
  let workshop;
  try {
    workshop = loadWorkshop(values.VTDB_WORKSHOP_FILE, mode);
  } catch (error) {
    if (error instanceof WorkshopFileError) throw new Error(`Invalid configuration:\n  ${error.message}`, { cause: error });
    throw error;
  }
  return {
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    visitors: {
      limitPerMinute: values.VTDB_VISITOR_LIMIT,
      searchLimitPerMinute: values.VTDB_VISITOR_SEARCH_LIMIT,
      pageLimitPerMinute: values.VTDB_VISITOR_PAGE_LIMIT,
    },
    connections: { requestTimeoutMs: values.VTDB_REQUEST_TIMEOUT_MS, max: values.VTDB_MAX_CONNECTIONS, perAddress: values.VTDB_MAX_CONNECTIONS_PER_ADDRESS },
    security: { hstsSeconds: values.VTDB_HSTS_SECONDS, imageHosts: values.VTDB_IMAGE_HOSTS, serveSourceMaps: values.VTDB_SERVE_SOURCE_MAPS },
    distDir: values.DIST_DIR,
    dataDir: resolve(values.VTDB_DATA_DIR),
    publicUrl: values.PUBLIC_URL,
    mode,
    proxy:
      values.VTDB_UPSTREAM && values.VTDB_API_KEY
        ? {
            upstream: values.VTDB_UPSTREAM,
            apiKey: values.VTDB_API_KEY,
            cacheSeconds: values.VTDB_CACHE_SECONDS,
            timeoutMs: values.VTDB_UPSTREAM_TIMEOUT_MS,
            maxBytes: values.VTDB_UPSTREAM_MAX_BYTES,
            budgetPerHour: values.VTDB_UPSTREAM_BUDGET,
            sharePercent: values.VTDB_UPSTREAM_SHARE,
            staleSeconds: values.VTDB_STALE_SECONDS,
            searchIgnoresAccents: values.VTDB_SEARCH_IGNORES_ACCENTS,
          }
        : undefined,
    redis: values.VTDB_REDIS_URL ? { url: values.VTDB_REDIS_URL, prefix: values.VTDB_REDIS_PREFIX, commandTimeoutMs: values.VTDB_REDIS_TIMEOUT_MS } : undefined,
    metricsToken: values.VTDB_METRICS_TOKEN,
    mcp: { tokens: values.VTDB_MCP_TOKENS },
    demo: {
      rateWindowSeconds: values.VTDB_RATE_WINDOW_SECONDS,
      demoCallsLimit: values.VTDB_DEMO_CALLS_LIMIT,
      limitedCallsLimit: values.VTDB_LIMITED_CALLS_LIMIT,
    },
    v1: {
      retired: values.VTDB_V1_RETIRED,
      deprecation: new Date(`${values.VTDB_V1_DEPRECATION}T00:00:00Z`),
      sunset: values.VTDB_V1_SUNSET ? new Date(`${values.VTDB_V1_SUNSET}T00:00:00Z`) : undefined,
      migrationUrl: values.VTDB_MIGRATION_URL,
    },
    enquiry: {
      webhook: values.VTDB_ENQUIRY_WEBHOOK,
      email: values.VTDB_SMTP_URL && values.VTDB_ENQUIRY_EMAIL ? { smtpUrl: values.VTDB_SMTP_URL, to: values.VTDB_ENQUIRY_EMAIL } : undefined,
      limitPerHour: values.VTDB_ENQUIRY_LIMIT,
      retryMs: values.VTDB_ENQUIRY_RETRY_MS,
      attempts: values.VTDB_ENQUIRY_ATTEMPTS,
      retentionDays: values.VTDB_ENQUIRY_RETENTION_DAYS,
      pendingPerVisitor: values.VTDB_ENQUIRY_VISITOR_PENDING,
      token: values.VTDB_ENQUIRIES_TOKEN,
    },
    browser: {
      allowedOrigins: values.VTDB_ALLOWED_ORIGINS,
      defaultLanguage: values.VTDB_DEFAULT_LANGUAGE,
      theme: values.VTDB_THEME,
      accent: values.VTDB_ACCENT,
      startPath: values.VTDB_START_PATH,
    },
    /**
     * The workshop profile, or null (VTDB_WORKSHOP_FILE `none`, or unset in proxy mode). Read at
     * each use: a running server replaces it when the file changes (server/workshop-reload.ts).
     */
    workshop,
    /** The profile's file (the example when unset in demo mode), or null for none. */
    workshopFile: workshopFile(values.VTDB_WORKSHOP_FILE, mode),
    /** VTDB_WORKSHOP_FILE as given (unset: undefined), for the proxy's warning. */
    workshopSetting: values.VTDB_WORKSHOP_FILE?.trim() || undefined,
    shutdown: { timeoutMs: values.VTDB_SHUTDOWN_TIMEOUT_MS, drainMs: values.VTDB_SHUTDOWN_DRAIN_MS },
  };
}

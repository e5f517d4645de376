import { z } from 'zod';
import { V1_LANGUAGES } from '../contract/constants';
import { ACCENT_PATTERN, START_PATH_PATTERN, THEMES } from '../contract/runtime-config';

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

const origin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'each allowed origin must be a bare origin such as https://workshop.example');

const environment = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built browser. */
  DIST_DIR: z.string().default('dist'),
  /**
   * Behind a load balancer: which proxies to trust for the client's IP (the visitor limit counts
   * per IP): "true", a hop count, or comma-separated addresses/CIDRs. Default: none.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string[] => {
      const trimmed = value?.trim() ?? '';
      if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
      if (trimmed === 'true') return true;
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      return trimmed.split(',').map((item) => item.trim()).filter(Boolean);
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
  /** Proxy: requests one visitor (IP) may make per minute. */
  VTDB_VISITOR_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),

  // Shared state and operations.
  /**
   * Redis for the state that instances share (cache, locks, limits, allowance, demo counters):
   * redis:// or rediss:// (TLS), with any user and password in the URL. Unset: this process's memory.
   */
  VTDB_REDIS_URL: optionalText.pipe(
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379')
      .optional(),
  ),
  /** Put before every Redis key, so that deployments can share one Redis. */
  VTDB_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('vtdb:'),
  /** Bound on each Redis command; slower, and the instance answers from its own memory. */
  VTDB_REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Bearer token for /metrics from other machines (without it, /metrics answers loopback only). */
  VTDB_METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),

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

  // The browser's runtime configuration (/config.json) and embedding.
  /** Origins allowed to frame the browser and to exchange messages with it, comma-separated. */
  VTDB_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  VTDB_DEFAULT_LANGUAGE: z.enum(V1_LANGUAGES).optional(),
  VTDB_THEME: z.enum(THEMES).default('auto'),
  VTDB_ACCENT: z
    .string()
    .regex(ACCENT_PATTERN, 'must be a colour such as #0b63ce')
    .optional(),
  /** Path the browser opens at, e.g. /types/1 to start at one vehicle type. */
  VTDB_START_PATH: z
    .string()
    .regex(START_PATH_PATTERN, 'must be a path such as /types/1')
    .optional(),
});

export type ServerConfig = ReturnType<typeof readConfig>;

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
  return {
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    distDir: values.DIST_DIR,
    publicUrl: values.PUBLIC_URL,
    mode: values.VTDB_UPSTREAM ? ('proxy' as const) : ('demo' as const),
    proxy:
      values.VTDB_UPSTREAM && values.VTDB_API_KEY
        ? {
            upstream: values.VTDB_UPSTREAM,
            apiKey: values.VTDB_API_KEY,
            cacheSeconds: values.VTDB_CACHE_SECONDS,
            timeoutMs: values.VTDB_UPSTREAM_TIMEOUT_MS,
            visitorLimitPerMinute: values.VTDB_VISITOR_LIMIT,
          }
        : undefined,
    redis: values.VTDB_REDIS_URL
      ? { url: values.VTDB_REDIS_URL, prefix: values.VTDB_REDIS_PREFIX, commandTimeoutMs: values.VTDB_REDIS_TIMEOUT_MS }
      : undefined,
    metricsToken: values.VTDB_METRICS_TOKEN,
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
    browser: {
      allowedOrigins: values.VTDB_ALLOWED_ORIGINS,
      defaultLanguage: values.VTDB_DEFAULT_LANGUAGE,
      theme: values.VTDB_THEME,
      accent: values.VTDB_ACCENT,
      startPath: values.VTDB_START_PATH,
    },
  };
}

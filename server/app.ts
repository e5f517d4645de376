import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '../contract/errors';
import { demoApi } from './demo/demo-api';
import { enquiryRoutes } from './enquiry/routes';
import { ApiProblem, noOperation, sendProblem } from './shared/errors';
import type { RateLimiter } from './demo/rate-limit';
import { generateCatalogue } from './demo/catalogue/generate';
import type { Catalogue } from './demo/catalogue/model';
import type { ServerConfig } from './config';
import { proxyApi, STALE_HEADER } from './proxy/routes';
import { mcpRoutes } from './mcp/routes';
import { limitConnections } from './shared/connections';
import { FallbackState } from './shared/fallback-state';
import { Metrics } from './shared/metrics';
import { operationsRoutes, reachable, type ReadinessCheck } from './shared/operations';
import { MemoryState, type SharedState } from './shared/state';
import { forwardedProtocolGuard, trustProxyOption, visitorLimits } from './shared/visitor';
import { browserConfig } from './web/browser-config';
import { mediaRoutes } from './web/media';
import { securityHeaders } from './web/security';
import { pageHandler, type PageRenderer } from './web/pages';
import { seoRoutes } from './web/seo';
import { sitemapRoutes } from './web/sitemap';
import { staticRoutes } from './web/static';

export interface BuildOptions {
  /** A catalogue built once and shared (tests start many servers). */
  catalogue?: Catalogue;
  /**
   * The state shared with other instances. Default: a FallbackState on `config.redis` when one
   * is configured (closed with the server), else this process's memory.
   */
  state?: SharedState;
  limiter?: RateLimiter;
  metrics?: Metrics;
  /** Serve the built browser from config.distDir (off for the API-only dev and test servers). */
  serveBrowser?: boolean;
  /**
   * How pages are rendered: by default the build's server entry in config.distDir. `npm run dev`
   * passes Vite's live module (with serveBrowser off: Vite serves the code); null renders none.
   */
  pages?: PageRenderer | null;
  logger?: boolean;
  /** Where the JSON log lines go (default standard output); tests read them. */
  logStream?: { write(line: string): void };
  /** The proxy's clock (cache lifetimes, allowance); the bench drives it through a simulated hour. */
  now?: () => number;
  /** More readiness checks for /readyz (server/main.ts: not shutting down). */
  checks?: ReadinessCheck[];
}

/** Health probes and the pages' in-process API calls (Fastify's inject): their request lines are logged at debug, not info. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
function quietRequest(request: FastifyRequest): boolean {
  return '_lightMyRequest' in request.raw || PROBES.has(request.url.split('?')[0] ?? '');
}

/**
 * Log paths that could carry a credential: the visitor's or the workshop's key, a cookie, the
 * metrics token, a Redis URL's password. Fastify's request serializer logs none of them today;
 * this keeps a later `log.info({ headers })` or `log.info({ config })` from leaking one.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  'apiKey',
  '*.apiKey',
  '*.*.apiKey',
  'api_key',
  '*.api_key',
  'metricsToken',
  '*.metricsToken',
  // The MCP endpoint's bearer tokens (proxy mode).
  'mcp.tokens',
  '*.mcp.tokens',
  'redis.url',
  '*.redis.url',
  // A webhook URL often carries its own secret; an SMTP URL its password.
  'enquiry.webhook',
  '*.enquiry.webhook',
  'enquiry.email.smtpUrl',
  '*.enquiry.email.smtpUrl',
  'enquiry.token',
  '*.enquiry.token',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The state shared with other instances (Redis with a memory fallback, or memory only). */
    sharedState: SharedState;
    /** Every metric of /metrics, with the functions that count them. */
    metrics: Metrics;
  }
}

/** A request id from the load balancer is kept when it is a plain token (behind TRUST_PROXY); otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Headers a browser on another origin may read from API answers. */
const EXPOSED_HEADERS = [
  'Retry-After',
  'Content-Language',
  'Deprecation',
  'Sunset',
  'Link',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Cache',
  STALE_HEADER,
];
/** In proxy mode the browser sees no rate-limit counters (they would show the allowance draining). */
const PROXY_EXPOSED_HEADERS = EXPOSED_HEADERS.filter((name) => !name.startsWith('X-RateLimit'));

let sharedCatalogue: Catalogue | undefined;

/** Whether percent-encoded text decodes (every % starts a sequence, and the bytes are UTF-8). */
function wellEncoded(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Proxy mode's CORS: the allowed origins and PUBLIC_URL's (the server's own pages are same-origin and need no CORS). */
function proxyOriginAllowed(config: ServerConfig, origin: string | undefined): boolean {
  if (!origin) return false;
  if (config.publicUrl && new URL(config.publicUrl).origin === origin) return true;
  return config.browser.allowedOrigins.includes(origin);
}

/** The demo catalogue, built once per process. */
export function demoCatalogue(): Catalogue {
  sharedCatalogue ??= generateCatalogue();
  return sharedCatalogue;
}

/**
 * The whole server: the catalogue API at /api/v1 and /api/v2 (demo or proxy mode), the
 * browser's runtime configuration at /config.json, drawn media at /media, and the built
 * browser with its security headers.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: { paths: REDACTED, censor: '[redacted]' }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every log line of a request carries its id (`reqId`), also sent back as X-Request-Id. The
    // balancer's id is kept (one id in both logs) only behind a trusted proxy: a visitor's own
    // X-Request-Id could otherwise pass for another request's in the logs.
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: quietRequest }),
    genReqId(request) {
      const given = request.headers['x-request-id'];
      return config.trustProxy !== false && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Long enough for a 2048-character search query of 4-byte characters, percent-encoded.
    http: {
      maxHeaderSize: 64 * 1024,
      headersTimeout: Math.min(config.connections.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(config.connections.requestTimeoutMs / 2, 5_000),
    },
    routerOptions: { maxParamLength: 500 },
    // A hop count trusts that many proxies in front of this server.
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow clients (a body dripping a byte every few seconds) are cut off; idle keep-alive closes.
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Malformed URLs (bad percent-encoding, over-long parameters) get the contract's 400.
    frameworkErrors(error, request, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Invalid parameter: too long' : 'Invalid request URL';
      // The path, also of an absolute-form target (http://host/api/...), which the router accepts.
      if (request.url.replace(/^https?:\/\/[^/?#]*/i, '').startsWith('/api/')) return sendProblem(reply, 400, message);
      return reply.code(400).type('text/plain; charset=utf-8').send(message);
    },
    // Requests the HTTP parser refuses (bytes outside ASCII in the URL, as curl sends a Unicode
    // URL; an unknown method; headers over the limit) get the contract's error shape as well.
    clientErrorHandler(error, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({
        code: status,
        message: status === 431 ? 'Request header fields too large' : status === 408 ? 'Request timeout' : 'Malformed HTTP request',
      });
      // No body for a HEAD request (a client would read it as the start of the next answer).
      const packet: unknown = error.rawPacket;
      const head = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
        );
      }
      socket.destroy(error);
    },
  });

  app.server.maxConnections = config.connections.max;
  limitConnections(app.server, { ...config.connections, trustProxy: config.trustProxy, log: app.log });
  forwardedProtocolGuard(app);
  // Pages, API JSON and metrics above 1 kB leave compressed when the client accepts it (brotli at
  // a fast level, else gzip), with Vary: Accept-Encoding. The build's hashed assets are compressed
  // ahead of time at the highest levels (static.ts serves those files).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await securityHeaders(app, { config });

  const catalogue = config.mode === 'demo' ? (options.catalogue ?? demoCatalogue()) : undefined;
  const metrics = options.metrics ?? new Metrics();
  const checks: ReadinessCheck[] = [...(options.checks ?? [])];

  let state = options.state;
  if (!state && config.redis) {
    const shared = new FallbackState(config.redis.url, app.log.child({ component: 'shared-state' }), {
      prefix: config.redis.prefix,
      commandTimeoutMs: config.redis.commandTimeoutMs,
      onChange: (available) => metrics.redisChanged(available),
    });
    app.addHook('onClose', () => shared.close());
    // Start on shared state when Redis is there; without it, start anyway (on memory, logged).
    await shared.ready();
    state = shared;
  }
  state ??= new MemoryState();
  if (state instanceof FallbackState) {
    const shared = state;
    metrics.watchRedis(() => shared.available);
    checks.push({ name: 'redis', ready: () => shared.available });
  }
  if (config.proxy) checks.push({ name: 'upstream', ready: reachable(config.proxy.upstream) });
  app.decorate('sharedState', state);
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (quietRequest(request)) request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  await app.register(
    async (api) => {
      // A malformed query string (bad percent-encoding, invalid UTF-8) is a malformed URL too; the
      // query parser would pass its raw text on as if it were the decoded value.
      api.addHook('onRequest', async (request, reply) => {
        const start = request.url.indexOf('?');
        if (start !== -1 && !wellEncoded(request.url.slice(start + 1))) return sendProblem(reply, 400, 'Invalid request URL');
      });
      // An OPTIONS request that is not a CORS preflight is a method the API does not have: 404 in
      // the error shape (@fastify/cors would answer 400 in text/plain).
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS' && !(request.headers.origin && request.headers['access-control-request-method'])) {
          return sendProblem(reply, 404, ERROR_MESSAGES.noOperation('OPTIONS', request.url));
        }
        // Proxy mode: a preflight from a site that may not call is refused here, before any body is read.
        if (request.method === 'OPTIONS' && config.mode === 'proxy' && !proxyOriginAllowed(config, request.headers.origin)) {
          return sendProblem(reply, 403, 'Calls from this site are not allowed');
        }
      });
      // Demo mode: any site may call (the demo key is public). Proxy mode: only this server's own
      // pages and VTDB_ALLOWED_ORIGINS, or any site could spend the workshop's allowance.
      await api.register(cors, {
        origin: config.mode === 'proxy' ? (origin, callback) => callback(null, proxyOriginAllowed(config, origin)) : '*',
        methods: ['GET', 'HEAD'],
        allowedHeaders: ['Authorization', 'Accept', 'Accept-Language'],
        exposedHeaders: config.mode === 'proxy' ? PROXY_EXPOSED_HEADERS : EXPOSED_HEADERS,
        maxAge: 600,
      });
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('vary', 'Authorization, Accept-Language, Origin');
        return payload;
      });
      api.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
        if (error instanceof ApiProblem) return sendProblem(reply, error.status, error.message, error.headers);
        const status = error.statusCode;
        if (status !== undefined && status >= 400 && status < 500) return sendProblem(reply, status, 'Invalid request');
        request.log.error(error);
        return sendProblem(reply, 500, 'Internal server error');
      });
      api.setNotFoundHandler(async (request) => {
        throw noOperation(request);
      });
      await visitorLimits(api, { state, ...config.visitors, onRefused: () => metrics.visitorRefused() });
      if (catalogue) await api.register(demoApi, { config, catalogue, state, limiter: options.limiter, metrics });
      else if (config.proxy) await api.register(proxyApi, { proxy: config.proxy, state, now: options.now, metrics });
    },
    { prefix: '/api' },
  );

  // /healthz (a bare route: liveness, and the floor `npm run bench` measures the API against), /readyz, /metrics.
  await app.register(operationsRoutes, { metrics, checks, metricsToken: config.metricsToken });

  // POST /enquiry: requests for a remap, forwarded to the workshop (server/enquiry/).
  await app.register(enquiryRoutes, { config, state, metrics });

  // /mcp: the catalogue for AI assistants, through the API above in process (server/mcp/).
  await app.register(mcpRoutes, { config });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return browserConfig(config);
  });

  if (catalogue) await app.register(mediaRoutes, { catalogue });
  if (options.serveBrowser !== false || options.pages) await app.register(sitemapRoutes, { config, catalogue });
  if (options.serveBrowser !== false) await app.register(staticRoutes, { config, renderer: options.pages });
  else if (options.pages) {
    const renderer = options.pages;
    await app.register(async (pages) => {
      const sendPage = pageHandler(app, { config, renderer });
      pages.get('/', sendPage);
      if (renderer.head) await pages.register(seoRoutes, { config, head: renderer.head });
      pages.setNotFoundHandler(sendPage);
    });
  }
  return app;
}

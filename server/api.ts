import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../contract/errors';
import type { ServerConfig } from './config';
import { demoApiPlugin } from './demo/demo-api';
import type { RateLimiter } from './demo/rate-limit';
import { proxyApiPlugin, STALE_HEADER } from './proxy/routes';
import { ApiProblem, noOperation, sendProblem } from './shared/errors';
import { inOrder, onRequest, onSend, plugin } from './shared/hooks';
import { visitorLimits } from './shared/visitor';

/**
 * `vtdb-api`: the catalogue API at /api/v1 and /api/v2, the same scope in both modes. Its steps,
 * in the order they run for a request: a malformed query string is a 400; an OPTIONS request
 * that is not a CORS preflight is a 404 (and, in proxy mode, a preflight from a site that may
 * not call is a 403); CORS (@fastify/cors); the visitor limits (@fastify/rate-limit); the
 * operations of the mode (demo or proxy); every answer private (no-store, nosniff, Vary). Errors
 * and unknown paths answer in the contract's shape.
 */

export interface ApiOptions {
  config: ServerConfig;
  /** The demo key's allowance (tests read its counts). */
  limiter?: RateLimiter;
  /** The proxy's clock (cache lifetimes, allowance); the bench drives it through a simulated hour. */
  now?: () => number;
}

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

/** A malformed query string (bad percent-encoding, invalid UTF-8) is a malformed URL too: the query parser would pass its raw text on as if it were decoded. */
async function refuseMalformedQuery(request: FastifyRequest, reply: FastifyReply) {
  const start = request.url.indexOf('?');
  if (start !== -1 && !wellEncoded(request.url.slice(start + 1))) return sendProblem(reply, 400, 'Invalid request URL');
}

/**
 * An OPTIONS request that is not a CORS preflight is a method the API does not have: 404 in the
 * error shape (@fastify/cors would answer 400 in text/plain). Proxy mode: a preflight from a site
 * that may not call is refused here, before any body is read.
 */
const refuseStrayOptions = (config: ServerConfig) => async (request: FastifyRequest, reply: FastifyReply) => {
  if (request.method !== 'OPTIONS') return;
  if (!(request.headers.origin && request.headers['access-control-request-method'])) {
    return sendProblem(reply, 404, ERROR_MESSAGES.noOperation('OPTIONS', request.url));
  }
  if (config.mode === 'proxy' && !proxyOriginAllowed(config, request.headers.origin)) return sendProblem(reply, 403, 'Calls from this site are not allowed');
};

/** Demo mode: any site may call (the demo key is public). Proxy mode: only this server's own pages and VTDB_ALLOWED_ORIGINS, or any site could spend the workshop's allowance. */
const corsOptions = (config: ServerConfig): FastifyCorsOptions => ({
  origin: config.mode === 'proxy' ? (origin, callback) => callback(null, proxyOriginAllowed(config, origin)) : '*',
  methods: ['GET', 'HEAD'],
  allowedHeaders: ['Authorization', 'Accept', 'Accept-Language'],
  exposedHeaders: config.mode === 'proxy' ? PROXY_EXPOSED_HEADERS : EXPOSED_HEADERS,
  maxAge: 600,
});

async function privateAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('vary', 'Authorization, Accept-Language, Origin');
  return payload;
}

function answerProblem(error: FastifyError | ApiProblem, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiProblem) return sendProblem(reply, error.status, error.message, error.headers);
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return sendProblem(reply, status, 'Invalid request');
  request.log.error(error);
  return sendProblem(reply, 500, 'Internal server error');
}

async function apiScope(api: FastifyInstance, { config, limiter, now }: ApiOptions) {
  api.setErrorHandler(answerProblem);
  api.setNotFoundHandler(async (request) => {
    throw noOperation(request);
  });
  const { sharedState: state, metrics } = api;
  await inOrder(api, [
    onRequest(refuseMalformedQuery),
    onRequest(refuseStrayOptions(config)),
    plugin(cors, corsOptions(config)),
    onSend(privateAnswer),
    plugin(visitorLimits, { state, ...config.visitors, onRefused: () => metrics.visitorRefused() }),
    config.mode === 'demo' && plugin(demoApiPlugin, { config, limiter }),
    config.proxy && plugin(proxyApiPlugin, { proxy: config.proxy, now }),
  ]);
}

export const apiPlugin = fp(apiScope, { name: 'vtdb-api', fastify: '5.x', dependencies: ['vtdb-state'], encapsulate: true });

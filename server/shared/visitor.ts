import { isIPv4, isIPv6 } from 'node:net';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from './errors';
import type { ServerConfig } from '../config';
import type { SharedState } from './state';

/**
 * Who a visitor is, for the visitor limits: the client's address as the right-most untrusted hop.
 *
 * Without TRUST_PROXY the socket's peer is the visitor and X-Forwarded-For is ignored. With a hop
 * count N (or a list of proxy addresses), Fastify walks X-Forwarded-For from the right past the
 * N trusted hops (or past the listed addresses): the first hop no trusted proxy wrote is the
 * visitor, and whatever a visitor writes to the left of it is ignored. `true` (take the
 * left-most hop, which the visitor writes) is refused by the configuration.
 *
 * IPv6 visitors are grouped by their /64: one subscriber usually holds a whole /64, and would
 * otherwise rotate through it to escape any per-address limit.
 */

/**
 * Fastify's `trustProxy` for the configuration's TRUST_PROXY. A hop count becomes a function:
 * Fastify's own reading of a number trusts no hop at all; this one trusts the socket's peer and
 * the N - 1 hops it names, so the visitor is the N-th hop from the right.
 */
export function trustProxyOption(trust: ServerConfig['trustProxy']): ((address: string, hop: number) => boolean) | string[] | false {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The key a visitor is counted under: an IPv4 address, or an IPv6 /64 prefix (`2001:db8:1:2::/64`;
 * an IPv4-mapped address is that IPv4 visitor). The grouping is @fastify/rate-limit's own
 * (`normalizeIP`), the one the API's limits use.
 */
export function visitorKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!isIPv6(address.split('%')[0] ?? '')) return address;
  const normal = normalizeIP(address.split('%')[0]!, 64);
  return isIPv4(normal) ? normal : `${normal}/64`;
}

export function visitorOf(request: FastifyRequest): string {
  return visitorKey(request.ip || request.socket?.remoteAddress);
}

/* ------------------------------------------------------------------------ visitor limits */

const MINUTE_MS = 60_000;

/**
 * @fastify/rate-limit's store on SharedState.increment: one count per visitor, shared by every
 * instance, under `prefix` + the limit's key (the API's limits and the enquiry's each have theirs).
 */
export function sharedStore(state: SharedState, prefix: string) {
  return class SharedStateStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      state.increment(`${prefix}${key}`, timeWindow).then(
        (window) => callback(null, { current: window.count, ttl: window.resetMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new SharedStateStore();
    }
  };
}

export interface VisitorLimitOptions {
  state: SharedState;
  limitPerMinute: number;
  searchLimitPerMinute: number;
  /** Told of every refused request (for /metrics). */
  onRefused?: () => void;
}

const isSearch = (url: string) => /\/v[12]\/search$/.test(url);

/**
 * The visitor limits of the API, in both modes: VTDB_VISITOR_LIMIT requests a minute per visitor
 * for every operation, and VTDB_VISITOR_SEARCH_LIMIT for searches (each distinct search can cost
 * an upstream call). Counted in an onRequest hook, so before the demo key's allowance or the
 * proxy's cache: one client cannot empty the shared demo key, nor spend the workshop's.
 * Registered on the /api scope before the operations, so that every operation gets it.
 */
async function limitVisitors(api: FastifyInstance, options: VisitorLimitOptions) {
  // Runs before the rate-limit plugin's own onRoute hook (registered next): searches get their
  // own, tighter limit, counted under their own key.
  api.addHook('onRoute', (route) => {
    if (!isSearch(route.url ?? '')) return;
    route.config = {
      ...(route.config as object),
      rateLimit: {
        max: options.searchLimitPerMinute,
        keyGenerator: (request: FastifyRequest) => `search:${visitorOf(request)}`,
        errorResponseBuilder: tooMany('searches', options.searchLimitPerMinute, options.onRefused),
      },
    } as typeof route.config;
  });
  await api.register(rateLimit, {
    global: true,
    max: options.limitPerMinute,
    timeWindow: MINUTE_MS,
    hook: 'onRequest',
    store: sharedStore(options.state, 'visitor:'),
    keyGenerator: (request) => `all:${visitorOf(request)}`,
    // The demo key's X-RateLimit-* headers are the contract's; these counters would overwrite them.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: tooMany('requests', options.limitPerMinute, options.onRefused),
  });
}

/** `vtdb-visitor-limits`, registered in the API scope (its limits apply to the routes registered after it). */
export const visitorLimits = fp(limitVisitors, { name: 'vtdb-visitor-limits', fastify: '5.x' });

function tooMany(what: 'requests' | 'searches', limit: number, onRefused?: () => void) {
  return (_request: FastifyRequest, context: { ttl: number }) => {
    onRefused?.();
    const seconds = Math.min(60, Math.max(1, Math.ceil(context.ttl / 1000)));
    return new ApiProblem(429, `Too many ${what} from this visitor: the limit is ${limit} per minute. Try again in ${seconds} s`, {
      'retry-after': String(seconds),
    });
  };
}

/**
 * VTDB_VISITOR_PAGE_LIMIT: the pages the server renders, and the QR codes it draws, for one
 * visitor a minute, counted in the shared state as the API's limits are. A page rendered costs
 * the server 10–25 ms of CPU, and a 404 page or a page that needs no API answer is not counted
 * by the API's limits: without this, one visitor asking for a few hundred made-up paths a second
 * kept the CPU busy and slowed every other visitor's pages thirtyfold. What the rendered-page
 * cache answers costs a lookup and is not counted; navigating inside the app renders nothing here.
 *
 * Returns a function that counts one render for the request's visitor and answers null while the
 * visitor is within the limit, else the seconds until its window ends (for Retry-After).
 */
export function pageRenderLimit(state: SharedState, limitPerMinute: number, onRefused?: () => void) {
  return async (request: FastifyRequest): Promise<number | null> => {
    const window = await state.increment(`visitor:page:${visitorOf(request)}`, MINUTE_MS);
    if (window.count <= limitPerMinute) return null;
    onRefused?.();
    return Math.min(60, Math.max(1, Math.ceil(window.resetMs / 1000)));
  };
}

/** The answer to a visitor over VTDB_VISITOR_PAGE_LIMIT: 429, plain text, Retry-After. */
export function tooManyPages(reply: FastifyReply, limitPerMinute: number, seconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(`Too many pages from this visitor: the limit is ${limitPerMinute} a minute. Try again in ${seconds} s`);
}

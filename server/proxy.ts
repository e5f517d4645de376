import type { FastifyInstance } from 'fastify';
import { API_VERSIONS, CONTROL_CHARACTERS, MAX_STRING_LENGTH, type ApiVersion, type Language } from '../contract/constants';
import { ApiProblem } from './shared/errors';
import { acceptsJson, negotiateLanguage } from './shared/language';
import { maxId, pagingParams, pathId, searchQuery } from './shared/params';
import { RateLimiter } from './demo/rate-limit';
import { MemoryState } from './shared/state';
import type { ServerConfig } from './config';

/**
 * The catalogue API in proxy mode: the contract's GET operations under /v1 and /v2, forwarded
 * to `${VTDB_UPSTREAM}/v1|v2/...` with the workshop's key (`VTDB_API_KEY`) added here, so that
 * the key never reaches a browser or a host page.
 *
 * Rules, in the order a request meets them:
 * 1. Visitor limit: VTDB_VISITOR_LIMIT requests per minute per client IP, counted on every request
 *    to an operation (cache hits and local 4xx included: simple, and it also bounds junk). Over
 *    the limit: 429 with Retry-After, naming the visitor limit (not the key's).
 * 2. Local checks, so junk never reaches the upstream: only the contract's paths (anything else is
 *    the /api scope's 404); Accept must admit JSON and Accept-Language must name a supported
 *    language (406); path ids and cursor/limit/query follow the demo API's rules (400).
 * 3. Forwarding: only `Authorization: Bearer <VTDB_API_KEY>`, `Accept: application/json` and
 *    `Accept-Language: <negotiated language>` (the browser's Authorization, cookies etc. are
 *    dropped); only the operation's known query parameters, in a fixed order. Sending the
 *    negotiated language and the normalised query makes the request exactly its cache key.
 * 4. Shared cache, keyed by version + language + path + normalised query (with one server key
 *    the account and catalogue profile are fixed): 200 answers only, for VTDB_CACHE_SECONDS
 *    (/subscription for at most 10 s), LRU-bounded by entries and bytes. Concurrent identical
 *    requests share one upstream call (errors included). `X-Cache: HIT|MISS` says which.
 * 5. Answers: 2xx and 4xx pass with their status; a 4xx body is normalised to `{code, message}`
 *    (flat or nested `{error: {...}}` message kept, else a generic one). An upstream 5xx becomes
 *    502 (a 500 from this server would read as its own bug); a time-out 504; no connection, a
 *    redirect, a 1xx/3xx or a body that is not JSON 502. Retry-After, Content-Language,
 *    Deprecation, Sunset, Link and X-RateLimit-* pass; a cache hit repeats only Content-Language,
 *    Deprecation, Sunset and Link (the counters and Retry-After would be stale). /subscription's
 *    `api_key` is masked, and the key is blanked out of any error message.
 */

type ProxyConfig = NonNullable<ServerConfig['proxy']>;

type QueryRule = 'none' | 'paging' | 'search';

/** The contract's operations; `:name` is a path id, named as in the contract. */
const OPERATIONS: [path: string, query: QueryRule][] = [
  ['/subscription', 'none'],
  ['/types', 'none'],
  ['/manufacturers/type/:type_id', 'paging'],
  ['/manufacturers/:manufacturer_id', 'none'],
  ['/models/manufacturer/:manufacturer_id', 'none'],
  ['/models/:model_id', 'none'],
  ['/generations/model/:model_id', 'none'],
  ['/generations/:generation_id', 'none'],
  ['/engines/generation/:generation_id', 'none'],
  ['/engines/:engine_id', 'none'],
  ['/search', 'search'],
];

const PASSED_HEADERS = /^(retry-after|content-language|deprecation|sunset|link|x-ratelimit-.*)$/;
/** Headers worth keeping in the cache; rate-limit counters and Retry-After would be stale. */
const CACHED_HEADERS = /^(content-language|deprecation|sunset|link)$/;
const SUBSCRIPTION_SECONDS = 10;
const VISITOR_WINDOW_SECONDS = 60;

/** An answer ready to send: status, JSON text, headers to pass. */
export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const problem = (status: number, message: string, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify({ code: status, message }),
  headers,
});

/**
 * LRU cache of answers with a lifetime, bounded by entry count and body bytes, that also
 * coalesces concurrent loads of one key into one.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { answer: Answer; expires: number; bytes: number }>();
  private readonly pending = new Map<string, Promise<Answer>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(key: string): Answer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.answer;
  }

  set(key: string, answer: Answer, seconds: number) {
    const bytes = Buffer.byteLength(answer.body) + key.length;
    if (seconds <= 0 || bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, { answer, expires: this.now() + seconds * 1000, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** The cached answer, or one `load` shared by every caller until it settles; caches 200s. */
  async load(key: string, seconds: number, load: () => Promise<Answer>): Promise<{ answer: Answer; hit: boolean }> {
    const cached = this.get(key);
    if (cached) return { answer: cached, hit: true };
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load()
        .then((answer) => {
          if (answer.status === 200) this.set(key, answer, seconds);
          return answer;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return { answer: await pending, hit: false };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "••••" plus the last 4 characters, and those only when the key is long enough to keep them. */
export function maskKey(key: string): string {
  return `••••${key.length >= 16 ? key.slice(-4) : ''}`;
}

export interface ProxyApiOptions {
  proxy: ProxyConfig;
  cache?: ResponseCache;
}

export async function proxyApi(app: FastifyInstance, options: ProxyApiOptions) {
  const { upstream, apiKey, cacheSeconds, timeoutMs, visitorLimitPerMinute } = options.proxy;
  const cache = options.cache ?? new ResponseCache();
  const visitors = new RateLimiter(new MemoryState(), VISITOR_WINDOW_SECONDS, 'visitors:');

  /** An upstream message fit to show: the key blanked out, no control characters, bounded. */
  const clean = (message: string) =>
    message.split(apiKey).join(maskKey(apiKey)).replace(new RegExp(CONTROL_CHARACTERS, 'g'), ' ').trim().slice(0, MAX_STRING_LENGTH);

  async function callUpstream(target: string, language: Language): Promise<Answer> {
    /** A 502 or 504 of this server, logged for the operator (the target carries no key). */
    const failed = (status: 502 | 504, message: string, headers: Record<string, string> = {}, cause?: unknown) => {
      app.log.warn({ target, cause: cause === undefined ? undefined : String(cause) }, message);
      return problem(status, message, headers);
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${upstream}${target}`, {
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json', 'accept-language': language },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') return failed(504, `The catalogue service did not answer within ${timeoutMs} ms`);
      return failed(502, 'The catalogue service cannot be reached', {}, (error as Error).cause ?? error);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (PASSED_HEADERS.test(name)) headers[name] = value;
    });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const { status } = response;
    if (status >= 200 && status < 300) {
      if (body === undefined) return failed(502, 'The catalogue service sent an answer that is not JSON', headers);
      if (target.endsWith('/subscription') && isObject(body) && 'api_key' in body) {
        return { status, body: JSON.stringify({ ...body, api_key: maskKey(String(body.api_key)) }), headers };
      }
      return { status, body: text, headers };
    }
    const source = isObject(body) && isObject(body.error) ? body.error : body;
    const upstreamMessage = isObject(source) && typeof source.message === 'string' ? clean(source.message) : '';
    if (status >= 400 && status < 500) return problem(status, upstreamMessage || `The catalogue service answered ${status}`, headers);
    if (status >= 500 && status < 600) {
      return failed(502, `The catalogue service failed (${status}${upstreamMessage ? `: ${upstreamMessage}` : ''})`, headers);
    }
    return failed(502, `The catalogue service sent an unexpected answer (${status})`, headers);
  }

  app.addHook('onRequest', async (request) => {
    const quota = await visitors.check(request.ip, visitorLimitPerMinute);
    if (!quota.allowed) {
      throw new ApiProblem(
        429,
        `Too many requests from this visitor: the limit is ${visitorLimitPerMinute} per minute. Try again in ${quota.resetSeconds} s`,
        { 'retry-after': String(quota.resetSeconds) },
      );
    }
    await visitors.record(request.ip);
  });

  for (const version of API_VERSIONS) {
    for (const [pattern, rule] of OPERATIONS) {
      app.get(`/${version}${pattern}`, async (request, reply) => {
        if (!acceptsJson(request.headers.accept)) throw new ApiProblem(406, 'Not acceptable: this API answers application/json only');
        const language = negotiateLanguage(request.headers['accept-language'], version);
        if (language === null) throw new ApiProblem(406, `Not acceptable: none of the requested languages is available in ${version}`);
        const params = request.params as Record<string, string | undefined>;
        const path = pattern.replace(/:(\w+)/g, (_, name: string) => String(pathId(params[name], name, version)));
        const target = `/${version}${path}${forwardedQuery(request.query as Record<string, unknown>, rule, version)}`;
        const seconds = pattern === '/subscription' ? Math.min(cacheSeconds, SUBSCRIPTION_SECONDS) : cacheSeconds;
        const { answer, hit } = await cache.load(`${language} ${target}`, seconds, () => callUpstream(target, language));
        const headers = hit ? Object.fromEntries(Object.entries(answer.headers).filter(([name]) => CACHED_HEADERS.test(name))) : answer.headers;
        return reply
          .code(answer.status)
          .headers(headers)
          .header('x-cache', hit ? 'HIT' : 'MISS')
          .type('application/json; charset=utf-8')
          .send(answer.body);
      });
    }
  }
}

/** The operation's known query parameters, validated (400 otherwise), in a fixed order. */
function forwardedQuery(query: Record<string, unknown>, rule: QueryRule, version: ApiVersion): string {
  if (rule === 'none') return '';
  const forwarded = new URLSearchParams();
  if (rule === 'search') forwarded.set('query', searchQuery(query));
  const { cursor, limit } = pagingParams(query, maxId(version));
  if (query.cursor !== undefined) forwarded.set('cursor', String(cursor));
  if (query.limit !== undefined) forwarded.set('limit', String(limit));
  const text = forwarded.toString();
  return text === '' ? '' : `?${text}`;
}

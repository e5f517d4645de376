import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_VERSIONS, type ApiVersion, type Language } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';
import { fillPath, OPERATION_NAMES, routePath, type OperationName } from '../../contract/operations';
import { canonicalQuery, operationSchemas } from '../../contract/params';
import { subscriptionSchema } from '../../contract/schemas';
import { ApiProblem, badRequest, parameterProblem } from '../shared/errors';
import { acceptsJson, negotiateLanguage } from '../shared/language';
import { visitorOf } from '../shared/visitor';
import type { ServerConfig } from '../config';
import { reachable } from '../shared/operations';
import { Budget, normaliseSearch, type CallKind } from './budget';
import { AnswerCache, type CachedAnswer, type FailureMark } from './cache';
import { CONTRACT_BROKEN, createUpstream, problemBody, type UpstreamAnswer } from './upstream';

/**
 * The catalogue API in proxy mode: the contract's GET operations under /v1 and /v2, forwarded
 * to `${VTDB_UPSTREAM}/v1|v2/...` with the workshop's key (`VTDB_API_KEY`) added here, so that
 * the key never reaches a browser or a host page.
 *
 * A request meets, in order:
 * 1. the visitor limits (server/shared/visitor.ts, on the /api scope, both modes);
 * 2. local checks, so junk never reaches the upstream: only the contract's paths; Accept and
 *    Accept-Language (406); ids, cursor/limit and the search text (400): a search is normalised
 *    (budget.ts) and refused with fewer than 3 characters that are not spaces;
 * 3. the cache (cache.ts): a fresh answer (X-Cache: HIT); else a stale copy while one refresh
 *    runs (X-Cache: STALE, X-Catalogue-Stale: <age in seconds>); else
 * 4. the allowance (budget.ts) and one upstream call (upstream.ts) shared by concurrent callers:
 *    the visitor whose request makes the call pays it from their fair share (VTDB_UPSTREAM_SHARE)
 *    and from the allowance; a visitor over their share gets 429 with Retry-After where nothing
 *    can be served from the cache; a caller that joined another visitor's refused call makes its
 *    own. Background refreshes are paid by the visitor whose request found the copy stale (none
 *    when that visitor's share is spent: the copy is served as it is). Server-rendered pages make
 *    their API calls as their visitor (server/web/pages.ts), so they pay from the same share.
 *    200s are cached for VTDB_CACHE_SECONDS, 404s for a minute. When the allowance is spent, the
 *    upstream is held (429), out of service (5xx, time-out, unreachable: the key is then not asked
 *    again for FAILED_SECONDS, on any instance) or sends an unusable answer, a stale copy is
 *    served; only when there is none the visitor gets 503 with Retry-After (502 for an unusable
 *    answer).
 *
 * Only the request's known parameters are forwarded, in a fixed order, with the negotiated
 * language: the forwarded request is exactly its cache key. Answers carry only the stable
 * upstream headers (Content-Language, Deprecation, Sunset, Link); never its rate-limit counters.
 * /subscription tells visitors only whether the subscription is active and until when.
 */

type ProxyConfig = NonNullable<ServerConfig['proxy']>;

const NOT_FOUND_SECONDS = 60;
/** After the upstream failed for a key (5xx, time-out, unreachable), it is not asked for it again for this long… */
export const FAILED_SECONDS = 5;
/** …or for as long as its Retry-After said, up to this. */
const FAILED_MAX_SECONDS = 60;
const SUBSCRIPTION_SECONDS = 60;
export const STALE_HEADER = 'x-catalogue-stale';

export interface ProxyApiOptions {
  proxy: ProxyConfig;
  now?: () => number;
}

interface Served {
  status: number;
  body: string;
  headers: Record<string, string>;
  cache: 'HIT' | 'MISS' | 'STALE';
  /** Seconds old, for stale copies. */
  age?: number;
}

/** What a load produced: an upstream answer, or no call at all (the visitor's share or the allowance spent, or held). */
type Loaded = UpstreamAnswer | { outcome: 'denied'; retryAfter: number; refused: 'share' | 'allowance'; payer: string };

/** Attempts of a visitor whose request joined another visitor's call, refused for that visitor's share. */
const JOIN_ATTEMPTS = 3;

/** Whole seconds from now until `until` (epoch ms), at least 1. */
const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

async function proxyApi(app: FastifyInstance, options: ProxyApiOptions) {
  const { proxy } = options;
  const { sharedState: state, metrics } = app;
  app.readiness.push({ name: 'upstream', ready: reachable(proxy.upstream) });
  const now = options.now ?? Date.now;
  const callUpstream = createUpstream({ upstream: proxy.upstream, apiKey: proxy.apiKey, timeoutMs: proxy.timeoutMs, maxBytes: proxy.maxBytes, log: app.log });
  const cache = new AnswerCache({ state, now, staleMs: proxy.staleSeconds * 1000, callMs: proxy.timeoutMs });

  const fromEntry = (entry: CachedAnswer): UpstreamAnswer => ({
    outcome: entry.status === 200 || entry.status === 404 ? 'ok' : 'client',
    status: entry.status,
    body: entry.body,
    headers: entry.headers,
  });

  /** A failure mark as the answer it stands for: 503, and Retry-After until the mark ends. */
  const fromFailure = (mark: FailureMark): UpstreamAnswer => ({
    outcome: 'unavailable',
    status: mark.status,
    body: mark.body,
    headers: {},
    retryAfter: secondsUntil(mark.until, now()),
  });

  /** The subscription's calls_limit, for the allowance when VTDB_UPSTREAM_BUDGET is not set. */
  const budget: Budget = new Budget({
    state,
    now,
    perHour: proxy.budgetPerHour,
    share: proxy.sharePercent / 100,
    log: app.log,
    onTokens: (tokens, capacity) => metrics.allowance(Math.floor(tokens), capacity),
    learn: async () => {
      const answer = await callUpstream('/v2/subscription', 'subscription', 'en');
      const parsed = subscriptionSchema.safeParse(answer.data);
      return parsed.success ? (parsed.data.calls_limit ?? undefined) : undefined;
    },
  });

  /**
   * One upstream call for `key` (shared by concurrent callers, here and on other instances), paid
   * by `visitor` (the caller that makes it) from their share and from the allowance; caches what it may.
   */
  const load = (key: string, target: string, operation: OperationName, language: Language, kind: CallKind, visitor: string) =>
    cache.single<Loaded>(
      key,
      async () => {
        const grant = await budget.take(kind, visitor);
        if (!grant.granted) return { outcome: 'denied', retryAfter: grant.retryAfter, refused: grant.refused ?? 'allowance', payer: visitor };
        const started = performance.now();
        const answer = await callUpstream(target, operation, language);
        metrics.upstreamCall(answer.upstream ?? answer.status, (performance.now() - started) / 1000);
        if (answer.outcome === 'ok') {
          const seconds = answer.status === 404 ? NOT_FOUND_SECONDS : operation === 'subscription' ? SUBSCRIPTION_SECONDS : proxy.cacheSeconds;
          await cache.write(key, { status: answer.status, body: answer.body, headers: answer.headers }, seconds, answer.status === 200);
        }
        if (answer.outcome === 'rate-limited') await budget.hold(answer.retryAfter ?? 60);
        if (answer.outcome === 'unavailable') {
          const seconds = Math.min(FAILED_MAX_SECONDS, Math.max(FAILED_SECONDS, answer.retryAfter ?? 0));
          await cache.markFailure(key, answer, seconds);
          return { ...answer, retryAfter: seconds };
        }
        return answer;
      },
      fromEntry,
      fromFailure,
    );

  /**
   * `load` for `visitor`: when their request joined a call that another visitor's spent share
   * refused, they are not refused for it: they make the call themselves (a few attempts).
   */
  const loadFor = async (visitor: string, ...call: [string, string, OperationName, Language, CallKind]): Promise<Loaded> => {
    let loaded = await load(...call, visitor);
    for (let attempt = 1; attempt < JOIN_ATTEMPTS && loaded.outcome === 'denied' && loaded.refused === 'share' && loaded.payer !== visitor; attempt++) {
      loaded = await load(...call, visitor);
    }
    return loaded;
  };

  async function serve(key: string, target: string, operation: OperationName, language: Language, kind: CallKind, visitor: string): Promise<Served> {
    const entry = await cache.read(key);
    if (entry && cache.isFresh(entry)) return { ...fromEntry(entry), cache: 'HIT' };
    const stale = (): Served | undefined => (entry ? { ...fromEntry(entry), cache: 'STALE', age: cache.age(entry) } : undefined);
    // Stale-while-revalidate: a copy at most one lifetime past its lifetime is served at once,
    // and refreshed in the background when the allowance is not low (else it stays stale), paid by
    // this visitor (nothing happens when their share is spent).
    if (entry && now() - entry.freshUntil <= proxy.cacheSeconds * 1000) {
      if (!(await budget.low())) {
        void load(key, target, operation, language, 'refresh', visitor).catch((error: unknown) =>
          app.log.warn({ target, error: String(error) }, 'proxy: refresh failed'),
        );
      }
      return stale()!;
    }
    // A key that failed a moment ago is not asked again yet (by any instance).
    const mark = await cache.failure(key);
    const loaded = mark ? fromFailure(mark) : await loadFor(visitor, key, target, operation, language, entry ? 'refresh' : kind);
    if (loaded.outcome === 'ok' || loaded.outcome === 'client') return { status: loaded.status, body: loaded.body, headers: loaded.headers, cache: 'MISS' };
    // Stale-if-error: anything is better than an error while a copy exists.
    const copy = stale();
    if (copy) return copy;
    if (loaded.outcome === 'failed') return { status: loaded.status, body: loaded.body, headers: {}, cache: 'MISS' };
    if (loaded.outcome === 'unavailable')
      return { status: 503, body: loaded.body, headers: { 'retry-after': String(loaded.retryAfter ?? FAILED_SECONDS) }, cache: 'MISS' };
    const retryAfter = loaded.retryAfter ?? 60;
    if (loaded.outcome === 'denied' && loaded.refused === 'share') {
      metrics.shareRefused();
      const message = `Too many new records asked for by this visitor: its share of the catalogue allowance is used up for now. Records already fetched still work; try again in ${retryAfter} s`;
      return { status: 429, body: problemBody(429, message), headers: { 'retry-after': String(retryAfter) }, cache: 'MISS' };
    }
    const message =
      loaded.outcome === 'denied' && kind === 'search'
        ? 'Searching is paused for a moment to save the catalogue allowance; pages that were seen before still work'
        : 'The catalogue is busy right now; try again later';
    return { status: 503, body: problemBody(503, message), headers: { 'retry-after': String(retryAfter) }, cache: 'MISS' };
  }

  const send = (reply: FastifyReply, served: Served) => {
    metrics.cacheLookup(served.cache === 'HIT' ? 'hit' : served.cache === 'STALE' ? 'stale' : 'miss');
    reply.code(served.status).headers(served.headers).header('x-cache', served.cache);
    if (served.cache === 'STALE') reply.header(STALE_HEADER, String(served.age ?? 0));
    return reply.type('application/json; charset=utf-8').send(served.body);
  };

  const languageOf = (headers: { accept?: string; 'accept-language'?: string }, version: ApiVersion): Language => {
    if (!acceptsJson(headers.accept)) throw new ApiProblem(406, ERROR_MESSAGES.notAcceptableType);
    const language = negotiateLanguage(headers['accept-language'], version);
    if (language === null) throw new ApiProblem(406, ERROR_MESSAGES.notAcceptableLanguage(version));
    return language;
  };

  app.setValidatorCompiler(validatorCompiler);
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const version of API_VERSIONS) {
    for (const name of OPERATION_NAMES) {
      const pattern = routePath(name);
      // The contract's parameter rules as the route's schemas; a failed check is attached to the
      // request and answered (400) after the 406s, in the contract's order.
      api.get(`/${version}${pattern}`, { schema: operationSchemas(name, version), attachValidation: true }, async (request, reply) => {
        const language = languageOf(request.headers, version);
        if (request.validationError) throw parameterProblem(request.validationError);
        const visitor = visitorOf(request);
        if (name === 'subscription') return send(reply, await subscription(version, language, visitor));
        const params: Readonly<Record<string, number>> = request.params;
        const path = fillPath(name, params);
        const target = `/${version}${path}${forwardedQuery(request.query, proxy.searchIgnoresAccents)}`;
        return send(reply, await serve(`${language} ${target}`, target, name, language, name === 'search' ? 'search' : 'browse', visitor));
      });
    }
  }

  /**
   * Visitors learn only what the browser shows: active or not, and until when. Never the limit,
   * the ids, the scopes or any character of the key.
   */
  async function subscription(version: ApiVersion, language: Language, visitor: string): Promise<Served> {
    const target = `/${version}/subscription`;
    const served = await serve(`${language} ${target}`, target, 'subscription', language, 'browse', visitor);
    if (served.status !== 200) return served;
    const parsed = subscriptionSchema.safeParse(JSON.parse(served.body));
    if (!parsed.success) return { ...served, status: 502, body: problemBody(502, CONTRACT_BROKEN) };
    const { is_active, api_access, end_date } = parsed.data.subscription;
    return { ...served, body: JSON.stringify({ subscription: { is_active, api_access, end_date: end_date ?? null } }) };
  }
}

/**
 * The operation's checked query parameters as forwarded, in the contract's fixed order: a search
 * text normalised (budget.ts), and refused (400) with fewer than 3 characters that are not spaces.
 */
function forwardedQuery(query: { query?: string; cursor?: number; limit?: number }, ignoresAccents: boolean): string {
  if (query.query === undefined) return canonicalQuery(query);
  const text = normaliseSearch(query.query, ignoresAccents);
  if (text === undefined) throw badRequest(ERROR_MESSAGES.searchTooShort);
  return canonicalQuery({ ...query, query: text });
}

/** `vtdb-proxy-api`: the contract's operations forwarded to the real service, in the API scope. */
export const proxyApiPlugin = fp(proxyApi, { name: 'vtdb-proxy-api', fastify: '5.x', dependencies: ['vtdb-state'], encapsulate: true });

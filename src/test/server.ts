import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_PAGE_LIMIT, RATE_LIMIT_MESSAGE } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';
import { OPERATION_NAMES, routePath, type OperationName } from '../../contract/operations';
import { checkParameters, queryObject } from '../../contract/params';
import {
  engineDetails,
  generationDetails,
  manufacturerDetails,
  manufacturersByType,
  modelDetails,
  searchIndex,
  searchText,
  subscription,
  types,
} from './fixtures';

/**
 * The catalogue API in the test process: every v2 operation of the contract's table under
 * `* /api/v2/...` answered from ./fixtures.ts (as the demo server would, its parameters checked
 * with the contract's rules), plus helpers that make one operation fail in one of
 * the ways a real API or network can. Every request is logged (MSW's `request:start`), so a test
 * can say "one request per record" or "no request at all".
 */

export const API_ROOT = '*/api/v2';

/** The contract's operations (contract/operations.ts), by name. */
export type Operation = OperationName;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

export function errorBody(code: number, message: string, nested = false) {
  return nested ? { error: { code, message } } : { code, message };
}

const fail = (status: number, message: string) => HttpResponse.json(errorBody(status, message), { status });

/** The operation's path and query parameters checked with the contract's rules, as the API does (400 otherwise). */
function parameters<Name extends Operation>(name: Name, params: PathParams, request: Request) {
  const checked = checkParameters(name, 'v2', params, queryObject(new URL(request.url).searchParams));
  return 'problem' in checked ? fail(400, checked.problem) : checked;
}

/** Cursor paging as the demo server does it: the cursor is the id of the last item of the previous page (opaque to clients). */
function page<T>(all: T[], idOf: (item: T) => number, cursor: number | null, limit: number) {
  const start = cursor === null ? 0 : all.findIndex((item) => idOf(item) === cursor) + 1;
  const items = all.slice(start, start + limit);
  const hasMore = start + limit < all.length;
  return { items, pagination: { cursor, limit, next_cursor: hasMore ? idOf(items[items.length - 1]!) : null, has_more: hasMore } };
}

function lookup<T>(table: Record<number, T>, id: number, label: string): T | Response {
  const found = table[id];
  return found === undefined ? fail(404, ERROR_MESSAGES.notFound(label, id)) : found;
}

const json = (value: unknown) => (value instanceof Response ? value : HttpResponse.json(value as DefaultBodyType));

/**
 * An operation that answers the record of `table` its one path id names (or `pick` of it), and
 * 404 naming `label` when there is none.
 */
function byId<T>(operation: Operation, table: Record<number, T>, label: string, pick: (found: T) => unknown = (found) => found): Resolver {
  return ({ params, request }) => {
    const checked = parameters(operation, params, request);
    if (checked instanceof Response) return checked;
    const found = lookup(table, Object.values(checked.params)[0] as number, label);
    return json(found instanceof Response ? found : pick(found));
  };
}

/** The fixture catalogue's answer to each operation. */
export const defaultResolvers: Record<Operation, Resolver> = {
  subscription: () => HttpResponse.json(subscription),
  types: () => HttpResponse.json(types),
  manufacturers: ({ params, request }) => {
    const checked = parameters('manufacturers', params, request);
    if (checked instanceof Response) return checked;
    const typeId = checked.params.type_id;
    const all = manufacturersByType[typeId];
    if (!all) return fail(404, ERROR_MESSAGES.notFound('Vehicle type', typeId));
    const { cursor = null, limit = DEFAULT_PAGE_LIMIT } = checked.query;
    return HttpResponse.json(page(all, (item) => item.id, cursor, limit));
  },
  manufacturer: byId('manufacturer', manufacturerDetails, 'Manufacturer'),
  modelsByManufacturer: byId('modelsByManufacturer', manufacturerDetails, 'Manufacturer', (found) => found.models),
  model: byId('model', modelDetails, 'Model'),
  generationsByModel: byId('generationsByModel', modelDetails, 'Model', (found) => found.generations),
  generation: byId('generation', generationDetails, 'Generation'),
  enginesByGeneration: byId('enginesByGeneration', generationDetails, 'Generation', (found) => found.engines),
  engine: byId('engine', engineDetails, 'Engine'),
  search: ({ params, request }) => {
    const checked = parameters('search', params, request);
    if (checked instanceof Response) return checked;
    const { query, cursor = null, limit = DEFAULT_PAGE_LIMIT } = checked.query;
    const words = query.trim().toLowerCase().split(/\s+/);
    const hits = searchIndex.filter((hit) => words.every((word) => searchText(hit).includes(word)));
    const { items, pagination } = page(hits, (hit) => hit.engine.id, cursor, limit);
    return HttpResponse.json({ results: items, total: hits.length, pagination });
  },
};

export const urlOf = (operation: Operation) => `${API_ROOT}${routePath(operation)}`;

export const handlers = OPERATION_NAMES.map((operation) => http.get(urlOf(operation), defaultResolvers[operation]));

export const server = setupServer(...handlers);

// ---------------------------------------------------------------------------------------------
// The request log

export interface LoggedRequest {
  /** Path under the API version, e.g. "/engines/101". */
  path: string;
  url: URL;
  headers: Headers;
  signal: AbortSignal;
}

export const requests: LoggedRequest[] = [];
/** Starts and answers in order, e.g. "start /engines/101", "answer /engines/101". */
export const timeline: string[] = [];

const apiPath = (url: URL) => url.pathname.replace(/^.*\/api\/v[12]/, '');

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push({ path: apiPath(url), url, headers: request.headers, signal: request.signal });
  timeline.push(`start ${apiPath(url)}`);
});
server.events.on('response:mocked', ({ request }) => {
  timeline.push(`answer ${apiPath(new URL(request.url))}`);
});

/** Requests whose API path equals `path` (a string) or matches it (a RegExp). */
export function requestsTo(path: string | RegExp): LoggedRequest[] {
  return requests.filter((request) => (typeof path === 'string' ? request.path === path : path.test(request.path)));
}

export function requestPaths(): string[] {
  return requests.map((request) => `${request.path}${request.url.search}`);
}

export function clearRequests() {
  requests.length = 0;
  timeline.length = 0;
}

/** Starts the API for the test file; every test begins with the fixture answers and an empty log. */
export function setupApiServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    clearRequests();
  });
  afterAll(() => server.close());
}

// ---------------------------------------------------------------------------------------------
// Faults

export interface OverrideOptions {
  /** Only this many requests get the fault; later ones get the normal answer. Default: all. */
  times?: number;
  /** Only requests this is true for get the fault (e.g. a next page: `hasCursor`). */
  when?: (url: URL) => boolean;
}

/** Requests for a page after the first. */
export const hasCursor = (url: URL) => url.searchParams.has('cursor');

/** Replace one operation's answer (for `times` requests, or all; those matching `when`, or all). */
export function override(operation: Operation, resolver: Resolver, { times, when }: OverrideOptions = {}) {
  let used = 0;
  server.use(
    http.get(urlOf(operation), (info) => {
      // Returning nothing falls through to the fixture answer.
      if (when && !when(new URL(info.request.url))) return undefined;
      if (times !== undefined && used >= times) return undefined;
      used += 1;
      return resolver(info);
    }),
  );
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Invalid parameter limit: must be an integer from 1 to 100',
  401: ERROR_MESSAGES.invalidKey,
  403: ERROR_MESSAGES.subscriptionInactive,
  404: 'Not found',
  406: ERROR_MESSAGES.notAcceptableLanguage('v2'),
  410: 'API v1 has been retired',
  429: RATE_LIMIT_MESSAGE,
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};

export interface StatusOptions extends OverrideOptions {
  message?: string;
  /** Retry-After header value (seconds or an HTTP date). */
  retryAfter?: string;
  /** `{error: {code, message}}` instead of the contract's flat body. */
  nested?: boolean;
}

/** The operation answers `status` with the contract's error body. */
export function answerStatus(operation: Operation, status: number, options: StatusOptions = {}) {
  const message = options.message ?? DEFAULT_MESSAGES[status] ?? `HTTP ${status}`;
  const headers: Record<string, string> = {};
  if (options.retryAfter !== undefined) headers['Retry-After'] = options.retryAfter;
  override(operation, () => HttpResponse.json(errorBody(status, message, options.nested), { status, headers }), options);
}

/** 429 with Retry-After (v2), the way this project's server throttles. */
export function answerRateLimited(operation: Operation, retryAfterSeconds = 120, options: OverrideOptions = {}) {
  answerStatus(operation, 429, { ...options, retryAfter: String(retryAfterSeconds) });
}

/** 401 with the rate-limit message and a nested body: the peer API's (and v1's) way of throttling. */
export function answerRateLimitedAs401(operation: Operation, options: OverrideOptions = {}) {
  answerStatus(operation, 401, { ...options, message: RATE_LIMIT_MESSAGE, nested: true });
}

/** The request never reaches the API (offline, DNS, CORS). */
export function failNetwork(operation: Operation, options: OverrideOptions = {}) {
  override(operation, () => HttpResponse.error(), options);
}

/** 200 with a body that is not JSON. */
export function answerNotJson(operation: Operation, options: OverrideOptions = {}) {
  override(operation, () => new HttpResponse('<html><body>Gateway login</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }), options);
}

/** A copy of the body with the first `id` found set to 0: valid JSON that breaks the contract. */
export function breakSchema(body: unknown): unknown {
  let broken = false;
  const walk = (value: unknown): unknown => {
    if (broken || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(walk);
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (!broken && key === 'id' && typeof field === 'number') {
        copy[key] = 0;
        broken = true;
      } else {
        copy[key] = walk(field);
      }
    }
    return copy;
  };
  const result = walk(body);
  return broken ? result : { unexpected: 'shape' };
}

/** 200 with JSON that breaks the schema (an id of 0 where the fixture has a real one). */
export function answerBrokenSchema(operation: Operation, options: OverrideOptions = {}) {
  override(
    operation,
    async (info) => {
      const normal = (await defaultResolvers[operation](info)) as Response;
      return HttpResponse.json(breakSchema(await normal.json()) as DefaultBodyType);
    },
    options,
  );
}

/** The normal answer, `ms` later. */
export function delayAnswer(operation: Operation, ms: number, options: OverrideOptions = {}) {
  override(
    operation,
    async (info) => {
      await delay(ms);
      return defaultResolvers[operation](info);
    },
    options,
  );
}

/** The normal answer, only once `release()` is called: for asserting what happens meanwhile. */
export function holdAnswer(operation: Operation, options: OverrideOptions = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  override(
    operation,
    async (info) => {
      await released;
      return defaultResolvers[operation](info);
    },
    options,
  );
  return { release };
}

/** `times` answers of `status` (500 by default), then the normal answer. */
export function failTimesThenOk(operation: Operation, times: number, status = 500) {
  answerStatus(operation, status, { times });
}

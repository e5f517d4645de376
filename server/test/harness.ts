import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { API_VERSIONS, CONTROL_CHARACTERS, MAX_ARRAY_LENGTH, MAX_PAGE_ITEMS, MAX_STRING_LENGTH, V1_MAX_ID, V2_MAX_ID } from '../../contract/constants';
import { RateLimiter } from '../demo/rate-limit';
import { buildServer } from '../app';
import { demoCatalogue } from '../demo/demo-catalogue';
import type { Catalogue } from '../demo/catalogue/model';
import { readConfig, type ServerConfig } from '../config';
import { MemoryState, type SharedState } from '../shared/state';
import type { PageRenderer } from '../web/pages';

/**
 * Test harness for the catalogue server: a real server on 127.0.0.1 (random port) spoken to
 * over HTTP with the global `fetch`, never with `inject`, so that routing, URL decoding,
 * headers and serialisation are what a client meets.
 *
 * The demo catalogue is built once per process (`demoCatalogue` caches it); every server of a
 * test file shares it. Each server gets its own RateLimiter, exposed so that tests can read the
 * count of a key, on its own MemoryState with an optional clock (window expiry is tested without
 * waiting), on a given SharedState, or on the Redis that `env.VTDB_REDIS_URL` names.
 */

export interface StartOptions {
  /** Environment overrides for readConfig (LOG_LEVEL is always silent). */
  env?: Record<string, string>;
  /** The rate limiter's clock in milliseconds; default Date.now. See `manualClock`. */
  now?: () => number;
  /** Runs on the instance before it listens, e.g. to add a hook that records requests. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Serve the built browser from DIST_DIR as well (default: the API only). */
  serveBrowser?: boolean;
  /** Render pages with this renderer (server/web/pages.test.ts passes the browser's server entry). */
  pages?: PageRenderer | null;
  /** The shared state (e.g. one Redis for two servers); default this server's own memory, on `now`. */
  state?: SharedState;
  /** Receives the server's JSON log lines (then LOG_LEVEL comes from `env`, default info). */
  logStream?: { write(line: string): void };
  /** The proxy's clock (cache lifetimes, allowance). */
  proxyNow?: () => number;
}

export interface RequestOptions {
  /** API key, sent as `Authorization: Bearer <key>`; no Authorization header when absent. */
  key?: string;
  /** Accept-Language header; none when absent. */
  language?: string;
  /** Further headers (they win over key and language). */
  headers?: Record<string, string>;
  method?: string;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw body. */
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  body: T;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  config: ServerConfig;
  catalogue: Catalogue;
  limiter: RateLimiter;
  /** GET (or `method`) `baseUrl + path`. */
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  // Visitor limits out of the way unless a test sets them: the contract tests send thousands of requests from one address.
  const quiet = { VTDB_VISITOR_LIMIT: '1000000', VTDB_VISITOR_SEARCH_LIMIT: '1000000', VTDB_VISITOR_PAGE_LIMIT: '1000000' };
  const config = readConfig(options.logStream ? { ...quiet, LOG_LEVEL: 'info', ...options.env } : { ...quiet, ...options.env, LOG_LEVEL: 'silent' });
  const catalogue = demoCatalogue();
  // With VTDB_REDIS_URL in `env` and no `state`, the server builds its own (as in production).
  const state = options.state ?? (config.redis ? undefined : new MemoryState({ now: options.now }));
  const app = await buildServer(config, {
    catalogue,
    state,
    serveBrowser: options.serveBrowser ?? false,
    pages: options.pages,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    now: options.proxyNow,
  });
  // Reads the same counts as the demo API's own limiter (same state, same key space).
  const limiter = new RateLimiter(app.sharedState, config.demo.rateWindowSeconds);
  await options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address !== 'object') throw new Error('The test server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  async function get<T = unknown>(path: string, request: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {};
    if (request.key !== undefined) headers.authorization = `Bearer ${request.key}`;
    if (request.language !== undefined) headers['accept-language'] = request.language;
    Object.assign(headers, request.headers);
    const response = await fetch(`${baseUrl}${path}`, { method: request.method ?? 'GET', headers, redirect: 'manual' });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: body as T };
  }

  return { baseUrl, app, config, catalogue, limiter, get, close: () => app.close() };
}

/**
 * The contract tests' set-up: one server for the whole test file, started before its first test
 * and closed after its last. The returned object stands for that server (it may be used only
 * inside tests and hooks, once it has started).
 */
export function useServer(options: StartOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startServer(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestServer, {
    get(_target, property) {
      if (!current) throw new Error('The test server is used before it started (use it inside tests and hooks)');
      return Reflect.get(current, property);
    },
  });
}

/** A clock for the rate limiter that only moves when told to. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let time = start;
  return {
    now: () => time,
    advance(milliseconds: number) {
      time += milliseconds;
    },
  };
}

/* ------------------------------------------------------------ contract shapes ------------ */

/**
 * The contract's response shapes, written here from the contract text (not imported from the
 * browser's schemas, so that the two stay independent checks of each other). Objects are
 * strict: a field the contract does not name for that version (`origin` or a stage `id` on
 * v1, `dyno_template` on v1) fails the test.
 */

export const text = z
  .string()
  .max(MAX_STRING_LENGTH)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'contains control characters');
const nonEmptyText = text.min(1);
const list = <T extends z.ZodType>(item: T, max = MAX_ARRAY_LENGTH) => z.array(item).max(max);
const figure = z.int().min(0);
const url = text.refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'not an http(s) URL');
const isoDate = text.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value), 'not ISO 8601 with offset');

export type Version = (typeof API_VERSIONS)[number];

/** Both versions, for tests that run on each. */
export const VERSIONS: readonly Version[] = API_VERSIONS;

export function schemas(version: Version) {
  const v2 = version === 'v2';
  const id = z.int().min(1).max(V2_MAX_ID);
  const cursor = z
    .int()
    .min(0)
    .max(v2 ? V2_MAX_ID : V1_MAX_ID);
  const origin = v2 ? { origin: z.enum(['shared', 'private']) } : {};
  const image = v2 ? url.nullable() : url;
  const reference = z.strictObject({ id, name: nonEmptyText });
  const dyno = z
    .strictObject({ rpm: list(figure), hp: list(figure), nm: list(figure) })
    .refine((values) => values.rpm.length === values.hp.length && values.hp.length === values.nm.length, 'dyno arrays differ in length')
    .refine((values) => v2 || values.rpm.length > 0, 'v1 dyno arrays are empty');
  const unit = z.strictObject({ manufacturer: nonEmptyText, name: nonEmptyText });

  const type = z.strictObject({ id, name: nonEmptyText, slug: nonEmptyText });
  const manufacturer = z.strictObject({ id, name: nonEmptyText, slug: nonEmptyText, logo: image, logo_dark: image, type: reference, ...origin });
  const model = z.strictObject({ id, name: nonEmptyText, slug: nonEmptyText, photo: url, type: reference, manufacturer: reference, ...origin });
  const generation = z.strictObject({
    id,
    name: nonEmptyText,
    slug: nonEmptyText,
    year: z.int(),
    year_end: z.int(),
    photo: image,
    type: reference,
    manufacturer: reference,
    model: reference,
    ...origin,
  });
  const engineFields = {
    id,
    name: nonEmptyText,
    slug: nonEmptyText,
    engine_code: text,
    year: z.int().optional(),
    capacity: figure,
    cylinders: figure,
    engine_type: nonEmptyText,
    fuel: nonEmptyText,
    ecus: list(unit),
    tcus: list(unit),
    performance: z.strictObject({ power: figure, torque: figure, dyno_values: dyno, ...(v2 ? { dyno_template: z.boolean() } : {}) }),
    ...origin,
  };
  const engine = z.strictObject(engineFields);
  const stage = z.strictObject({
    ...(v2 ? { id } : {}),
    stage_number: z.int().min(1),
    performance: z.strictObject({
      power: figure,
      torque: figure,
      top_speed: figure.nullable(),
      zero_to_hundred: z.number().min(0).nullable(),
      dyno_values: dyno,
    }),
    modifications_required: text,
  });
  const tuning = z.strictObject({
    options: list(z.strictObject({ name: nonEmptyText, description: nonEmptyText })),
    read_tools: list(z.strictObject({ name: nonEmptyText, manufacturer: nonEmptyText })),
    work_methods: list(z.strictObject({ name: nonEmptyText })),
    stages: list(stage),
  });
  const pagination = z.strictObject({ cursor: cursor.nullable(), limit: z.int().min(1).max(100), next_cursor: cursor.nullable(), has_more: z.boolean() });

  return {
    reference,
    subscription: z.strictObject({
      api_key: nonEmptyText,
      scopes: list(text),
      calls_limit: z.int().min(1),
      created: isoDate,
      subscription: z.strictObject({
        id: z.int(),
        start_date: isoDate,
        end_date: isoDate,
        catalog_profile: nonEmptyText,
        api_access: z.boolean(),
        is_active: z.boolean(),
      }),
    }),
    types: list(type),
    manufacturerPage: z.strictObject({ items: list(manufacturer, MAX_PAGE_ITEMS), pagination }),
    manufacturer,
    manufacturerDetail: manufacturer.extend({ models: list(model) }),
    models: list(model),
    model,
    modelDetail: model.extend({ generations: list(generation) }),
    generations: list(generation),
    generation,
    generationDetail: generation.extend({ engines: list(engine) }),
    engines: list(engine),
    engine,
    engineDetail: engine.extend({ tuning }),
    search: z.strictObject({
      results: list(z.strictObject({ type: reference, manufacturer: reference, model: reference, generation: reference, engine: reference }), MAX_PAGE_ITEMS),
      total: z.int().min(0),
      pagination,
    }),
    error: z.strictObject({ code: z.int().min(400).max(599), message: nonEmptyText }),
  };
}

/** Parses `value` with `schema` and fails with the first problems and their paths. */
export function expectShape<T extends z.ZodType>(schema: T, value: unknown, what = 'body'): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${what} does not match the contract:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

/* ------------------------------------------------------------- JSON types ------------- */

/** Loose types of the bodies, for reading fields in tests after `expectShape`. */
export interface Ref {
  id: number;
  name: string;
}
export interface Manufacturer extends Ref {
  slug: string;
  logo: string | null;
  logo_dark: string | null;
  type: Ref;
  origin?: string;
}
export interface Model extends Ref {
  slug: string;
  photo: string;
  type: Ref;
  manufacturer: Ref;
  origin?: string;
}
export interface Generation extends Ref {
  slug: string;
  year: number;
  year_end: number;
  photo: string | null;
  type: Ref;
  manufacturer: Ref;
  model: Ref;
  origin?: string;
  engines?: Engine[];
}
export interface Dyno {
  rpm: number[];
  hp: number[];
  nm: number[];
}
export interface Stage {
  id?: number;
  stage_number: number;
  performance: { power: number; torque: number; top_speed: number | null; zero_to_hundred: number | null; dyno_values: Dyno };
  modifications_required: string;
}
export interface Engine extends Ref {
  slug: string;
  engine_code: string;
  year?: number;
  capacity: number;
  cylinders: number;
  engine_type: string;
  fuel: string;
  ecus: { manufacturer: string; name: string }[];
  tcus: { manufacturer: string; name: string }[];
  performance: { power: number; torque: number; dyno_values: Dyno; dyno_template?: boolean };
  origin?: string;
  tuning?: {
    options: { name: string; description: string }[];
    read_tools: { name: string; manufacturer: string }[];
    work_methods: { name: string }[];
    stages: Stage[];
  };
}
export interface Pagination {
  cursor: number | null;
  limit: number;
  next_cursor: number | null;
  has_more: boolean;
}
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}
export interface SearchResult {
  type: Ref;
  manufacturer: Ref;
  model: Ref;
  generation: Ref;
  engine: Ref;
}
export interface SearchPage {
  results: SearchResult[];
  total: number;
  pagination: Pagination;
}
export interface ErrorBody {
  code: number;
  message: string;
}

/* ------------------------------------------------------------- helpers -------------- */

/** Fetches `/api/<version><path>` (default key `demo-shared`), expects 200 JSON and returns the body. */
export async function getOk<T>(server: TestServer, version: Version, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await server.get<T>(`/api/${version}${path}`, { key: 'demo-shared', ...options });
  if (response.status !== 200) throw new Error(`GET /api/${version}${path} answered ${response.status}: ${response.text.slice(0, 300)}`);
  if (!/^application\/json(;|$)/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(`GET /api/${version}${path} answered content-type ${response.headers.get('content-type')}`);
  }
  return response.body;
}

/** Checks the contract's error answer: status, `{code, message}` with code = status, JSON. */
export function expectError(response: TestResponse, status: number, context = '') {
  const where = `${context} -> ${response.status} ${response.text.slice(0, 200)}`;
  if (response.status !== status) throw new Error(`expected ${status}: ${where}`);
  if (!/^application\/json(;|$)/.test(response.headers.get('content-type') ?? ''))
    throw new Error(`error content-type ${response.headers.get('content-type')}: ${where}`);
  const body = expectShape(schemas('v2').error, response.body, `error body (${where})`);
  if (body.code !== status) throw new Error(`error code ${body.code} differs from status: ${where}`);
  return body;
}

/** Every string (keys too) anywhere in a JSON value. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      allStrings(item, out);
    }
  }
  return out;
}

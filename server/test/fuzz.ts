import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  CONTROL_CHARACTERS,
  PAGE_LIMIT_MAX,
  PAGE_LIMIT_MIN,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  V1_LANGUAGES,
  V1_MAX_ID,
  V2_LANGUAGES,
  V2_MAX_ID,
} from '../../contract/constants';
import type { Catalogue } from '../demo/catalogue/model';
import { Visibility } from '../demo/catalogue/views';
import { expectShape, schemas, type Version } from './harness';

/**
 * Property-based fuzzing of the catalogue server over real HTTP (node:http with a raw request
 * target, so that paths, percent-encoding and header bytes reach the server exactly as
 * generated; fetch would normalise them).
 *
 * A generated request carries its raw method, target, headers and body, plus what the
 * generator knows about each header (a valid key, a language list that names a supported
 * language, ...). `expectation` derives from that, and from the raw target alone (route
 * matching and percent-decoding done here, independently of the router), the statuses the
 * contract allows, in the order of the API's checks: malformed URL 400; method 404; Accept
 * 406; credentials 401; language 406; rate limit (v1 401 / v2 429); subscription 403;
 * parameters 400; then 200 or 404 by whether the record is visible to the key. Where the
 * generator cannot know an answer (a garbage header the server may read leniently) the set
 * widens instead of being dropped.
 *
 * `checkResponse` then holds every answer to: never 5xx; under /api JSON, every 4xx the
 * contract's `{code, message}` with code = status; the expected status when one is known;
 * 200 bodies in the contract's shape.
 */

/* ------------------------------------------------------------- requests ------------- */

/** The seed of a fuzz run: fixed, so CI is deterministic; FUZZ_SEED=<integer> explores others. */
export function fuzzSeed(defaultSeed: number): number {
  const raw = process.env.FUZZ_SEED?.trim();
  if (!raw) return defaultSeed;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed) || Math.abs(seed) > 2 ** 31 - 100_000) throw new Error(`FUZZ_SEED must be a 32-bit integer, not ${raw}`);
  return seed;
}

/** A fingerprint of the whole catalogue, to show a run left it unchanged. */
export function catalogueHash({ types, manufacturers, models, generations, engines }: Catalogue): string {
  return createHash('sha256')
    .update(JSON.stringify([types, manufacturers, models, generations, engines]))
    .digest('hex');
}

export type KeyName = 'demo' | 'demo-shared' | 'demo-inactive' | 'demo-limited';
export const KEY_NAMES: readonly KeyName[] = ['demo', 'demo-shared', 'demo-inactive', 'demo-limited'];

/** What the server should make of a header: decisive one way, the other, or either. */
export type AcceptClass = 'json' | 'not-json' | 'unknown';
export type LanguageClass = 'ok' | 'v1-only' | 'none' | 'unknown';

export interface FuzzRequest {
  method: string;
  /** The raw request target, sent as is. */
  target: string;
  /** Raw header pairs in order (Host is added when absent). Values are latin1 byte strings. */
  headers: [string, string][];
  /** Sent as latin1 bytes with a Content-Length. */
  body?: string;
  /** The demo key the Authorization header names (undefined: missing or not a valid key). */
  key?: KeyName;
  /** The token of a well-formed `Bearer` credential that is not a demo key. */
  unknownToken?: string;
  accept: AcceptClass;
  language: LanguageClass;
  /** Origin and Access-Control-Request-Method are both present (an OPTIONS request is a preflight). */
  preflight: boolean;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const RETRIABLE = new Set(['ECONNRESET', 'EPIPE']);

/** Sends raw requests with at most `maxSockets` connections (keep-alive). */
export function rawClient(baseUrl: string, maxSockets = 16) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  let sent = 0;

  /** The body as a client reads it: decompressed, and only in an encoding the request accepted. */
  function decode(raw: Buffer, encoding: string | undefined, request: FuzzRequest): Buffer {
    if (!encoding || encoding === 'identity') return raw;
    const accepted = request.headers
      .filter(([name]) => name.toLowerCase() === 'accept-encoding')
      .flatMap(([, value]) => value.split(',').map((part) => part.split(';')[0]!.trim().toLowerCase()));
    if (!accepted.includes(encoding) && !accepted.includes('*')) throw new Error(`answered in ${encoding}, not accepted: ${describe(request)}`);
    if (encoding === 'gzip') return gunzipSync(raw);
    if (encoding === 'br') return brotliDecompressSync(raw);
    if (encoding === 'deflate') return inflateSync(raw);
    throw new Error(`unknown Content-Encoding ${encoding}: ${describe(request)}`);
  }

  function send(request: FuzzRequest, retried = false): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const flat: string[] = [];
      if (!request.headers.some(([name]) => name.toLowerCase() === 'host')) flat.push('Host', `${hostname}:${port}`);
      for (const [name, value] of request.headers) flat.push(name, value);
      if (request.body !== undefined) flat.push('Content-Length', String(Buffer.byteLength(request.body, 'latin1')));
      const outgoing = http.request(
        { host: hostname, port: Number(port), method: request.method, path: request.target, headers: flat, agent, setHost: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            try {
              const body = decode(Buffer.concat(chunks), incoming.headers['content-encoding'], request);
              resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: body.toString('utf8') });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // A keep-alive socket the server closed just as it was reused: send once more (Node's advice).
        if (!retried && outgoing.reusedSocket && RETRIABLE.has(error.code ?? '')) resolve(send(request, true));
        else reject(new Error(`no answer to ${describe(request)}: ${error.message}`));
      });
      if (!retried) sent += 1;
      outgoing.end(request.body === undefined ? undefined : Buffer.from(request.body, 'latin1'));
    });
  }

  return {
    send,
    /** Requests sent (retries not counted). */
    get sent() {
      return sent;
    },
    close: () => agent.destroy(),
  };
}

/** A short description of a request for failure messages. */
export function describe(request: FuzzRequest): string {
  const headers = request.headers.map(([name, value]) => `${name}: ${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…(${value.length})` : value)}`);
  const target = request.target.length > 200 ? `${request.target.slice(0, 200)}…(${request.target.length})` : request.target;
  return `${request.method} ${target} [${headers.join('; ')}]${request.body === undefined ? '' : ` body ${JSON.stringify(request.body.slice(0, 80))}`}`;
}

/* ------------------------------------------------------------- the oracle ----------- */

type Entity = 'type' | 'manufacturer' | 'model' | 'generation' | 'engine';

export interface Operation {
  name: keyof ReturnType<typeof schemas>;
  /** Path segments after /api/<version>; null is the path id. */
  segments: (string | null)[];
  entity?: Entity;
  data: boolean;
  query: 'none' | 'paging' | 'search';
}

/** The contract's operations. */
export const OPERATIONS: Operation[] = [
  { name: 'subscription', segments: ['subscription'], data: false, query: 'none' },
  { name: 'types', segments: ['types'], data: true, query: 'none' },
  { name: 'manufacturerPage', segments: ['manufacturers', 'type', null], entity: 'type', data: true, query: 'paging' },
  { name: 'manufacturerDetail', segments: ['manufacturers', null], entity: 'manufacturer', data: true, query: 'none' },
  { name: 'models', segments: ['models', 'manufacturer', null], entity: 'manufacturer', data: true, query: 'none' },
  { name: 'modelDetail', segments: ['models', null], entity: 'model', data: true, query: 'none' },
  { name: 'generations', segments: ['generations', 'model', null], entity: 'model', data: true, query: 'none' },
  { name: 'generationDetail', segments: ['generations', null], entity: 'generation', data: true, query: 'none' },
  { name: 'engines', segments: ['engines', 'generation', null], entity: 'generation', data: true, query: 'none' },
  { name: 'engineDetail', segments: ['engines', null], entity: 'engine', data: true, query: 'none' },
  { name: 'search', segments: ['search'], data: true, query: 'search' },
];

/** Percent-decoding as RFC 3986 + UTF-8 require: undefined for a malformed sequence or invalid UTF-8. */
export function strictDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The contract's integers: decimal digits, no sign, no leading zero, exact (safe), within range. */
function contractInteger(text: string, min: number, max: number): number | undefined {
  if (!/^(0|[1-9][0-9]*)$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

const maxId = (version: Version) => (version === 'v1' ? V1_MAX_ID : V2_MAX_ID);

/** Code points of a string (a lone surrogate counts as one). */
const codePoints = (text: string) => [...text].length;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The query string as name -> values, decoded like application/x-www-form-urlencoded; undefined when malformed. */
function parseQuery(raw: string | undefined): Map<string, string[]> | undefined {
  const result = new Map<string, string[]>();
  if (raw === undefined || raw === '') return result;
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = strictDecode((equals === -1 ? part : part.slice(0, equals)).replace(/\+/g, ' '));
    const value = strictDecode((equals === -1 ? '' : part.slice(equals + 1)).replace(/\+/g, ' '));
    if (name === undefined || value === undefined) return undefined;
    result.set(name, [...(result.get(name) ?? []), value]);
  }
  return result;
}

/** Whether the query's parameters satisfy the operation's rules (400 otherwise). */
function validQuery(operation: Operation, query: Map<string, string[]>, version: Version): { ok: boolean; cursor?: number; limit?: number } {
  if (operation.query === 'none') return { ok: true };
  if (operation.query === 'search') {
    const texts = query.get('query');
    if (texts === undefined || texts.length !== 1) return { ok: false };
    const text = texts[0] as string;
    const length = codePoints(text);
    if (CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text) || length < SEARCH_QUERY_MIN || length > SEARCH_QUERY_MAX) return { ok: false };
  }
  const cursors = query.get('cursor');
  const limits = query.get('limit');
  if ((cursors?.length ?? 0) > 1 || (limits?.length ?? 0) > 1) return { ok: false };
  const cursor = cursors === undefined ? undefined : contractInteger(cursors[0] as string, 0, maxId(version));
  const limit = limits === undefined ? undefined : contractInteger(limits[0] as string, PAGE_LIMIT_MIN, PAGE_LIMIT_MAX);
  if ((cursors !== undefined && cursor === undefined) || (limits !== undefined && limit === undefined)) return { ok: false };
  return { ok: true, cursor, limit };
}

export interface Expectation {
  /** The request is an API request (its path is /api or under /api/). */
  api: boolean;
  /** Allowed statuses; undefined when no status can be predicted (any non-5xx). */
  statuses?: Set<number>;
  /** The operation answered, when the request reaches one with valid parameters. */
  operation?: Operation;
  version?: Version;
  cursor?: number;
  limit?: number;
}

export interface OracleOptions {
  catalogue: Catalogue;
  /** Demo mode checks keys, rate limits and subscriptions; proxy mode uses its own key. */
  mode: 'demo' | 'proxy';
  /** v2 account of each key (customised keys see their private records). */
  accounts: Record<KeyName, string | null>;
  /** The key whose view a proxy serves. */
  proxyKey?: KeyName;
}

const HTTP_METHODS = new Set(http.METHODS);

/** The statuses the contract allows for `request`, derived from its raw target and header classes. */
export function expectation(request: FuzzRequest, options: OracleOptions): Expectation {
  const { target, method } = request;
  const absolute = /^https?:\/\//i.test(target);
  const path = (absolute ? target.replace(/^https?:\/\/[^/?#]*/i, '') : target).split(/[?#]/)[0] as string;
  const api = path === '/api' || path.startsWith('/api/');
  // Bytes outside printable ASCII in the request line, or an unknown method: not HTTP; the
  // server's parser refuses it (the contract's 400 all the same).
  if (/[^\x21-\x7e]/.test(target) || !HTTP_METHODS.has(method)) return { api, statuses: new Set([400]) };
  // Absolute-form targets are normalised by the router, fragments are not HTTP: shape checks only.
  if (!api || absolute || target.includes('#')) return { api };
  const only = (...statuses: number[]) => ({ api, statuses: new Set(statuses) });

  // Router: a malformed percent-encoding anywhere in the path, or an over-long path id.
  const segments = path.slice('/api/'.length).split('/');
  const decoded = segments.map(strictDecode);
  if (path !== '/api' && decoded.some((segment) => segment === undefined)) return only(400);
  const rawQuery = target.includes('?') ? target.slice(target.indexOf('?') + 1) : undefined;
  let route: { operation: Operation; version: Version; id?: string } | undefined;
  if (path !== '/api' && (decoded[0] === 'v1' || decoded[0] === 'v2')) {
    const version = decoded[0];
    const rest = decoded.slice(1) as string[];
    for (const operation of OPERATIONS) {
      if (operation.segments.length !== rest.length) continue;
      if (operation.segments.every((segment, index) => segment === null || segment === rest[index])) {
        const index = operation.segments.indexOf(null);
        route = { operation, version, id: index === -1 ? undefined : rest[index] };
        break;
      }
    }
  }
  const get = method === 'GET' || method === 'HEAD';
  // Only GET (and HEAD) routes have path ids: an over-long one is a router error, also when it
  // only came near a route.
  const overLong = get && path !== '/api' && (decoded as string[]).some((segment) => segment.length > 500);
  if (overLong && (route === undefined || (route.id?.length ?? 0) > 500)) return route ? only(400) : only(400, 404);
  // A malformed query string is a malformed URL too.
  const query = parseQuery(rawQuery);
  if (query === undefined) return only(400);

  // Proxy mode grants no preflight to a foreign origin (the fuzz's origins are all foreign).
  if (method === 'OPTIONS' && request.preflight) return only(options.mode === 'proxy' ? 403 : 204);
  if (!get) return request.body === undefined || method === 'OPTIONS' ? only(404) : only(400, 404, 415);
  if (!route) return only(404);

  const { operation, version } = route;
  const statuses = new Set<number>();
  const done = (status: number) => {
    statuses.add(status);
    return { api, statuses };
  };
  if (request.accept === 'not-json') return done(406);
  if (request.accept === 'unknown') statuses.add(406);
  const key = options.mode === 'proxy' ? options.proxyKey : request.key;
  if (options.mode === 'demo' && key === undefined) return done(401);
  if (request.language === 'none' || (request.language === 'v1-only' && version === 'v2')) return done(406);
  if (request.language === 'unknown') statuses.add(406);
  if (options.mode === 'demo' && key === 'demo-limited') statuses.add(version === 'v1' ? 401 : 429);
  if (options.mode === 'demo' && operation.data && key === 'demo-inactive') return done(403);

  const id = route.id === undefined ? undefined : contractInteger(route.id, 1, maxId(version));
  if (route.id !== undefined && id === undefined) return done(400);
  const paging = validQuery(operation, query, version);
  if (!paging.ok) return done(400);
  // The proxy refuses a search with fewer than 3 characters that are not spaces (it would cost a call for nothing).
  if (options.mode === 'proxy' && operation.query === 'search' && codePoints((query.get('query')?.[0] ?? '').replace(/\s/gu, '')) < SEARCH_QUERY_MIN)
    return done(400);
  // The proxy's /subscription tells only whether it is active and until when (checked by the proxy's tests).
  if (options.mode === 'proxy' && operation.name === 'subscription') return { api, statuses: statuses.add(200) };
  const account = key === undefined ? null : version === 'v2' ? options.accounts[key] : null;
  const found = id === undefined || exists(options.catalogue, operation.entity, id, version, account);
  statuses.add(found ? 200 : 404);
  return { api, statuses, operation: found ? operation : undefined, version, cursor: paging.cursor, limit: paging.limit };
}

function exists(catalogue: Catalogue, entity: Entity | undefined, id: number, version: Version, account: string | null): boolean {
  const visible = new Visibility(catalogue, { version, account, language: 'en', mediaBase: '' });
  switch (entity) {
    case 'type':
      return catalogue.typeById.has(id);
    case 'manufacturer':
      return visible.manufacturer(catalogue.manufacturerById.get(id));
    case 'model':
      return visible.model(catalogue.modelById.get(id));
    case 'generation':
      return visible.generation(catalogue.generationById.get(id));
    case 'engine':
      return visible.engine(catalogue.engineById.get(id));
    default:
      return true;
  }
}

/* ------------------------------------------------------------- the checks ----------- */

const shapes = { v1: schemas('v1'), v2: schemas('v2') };
const JSON_TYPE = /^application\/json(;|$)/;

/** Holds one answer to the properties; throws with the request and answer on a violation. */
export function checkResponse(request: FuzzRequest, response: RawResponse, expected: Expectation) {
  const where = () => `${describe(request)}\n  -> ${response.status} ${response.headers['content-type'] ?? '(no content-type)'} ${response.body.slice(0, 300)}`;
  if (response.status >= 500 || response.status < 100) throw new Error(`5xx (or no status): ${where()}`);
  if (expected.statuses && !expected.statuses.has(response.status)) {
    throw new Error(`status ${response.status}, expected one of ${[...expected.statuses].join(', ')}: ${where()}`);
  }
  if (!expected.api) return;
  if (response.status === 204) {
    if (response.body !== '') throw new Error(`204 with a body: ${where()}`);
    return;
  }
  if (!JSON_TYPE.test(response.headers['content-type'] ?? '')) throw new Error(`content-type is not application/json: ${where()}`);
  if (request.method === 'HEAD') {
    if (response.body !== '') throw new Error(`HEAD answer with a body: ${where()}`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`body is not JSON: ${where()}`);
  }
  if (response.status >= 400) {
    const error = expectShape(shapes.v2.error, body, `error body of ${where()}`);
    if (error.code !== response.status) throw new Error(`error code ${error.code} differs from the status: ${where()}`);
    return;
  }
  if (response.status === 200 && expected.version) {
    const language = String(response.headers['content-language']);
    if (!SUPPORTED[expected.version].includes(language)) throw new Error(`Content-Language ${language} is not a ${expected.version} language: ${where()}`);
  }
  if (response.status === 200 && expected.operation && expected.version) {
    const shape = shapes[expected.version][expected.operation.name];
    expectShape(shape, body, `200 body of ${where()}`);
    if (expected.operation.query !== 'none') {
      const { pagination, items, results } = body as { pagination: { cursor: number | null; limit: number }; items?: unknown[]; results?: unknown[] };
      expect(pagination.cursor, `pagination.cursor of ${where()}`).toBe(expected.cursor ?? null);
      expect(pagination.limit, `pagination.limit of ${where()}`).toBe(expected.limit ?? 50);
      expect((items ?? results ?? []).length, `page length of ${where()}`).toBeLessThanOrEqual(pagination.limit);
    }
  }
}

/* ------------------------------------------------------------- arbitraries ---------- */

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** UTF-8 bytes of a string; a lone surrogate becomes its 3-byte (WTF-8) form, which is not UTF-8. */
function wtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return bytes;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Characters sent raw in a "sloppy" encoding (printable ASCII that keeps the URL's structure). */
const SLOPPY = /[!$'()*,;:@"<>[\]{}|\\^`]/;

export type Encoding = 'percent' | 'form' | 'all' | 'lower' | 'sloppy' | 'raw-bytes';

/**
 * A text as a path segment or query value. `percent`: RFC 3986 (lone surrogates as their
 * invalid 3-byte form); `form`: spaces as `+`; `all`: every byte escaped; `lower`: lower-case
 * hex; `sloppy`: printable ASCII punctuation left raw; `raw-bytes`: bytes >= 0x80 sent raw
 * (what curl does with a Unicode URL), not HTTP.
 */
export function encode(text: string, encoding: Encoding, inQuery: boolean): string {
  let out = '';
  for (const char of text) {
    const bytes = wtf8(char);
    const code = char.codePointAt(0) as number;
    if (encoding === 'all') out += bytes.map(hex).join('');
    else if (UNRESERVED.test(char)) out += char;
    else if (inQuery && encoding === 'form' && char === ' ') out += '+';
    else if (encoding === 'sloppy' && SLOPPY.test(char)) out += char;
    else if (encoding === 'raw-bytes' && code >= 0x80 && (code < 0xd800 || code > 0xdfff)) out += String.fromCharCode(...bytes);
    else {
      const escaped = bytes.map(hex).join('');
      out += encoding === 'lower' ? escaped.toLowerCase() : escaped;
    }
  }
  return out;
}

export const encodingArb: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('percent' as const) },
  { weight: 2, arbitrary: fc.constant('form' as const) },
  { weight: 2, arbitrary: fc.constant('all' as const) },
  { weight: 1, arbitrary: fc.constant('lower' as const) },
  { weight: 2, arbitrary: fc.constant('sloppy' as const) },
  { weight: 1, arbitrary: fc.constant('raw-bytes' as const) },
);

/** Percent sequences that are not valid UTF-8 or not valid percent-encoding. */
export const MALFORMED = [
  '%',
  '%2',
  '%ZZ',
  '%G1',
  '%C0%AF',
  '%C0%80',
  '%FF',
  '%FE%FF',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%E0%A4%A',
  '%F4%90%80%80',
  '%80',
  '%%31',
  '%u0031',
  '1%',
  '%E2%82',
];
const malformedArb = fc.constantFrom(...MALFORMED);

const POWERS = [0, 1, 2, 9, 10, 99, 100, 101, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 1];
export const decimalArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...POWERS.map(String), '9007199254740993', '18446744073709551616', '99999999999999999999', `1${'0'.repeat(30)}`),
  fc.nat({ max: 200 }).map(String),
  fc.nat().map(String),
  fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
);

const UNICODE_DIGITS = ['١٢٣', '۱۲۳', '１２３', '१२३', '১২৩', '¹²³', '𝟏𝟐𝟑', '٠', '໑', '߁', 'Ⅻ', '①', '1\u200b', '\u202e321', '1\u0301'];

/** Path ids and numeric parameters: valid, zero, negative, huge, floats, leading zeros, hex, Unicode digits, long, empty. */
export function numericTextArb(existing: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: existing.map(String) },
    { weight: 6, arbitrary: decimalArb },
    { weight: 2, arbitrary: decimalArb.map((text) => `-${text}`) },
    { weight: 1, arbitrary: decimalArb.map((text) => `+${text}`) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.oneof(existing.map(String), decimalArb)).map(([zeros, text]) => '0'.repeat(zeros) + text),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '1.5',
        '1.0',
        '0.5',
        '.5',
        '5.',
        '1e3',
        '1E3',
        '1e+3',
        '1e-3',
        '-0',
        '+0',
        'Infinity',
        'NaN',
        '1_000',
        '1,000',
        '1 ',
        ' 1',
        '\t1',
        '1\n',
      ),
    },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.nat().map((value) => `0x${value.toString(16)}`) },
    { weight: 1, arbitrary: fc.constantFrom('0X1F', '0o17', '0b101', '0x', '1n', '١') },
    { weight: 2, arbitrary: fc.constantFrom(...UNICODE_DIGITS) },
    { weight: 1, arbitrary: fc.constantFrom('', '.', '..', 'abc', 'null', 'undefined', 'true', '[]', '{}', '__proto__') },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 17, max: 1200 })
        .chain((length) => fc.constantFrom('1'.repeat(length), '9'.repeat(length), 'x'.repeat(length), `0${'0'.repeat(length)}1`)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 495, max: 505 }).map((length) => '7'.repeat(length)) },
  );
}

/** A raw path segment or query value from a numeric text, in some encoding, or a malformed one. */
export function rawNumericArb(existing: fc.Arbitrary<number>, inQuery: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(numericTextArb(existing), encodingArb).map(([text, encoding]) => encode(text, encoding, inQuery)) },
    { weight: 1, arbitrary: fc.tuple(malformedArb, fc.oneof(existing.map(String), fc.constant(''))).map(([bad, text]) => `${text}${bad}`) },
  );
}

/* headers */

export interface HeaderChoice<C> {
  /** Raw values (several: the header is repeated); none: the header is absent. */
  values: string[];
  cls: C;
}

/** A text as the latin1 byte string node:http sends (its UTF-8 bytes). */
export const bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** Printable latin1 text a header value may hold (no CR, LF, NUL or other controls but tab). */
export const headerTextArb = (maxLength: number) =>
  fc.string({
    unit: fc
      .oneof({ weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) }, fc.constant(0x09), fc.integer({ min: 0x80, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

type Weighted<T> = { weight: number; arbitrary: fc.Arbitrary<T> };

interface Range {
  text: string;
  /** For Accept: matches application/json; for Accept-Language: supported in v1 and v2, only v1 (hu), not at all. */
  cls: 'match' | 'v1-only' | 'no-match' | 'lenient' | 'garbage';
  /** undefined: no weight; 'bad': an invalid weight. */
  q?: number | 'bad';
}

const qArb: fc.Arbitrary<{ text: string; q?: number | 'bad' }> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ text: '', q: undefined }) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(';q=', '; q=', ';Q=', ' ;q='),
        fc.oneof(
          fc.constantFrom('0', '0.0', '0.000', '1', '1.0', '1.000', '0.001', '0.5', '0.9'),
          fc.integer({ min: 0, max: 999 }).map((n) => `0.${String(n).padStart(3, '0')}`),
        ),
      )
      .map(([prefix, value]) => ({ text: `${prefix}${value}`, q: Number(value) })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(';q=abc', ';q=1.5', ';q=2', ';q=-1', ';q=0.0001', ';q=', ';q=.5', ';q=1.0001', ';q =0.5', ';level=1', ';q=0.5;q=0')
      .map((text) => ({ text, q: 'bad' as const })),
  },
);

function rangeArb(tags: Weighted<{ tag: string; cls: Range['cls'] }>[]): fc.Arbitrary<Range> {
  return fc.tuple(fc.oneof(...tags), qArb).map(([{ tag, cls }, { text, q }]) => ({ text: `${tag}${text}`, cls, q }));
}

const SEPARATORS = [',', ', ', ' , ', ',,', ',\t'];

/** A header value from ranges (and, for several values, the header repeated: Node joins them). */
function listArb(range: fc.Arbitrary<Range>, maxLength: number): fc.Arbitrary<{ values: string[]; ranges: Range[] }> {
  return fc
    .tuple(fc.array(range, { minLength: 1, maxLength }), fc.constantFrom(...SEPARATORS), fc.integer({ min: 1, max: 6 }))
    .map(([ranges, separator, split]) => {
      const texts = ranges.map((item) => item.text);
      const values = split === 1 && texts.length > 1 ? [texts.slice(0, 1).join(separator), texts.slice(1).join(separator)] : [texts.join(separator)];
      return { values, ranges };
    });
}

const caseVariants = (text: string) => fc.constantFrom(text, text.toUpperCase(), text[0]?.toUpperCase() + text.slice(1));

/* Accept */

const acceptRange = rangeArb([
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(
        'application/json',
        'APPLICATION/JSON',
        'Application/Json',
        'application/json; charset=utf-8',
        'application/json;charset=UTF-8',
        '*/*',
        'application/*',
      )
      .map((tag) => ({ tag, cls: 'match' as const })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        'text/html',
        'application/xml',
        'text/*',
        'image/png',
        'application/problem+json',
        'application/jsonx',
        'text/json',
        'application/json-seq',
        'text/plain; charset=utf-8',
        'multipart/mixed',
      )
      .map((tag) => ({ tag, cls: 'no-match' as const })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('', 'json', 'application', '*', '/', 'a/b/c', 'application/json/', '*/json'),
        headerTextArb(20).filter((text) => !/[,;]/.test(text)),
      )
      .map((tag) => ({ tag, cls: 'garbage' as const })),
  },
]);

/** Accept: absent, empty, or a list; classified by whether it admits application/json. */
export const acceptArb: fc.Arbitrary<HeaderChoice<AcceptClass>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<HeaderChoice<AcceptClass>>({ values: [], cls: 'json' }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ').map((value) => ({ values: [value], cls: 'json' as const })) },
  {
    weight: 4,
    arbitrary: listArb(acceptRange, 4).map(({ values, ranges }) => {
      let admits = false;
      let refuses = false;
      let unsure = false;
      for (const range of ranges) {
        if (range.cls === 'garbage' || range.q === 'bad') unsure = true;
        else if (range.cls === 'match') {
          if (range.q === 0) refuses = true;
          else admits = true;
        }
      }
      // A range refusing JSON beside one admitting it: RFC 9110 precedence by specificity; either reading.
      const cls: AcceptClass = admits && !refuses && !unsure ? 'json' : !admits && !unsure ? 'not-json' : 'unknown';
      return { values, cls };
    }),
  },
);

/* Accept-Language */

const V2_ONLY_CODES = V2_LANGUAGES as readonly string[];
const languageRange = rangeArb([
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        fc.constantFrom(...V2_ONLY_CODES).chain(caseVariants),
        fc.constantFrom('de-AT', 'de-CH', 'en-GB', 'en-US', 'EN-us', 'pt-BR', 'fr-CA', 'sv-SE', 'nb-NO', 'nn-NO', 'es-419', 'en-GB-oed', 'zs-Hans', '*'),
      )
      .map((tag) => ({ tag, cls: 'match' as const })),
  },
  { weight: 2, arbitrary: fc.constantFrom('hu', 'HU', 'hu-HU', 'Hu-hu').map((tag) => ({ tag, cls: 'v1-only' as const })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('xx', 'ja', 'pl', 'ko-KR', 'x-klingon', 'i-enochian', 'sgn-BE-FR', 'art-lojban', 'qaa', 'zz-ZZ', 'el', 'cs-CZ')
      .map((tag) => ({ tag, cls: 'no-match' as const })),
  },
  // Aliases a server may or may not honour (zh for zs, no for nb).
  { weight: 1, arbitrary: fc.constantFrom('zh', 'zh-CN', 'zh-Hans', 'zh-TW', 'no', 'no-NO').map((tag) => ({ tag, cls: 'lenient' as const })) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('', '123', 'en_US', 'de-', '-de', 'toolongtagname', 'e n', bytes('dé'), bytes('😀'), '"de"'),
        headerTextArb(12).filter((text) => !/[,;]/.test(text)),
      )
      .map((tag) => ({ tag, cls: 'garbage' as const })),
  },
]);

function languageClass(ranges: Range[], version: Version): 'ok' | 'none' | 'unknown' {
  let ok = false;
  let unsure = false;
  // A language refused with q=0 is not chosen even where another range names it (de;q=0, de-AT):
  // the oracle does not model which ranges map to the same code, so such a list may go either way.
  let refusal = false;
  ranges.forEach((range, index) => {
    if (range.cls === 'garbage' || range.cls === 'lenient' || range.q === 'bad') {
      unsure = true;
      // An odd q (duplicated, malformed) may be read as a refusal of that language.
      if (range.q === 'bad' && range.cls !== 'no-match') refusal = true;
      return;
    }
    if (range.q === 0) {
      if (range.cls !== 'no-match') refusal = true;
      return;
    }
    if (range.cls === 'match' || (range.cls === 'v1-only' && version === 'v1')) {
      // A server may read only so many ranges of a long list.
      if (index < 50) ok = true;
      else unsure = true;
    }
  });
  if (ok && refusal) return 'unknown';
  return ok ? 'ok' : unsure ? 'unknown' : 'none';
}

/** Accept-Language: absent, empty, a weighted list, long lists; classified per version. */
export const languageArb: fc.Arbitrary<HeaderChoice<LanguageClass>> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<HeaderChoice<LanguageClass>>({ values: [], cls: 'ok' }) },
  { weight: 1, arbitrary: fc.constantFrom('', '  ').map((value) => ({ values: [value], cls: 'ok' as const })) },
  { weight: 8, arbitrary: listArb(languageRange, 5).map(({ values, ranges }) => ({ values, cls: combineLanguage(ranges) })) },
  { weight: 1, arbitrary: listArb(languageRange, 120).map(({ values, ranges }) => ({ values, cls: combineLanguage(ranges) })) },
);

/** The class of a language list, for both versions at once. */
function combineLanguage(ranges: Range[]): LanguageClass {
  const v1 = languageClass(ranges, 'v1');
  const v2 = languageClass(ranges, 'v2');
  if (v1 === v2) return v1;
  if (v1 === 'ok' && v2 === 'none') return 'v1-only';
  return 'unknown';
}

/* Authorization */

export interface AuthChoice extends HeaderChoice<'key' | 'invalid'> {
  key?: KeyName;
  unknownToken?: string;
}

const KNOWN = new Set<string>(KEY_NAMES);
const tokenArb = fc.stringMatching(/^[A-Za-z0-9._~+/-]{1,40}=*$/).filter((token) => !KNOWN.has(token));

export const authArb: fc.Arbitrary<AuthChoice> = fc.oneof(
  {
    weight: 14,
    arbitrary: fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom<KeyName>('demo', 'demo-shared') }, fc.constantFrom<KeyName>('demo-inactive', 'demo-limited')),
        fc.oneof({ weight: 6, arbitrary: fc.constant('Bearer') }, fc.constantFrom('bearer', 'BEARER', 'bEaReR')),
        fc.oneof({ weight: 6, arbitrary: fc.constant(' ') }, fc.constantFrom('  ', '    ')),
        fc.oneof({ weight: 6, arbitrary: fc.constant('') }, fc.constantFrom(' ', '  ', '\t', ' \t')),
        fc.oneof({ weight: 6, arbitrary: fc.constant('') }, fc.constantFrom(' ', '\t')),
      )
      .map(([key, scheme, spaces, trailing, leading]) => ({ values: [`${leading}${scheme}${spaces}${key}${trailing}`], cls: 'key' as const, key })),
  },
  { weight: 2, arbitrary: fc.constant<AuthChoice>({ values: [], cls: 'invalid' }) },
  { weight: 2, arbitrary: tokenArb.map((token) => ({ values: [`Bearer ${token}`], cls: 'invalid' as const, unknownToken: token })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'demo',
        'Bearer DEMO',
        'Bearer Demo-Shared',
        'Bearer demo_shared',
        'Basic ZGVtbzo=',
        'Token demo',
        'Bearer: demo',
        'Bearerdemo',
        'Bear demo',
        'Bearer\tdemo',
        'Bearer demo demo',
        'Bearer demo,Bearer demo',
        'Bearer "demo"',
        'Bearer demo;',
        `Bearer demo${bytes('\u00e9')}`,
        `Bearer ${bytes('démo')}`,
        'Bearer =demo',
        'Digest username="demo"',
        'Bearer demo-limited-x',
      )
      .map((value) => ({ values: [value], cls: 'invalid' as const })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 16_000 }).map((length) => ({ values: [`Bearer ${'a'.repeat(length)}`], cls: 'invalid' as const })) },
  {
    weight: 1,
    arbitrary: headerTextArb(200)
      .filter((text) => !/^\s*bearer[ ]/i.test(text))
      .map((value) => ({ values: [value], cls: 'invalid' as const })),
  },
);

/** Headers with no bearing on the status. */
export const extraHeadersArb = (port: string): fc.Arbitrary<[string, string][]> =>
  fc.array(
    fc.oneof(
      fc.constantFrom<[string, string]>(
        ['Host', 'example.com'],
        ['Host', `127.0.0.1:${port}`],
        ['Host', '[::1]:8080'],
        ['Host', 'evil.example:99999'],
        ['Host', 'a b'],
        ['Host', ''],
        ['Host', `ex${bytes('ä')}mple`],
        ['Host', `${'h'.repeat(300)}.example`],
        ['X-Forwarded-For', 'not an ip, 10.0.0.1'],
        ['X-Forwarded-Host', 'evil.example'],
        ['X-Forwarded-Proto', 'gopher'],
        ['Forwarded', 'for=unknown;host=evil.example'],
        ['Cookie', 'session=x; other'],
        ['Origin', 'https://host.example'],
        ['Origin', 'null'],
        ['Referer', 'javascript:alert(1)'],
        ['User-Agent', ''],
        ['Content-Type', 'application/json'],
        ['If-None-Match', '*'],
        ['If-Modified-Since', 'yesterday'],
        ['Range', 'bytes=0-10'],
        ['Cache-Control', 'no-cache, max-age=-1'],
        ['Accept-Encoding', 'gzip, br, zstd'],
        ['Accept-Charset', 'utf-16'],
        ['TE', 'trailers'],
        ['Connection', 'close'],
        ['Connection', 'keep-alive, X-Foo'],
        ['X-HTTP-Method-Override', 'DELETE'],
        ['X-Requested-With', 'XMLHttpRequest'],
        ['Access-Control-Request-Headers', 'authorization'],
      ),
      fc.tuple(fc.stringMatching(/^X-[A-Za-z0-9-]{1,20}$/), headerTextArb(100)),
      fc.tuple(
        fc.constant('X-Long'),
        fc.integer({ min: 1000, max: 4000 }).map((length) => 'y'.repeat(length)),
      ),
    ),
    { maxLength: 3 },
  );

/** Assembles a request from header choices. */
export function withHeaders(
  method: string,
  target: string,
  choices: { accept: HeaderChoice<AcceptClass>; auth: AuthChoice; language: HeaderChoice<LanguageClass>; extra: [string, string][]; order?: number },
  body?: string,
): FuzzRequest {
  const headers: [string, string][] = [
    ...choices.accept.values.map((value): [string, string] => ['Accept', value]),
    ...choices.auth.values.map((value): [string, string] => ['Authorization', value]),
    ...choices.language.values.map((value): [string, string] => ['Accept-Language', value]),
  ];
  // Host at most once (HTTP/1.1 requires exactly one), other extras as generated.
  let host = false;
  for (const [name, value] of choices.extra) {
    if (name === 'Host') {
      if (host) continue;
      host = true;
    }
    headers.push([name, value]);
  }
  // Header order and name case do not matter.
  const rotate = (choices.order ?? 0) % Math.max(1, headers.length);
  const ordered = [...headers.slice(rotate), ...headers.slice(0, rotate)].map(([name, value], index): [string, string] => [
    (choices.order ?? 0) % 3 === 1 ? name.toLowerCase() : (choices.order ?? 0) % 3 === 2 && index % 2 === 0 ? name.toUpperCase() : name,
    value,
  ]);
  const request: FuzzRequest = {
    method,
    target,
    headers: ordered,
    body,
    key: choices.auth.key,
    unknownToken: choices.auth.unknownToken,
    accept: choices.accept.cls,
    language: choices.language.cls,
    preflight: headers.some(([name]) => name.toLowerCase() === 'origin') && headers.some(([name]) => name.toLowerCase() === 'access-control-request-method'),
  };
  // fast-check prints a counterexample with this (long targets and headers shortened).
  Object.defineProperty(request, fc.toStringMethod, { value: () => describe(request), enumerable: false });
  return request;
}

/** Supported language codes per version (for Content-Language checks). */
export const SUPPORTED: Record<Version, readonly string[]> = { v1: V1_LANGUAGES, v2: V2_LANGUAGES };

/* ------------------------------------------------------------- request generators --- */

/** Code points for search text: letters, punctuation, marks, bidi controls, emoji, specials; `dirty` adds controls and lone surrogates. */
function codePointArb(dirty: boolean): fc.Arbitrary<number> {
  const clean: Weighted<number>[] = [
    {
      weight: 10,
      arbitrary: fc.constantFrom(...[...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 '].map((char) => char.codePointAt(0) as number)),
    },
    { weight: 2, arbitrary: fc.integer({ min: 0x21, max: 0x7e }) },
    { weight: 2, arbitrary: fc.integer({ min: 0x300, max: 0x36f }) },
    { weight: 2, arbitrary: fc.constantFrom(0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x061c) },
    { weight: 2, arbitrary: fc.integer({ min: 0x1f300, max: 0x1faff }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0x200b, 0x200d, 0xfe0f, 0xfeff, 0xa0, 0x2028, 0x2029, 0x3000, 0xfffd, 0xfffe, 0xffff, 0x10ffff, 0xe000, 0x0130, 0x00df),
    },
    { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0x9f }) },
    { weight: 2, arbitrary: fc.integer({ min: 0xa0, max: 0xffff }).filter((code) => code < 0xd800 || code > 0xdfff) },
    { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }) },
  ];
  if (!dirty) return fc.oneof(...clean);
  return fc.oneof(
    ...clean,
    { weight: 2, arbitrary: fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f)) },
    { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
  );
}

const textOfLength = (length: number, dirty: boolean) =>
  fc.array(codePointArb(dirty), { minLength: length, maxLength: length }).map((codes) => String.fromCodePoint(...codes));

/** Lengths around the contract's bounds (3 and 2048 code points) and in between. */
const lengthArb = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 2045, max: 2051 }), fc.integer({ min: 6, max: 40 }));

/** Search text: known words, clean and dirty Unicode of bound lengths, fast-check's strings, whitespace only. */
export const searchTextArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'TDI',
      'golf',
      'audi a4',
      '1.8T',
      'bmw 320d',
      'Golf  TDI',
      'ŠKODA',
      'škoda octavia',
      'a4 b5',
      'ＴＤＩ',
      'İstanbul',
      'straße',
      'tdi\u200f',
      '\u202egolf',
    ),
  },
  { weight: 3, arbitrary: lengthArb.chain((length) => textOfLength(length, false)) },
  { weight: 2, arbitrary: lengthArb.chain((length) => textOfLength(length, true)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-composite', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(' ', '\u00a0', '\u3000', '\u2003', '\u200b'), maxLength: 8 }) },
);

type Part = [name: string, value: string | null];

const nameArb = (name: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(name) },
    fc.constantFrom(name.toUpperCase(), `${name}[]`, `${name}[0]`, `${name}%5B%5D`, encode(name, 'all', true), `${name}+`, `${name}.`),
  );

/** Query parts for cursor and limit (valid, out of range, malformed, repeated, array syntax, empty). */
function pagingPartsArb(cursors: fc.Arbitrary<number>): fc.Arbitrary<Part[]> {
  const cursor = fc.tuple(nameArb('cursor'), fc.option(rawNumericArb(cursors, true), { nil: null, freq: 12 }));
  const limit = fc.tuple(nameArb('limit'), fc.option(rawNumericArb(fc.integer({ min: 0, max: 120 }), true), { nil: null, freq: 12 }));
  const unknown = fc.tuple(
    fc.stringMatching(/^[a-z_]{1,8}$/),
    fc.string({ maxLength: 10 }).map((text) => encode(text, 'percent', true)),
  );
  return fc.array(fc.oneof({ weight: 4, arbitrary: cursor }, { weight: 4, arbitrary: limit }, { weight: 1, arbitrary: unknown }), { maxLength: 4 });
}

function queryString(parts: Part[], style: number): string {
  const text = parts.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&');
  return style === 1 ? `&${text}` : style === 2 ? `${text}&` : text;
}

export interface Pools {
  /** Existing ids per entity (some hidden or private: 404 for some keys and versions). */
  ids: Record<Entity, fc.Arbitrary<number>>;
}

export function pools(catalogue: Catalogue): Pools {
  const pick = <T extends { id: number; origin?: string; hidden?: boolean; hiddenFor?: string[] }>(records: readonly T[]) => {
    const special = records.filter((record) => record.origin === 'private' || record.hidden || (record.hiddenFor?.length ?? 0) > 0).map((record) => record.id);
    const any = fc.integer({ min: 0, max: records.length - 1 }).map((index) => (records[index] as T).id);
    return special.length === 0 ? any : fc.oneof({ weight: 4, arbitrary: any }, { weight: 1, arbitrary: fc.constantFrom(...special) });
  };
  return {
    ids: {
      type: pick(catalogue.types),
      manufacturer: pick(catalogue.manufacturers),
      model: pick(catalogue.models),
      generation: pick(catalogue.generations),
      engine: pick(catalogue.engines),
    },
  };
}

const ENTITIES: Entity[] = ['type', 'manufacturer', 'model', 'generation', 'engine'];

/** A path id for an operation: mostly from its own entity, sometimes another's. */
const idFor = (pool: Pools, entity: Entity) =>
  fc.oneof({ weight: 6, arbitrary: pool.ids[entity] }, { weight: 1, arbitrary: fc.constantFrom(...ENTITIES).chain((other) => pool.ids[other]) });

const VERSION_SEGMENTS = ['v3', 'v0', 'V2', 'v2.0', 'v', '', 'v12', '%76%32', 'v2%20', 'v1;x', '..', '.'];

type Decoration = 'none' | 'encoded-static' | 'trailing-slash' | 'double-slash' | 'dot' | 'dotdot' | 'extra' | 'upper';
const decorationArb: fc.Arbitrary<Decoration> = fc.oneof(
  { weight: 16, arbitrary: fc.constant('none' as const) },
  fc.constantFrom<Decoration>('encoded-static', 'trailing-slash', 'double-slash', 'dot', 'dotdot', 'extra', 'upper'),
);

/** /api/<version>/<operation> with a generated id and query string, in the contract's shape or near it. */
export function apiTargetArb(pool: Pools, options: { search?: boolean } = {}): fc.Arbitrary<string> {
  const operations = options.search ? OPERATIONS.filter((operation) => operation.query === 'search') : OPERATIONS;
  // Arbitraries are built once per operation (building them per value, in a chain, is slow).
  const enginePaging = pagingPartsArb(pool.ids.engine);
  const parts: Record<Operation['query'], fc.Arbitrary<Part[]>> = {
    none: fc.oneof({ weight: 4, arbitrary: fc.constant<Part[]>([]) }, { weight: 1, arbitrary: enginePaging }),
    paging: pagingPartsArb(idFor(pool, 'manufacturer')),
    search: fc
      .tuple(
        fc.oneof({ weight: 12, arbitrary: fc.constant('query') }, nameArb('query')),
        fc.option(
          fc.tuple(searchTextArb, encodingArb).map(([text, encoding]) => encode(text, encoding, true)),
          { nil: null, freq: 20 },
        ),
        fc.oneof(fc.constant<Part[]>([]), enginePaging),
        fc.boolean(),
      )
      .map(([name, value, paging, first]): Part[] => (first ? [[name, value], ...paging] : [...paging, [name, value]])),
  };
  const ids = Object.fromEntries(ENTITIES.map((entity) => [entity, rawNumericArb(idFor(pool, entity), false)])) as Record<Entity, fc.Arbitrary<string>>;
  const shared = {
    version: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('v1', 'v2') }, { weight: 1, arbitrary: fc.constantFrom(...VERSION_SEGMENTS) }),
    decoration: options.search ? fc.constant<Decoration>('none') : decorationArb,
    position: fc.nat(),
    extra: fc.string({ maxLength: 6 }).map((text) => encode(text, 'percent', false)),
    style: fc.nat({ max: 6 }),
  };
  return fc.oneof(
    ...operations.map((operation) =>
      fc
        .record({ ...shared, id: operation.entity ? ids[operation.entity] : fc.constant(''), parts: parts[operation.query] })
        .map(({ version, decoration, position, extra, style, id, parts: query }) => {
          const segments = [version, ...operation.segments.map((segment) => segment ?? id)];
          switch (decoration) {
            case 'encoded-static':
              segments[1] = encode(segments[1] as string, 'all', false);
              break;
            case 'trailing-slash':
              segments.push('');
              break;
            case 'double-slash':
              segments.splice(1 + (position % segments.length), 0, '');
              break;
            case 'dot':
              segments.splice(1 + (position % segments.length), 0, '.');
              break;
            case 'dotdot':
              segments.splice(1 + (position % segments.length), 0, '..');
              break;
            case 'extra':
              segments.push(extra);
              break;
            case 'upper':
              segments[1] = (segments[1] as string).toUpperCase();
              break;
          }
          const text = queryString(query, style % 3);
          return `/api/${segments.join('/')}${text !== '' || style === 6 ? `?${text}` : ''}`;
        }),
    ),
  );
}

const RANDOM_PREFIXES = [
  '',
  '/',
  '/api',
  '/api/',
  '/api/v1',
  '/api/v2/',
  '/api/v3',
  '/API/v2',
  '//api',
  '/api//v2',
  '/media',
  '/media/logos',
  '/media/photos',
  '/config.json',
  '/assets',
  '/index.html',
  '/.env',
  '/../../etc/passwd',
  '/%2e%2e/',
  '/api/v2/engines',
  '/api/v1/search',
  '*',
  'http://example.com',
  'http://example.com/api/v2',
  'HTTPS://Example.com:8443/api/v1/',
];

/** Anything at all as a request target: prefixes inside and outside /api, random segments, dot segments, queries. */
export const randomTargetArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...RANDOM_PREFIXES),
    fc.array(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.tuple(fc.string({ unit: 'grapheme', maxLength: 12 }), encodingArb).map(([text, encoding]) => encode(text, encoding, false)),
        },
        { weight: 1, arbitrary: fc.constantFrom('', '.', '..', '%2e', '%2E%2E', '%2F', '%5C', '\\', '~', '%00', '%20', ';', 'types', 'v2', 'engines', '1') },
        { weight: 1, arbitrary: malformedArb },
        { weight: 1, arbitrary: fc.stringMatching(/^[\x21-\x7e]{1,12}$/).map((text) => text.replace(/[?#]/g, '')) },
      ),
      { maxLength: 5 },
    ),
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      fc.string({ maxLength: 20 }).map((text) => encode(text, 'sloppy', true)),
      fc.stringMatching(/^[\x21-\x7e]{0,20}$/).map((text) => text.replace(/#/g, '')),
      malformedArb,
    ),
    fc.oneof({ weight: 12, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('#', '#x', '#/../x') }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([prefix, segments, query, fragment, long]) => {
    const path = segments.length === 0 ? prefix : `${prefix}/${segments.join('/')}`;
    const padded = long === 3 ? `${path}/${'z'.repeat(600)}` : path;
    return `${padded === '' ? '/' : padded}${query === undefined ? '' : `?${query}`}${fragment}`;
  });

const validAcceptArb = fc.oneof({ weight: 6, arbitrary: fc.constant<HeaderChoice<AcceptClass>>({ values: [], cls: 'json' }) }, acceptArb);
const validLanguageArb = fc.oneof({ weight: 3, arbitrary: fc.constant<HeaderChoice<LanguageClass>>({ values: [], cls: 'ok' }) }, languageArb);
const validAuthArb = fc.oneof({ weight: 6, arbitrary: authArb.filter((choice) => choice.key !== undefined) }, authArb);

/** Header choices: `mostly-valid` reaches the operations; `any` is the full header fuzz. */
export function headerChoicesArb(port: string, profile: 'mostly-valid' | 'any') {
  return fc.record({
    accept: profile === 'any' ? acceptArb : validAcceptArb,
    auth: profile === 'any' ? authArb : validAuthArb,
    language: profile === 'any' ? languageArb : validLanguageArb,
    extra: profile === 'any' ? extraHeadersArb(port) : fc.option(extraHeadersArb(port), { nil: [] as [string, string][], freq: 3 }),
    order: fc.nat({ max: 11 }),
  });
}

const BODIES: [contentType: string | undefined, body: string][] = [
  ['application/json', '{"name":"x"}'],
  ['application/json', '{bad'],
  ['application/json', ''],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=b&c=%FF'],
  ['multipart/form-data; boundary=x', '--x--'],
  ['application/xml', '<a/>'],
  [undefined, 'raw body'],
  ['application/json', bytes('{"q":"😀"}')],
  ['', 'x'],
];

/** Methods other than GET (and some GET/HEAD), with and without a body and content type, preflight or not. */
export function methodRequestArb(pool: Pools, port: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom(
        'POST',
        'PUT',
        'DELETE',
        'PATCH',
        'OPTIONS',
        'OPTIONS',
        'HEAD',
        'GET',
        'PROPFIND',
        'TRACE',
        'PURGE',
        'REPORT',
        'LOCK',
        'SEARCH',
        'FOO',
        'BREW',
      ),
      target: fc.oneof({ weight: 4, arbitrary: apiTargetArb(pool) }, { weight: 1, arbitrary: randomTargetArb }),
      headers: headerChoicesArb(port, 'mostly-valid'),
      body: fc.option(fc.constantFrom(...BODIES), { nil: undefined, freq: 2 }),
      preflight: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.constantFrom('https://host.example', 'null', 'http://localhost:5173'), fc.constantFrom('GET', 'POST', 'DELETE', 'get', 'X')),
        },
      ),
    })
    .map(({ method, target, headers, body, preflight }) => {
      const extra: [string, string][] = [...headers.extra.filter(([name]) => name !== 'Origin' && name !== 'Content-Type')];
      if (preflight) extra.push(['Origin', preflight[0]], ['Access-Control-Request-Method', preflight[1]]);
      const withBody = body !== undefined && !['HEAD', 'TRACE', 'PROPFIND', 'PURGE', 'REPORT', 'LOCK', 'SEARCH'].includes(method);
      if (withBody && body[0] !== undefined) extra.push(['Content-Type', body[0]]);
      return withHeaders(method, target, { ...headers, extra }, withBody ? body[1] : undefined);
    });
}

/* ------------------------------------------------------------- running -------------- */

export interface FuzzOptions {
  seed: number;
  numRuns: number;
  /** Requests in flight at once: independent property runs, each with seed + lane. */
  lanes?: number;
}

/**
 * Runs `property` on `numRuns` values of `arbitrary`, `lanes` fast-check runs in parallel (seeds
 * seed, seed + 1, ...), so that that many requests are in flight. A failing lane shrinks its
 * counterexample and reports its seed and path; the others are awaited first.
 */
export async function fuzz<T>(arbitrary: fc.Arbitrary<T>, property: (value: T) => Promise<void>, options: FuzzOptions) {
  const lanes = options.lanes ?? 16;
  const results = await Promise.allSettled(
    Array.from({ length: lanes }, (_, lane) => {
      const numRuns = Math.floor(options.numRuns / lanes) + (lane < options.numRuns % lanes ? 1 : 0);
      return fc.assert(fc.asyncProperty(arbitrary, property), { seed: options.seed + lane, numRuns, includeErrorInReport: true }).catch((error: unknown) => {
        throw new Error(
          `fuzz lane ${lane} failed (FUZZ_SEED=${options.seed} replays every lane; this lane's seed is ${options.seed + lane})\n${(error as Error).message}`,
        );
      });
    }),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

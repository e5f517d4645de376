import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { decodeHTML } from 'entities';
import type { FastifyBaseLogger } from 'fastify';
import LinkHeader from 'http-link-header';
import * as z from 'zod/mini';
import { CONTROL_CHARACTERS, MAX_ARRAY_LENGTH, MAX_STRING_LENGTH, RATE_LIMIT_MESSAGE, type Language } from '../../contract/constants';
import {
  engineDetailSchema,
  engineSchema,
  errorBodySchema,
  generationDetailSchema,
  generationSchema,
  manufacturerDetailSchema,
  manufacturersPageSchema,
  modelDetailSchema,
  modelSchema,
  searchPageSchema,
  subscriptionSchema,
  typesSchema,
} from '../../contract/schemas';
import type { OperationName } from '../../contract/operations';
import { parseRetryAfter } from '../../contract/retry-after';

/**
 * One call to the upstream, with its answer treated as hostile input:
 *
 * - the body is read as a stream (node:http), decompressed here and counted after
 *   decompression, and reading stops at `maxBytes`: a 150 MB answer or a gzip bomb costs about
 *   the cap, never the whole body;
 * - 2xx bodies must pass the browser's own contract schemas (contract/schemas.ts) before anything
 *   is cached; an answer that breaks the contract is a 502. What is cached and sent is what the
 *   schemas accepted, re-serialised in the upstream's field order: unknown fields dropped, image
 *   URLs that are not http(s) (javascript:, data:) null, as the browser reads them;
 * - only allowlisted headers pass (Content-Language, Deprecation, Sunset, Link), each checked;
 *   Link only as https links with a relation of API versioning (the contract's v1 sends
 *   rel="deprecation"), re-serialised; rate-limit counters never pass; Retry-After is read,
 *   clamped to an hour, and used by the caller;
 * - the key is looked for in every form an upstream could plausibly echo (KeyScrubber: any
 *   letter case, percent-encoded, HTML character references, hex, base64 and base64url at every
 *   alignment, so also inside an encoded `Bearer <key>`), nested anywhere in the body and in
 *   headers. In display text it is masked; where masking would change what a field means (a URL,
 *   a slug, a code, a header, an encoded copy) the answer is refused with a 502 and logged once,
 *   without the key;
 * - upstream 5xx details go to the log; visitors get a generic message.
 */

/** The operations' 2xx schemas, one for each operation of the contract's table. */
const list = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(MAX_ARRAY_LENGTH));
export const OPERATION_SCHEMAS: Record<OperationName, z.ZodMiniType> = {
  subscription: subscriptionSchema,
  types: typesSchema,
  manufacturers: manufacturersPageSchema,
  manufacturer: manufacturerDetailSchema,
  modelsByManufacturer: list(modelSchema),
  model: modelDetailSchema,
  generationsByModel: list(generationSchema),
  generation: generationDetailSchema,
  enginesByGeneration: list(engineSchema),
  engine: engineDetailSchema,
  search: searchPageSchema,
};

/**
 * What the upstream said, ready for the cache and the visitor:
 * - `ok`: a 200 that passed every check, or a 404 (both cacheable);
 * - `client`: another 4xx, passed on with a cleaned message (not cached);
 * - `rate-limited`: the key's allowance is spent upstream (429, or v1's 401 with the rate-limit message);
 * - `unavailable`: the upstream is out of service (a 5xx, a time-out, unreachable, the connection
 *   cut): a 503, with Retry-After when the upstream sent one; stale copies are served instead
 *   where there are any;
 * - `failed`: the upstream answered something unusable (too big, not JSON, a broken contract, the
 *   key in it): a 502; stale copies are served instead where there are any.
 */
export interface UpstreamAnswer {
  outcome: 'ok' | 'client' | 'rate-limited' | 'unavailable' | 'failed';
  status: number;
  /** What the upstream itself did, for /metrics: its HTTP status, or `timeout`, or `error` (no answer). */
  upstream?: number | 'timeout' | 'error';
  /** JSON text to send. */
  body: string;
  headers: Record<string, string>;
  /** Seconds, clamped to an hour, when the upstream sent Retry-After. */
  retryAfter?: number;
  /** The parsed 2xx body (only for `ok` 200s), for callers that read it (the subscription). */
  data?: unknown;
}

export interface UpstreamOptions {
  upstream: string;
  apiKey: string;
  timeoutMs: number;
  maxBytes: number;
  log: FastifyBaseLogger;
}

/** 502: an upstream answer that fails the contract's schemas. */
export const CONTRACT_BROKEN = 'The catalogue service sent data that breaks the API contract';

export const problemBody = (status: number, message: string) => JSON.stringify({ code: status, message });

const problem = (outcome: UpstreamAnswer['outcome'], status: number, message: string, retryAfter?: number): UpstreamAnswer => ({
  outcome,
  status,
  body: problemBody(status, message),
  headers: {},
  retryAfter,
});

class TooLarge extends Error {}
class TimedOut extends Error {}
class NotText extends Error {}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

const header = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/**
 * One GET with node:http(s), its body decompressed here (gzip, deflate, br) and counted after
 * decompression, chunk by chunk: past `maxBytes` the socket is destroyed at once. The runtime's
 * fetch was measured to hold about 3× the cap at its peak (web streams copy and buffer); this
 * holds about 2× (the kept chunks and the socket buffers they were cut from).
 */
function getCapped(url: string, headers: Record<string, string>, agents: Agents, timeoutMs: number, maxBytes: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(target, {
      method: 'GET',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      agent: secure ? agents.https : agents.http,
    });
    const timer = setTimeout(() => request.destroy(new TimedOut()), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const encoding = header(response.headers, 'content-encoding')?.trim().toLowerCase();
      const declared = Number(header(response.headers, 'content-length'));
      // A declared length is of the encoded body: past the cap already, nothing is read.
      if (Number.isFinite(declared) && declared > maxBytes) return fail(new TooLarge());
      const decoder =
        encoding === 'gzip' || encoding === 'x-gzip'
          ? createGunzip()
          : encoding === 'deflate'
            ? createInflate()
            : encoding === 'br'
              ? createBrotliDecompress()
              : undefined;
      const body = decoder ? response.pipe(decoder) : response;
      const chunks: Buffer[] = [];
      let total = 0;
      body.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) {
          decoder?.destroy();
          return fail(new TooLarge());
        }
        chunks.push(chunk);
      });
      body.on('error', (error) => fail(error));
      response.on('aborted', () => fail(new Error('upstream closed the connection')));
      body.on('end', () => {
        clearTimeout(timer);
        try {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, total)),
          });
        } catch {
          reject(new NotText());
        }
      });
    });
    request.end();
  });
}

interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
}

/** Seconds from a Retry-After value (the contract's parser and bound), at least 1 as the proxy relays it. */
export function clampRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const seconds = parseRetryAfter(value, now);
  return seconds === undefined ? undefined : Math.max(1, seconds);
}

/* ------------------------------------------------------------------- the key, in every form */

/** Percent-decoding that never throws: each valid %XX sequence decoded, the rest kept. */
function percentDecoded(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** HTML character references (decimal, hex, named) decoded; the text itself when it has none. */
const htmlDecoded = (text: string) => (text.includes('&') ? decodeHTML(text) : text);

/** Encoded forms shorter than this would match ordinary text; a real key's are 20 characters or more. */
const MIN_ENCODED_LENGTH = 6;

/**
 * The characters of base64 (and base64url) that encode `bytes` alone when they start `offset`
 * bytes into a longer text (0, 1 or 2: the three alignments). Whatever comes before and after
 * them, these characters are in its base64: so an encoded `Bearer <key>`, or the key anywhere in
 * an encoded JSON or query string, is found too.
 */
function base64Cores(bytes: Buffer): string[] {
  return [0, 1, 2].flatMap((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Characters of 6 bits each: the first that holds no bit of the bytes before, the last that holds no bit after.
    const core = encoded.slice(Math.ceil((offset * 8) / 6), Math.floor(((offset + bytes.length) * 8) / 6));
    return [core, core.replace(/\+/g, '-').replace(/\//g, '_')];
  });
}

/**
 * Finds and masks one key in text, whatever its letter case or encoding: raw in any case,
 * percent-encoded (twice at most), HTML character references (decimal `&#115;`, hex `&#x73;`,
 * named), hex in either case, base64 and base64url at all three alignments; also combined
 * (percent-encoded base64, HTML-escaped percent-encoding).
 */
export class KeyScrubber {
  /** The key's forms in lower case (raw, hex, base64 cores): text is compared in lower case too. */
  private readonly forms: string[];
  private readonly pattern: RegExp;

  constructor(key: string) {
    const bytes = Buffer.from(key, 'utf8');
    const encoded = [bytes.toString('hex'), ...base64Cores(bytes)].filter((form) => form.length >= MIN_ENCODED_LENGTH);
    this.forms = [...new Set([key, ...encoded].map((form) => form.toLowerCase()))];
    this.pattern = new RegExp(escapeRegExp(key), 'gi');
  }

  /** Whether the key is in the text, in any of the forms above. */
  contains(text: string): boolean {
    const once = percentDecoded(text);
    const twice = percentDecoded(once);
    const html = htmlDecoded(text);
    const candidates = new Set([text, once, twice, html, percentDecoded(html), htmlDecoded(once)]);
    for (const candidate of candidates) {
      const lower = candidate.toLowerCase();
      if (this.forms.some((form) => lower.includes(form))) return true;
    }
    return false;
  }

  /** The text with the key masked where it appears literally (any case); undefined if it stays findable. */
  mask(text: string): string | undefined {
    const masked = text.replace(this.pattern, '••••');
    return this.contains(masked) ? undefined : masked;
  }
}

/** Fields whose value is an identifier or an address: masking part of one would point somewhere else. */
const IDENTIFIER_FIELDS = /^(id|slug|logo|logo_dark|photo|url|href|link|uri|src|engine_code|code|cursor|next_cursor)$/i;
const LOOKS_LIKE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Walks a parsed body and masks the key in display text. Returns the paths it could not mask
 * (object keys, identifiers, URLs); empty when the body is clean or was cleaned.
 */
interface Scrub {
  refused: string[];
  masked: number;
}

function scrubValue(value: unknown, scrubber: KeyScrubber, path: string, scrub: Scrub): unknown {
  if (typeof value === 'string') {
    if (!scrubber.contains(value)) return value;
    const field = (path.split('.').pop() ?? '').replace(/\[\d+\]$/, '');
    const masked = IDENTIFIER_FIELDS.test(field) || LOOKS_LIKE_URL.test(value) ? undefined : scrubber.mask(value);
    if (masked === undefined) scrub.refused.push(path || '(body)');
    else scrub.masked += 1;
    return masked ?? value;
  }
  if (Array.isArray(value)) return value.map((item, index) => scrubValue(item, scrubber, `${path}[${index}]`, scrub));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      if (scrubber.contains(name)) scrub.refused.push(`${path}.<field name>`);
      out[name] = scrubValue(item, scrubber, path ? `${path}.${name}` : name, scrub);
    }
    return out;
  }
  return value;
}

/* ------------------------------------------------------------------------------ headers */

/**
 * Link relations that pass: API versioning, which clients read and browsers act on none of
 * (never preload, modulepreload, stylesheet, prefetch and the like). The contract's v1 sends
 * `<migration guide>; rel="deprecation"`.
 */
const LINK_RELATIONS = new Set(['deprecation', 'sunset', 'successor-version', 'latest-version']);
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/**
 * An upstream Link header re-serialised with only its https links of an allowed relation (and
 * their media type), or undefined when none is left: `javascript:`, plain http, relative or
 * credentialed URLs, other relations and anything unparseable are dropped.
 */
export function safeLinkHeader(value: string): string | undefined {
  if (value.length > MAX_STRING_LENGTH || CONTROL_CHARACTERS.test(value)) return undefined;
  let refs: LinkHeader.Reference[];
  try {
    refs = LinkHeader.parse(value).refs;
  } catch {
    return undefined;
  }
  const kept = new Set<string>();
  for (const ref of refs) {
    const rel = String(ref.rel ?? '').toLowerCase();
    if (!LINK_RELATIONS.has(rel)) continue;
    let url: URL;
    try {
      url = new URL(ref.uri);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') continue;
    const type = typeof ref.type === 'string' && MEDIA_TYPE.test(ref.type) ? `; type="${ref.type}"` : '';
    kept.add(`<${url.href}>; rel="${rel}"${type}`);
  }
  return kept.size > 0 ? [...kept].join(', ') : undefined;
}

/** Each passed header as it is sent (checked, or re-serialised), or undefined to drop it. */
const HEADER_RULES: Record<string, (value: string) => string | undefined> = {
  'content-language': (value) => (/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(value) ? value : undefined),
  deprecation: (value) => (/^@\d{1,12}$/.test(value) ? value : undefined),
  sunset: (value) => (value.length <= 64 && !Number.isNaN(Date.parse(value)) ? value : undefined),
  link: safeLinkHeader,
};

/* -------------------------------------------------------------------- re-serialisation */

/**
 * What the schema accepted (`parsed`), in the upstream's field order (`original`): fields the
 * schema added (defaults) come after the upstream's own; fields it dropped stay dropped.
 */
export function inUpstreamOrder(parsed: unknown, original: unknown): unknown {
  if (Array.isArray(parsed)) return parsed.map((item, index) => inUpstreamOrder(item, Array.isArray(original) ? original[index] : undefined));
  if (parsed === null || typeof parsed !== 'object') return parsed;
  const accepted = parsed as Record<string, unknown>;
  const source = original !== null && typeof original === 'object' && !Array.isArray(original) ? (original as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(source)) if (Object.hasOwn(accepted, name)) out[name] = inUpstreamOrder(accepted[name], source[name]);
  for (const name of Object.keys(accepted)) if (!Object.hasOwn(out, name)) out[name] = inUpstreamOrder(accepted[name], undefined);
  return out;
}

/* ---------------------------------------------------------------------------------- call */

export function createUpstream(options: UpstreamOptions) {
  const { upstream, apiKey, timeoutMs, maxBytes, log } = options;
  const scrubber = new KeyScrubber(apiKey);
  // Connections to the upstream are kept open between calls (a miss costs the upstream's time, not a handshake).
  const agents: Agents = { http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }) };
  /** Targets whose answers carried the key: logged once each, so a hostile upstream cannot flood the log. */
  const reported = new Set<string>();

  /** An upstream message fit to show: no key in any form, no control characters, bounded. */
  const cleanMessage = (message: string) => {
    const text = message.replace(new RegExp(CONTROL_CHARACTERS, 'g'), ' ').trim().slice(0, MAX_STRING_LENGTH);
    return scrubber.mask(text) ?? '';
  };

  return async function callUpstream(target: string, operation: OperationName, language: Language): Promise<UpstreamAnswer> {
    const failed = (outcome: 'unavailable' | 'failed', visitorMessage: string, detail: Record<string, unknown>, retryAfter?: number): UpstreamAnswer => {
      log.warn({ target, ...detail }, `upstream: ${visitorMessage}`);
      return problem(outcome, outcome === 'unavailable' ? 503 : 502, visitorMessage, retryAfter);
    };
    let response: RawAnswer;
    try {
      response = await getCapped(
        `${upstream}${target}`,
        { authorization: `Bearer ${apiKey}`, accept: 'application/json', 'accept-language': language },
        agents,
        timeoutMs,
        maxBytes,
      );
    } catch (error) {
      if (error instanceof TooLarge) return failed('failed', 'The catalogue service sent an answer larger than this server accepts', { maxBytes });
      if (error instanceof TimedOut)
        return { ...failed('unavailable', `The catalogue service did not answer within ${timeoutMs} ms`, {}), upstream: 'timeout' };
      if (error instanceof NotText) return failed('failed', 'The catalogue service sent an answer that is not JSON', { cause: 'not UTF-8' });
      // The cause names the address and the error, never the request's headers (the key).
      return { ...failed('unavailable', 'The catalogue service cannot be reached', { cause: String(error) }), upstream: 'error' };
    }
    const { status, text } = response;
    const answered = (answer: UpstreamAnswer): UpstreamAnswer => ({ ...answer, upstream: status });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const retryAfter = clampRetryAfter(header(response.headers, 'retry-after'));
    const errorBody = errorBodySchema.safeParse(body);
    const upstreamMessage = errorBody.success ? cleanMessage(errorBody.data.message) : '';

    if (status === 429 || (status === 401 && errorBody.success && errorBody.data.message.trim() === RATE_LIMIT_MESSAGE)) {
      log.warn({ target, status, retryAfter }, 'upstream: the API key has reached its limit');
      return answered(problem('rate-limited', status, RATE_LIMIT_MESSAGE, retryAfter));
    }
    if (status >= 500 && status < 600) {
      // An error page is logged for the operator, the key masked out of it (or the page left out).
      const page = text.slice(0, 200).replace(/[^\x20-\x7e]/g, ' ');
      const message = upstreamMessage || (scrubber.mask(page) ?? '(not logged: it carries the API key)');
      return answered(failed('unavailable', 'The catalogue service is not available right now', { status, message }, retryAfter));
    }
    if (status === 404) return answered(problem('ok', 404, upstreamMessage || 'Not found'));
    if (status >= 400 && status < 500) return answered(problem('client', status, upstreamMessage || `The catalogue service answered ${status}`));
    if (status !== 200) return answered(failed('failed', `The catalogue service sent an unexpected answer (${status})`, { status }));
    if (body === undefined) return answered(failed('failed', 'The catalogue service sent an answer that is not JSON', {}));

    const parsed = OPERATION_SCHEMAS[operation].safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
      return answered(failed('failed', CONTRACT_BROKEN, { issues }));
    }

    // What the schema accepted is what is sent, never the upstream's text: a javascript: logo is
    // null here as in the browser, and fields the contract does not know are not passed on.
    const accepted = inUpstreamOrder(parsed.data, body);
    let sent = JSON.stringify(accepted);
    // Cheap first: most answers never contain anything like the key (nor an escape that could hide it).
    const scrub: Scrub = { refused: [], masked: 0 };
    if (scrubber.contains(sent) || sent.includes('\\')) {
      const scrubbed = scrubValue(accepted, scrubber, '', scrub);
      if (scrub.masked > 0) sent = JSON.stringify(scrubbed);
    }
    const { refused } = scrub;
    const headers: Record<string, string> = {};
    for (const [name, rule] of Object.entries(HEADER_RULES)) {
      const value = header(response.headers, name);
      if (value === null) continue;
      if (scrubber.contains(value)) refused.push(`header ${name}`);
      else {
        const passed = rule(value);
        if (passed !== undefined) headers[name] = passed;
      }
    }
    if (refused.length > 0) {
      if (!reported.has(target) && reported.size < 10_000) {
        reported.add(target);
        log.error({ target, fields: refused.slice(0, 10) }, 'upstream: an answer carried the API key where it cannot be masked; refused');
      }
      return answered(problem('failed', 502, 'The catalogue service sent an answer this server will not pass on'));
    }
    return { outcome: 'ok', status: 200, upstream: status, body: sent, headers, data: parsed.data };
  };
}

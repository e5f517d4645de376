import { createHash } from 'node:crypto';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, V1_LANGUAGES } from '../../contract/constants';
import { englishVariantOf, negotiateLanguage } from '../../contract/language';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { LANGUAGE_COOKIE, THEME_COOKIE } from '../../contract/ssr';
import type { ServerConfig } from '../config';
import { STALE_HEADER } from '../proxy/routes';
import type { SharedState } from '../shared/state';

/**
 * Rendered pages, kept on the shared state (this process's memory, or Redis with
 * VTDB_REDIS_URL) so that a page asked for again costs a lookup instead of a render.
 *
 * The key is a digest of everything the page is made of:
 * - the URL as rendered (origin, path and query: `?lang=`, `?theme=`, `?embed=` are in it) and
 *   the Host the media URLs are built from;
 * - the language the request's Accept-Language negotiates (the contract's rule, with the
 *   deployment's default) and the regional English it wants most (an English page's dates and
 *   numbers), the language and theme cookies, whether it is framed (Sec-Fetch-Dest);
 * - the account the catalogue is read with (the mode, the upstream and a digest of its key: two
 *   deployments with different keys see different private records, even on one Redis);
 * - the runtime configuration written into the page, which holds the workshop profile (prices,
 *   contact), theme and accent: reloading the profile changes the key, so every instance stops
 *   serving the old pages at once, without a purge;
 * - the build's template (a new build never serves pages that name the old build's chunks);
 * - the content encoding the stored bytes are in.
 * A visitor's own key (Settings) lives in their browser and never reaches the server's render, so
 * no visitor sees another's records.
 *
 * Only complete pages are kept: status 200, every API answer the render used a 200 or 404 that
 * was not a stale copy (a page built while the catalogue refused or was out of service would
 * outlive the trouble). They live as long as the catalogue's answers do: the proxy's
 * VTDB_CACHE_SECONDS (0 keeps none), in demo mode (a catalogue that never changes while the
 * process runs) ten minutes; at most an hour either way, the browser's own freshness for the data
 * the page carries, so a cached page never hands the browser data it would fetch again.
 */

const PREFIX = 'page:';
const MAX_TTL_MS = 60 * 60 * 1000;
const DEMO_TTL_MS = 10 * 60 * 1000;

/** A page as stored: its status, its own headers (Content-Language, …) and its body as sent. */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** `br`, `gzip` or `identity`. */
  encoding: string;
  body: Buffer;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

export class PageCache {
  private readonly templates = new Map<string, string>();

  constructor(
    private readonly state: SharedState,
    private readonly config: ServerConfig,
  ) {}

  /** How long a page is kept, in ms; 0 when pages are not kept. */
  ttlMs(): number {
    if (this.config.proxy) return Math.min(MAX_TTL_MS, this.config.proxy.cacheSeconds * 1000);
    return DEMO_TTL_MS;
  }

  /** The key of the page a request asks for, in one encoding. */
  key(request: FastifyRequest, parts: { url: URL; runtimeConfig: RuntimeConfig; template: string; encoding: string }): string {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const cookieHeader = header('cookie');
    const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
    const defaultLanguage = parts.runtimeConfig.defaultLanguage ?? DEFAULT_LANGUAGE;
    const account = this.config.proxy
      ? ['proxy', this.config.proxy.upstream, sha256(this.config.proxy.apiKey)]
      : [this.config.mode, parts.runtimeConfig.apiKey ?? null];
    const fields = [
      parts.url.href,
      request.host,
      negotiateLanguage(header('accept-language'), V1_LANGUAGES, defaultLanguage) ?? null,
      // An English page's numbers and dates are in the English the header wants most (en-GB, en-US).
      englishVariantOf(header('accept-language')) ?? null,
      cookies[LANGUAGE_COOKIE] ?? null,
      cookies[THEME_COOKIE] ?? null,
      header('sec-fetch-dest') === 'iframe',
      account,
      parts.runtimeConfig,
      this.templateDigest(parts.template),
      parts.encoding,
    ];
    return PREFIX + sha256(JSON.stringify(fields));
  }

  async get(key: string): Promise<CachedPage | undefined> {
    const text = await this.state.get(key);
    if (text === undefined) return undefined;
    try {
      const stored = JSON.parse(text) as Omit<CachedPage, 'body'> & { body: string };
      return { ...stored, body: Buffer.from(stored.body, 'base64') };
    } catch {
      return undefined;
    }
  }

  async set(key: string, page: CachedPage): Promise<void> {
    const ttl = this.ttlMs();
    if (ttl <= 0 || page.status !== 200) return;
    await this.state.set(key, JSON.stringify({ ...page, body: page.body.toString('base64') }), ttl);
  }

  /**
   * The renderer's `fetch` watched: `complete()` is false once an answer was anything but a
   * fresh 200 or 404 (a refusal, an outage, a stale copy), and such a page is not kept.
   */
  watch(fetch: typeof globalThis.fetch): { fetch: typeof globalThis.fetch; complete: () => boolean } {
    let complete = true;
    return {
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        if ((answer.status !== 200 && answer.status !== 404) || answer.headers.has(STALE_HEADER) || answer.headers.get('x-cache') === 'STALE') complete = false;
        return answer;
      },
      complete: () => complete,
    };
  }

  private templateDigest(template: string): string {
    let digest = this.templates.get(template);
    if (digest === undefined) {
      digest = sha256(template);
      if (this.templates.size > 16) this.templates.clear();
      this.templates.set(template, digest);
    }
    return digest;
  }
}

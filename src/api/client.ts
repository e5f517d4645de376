import type * as z from 'zod/mini';
import type { ApiVersion, Language } from '../../contract/constants';
import { ApiError, browserOnline, errorFromResponse, MAX_RETRY_AFTER_SECONDS } from './errors';

/**
 * The one way the browser talks to the catalogue: builds the URL, sets the headers, passes the
 * AbortSignal on, turns every failure into an `ApiError` and parses every body with its schema.
 */

export interface Connection {
  /** Catalogue base without the version, e.g. "/api" or "https://catalogue.example/api". */
  baseUrl: string;
  /** Sent as a bearer token; absent when a proxy adds the key on the server. */
  apiKey?: string;
  version: ApiVersion;
}

export interface RequestOptions {
  language: Language;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
}

/** v2 serves no Hungarian: ask for English (the interface says so). */
export function apiLanguage(language: Language, version: ApiVersion): Language {
  return version === 'v2' && language === 'hu' ? 'en' : language;
}

/** FNV-1a: a short fingerprint of the key, so caches of different accounts never mix. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.trim().replace(/\/+$/, '');
}

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export class ApiClient {
  /** Until when (epoch ms) a rate-limited key must not call the API again. */
  private blockedUntil = 0;
  readonly scope: string;
  private readonly holdKey: string;

  constructor(
    readonly connection: Connection,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => number = Date.now,
    /** Where the rate-limit hold survives a reload of the tab (so reloading does not hammer). */
    private readonly storage: Storage | null = sessionStore(),
  ) {
    this.scope = `${normaliseBaseUrl(connection.baseUrl)}#${connection.apiKey ? fingerprint(connection.apiKey) : 'server-key'}`;
    this.holdKey = `vtdb.rateLimitedUntil.${this.scope}`;
    const saved = Number(this.readHold());
    // A hold stored before holds were clamped (or written by hand) never lasts more than an hour from now.
    if (Number.isFinite(saved) && saved > this.now()) this.hold(Math.min(saved, this.now() + MAX_RETRY_AFTER_SECONDS * 1000));
  }

  /**
   * Whether the latest answer was a stale copy (the proxy's X-Catalogue-Stale header: the
   * upstream could not be asked, so the catalogue may be some minutes old). Components
   * subscribe with `subscribeStale` and read `stale` (useSyncExternalStore).
   */
  private staleNow = false;
  private readonly staleListeners = new Set<() => void>();

  get stale(): boolean {
    return this.staleNow;
  }

  subscribeStale = (listener: () => void): (() => void) => {
    this.staleListeners.add(listener);
    return () => this.staleListeners.delete(listener);
  };

  private noteStale(stale: boolean) {
    if (stale === this.staleNow) return;
    this.staleNow = stale;
    for (const listener of this.staleListeners) listener();
  }

  private readHold(): string | null {
    try {
      return this.storage?.getItem(this.holdKey) ?? null;
    } catch {
      return null;
    }
  }

  private hold(until: number) {
    this.blockedUntil = until;
    try {
      this.storage?.setItem(this.holdKey, String(until));
    } catch {
      // Not persisted; the hold still applies to this page.
    }
  }

  get version(): ApiVersion {
    return this.connection.version;
  }

  /** Epoch ms until which calls are held back after a rate-limit answer (0 when free). */
  get rateLimitedUntil(): number {
    return this.blockedUntil > this.now() ? this.blockedUntil : 0;
  }

  url(path: string, query: RequestOptions['query'] = {}): string {
    const base = `${normaliseBaseUrl(this.connection.baseUrl)}/${this.connection.version}${path}`;
    const url = new URL(base, globalThis.location?.href ?? 'http://localhost/');
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.href;
  }

  /**
   * GET one answer, parsed with its schema. The schema may still be on its way (the contract's
   * schemas are a chunk of their own, see queries.ts): it loads while the request is out.
   */
  async get<S extends z.ZodMiniType>(path: string, schema: S | PromiseLike<S>, options: RequestOptions): Promise<z.output<S>> {
    const schemaReady = Promise.resolve(schema);
    // Handled here too: when the request fails first, a failed import must not go unhandled.
    schemaReady.catch(() => undefined);
    if (this.blockedUntil > this.now()) {
      throw new ApiError('rate-limited', 'Waiting for the rate limit to pass', { retryAt: this.blockedUntil, path });
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': apiLanguage(options.language, this.connection.version),
    };
    if (this.connection.apiKey) headers.Authorization = `Bearer ${this.connection.apiKey}`;

    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), { headers, signal: options.signal, credentials: 'omit' });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('network', 'The catalogue could not be reached', { path, offline: !browserOnline() });
    }

    if (!response.ok) {
      // A 429 holds every call back at once, before its body has arrived: meanwhile the page may
      // start another request (a prefetch on hover), which must not go out.
      if (response.status === 429) {
        const early = errorFromResponse(429, undefined, response.headers.get('Retry-After'), path, this.now());
        if (early.retryAt) this.hold(early.retryAt);
      }
      const raw: unknown = await response.json().catch(() => undefined);
      // The error's text when its body follows the contract (the status alone says what it is).
      const body = await import('../../contract/schemas').then(
        ({ errorBodySchema }) => errorBodySchema.safeParse(raw),
        () => null,
      );
      const error = errorFromResponse(response.status, body?.success ? body.data : undefined, response.headers.get('Retry-After'), path, this.now());
      if (error.kind === 'rate-limited' && error.retryAt) this.hold(error.retryAt);
      throw error;
    }

    this.noteStale(response.headers.get('X-Catalogue-Stale') !== null);
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new ApiError('contract', 'The catalogue answered with something that is not JSON', { status: response.status, path });
    }
    let answerSchema: S;
    try {
      answerSchema = await schemaReady;
    } catch {
      // The schemas' chunk could not be loaded: as good as no answer (offline, or a new release
      // replaced it); the page says so and offers to try again.
      throw new ApiError('network', 'The catalogue could not be reached', { path, offline: !browserOnline() });
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
      throw new ApiError('contract', 'The catalogue answered with data that breaks the API contract', { status: response.status, path, issues });
    }
    return parsed.data;
  }
}

import { RATE_LIMIT_MESSAGE } from '../../contract/constants';
import type { Reference } from '../../contract/schemas';
import { MAX_RETRY_AFTER_SECONDS, parseRetryAfter } from '../../contract/retry-after';

/**
 * Every way an API call can fail, as one typed error. Components decide what to show from
 * `kind` alone; nobody inspects status codes or messages outside this module.
 */
export type ApiErrorKind =
  /** 401: no key, or a key the API rejects. */
  | 'auth'
  /** 403: no API access, or the subscription is not active. */
  | 'forbidden'
  /** 404, or an id in the URL that cannot exist (never sent). */
  | 'not-found'
  /** 429, or 401 with the rate-limit message; `retryAt` says when. */
  | 'rate-limited'
  /** 410: the API version was retired. */
  | 'gone'
  /** 400: the request broke a parameter rule. */
  | 'bad-request'
  /** 406: no acceptable language or format. */
  | 'not-acceptable'
  /** 5xx or an unexpected status. */
  | 'server'
  /** The request did not reach the API (offline, DNS, CORS, refused). */
  | 'network'
  /** A 2xx answer that breaks the contract (wrong JSON, schema mismatch). */
  | 'contract';

/** Where in the catalogue a record was asked for: its generation and the generation's parents. */
export interface RecordParents {
  type: Reference;
  manufacturer: Reference;
  model: Reference;
  generation: Reference;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      code?: number;
      /** Epoch milliseconds after which a rate-limited request may be retried. */
      retryAt?: number;
      /** Which operation failed, e.g. "/engines/12" (no key, no host). */
      path?: string;
      /** Schema issues of a contract error, for the developer console. */
      issues?: string[];
      /** A missing record's parents that do exist (an engine id under a valid generation): the error page offers them. */
      within?: RecordParents;
    } = {},
  ) {
    super(message);
  }

  get status() {
    return this.details.status;
  }

  get retryAt() {
    return this.details.retryAt;
  }

  /** Worth retrying automatically: the API or the network had a passing problem. */
  get transient(): boolean {
    return this.kind === 'server' || this.kind === 'network';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export { MAX_RETRY_AFTER_SECONDS, parseRetryAfter };

/** When the API gives no Retry-After with a rate-limit answer, wait this long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export function errorFromResponse(
  status: number,
  body: { code?: number; message?: string } | undefined,
  retryAfterHeader: string | null,
  path: string,
  now = Date.now(),
): ApiError {
  const message = body?.message ?? `HTTP ${status}`;
  const details = { status, code: body?.code, path };
  const rateLimited = status === 429 || (status === 401 && message.trim() === RATE_LIMIT_MESSAGE);
  if (rateLimited) {
    const seconds = parseRetryAfter(retryAfterHeader, now) ?? DEFAULT_RETRY_AFTER_SECONDS;
    return new ApiError('rate-limited', message, { ...details, retryAt: now + seconds * 1000 });
  }
  switch (status) {
    case 400:
      return new ApiError('bad-request', message, details);
    case 401:
      return new ApiError('auth', message, details);
    case 403:
      return new ApiError('forbidden', message, details);
    case 404:
      return new ApiError('not-found', message, details);
    case 406:
      return new ApiError('not-acceptable', message, details);
    case 410:
      return new ApiError('gone', message, details);
    default:
      return new ApiError('server', message, details);
  }
}

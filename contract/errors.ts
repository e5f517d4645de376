import type { ApiVersion } from './constants';

/**
 * The texts of the API's own error answers (`{code, message}`), written once for the demo API,
 * the proxy and the test mock server. The rate-limit message is the contract's own
 * (RATE_LIMIT_MESSAGE in ./constants.ts); the 400 messages are with their rules in ./params.ts.
 */
export const ERROR_MESSAGES = {
  /** 406: the Accept header excludes JSON. */
  notAcceptableType: 'Not acceptable: this API answers application/json only',
  /** 406: Accept-Language names no language this version serves. */
  notAcceptableLanguage: (version: ApiVersion) => `Not acceptable: none of the requested languages is available in ${version}`,
  /** 401 */
  missingKey: 'Missing API key: send Authorization: Bearer <API_KEY>',
  /** 401 */
  invalidKey: 'Invalid API key',
  /** 403 */
  subscriptionInactive: 'Access refused: the subscription of this API key is not active or has no API access',
  /** 404: no such record (or not visible to this key). */
  notFound: (label: string, id: number) => `${label} ${id} not found`,
  /** 404: no such path or method. The URL's path only, bounded (the query could be long or carry anything). */
  noOperation: (method: string, url: string) => `No operation ${method} ${url.split('?')[0]?.slice(0, 200)} in this API`,
  /** 400 (proxy): a search text that is mostly spaces, refused before it costs an upstream call. */
  searchTooShort: 'Invalid parameter query: give at least 3 characters that are not spaces',
  /** 410: v1 retired. */
  v1Retired: (migrationUrl: string) => `API v1 has been retired. Move to /v2: the migration guide is at ${migrationUrl}`,
} as const;

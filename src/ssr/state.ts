import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '../../contract/constants';
import { SSR_STATE_ELEMENT_ID } from '../../contract/ssr';
import { ApiError, type ApiErrorKind } from '../api/errors';
import type { ThemeChoice } from '../core/theme';

/**
 * What the server rendered with, written into the page as a JSON data block (not script: the
 * CSP allows it), so that the browser hydrates the same tree: the language and theme it chose,
 * the router's loader data and errors, and the react-query cache the loaders filled.
 */
export interface SsrState {
  language: Language;
  /** The locale numbers and dates were formatted in (useFormat). */
  locale: string;
  theme: ThemeChoice;
  router: { loaderData: Record<string, unknown>; errors: Record<string, SerializedError> | null };
  queries: DehydratedState;
}

/** An error as JSON: an ApiError keeps its kind and details; anything else only its message. */
export type SerializedError = { type: 'api'; kind: ApiErrorKind; message: string; details: ApiError['details'] } | { type: 'error'; message: string };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiError) return { type: 'api', kind: error.kind, message: error.message, details: error.details };
  return { type: 'error', message: error instanceof Error ? error.message : String(error) };
}

export function reviveError(error: SerializedError): Error {
  return error.type === 'api' ? new ApiError(error.kind, error.message, error.details) : new Error(error.message);
}

/** The router's hydration data, errors revived. */
export function hydrationData(state: SsrState): HydrationState {
  const errors = state.router.errors ? Object.fromEntries(Object.entries(state.router.errors).map(([id, error]) => [id, reviveError(error)])) : null;
  return { loaderData: state.router.loaderData, errors };
}

/** JSON for a data block: every `<` escaped, so no value can close the element. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's state in this page, or null (a page served without server rendering). */
export function readSsrState(doc: Document = document): SsrState | null {
  try {
    const value = JSON.parse(doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent || 'null') as Partial<SsrState> | null;
    return value?.language && typeof value.locale === 'string' && value.theme && value.router && value.queries ? (value as SsrState) : null;
  } catch {
    return null;
  }
}

import { QueryClient } from '@tanstack/react-query';
import { browserOnline, isApiError } from '../api/errors';

/** Catalogue data is read-only: fresh for an hour, kept for a day, never refetched on focus. */
export const CATALOGUE_STALE_TIME = 60 * 60 * 1000;
export const CATALOGUE_GC_TIME = 24 * 60 * 60 * 1000;
export const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s, with jitter so that many tabs do not retry in step. */
export function retryDelay(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
}

/**
 * Only passing trouble (5xx, network) is retried; a 4xx or a broken answer would fail again. Offline,
 * nothing is retried: the reader is told at once, and the page asks again when the network is back.
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  return isApiError(error) && error.transient && failureCount < MAX_RETRIES && browserOnline();
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CATALOGUE_STALE_TIME,
        gcTime: CATALOGUE_GC_TIME,
        refetchOnWindowFocus: false,
        // Back online, what failed for lack of network (and what went stale meanwhile) is asked again by itself.
        refetchOnReconnect: true,
        // Fail fast when offline (and say so) rather than wait silently for the network.
        networkMode: 'always',
        retry: options.retry === false ? false : shouldRetry,
        retryDelay,
      },
    },
  });
}

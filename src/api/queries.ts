import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiLanguage, type ApiClient } from './client';
import { DEFAULT_PAGE_LIMIT, PAGE_LIMIT_MAX, type Language } from '../../contract/constants';
import { operationPath } from '../../contract/operations';
import type { answerSchemas } from '../../contract/schemas';

/**
 * Query options, one factory per resource, used alike by route loaders (to warm the cache)
 * and components (to read it). Keys run from generic to specific and start with the API
 * version, the account (connection scope) and the language the API is asked for, so caches of
 * different versions, accounts or languages never mix. Hungarian on v2 asks for English and
 * therefore shares the English entries.
 */

/**
 * An answer's schema, from the contract's schemas: a chunk of their own, built on the first
 * request (in parallel with it), not while the first page starts. A page the server drew has its
 * answers in place and asks for nothing until the reader moves on.
 */
function answer<K extends keyof typeof answerSchemas>(name: K): Promise<(typeof answerSchemas)[K]> {
  return import('../../contract/schemas').then((contract) => contract.answerSchemas[name]);
}

export interface CatalogueSession {
  client: ApiClient;
  language: Language;
}

export const MANUFACTURERS_PAGE_SIZE = PAGE_LIMIT_MAX;
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_LIMIT;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  scope: (session: CatalogueSession) =>
    [...catalogueKeys.all, session.client.version, session.client.scope, apiLanguage(session.language, session.client.version)] as const,
  types: (session: CatalogueSession) => [...catalogueKeys.scope(session), 'types'] as const,
  manufacturers: (session: CatalogueSession, typeId: number) => [...catalogueKeys.scope(session), 'manufacturers', 'type', typeId] as const,
  manufacturer: (session: CatalogueSession, id: number) => [...catalogueKeys.scope(session), 'manufacturer', id] as const,
  model: (session: CatalogueSession, id: number) => [...catalogueKeys.scope(session), 'model', id] as const,
  generation: (session: CatalogueSession, id: number) => [...catalogueKeys.scope(session), 'generation', id] as const,
  engine: (session: CatalogueSession, id: number) => [...catalogueKeys.scope(session), 'engine', id] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  query: (session: CatalogueSession, query: string) =>
    [...searchKeys.all, session.client.version, session.client.scope, apiLanguage(session.language, session.client.version), query] as const,
};

export const accountKeys = {
  subscription: (session: CatalogueSession) => ['account', session.client.version, session.client.scope, 'subscription'] as const,
};

/** The cursor of a list's next page, or undefined after the last (both paged lists: manufacturers, search hits). */
function nextCursor(page: { pagination: { has_more: boolean; next_cursor?: number | null } }): number | undefined {
  return page.pagination.has_more ? (page.pagination.next_cursor ?? undefined) : undefined;
}

export function typesQuery(session: CatalogueSession) {
  return queryOptions({
    queryKey: catalogueKeys.types(session),
    queryFn: ({ signal }) => session.client.get(operationPath('types'), answer('types'), { signal, language: session.language }),
  });
}

export function manufacturersQuery(session: CatalogueSession, typeId: number) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.manufacturers(session, typeId),
    queryFn: ({ signal, pageParam }) =>
      session.client.get(operationPath('manufacturers', { type_id: typeId }), answer('manufacturers'), {
        signal,
        language: session.language,
        query: { cursor: pageParam, limit: MANUFACTURERS_PAGE_SIZE },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCursor,
  });
}

export function manufacturerQuery(session: CatalogueSession, id: number) {
  return queryOptions({
    queryKey: catalogueKeys.manufacturer(session, id),
    queryFn: ({ signal }) =>
      session.client.get(operationPath('manufacturer', { manufacturer_id: id }), answer('manufacturer'), { signal, language: session.language }),
  });
}

export function modelQuery(session: CatalogueSession, id: number) {
  return queryOptions({
    queryKey: catalogueKeys.model(session, id),
    queryFn: ({ signal }) => session.client.get(operationPath('model', { model_id: id }), answer('model'), { signal, language: session.language }),
  });
}

export function generationQuery(session: CatalogueSession, id: number) {
  return queryOptions({
    queryKey: catalogueKeys.generation(session, id),
    queryFn: ({ signal }) =>
      session.client.get(operationPath('generation', { generation_id: id }), answer('generation'), { signal, language: session.language }),
  });
}

export function engineQuery(session: CatalogueSession, id: number) {
  return queryOptions({
    queryKey: catalogueKeys.engine(session, id),
    queryFn: ({ signal }) => session.client.get(operationPath('engine', { engine_id: id }), answer('engine'), { signal, language: session.language }),
  });
}

export function searchQuery(session: CatalogueSession, query: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.query(session, query),
    queryFn: ({ signal, pageParam }) =>
      session.client.get(operationPath('search'), answer('search'), {
        signal,
        language: session.language,
        query: { query, cursor: pageParam, limit: SEARCH_PAGE_SIZE },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCursor,
  });
}

export function subscriptionQuery(session: CatalogueSession) {
  return queryOptions({
    queryKey: accountKeys.subscription(session),
    queryFn: ({ signal }) => session.client.get(operationPath('subscription'), answer('subscription'), { signal, language: session.language }),
    // The subscription can change (renewal, expiry); the catalogue cannot.
    staleTime: 60_000,
  });
}

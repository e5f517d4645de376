import { describe, expect, test } from 'vitest';
import { ApiClient, type Connection } from './client';
import type { Language } from '../../contract/constants';
import {
  accountKeys,
  catalogueKeys,
  engineQuery,
  generationQuery,
  manufacturerQuery,
  manufacturersQuery,
  modelQuery,
  searchQuery,
  searchKeys,
  subscriptionQuery,
  typesQuery,
  type CatalogueSession,
} from './queries';

function session(language: Language = 'en', connection: Partial<Connection> = {}): CatalogueSession {
  return { client: new ApiClient({ baseUrl: '/api', apiKey: 'demo', version: 'v2', ...connection }), language };
}

const every = (s: CatalogueSession) => [
  typesQuery(s).queryKey,
  manufacturersQuery(s, 1).queryKey,
  manufacturerQuery(s, 5).queryKey,
  modelQuery(s, 10).queryKey,
  generationQuery(s, 20).queryKey,
  engineQuery(s, 101).queryKey,
];

describe('query keys', () => {
  test('every catalogue key starts with the API version, the account scope and the language, generic to specific', () => {
    const s = session('de');
    for (const key of every(s)) {
      expect(key.slice(0, 4)).toEqual(['catalogue', 'v2', s.client.scope, 'de']);
    }
    expect(engineQuery(s, 101).queryKey).toEqual(['catalogue', 'v2', s.client.scope, 'de', 'engine', 101]);
    expect(manufacturersQuery(s, 1).queryKey).toEqual(['catalogue', 'v2', s.client.scope, 'de', 'manufacturers', 'type', 1]);
  });

  test('a page key extends its scope key, so one invalidation reaches every page of an account and language', () => {
    const s = session();
    const scope = catalogueKeys.scope(s);
    for (const key of every(s)) expect(key.slice(0, scope.length)).toEqual([...scope]);
  });

  test('search has its own root, also by version, account and language, then the query', () => {
    const s = session('fr');
    expect(searchQuery(s, 'golf tdi').queryKey).toEqual(['search', 'v2', s.client.scope, 'fr', 'golf tdi']);
    expect(searchKeys.query(s, 'golf tdi')[0]).toBe('search');
  });

  test('the subscription is per version and account (not per language)', () => {
    const s = session('fr');
    expect(subscriptionQuery(s).queryKey).toEqual(['account', 'v2', s.client.scope, 'subscription']);
    expect(accountKeys.subscription(session('en')).slice(0, 3)).toEqual(['account', 'v2', s.client.scope]);
  });

  test('Hungarian on v2 shares the English entries (v2 answers hu in English)', () => {
    const en = session('en');
    const hu: CatalogueSession = { client: en.client, language: 'hu' };
    expect(every(hu)).toEqual(every(en));
    expect(searchQuery(hu, 'golf').queryKey).toEqual(searchQuery(en, 'golf').queryKey);
  });

  test('Hungarian on v1 has entries of its own', () => {
    const en = session('en', { version: 'v1' });
    const hu: CatalogueSession = { client: en.client, language: 'hu' };
    expect(typesQuery(hu).queryKey).not.toEqual(typesQuery(en).queryKey);
    expect(typesQuery(hu).queryKey[3]).toBe('hu');
  });

  test('other languages and versions never share entries', () => {
    expect(typesQuery(session('de')).queryKey).not.toEqual(typesQuery(session('en')).queryKey);
    expect(typesQuery(session('en', { version: 'v1' })).queryKey).not.toEqual(typesQuery(session('en')).queryKey);
  });

  test('different API keys (accounts) give different keys; the same key the same', () => {
    const a = session('en', { apiKey: 'workshop-a' });
    const b = session('en', { apiKey: 'workshop-b' });
    const a2 = session('en', { apiKey: 'workshop-a' });
    expect(every(a)).not.toEqual(every(b));
    expect(every(a)).toEqual(every(a2));
    expect(typesQuery(session('en', { apiKey: undefined })).queryKey).not.toEqual(typesQuery(a).queryKey);
    expect(typesQuery(session('en', { baseUrl: 'https://other.example/api' })).queryKey).not.toEqual(typesQuery(session()).queryKey);
    // The key itself never becomes part of a cache key (they can end up in devtools and logs).
    expect(JSON.stringify(every(a))).not.toContain('workshop-a');
  });
});

describe('cursor paging', () => {
  const pagination = (has_more: boolean, next_cursor: number | null) => ({ items: [], pagination: { cursor: null, limit: 100, next_cursor, has_more } });

  test('the next page is asked for with the previous next_cursor, and not at all when has_more is false', () => {
    const options = manufacturersQuery(session(), 1);
    expect(options.initialPageParam).toBeUndefined();
    expect(options.getNextPageParam(pagination(true, 9724), [], undefined, [undefined])).toBe(9724);
    expect(options.getNextPageParam(pagination(false, null), [], undefined, [undefined])).toBeUndefined();
    // A cursor of 0 is a cursor.
    expect(options.getNextPageParam(pagination(true, 0), [], undefined, [undefined])).toBe(0);
  });

  test('search pages the same way', () => {
    const options = searchQuery(session(), 'golf');
    const result = (has_more: boolean, next_cursor: number | null) => ({
      results: [],
      total: 456,
      pagination: { cursor: null, limit: 50, next_cursor, has_more },
    });
    expect(options.getNextPageParam(result(true, 16049), [], undefined, [undefined])).toBe(16049);
    expect(options.getNextPageParam(result(false, null), [], undefined, [undefined])).toBeUndefined();
  });
});

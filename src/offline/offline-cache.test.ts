import { describe, expect, test } from 'vitest';
import { ApiError } from '../api/errors';
import { shouldRetry } from '../core/query-client';
import { busterFor, keptOffline, OFFLINE_MAX_AGE } from './offline-cache';

const NOW = Date.UTC(2026, 10, 26, 12);
const SCOPE = '/api#aefd3536';
const query = (queryKey: unknown[], state: { status?: 'success' | 'error' | 'pending'; dataUpdatedAt?: number } = {}) => ({
  queryKey,
  state: { status: state.status ?? 'success', dataUpdatedAt: state.dataUpdatedAt ?? NOW - 60_000 } as never,
});

describe('what is saved on the device', () => {
  test("this account's catalogue records and searches, fetched within the day", () => {
    expect(keptOffline(query(['catalogue', 'v2', SCOPE, 'en', 'engine', 615]), SCOPE, NOW)).toBe(true);
    expect(keptOffline(query(['search', 'v2', SCOPE, 'en', 'golf 7']), SCOPE, NOW)).toBe(true);
  });

  test("never another account's records, the subscription, failures, or records past their lifetime", () => {
    expect(keptOffline(query(['catalogue', 'v2', '/api#0badcafe', 'en', 'engine', 615]), SCOPE, NOW)).toBe(false);
    expect(keptOffline(query(['account', 'v2', SCOPE, 'subscription']), SCOPE, NOW)).toBe(false);
    expect(keptOffline(query(['catalogue', 'v2', SCOPE, 'en', 'engine', 615], { status: 'error' }), SCOPE, NOW)).toBe(false);
    expect(keptOffline(query(['catalogue', 'v2', SCOPE, 'en', 'engine', 615], { dataUpdatedAt: NOW - OFFLINE_MAX_AGE }), SCOPE, NOW)).toBe(false);
    expect(keptOffline(query(['catalogue', 'v2', SCOPE, 'en', 'engine', 615], { dataUpdatedAt: NOW - OFFLINE_MAX_AGE + 1000 }), SCOPE, NOW)).toBe(true);
  });

  test('the saved copy is marked with the account, so a copy of another account is not restored', () => {
    expect(busterFor(SCOPE)).not.toBe(busterFor('/api#0badcafe'));
    expect(busterFor(SCOPE)).toContain(SCOPE);
  });
});

describe('retries', () => {
  const network = () => new ApiError('network', 'The catalogue could not be reached');

  test('a network failure is retried online, never offline (the page says offline at once and asks again when online)', () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    try {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
      expect(shouldRetry(0, network())).toBe(true);
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
      expect(shouldRetry(0, network())).toBe(false);
    } finally {
      Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
  });
});

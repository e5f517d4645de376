import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { CONTROL_CHARACTERS, V2_MAX_ID } from '../../../contract/constants';

/**
 * The engines last opened on this device, newest first, kept in local storage (`vtdb.recent`) so
 * that the same few cars at a counter are one click away after a restart. One list per account
 * (the API client's scope: the catalogue's address and a fingerprint of its key), because a key
 * can have private records another key must not be offered. Whatever the storage holds is
 * checked entry by entry with zod: a corrupt, hand-edited or hostile value loses only what does
 * not hold, never breaks a page, and names are only ever rendered as text.
 */

export const RECENT_STORAGE_KEY = 'vtdb.recent';
/** Engines kept per account. */
export const RECENT_MAX = 8;
/** Accounts kept (the least recently used goes first). */
const MAX_ACCOUNTS = 10;
/** An account's name is its API client's scope (an address and a fingerprint). */
const MAX_ACCOUNT_CHARS = 2100;
/** Anything larger in storage is not read at all. */
const MAX_STORED_CHARS = 200_000;

const id = z.int().check(z.gte(1), z.lte(V2_MAX_ID));
const name = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((value) => !CONTROL_CHARACTERS.test(value)),
  );

export const recentEntrySchema = z.object({
  typeId: id,
  manufacturerId: id,
  modelId: id,
  generationId: id,
  engineId: id,
  /** The engine's name ("2.0 TDI 150hp"). */
  engine: name(200),
  /** The vehicle it belongs to ("Volkswagen Golf VII"). */
  vehicle: name(300),
});
export type RecentEntry = z.infer<typeof recentEntrySchema>;

/** The lists by account, in the order the accounts were last used (a Map: a stored "__proto__" is just a key). */
type Store = ReadonlyMap<string, RecentEntry[]>;
const EMPTY: Store = new Map();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (a third-party frame with cookies off): nothing is remembered.
    return null;
  }
}

/** The stored lists, each entry checked; anything that does not hold is dropped. */
export function parseRecent(raw: string | null): Store {
  if (!raw || raw.length > MAX_STORED_CHARS) return EMPTY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return EMPTY;
  const store = new Map<string, RecentEntry[]>();
  for (const [account, entries] of Object.entries(json).slice(-MAX_ACCOUNTS)) {
    if (account.length > MAX_ACCOUNT_CHARS || !Array.isArray(entries)) continue;
    const kept: RecentEntry[] = [];
    for (const entry of entries.slice(0, RECENT_MAX * 2)) {
      const parsed = recentEntrySchema.safeParse(entry);
      if (parsed.success && !kept.some((other) => other.engineId === parsed.data.engineId)) kept.push(parsed.data);
    }
    if (kept.length > 0) store.set(account, kept.slice(0, RECENT_MAX));
  }
  return store;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; store: Store } = { raw: null, store: EMPTY };

function read(): Store {
  let raw: string | null;
  try {
    raw = storage()?.getItem(RECENT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, store: parseRecent(raw) };
  return cached.store;
}

function write(store: Store) {
  const target = storage();
  try {
    if (store.size === 0) target?.removeItem(RECENT_STORAGE_KEY);
    else target?.setItem(RECENT_STORAGE_KEY, JSON.stringify(Object.fromEntries(store)));
  } catch {
    // Quota or blocked storage: the list is just not remembered.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the list (or cleared all storage).
  if (event.key === RECENT_STORAGE_KEY || event.key === null) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Puts an engine first in the account's list (once; the oldest beyond RECENT_MAX go). */
export function rememberEngine(account: string, entry: RecentEntry): void {
  const checked = recentEntrySchema.safeParse(entry);
  if (!checked.success) return;
  const store = new Map(read());
  const current = store.get(account) ?? [];
  const list = [checked.data, ...current.filter((other) => other.engineId !== entry.engineId)].slice(0, RECENT_MAX);
  if (current.length === list.length && current.every((other, index) => JSON.stringify(other) === JSON.stringify(list[index]))) return;
  // The account used last goes last, so the oldest accounts are the ones dropped.
  store.delete(account);
  store.set(account, list);
  for (const old of [...store.keys()].slice(0, Math.max(0, store.size - MAX_ACCOUNTS))) store.delete(old);
  write(store);
}

/** Forgets the account's list. */
export function clearRecent(account: string): void {
  const store = new Map(read());
  if (!store.delete(account)) return;
  write(store);
}

const NONE: RecentEntry[] = [];

/** The account's list as stored now. */
export function readRecent(account: string): RecentEntry[] {
  return read().get(account) ?? NONE;
}
const serverSnapshot = () => NONE;

/** The account's recently viewed engines, newest first (none on the server and while hydrating). */
export function useRecent(account: string | null): RecentEntry[] {
  const snapshot = useCallback(() => (account ? (read().get(account) ?? NONE) : NONE), [account]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

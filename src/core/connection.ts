import * as z from 'zod/mini';
import type { Connection } from '../api/client';
import type { RuntimeConfig } from '../../contract/runtime-config';

/**
 * Which catalogue the browser uses: the one /config.json names, or one the user enters in
 * Settings. A user's key lives in session storage (gone with the tab) unless they ask to be
 * remembered (local storage); it never goes into a URL.
 */

const STORAGE_KEY = 'vtdb.connection';

export function isValidBaseUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const savedConnectionSchema = z.object({
  baseUrl: z.string().check(z.maxLength(2048), z.refine(isValidBaseUrl)),
  apiKey: z.string().check(z.maxLength(2048)),
  remember: z.boolean(),
});

export type SavedConnection = z.infer<typeof savedConnectionSchema>;

function storages(): Storage[] {
  const found: Storage[] = [];
  try {
    found.push(window.sessionStorage, window.localStorage);
  } catch {
    // Storage can be blocked (third-party iframe with cookies off): then nothing is saved.
  }
  return found;
}

export function readSavedConnection(): SavedConnection | null {
  for (const storage of storages()) {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (!raw) continue;
      const parsed = savedConnectionSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Unreadable entry: ignore it.
    }
  }
  return null;
}

export function saveConnection(connection: SavedConnection): void {
  const [session, local] = storages();
  const value = JSON.stringify(connection);
  try {
    if (connection.remember) {
      local?.setItem(STORAGE_KEY, value);
      session?.removeItem(STORAGE_KEY);
    } else {
      session?.setItem(STORAGE_KEY, value);
      local?.removeItem(STORAGE_KEY);
    }
  } catch {
    // Quota or blocked storage: the connection still applies to this page.
  }
}

export function clearSavedConnection(): void {
  for (const storage of storages()) {
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to clear.
    }
  }
}

/** The connection in effect, or null when there is none (direct mode before Settings). */
export function effectiveConnection(config: RuntimeConfig, saved: SavedConnection | null): Connection | null {
  if (saved) return { baseUrl: saved.baseUrl, apiKey: saved.apiKey || undefined, version: config.apiVersion };
  if (config.mode === 'direct' || !config.apiBase) return null;
  return { baseUrl: config.apiBase, apiKey: config.apiKey, version: config.apiVersion };
}

import { useEffect } from 'react';
import { useApp } from '../../core/app-context';
import { rememberEngine, type RecentEntry } from './recent-store';

/**
 * Remembering the engines a reader opens, apart from the list that shows them (recent-list.tsx):
 * the engine page writes the list and never shows it, so it loads neither the list's component
 * nor its styles.
 */

/** The account whose list is shown and written: the API client's scope, or none without a catalogue. */
export function useRecentAccount(): string | null {
  return useApp().session?.client.scope ?? null;
}

/** Called by the engine page once its engine and vehicle are known: the engine goes first in the list. */
export function useRememberEngine(entry: RecentEntry | null) {
  const account = useRecentAccount();
  const key = entry ? JSON.stringify(entry) : null;
  useEffect(() => {
    if (account && key) rememberEngine(account, JSON.parse(key) as RecentEntry);
  }, [account, key]);
}

import { useSyncExternalStore } from 'react';

/**
 * A reader's choice kept in localStorage under `key` as JSON, shared by every component that
 * reads it (useSyncExternalStore). `parse` turns what is stored (null when nothing is, or when
 * it is not JSON) into a valid choice, so junk in storage falls back to the default. A choice
 * that cannot be stored (private mode, quota) still applies for this visit. `fallback` is the
 * default, what the server renders. With `otherTabs`,
 * a choice made in another tab applies here too.
 */
export function storedChoice<T>(key: string, parse: (saved: unknown) => T, { fallback, otherTabs = false }: { fallback: T; otherTabs?: boolean }) {
  let current: T | undefined;
  const listeners = new Set<() => void>();

  // A choice equal to the default is the default itself: React compares the browser's snapshot
  // with the server's by identity when it hydrates, and an equal but new object (what `parse`
  // makes of nothing stored) would have it render every reader again, at once, after hydration.
  const same = (value: T): T => (value === fallback || JSON.stringify(value) === JSON.stringify(fallback) ? fallback : value);

  function read(): T {
    try {
      return same(parse(JSON.parse(window.localStorage.getItem(key) ?? 'null')));
    } catch {
      return same(parse(null));
    }
  }

  const snapshot = () => (current ??= read());

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      current = read();
      listener();
    };
    if (otherTabs) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (otherTabs) window.removeEventListener('storage', onStorage);
    };
  }

  return {
    /** The choice, for components: the default while rendering on the server. */
    use: () => useSyncExternalStore(subscribe, snapshot, () => fallback),
    get: snapshot,
    set(next: T) {
      current = next;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Applied for this visit, not remembered.
      }
      for (const listener of listeners) listener();
    },
    /** Forget the choice (tests start from the default). */
    reset() {
      current = undefined;
      try {
        window.localStorage.removeItem(key);
      } catch {
        // Nothing stored.
      }
    },
  };
}

import { useSyncExternalStore } from 'react';

/**
 * A reader's choice kept in localStorage under `key` as JSON, shared by every component that
 * reads it (useSyncExternalStore). `parse` turns what is stored (null when nothing is, or when
 * it is not JSON) into a valid choice, so junk in storage falls back to the default. A choice
 * that cannot be stored (private mode, quota) still applies for this visit. With `otherTabs`,
 * a choice made in another tab applies here too.
 */
export function storedChoice<T>(key: string, parse: (saved: unknown) => T, { otherTabs = false } = {}) {
  let current: T | undefined;
  const listeners = new Set<() => void>();

  function read(): T {
    try {
      return parse(JSON.parse(window.localStorage.getItem(key) ?? 'null'));
    } catch {
      return parse(null);
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

  // A choice equal to the fallback is the fallback itself: React compares the browser's snapshot
  // with the server's by identity when it hydrates, and an equal but new object (what `parse`
  // makes of nothing stored) would have it render every reader again, at once, after hydration.
  let last: { value: T; fallback: T; result: T } | undefined;
  const snapshotAgainst = (fallback: T): T => {
    const value = snapshot();
    if (last?.value !== value || last.fallback !== fallback) {
      last = { value, fallback, result: value === fallback || JSON.stringify(value) === JSON.stringify(fallback) ? fallback : value };
    }
    return last.result;
  };

  return {
    /** The choice, for components: `fallback` while rendering on the server. */
    use: (fallback: T) =>
      useSyncExternalStore(
        subscribe,
        () => snapshotAgainst(fallback),
        () => fallback,
      ),
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

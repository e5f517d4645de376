import { useSyncExternalStore } from 'react';

/**
 * The theme in effect ("light" or "dark"), read from `<html data-theme>`, which the app sets
 * from the URL, the deployment's configuration or the system preference (see app/theme.ts).
 */
function subscribe(callback: () => void) {
  const observer = new MutationObserver(callback);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
}

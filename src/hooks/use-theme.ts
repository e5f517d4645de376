import { useSyncExternalStore } from 'react';

/**
 * The theme in effect ("light" or "dark"), read from `<html data-theme>`, which the app sets
 * from the URL, the deployment's configuration or the system preference (see core/theme.ts).
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

/** The manufacturer's logo for the theme in effect (logo_dark on dark), or the other when one is missing. */
export function themedLogo(manufacturer: { logo: string | null; logo_dark: string | null }, theme: 'light' | 'dark'): string | null {
  return theme === 'dark' ? (manufacturer.logo_dark ?? manufacturer.logo) : (manufacturer.logo ?? manufacturer.logo_dark);
}

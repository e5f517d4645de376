/** What `use-sync-external-store/shim` gives on React 18 and later (see the alias in vite.config.ts). */
export { useSyncExternalStore } from 'react';

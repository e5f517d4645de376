import { createContext, startTransition, use, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiClient } from '../api/client';
import type { Language } from '../../contract/constants';
import type { CatalogueSession } from '../api/queries';
import { changeLanguage } from '../i18n/i18n';
import { effectiveConnection, readSavedConnection, saveConnection, clearSavedConnection, type SavedConnection } from './connection';
import type { RuntimeConfig } from '../../contract/runtime-config';

/**
 * What every page needs to know about where it is running: the runtime configuration, the
 * catalogue session (API client + language, or null when no catalogue is configured) and the
 * ways to change them. Route loaders read the same session through `SessionRef`, since
 * they run outside React.
 */

export interface SessionRef {
  current: CatalogueSession | null;
}

export function createSession(config: RuntimeConfig, language: Language, saved: SavedConnection | null = readSavedConnection()): CatalogueSession | null {
  const connection = effectiveConnection(config, saved);
  return connection ? { client: new ApiClient(connection), language } : null;
}

interface AppContextValue {
  config: RuntimeConfig;
  session: CatalogueSession | null;
  language: Language;
  /** The locale a server-rendered page was formatted in (see useFormat); undefined when the browser drew the page. */
  serverLocale: string | undefined;
  saved: SavedConnection | null;
  setLanguage: (language: Language) => Promise<void>;
  setConnection: (connection: SavedConnection | null) => void;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider({
  config,
  initialSession: initial,
  sessionRef,
  serverLocale,
  children,
}: {
  config: RuntimeConfig;
  /** The session the router started with (the same object `sessionRef` holds at start). */
  initialSession: CatalogueSession | null;
  sessionRef: SessionRef;
  serverLocale?: string;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Language>(() => initial?.language ?? 'en');
  const [saved, setSaved] = useState<SavedConnection | null>(readSavedConnection);
  const [client, setClient] = useState<ApiClient | null>(() => initial?.client ?? null);

  const session = useMemo(() => (client ? { client, language } : null), [client, language]);

  // Loaders run outside React; they see the session React last committed.
  useLayoutEffect(() => {
    sessionRef.current = session;
  }, [sessionRef, session]);

  const setLanguage = useCallback(async (next: Language) => {
    // The interface's words first (the bundle loads before anything changes), then the
    // catalogue's, in a transition: the page keeps showing until the new names have arrived.
    await changeLanguage(next);
    startTransition(() => setLanguageState(next));
  }, []);

  const setConnection = useCallback(
    (next: SavedConnection | null) => {
      if (next) saveConnection(next);
      else clearSavedConnection();
      setSaved(next);
      const connection = effectiveConnection(config, next);
      setClient(connection ? new ApiClient(connection) : null);
    },
    [config],
  );

  const value = useMemo(
    () => ({ config, session, language, serverLocale, saved, setLanguage, setConnection }),
    [config, session, language, serverLocale, saved, setLanguage, setConnection],
  );
  return <AppContext value={value}>{children}</AppContext>;
}

export function useApp(): AppContextValue {
  const value = use(AppContext);
  if (!value) throw new Error('useApp outside AppProvider');
  return value;
}

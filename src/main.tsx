import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider, createSession, type SessionRef } from './core/app-context';
import { createQueryClient } from './core/query-client';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './core/runtime-config';
import { initialTheme } from './core/theme';
import { initEmbedMode } from './embed/embed-mode';
import { setAllowedOrigins } from './embed/host-bridge';
import { detectLanguage, initI18n } from './i18n/i18n';
import './styles/app.css';

/**
 * Start-up: the deployment's configuration, the language (its bundle loaded before the first
 * paint), the theme, then the router, whose loaders start a deep link's requests at once.
 */
async function start() {
  const config = await loadRuntimeConfig();
  initEmbedMode();
  setAllowedOrigins(config.allowedOrigins);
  const language = detectLanguage({ defaultLanguage: config.defaultLanguage });
  await initI18n(language);
  initialTheme(config, window.location.search);
  if (window.location.pathname === '/' && config.startPath && config.startPath !== '/') {
    window.history.replaceState(window.history.state, '', `${config.startPath}${window.location.search}${window.location.hash}`);
  }
  const session = createSession(config, language);
  const sessionRef: SessionRef = { current: session };
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, sessionRef);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProvider config={config} initialSession={session} sessionRef={sessionRef}>
          <RouterProvider router={router} />
        </AppProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();

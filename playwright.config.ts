import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here), against
 * the production build served by the catalogue server, exactly as `npm start` runs it.
 * A second small server plays a workshop's website on other origins (embedding tests).
 */

export const APP_PORT = Number(process.env.E2E_PORT ?? 8181);
export const HOST_PORT = APP_PORT + 1;
/** A host origin the app does not allow to frame it. */
export const FOREIGN_PORT = APP_PORT + 2;
/** The mail server that receives requests for a remap (started by the host server). */
export const SMTP_PORT = APP_PORT + 3;
/** Where the catalogue server sends requests for a remap: the host server records them. */
export const ENQUIRY_WEBHOOK = `http://127.0.0.1:${HOST_PORT}/webhook/enquiry`;
export const ENQUIRY_EMAIL = 'service@workshop.example';
/** A real WordPress with the plugin (e2e/wordpress.spec.ts), and its MariaDB on the next port. */
export const WORDPRESS_PORT = APP_PORT + 5;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: [
    {
      // The compiled server, as `npm run serve` runs it in production (`npm run build` first).
      command: 'node dist/server/main.js',
      url: `http://127.0.0.1:${APP_PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: String(APP_PORT),
        LOG_LEVEL: 'warn',
        VTDB_ALLOWED_ORIGINS: `http://127.0.0.1:${HOST_PORT},http://127.0.0.1:${WORDPRESS_PORT}`,
        // Every spec's browser is the same visitor (127.0.0.1), in parallel: the per-visitor limits stay out of the way.
        VTDB_VISITOR_LIMIT: '1000000',
        VTDB_VISITOR_SEARCH_LIMIT: '1000000',
        VTDB_VISITOR_PAGE_LIMIT: '1000000',
        // Requests for a remap go to the host server's webhook and mail server (e2e/enquiry.spec.ts), retried quickly.
        VTDB_ENQUIRY_WEBHOOK: ENQUIRY_WEBHOOK,
        VTDB_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        VTDB_ENQUIRY_EMAIL: ENQUIRY_EMAIL,
        VTDB_ENQUIRY_RETRY_MS: '300',
        VTDB_ENQUIRY_LIMIT: '1000',
        VTDB_ENQUIRY_VISITOR_PENDING: '1000',
        // A store of its own per run: nothing from an earlier run is delivered to this one's webhook.
        VTDB_DATA_DIR: join(tmpdir(), `vtdb-e2e-${APP_PORT}-${Date.now()}`),
      },
    },
    {
      command: 'node_modules/.bin/tsx e2e/support/host-server.ts',
      url: `http://127.0.0.1:${HOST_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_PORT: String(HOST_PORT), FOREIGN_PORT: String(FOREIGN_PORT), SMTP_PORT: String(SMTP_PORT), APP_ORIGIN: `http://127.0.0.1:${APP_PORT}` },
    },
  ],
});

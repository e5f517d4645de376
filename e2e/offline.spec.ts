import { expect, test, type BrowserContext, type BrowserType, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SSR_STATE_ELEMENT_ID } from '../contract/ssr';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';
import { serviceWorkerActive } from './support/service-worker';
import { api, examplePath, gotoReady } from './support/catalogue';

/**
 * The catalogue at a counter without network: a page that failed offline comes back by itself,
 * and a page seen before opens after the browser was closed and started again offline (the
 * service worker's shell, the query cache saved on the device), never with another account's records.
 */

const OFFLINE_NOTICE = /You are offline\. Pages opened here in the last 24 hours/;

const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('offline then online: the failed page says offline at once and loads by itself when the network is back', async ({ page, context, request }) => {
  const example = await examplePath(request);
  await gotoReady(page, `/types/${example.typeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  // The service worker keeps every page's code: what fails offline is then the manufacturer's data, not its code.
  await serviceWorkerActive(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'BMW', exact: true }).click();
  // Told at once (no retries while offline: they took 1 + 2 + 4 s), not after seconds of a hairline bar.
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible({ timeout: 4000 });
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // Back online, the manufacturer's answer takes a moment: meanwhile the page still says offline.
  let answered = 0;
  await page.route('**/api/v2/manufacturers/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    answered += 1;
    await route.continue();
  });
  await context.setOffline(false);
  // No click: the page asks again by itself; until the answer is in, it says offline, never "check the address".
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('The catalogue could not be reached')).toHaveCount(0);
  await expect(page.getByText(/catalogue address in Settings/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'BMW' })).toBeVisible({ timeout: 15_000 });
  expect(answered).toBeGreaterThan(0);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
});

/** The saved query cache, as the page's IndexedDB holds it (the persister's JSON), or '' when there is none. */
function savedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('vtdb-offline');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return resolve('');
          const read = db.transaction('cache').objectStore('cache').get('queries');
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
      }),
  );
}

async function launch(browserType: BrowserType, dir: string, baseURL: string): Promise<BrowserContext> {
  return browserType.launchPersistentContext(dir, { ...CHROMIUM_LAUNCH_OPTIONS, baseURL, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
}

/** Closes the browser, starts it again on the same profile with the network cut, and opens `url`. */
async function restartOffline(context: BrowserContext, browserType: BrowserType, dir: string, baseURL: string, url: string) {
  await context.close();
  const again = await launch(browserType, dir, baseURL);
  await again.setOffline(true);
  const page = again.pages()[0] ?? (await again.newPage());
  const apiAnswers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.url());
  });
  await page.goto(url);
  return { context: again, page, apiAnswers };
}

test.describe('after a browser restart without network', () => {
  // Two browser starts, the service worker's install (the app's code, about 1.4 MB) and a save: slow on a busy machine.
  test.setTimeout(180_000);
  let dir = '';
  test.beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vtdb-offline-'));
  });
  test.afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('an engine page seen before opens from the device, marked offline', async ({ playwright, request, baseURL }) => {
    const example = await examplePath(request);
    const engine = await api<{ name: string }>(request, `/engines/${example.engineId}`);
    const browserType = playwright.chromium;
    let context = await launch(browserType, dir, baseURL!);
    const page = context.pages()[0] ?? (await context.newPage());
    await gotoReady(page, example.engineUrl);
    await expect(page.getByRole('heading', { level: 1, name: named(engine.name) })).toBeVisible();
    await serviceWorkerActive(page);
    await expect.poll(() => savedCache(page), { timeout: 15_000 }).toContain(`"engine",${example.engineId}]`);

    const restarted = await restartOffline(context, browserType, dir, baseURL!, example.engineUrl);
    context = restarted.context;
    const offline = restarted.page;
    try {
      await expect(offline.getByRole('heading', { level: 1, name: named(engine.name) })).toBeVisible();
      await expect(offline.getByText(OFFLINE_NOTICE)).toBeVisible();
      // Drawn by the browser from the shell and the saved cache: not a page the server rendered, and no API answer.
      await expect(offline.locator(`#${SSR_STATE_ELEMENT_ID}`)).toHaveCount(0);
      expect(restarted.apiAnswers).toEqual([]);
      // The service worker's caches hold the app, the shell and media, never an API answer.
      const kept = await offline.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(kept).toContain('/app-shell');
      expect(kept.filter((path) => /^\/(api|enquiry|mcp|config\.json)/.test(path))).toEqual([]);
      // The engine's own data, not an empty frame: its breadcrumbs and technical data are there.
      await expect(offline.getByRole('link', { name: 'A4', exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("another account's records are not kept: after switching the key in Settings, the private engine is not shown offline", async ({
    playwright,
    request,
    baseURL,
  }) => {
    const example = await examplePath(request);
    // The `demo` account's private engine (2^53 − 1, under the example generation); `demo-shared` cannot see it.
    const privateId = Number.MAX_SAFE_INTEGER;
    const privateEngine = await api<{ name: string }>(request, `/engines/${privateId}`);
    const privateUrl = `${example.generationUrl}/engines/${privateId}`;
    const browserType = playwright.chromium;
    let context = await launch(browserType, dir, baseURL!);
    const page = context.pages()[0] ?? (await context.newPage());
    await gotoReady(page, privateUrl);
    await expect(page.getByRole('heading', { level: 1, name: named(privateEngine.name) })).toBeVisible();
    await serviceWorkerActive(page);
    await expect.poll(() => savedCache(page), { timeout: 15_000 }).toContain(`"engine",${privateId}]`);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Catalogue address').fill('/api');
    await page.getByLabel('API key').fill('demo-shared');
    await page.getByLabel(/Remember on this device/).check();
    await page.getByRole('button', { name: 'Save and connect' }).click();
    await expect(page.getByText('The subscription is active and includes API access.')).toBeVisible();
    // The saved copy on the device no longer holds the other account's record.
    await expect.poll(() => savedCache(page), { timeout: 15_000 }).not.toContain(String(privateId));

    const restarted = await restartOffline(context, browserType, dir, baseURL!, privateUrl);
    context = restarted.context;
    const offline = restarted.page;
    try {
      await expect(offline.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(offline.getByText(privateEngine.name)).toHaveCount(0);
      expect(await savedCache(offline)).not.toContain(String(privateId));
    } finally {
      await context.close();
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { examplePath, gotoReady, recordApiRequests, type ExamplePath } from './support/catalogue';
import { serviceWorkerActive } from './support/service-worker';

/**
 * Fault drills against the real server: a rate-limited key under heavy browsing, the network
 * cut while browsing, and a server that fails twice and then recovers.
 */

declare global {
  interface Window {
    /** The page's own API calls in the order its JavaScript made and saw them (rate-limit drill). */
    vtdbApiLog?: { kind: 'start' | 'refused'; path: string }[];
  }
}

test('a rate-limited key under heavy browsing stops asking and says when it works again', async ({ page }) => {
  // What the page's JavaScript does, in its own order: each API call it starts, and each 429 it
  // receives (seen before the app's code sees it). Network events reach the test later and out of
  // step with the page, so "no request after the refusal" is judged here, in the page.
  await page.addInitScript(() => {
    const log: NonNullable<Window['vtdbApiLog']> = [];
    window.vtdbApiLog = log;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
      if (!path.startsWith('/api/')) return original(input, init);
      log.push({ kind: 'start', path });
      return original(input, init).then((response) => {
        if (response.status === 429) log.push({ kind: 'refused', path });
        return response;
      });
    };
  });

  // Connect with the demo key that has a small allowance (20 calls per window).
  await gotoReady(page, '/settings');
  await page.getByLabel('Catalogue address').fill('/api');
  await page.getByLabel('API key').fill('demo-limited');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByText('The subscription is active and includes API access.')).toBeVisible();
  const apiLog = () => page.evaluate(() => window.vtdbApiLog ?? []);
  const refused = async () => (await apiLog()).some((entry) => entry.kind === 'refused');
  const requests = recordApiRequests(page);

  // Browse heavily: every vehicle type, back and forth, until the allowance runs out. The pointer
  // rests on links as it goes, so hover prefetches join in, as they do for a real user.
  await page.getByRole('link', { name: 'Tuning catalogue' }).click();
  for (let round = 0; round < 8 && !(await refused()); round += 1) {
    for (const name of ['Cars & LCV', 'Motorcycles', 'Trucks & Buses', 'Agriculture', 'Marine', 'ATV & UTV']) {
      const link = page.getByRole('link', { name, exact: true });
      if (!(await link.isVisible())) break;
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const makers = page.locator('.card--logo');
      // The list may still be rendering (or refused) when the heading shows: wait for it.
      await expect(
        makers
          .first()
          .or(page.getByRole('heading', { name: 'Request limit reached' }))
          .first(),
      ).toBeVisible();
      if ((await makers.count()) > round) {
        await makers.nth(round).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Tuning catalogue' }).click();
      if (await refused()) break;
    }
  }
  // Requests already on their way when the allowance ran out may be refused too (a page's own
  // request beside a hover prefetch); once the page has seen a 429, it starts none.
  const log = await apiLog();
  const firstRefusal = log.findIndex((entry) => entry.kind === 'refused');
  expect(firstRefusal).toBeGreaterThan(0);
  expect(log.slice(firstRefusal).filter((entry) => entry.kind === 'start')).toEqual([]);

  // The limit may have been met by a prefetch (silently). Opening a page not seen yet tells the
  // user what happened and when it will work again, without asking the API.
  await page.getByRole('link', { name: 'Tuning catalogue' }).click();
  await page.getByRole('link', { name: 'Cars & LCV', exact: true }).click();
  await page.locator('.card--logo').nth(40).click();
  await expect(page.getByRole('heading', { name: 'Request limit reached' })).toBeVisible();
  expect(await apiLog()).toEqual(log);
  await expect(page.getByText(/It works again at \d{1,2}:\d{2}/)).toBeVisible();

  // Heavy browsing goes on: not one more request within the Retry-After window, even across a reload.
  const afterLimit = requests.count();
  for (const path of ['/types/1/manufacturers/50', '/types/1/manufacturers/51', '/search?q=bmw%20320d']) {
    await page.getByRole('combobox', { name: 'Search the catalogue' }).fill('');
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { name: 'Request limit reached' })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Request limit reached' })).toBeVisible();
  expect(requests.count()).toBe(afterLimit);
});

test('with the network cut, visited pages still show and the user is told they are offline', async ({ page, context, request }) => {
  const example = await examplePath(request);
  await gotoReady(page, `/types/${example.typeId}`);
  await page.getByRole('link', { name: 'Audi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible();
  await page.getByRole('link', { name: 'A4', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  await expect(page.locator('.card--logo').first()).toBeVisible();

  // A page never seen needs the network: said plainly, and it recovers by itself when back online.
  await page.getByRole('link', { name: 'BMW', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'BMW' })).toBeVisible();
});

test('offline straight after the first page, a new kind of page says offline (its code is kept by the service worker)', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();
  // The other pages' code is never fetched in the background by the page (it would compete with a
  // phone's first paint and input): the service worker keeps it, fetched off the main thread.
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/engine-.*\.js$/.test(entry.name)).length)).toBe(0);
  await serviceWorkerActive(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Cars & LCV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
});

/**
 * The manufacturer page reached by a click, so that its data is the browser's own request (the
 * one these drills intercept): a deep link is answered with the page already drawn on the server.
 * The click waits until the app has taken the page over (before that, a link goes to the server).
 */
async function openInBrowser(page: Page, example: ExamplePath) {
  await gotoReady(page, `/types/${example.typeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  await page.getByRole('link', { name: 'Audi', exact: true }).click();
}

test('a server that answers 500 twice and then recovers is survived without the user doing anything', async ({ page, request }) => {
  const example = await examplePath(request);
  let failures = 0;
  await page.route(`**/api/v2/manufacturers/${example.manufacturerId}`, async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, message: 'Internal server error' }) });
      return;
    }
    await route.continue();
  });
  await openInBrowser(page, example);
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible({ timeout: 15_000 });
  expect(failures).toBe(2);
  await expect(page.getByRole('heading', { name: 'The catalogue is having trouble' })).toHaveCount(0);
});

test('a server that keeps failing shows its error with a retry that works once it recovers', async ({ page, request }) => {
  const example = await examplePath(request);
  let broken = true;
  await page.route(`**/api/v2/manufacturers/${example.manufacturerId}`, async (route) => {
    if (broken) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, message: 'Maintenance' }) });
      return;
    }
    await route.continue();
  });
  await openInBrowser(page, example);
  await expect(page.getByRole('heading', { level: 1, name: 'The catalogue is having trouble' })).toBeVisible({ timeout: 20_000 });
  // The rest of the app keeps working.
  await expect(page.getByRole('combobox', { name: 'Search the catalogue' })).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible({ timeout: 15_000 });
});

test('an answer that breaks the contract is refused with a clear message, not half drawn', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.route(`**/api/v2/manufacturers/${example.manufacturerId}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'audi', name: 42 }) }),
  );
  await openInBrowser(page, example);
  await expect(page.getByRole('heading', { level: 1, name: "The catalogue's answer could not be read" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tuning catalogue' })).toBeVisible();
});

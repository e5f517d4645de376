import { expect, test, type Page } from '@playwright/test';
import { examplePath, gotoReady, recordApiRequests } from './support/catalogue';

/**
 * Fault drills against the real server: a rate-limited key under heavy browsing, the network
 * cut while browsing, and a server that fails twice and then recovers.
 */

// Known flake under load (about one full run in three on this 2-core machine, never alone): one
// retry while its cause is found; the retry still asserts everything. See the closing note.
test.describe.configure({ retries: 1 });

test('a rate-limited key under heavy browsing stops asking and says when it works again', async ({ page }) => {
  // Connect with the demo key that has a small allowance (20 calls per window).
  await page.goto('/settings');
  await page.getByLabel('Catalogue address').fill('/api');
  await page.getByLabel('API key').fill('demo-limited');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByText('The subscription is active and includes API access.')).toBeVisible();

  const requests = recordApiRequests(page);
  const limited: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429) limited.push(new URL(response.url()).pathname);
  });

  // Browse heavily: every vehicle type, back and forth, until the allowance runs out.
  await page.getByRole('link', { name: 'Tuning catalogue' }).click();
  for (let round = 0; round < 8 && limited.length === 0; round += 1) {
    for (const name of ['Cars & LCV', 'Motorcycles', 'Trucks & Buses', 'Agriculture', 'Marine', 'ATV & UTV']) {
      const link = page.getByRole('link', { name, exact: true });
      if (!(await link.isVisible())) break;
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const makers = page.locator('.card--logo');
      if ((await makers.count()) > round) {
        await makers.nth(round).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Tuning catalogue' }).click();
      if (limited.length > 0) break;
    }
  }
  expect(limited.length).toBe(1);

  // The limit may have been met by a prefetch (silently). Opening a page not seen yet tells the
  // user what happened and when it will work again, without asking the API.
  const beforeOpening = requests.count();
  await page.getByRole('link', { name: 'Tuning catalogue' }).click();
  await page.getByRole('link', { name: 'Cars & LCV', exact: true }).click();
  const cards = page.locator('.card--logo');
  if ((await cards.count()) > 0) await cards.nth(40).click();
  await expect(page.getByRole('heading', { name: 'Request limit reached' })).toBeVisible();
  expect(requests.count()).toBe(beforeOpening);
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
  await page.goto(`/types/${example.typeId}`);
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

  // A page never seen needs the network: said plainly, and it recovers when back online.
  await page.getByRole('link', { name: 'BMW', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'BMW' })).toBeVisible();
});

test('offline straight after the first page, a new kind of page says offline (its code was preloaded)', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();
  // The other pages' code arrives while the first page is idle.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/engine-.*\.js$/.test(entry.name)).length)).toBe(1);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Cars & LCV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
});

/**
 * Opens Audi's page by a click from its type's page: a deep link arrives server-rendered with its
 * data, so the browser's own requests (where these faults are injected) start with navigation.
 */
async function openInBrowser(page: Page, example: { typeId: number }) {
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

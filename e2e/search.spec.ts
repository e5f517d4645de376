import { expect, test, type Page } from '@playwright/test';
import { gotoReady, recordApiRequests } from './support/catalogue';
import { painted } from './support/paint';

/**
 * Search with infinite scroll over the demo catalogue's 2,000+ "TDI" hits: pages load as the
 * end of the list comes into view, the list stays virtualised, a hit opens the engine with its
 * full path, and coming back restores the list and its scroll place without asking again.
 */

const mountedRows = (page: Page) => page.locator('#search-results [data-index]').count();
const searchRequests = (paths: string[]) => paths.filter((path) => path.startsWith('/api/v2/search'));

test('searches TDI, scrolls through five pages, opens a hit and comes back to the same place', async ({ page }) => {
  const requests = recordApiRequests(page);
  await gotoReady(page, '/');
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.click();
  await box.pressSequentially('TDI', { delay: 40 });
  // Suggestions in place first; Enter opens the full results, from the same request.
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=TDI$/);
  await expect(page.getByRole('status').filter({ hasText: /results for “TDI”/ })).toBeVisible();
  // One request for the typed query, not one per keystroke.
  expect(searchRequests(requests.paths())).toEqual(['/api/v2/search?query=TDI&limit=50']);

  const total = Number((await page.getByText(/results for “TDI”/).textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(2000);

  // Scroll until at least five pages have loaded.
  for (let round = 0; round < 40 && searchRequests(requests.paths()).length < 5; round += 1) {
    await page.mouse.wheel(0, 2500);
    await painted(page);
  }
  await expect.poll(() => searchRequests(requests.paths()).length).toBeGreaterThanOrEqual(5);
  const loaded = searchRequests(requests.paths());
  // Each page was asked for once, the first without a cursor, the next ones with one.
  expect(new Set(loaded).size).toBe(loaded.length);
  expect(loaded.slice(1).every((path) => /cursor=\d+/.test(path))).toBe(true);
  // However far down, only a few dozen rows are mounted.
  expect(await mountedRows(page)).toBeLessThan(60);

  const hit = page.locator('#search-results [data-index] a').nth(12);
  await hit.scrollIntoViewIfNeeded();
  const hitName = (await hit.locator('.row__title').textContent())!;
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(2000);
  await hit.click();
  await expect(page).toHaveURL(/\/types\/\d+\/manufacturers\/\d+\/models\/\d+\/generations\/\d+\/engines\/\d+$/);
  // The engine's page, once it has replaced the results (the URL changes first).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/results|Search/);
  const headingText = (await page.getByRole('heading', { level: 1 }).textContent())!;
  for (const word of hitName.split(' ')) expect(headingText).toContain(word);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveCount(5);

  requests.clear();
  await page.goBack();
  await expect(page.getByText(/results for “TDI”/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 80);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(80);
  await expect(page.locator('#search-results [data-index] a').filter({ hasText: hitName })).toBeVisible();
  expect(searchRequests(requests.paths())).toEqual([]);
});

test('keyboard: "/" focuses the search box, arrow keys move through hits, Enter opens one', async ({ page }) => {
  // The "/" shortcut is the app's: it listens once the page is hydrated.
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search the catalogue' })).toBeFocused();
  await page.keyboard.type('golf 2.0 tdi');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/results for “golf 2.0 tdi”/)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = page.locator('#search-results [data-index="0"] a');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = page.locator('#search-results [data-index="2"] a');
  await expect(third).toBeFocused();
  const name = (await third.locator('.row__title').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The heading names the vehicle and the engine: every word of the hit's title is in it.
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
  for (const word of name.split(' ')) expect(heading).toContain(word);
});

test('a query that breaks the rules never reaches the API and the user is told why', async ({ page }) => {
  const requests = recordApiRequests(page);
  await page.goto('/search?q=ab');
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  await page.goto(`/search?q=${'x'.repeat(2049)}`);
  await expect(page.getByText(/too long/)).toBeVisible();
  await page.goto('/search?q=ab%07c');
  await expect(page.getByText(/control characters/)).toBeVisible();
  expect(searchRequests(requests.paths())).toEqual([]);
});

test('no hits says so, with the query', async ({ page }) => {
  await page.goto('/search?q=zzqqxx');
  await expect(page.getByText('No results for “zzqqxx”')).toBeVisible();
});

test('typing with pauses keeps the focus and every character in the search box', async ({ page }) => {
  await gotoReady(page, '/');
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.click();
  await page.keyboard.type('golf');
  // Past the debounce: suggestions open in place while the user is still typing; the page stays.
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: 'All results for “golf”' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.type(' 2.0 tdi');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('golf 2.0 tdi');
  await expect(list.getByRole('option', { name: 'All results for “golf 2.0 tdi”' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=golf\+2\.0\+tdi$/);
  await expect(page.getByText(/results for “golf 2.0 tdi”/)).toBeVisible();
});

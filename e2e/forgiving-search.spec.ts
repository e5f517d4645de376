import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './support/catalogue';

/**
 * Search that forgives how people type (issue 26), against the demo catalogue: Roman generation
 * numbers, a word glued to its number, an ECU name, a chassis code the trade counts, make
 * aliases in the filter boxes, nearest offers by power, and highlights that mark only what matched.
 */

const hitPaths = (page: Page) => page.locator('#search-results [data-index] .row__path').allTextContents();

async function searchFor(page: Page, query: string) {
  await gotoReady(page, `/search?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('status').filter({ hasText: `results for “${query}”` })).toBeVisible();
}

for (const query of ['golf vii', 'golf7', 'vw golf vii 2.0 tdi']) {
  test(`"${query}" finds the Volkswagen Golf Mk7`, async ({ page }) => {
    await searchFor(page, query);
    const paths = await hitPaths(page);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths[0]).toBe('Cars & LCV › Volkswagen › Golf › Mk7');
    // Every hit a Golf Mk7: the shared one, or the demo account's own edition of it (its private
    // "Golf Kessler Edition › Mk7 KE", last in the list), never another Golf generation.
    for (const path of paths) expect(path).toMatch(/^Cars & LCV › Volkswagen › Golf( Kessler Edition)? › Mk7( KE)?$/);
  });
}

test('"octavia iii" finds the Skoda Octavia 5E', async ({ page }) => {
  await searchFor(page, 'octavia iii');
  const paths = await hitPaths(page);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(path).toBe('Cars & LCV › Skoda › Octavia › 5E');
});

test('the ECU name "EDC17C46" finds engines that list it, and the engine page shows it', async ({ page }) => {
  await searchFor(page, 'EDC17C46');
  expect((await hitPaths(page)).length).toBeGreaterThan(5);
  await searchFor(page, 'golf vii EDC17C46');
  const hit = page.locator('#search-results a').filter({ hasText: '2.0 TDI 163hp' });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('163hp');
  await expect(page.getByRole('listitem').filter({ hasText: 'Bosch EDC17C46' })).toBeVisible();
});

test('"golf 7 2.0 tdi 150" finds nothing and offers the nearest engines: 140 hp and 163 hp', async ({ page }) => {
  await gotoReady(page, `/search?q=${encodeURIComponent('golf 7 2.0 tdi 150')}`);
  await expect(page.getByText('No results for “golf 7 2.0 tdi 150”')).toBeVisible();
  const offer = page.locator('.search-nearest');
  await expect(offer).toHaveText(/^Nearest to 150\shp: 140\shp, 163\shp$/u);
  await expect(offer.getByRole('link')).toHaveText([/^140\shp$/u, /^163\shp$/u]);
  await offer.getByRole('link', { name: /^163\shp$/u }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2.0 TDI 163hp');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Mk7', exact: true })).toBeVisible();
});

test('"vw" in the manufacturers filter finds Volkswagen, not Volvo', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: 'Cars & LCV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter manufacturers' }).fill('vw');
  await expect(page.getByRole('link', { name: 'Volkswagen', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volvo', exact: true })).toHaveCount(0);
});

test('in "golf 7 tdi" results, highlights mark Golf and TDI, never a 7 inside 75hp or 177hp', async ({ page }) => {
  await searchFor(page, 'golf 7 tdi');
  const titles = page.locator('#search-results .row__title');
  await expect(titles.filter({ hasText: '177hp' }).first()).toBeVisible();
  const marks = await page.locator('#search-results .row__title mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(['golf', 'tdi']).toContain(mark.toLowerCase());
});

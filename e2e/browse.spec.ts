import { expect, test, type Page } from '@playwright/test';
import { examplePath, gotoReady, recordApiRequests } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * The heart of the product, in a real browser against the production build and the demo
 * server: walking the catalogue by clicks, deep links, back and forward, and the promise that
 * revisiting a page costs no request.
 */

/** From Audi's page down to the example engine by clicks, each page's heading shown on arrival. */
async function clickDownFromAudi(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible();
  await page.getByRole('link', { name: 'A4', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  await page.getByRole('link', { name: /^B5\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4 B5' })).toBeVisible();
  await page.getByRole('link', { name: '1.8T 150hp 210Nm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
}

test('walks from vehicle type to engine by clicks, one request per thing', async ({ page }) => {
  const requests = recordApiRequests(page);
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();

  await page.getByRole('link', { name: 'Cars & LCV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.getByRole('link', { name: 'Audi', exact: true }).click();
  await clickDownFromAudi(page);

  await expect(page).toHaveTitle('Audi A4 B5 1.8T 150hp 210Nm · Tuning catalogue');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  for (const name of ['Vehicle types', 'Cars & LCV', 'Audi', 'A4', 'B5']) await expect(crumbs.getByRole('link', { name, exact: true })).toBeVisible();

  // Everything the record carries.
  const technical = page.getByRole('region', { name: 'Technical data' });
  await expect(technical.getByText('AGU')).toBeVisible();
  await expect(technical.getByText('1,781 cm³')).toBeVisible();
  await expect(technical.getByText('Turbo Petrol')).toBeVisible();
  await expect(page.getByText('Bosch', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No TCU listed for this engine.')).toBeVisible();
  await expect(page.getByRole('table', { name: /Tuning stages of 1.8T 150hp 210Nm/ })).toBeVisible();
  await liveChart(page, page.getByRole('figure', { name: /Dyno chart/ }));

  // No operation was asked for twice along the way.
  const paths = requests.paths();
  expect(new Set(paths).size).toBe(paths.length);
});

test('a deep link to an engine arrives with its data (server-rendered) and survives a reload', async ({ page, request }) => {
  const example = await examplePath(request);
  const requests = recordApiRequests(page);
  // The page carries its runtime configuration and its data: nothing is asked for again.
  const configRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/config.json') configRequests.push(sent.url());
  });
  await page.goto(example.engineUrl);
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  // Hydrated, and the interactive chart loaded once scrolled to.
  await liveChart(page, page.getByRole('figure', { name: /Dyno chart/ }));
  expect(configRequests).toEqual([]);
  expect(requests.paths()).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Audi', exact: true })).toBeVisible();
});

test('back and forward revisit pages without a single request', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.goto(`/types/${example.typeId}/manufacturers/${example.manufacturerId}`);
  await clickDownFromAudi(page);

  const requests = recordApiRequests(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4 B5' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  // Via a breadcrumb too.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'A4', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  expect(requests.paths()).toEqual([]);
});

test('a link hovered or focused has its page ready before the click', async ({ page, request }) => {
  const example = await examplePath(request);
  await gotoReady(page, `/types/${example.typeId}/manufacturers/${example.manufacturerId}/models/${example.modelId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  const requests = recordApiRequests(page);
  await page.getByRole('link', { name: /^B5\b/ }).hover();
  await expect.poll(() => requests.paths()).toContain(`/api/v2/generations/${example.generationId}`);
  requests.clear();
  await page.getByRole('link', { name: /^B5\b/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audi A4 B5' })).toBeVisible();
  expect(requests.paths()).toEqual([]);
});

test('ids that cannot exist show not-found without asking the API', async ({ page }) => {
  const requests = recordApiRequests(page);
  await page.goto('/types/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await page.goto('/types/1/manufacturers/99999999999999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  expect(requests.paths().filter((path) => !path.startsWith('/api/v2/types'))).toEqual([]);
  // The rest of the app still works from there.
  await page.getByRole('link', { name: 'Back to vehicle types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();
});

test('a record that is gone shows a 404 page with a way back', async ({ page }) => {
  await page.goto('/types/1/manufacturers/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search the catalogue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to vehicle types' })).toBeVisible();
});

test('a maker without a usable logo shows the "no picture" mark inside its own card', async ({ page }) => {
  await page.goto('/types/1');
  const card = page.locator('.card--logo', { hasText: 'Genesis' });
  const placeholder = card.locator('.image-placeholder');
  await expect(placeholder).toHaveCSS('border-top-style', 'dashed');
  // The glyph is drawn in the placeholder's box (it once escaped to a distant ancestor, all of
  // them piled up over another maker's card).
  await expect(placeholder).toHaveCSS('position', 'relative');
  const [box, cardBox] = await Promise.all([placeholder.boundingBox(), card.boundingBox()]);
  expect(box && cardBox && box.y >= cardBox.y && box.y + box.height <= cardBox.y + cardBox.height).toBe(true);
});

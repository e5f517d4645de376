import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { api, examplePath } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * Comparing engines in Chromium against the real server: three engines chosen from search
 * results and compared (every engine request of the comparison started at once), a fourth
 * refused; a cold deep link rendered whole by the server in one round, with its bad ids named;
 * units, the copied link, a 360 px phone, and axe on every view.
 */

interface Named {
  id: number;
  name: string;
}

/**
 * The page has hydrated (the app's ready mark: a unit chosen before it would be lost) and the
 * network is quiet. A quiet network alone was not enough on a loaded machine: the start-up runs
 * in several tasks after the last script arrives.
 */
async function ready(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const figures = (page: Page) => page.getByRole('table', { name: /^The compared engines side by side/ });

test('three engines reached from search are compared side by side; a fourth is refused', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await ready(page);
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.fill('a4 b5');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=a4(\+|%20)b5$/);
  await expect(page.getByRole('status').filter({ hasText: /results for “a4 b5”/ })).toBeVisible();

  // A toggle names its engine; once added it says so and offers removal ("In comparison, Remove …").
  const toggles = page.getByRole('button', { name: /^Add to comparison: / });
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const toggle = toggles.first();
    const name = (await toggle.getAttribute('aria-label'))!.replace('Add to comparison: ', '');
    names.push(name);
    await toggle.click();
    await expect(page.getByRole('button', { name: `In comparison, Remove ${name} from the comparison` }).first()).toBeVisible();
  }
  const tray = page.getByRole('region', { name: 'Engines to compare 3 of 3' });
  await expect(tray.getByRole('listitem')).toHaveCount(3);

  // A fourth is refused, and the tray says why.
  const fourth = toggles.first();
  const fourthName = (await fourth.getAttribute('aria-label'))!.replace('Add to comparison: ', '');
  await fourth.click();
  await expect(page.getByRole('button', { name: `Add to comparison: ${fourthName}` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `In comparison, Remove ${fourthName} from the comparison` })).toHaveCount(0);
  await expect(tray.getByRole('alert')).toHaveText(`Up to 3 engines can be compared. Remove one to add ${fourthName}.`);
  expect(await axeViolations(page)).toEqual([]);

  // Every engine of the comparison is asked for at once: each request starts before any answer
  // arrives (the answers are held back a little so that one waiting for another would show).
  const events: string[] = [];
  await page.route('**/api/v2/engines/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  page.on('request', (request) => {
    if (/\/api\/v2\/engines\/\d+$/.test(request.url())) events.push(`start ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', (request) => {
    if (/\/api\/v2\/engines\/\d+$/.test(request.url())) events.push(`end ${new URL(request.url()).pathname}`);
  });
  await tray.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare\?engines=\d+,\d+,\d+&generations=\d+,\d+,\d+$/);
  const table = figures(page);
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const name of names) await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  await expect.poll(() => events.filter((event) => event.startsWith('end ')).length).toBe(3);
  expect(events.slice(0, 3).every((event) => event.startsWith('start '))).toBe(true);

  // Figures with their gains, and the dyno curves of all three on one chart.
  await expect(table.getByRole('rowheader', { name: 'Stock power' })).toBeVisible();
  await expect(table.getByText(/Power gain: \+\d+ hp \(\+\d+%\)$/).first()).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Dyno curves of the compared engines' });
  await liveChart(page, chart);
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(6);
  await page.getByRole('button', { name: 'Show the chart as a table' }).click();
  await expect(page.getByRole('table', { name: /^Dyno readings/ }).getByRole('columnheader')).toHaveCount(7);

  // The link is copied as the app writes it.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  expect(await axeViolations(page)).toEqual([]);
});

test('a cold deep link arrives whole in one round: every engine in the page, bad ids named, the rest shown', async ({ page, request }) => {
  const example = await examplePath(request);
  const b5 = await api<{ engines: Named[] }>(request, `/generations/${example.generationId}`);
  const [one, two] = b5.engines;
  const link = `/compare?engines=${one!.id},x1,${two!.id},${two!.id},999999999&generations=${example.generationId},,${example.generationId},${example.generationId},${example.generationId}`;

  const apiRequests: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname);
  });
  const response = await page.goto(link);
  expect(response!.status()).toBe(200);
  // The server asked for everything at once and sent it with the page (server/web/compare-page.test.ts times those calls).
  const html = await response!.text();
  for (const engine of [one!, two!]) expect(html).toContain(engine.name);
  await ready(page);
  expect(apiRequests.filter((path) => /\/engines\/|\/generations\//.test(path))).toEqual([]);

  await expect(page.getByRole('heading', { level: 1, name: 'Compare engines' })).toBeVisible();
  const problems = page.getByRole('alert').filter({ hasText: 'Part of this link could not be used:' });
  await expect(problems.getByRole('listitem')).toHaveText([
    '“x1” is not an engine number.',
    `Engine ${two!.id} is listed more than once; it is shown once.`,
    'Engine 999999999 is not in the catalogue.',
  ]);
  const table = figures(page);
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader', { name: `Audi A4 B5 ${one!.name}` })).toBeVisible();

  // The unit switch applies to the figures and the chart.
  await page.getByRole('combobox', { name: 'Power in' }).selectOption('kw');
  await expect(table.getByRole('rowheader', { name: 'Stock power' }).locator('xpath=..').getByRole('cell').first()).toHaveText(/^\d+ kW$/);
  // (the server's drawing has a wide and a narrow copy, one shown by the screen's width)
  await expect(page.getByRole('figure', { name: 'Dyno curves of the compared engines' }).locator(':text-is("kW"):visible').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Power in' }).selectOption('hp');

  // Removing an engine keeps the rest in the link.
  await table.getByRole('button', { name: `Remove ${one!.name} from the comparison` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?engines=${two!.id}&generations=${example.generationId}$`));
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('on a 360 px phone the comparison reads without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const example = await examplePath(request);
  const b5 = await api<{ engines: Named[] }>(request, `/generations/${example.generationId}`);
  const ids = b5.engines.slice(0, 3).map((engine) => engine.id);
  await page.goto(`/compare?engines=${ids.join(',')}&generations=${ids.map(() => example.generationId).join(',')}`);
  await ready(page);
  const table = figures(page);
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(page.locator('.skeleton')).toHaveCount(0);
  // Nothing wider than the screen, and the figures at a readable size.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const value = table.locator('.compare-table__value').first();
  await expect(value).toBeVisible();
  expect(await value.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
  // Each engine's values sit in its own column under its name.
  const [header, cell] = await Promise.all([
    table.getByRole('columnheader').nth(2).boundingBox(),
    table.getByRole('rowheader', { name: 'Stock power' }).locator('xpath=..').getByRole('cell').nth(2).boundingBox(),
  ]);
  expect(Math.abs(header!.x - cell!.x)).toBeLessThan(2);
  expect(cell!.x + cell!.width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('compare-360.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the comparison, its chart and the tray have no WCAG A/AA violations', async ({ page, request }) => {
    const example = await examplePath(request);
    const b5 = await api<{ engines: Named[] }>(request, `/generations/${example.generationId}`);
    const ids = b5.engines.slice(0, 2).map((engine) => engine.id);
    await page.goto(`/compare?engines=${ids.join(',')}&generations=${ids.map(() => example.generationId).join(',')}`);
    await ready(page);
    await liveChart(page, page.getByRole('figure', { name: 'Dyno curves of the compared engines' }));
    expect(await axeViolations(page)).toEqual([]);

    // The tray, on the generation's page, with one engine chosen and a refusal shown.
    await page.goto(example.generationUrl);
    await ready(page);
    for (const engine of b5.engines.slice(0, 4)) await page.getByRole('button', { name: `Add to comparison: ${engine.name}` }).click();
    await expect(page.getByRole('region', { name: 'Engines to compare 3 of 3' }).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { V1_LANGUAGES } from '../contract/constants';
import { axeViolations } from './support/axe';
import { api, examplePath, gotoReady } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * What a first-time user meets, seen as they see it: a calm dyno chart, the gains on a phone's
 * first screen, imperial units through and through, headers that keep their units whole in
 * every language, the theme switch, sharing, and the header's search as staff type.
 */

const PHONE = { width: 360, height: 740 };
const lines = (page: Page) => page.locator('.dyno path.recharts-line-curve');

async function openEngine(page: Page, url: string) {
  await page.goto(url);
  await liveChart(page);
}

test.describe('the dyno chart', () => {
  test('opens with at most 4 lines (stock and the highest stage); the choice made in the legend is remembered', async ({ page, request }) => {
    const example = await examplePath(request);
    await openEngine(page, example.engineUrl);
    const legend = page.getByRole('list', { name: 'Curves: press to hide or show' });
    const toggles = legend.getByRole('button');
    expect(await toggles.count()).toBeGreaterThan(4);
    await expect(lines(page)).toHaveCount(4);
    await expect(legend.getByRole('button', { name: 'Stock power' })).toHaveAttribute('aria-pressed', 'true');
    await legend.getByRole('button', { name: 'Stock torque' }).click();
    await expect(lines(page)).toHaveCount(3);
    await page.reload();
    await expect(lines(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Stock torque' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a 360 px phone a tap reads the values under the chart, inside the screen, only lines with a value', async ({ page, request }) => {
    const example = await examplePath(request);
    await page.setViewportSize(PHONE);
    await openEngine(page, example.engineUrl);
    const plot = page.locator('.dyno .recharts-surface').first();
    const box = (await plot.boundingBox())!;
    await plot.scrollIntoViewIfNeeded();
    await plot.click({ position: { x: box.width * 0.6, y: box.height * 0.5 } });
    const readout = page.locator('.dyno__readout');
    await expect(readout).toContainText(/At [\d,]+ rpm/);
    // No floating box over the plot.
    await expect(page.locator('.chart-tooltip')).toHaveCount(0);
    const read = (await readout.boundingBox())!;
    expect(read.x).toBeGreaterThanOrEqual(0);
    expect(read.x + read.width).toBeLessThanOrEqual(PHONE.width);
    // Under the plot, not over it.
    const plotBox = (await plot.boundingBox())!;
    expect(read.y).toBeGreaterThanOrEqual(plotBox.y + plotBox.height - 1);
    await expect(readout.getByRole('row')).toHaveCount(4);
    await expect(readout).not.toContainText('—');
  });

  test('on a desktop the tooltip stays inside the window and lists only lines with a value', async ({ page, request }) => {
    const example = await examplePath(request);
    await openEngine(page, example.engineUrl);
    const plot = page.locator('.dyno .recharts-surface').first();
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width - 70, box.y + box.height / 2);
    const tooltip = page.locator('.chart-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).not.toContainText('—');
    const tip = (await tooltip.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(viewport.width);
  });

  test('focus rings show for the keyboard only', async ({ page, request }) => {
    const example = await examplePath(request);
    await openEngine(page, example.engineUrl);
    const plot = page.locator('.dyno .recharts-surface').first();
    await plot.scrollIntoViewIfNeeded();
    await plot.click();
    const ring = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return { inChart: Boolean(element.closest('.recharts-wrapper')), outline: getComputedStyle(element).outlineStyle };
      });
    // A click focuses the chart (recharts' keyboard layer) and leaves no ring: no stray black rectangle.
    expect(await ring()).toEqual({ inChart: true, outline: 'none' });
    // From the legend's first button backwards, the keyboard reaches the chart with a ring.
    await page.getByRole('list', { name: 'Curves: press to hide or show' }).getByRole('button').first().focus();
    await page.keyboard.press('Shift+Tab');
    const keyed = await ring();
    expect(keyed.inChart).toBe(true);
    expect(keyed.outline).not.toBe('none');
  });
});

test.describe('the phone engine page', () => {
  test('at 360 px the first screen names the vehicle and shows the stages’ gains over stock', async ({ page, request }) => {
    const example = await examplePath(request);
    await page.setViewportSize(PHONE);
    await page.goto(example.engineUrl);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Audi A4 B5 1.8T 150hp 210Nm');
    const table = page.getByRole('table', { name: /Tuning stages of/ });
    const rows = table.getByRole('row');
    // Stock, Stage 1 and Stage 2, gains and prices included, above the fold (nothing scrolled).
    await expect(rows.nth(3).getByRole('rowheader')).toHaveText('Stage 2');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const index of [1, 2, 3]) {
      const row = rows.nth(index);
      const box = (await row.locator('td').nth(1).boundingBox())!;
      expect(box.y + box.height, `row ${index}'s power and its gain within the first screen`).toBeLessThanOrEqual(PHONE.height);
      if (index > 1) {
        const gains = row.locator('.stage-table__gain');
        await expect(gains).toHaveCount(2);
        for (const gain of await gains.all()) await expect(gain).toBeInViewport({ ratio: 1 });
        await expect(row.locator('.stage-table__price')).toBeInViewport({ ratio: 1 });
        await expect(row.locator('.stage-table__price')).toContainText('€');
      }
    }
    // Stage values sit in the stock card's columns.
    const x = async (row: number, cell: number) => (await rows.nth(row).locator('td').nth(cell).boundingBox())!.x;
    expect(await x(2, 0)).toBeCloseTo(await x(1, 0), 0);
    expect(await x(2, 1)).toBeCloseTo(await x(1, 1), 0);
  });

  test('an engine without a chart shows one line, no empty box', async ({ page, request }) => {
    // An engine whose v2 dyno arrays are empty, found through search over the demo catalogue.
    const hits = await api<{
      results: { type: { id: number }; manufacturer: { id: number }; model: { id: number }; generation: { id: number }; engine: { id: number } }[];
    }>(request, '/search?query=golf&limit=100');
    let url: string | undefined;
    for (const hit of hits.results) {
      const detail = await api<{ performance: { dyno_values: { rpm: number[] } } }>(request, `/engines/${hit.engine.id}`);
      if (detail.performance.dyno_values.rpm.length === 0) {
        url = `/types/${hit.type.id}/manufacturers/${hit.manufacturer.id}/models/${hit.model.id}/generations/${hit.generation.id}/engines/${hit.engine.id}`;
        break;
      }
    }
    expect(url, 'an engine without dyno data among the first 100 Golf engines').toBeDefined();
    await page.goto(url!);
    await expect(page.getByText('No dyno data exists for this engine.')).toBeVisible();
    const section = page.locator('.section--chart');
    expect((await section.boundingBox())!.height).toBeLessThan(200);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('at 360 px the engine list runs at most 120 px a row', async ({ page, request }) => {
    const example = await examplePath(request);
    await page.setViewportSize(PHONE);
    await page.goto(example.generationUrl);
    const rows = page.locator('.engine-table tbody tr[data-index], .engine-table tbody tr:not([aria-hidden])');
    await expect(rows.first()).toBeVisible();
    const heights = await rows.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(3);
    for (const height of heights) expect(height).toBeLessThanOrEqual(120);
  });

  test('imperial units give mph and 0–60 mph', async ({ page, request }) => {
    const example = await examplePath(request);
    // A slow phone: React hydrates the page's own boundary after the frame around it, and the
    // page must not say it is ready before its controls answer (a choice made earlier is lost).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await gotoReady(page, example.engineUrl);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const table = page.getByRole('table', { name: /Tuning stages of/ });
    await expect(table.getByRole('columnheader', { name: '0–100 km/h' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Power in' }).selectOption('bhp');
    await expect(table.getByRole('columnheader', { name: '0–60 mph' })).toBeVisible();
    await expect(table.getByRole('row').nth(2)).toContainText(/\d+ mph/);
    await expect(table).not.toContainText('km/h');
  });
});

test('table headers keep their units whole in all 21 languages, in the widget’s width too', async ({ page, request }) => {
  const example = await examplePath(request);
  const languages = await api<{ code: string }[]>(request, '/languages').catch(() => null);
  const codes = languages?.map((language) => language.code) ?? [...V1_LANGUAGES];
  expect(codes).toHaveLength(21);
  await page.setViewportSize({ width: 700, height: 900 });
  for (const code of codes) {
    await page.goto(`${example.engineUrl}?embed=1&lang=${code}`);
    const headers = page.locator('.stage-table th.numeric');
    await expect(headers.first()).toBeVisible();
    // The lines a header's text runs over: the distinct tops of its text's boxes.
    const split = await headers.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((element) => element.textContent),
    );
    expect(split, `headers on more than one line in ${code}`).toEqual([]);
  }
});

test('the theme switch in the header changes the theme and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoReady(page, '/');
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await theme.selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('auto');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('sharing', () => {
  test('without the Web Share API the link is copied, with a visible confirmation', async ({ page, context, request }) => {
    const example = await examplePath(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await gotoReady(page, example.engineUrl);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('with the Web Share API the system sheet gets the page’s title and link', async ({ page, request }) => {
    const example = await examplePath(request);
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void calls.push(data) });
    });
    await gotoReady(page, example.engineUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Audi A4 B5');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
      .toEqual([{ title: 'Audi A4 B5 1.8T 150hp 210Nm · Tuning catalogue', url: page.url() }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

test.describe('the header search, as staff type', () => {
  for (const [query, expected] of [
    ['citroen c4', /Citroën C4/],
    ['vw golf tdi', /Volkswagen Golf/],
  ] as const) {
    test(`"${query}": suggestions in place, the page stays, Enter opens the results`, async ({ page, request }) => {
      const example = await examplePath(request);
      await gotoReady(page, example.generationUrl);
      const box = page.getByRole('combobox', { name: 'Search the catalogue' });
      await box.fill(query);
      const list = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('option').first()).toContainText(expected);
      expect(new URL(page.url()).pathname).toBe(example.generationUrl);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      const results = page.getByRole('list', { name: new RegExp(`Results for`) });
      await expect(results.getByRole('link').first()).toContainText(expected);
    });
  }

  test('the open suggestions and the phone header have no WCAG A/AA violations', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/');
    await page.getByRole('combobox', { name: 'Search the catalogue' }).fill('golf tdi');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Search the catalogue' }).press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('arrow down and Enter open the chosen suggestion', async ({ page }) => {
    await gotoReady(page, '/');
    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.fill('golf 7 tdi');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(first).toContainText('Golf Mk7');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Volkswagen Golf Mk7');
  });
});

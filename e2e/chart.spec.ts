import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { api, examplePath, gotoReady } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * The dyno chart in the server's HTML, the interactive chart only when the reader gets to it,
 * and the comparison chart's notes, labels, legend, toggle and table as a reader meets them.
 */

const PHONE = { width: 360, height: 740 };

interface Hit {
  type: { id: number };
  manufacturer: { id: number };
  model: { id: number };
  generation: { id: number };
  engine: { id: number; name: string };
}

/** An engine of the demo catalogue whose v2 dyno arrays are empty. */
async function engineWithoutDyno(request: Parameters<typeof api>[0]): Promise<Hit> {
  const hits = await api<{ results: Hit[] }>(request, '/search?query=golf&limit=100');
  for (const hit of hits.results) {
    const detail = await api<{ performance: { dyno_values: { rpm: number[] } } }>(request, `/engines/${hit.engine.id}`);
    if (detail.performance.dyno_values.rpm.length === 0) return hit;
  }
  throw new Error('no engine without dyno data among the first 100 Golf engines');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the engine page shows the dyno chart: stock and stage curves as SVG paths, with the caption and the legend', async ({ page, request }) => {
    const example = await examplePath(request);
    await page.goto(example.engineUrl);
    const figure = page.getByRole('figure', { name: 'Dyno chart of 1.8T 150hp 210Nm' });
    await figure.scrollIntoViewIfNeeded();
    const drawing = figure.locator('svg.static-chart--wide');
    await expect(drawing).toBeVisible();
    const box = (await drawing.boundingBox())!;
    expect(box.height).toBeGreaterThan(200);
    // Stock and the highest stage, power and torque: four lines, each a real curve.
    const curves = drawing.locator('.static-chart__curve');
    await expect(curves).toHaveCount(4);
    const names = await curves.evaluateAll((groups) => groups.map((group) => group.getAttribute('data-curve')));
    expect(names.slice(0, 2)).toEqual(['stock.power', 'stock.torque']);
    expect(names.slice(2).every((name) => /^(?!stock).+\.(power|torque)$/.test(name ?? ''))).toBe(true);
    for (const line of await drawing.locator('.static-chart__line').all()) {
      expect(await line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
      // Drawn in a colour, not invisible.
      expect(await line.evaluate((path) => getComputedStyle(path).stroke)).not.toMatch(/none|rgba\(0, 0, 0, 0\)/);
    }
    await expect(figure.getByText('Power (solid lines, left axis) and torque (dashed lines, right axis) against engine speed.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Curves: press to hide or show' }).getByRole('button', { name: 'Stock power' })).toBeVisible();
    // Nothing that needs a script: no table button, no touch readout.
    await expect(page.getByRole('button', { name: 'Show the chart as a table' })).toBeHidden();
    await expect(page.locator('.dyno__readout')).toBeHidden();
  });

  test('at 360 px the narrow drawing shows instead, as high as the interactive chart will be', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const example = await examplePath(request);
    await page.goto(example.engineUrl);
    await expect(page.locator('svg.static-chart--wide')).toBeHidden();
    const narrow = page.locator('svg.static-chart--narrow');
    await narrow.scrollIntoViewIfNeeded();
    await expect(narrow.locator('.static-chart__line')).toHaveCount(4);
    const box = (await narrow.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.height).toBeGreaterThan(box.width * 0.8);
  });
});

test.describe('with JavaScript', () => {
  test('the interactive chart loads only when the chart is scrolled to, into the same box (nothing moves)', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const example = await examplePath(request);
    const chartCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/dyno-chart-[\w-]+\.js$/.test(sent.url())) chartCode.push(sent.url());
    });
    await gotoReady(page, example.engineUrl);
    await page.waitForLoadState('networkidle');
    // At the top of a phone's page the chart is out of view: its code has not been asked for.
    expect(chartCode).toEqual([]);
    const plot = page.locator('.dyno__plot');
    const legend = page.getByRole('list', { name: 'Curves: press to hide or show' });
    await plot.scrollIntoViewIfNeeded();
    const before = { plot: (await plot.boundingBox())!, legend: (await legend.boundingBox())! };
    await liveChart(page);
    expect(chartCode).toHaveLength(1);
    const after = { plot: (await plot.boundingBox())!, legend: (await legend.boundingBox())! };
    expect(after.plot.height).toBeCloseTo(before.plot.height, 0);
    expect(after.legend.y).toBeCloseTo(before.legend.y, 0);
    await expect(page.locator('.dyno__plot .static-chart')).toHaveCount(0);
  });
});

test.describe('the comparison chart', () => {
  test('names the engine it cannot draw, labels one stage plainly, says only what is drawn, and keeps its legend short on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const example = await examplePath(request);
    const b5 = await api<{ engines: { id: number; name: string }[] }>(request, `/generations/${example.generationId}`);
    const drawn = b5.engines.filter((engine) => engine.id !== example.engineId).slice(0, 1)[0]!;
    const bare = await engineWithoutDyno(request);
    await gotoReady(
      page,
      `/compare?engines=${example.engineId},${drawn.id},${bare.engine.id}&generations=${example.generationId},${example.generationId},${bare.generation.id}`,
    );
    await expect(page.getByRole('note').filter({ hasText: 'No dyno data to draw for' })).toContainText(bare.engine.name);
    const figure = page.getByRole('figure', { name: 'Dyno curves of the compared engines' });
    // Torque starts hidden: no claim of dashed lines on a right axis.
    await expect(figure.locator('figcaption')).toContainText('Power (solid lines, left axis) against engine speed.');
    await expect(figure.locator('figcaption')).not.toContainText('dashed lines');
    const legend = page.getByRole('list', { name: 'Curves: press to hide or show' });
    await expect(legend).not.toContainText('variant');
    // One row per engine and owner with two short toggles: 4 rows, well under half a phone's screen.
    await expect(legend.getByRole('listitem')).toHaveCount(4);
    expect((await legend.boundingBox())!.height).toBeLessThan(300);
    await legend
      .getByRole('button', { name: /: Stock torque$/ })
      .first()
      .click();
    await expect(figure.locator('figcaption')).toContainText('Power (solid lines, left axis) and torque (dashed lines, right axis)');

    // The chart as a table: wider than the phone, and it says so; the region takes the keyboard.
    await page.getByRole('button', { name: 'Show the chart as a table' }).click();
    const region = page.getByRole('region', { name: 'Dyno data' });
    await expect(region).toBeVisible();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByText('The table is wider than the screen: scroll sideways to see every column.')).toBeVisible();
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the engine page toggle says the engine is in the comparison and takes it out again', async ({ page, request }) => {
    const example = await examplePath(request);
    await gotoReady(page, example.engineUrl);
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    const added = page.getByRole('button', { name: 'In comparison, Remove' });
    await expect(added).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to comparison' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Engines to compare/ })).toBeVisible();
    await added.click();
    await expect(page.getByRole('button', { name: 'Add to comparison' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Engines to compare/ })).toHaveCount(0);
  });
});

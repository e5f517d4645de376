import { expect, test, type Page } from '@playwright/test';
import { examplePath, gotoReady, recordApiRequests } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * Server-rendered pages in a real browser: without script every page kind shows its content;
 * with script the page hydrates without a console error or a second request for its data, and
 * works at once; assets, pages and API answers leave compressed; the sitemap holds.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page kind shows its content', async ({ page, request }) => {
    const example = await examplePath(request);
    const pages: [string, string, string][] = [
      ['/', 'Vehicle types', 'Cars & LCV'],
      [`/types/${example.typeId}`, 'Cars & LCV', 'Audi'],
      [`/types/${example.typeId}/manufacturers/${example.manufacturerId}`, 'Audi', 'A4'],
      [`/types/${example.typeId}/manufacturers/${example.manufacturerId}/models/${example.modelId}`, 'Audi A4', 'B5'],
      [example.generationUrl, 'Audi A4 B5', '1.8T 150hp 210Nm'],
      [example.engineUrl, 'Audi A4 B5 1.8T 150hp 210Nm', 'Stage 1'],
      ['/search?q=a4%20b5', 'Search: a4 b5', '1.8T 150hp 210Nm'],
      ['/settings', 'Settings', 'Settings'],
    ];
    for (const [url, heading, content] of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      await expect(page.getByRole('main').getByText(content, { exact: false }).first(), url).toBeVisible();
    }
    // Links are plain links: the next page arrives from the server.
    await page.goto('/');
    await page.getByRole('link', { name: 'Cars & LCV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  });

  test("the printed engine page carries the QR code of the full page's address, drawn by the server", async ({ page, request }) => {
    const example = await examplePath(request);
    await page.goto(`${example.engineUrl}?embed=1&lang=de`);
    const code = page.locator('.quote-header').getByRole('img', { name: 'QR-Code der Adresse dieser Seite' });
    // Print-only: hidden on screen, on the sheet once printed, loaded by then.
    await expect(code).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(code).toBeVisible();
    await expect.poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const src = await code.getAttribute('src');
    expect(src).toBe(`/qr.svg?${new URLSearchParams({ page: `${example.engineUrl}?lang=de` })}`);
    const drawn = await request.get(src!);
    expect(drawn.status()).toBe(200);
    expect(drawn.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  test("each page kind arrives with its own feature's styles, not only the global ones", async ({ page, request }) => {
    const example = await examplePath(request);
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await page.setViewportSize({ width: 360, height: 800 });
    // The stage table as phone cards (stage-table.css), the unit pickers as label/select pairs (dyno.css), the
    // units' list (engine.css), a price with its rule (pricing.css).
    await page.goto(example.engineUrl);
    expect(await style('.stage-table tbody tr', 'display')).toBe('grid');
    expect(await style('.unit-switcher', 'display')).toBe('grid');
    expect(await style('.unit-list', 'margin-bottom')).toBe('16px');
    expect(await style('.price-tag', 'position')).toBe('relative');
    // The engine list as phone cards (engine-table.css).
    await page.goto(example.generationUrl);
    expect(await style('.engine-table tbody tr', 'display')).toBe('grid');
    // Cards two to a row (catalogue.css).
    await page.goto('/');
    expect(await style('.card-grid--types', 'grid-template-columns')).toMatch(/^\d+(\.\d+)?px \d+(\.\d+)?px$/);
    // The settings page's column and form (settings.css).
    await page.goto('/settings');
    expect(await style('.page--narrow', 'max-width')).toBe('760px');
    expect(await style('.form', 'display')).toBe('grid');
  });

  test('a record that does not exist is a 404 page', async ({ page }) => {
    const response = await page.goto('/types/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  });
});

/** Console errors and warnings, and uncaught errors, from the moment the page starts. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

for (const [language, heading, scheme] of [
  ['en', 'Vehicle types', 'light'],
  ['de', 'Fahrzeugtypen', 'dark'],
  ['zs', '车辆类型', 'light'],
] as const) {
  test(`hydrates in ${language} (${scheme}) without a console error or a second request, and clicks work at once`, async ({ page, request }) => {
    const example = await examplePath(request);
    await page.emulateMedia({ colorScheme: scheme });
    const problems = watchConsole(page);
    const requests = recordApiRequests(page);
    await page.goto(`${example.engineUrl}?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'zs' ? 'zh-Hans' : language);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // Hydrated; the chart's interactive part loads once scrolled to, without a request for data.
    await liveChart(page);
    expect(requests.paths(), 'the page’s data came with the page').toEqual([]);

    // A click straight after hydration navigates in the browser: the generation came with the
    // engine's page, so going up to it asks for nothing.
    await page.getByRole('navigation').getByRole('link', { name: 'B5', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('B5');
    expect(requests.paths()).toEqual([]);
    await page.getByRole('navigation').getByRole('link', { exact: true, name: heading }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(problems).toEqual([]);
  });
}

test("the page's code is requested only once the page is parsed and drawn, all of it together", async ({ page, request }) => {
  const example = await examplePath(request);
  await gotoReady(page, example.engineUrl);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
    );
    const named = (prefix: string) => scripts.find((entry) => new URL(entry.name).pathname.startsWith(`/assets/${prefix}-`));
    return {
      parsed: navigation.domInteractive,
      first: Math.min(...scripts.map((entry) => entry.startTime)),
      entryEnd: named('index')?.responseEnd,
      engineStart: named('engine')?.startTime,
    };
  });
  // With the scripts in the head, the preload scanner fetched them while the page was parsed and
  // before its first paint, on a phone's link in the paint's way (PAGE_SCRIPT, contract/ssr.ts).
  expect(timing.first).toBeGreaterThanOrEqual(timing.parsed);
  // The page's own chunk is asked for with the entry, not after it (its modulepreload came along).
  expect(timing.engineStart).toBeLessThan(timing.entryEnd!);
});

test('embedded mode hydrates without a console error', async ({ page, request }) => {
  const example = await examplePath(request);
  const problems = watchConsole(page);
  await page.goto(`${example.engineUrl}?embed=1`);
  await expect(page.locator('html')).toHaveAttribute('data-embedded', '');
  await liveChart(page);
  await page.getByRole('navigation').getByRole('link', { name: 'A4', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audi A4');
  expect(problems).toEqual([]);
});

test('a remembered language reaches the server: the next page arrives in it', async ({ page }) => {
  // Chosen once the app is live (a choice made in the instant before is not kept).
  await gotoReady(page, '/');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fahrzeugtypen');
  const response = await page.request.get('/', { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(await response.text()).toMatch(/<html lang="de"/);
});

test('compression: a hashed asset, the page and an API answer', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())![1]!;
  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(asset.headers()['content-encoding'], encoding).toBe(encoding);
    expect(asset.headers()['vary']).toMatch(/Accept-Encoding/i);
  }
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const example = await examplePath(request);
  const api = await request.get(`/api/v2/engines/${example.engineId}`, { headers: { authorization: 'Bearer demo', 'accept-encoding': 'gzip' } });
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect(api.headers()['vary']).toMatch(/accept-encoding/i);
});

test('sitemap.xml parses as XML, and a sample of its URLs answers 200', async ({ page, request }) => {
  const index = await request.get('/sitemap.xml');
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('not XML');
      return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
    }, xml);
  await page.goto('/robots.txt');
  const files = await parse(await index.text());
  expect(files.length).toBeGreaterThan(0);
  const urls = await parse(await (await request.get(new URL(files[0]!).pathname)).text());
  expect(urls.length).toBeGreaterThan(20_000);
  const step = Math.floor(urls.length / 12);
  for (let index = 0; index < urls.length; index += step) {
    const response = await request.get(new URL(urls[index]!).pathname);
    expect(response.status(), urls[index]).toBe(200);
  }
});

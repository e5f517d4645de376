import { expect, test } from '@playwright/test';
import { examplePath } from './support/catalogue';
import { painted } from './support/paint';
import { liveChart } from './support/chart';

/**
 * The language switcher localises the interface and the catalogue: German words around German
 * type names from the server (Accept-Language: de), on the same page at the same scroll place.
 */

test('switching to German on the engine page keeps the page and its scroll position', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.goto(example.engineUrl);
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  // Settled first: the chart's code and every placeholder in, so the element watched below is
  // not a skeleton that its content replaces (which happened under load).
  await liveChart(page);
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 700));
  // Scrolled and painted: the reader sees the page from there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  await painted(page);
  // What the reader is looking at: the first element near the top of the window that is content
  // (a gap between two sections would give the page's own container, whose top says nothing).
  const topBefore = await page.evaluate(() => {
    for (let y = 120; y < 600; y += 20) {
      const element = document.elementFromPoint(200, y);
      if (!element || element.closest('main') === null || element.matches('main, .page, .page > div')) continue;
      element.setAttribute('data-watched', '');
      return element.getBoundingClientRect().top;
    }
    throw new Error('No content near the top of the window');
  });

  const accepted: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) accepted.push(request.headers()['accept-language'] ?? '');
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');

  // German interface text and German type names from the server.
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(page.getByRole('navigation', { name: 'Navigationspfad' }).getByRole('link', { name: 'PKW & Transporter' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tuningstufen' })).toBeVisible();
  expect(accepted.length).toBeGreaterThan(0);
  expect(accepted.every((value) => value === 'de')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Same page, same place.
  expect(page.url()).toContain(example.engineUrl);
  // (The browser keeps it in place even where German text above it runs longer.)
  // German rows run taller (prices, request buttons): the browser's scroll anchoring moves the
  // window with them, in the frame after each change, so the place is read once it has settled.
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => document.querySelector('[data-watched]')?.getBoundingClientRect().top ?? Number.NaN)) - topBefore))
    .toBeLessThan(40);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();

  // Remembered: a new visit is German.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrzeugtypen' })).toBeVisible();
});

test('Hungarian: the interface in Hungarian, catalogue names in English, and a note says so', async ({ page }) => {
  const accepted: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) accepted.push(request.headers()['accept-language'] ?? '');
  });
  await page.goto('/?lang=hu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('link', { name: 'Cars & LCV' })).toBeVisible();
  await expect(page.getByRole('note')).toBeVisible();
  // The server asked for the page's data (in English, as the English names show): the browser asks nothing.
  expect(accepted).toEqual([]);
});

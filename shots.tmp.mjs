import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://127.0.0.1:8460';
const path = process.argv[2];
for (const width of [360, 1366]) for (const scheme of ['light', 'dark']) for (const lang of ['en', 'de']) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 }, colorScheme: scheme, locale: lang === 'de' ? 'de-DE' : 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${base}${path}?lang=${lang}`, { timeout: 120000 });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 120000 });
  await page.locator('.dyno__figure .recharts-line-curve').first().waitFor({ timeout: 120000 }).catch(() => {});
  const name = `${width}-${scheme}-${lang}`;
  await page.screenshot({ path: `/tmp/counter/shots/engine-${name}.png` });
  if (scheme === 'light') {
    // Quote Stage 1 only, with a customer, then the print view.
    const boxes = page.locator('.stage-table__choice input');
    const n = await boxes.count();
    for (let i = 1; i < n; i++) await boxes.nth(i).uncheck();
    await page.locator('.quote-panel input').first().fill('Erika Mustermann');
    await page.locator('.quote-panel input').nth(1).fill('B-EM 123');
    await page.screenshot({ path: `/tmp/counter/shots/quote-panel-${name}.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/counter/shots/print-${name}.png`, fullPage: true });
  }
  await context.close();
}
// Home page with recently viewed (after the engine visit above in a fresh context).
const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}${path}`, { timeout: 120000 });
await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 120000 });
await page.waitForFunction(() => localStorage.getItem('vtdb.recent'), null, { timeout: 60000 });
await page.goto(`${base}/`);
await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 120000 });
await page.locator('.recent').waitFor({ timeout: 60000 });
await page.screenshot({ path: `/tmp/counter/shots/home-recent.png` });
await page.getByRole('combobox').first().focus();
await page.waitForTimeout(1500);
await page.screenshot({ path: `/tmp/counter/shots/search-recent.png` });
await browser.close();

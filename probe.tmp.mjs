import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
const base = 'http://127.0.0.1:8460';
const urls = process.argv.slice(2);
for (const u of urls) {
  const t = Date.now();
  await page.goto(base + u);
  try { await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15000 }); console.log('ready', u, Date.now() - t); } catch { console.log('NOT READY', u); }
}
console.log(await page.evaluate(() => localStorage.getItem('vtdb.recent')));
await browser.close();

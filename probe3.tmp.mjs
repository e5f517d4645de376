import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 500)));
await page.goto('http://127.0.0.1:8460' + process.argv[2]);
await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30000 });
const file = process.argv[3];
console.log(await page.evaluate(async (file) => {
  const m = await import(file);
  const names = Object.keys(m);
  return JSON.stringify(names);
}, file));
await browser.close();

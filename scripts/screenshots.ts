import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';

/**
 * Screenshots of every kind of page, for looking at what was built:
 *   npm run screenshots -- [base URL] [out dir]
 * against a running server (`npm start`). A matrix: a 360 px phone and a 1366 px desktop, light
 * and dark, English and German. On the phone also the engine page's first screen alone (what a
 * customer sees before scrolling: the vehicle and its stages' gains). Besides the pages: the
 * comparison tray (three engines chosen on the generation's page), the printed quote (print
 * media) and the engine page under a workshop's accent colour (`?accent=`).
 * `ONLY=engine,tray` takes only those; `LANGS=en`, `SCHEMES=dark`, `DEVICES=narrow` narrow the matrix.
 */

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'screenshots';
mkdirSync(out, { recursive: true });

async function findPaths(page: Page) {
  const api = async (p: string) => (await page.request.get(`${base}/api/v2${p}`, { headers: { Authorization: 'Bearer demo' } })).json();
  const types = await api('/types');
  const cars = types[0];
  const makers = (await api(`/manufacturers/type/${cars.id}?limit=100`)).items;
  const audi = makers.find((m: { name: string }) => m.name === 'Audi');
  const audiDetail = await api(`/manufacturers/${audi.id}`);
  const a4 = audiDetail.models.find((m: { name: string }) => m.name === 'A4');
  const a4Detail = await api(`/models/${a4.id}`);
  const b5 = a4Detail.generations.find((g: { name: string }) => g.name === 'B5');
  const b5Detail = await api(`/generations/${b5.id}`);
  const engine = b5Detail.engines.find((e: { name: string }) => e.name === '1.8T 150hp 210Nm');
  const others = b5Detail.engines.filter((e: { id: number }) => e.id !== engine.id).slice(0, 2);
  const marine = types.find((t: { slug: string }) => t.slug === 'marine');
  const marineMakers = (await api(`/manufacturers/type/${marine.id}?limit=100`)).items;
  const yamaha = marineMakers.find((m: { name: string }) => m.name === 'Yamaha Marine');
  const root = `/types/${cars.id}/manufacturers/${audi.id}/models/${a4.id}/generations/${b5.id}`;
  const compared = [engine, ...others].map((e: { id: number }) => e.id);
  return {
    paths: {
      types: '/',
      manufacturers: `/types/${cars.id}`,
      models: `/types/${cars.id}/manufacturers/${audi.id}`,
      'models-1000': `/types/${marine.id}/manufacturers/${yamaha.id}`,
      generations: `/types/${cars.id}/manufacturers/${audi.id}/models/${a4.id}`,
      engines: root,
      engine: `${root}/engines/${engine.id}`,
      accent: `${root}/engines/${engine.id}?accent=%23c2185b`,
      print: `${root}/engines/${engine.id}`,
      tray: root,
      compare: `/compare?engines=${compared.join(',')}&generations=${compared.map(() => b5.id).join(',')}`,
      search: '/search?q=TDI',
      recent: '/recent',
      settings: '/settings',
      'not-found': '/types/99999999',
    } as Record<string, string>,
    trayEngines: compared.length,
  };
}

const filter = (name: string) => process.env[name]?.split(',');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const probe = await browser.newPage();
const { paths, trayEngines } = await findPaths(probe);
await probe.close();
const only = filter('ONLY');
const langs = filter('LANGS') ?? ['en', 'de'];
const schemes = (filter('SCHEMES') ?? ['light', 'dark']) as ('light' | 'dark')[];
const devices = filter('DEVICES');
for (const lang of langs) {
  for (const scheme of schemes) {
    for (const [device, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['narrow', { width: 360, height: 740 }],
    ] as const) {
      if (devices && !devices.includes(device)) continue;
      const context = await browser.newContext({
        viewport,
        colorScheme: scheme,
        reducedMotion: 'reduce',
        locale: lang === 'de' ? 'de-DE' : 'en-GB',
        hasTouch: device === 'narrow',
        isMobile: device === 'narrow',
      });
      const page = await context.newPage();
      for (const [name, url] of Object.entries(paths)) {
        if (only && !only.includes(name)) continue;
        // Paper has its own width (A4 lays out at about 700 px whatever the device): print once, from the desktop.
        if (name === 'print' && device === 'narrow') continue;
        await page.emulateMedia({ media: 'screen' });
        await page.goto(`${base}${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.waitForLoadState('networkidle');
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        if (name === 'tray') {
          // Three engines chosen on the generation's page: the tray at the bottom of the screen.
          for (let i = 0; i < trayEngines; i++) await page.locator('button.compare-toggle:not(.compare-toggle--added)').first().click();
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(out, `${name}-${lang}-${scheme}-${device}-screen.png`) });
        }
        // The printed quote: print media switched on after the page is live, as the browser's print does.
        if (name === 'print') await page.emulateMedia({ media: 'print' });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(out, `${name}-${lang}-${scheme}-${device}.png`), fullPage: true });
        if (device === 'narrow' && name === 'engine') await page.screenshot({ path: path.join(out, `${name}-${lang}-${scheme}-${device}-first-screen.png`) });
        if (name === 'tray') await page.evaluate(() => sessionStorage.clear());
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`Screenshots in ${out}/`);

import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';

/**
 * Screenshots of every kind of page, for looking at what was built:
 *   npm run screenshots -- [base URL] [out dir]
 * against a running server (`npm start`). Light and dark, desktop and a 360 px phone; on the phone
 * also the engine page's first screen alone (what a customer sees before scrolling: the
 * vehicle and its stages' gains).
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
  const marine = types.find((t: { slug: string }) => t.slug === 'marine');
  const marineMakers = (await api(`/manufacturers/type/${marine.id}?limit=100`)).items;
  const yamaha = marineMakers.find((m: { name: string }) => m.name === 'Yamaha Marine');
  const root = `/types/${cars.id}/manufacturers/${audi.id}/models/${a4.id}/generations/${b5.id}`;
  return {
    types: '/',
    manufacturers: `/types/${cars.id}`,
    models: `/types/${cars.id}/manufacturers/${audi.id}`,
    'models-1000': `/types/${marine.id}/manufacturers/${yamaha.id}`,
    generations: `/types/${cars.id}/manufacturers/${audi.id}/models/${a4.id}`,
    engines: root,
    engine: `${root}/engines/${engine.id}`,
    search: '/search?q=TDI',
    settings: '/settings',
    'not-found': '/types/99999999',
  };
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const probe = await browser.newPage();
const pages = await findPaths(probe);
await probe.close();
const only = process.env.ONLY?.split(',');
for (const scheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['narrow', { width: 360, height: 740 }],
  ] as const) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [name, url] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      await page.goto(`${base}${url}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `${name}-${scheme}-${device}.png`), fullPage: true });
      if (device === 'narrow' && name === 'engine') await page.screenshot({ path: path.join(out, `${name}-${scheme}-${device}-first-screen.png`) });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}/`);

import type { Browser } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTEXT } from './browser';
import { recordRequests } from './network';
import { median } from './stats';

/**
 * Page load in Chromium with the CPU throttled 4× (DevTools protocol), on loopback: LCP, CLS
 * and total blocking time of an app page beside the same figures for its floor, a static HTML
 * snapshot of the same rendered page (its DOM with the app's stylesheets linked, no scripts)
 * served by the same server. Each page loads RUNS times in a fresh context; medians.
 *
 * TBT window: from first contentful paint until the page is quiet (no request for 400 ms, then
 * 400 ms more), i.e. it includes work after LCP such as drawing the dyno chart. The part of
 * a long task before FCP is not counted (as Lighthouse does); work before FCP shows in FCP/LCP.
 */

export const CPU_THROTTLING = 4;
export const RUNS = 11;

/** Injected before any page script: observers of paint, LCP, layout shifts and long tasks. */
const OBSERVERS = `(() => {
  const bench = { fcp: null, lcp: null, lcpElement: null, shifts: [], tasks: [] };
  Object.defineProperty(window, '__bench', { value: bench });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (error) {
      bench[type + 'Error'] = String(error);
    }
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => {
    bench.lcp = entry.startTime;
    const element = entry.element;
    bench.lcpElement = element ? element.tagName.toLowerCase() + (element.classList.length ? '.' + element.classList[0] : '') : null;
  });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) bench.shifts.push([entry.startTime, entry.value]); });
  observe('longtask', (entry) => bench.tasks.push([entry.startTime, entry.duration]));
})();`;

interface Observed {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: [number, number][];
  tasks: [number, number][];
  now: number;
  ttfb: number;
}

export interface LoadFigures {
  /** The document's responseStart (time to first byte). */
  ttfb: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  lcpElement: string | null;
}

/** CLS as the web-vitals define it: the largest session window (gaps under 1 s, at most 5 s). */
export function cumulativeLayoutShift(shifts: readonly [number, number][]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const [time, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (time - previous > 1000 || time - windowStart > 5000) {
      current = 0;
      windowStart = time;
    }
    current += value;
    previous = time;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Sum of each long task's time beyond 50 ms, within [from, to] (a task cut at `from` counts from there). */
export function totalBlockingTime(tasks: readonly [number, number][], from: number, to: number): number {
  let total = 0;
  for (const [start, duration] of tasks) {
    const clippedStart = Math.max(start, from);
    const clippedEnd = Math.min(start + duration, to);
    if (clippedEnd - clippedStart > 50) total += clippedEnd - clippedStart - 50;
  }
  return total;
}

async function loadOnce(browser: Browser, url: string, ready: string): Promise<LoadFigures> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const recorder = recordRequests(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first().waitFor({ state: 'visible', timeout: 60_000 });
    await recorder.idle(400, 60_000);
    await page.waitForTimeout(400);
    const observed = (await page.evaluate(
      "({ ...window.__bench, now: performance.now(), ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0 })",
    )) as Observed;
    if (observed.fcp === null || observed.lcp === null) throw new Error(`${url}: no FCP or LCP was observed`);
    return {
      ttfb: observed.ttfb,
      fcp: observed.fcp,
      lcp: observed.lcp,
      cls: cumulativeLayoutShift(observed.shifts),
      tbt: totalBlockingTime(observed.tasks, observed.fcp, observed.now),
      lcpElement: observed.lcpElement,
    };
  } finally {
    await context.close();
  }
}

/**
 * The floor of a page: its DOM once rendered (unthrottled), without scripts or script
 * preloads, stylesheets still linked, written as `<distDir>/bench/<name>.html`.
 */
export async function snapshotFloor(browser: Browser, url: string, ready: string, distDir: string, name: string): Promise<string> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    const recorder = recordRequests(page);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first().waitFor({ state: 'visible', timeout: 30_000 });
    await recorder.idle(500);
    const html = (await page.evaluate(`(() => {
      const root = document.documentElement.cloneNode(true);
      root.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((node) => node.remove());
      return '<!doctype html>\\n' + root.outerHTML;
    })()`)) as string;
    const file = path.join(distDir, 'bench', `${name}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    return `/bench/${name}.html`;
  } finally {
    await context.close();
  }
}


export interface PageLoadFigures {
  url: string;
  floorUrl: string;
  app: LoadFigures;
  floor: LoadFigures;
  /**
   * app / floor, of the medians (app and floor loads alternate, so drifting load from elsewhere
   * on the machine hits both alike). The floor runs no script, so its TBT is about 0: TBT is put
   * against the floor's LCP instead (blocking time in units of the time the same content takes
   * to show without the app).
   */
  ratio: { fcp: number; lcp: number; tbtPerFloorLcp: number };
  runs: { app: LoadFigures[]; floor: LoadFigures[] };
}

function medianFigures(runs: LoadFigures[]): LoadFigures {
  const counts = new Map<string, number>();
  for (const run of runs) if (run.lcpElement) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  return {
    ttfb: median(runs.map((run) => run.ttfb)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
    lcpElement: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
  };
}

/** Loads app and floor pages alternately (so drifting noise hits both), RUNS times each. */
export async function measurePageLoads(
  browser: Browser,
  base: string,
  pages: { name: string; url: string; floorUrl: string; ready: string }[],
): Promise<Record<string, PageLoadFigures>> {
  const runs = new Map(pages.map((page) => [page.name, { app: [] as LoadFigures[], floor: [] as LoadFigures[] }]));
  // One unmeasured load of each first: the server's and the browser's first-time costs.
  for (const page of pages) {
    await loadOnce(browser, `${base}${page.url}`, page.ready);
    await loadOnce(browser, `${base}${page.floorUrl}`, page.ready);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of pages) {
      runs.get(page.name)!.app.push(await loadOnce(browser, `${base}${page.url}`, page.ready));
      runs.get(page.name)!.floor.push(await loadOnce(browser, `${base}${page.floorUrl}`, page.ready));
    }
  }
  const figures: Record<string, PageLoadFigures> = {};
  for (const page of pages) {
    const measured = runs.get(page.name)!;
    const app = medianFigures(measured.app);
    const floor = medianFigures(measured.floor);
    figures[page.name] = {
      url: page.url,
      floorUrl: page.floorUrl,
      app,
      floor,
      ratio: { fcp: app.fcp / floor.fcp, lcp: app.lcp / floor.lcp, tbtPerFloorLcp: app.tbt / floor.lcp },
      runs: measured,
    };
  }
  return figures;
}

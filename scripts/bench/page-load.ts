import type { Browser, Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTEXT } from './browser';
import { recordRequests } from './network';
import { median, quantile } from './stats';

/**
 * Page load in Chromium under two profiles, each with the CPU throttled 4× (DevTools protocol):
 *   loopback  no network throttling
 *   mobile    Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up
 * For each page: LCP, FCP, CLS and total blocking time of the app, beside its floor, the same
 * URL with JavaScript disabled (the server renders the content, so the floor is what the page
 * shows without any script). App and floor loads alternate, each in a fresh context (cold cache).
 *
 * Also per app load: the bytes transferred until the network is idle (encoded sizes as the
 * DevTools protocol reports them, headers included, idle preloads included), and the JavaScript
 * requested before the largest paint (every script file whose request started before LCP, route
 * chunks and modulepreloads included; encoded, i.e. compressed, body sizes from Resource Timing).
 *
 * TBT window: from first contentful paint until the page is quiet (no request for 400 ms, then
 * 400 ms more), i.e. it includes hydration and work after LCP such as drawing the dyno chart.
 * The part of a long task before FCP is not counted (as Lighthouse does).
 */

export const CPU_THROTTLING = 4;

export interface NetworkProfile {
  /** Added to every request's round trip (DevTools' "latency"), in ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export interface Profile {
  name: 'loopback' | 'mobile';
  description: string;
  cpuThrottling: number;
  network: NetworkProfile | null;
  /** Loads of each page and of each floor. */
  runs: number;
}

export const PROFILES: Profile[] = [
  {
    name: 'loopback',
    description: `loopback, CPU ${CPU_THROTTLING}× slower`,
    cpuThrottling: CPU_THROTTLING,
    network: null,
    runs: 7,
  },
  {
    name: 'mobile',
    description: `mobile: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_THROTTLING}× slower`,
    cpuThrottling: CPU_THROTTLING,
    network: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 },
    runs: 5,
  },
];

/**
 * Injected before any page script (app loads only): an observer of long tasks, which are not
 * buffered. Paints, LCP and layout shifts come from the DevTools protocol instead, which sees
 * them also when the page's own script is disabled (the floor).
 */
const LONG_TASKS = `(() => {
  const tasks = [];
  Object.defineProperty(window, '__benchTasks', { value: tasks });
  try {
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/** Read synchronously after the load (no callback of the page runs when its script is disabled). */
const COLLECT = `JSON.stringify({
  timeOrigin: performance.timeOrigin,
  now: performance.now(),
  ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
  fcp: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? null,
  tasks: window.__benchTasks ?? [],
  scripts: performance.getEntriesByType('resource')
    .filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize })),
})`;

interface ScriptEntry {
  path: string;
  start: number;
  encoded: number;
  decoded: number;
}

interface Observed {
  timeOrigin: number;
  now: number;
  ttfb: number;
  fcp: number | null;
  tasks: [number, number][];
  scripts: ScriptEntry[];
}

export interface LoadFigures {
  /** The document's responseStart (time to first byte). */
  ttfb: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  lcpElement: string | null;
  /** Whether the page's heading was visible once the network was idle (false: a floor whose content is hidden without script). */
  contentShown: boolean;
  /** Bytes over the wire until the network was idle (encoded, headers included), and by kind. */
  transferred: {
    total: number;
    requests: number;
    byKind: Record<string, number>;
    /** Each response: path and bytes. */
    files: { path: string; bytes: number }[];
  };
  /**
   * Script files requested before LCP: their bytes as sent (the server sends brotli to Chromium),
   * as gzip (the build's .gz of each file, the unit of the 150 kB budget) and decoded.
   */
  jsBeforeLcp: {
    files: number;
    encoded: number;
    gzip: number;
    decoded: number;
    paths: string[];
  };
  /** Console errors and uncaught page errors during the load (e.g. a hydration mismatch). */
  errors: string[];
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

/** Script files whose request started before the largest paint. */
export function scriptsBefore(scripts: readonly ScriptEntry[], lcp: number, gzipSize: (path: string) => number): LoadFigures['jsBeforeLcp'] {
  const before = scripts.filter((script) => script.start < lcp);
  return {
    files: before.length,
    encoded: before.reduce((sum, script) => sum + script.encoded, 0),
    gzip: before.reduce((sum, script) => sum + gzipSize(script.path), 0),
    decoded: before.reduce((sum, script) => sum + script.decoded, 0),
    paths: before.map((script) => script.path),
  };
}

/** DevTools' resource types, grouped as the tables show them. */
function kindOf(type: string | undefined): string {
  switch (type) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'style';
    case 'Fetch':
    case 'XHR':
      return 'api';
    case 'Image':
      return 'image';
    case 'Font':
      return 'font';
    default:
      return 'other';
  }
}

interface Timeline {
  /** Largest-contentful-paint candidates: epoch ms and the element's backend node id. */
  lcp: { time: number; nodeId: number | undefined }[];
  /** Layout shifts: epoch ms and value. */
  shifts: [number, number][];
}

/** Throttles CPU and network, and records transfers, LCP candidates and layout shifts. */
async function instrument(page: Page, profile: Profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {
    rate: profile.cpuThrottling,
  });
  await cdp.send('Network.enable');
  if (profile.network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: (profile.network.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.network.uploadKbps * 1000) / 8,
    });
  }
  const types = new Map<string, string>();
  const transferred = {
    total: 0,
    requests: 0,
    byKind: {} as Record<string, number>,
    files: [] as { path: string; bytes: number }[],
  };
  const paths = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type) types.set(event.requestId, event.type);
    paths.set(event.requestId, event.request.url.startsWith('http') ? new URL(event.request.url).pathname : event.request.url.slice(0, 40));
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kindOf(types.get(event.requestId));
    transferred.total += event.encodedDataLength;
    transferred.requests += 1;
    transferred.byKind[kind] = (transferred.byKind[kind] ?? 0) + event.encodedDataLength;
    transferred.files.push({ path: paths.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
  });
  const timeline: Timeline = { lcp: [], shifts: [] };
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    if (event.lcpDetails) {
      const { renderTime, loadTime, nodeId } = event.lcpDetails;
      timeline.lcp.push({ time: (renderTime || loadTime) * 1000, nodeId });
    }
    if (event.layoutShiftDetails && !event.layoutShiftDetails.hadRecentInput) timeline.shifts.push([event.time * 1000, event.layoutShiftDetails.value]);
  });
  await cdp.send('PerformanceTimeline.enable', {
    eventTypes: ['largest-contentful-paint', 'layout-shift'],
  });
  const describe = async (nodeId: number | undefined) => {
    if (nodeId === undefined) return null;
    try {
      const { node } = await cdp.send('DOM.describeNode', {
        backendNodeId: nodeId,
      });
      const className = node.attributes?.[node.attributes.indexOf('class') + 1]?.split(' ')[0];
      return `${node.localName}${node.attributes?.includes('class') && className ? `.${className}` : ''}`;
    } catch {
      return null;
    }
  };
  return { transferred, timeline, describe };
}

/**
 * One cold load. With `script`, the app: it must show the page's heading. Without, the floor:
 * `contentShown` tells whether the server-rendered heading is visible without any script.
 */
/** The gzip size of a built file served at `urlPath`: its pre-compressed .gz, or gzip -9 of it. */
export function gzipSizer(distDir: string): (urlPath: string) => number {
  const sizes = new Map<string, number>();
  return (urlPath) => {
    let size = sizes.get(urlPath);
    if (size === undefined) {
      const file = path.join(distDir, urlPath);
      size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
      sizes.set(urlPath, size);
    }
    return size;
  };
}

export async function loadOnce(
  browser: Browser,
  url: string,
  ready: string,
  profile: Profile,
  script: boolean,
  gzipSize: (path: string) => number,
): Promise<LoadFigures> {
  const context = await browser.newContext({
    ...CONTEXT,
    javaScriptEnabled: script,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (script) await page.addInitScript(LONG_TASKS);
    const { transferred, timeline, describe } = await instrument(page, profile);
    const recorder = recordRequests(page);
    const slow = profile.network !== null;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const heading = page.getByRole('heading', { level: 1 }).filter({ hasText: ready }).first();
    if (script) await heading.waitFor({ state: 'visible', timeout: 60_000 });
    // Idle preloads start after the first paint (requestIdleCallback, up to 4 s later): wait
    // longer for quiet under the slow network, where a request is 150 ms away.
    await recorder.idle(slow ? 1500 : 400, 120_000);
    await page.waitForTimeout(400);
    const contentShown = await heading.isVisible();
    const observed = JSON.parse((await page.evaluate(COLLECT)) as string) as Observed;
    const largest = timeline.lcp.at(-1);
    if (observed.fcp === null || largest === undefined) throw new Error(`${url}: no FCP or LCP was observed`);
    const lcp = largest.time - observed.timeOrigin;
    return {
      ttfb: observed.ttfb,
      fcp: observed.fcp,
      lcp,
      cls: cumulativeLayoutShift(timeline.shifts.map(([time, value]) => [time - observed.timeOrigin, value])),
      tbt: totalBlockingTime(observed.tasks, observed.fcp, observed.now),
      lcpElement: await describe(largest.nodeId),
      contentShown,
      transferred,
      jsBeforeLcp: scriptsBefore(observed.scripts, lcp, gzipSize),
      errors,
    };
  } finally {
    await context.close();
  }
}

/** Median and spread (min-max) of one figure over the runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  p25: number;
  p75: number;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
  };
}

export interface Summary {
  ttfb: Spread;
  fcp: Spread;
  lcp: Spread;
  cls: Spread;
  tbt: Spread;
  lcpElement: string | null;
  /** Loads whose heading was visible once the network was idle. */
  contentShown: number;
}

export interface AppSummary extends Summary {
  transferred: Spread;
  transferredByKind: Record<string, number>;
  /** The largest responses of the median load. */
  largestFiles: { path: string; bytes: number }[];
  jsBeforeLcp: {
    encoded: Spread;
    gzip: Spread;
    decoded: Spread;
    files: Spread;
    paths: string[];
  };
  /** Loads that logged a console or page error, and the distinct messages (first 200 characters). */
  loadsWithErrors: number;
  errors: string[];
}

function summarise(runs: LoadFigures[]): Summary {
  const counts = new Map<string, number>();
  for (const run of runs) if (run.lcpElement) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1);
  return {
    ttfb: spread(runs.map((run) => run.ttfb)),
    fcp: spread(runs.map((run) => run.fcp)),
    lcp: spread(runs.map((run) => run.lcp)),
    cls: spread(runs.map((run) => run.cls)),
    tbt: spread(runs.map((run) => run.tbt)),
    lcpElement: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null,
    contentShown: runs.filter((run) => run.contentShown).length,
  };
}

function summariseApp(runs: LoadFigures[]): AppSummary {
  // The run whose transfer is the median, for the breakdown by kind and the list of scripts.
  const byTransfer = [...runs].sort((a, b) => a.transferred.total - b.transferred.total);
  const middle = byTransfer[Math.floor((byTransfer.length - 1) / 2)]!;
  const byScript = [...runs].sort((a, b) => a.jsBeforeLcp.encoded - b.jsBeforeLcp.encoded);
  const middleScript = byScript[Math.floor((byScript.length - 1) / 2)]!;
  return {
    ...summarise(runs),
    transferred: spread(runs.map((run) => run.transferred.total)),
    transferredByKind: middle.transferred.byKind,
    largestFiles: [...middle.transferred.files].sort((a, b) => b.bytes - a.bytes).slice(0, 8),
    jsBeforeLcp: {
      encoded: spread(runs.map((run) => run.jsBeforeLcp.encoded)),
      gzip: spread(runs.map((run) => run.jsBeforeLcp.gzip)),
      decoded: spread(runs.map((run) => run.jsBeforeLcp.decoded)),
      files: spread(runs.map((run) => run.jsBeforeLcp.files)),
      paths: middleScript.jsBeforeLcp.paths,
    },
    loadsWithErrors: runs.filter((run) => run.errors.length > 0).length,
    errors: [...new Set(runs.flatMap((run) => run.errors.map((error) => error.slice(0, 200))))],
  };
}

export interface PageLoadFigures {
  url: string;
  app: AppSummary;
  floor: Summary;
  /**
   * app / floor, of the medians; null when the floor did not show the page's content in every
   * load (then its paint is not the content's, and no ratio is honest).
   */
  ratio: { fcp: number | null; lcp: number | null };
  runs: { app: LoadFigures[]; floor: LoadFigures[] };
}

export interface ProfileFigures {
  profile: Profile;
  pages: Record<string, PageLoadFigures>;
}

/** Loads app and floor pages alternately (so drifting noise hits both), `profile.runs` times each. */
export async function measurePageLoads(
  browser: Browser,
  base: string,
  pages: { name: string; url: string; ready: string }[],
  profile: Profile,
  distDir: string,
): Promise<ProfileFigures> {
  const gzipSize = gzipSizer(distDir);
  const runs = new Map(pages.map((page) => [page.name, { app: [] as LoadFigures[], floor: [] as LoadFigures[] }]));
  // One unmeasured load of each first: the server's and the browser's first-time costs.
  for (const page of pages) {
    await loadOnce(browser, `${base}${page.url}`, page.ready, profile, true, gzipSize);
    await loadOnce(browser, `${base}${page.url}`, page.ready, profile, false, gzipSize);
  }
  for (let run = 0; run < profile.runs; run += 1) {
    for (const page of pages) {
      runs.get(page.name)!.app.push(await loadOnce(browser, `${base}${page.url}`, page.ready, profile, true, gzipSize));
      runs.get(page.name)!.floor.push(await loadOnce(browser, `${base}${page.url}`, page.ready, profile, false, gzipSize));
    }
  }
  const figures: Record<string, PageLoadFigures> = {};
  for (const page of pages) {
    const measured = runs.get(page.name)!;
    const app = summariseApp(measured.app);
    const floor = summarise(measured.floor);
    figures[page.name] = {
      url: page.url,
      app,
      floor,
      ratio:
        floor.contentShown === measured.floor.length
          ? {
              fcp: app.fcp.median / floor.fcp.median,
              lcp: app.lcp.median / floor.lcp.median,
            }
          : { fcp: null, lcp: null },
      runs: measured,
    };
  }
  return { profile, pages: figures };
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../server/test/ports';
import { api, type Example } from './catalogue';
import { median } from './stats';

/**
 * Lighthouse (12.2.3, pinned: newer releases need a newer Node or lock format) on each kind of
 * page, mobile preset (its default: a mid-range phone, simulated slow 4G, CPU 4× slower), beside
 * the same page with every script blocked (`--blocked-url-patterns=*.js`): the server's HTML and
 * CSS alone, the floor a page with scripts can approach. Each page and its floor run in turn, a
 * cold load each (Lighthouse clears the cache and storage), RUNS times; the figures are medians.
 * Runs the CLI against one Chromium the bench starts and stops itself (Debian's, or
 * CHROMIUM_PATH), so that a run that times out leaves no browser behind.
 */

export const LIGHTHOUSE_RUNS = 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'];

interface Chromium {
  port: number;
  stop: () => void;
}

async function startChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('Chromium did not open its debugging port within 30 s');
}

/** The targets (issue 25). */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  /** LCP ÷ the floor's LCP, on the types and engine pages. */
  lcpRatio: 1.3,
  tbtMs: 150,
  /** A cold engine deep link: bytes transferred. */
  engineBytes: 200 * 1024,
  /** Accessibility, best practices, SEO (the app's pages; the search page is noindex on purpose, so its SEO is not 100). */
  otherCategories: 100,
} as const;

export interface LighthouseRun {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Present for the app's runs: the other categories' scores (0–100). */
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
}

export interface LighthousePage {
  name: string;
  path: string;
  app: LighthouseRun[];
  floor: LighthouseRun[];
  /** Medians of the runs. */
  median: { app: LighthouseRun; floor: LighthouseRun };
  /** Median LCP of the app ÷ median LCP of the floor. */
  lcpRatio: number;
}

export interface LighthouseFigures {
  runs: number;
  pages: LighthousePage[];
}

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

const run = promisify(execFile);

async function lighthouse(url: string, floor: boolean, port: number): Promise<LighthouseRun> {
  const categories = floor ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'];
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--port=${port}`,
    `--only-categories=${categories.join(',')}`,
    '--max-wait-for-load=60000',
    ...(floor ? ['--blocked-url-patterns=*.js'] : []),
  ];
  const { stdout } = await run('node_modules/.bin/lighthouse', args, { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });
  const lhr = JSON.parse(stdout) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? NaN) * 100);
  const audit = (name: string) => lhr.audits[name]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    ...(floor ? {} : { accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') }),
  };
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => {
    const values = runs.map((one) => one[key]).filter((value): value is number => value !== undefined);
    return values.length > 0 ? median(values) : undefined;
  };
  return {
    performance: pick('performance')!,
    fcp: pick('fcp')!,
    lcp: pick('lcp')!,
    tbt: pick('tbt')!,
    cls: pick('cls')!,
    bytes: pick('bytes')!,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
  };
}

/** The pages measured: one of each kind, from the example record (Audi A4 B5 1.8T). */
export async function lighthousePages(base: string, example: Example): Promise<{ name: string; path: string }[]> {
  const generation = await api<{ engines: { id: number }[] }>(base, `/generations/${example.generation.id}`);
  const [first, second] = generation.engines;
  if (!first || !second) throw new Error(`The example generation has fewer than two engines`);
  return [
    { name: 'types', path: example.paths.types },
    { name: 'manufacturers', path: example.paths.manufacturers },
    { name: 'generation', path: example.paths.engines },
    { name: 'engine', path: example.paths.engine },
    { name: 'search', path: '/search?q=golf%20tdi' },
    { name: 'compare', path: `/compare?engines=${first.id},${second.id}&generations=${example.generation.id},${example.generation.id}` },
  ];
}

export async function measureLighthouse(
  base: string,
  example: Example,
  progress: (message: string) => void,
  runs = LIGHTHOUSE_RUNS,
  only?: { name: string; path: string }[],
): Promise<LighthouseFigures> {
  const pages: LighthousePage[] = [];
  const chromium = await startChromium();
  try {
    for (const page of only ?? (await lighthousePages(base, example))) {
      const app: LighthouseRun[] = [];
      const floor: LighthouseRun[] = [];
      for (let index = 0; index < runs; index += 1) {
        progress(`lighthouse: ${page.name} ${index + 1}/${runs} (and its floor)`);
        app.push(await lighthouse(`${base}${page.path}`, false, chromium.port));
        floor.push(await lighthouse(`${base}${page.path}`, true, chromium.port));
      }
      const medians = { app: medianRun(app), floor: medianRun(floor) };
      pages.push({ ...page, app, floor, median: medians, lcpRatio: medians.app.lcp / medians.floor.lcp });
    }
  } finally {
    chromium.stop();
  }
  return { runs, pages };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const msOf = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

/** The table's rows: each page beside its floor, and the verdicts against the targets. */
export function lighthouseRows(figures: LighthouseFigures): { header: string[]; rows: string[][]; targets: string[][] } {
  const header = ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'floor: perf, FCP, LCP', 'LCP ÷ floor', 'a11y/BP/SEO'];
  const rows = figures.pages.map(({ name, median: { app, floor }, lcpRatio }) => [
    name,
    String(app.performance),
    msOf(app.fcp),
    msOf(app.lcp),
    msOf(app.tbt),
    app.cls.toFixed(3),
    kib(app.bytes),
    `${floor.performance}, ${msOf(floor.fcp)}, ${msOf(floor.lcp)}`,
    `${lcpRatio.toFixed(2)}×`,
    `${app.accessibility ?? '—'}/${app.bestPractices ?? '—'}/${app.seo ?? '—'}`,
  ]);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const targets: string[][] = [];
  const all = figures.pages;
  const worstPerf = Math.min(...all.map((page) => page.median.app.performance));
  targets.push([
    'Lighthouse performance, every page (lowest median)',
    String(worstPerf),
    `≥ ${LIGHTHOUSE_TARGETS.performance}`,
    verdict(worstPerf >= LIGHTHOUSE_TARGETS.performance),
  ]);
  for (const name of ['types', 'engine']) {
    const page = all.find((candidate) => candidate.name === name);
    if (page)
      targets.push([
        `LCP ÷ no-script floor, ${name}`,
        `${page.lcpRatio.toFixed(2)}×`,
        `≤ ${LIGHTHOUSE_TARGETS.lcpRatio}×`,
        verdict(page.lcpRatio <= LIGHTHOUSE_TARGETS.lcpRatio),
      ]);
  }
  const worstTbt = Math.max(...all.map((page) => page.median.app.tbt));
  targets.push(['TBT, every page (highest median)', msOf(worstTbt), `≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms`, verdict(worstTbt <= LIGHTHOUSE_TARGETS.tbtMs)]);
  const engine = all.find((page) => page.name === 'engine');
  if (engine) {
    targets.push([
      'Cold engine deep link: bytes transferred',
      kib(engine.median.app.bytes),
      `≤ ${kib(LIGHTHOUSE_TARGETS.engineBytes)}`,
      verdict(engine.median.app.bytes <= LIGHTHOUSE_TARGETS.engineBytes),
    ]);
  }
  const others = all.filter((page) => page.name !== 'search');
  const worstOther = Math.min(
    ...others.flatMap((page) => [page.median.app.accessibility ?? 0, page.median.app.bestPractices ?? 0, page.median.app.seo ?? 0]),
    ...all.filter((page) => page.name === 'search').flatMap((page) => [page.median.app.accessibility ?? 0, page.median.app.bestPractices ?? 0]),
  );
  targets.push(['Accessibility, best practices, SEO (lowest; search: SEO left out, noindex)', String(worstOther), '100', verdict(worstOther >= 100)]);
  return { header, rows, targets };
}

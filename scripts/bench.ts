import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { bundleReport, kB } from './bundle-report';
import { launchChromium } from './bench/browser';
import { findExample } from './bench/catalogue';
import { CPU_THROTTLING, RUNS, measurePageLoads, snapshotFloor, type PageLoadFigures } from './bench/page-load';
import { fixed, integer, ms, table, times } from './bench/report';
import { measureRequests, NETWORK_LATENCY_MS, type RequestFigures } from './bench/requests';
import { measureProxy, proxyRows, type ProxyFigures } from './bench/proxy';
import { measureSearch, type SearchFigures } from './bench/search';
import { BENCH_DIST, build, ensureChromium, startServer, type RunningServer } from './bench/server';
import { measureServer, type ServerFigures } from './bench/throughput';

/**
 * `npm run bench`: the performance figures of the browser and its server in one run, as a table
 * on stdout and as JSON in bench-results/latest.json (plus a dated copy). Timings are ratios
 * against a floor measured in the same run (machines are noisy):
 *   bundle     first-page JS and CSS (gzip), each lazy chunk
 *   requests   cold click-through type → engine, revisit of every step, cold deep link, language switch
 *   page load  LCP, CLS, TBT with the CPU throttled 4×, beside a static snapshot of the same page
 *   search     requests per typed query, rows mounted after ten pages
 *   server     req/s and p99 of an /api/v2 mix at 100 connections, beside GET /healthz
 *   proxy      proxy mode before an upstream with 100 ms latency: cache hits beside /healthz,
 *              miss p50, peak memory under a 150 MB answer and a gzip bomb, a simulated hour
 *              against a budget of 3,600 calls; the same hour on two instances sharing a real
 *              Redis, and cache hits with Redis beside /healthz (scripts/bench/proxy.ts)
 * It builds the browser (always, into a folder of its own), makes sure Chromium is there,
 * starts the server on a free port and stops it at the end, also on failure.
 */

const OUT_DIR = 'bench-results';
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const progress = (message: string) => process.stderr.write(`[bench ${elapsed().padStart(5)}] ${message}\n`);

const servers: RunningServer[] = [];
async function serve() {
  const server = await startServer(BENCH_DIST);
  servers.push(server);
  return server;
}
async function stop(server: RunningServer) {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
}

function gitCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return `${commit}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return null;
  }
}

async function main() {
  progress('building the browser');
  build();
  ensureChromium();

  const bundle = bundleReport(BENCH_DIST);
  const browser = await launchChromium();
  const chromium = browser.version();
  try {
    // First server: find the records, snapshot the floor pages, count requests.
    progress('starting the server');
    let server = await serve();
    const example = await findExample(server.base);
    const pages = [
      { name: 'types', url: example.paths.types, ready: 'Vehicle types' },
      { name: 'engine', url: example.paths.engine, ready: example.engine.name },
    ];
    progress('snapshotting the floor pages');
    const floors = [];
    for (const page of pages) floors.push({ ...page, floorUrl: await snapshotFloor(browser, `${server.base}${page.url}`, page.ready, BENCH_DIST, page.name) });
    progress('requests');
    const requests = await measureRequests(browser, server.base, example);
    progress('search');
    const search = await measureSearch(browser, server.base);
    await stop(server);

    // Second server: the same program, now also serving the floor pages (static files are
    // registered at start-up).
    server = await serve();
    progress(`page load (${RUNS} runs of each page and floor, CPU ${CPU_THROTTLING}× slower)`);
    const pageLoad = await measurePageLoads(browser, server.base, floors);
    await browser.close();
    progress('server throughput');
    const serverFigures = await measureServer(server, example);
    await stop(server);
    const proxy = await measureProxy(progress);

    const results = {
      meta: {
        date: new Date().toISOString(),
        durationSeconds: Math.round((performance.now() - started) / 1000),
        node: process.version,
        chromium,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? null,
        memoryGB: Math.round(totalmem() / 1e9),
        commit: gitCommit(),
      },
      bundle: {
        firstPage: { jsGzip: bundle.firstPage.js.gzip, cssGzip: bundle.firstPage.css.gzip, jsRaw: bundle.firstPage.js.raw, files: bundle.firstPage.files },
        lazy: bundle.lazy.map((chunk) => ({ name: chunk.name, gzip: chunk.js.gzip, raw: chunk.js.raw })),
      },
      requests: { networkLatencyMs: NETWORK_LATENCY_MS, ...requests },
      pageLoad: { cpuThrottling: CPU_THROTTLING, runs: RUNS, pages: pageLoad },
      search,
      server: serverFigures,
      proxy,
    };
    const headline = headlineFigures(results);
    const previous = readPrevious();
    print(results, headline, previous);
    mkdirSync(OUT_DIR, { recursive: true });
    const latest = path.join(OUT_DIR, 'latest.json');
    writeFileSync(latest, `${JSON.stringify({ ...results, headline }, null, 2)}\n`);
    const dated = path.join(OUT_DIR, `bench-${results.meta.date.replace(/:/g, '-').replace(/\..*/, '')}.json`);
    copyFileSync(latest, dated);
    console.log(`\nWritten to ${latest} and ${dated} (${elapsed()}).`);
  } finally {
    if (browser.isConnected()) await browser.close();
    for (const server of [...servers]) await stop(server);
  }
}

type Results = {
  meta: { date: string; durationSeconds: number; node: string; chromium: string; cpus: number; commit: string | null };
  bundle: { firstPage: { jsGzip: number; cssGzip: number }; lazy: { name: string; gzip: number }[] };
  requests: RequestFigures & { networkLatencyMs: number };
  pageLoad: { cpuThrottling: number; runs: number; pages: Record<string, PageLoadFigures> };
  search: SearchFigures;
  server: ServerFigures;
  proxy: ProxyFigures;
};

/** The figures a change is judged by, flat, for comparing a run with the previous one. */
function headlineFigures(results: Results): Record<string, number | null> {
  const { bundle, requests, pageLoad, search, server } = results;
  const figures: Record<string, number | null> = {
    'bundle.firstPage.jsGzip': bundle.firstPage.jsGzip,
    'bundle.firstPage.cssGzip': bundle.firstPage.cssGzip,
    'bundle.chart.gzip': bundle.lazy.find((chunk) => /dyno/.test(chunk.name))?.gzip ?? null,
    'bundle.largestLanguage.gzip': Math.max(...bundle.lazy.filter((chunk) => /i18n\/locales/.test(chunk.name)).map((chunk) => chunk.gzip)),
    'requests.clickThrough.api': requests.clickThrough.api,
    'requests.clickThrough.chain': requests.clickThrough.chain,
    'requests.revisit.api': requests.revisit.api,
    'requests.deepLink.api': requests.deepLink.api,
    'requests.deepLink.chain': requests.deepLink.chain,
    'requests.languageSwitch.api': requests.languageSwitch.api,
    'requests.languageSwitch.chain': requests.languageSwitch.chain,
  };
  for (const [name, page] of Object.entries(pageLoad.pages)) {
    figures[`pageLoad.${name}.lcpRatio`] = page.ratio.lcp;
    figures[`pageLoad.${name}.tbtPerFloorLcp`] = page.ratio.tbtPerFloorLcp;
    figures[`pageLoad.${name}.cls`] = page.app.cls;
  }
  figures['search.typed.searchRequests'] = search.typed.searchRequests;
  figures['search.scroll.rowsMounted'] = search.scroll.rowsMounted;
  figures['server.ratio.requestsPerSecond'] = server.ratio.requestsPerSecond;
  figures['server.ratio.latencyP99'] = server.ratio.latencyP99;
  figures['server.ratio.cpuPerRequest'] = server.ratio.cpuPerRequest;
  figures['proxy.hit.ratio'] = results.proxy.hit.ratio;
  figures['proxy.miss.p50'] = results.proxy.miss.p50;
  figures['proxy.memory.peakAboveIdle150MB'] = results.proxy.memory.peakAboveIdle150MB;
  figures['proxy.memory.peakAboveIdleGzipBomb'] = results.proxy.memory.peakAboveIdleGzipBomb;
  figures['proxy.hour.upstreamCalls'] = results.proxy.hour.upstreamCalls;
  figures['proxy.redis.hour.upstreamCalls'] = results.proxy.redis.hour.upstreamCalls;
  figures['proxy.redis.hit.ratio'] = results.proxy.redis.hit.ratio;
  return figures;
}

function readPrevious(): { date: string; headline: Record<string, number | null> } | null {
  const file = path.join(OUT_DIR, 'latest.json');
  if (!existsSync(file)) return null;
  try {
    const previous = JSON.parse(readFileSync(file, 'utf8')) as { meta?: { date?: string }; headline?: Record<string, number | null> };
    return previous.headline && previous.meta?.date ? { date: previous.meta.date, headline: previous.headline } : null;
  } catch {
    return null;
  }
}

const gz = (bytes: number) => kB(bytes);
const cls = (value: number) => fixed(value, 3);

function print(results: Results, headline: Record<string, number | null>, previous: ReturnType<typeof readPrevious>) {
  const { meta, bundle, requests, pageLoad, search, server } = results;
  console.log(`Performance figures, ${meta.date} — ${meta.cpus} cores, Node ${meta.node}, Chromium ${meta.chromium} headless, loopback${meta.commit ? `, ${meta.commit}` : ''}`);

  const chart = bundle.lazy.filter((chunk) => /dyno/.test(chunk.name));
  const routes = bundle.lazy.filter((chunk) => /src\/routes\//.test(chunk.name));
  const languages = bundle.lazy.filter((chunk) => /i18n\/locales/.test(chunk.name));
  const others = bundle.lazy.filter((chunk) => !chart.includes(chunk) && !routes.includes(chunk) && !languages.includes(chunk));
  const short = (name: string) => path.basename(name).replace(/\.(tsx?|json)$/, '');
  console.log(
    table('BUNDLE (gzip; a lazy chunk with what it alone imports)', ['chunk', 'gzip'], [
      ['first page: JavaScript', gz(bundle.firstPage.jsGzip)],
      ['first page: CSS', gz(bundle.firstPage.cssGzip)],
      ...chart.map((chunk) => [`lazy: chart (${short(chunk.name)})`, gz(chunk.gzip)]),
      ...routes.map((chunk) => [`lazy: page ${short(chunk.name)}`, gz(chunk.gzip)]),
      ...others.map((chunk) => [`lazy: ${chunk.name}`, gz(chunk.gzip)]),
    ]),
  );
  const languageCells = languages.sort((a, b) => short(a.name).localeCompare(short(b.name))).map((chunk) => `${short(chunk.name)} ${(chunk.gzip / 1000).toFixed(1)}`);
  console.log(`lazy: ${languages.length} languages (kB gzip):`);
  for (let index = 0; index < languageCells.length; index += 7) console.log(`  ${languageCells.slice(index, index + 7).join('   ')}`);

  const step = (figures: { api: number; chain: number; code: number; images: number }) => [figures.api, figures.chain, figures.code, figures.images];
  console.log(
    table(
      `REQUESTS (${NETWORK_LATENCY_MS} ms emulated latency; api = API requests; chain = longest run of API requests each starting after the previous ended, per navigation; code = documents, scripts, styles, config, favicon; images = logos, photos)`,
      ['scenario', 'api', 'chain', 'code', 'images'],
      [
        ['cold click-through types → engine', ...step(requests.clickThrough)],
        ...requests.clickThrough.steps.map((item) => [`  ${item.step}`, ...step(item)]),
        ['revisit of every step (back ×5)', requests.revisit.api, '—', requests.revisit.code, requests.revisit.images],
        ['cold deep link to the engine', ...step(requests.deepLink)],
        ['language switch (en → de) on it', ...step(requests.languageSwitch)],
      ],
    ),
  );

  const pageRows: (string | number)[][] = [];
  for (const [name, page] of Object.entries(pageLoad.pages)) {
    pageRows.push([`${name}: app`, ms(page.app.fcp), ms(page.app.lcp), cls(page.app.cls), ms(page.app.tbt), page.app.lcpElement ?? '']);
    pageRows.push([`${name}: floor`, ms(page.floor.fcp), ms(page.floor.lcp), cls(page.floor.cls), ms(page.floor.tbt), page.floor.lcpElement ?? '']);
    pageRows.push([`${name}: app / floor`, times(page.ratio.fcp), times(page.ratio.lcp), '', `${times(page.ratio.tbtPerFloorLcp)}*`, '']);
  }
  console.log(
    table(`PAGE LOAD (Chromium, CPU ${pageLoad.cpuThrottling}× slower, loopback; medians of ${pageLoad.runs}; floor = static snapshot of the same page)`, ['page', 'FCP', 'LCP', 'CLS', 'TBT', 'LCP element'], pageRows),
  );
  console.log("* TBT against the floor's LCP (the floor runs no script; its TBT is about 0). App and floor loads alternate.");

  console.log(
    table('SEARCH', ['measure', 'value'], [
      [`requests for "${search.typed.query}" typed at ${search.typed.keyDelayMs} ms per key`, search.typed.searchRequests],
      [`rows mounted after ${search.scroll.pages} pages of "${search.scroll.query}" (${search.scroll.rowsLoaded} rows loaded)`, search.scroll.rowsMounted],
    ]),
  );

  const micros = (value: number | null) => (value === null ? '—' : `${Math.round(value)} µs`);
  const run = (name: string, figures: ServerFigures['api']) => [
    name,
    integer(figures.requestsPerSecond),
    ms(figures.latencyP50),
    ms(figures.latencyP99),
    micros(figures.cpuMicrosPerRequest),
    integer(figures.requests),
  ];
  console.log(
    table(
      `SERVER (${server.connections} connections, loopback; ${server.rounds} rounds of ${server.durationSeconds / server.rounds} s of each in turn; p50/p99 and req/s, p99 ratios: medians of the rounds)`,
      ['route', 'req/s', 'p50', 'p99', 'CPU/req', 'requests'],
      [
        run(`/api/v2 mix of ${server.mix.length} operations`, server.api),
        run('floor: GET /healthz', server.floor),
        ['mix / floor', times(server.ratio.requestsPerSecond), '', times(server.ratio.latencyP99), times(server.ratio.cpuPerRequest), ''],
      ],
    ),
  );

  console.log(
    table(
      `PROXY (upstream on loopback with ${results.proxy.upstreamLatencyMs} ms latency; cap ${(results.proxy.memory.capBytes / 1024 / 1024).toFixed(0)} MiB; the hour on the proxy's injected clock)`,
      ['figure', 'measured', 'target', ''],
      proxyRows(results.proxy),
    ),
  );

  if (previous) {
    const changes: string[][] = [];
    for (const [name, value] of Object.entries(headline)) {
      const before = previous.headline[name];
      if (value === null || before === undefined || before === null) continue;
      const change = before === 0 ? (value === 0 ? 0 : Infinity) : (value - before) / Math.abs(before);
      // Sizes and counts are exact: any change shows. Timing ratios move by up to ~15 % from run
      // to run on a shared 2-core machine, total blocking time by up to ~30 %.
      const noise = /tbt/i.test(name) ? 0.3 : /^(pageLoad|server)\./.test(name) ? 0.15 : 0;
      if (Math.abs(change) > noise) changes.push([name, String(+before.toFixed(3)), String(+value.toFixed(3)), Number.isFinite(change) ? `${change > 0 ? '+' : ''}${(change * 100).toFixed(0)} %` : 'new']);
    }
    const title = `SINCE THE LAST RUN (${previous.date}): sizes and counts that changed, timing ratios that moved by more than 15 % (TBT 30 %)`;
    if (changes.length > 0) console.log(table(title, ['figure', 'last', 'now', 'change'], changes));
    else console.log(`\n${title}: none.`);
  }
}

main().catch((error: unknown) => {
  console.error(`\nThe bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

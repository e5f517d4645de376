import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { bundleReport, kB } from './bundle-report';
import { launchChromium } from './bench/browser';
import { findExample } from './bench/catalogue';
import { LIGHTHOUSE_RUNS, lighthouseRows, measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { measurePageLoads, PROFILES, type ProfileFigures, type Spread } from './bench/page-load';
import { fixed, integer, ms, table, times } from './bench/report';
import { measureRequests, NETWORK_LATENCY_MS, type RequestFigures } from './bench/requests';
import { measureProxy, proxyRows, type ProxyFigures } from './bench/proxy';
import { measureSearch, type SearchFigures } from './bench/search';
import { BENCH_DIST, build, ensureChromium, startServer, type RunningServer } from './bench/server';
import { measureStartup, startupRows, type StartupFigures } from './bench/startup';
import { measurePageServer, measureServer, type PageServerFigures, type ServerFigures } from './bench/throughput';

/**
 * `npm run bench`: the performance figures of the browser and its server in one run, as a table
 * on stdout and as JSON in bench-results/latest.json (plus a dated copy). Timings are ratios
 * against a floor measured in the same run (machines are noisy):
 *   bundle     first-page JS and CSS (gzip), each lazy chunk
 *   requests   cold click-through type → engine, revisit of every step, cold deep link, language switch
 *   pages      LCP, CLS, TBT, bytes transferred and JavaScript before LCP of the types page and
 *              a cold engine deep link, under two profiles (loopback and mobile: 150 ms RTT,
 *              1.6 Mbit/s down, both CPU 4× slower), beside the floor: the same URL with
 *              JavaScript disabled, which shows the server-rendered content
 *   search     requests per typed query, rows mounted after ten pages
 *   server     req/s and p99 of an /api/v2 mix at 100 connections, beside GET /healthz
 *   ssr        req/s, p99 and CPU per page of the server-rendered engine page at 50
 *              connections, beside GET /healthz
 *   startup    the compiled server's start-up (spawn to /healthz) and resident memory, three
 *              times, beside the issue's figures for tsx on Node 20 (scripts/bench/startup.ts)
 *   proxy      proxy mode before an upstream with 100 ms latency: cache hits beside /healthz,
 *              miss p50, peak memory under a 150 MB answer and a gzip bomb, a simulated hour
 *              against a budget of 3,600 calls; the same hour on two instances sharing a real
 *              Redis, and cache hits with Redis beside /healthz (scripts/bench/proxy.ts)
 * It builds the browser (always, into a folder of its own), makes sure Chromium is there,
 * starts the server on a free port and stops it at the end, also on failure.
 *
 * `npm run bench -- --only pages,ssr` measures only the named sections (requests, search, pages,
 * server, ssr, startup, proxy; the bundle is always reported); such a partial run is written to a dated
 * file named after its sections and leaves bench-results/latest.json as it was.
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
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== '';
    return `${commit}${dirty ? ' (with uncommitted changes)' : ''}`;
  } catch {
    return null;
  }
}

const SECTIONS = ['requests', 'search', 'pages', 'lighthouse', 'server', 'ssr', 'startup', 'proxy'] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(argv: string[]): Section[] {
  // `npm run bench -- lighthouse`: the Lighthouse section and the server-rendered page alone (for a quiet machine).
  if (argv.length === 1 && argv[0] === 'lighthouse') return ['lighthouse', 'ssr'];
  const index = argv.indexOf('--only');
  const inline = argv.find((argument) => argument.startsWith('--only='));
  const value = inline ? inline.slice('--only='.length) : index >= 0 ? argv[index + 1] : undefined;
  if (index < 0 && !inline) return [...SECTIONS];
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of ${SECTIONS.join(', ')}${unknown.length > 0 ? ` (not: ${unknown.join(', ')})` : ''}`);
  }
  return SECTIONS.filter((section) => names.includes(section));
}

async function main() {
  const sections = selectedSections(process.argv.slice(2));
  const partial = sections.length < SECTIONS.length;
  const wants = (section: Section) => sections.includes(section);
  const loadBefore = loadavg();
  progress(`building the browser${partial ? ` (sections: ${sections.join(', ')})` : ''}`);
  build();
  const browserNeeded = wants('requests') || wants('search') || wants('pages');
  if (browserNeeded || wants('lighthouse')) ensureChromium();

  const bundle = bundleReport(BENCH_DIST);
  const browser = browserNeeded ? await launchChromium() : null;
  const chromium = browser?.version() ?? null;
  try {
    let requests: RequestFigures | null = null;
    let search: SearchFigures | null = null;
    const pageLoad: ProfileFigures[] = [];
    let serverFigures: ServerFigures | null = null;
    let pageServer: PageServerFigures | null = null;
    let lighthouse: LighthouseFigures | null = null;
    if (browser || wants('lighthouse') || wants('server') || wants('ssr')) {
      progress('starting the server');
      let server = await serve();
      const example = await findExample(server.base);
      if (browser && wants('requests')) {
        progress('requests');
        requests = await measureRequests(browser, server.base, example);
      }
      if (browser && wants('search')) {
        progress('search');
        search = await measureSearch(browser, server.base);
      }
      if (requests || search) {
        // A fresh server for the timed sections, so that the click-throughs and searches above
        // leave no warm caches behind. (On 2026-11-25 the earlier server seemed to stop by itself
        // in three runs: it was a `pkill -f server/main.ts` run elsewhere on the machine, whose
        // SIGTERM the server answers with a clean exit 0; not a fault of the server.)
        await stop(server);
        server = await serve();
      }
      if (browser && wants('pages')) {
        const pages = [
          { name: 'types', url: example.paths.types, ready: 'Vehicle types' },
          {
            name: 'engine',
            url: example.paths.engine,
            ready: example.engine.name,
          },
        ];
        for (const profile of PROFILES) {
          progress(`page load, ${profile.description} (${profile.runs} runs of each page and its floor)`);
          pageLoad.push(await measurePageLoads(browser, server.base, pages, profile, BENCH_DIST));
        }
      }
      if (browser) await browser.close();
      if (wants('lighthouse')) {
        progress(`lighthouse, mobile preset (${LIGHTHOUSE_RUNS} runs of each page and its floor)`);
        lighthouse = await measureLighthouse(server.base, example, progress);
      }
      if (wants('server')) {
        progress('server throughput: API');
        serverFigures = await measureServer(server, example);
      }
      if (wants('ssr')) {
        progress('server throughput: server-rendered engine page');
        pageServer = await measurePageServer(server, example);
      }
      await stop(server);
    }
    let startup: StartupFigures | null = null;
    if (wants('startup')) {
      progress('start-up time and resident memory (3 starts)');
      startup = await measureStartup({ distDir: BENCH_DIST });
    }
    const proxy = wants('proxy') ? await measureProxy(progress) : null;

    const results: Results = {
      meta: {
        date: new Date().toISOString(),
        durationSeconds: Math.round((performance.now() - started) / 1000),
        node: process.version,
        chromium,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? null,
        memoryGB: Math.round(totalmem() / 1e9),
        commit: gitCommit(),
        sections,
        // Other jobs on the machine: the 1-minute load average at the start and the end.
        loadAverage: { start: loadBefore[0]!, end: loadavg()[0]! },
      },
      bundle: {
        firstPage: {
          jsGzip: bundle.firstPage.js.gzip,
          cssGzip: bundle.firstPage.css.gzip,
          jsRaw: bundle.firstPage.js.raw,
          files: bundle.firstPage.files,
        },
        lazy: bundle.lazy.map((chunk) => ({
          name: chunk.name,
          gzip: chunk.js.gzip,
          raw: chunk.js.raw,
        })),
      },
      requests: requests && {
        networkLatencyMs: NETWORK_LATENCY_MS,
        ...requests,
      },
      pageLoad,
      search,
      server: serverFigures,
      pageServer,
      lighthouse,
      startup,
      proxy,
    };
    const headline = headlineFigures(results);
    const previous = readPrevious();
    print(results, headline, previous);
    mkdirSync(OUT_DIR, { recursive: true });
    const stamp = results.meta.date.replace(/:/g, '-').replace(/\..*/, '');
    const dated = path.join(OUT_DIR, `bench-${stamp}${partial ? `-${sections.join('-')}` : ''}.json`);
    const json = `${JSON.stringify({ ...results, headline }, null, 2)}\n`;
    writeFileSync(dated, json);
    if (partial) {
      console.log(`\nWritten to ${dated} (${elapsed()}; a partial run leaves ${path.join(OUT_DIR, 'latest.json')} as it was).`);
    } else {
      const latest = path.join(OUT_DIR, 'latest.json');
      copyFileSync(dated, latest);
      console.log(`\nWritten to ${latest} and ${dated} (${elapsed()}).`);
    }
  } finally {
    if (browser?.isConnected()) await browser.close();
    for (const server of [...servers]) await stop(server);
  }
}

type Results = {
  meta: {
    date: string;
    durationSeconds: number;
    node: string;
    chromium: string | null;
    cpus: number;
    cpuModel: string | null;
    memoryGB: number;
    commit: string | null;
    sections: Section[];
    loadAverage: { start: number; end: number };
  };
  bundle: {
    firstPage: {
      jsGzip: number;
      cssGzip: number;
      jsRaw: number;
      files: string[];
    };
    lazy: { name: string; gzip: number; raw: number }[];
  };
  requests: (RequestFigures & { networkLatencyMs: number }) | null;
  pageLoad: ProfileFigures[];
  search: SearchFigures | null;
  server: ServerFigures | null;
  pageServer: PageServerFigures | null;
  lighthouse: LighthouseFigures | null;
  startup: StartupFigures | null;
  proxy: ProxyFigures | null;
};

/** The figures a change is judged by, flat, for comparing a run with the previous one. */
function headlineFigures(results: Results): Record<string, number | null> {
  const { bundle, requests, pageLoad, search, server, pageServer, lighthouse, startup, proxy } = results;
  const figures: Record<string, number | null> = {
    'bundle.firstPage.jsGzip': bundle.firstPage.jsGzip,
    'bundle.firstPage.cssGzip': bundle.firstPage.cssGzip,
    'bundle.chart.gzip': bundle.lazy.find((chunk) => /dyno/.test(chunk.name))?.gzip ?? null,
    'bundle.largestLanguage.gzip': Math.max(...bundle.lazy.filter((chunk) => /i18n\/locales/.test(chunk.name)).map((chunk) => chunk.gzip)),
  };
  if (requests) {
    figures['requests.clickThrough.api'] = requests.clickThrough.api;
    figures['requests.clickThrough.chain'] = requests.clickThrough.chain;
    figures['requests.revisit.api'] = requests.revisit.api;
    figures['requests.deepLink.api'] = requests.deepLink.api;
    figures['requests.deepLink.chain'] = requests.deepLink.chain;
    figures['requests.languageSwitch.api'] = requests.languageSwitch.api;
    figures['requests.languageSwitch.chain'] = requests.languageSwitch.chain;
  }
  for (const { profile, pages } of pageLoad) {
    for (const [name, page] of Object.entries(pages)) {
      const key = `pageLoad.${profile.name}.${name}`;
      figures[`${key}.lcpRatio`] = page.ratio.lcp;
      figures[`${key}.lcp`] = page.app.lcp.median;
      figures[`${key}.tbt`] = page.app.tbt.median;
      figures[`${key}.cls`] = page.app.cls.median;
      figures[`${key}.transferred`] = page.app.transferred.median;
      figures[`${key}.jsBeforeLcpGzip`] = page.app.jsBeforeLcp.gzip.median;
    }
  }
  if (search) {
    figures['search.typed.searchRequests'] = search.typed.searchRequests;
    figures['search.scroll.rowsMounted'] = search.scroll.rowsMounted;
  }
  if (server) {
    figures['server.ratio.requestsPerSecond'] = server.ratio.requestsPerSecond;
    figures['server.ratio.latencyP99'] = server.ratio.latencyP99;
    figures['server.ratio.cpuPerRequest'] = server.ratio.cpuPerRequest;
  }
  if (pageServer) {
    figures['server.page.ratio.requestsPerSecond'] = pageServer.ratio.requestsPerSecond;
    figures['server.page.ratio.latencyP99'] = pageServer.ratio.latencyP99;
    figures['server.page.cpuMicrosPerRequest'] = pageServer.page.cpuMicrosPerRequest;
    figures['server.page.coldCpuMicrosPerRequest'] = pageServer.cold.cpuMicrosPerRequest;
  }
  for (const page of lighthouse?.pages ?? []) {
    figures[`lighthouse.${page.name}.performance`] = page.median.app.performance;
    figures[`lighthouse.${page.name}.lcpRatio`] = page.lcpRatio;
    figures[`lighthouse.${page.name}.tbt`] = page.median.app.tbt;
    figures[`lighthouse.${page.name}.bytes`] = page.median.app.bytes;
  }
  if (startup) {
    figures['startup.readyMs.max'] = startup.readyMs.max;
    figures['startup.rssReadyMB.max'] = startup.rssReadyMB.max;
  }
  if (proxy) {
    figures['proxy.hit.ratio'] = proxy.hit.ratio;
    figures['proxy.miss.p50'] = proxy.miss.p50;
    figures['proxy.memory.peakAboveIdle150MB'] = proxy.memory.peakAboveIdle150MB;
    figures['proxy.memory.peakAboveIdleGzipBomb'] = proxy.memory.peakAboveIdleGzipBomb;
    figures['proxy.hour.upstreamCalls'] = proxy.hour.upstreamCalls;
    figures['proxy.redis.hour.upstreamCalls'] = proxy.redis.hour.upstreamCalls;
    figures['proxy.redis.hit.ratio'] = proxy.redis.hit.ratio;
    figures['proxy.hostile.othersOkShare'] = proxy.hostile.othersOkShare;
  }
  return figures;
}

function readPrevious(): {
  date: string;
  headline: Record<string, number | null>;
} | null {
  const file = path.join(OUT_DIR, 'latest.json');
  if (!existsSync(file)) return null;
  try {
    const previous = JSON.parse(readFileSync(file, 'utf8')) as {
      meta?: { date?: string };
      headline?: Record<string, number | null>;
    };
    return previous.headline && previous.meta?.date ? { date: previous.meta.date, headline: previous.headline } : null;
  } catch {
    return null;
  }
}

const gz = (bytes: number) => kB(bytes);
const cls = (value: number) => fixed(value, 3);

function print(results: Results, headline: Record<string, number | null>, previous: ReturnType<typeof readPrevious>) {
  const { meta, bundle, requests, pageLoad, search, server, pageServer, lighthouse, startup, proxy } = results;
  console.log(
    `Performance figures, ${meta.date} — ${meta.cpus} cores, load average ${meta.loadAverage.start.toFixed(1)} at the start and ${meta.loadAverage.end.toFixed(1)} at the end, Node ${meta.node}${meta.chromium ? `, Chromium ${meta.chromium} headless` : ''}${meta.commit ? `, ${meta.commit}` : ''}${meta.sections.length < SECTIONS.length ? `; only ${meta.sections.join(', ')}` : ''}`,
  );

  const chart = bundle.lazy.filter((chunk) => /dyno/.test(chunk.name));
  const routes = bundle.lazy.filter((chunk) => /src\/routes\//.test(chunk.name));
  const languages = bundle.lazy.filter((chunk) => /i18n\/locales/.test(chunk.name));
  const others = bundle.lazy.filter((chunk) => !chart.includes(chunk) && !routes.includes(chunk) && !languages.includes(chunk));
  const short = (name: string) => path.basename(name).replace(/\.(tsx?|json)$/, '');
  console.log(
    table(
      'BUNDLE (gzip; a lazy chunk with what it alone imports)',
      ['chunk', 'gzip'],
      [
        ['first page: JavaScript', gz(bundle.firstPage.jsGzip)],
        ['first page: CSS', gz(bundle.firstPage.cssGzip)],
        ...chart.map((chunk) => [`lazy: chart (${short(chunk.name)})`, gz(chunk.gzip)]),
        ...routes.map((chunk) => [`lazy: page ${short(chunk.name)}`, gz(chunk.gzip)]),
        ...others.map((chunk) => [`lazy: ${chunk.name}`, gz(chunk.gzip)]),
      ],
    ),
  );
  const languageCells = languages
    .sort((a, b) => short(a.name).localeCompare(short(b.name)))
    .map((chunk) => `${short(chunk.name)} ${(chunk.gzip / 1000).toFixed(1)}`);
  console.log(`lazy: ${languages.length} languages (kB gzip):`);
  for (let index = 0; index < languageCells.length; index += 7) console.log(`  ${languageCells.slice(index, index + 7).join('   ')}`);

  if (requests) {
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
  }

  if (pageLoad.length > 0) printPages(pageLoad);
  if (lighthouse) {
    const { header, rows, targets } = lighthouseRows(lighthouse);
    console.log(
      table(
        `LIGHTHOUSE 12.2.3, mobile preset (simulated slow 4G, CPU 4×), medians of ${lighthouse.runs} cold loads; floor = the same page with every script blocked`,
        header,
        rows,
      ),
    );
    console.log(table('LIGHTHOUSE TARGETS (issue 25)', ['figure', 'measured', 'target', ''], targets));
  }
  printTargets(pageLoad, pageServer);

  if (search) {
    console.log(
      table(
        'SEARCH',
        ['measure', 'value'],
        [
          [`requests for "${search.typed.query}" typed at ${search.typed.keyDelayMs} ms per key`, search.typed.searchRequests],
          [`rows mounted after ${search.scroll.pages} pages of "${search.scroll.query}" (${search.scroll.rowsLoaded} rows loaded)`, search.scroll.rowsMounted],
        ],
      ),
    );
  }

  const micros = (value: number | null) => (value === null ? '—' : `${Math.round(value)} µs`);
  const run = (name: string, figures: ServerFigures['api']) => [
    name,
    integer(figures.requestsPerSecond),
    ms(figures.latencyP50),
    ms(figures.latencyP99),
    micros(figures.cpuMicrosPerRequest),
    integer(figures.requests),
  ];
  if (server) {
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
  }
  if (pageServer) {
    console.log(
      table(
        `SERVER-RENDERED ENGINE PAGE (${pageServer.connections} connections, loopback, HTML with brotli accepted: ${kB(pageServer.encodedBytes)} an answer; ${pageServer.rounds} rounds of ${pageServer.durationSeconds / pageServer.rounds} s of each in turn; ratios: medians of the rounds)`,
        ['route', 'req/s', 'p50', 'p99', 'CPU/req', 'requests'],
        [
          run('engine page', pageServer.page),
          run('floor: GET /healthz', pageServer.floor),
          run('engine page, 1 connection', pageServer.single),
          run('engine page rendered afresh (no cache), 1 connection', pageServer.cold),
          run('engine page, no compression', pageServer.uncompressed.plain),
          run('engine page, brotli, beside it', pageServer.uncompressed.brotli),
          [
            'page / floor',
            share(pageServer.ratio.requestsPerSecond),
            times(pageServer.ratio.latencyP50),
            times(pageServer.ratio.latencyP99),
            times(pageServer.ratio.cpuPerRequest),
            '',
          ],
        ],
      ),
    );
  }

  if (startup) {
    console.log(
      table(
        'START-UP (demo mode: spawn until /healthz answers; resident memory (VmRSS) then and after one server-rendered page; 3 starts, min–max)',
        ['server', 'ready in', 'resident at ready', 'after a page'],
        startupRows(startup),
      ),
    );
  }

  if (proxy) {
    console.log(
      table(
        `PROXY (upstream on loopback with ${proxy.upstreamLatencyMs} ms latency; cap ${(proxy.memory.capBytes / 1024 / 1024).toFixed(0)} MiB; the hour on the proxy's injected clock)`,
        ['figure', 'measured', 'target', ''],
        proxyRows(proxy),
      ),
    );
  }

  if (previous) {
    const changes: string[][] = [];
    for (const [name, value] of Object.entries(headline)) {
      const before = previous.headline[name];
      if (value === null || before === undefined || before === null) continue;
      const change = before === 0 ? (value === 0 ? 0 : Infinity) : (value - before) / Math.abs(before);
      // Sizes and counts are exact: any change shows. Timing ratios move by up to ~15 % from run
      // to run on a shared 2-core machine, total blocking time by up to ~30 %.
      const noise = /tbt/i.test(name) ? 0.3 : /transferred$/.test(name) ? 0.02 : /^(pageLoad|server)\./.test(name) ? 0.15 : 0;
      if (Math.abs(change) > noise)
        changes.push([
          name,
          String(+before.toFixed(3)),
          String(+value.toFixed(3)),
          Number.isFinite(change) ? `${change > 0 ? '+' : ''}${(change * 100).toFixed(0)} %` : 'new',
        ]);
    }
    const title = `SINCE THE LAST RUN (${previous.date}): sizes and counts that changed, timing ratios that moved by more than 15 % (TBT 30 %)`;
    if (changes.length > 0) console.log(table(title, ['figure', 'last', 'now', 'change'], changes));
    else console.log(`\n${title}: none.`);
  }
}

/** A ratio far below 1, with its significant digits. */
const share = (value: number) => `${value.toPrecision(2)}×`;
const range = (value: Spread, format: (value: number) => string) => `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
const bytes = (value: number) => kB(value);

function printPages(pageLoad: ProfileFigures[]) {
  for (const { profile, pages } of pageLoad) {
    const rows: (string | number)[][] = [];
    for (const [name, page] of Object.entries(pages)) {
      const { app, floor, ratio } = page;
      rows.push([`${name}: app`, ms(app.fcp.median), range(app.lcp, ms), cls(app.cls.median), range(app.tbt, ms), app.lcpElement ?? '']);
      const hidden =
        floor.contentShown < page.runs.floor.length
          ? `; content hidden without script in ${page.runs.floor.length - floor.contentShown} of ${page.runs.floor.length}`
          : '';
      rows.push([`${name}: floor (no script)`, ms(floor.fcp.median), range(floor.lcp, ms), cls(floor.cls.median), '—', `${floor.lcpElement ?? ''}${hidden}`]);
      rows.push([`${name}: app ÷ floor`, times(ratio.fcp), times(ratio.lcp), '', '', ratio.lcp === null ? 'no ratio: the floor did not show the content' : '']);
    }
    console.log(
      table(
        `PAGE LOAD, ${profile.description} (medians of ${profile.runs} cold loads, min–max in brackets; floor = the same URL with JavaScript disabled; app and floor loads alternate)`,
        ['page', 'FCP', 'LCP', 'CLS', 'TBT', 'LCP element'],
        rows,
      ),
    );
    const transferRows: (string | number)[][] = [];
    for (const [name, page] of Object.entries(pages)) {
      const { app } = page;
      const kinds = Object.entries(app.transferredByKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, size]) => `${kind} ${bytes(size)}`)
        .join(', ');
      transferRows.push([
        name,
        range(app.transferred, bytes),
        kinds,
        range(app.jsBeforeLcp.gzip, bytes),
        bytes(app.jsBeforeLcp.encoded.median),
        app.jsBeforeLcp.files.median,
        `${app.loadsWithErrors} of ${page.runs.app.length}`,
      ]);
    }
    console.log(
      table(
        `BYTES, ${profile.name} (app loads; transferred = encoded bytes with headers until the network is idle, idle preloads included; JS before LCP = script files requested before the largest paint)`,
        ['page', 'transferred', 'by kind (median load)', 'JS before LCP (gzip)', '(as sent)', 'files', 'loads with console errors'],
        transferRows,
      ),
    );
    for (const [name, page] of Object.entries(pages)) {
      const largest = page.app.largestFiles.map((file) => `${path.basename(file.path)} ${bytes(file.bytes)}`).join(', ');
      console.log(`${name}, ${profile.name}: largest responses: ${largest}`);
    }
    for (const [name, page] of Object.entries(pages)) {
      if (page.app.errors.length > 0)
        console.log(`${name}, ${profile.name}: console errors: ${page.app.errors.map((error) => error.replace(/\s+/g, ' ')).join(' | ')}`);
    }
  }
}

/** Issue 15's figures beside their targets. */
function printTargets(pageLoad: ProfileFigures[], pageServer: PageServerFigures | null) {
  const rows: string[][] = [];
  const verdict = (met: boolean | null) => (met === null ? '—' : met ? 'met' : 'MISSED');
  for (const { profile, pages } of pageLoad) {
    for (const [name, page] of Object.entries(pages)) {
      rows.push([
        `LCP app ÷ floor, ${name}, ${profile.name}`,
        times(page.ratio.lcp),
        '≤ 1.30×',
        verdict(page.ratio.lcp === null ? null : page.ratio.lcp <= 1.3),
      ]);
    }
  }
  const mobile = pageLoad.find((figures) => figures.profile.name === 'mobile');
  const loopback = pageLoad.find((figures) => figures.profile.name === 'loopback');
  if (mobile) {
    for (const [name, page] of Object.entries(mobile.pages))
      rows.push([`LCP, ${name}, mobile`, range(page.app.lcp, ms), '< 2,000 ms', verdict(page.app.lcp.median < 2000)]);
    const engine = mobile.pages['engine'];
    if (engine)
      rows.push([
        'bytes transferred, cold engine deep link, mobile',
        range(engine.app.transferred, bytes),
        '≤ 200 kB',
        verdict(engine.app.transferred.median <= 200_000),
      ]);
  }
  for (const figures of [loopback, mobile]) {
    const engine = figures?.pages['engine'];
    if (figures && engine)
      rows.push([
        `hydration TBT, engine page, ${figures.profile.name} (CPU ${figures.profile.cpuThrottling}×)`,
        range(engine.app.tbt, ms),
        '≤ 200 ms',
        verdict(engine.app.tbt.median <= 200),
      ]);
  }
  for (const figures of [loopback, mobile]) {
    for (const [name, page] of Object.entries(figures?.pages ?? {})) {
      rows.push([
        `JavaScript before LCP (gzip), ${name}, ${figures!.profile.name}`,
        range(page.app.jsBeforeLcp.gzip, bytes),
        '≤ 150 kB',
        verdict(page.app.jsBeforeLcp.gzip.median <= 150_000),
      ]);
    }
  }
  if (pageServer) {
    rows.push([
      `server-rendered engine page, ${pageServer.connections} connections: req/s, p99, CPU/page`,
      `${integer(pageServer.page.requestsPerSecond)}/s, ${ms(pageServer.page.latencyP99)}, ${pageServer.page.cpuMicrosPerRequest === null ? '—' : `${(pageServer.page.cpuMicrosPerRequest / 1000).toFixed(2)} ms`}`,
      'reported',
      '',
    ]);
    rows.push([
      '  its p99 ÷ GET /healthz p99 (same run; the rendered-page cache answers)',
      times(pageServer.ratio.latencyP99),
      '≤ 10×',
      verdict(pageServer.ratio.latencyP99 <= 10),
    ]);
    const coldCpu = pageServer.cold.cpuMicrosPerRequest;
    rows.push(['  cold render (no cache), 1 connection: CPU per page', coldCpu === null ? '—' : `${(coldCpu / 1000).toFixed(1)} ms`, 'reported', '']);
  }
  if (rows.length > 0) console.log(table('TARGETS (issue 15; medians, min–max in brackets)', ['figure', 'measured', 'target', ''], rows));
}

main().catch((error: unknown) => {
  console.error(`\nThe bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

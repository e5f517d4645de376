import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleReport, deepLinkReport, kB } from './bundle-report';

/**
 * The build budget, part of `npm test`: the first page's JavaScript stays under 150 kB gzip
 * and the chart (recharts + d3) is not part of it. Prints the figures either way. The English
 * sections served apart from the first page (src/i18n/lazy-sections.json, see vite.config.ts)
 * must not be used by it: a key of theirs in a first-page file would show as its raw name.
 */
const FIRST_PAGE_JS_GZIP_BUDGET = 150_000;

/**
 * What a cold deep link to an engine transfers (issue 25's target: 200 KiB, Lighthouse's byte
 * weight in `npm run bench -- lighthouse`), counted here from the build without a browser: what
 * the page needs to hydrate and the lazy chunks it loads at once (the offline cache), brotli as
 * sent, plus what is not in the build: the page's HTML without its stylesheets (about 10 KiB
 * brotli for the engine page), the quote's QR code and about 0.7 KiB of response headers a request. The stylesheets are
 * written into the page (server/web/pages.ts) and counted here at their own brotli size and with
 * a request each, a little more than they cost inside the page. Other pages' code is fetched on intent only (a
 * link's hover, focus or touch) and kept for offline use by the service worker, off the page. The
 * chart is not counted: it is to load when it scrolls into view or is touched (the server's HTML
 * draws it first); printed below.
 */
const ENGINE_DEEP_LINK_BUDGET = 200 * 1024;
const HTML_WITHOUT_STYLES = 10 * 1024;
/** An asset's answer headers (about 0.45 kB since server/web/static.ts leaves out the headers only a document obeys), with the request's. */
const HEADERS_PER_REQUEST = 700;
/** Besides the build's files: the page, the favicon, the workshop's logo, the quote's QR code. */
const OTHER_REQUESTS = 4;
/** The quote's QR code (server/web/qr-code.ts), an SVG of about 0.7 KiB brotli for an engine page's address. */
const QR_CODE = 750;
const CHART_MODULES = ['src/features/dyno/dyno-chart.tsx'];
/** Lazy chunks every page loads once it is drawn (src/offline/offline-start.tsx). */
const LOADED_AT_ONCE = ['src/offline/offline-cache.ts'];
const ENGINE_PAGE = 'src/routes/engine.tsx';

const report = bundleReport();
const { js, css, files } = report.firstPage;
console.log(`First page: JS ${kB(js.gzip)} gzip (${kB(js.brotli)} brotli, ${kB(js.raw)} raw) in ${files.length} files; CSS ${kB(css.gzip)} gzip`);
console.log('Lazy chunks (gzip, with what they alone import):');
for (const chunk of report.lazy) console.log(`  ${kB(chunk.js.gzip).padStart(9)}  ${chunk.name}`);

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const deepLink = deepLinkReport('dist', ENGINE_PAGE, { eager: LOADED_AT_ONCE });
const deepLinkFiles = deepLink.reduce((sum, part) => sum + part.files.length, 0);
const notInBuild = HTML_WITHOUT_STYLES + QR_CODE + (deepLinkFiles + OTHER_REQUESTS) * HEADERS_PER_REQUEST;
const deepLinkBytes = deepLink.reduce((sum, part) => sum + part.brotli, notInBuild);
console.log(
  `Cold engine deep link (brotli): ${deepLink.map((part) => `${part.name} ${KiB(part.brotli)}`).join('; ')}; HTML, QR code and the headers of ${deepLinkFiles + OTHER_REQUESTS} requests ${KiB(notInBuild)}: ${KiB(deepLinkBytes)} (budget ${KiB(ENGINE_DEEP_LINK_BUDGET)})`,
);
const chart = deepLinkReport('dist', ENGINE_PAGE, { eager: CHART_MODULES })[1]!;
console.log(`  not counted, the chart on scroll or touch: ${KiB(chart.brotli)}`);

const problems: string[] = [];
if (deepLinkBytes > ENGINE_DEEP_LINK_BUDGET)
  problems.push(`a cold engine deep link loads ${KiB(deepLinkBytes)}, over the ${KiB(ENGINE_DEEP_LINK_BUDGET)} budget`);
if (js.gzip >= FIRST_PAGE_JS_GZIP_BUDGET) problems.push(`first-page JavaScript is ${kB(js.gzip)} gzip, over the ${kB(FIRST_PAGE_JS_GZIP_BUDGET)} budget`);
const chartInFirstPage = files.some((file) => /dyno|recharts/i.test(file));
if (chartInFirstPage) problems.push('the chart code is part of the first page');
// The pages draw the chart as plain SVG; recharts loads only when the reader gets to the chart.
if (!report.lazy.some((chunk) => /dyno-chart/.test(chunk.name))) problems.push('the interactive dyno chart is not a lazy chunk of its own');
for (const page of ['src/routes/engine.tsx', 'src/routes/compare.tsx']) {
  const loaded = report.staticFiles(page);
  if (loaded.some((file) => /recharts/i.test(file) || /dyno-chart/.test(file)))
    problems.push(`${page} loads the interactive chart (recharts) with the page, not when it is wanted`);
}

const lazySections = JSON.parse(readFileSync('src/i18n/lazy-sections.json', 'utf8')) as string[];
const lazyKey = new RegExp(`["'\`](${lazySections.join('|')})\\.[A-Za-z]`);
for (const file of files) {
  const used = lazyKey.exec(readFileSync(path.join('dist', file), 'utf8'));
  if (used) problems.push(`${file} (first page) uses the lazy English section "${used[1]}" (src/i18n/lazy-sections.json)`);
}

if (problems.length > 0) {
  console.error(`Budget failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Budget kept: ${kB(js.gzip)} < ${kB(FIRST_PAGE_JS_GZIP_BUDGET)}, chart lazy, cold engine deep link ${KiB(deepLinkBytes)} ≤ ${KiB(ENGINE_DEEP_LINK_BUDGET)}.`,
);

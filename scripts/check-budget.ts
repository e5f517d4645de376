import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES } from '../contract/urls';
import { bundleReport, deepLinkReport, kB } from './bundle-report';

/**
 * The build budget, part of `npm test`: the first page's JavaScript stays under 150 kB gzip
 * and the chart (recharts + d3) is not part of it. Prints the figures either way. The English
 * sections served apart from the first page (src/i18n/lazy-sections.json, see vite.config.ts)
 * must not be used by it: a key of theirs in a first-page file would show as its raw name.
 */
const FIRST_PAGE_JS_GZIP_BUDGET = 150_000;

/**
 * A cold deep link to an engine transfers at most 200 KiB (issue 25; Lighthouse's byte weight in
 * `npm run bench -- lighthouse`). Counted here from the build, without a browser: what the
 * page needs to hydrate and the other pages' chunks fetched after it has loaded, brotli as sent,
 * plus an allowance for what is not in the build: the page's HTML (about 9 kB brotli) and the
 * response headers of some 40 requests. The chart is not counted: it loads when it scrolls into
 * view or is touched (the server's HTML draws it first), printed below for reference.
 */
const ENGINE_DEEP_LINK_BUDGET = 200 * 1024;
const NOT_IN_BUILD_ALLOWANCE = 20 * 1024;
const CHART_MODULES = ['src/features/dyno/dyno-section.tsx'];

const report = bundleReport();
const { js, css, files } = report.firstPage;
console.log(`First page: JS ${kB(js.gzip)} gzip (${kB(js.brotli)} brotli, ${kB(js.raw)} raw) in ${files.length} files; CSS ${kB(css.gzip)} gzip`);
console.log('Lazy chunks (gzip, with what they alone import):');
for (const chunk of report.lazy) console.log(`  ${kB(chunk.js.gzip).padStart(9)}  ${chunk.name}`);

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const deepLink = deepLinkReport('dist', PAGE_MODULES.engine, { preloaded: Object.values(PAGE_MODULES) });
const deepLinkBytes = deepLink.reduce((sum, part) => sum + part.brotli, NOT_IN_BUILD_ALLOWANCE);
console.log(
  `Cold engine deep link (brotli): ${deepLink.map((part) => `${part.name} ${KiB(part.brotli)}`).join('; ')}; HTML and headers ${KiB(NOT_IN_BUILD_ALLOWANCE)}: ${KiB(deepLinkBytes)} of ${KiB(ENGINE_DEEP_LINK_BUDGET)}`,
);
const chart = deepLinkReport('dist', PAGE_MODULES.engine, { eager: CHART_MODULES })[1]!;
console.log(`  not counted, the chart on scroll or touch: ${KiB(chart.brotli)}`);

const problems: string[] = [];
if (deepLinkBytes > ENGINE_DEEP_LINK_BUDGET)
  problems.push(`a cold engine deep link loads ${KiB(deepLinkBytes)}, over the ${KiB(ENGINE_DEEP_LINK_BUDGET)} budget`);
if (js.gzip >= FIRST_PAGE_JS_GZIP_BUDGET) problems.push(`first-page JavaScript is ${kB(js.gzip)} gzip, over the ${kB(FIRST_PAGE_JS_GZIP_BUDGET)} budget`);
const chartInFirstPage = files.some((file) => /dyno|recharts/i.test(file));
if (chartInFirstPage) problems.push('the chart code is part of the first page');
if (!report.lazy.some((chunk) => /dyno-section/.test(chunk.name))) problems.push('the dyno chart is not a lazy chunk of its own');

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

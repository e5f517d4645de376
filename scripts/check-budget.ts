import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleReport, kB } from './bundle-report';

/**
 * The build budget, part of `npm test`: the first page's JavaScript stays under 150 kB gzip
 * and the chart (recharts + d3) is not part of it. Prints the figures either way. The English
 * sections served apart from the first page (src/i18n/lazy-sections.json, see vite.config.ts)
 * must not be used by it: a key of theirs in a first-page file would show as its raw name.
 */
const FIRST_PAGE_JS_GZIP_BUDGET = 150_000;

const report = bundleReport();
const { js, css, files } = report.firstPage;
console.log(`First page: JS ${kB(js.gzip)} gzip (${kB(js.brotli)} brotli, ${kB(js.raw)} raw) in ${files.length} files; CSS ${kB(css.gzip)} gzip`);
console.log('Lazy chunks (gzip, with what they alone import):');
for (const chunk of report.lazy) console.log(`  ${kB(chunk.js.gzip).padStart(9)}  ${chunk.name}`);

const problems: string[] = [];
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
console.log(`Budget kept: ${kB(js.gzip)} < ${kB(FIRST_PAGE_JS_GZIP_BUDGET)}, chart lazy.`);

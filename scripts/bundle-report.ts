import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the built browser weighs, from Vite's manifest: the JavaScript and CSS the first page
 * needs (the entry with its static imports, plus the start page's own chunk with its static
 * imports), and every lazy chunk on its own (the chart, each language).
 */

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  firstPage: { js: Sizes; css: Sizes; files: string[] };
  lazy: { name: string; file: string; js: Sizes }[];
  /** The files a source module's chunk loads with it (its static imports), by source path. */
  staticFiles: (source: string) => string[];
}

const cache = new Map<string, Sizes>();

export function sizesOf(file: string): Sizes {
  const cached = cache.get(file);
  if (cached) return cached;
  const content = readFileSync(file);
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  cache.set(file, sizes);
  return sizes;
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** The chunk and everything it imports statically (what loads together with it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

export function bundleReport(distDir = 'dist', startPage = 'src/routes/types.tsx'): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  if (!manifest[startPage]) throw new Error(`The start page ${startPage} is not a chunk of its own`);
  const first = new Set([...closure(manifest, entry), ...closure(manifest, startPage)]);
  const files = [...first].map((key) => manifest[key]!.file);
  const cssFiles = [...new Set([...first].flatMap((key) => manifest[key]!.css ?? []))];
  const js = files.reduce((sum, file) => add(sum, sizesOf(path.join(distDir, file))), ZERO);
  const css = cssFiles.reduce((sum, file) => add(sum, sizesOf(path.join(distDir, file))), ZERO);

  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !first.has(key))
    .map(([key, chunk]) => {
      const own = [...closure(manifest, key)].filter((item) => !first.has(item));
      const sizes = own.reduce((sum, item) => add(sum, sizesOf(path.join(distDir, manifest[item]!.file))), ZERO);
      return { name: chunk.src ?? chunk.name ?? key, file: chunk.file, js: sizes };
    })
    .sort((a, b) => b.js.gzip - a.js.gzip);
  const staticFiles = (source: string) => (manifest[source] ? [...closure(manifest, source)].map((key) => manifest[key]!.file) : []);
  return { firstPage: { js, css, files }, lazy, staticFiles };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface DeepLinkPart {
  name: string;
  files: string[];
  brotli: number;
}

/**
 * What a cold deep link to one page loads from the build, brotli as sent (the build's `.br`
 * files, quality 11): the entry and the page's own chunk with their static imports and styles
 * (all the page needs to hydrate) and the lazy chunks the page loads at once (`eager`, such as the
 * offline cache, or the chart). Each file counts once, in the first part that loads it.
 */
export function deepLinkReport(distDir: string, pageModule: string, { eager = [] }: { eager?: string[] } = {}): DeepLinkPart[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  for (const key of [pageModule, ...eager]) if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  const counted = new Set<string>();
  const part = (name: string, keys: string[]): DeepLinkPart => {
    const files = new Set<string>();
    for (const key of keys) {
      for (const item of closure(manifest, key)) {
        const chunk = manifest[item]!;
        for (const file of [chunk.file, ...(chunk.css ?? [])]) {
          if (counted.has(file)) continue;
          counted.add(file);
          files.add(file);
        }
      }
    }
    const brotli = [...files].reduce((sum, file) => sum + sizesOf(path.join(distDir, file)).brotli, 0);
    return { name, files: [...files], brotli };
  };
  return [part('to hydrate (entry, page chunk, their imports and styles)', [entry, pageModule]), part('loaded at once (lazy)', eager)];
}

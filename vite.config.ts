/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { RenderPage } from './contract/ssr';
import type * as ServerApp from './server/app';
import type * as ServerConfig from './server/config';
import type { PageRenderer } from './server/web/pages';

/**
 * `npm run dev`: the catalogue server (API, /media, /config.json) runs inside Vite's dev
 * server, so one process gives hot reload and the real API. Server code changes need a restart.
 */
function catalogueServer(): Plugin {
  return {
    name: 'catalogue-server',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      // Loaded through Vite itself, so this config file does not depend on the server's modules.
      const { buildServer } = (await server.ssrLoadModule('/server/app.ts')) as typeof ServerApp;
      const { readConfig } = (await server.ssrLoadModule('/server/config.ts')) as typeof ServerConfig;
      // Pages are rendered on the server here too, by the live entry (edits show on reload).
      const pages: PageRenderer = {
        dev: true,
        render: async (request) => ((await server.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderPage }).render(request),
        template: (url) => server.transformIndexHtml(url, readFileSync(path.resolve(server.config.root, 'index.html'), 'utf8')),
      };
      const app = await buildServer(readConfig(), { serveBrowser: false, pages });
      await app.ready();
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        const pathname = url.split('?')[0] ?? '';
        const page =
          (request.method === 'GET' || request.method === 'HEAD') &&
          (request.headers.accept ?? '').includes('text/html') &&
          !/^\/(@|src\/|node_modules\/|__)/.test(pathname) &&
          !path.extname(pathname);
        if (page || url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/config.json') || url.startsWith('/qr.svg'))
          app.routing(request, response);
        else next();
      });
      server.httpServer?.once('close', () => void app.close());
    },
  };
}

/**
 * `vite build` builds the browser (into build.outDir, `dist/` or the bench's `--outDir`), then
 * the server's entry (src/entry-server.tsx, the same pages rendered in Node) into its `server/`
 * folder, which the catalogue server loads and never serves as a file, and last the catalogue
 * server itself (server/main.ts) into the same folder as `main.js`, the JavaScript that
 * `npm run serve` runs with node. Its packages stay imports (a production install supplies
 * them); only the project's own code (server/, contract/) is bundled. The entry's build empties
 * the folder, so the server's comes after it.
 */
function serverEntryBuild(): Plugin {
  return {
    name: 'server-entry-build',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return {
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client!);
            await builder.build(builder.environments.ssr!);
            await builder.build(builder.environments.server!);
          },
        },
        environments: {
          ssr: {
            build: {
              outDir: path.join(outDir, 'server'),
              emptyOutDir: true,
              ssr: 'src/entry-server.tsx',
              manifest: false,
              sourcemap: false,
              copyPublicDir: false,
              rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
            },
          },
          server: {
            consumer: 'server',
            build: {
              outDir: path.join(outDir, 'server'),
              emptyOutDir: false,
              ssr: true,
              target: 'node24',
              manifest: false,
              sourcemap: true,
              copyPublicDir: false,
              // The server, and the operator's two commands beside it (`npm run mcp`, `npm run enquiries`), so a
              // production install runs them without tsx. Shared chunks stay in the same folder (workshop.ts finds
              // the example profile relative to its own file).
              rolldownOptions: {
                input: { main: 'server/main.ts', mcp: 'server/mcp/stdio.ts', enquiries: 'server/enquiries.ts' },
                output: { entryFileNames: '[name].js', chunkFileNames: 'server-[name]-[hash].js' },
              },
            },
          },
        },
      };
    },
  };
}

/**
 * The browser's hashed assets, also written brotli- and gzip-compressed at the highest levels
 * (server/web/static.ts serves the smallest the client accepts); files under 1 kB stay plain.
 */
function precompressAssets(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && /\.(js|css|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [brotli, gzipped] = await Promise.all([
            br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, brotli), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/**
 * English is bundled with the first page (src/i18n/i18n.ts), other languages are lazy chunks.
 * The sections of English named here are used only by lazy pages (every page but the types
 * page; the header, breadcrumbs and error screens use none of them): the browser's build leaves
 * them out of the first page's copy of `en.json` and serves them as `virtual:lazy-english`, a
 * module those pages import (src/i18n/lazy-english.ts), so they load with the pages that use
 * them. Every other language file carries these sections as usual (its whole file is one lazy
 * chunk). The server's build, the dev server and Vitest keep `en.json` whole (the virtual
 * module then repeats the sections).
 */
/** The sections (src/i18n/lazy-sections.json; scripts/check-budget.ts checks the first page uses none of them). */
const LAZY_ENGLISH_SECTIONS: readonly string[] = JSON.parse(readFileSync(path.resolve('src/i18n/lazy-sections.json'), 'utf8')) as string[];

const VIRTUAL_ID = 'virtual:lazy-english';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function lazyEnglish(root = process.cwd()): Plugin {
  const english = path.resolve(root, 'src/i18n/locales/en.json');
  let build = false;
  return {
    name: 'lazy-english',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST;
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(english);
      const all = JSON.parse(readFileSync(english, 'utf8')) as Record<string, unknown>;
      const sections = Object.fromEntries(LAZY_ENGLISH_SECTIONS.map((name) => [name, all[name]]));
      return `export default ${JSON.stringify(sections)};`;
    },
    transform(code, id) {
      if (!build || this.environment.name !== 'client' || id.split('?')[0] !== english) return undefined;
      const all = JSON.parse(code) as Record<string, unknown>;
      for (const name of LAZY_ENGLISH_SECTIONS) delete all[name];
      return { code: JSON.stringify(all), map: null };
    },
  };
}

/**
 * The service worker (src/sw/service-worker.ts, built to dist/sw.js with the list of the build's
 * files to keep) and the web app manifest (dist/manifest.webmanifest, linked from every page), so a
 * counter PC can install the catalogue and open it without network. The app registers the worker
 * itself (src/offline/offline-cache.ts). Kept: the code, styles, icons; never the server's build, source
 * maps or the compressed copies (the server picks those by Accept-Encoding).
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: 'Tuning catalogue',
      short_name: 'Tuning',
      description: 'Vehicle tuning catalogue: engines, ECUs, dyno charts and remap stages.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,svg,woff2}', 'favicon.svg'],
      globIgnores: ['server/**', '**/*.map', '**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  });
}

export default defineConfig({
  plugins: [react(), catalogueServer(), serverEntryBuild(), precompressAssets(), lazyEnglish(), offlineApp()],
  resolve: {
    alias: [
      // react-i18next imports React 17's shim of useSyncExternalStore; React 19 has its own, so the
      // first page does not carry the shim (0.3 kB gzip).
      { find: /^use-sync-external-store\/shim$/, replacement: path.resolve('src/i18n/use-sync-external-store.ts') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/check-budget.ts and the bench read the chunk graph from here.
    manifest: true,
    // No modulepreload polyfill in the entry: every browser the app supports (es2022) follows
    // modulepreload itself, and one without it still loads the modules, on import.
    modulePreload: { polyfill: false },
    // The chart (recharts + d3) and each language are lazy chunks; see scripts/check-budget.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries that change rarely get chunks of their own, cached across app releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            // Not its hydration module: only the lazy offline cache (src/offline/offline-cache.ts) uses it.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!build[\\/]modern[\\/]hydration)/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // What every page shares from the app itself, in one chunk rather than many small ones.
            {
              name: 'app-core',
              test: /src[\\/](core[\\/]|app[\\/]|routes[\\/][a-z-]+\.route\.ts|routes[\\/]route-kit|components[\\/](catalogue-link|empty-state|page-header|breadcrumbs|error-state|route-error|skeletons|reading-place|language-switcher|offline-banner|progress-bar|share-button|stale-note|theme-switch)|hooks[\\/](use-document-title|use-session|use-hydrated|use-online|use-format)|embed[\\/](embed-mode|host-bridge)|features[\\/]search[\\/]search-box|ssr[\\/]state)/,
            },
            // The small modules the catalogue's pages share beyond the first page (most under 1 kB
            // compressed; 7 kB together, with the pages' English): one request where each page
            // made five to ten. Over HTTP/1.1 every request takes one of six connections, a new one
            // with its handshake, and the page's largest chunk gets only its share of the link
            // while small ones keep the others busy. After app-core, which keeps its own modules
            // (a group also takes the modules its own modules import).
            {
              name: 'page-kit',
              test: /src[\\/](features[\\/](compare[\\/](compare-toggle|compare-tray|selection)|pricing[\\/]staff-view|dyno[\\/](stored-choice|units)|catalogue[\\/]years)|components[\\/](data-list|filter-input|origin-badge|safe-image)|embed[\\/]host-viewport|hooks[\\/](use-in-view|use-media-query|use-theme)|i18n[\\/]lazy-english)\.tsx?$|contract[\\/]search-words\.ts$|virtual:lazy-english/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The server's tests render pages through src/entry-server.tsx, which imports the lazy English.
        plugins: [lazyEnglish()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/process/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The compiled server as an operator runs it (dist/server/main.js, after `npm run build`):
        // signals, shutdown, reloads, the production install. `npm run test:process`.
        test: {
          name: 'process',
          environment: 'node',
          include: ['server/process/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

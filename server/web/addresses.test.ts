import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/ssr';
import { startServer, type TestServer } from '../test/harness';
import type { PageRenderer } from './pages';

/**
 * The server's own addresses come from its configuration, never from the request (issue 22):
 * canonical, hreflang, og:url, og:image, JSON-LD, the sitemap, robots.txt and the demo's logo
 * URLs start with PUBLIC_URL's origin whatever the path, Host or X-Forwarded-Host a client
 * sends; a path that a URL parser would read as another host (`//evil.example/…`,
 * `/\evil.example/…`, `//user@evil.example/…`) is a 404, never a 5xx and never an error-level log
 * line; without PUBLIC_URL, an answer that names the request's host is never shared-cacheable.
 * Every request is sent raw (node:http), exactly as an attacker would write it.
 */

const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');
const PUBLIC = 'https://catalogue.example';
const EVIL = 'evil.example';

let pages: PageRenderer;
beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage };
  pages = { render: module.render, template: async () => TEMPLATE };
}, 60_000);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with this exact target and these exact headers (fetch would normalise both). */
function raw(server: TestServer, target: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: target, headers: { 'accept-encoding': 'identity', ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timed out: ${target}`)));
    request.end();
  });
}

/** A server with the browser's own renderer whose JSON log lines are kept. */
async function serverWithLog(env: Record<string, string>) {
  const lines: { level: number; msg?: string }[] = [];
  const server = await startServer({
    env: { LOG_LEVEL: 'info', ...env },
    pages,
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg?: string }) },
  });
  return { server, lines, errors: () => lines.filter((line) => line.level >= 50) };
}

/** Every absolute URL in a page's head: canonical, alternates, Open Graph, JSON-LD. */
function headUrls(html: string) {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => match[1]!);
  // Every address but the vocabulary's own (`@context`).
  const inJsonLd = jsonLd
    .flatMap((text) => [...text.matchAll(/"(https?:\/\/[^"]+)"/g)].map((match) => match[1]!))
    .filter((url) => url !== 'https://schema.org');
  return {
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/g),
    hreflang: attribute(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g),
    ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/g),
    ogImage: attribute(/<meta property="og:image" content="([^"]*)"/g),
    jsonLd: inJsonLd,
  };
}

/** Cars & LCV › Audi › A4 › B5 › 1.8T: a type page with logos, and an engine page with JSON-LD. */
async function example(server: TestServer) {
  const api = async <T>(apiPath: string) => (await server.get<T>(`/api/v2${apiPath}`, { key: 'demo' })).body;
  const typeId = (await api<{ id: number }[]>('/types'))[0]!.id;
  const makes = await api<{ items: { id: number; name: string }[] }>(`/manufacturers/type/${typeId}?limit=100`);
  const audi = makes.items.find((item) => item.name === 'Audi')!.id;
  const models = await api<{ models: { id: number; name: string }[] }>(`/manufacturers/${audi}`);
  const a4 = models.models.find((item) => item.name === 'A4')!.id;
  const generations = await api<{ generations: { id: number; name: string }[] }>(`/models/${a4}`);
  const b5 = generations.generations.find((item) => item.name === 'B5')!.id;
  const engines = await api<{ engines: { id: number; name: string }[] }>(`/generations/${b5}`);
  const engine = engines.engines.find((item) => item.name === '1.8T 150hp 210Nm')!.id;
  const type = `/types/${typeId}`;
  const model = `${type}/manufacturers/${audi}/models/${a4}`;
  return { typeId, audi, type, model, engine: `${model}/generations/${b5}/engines/${engine}` };
}

/** Paths a URL parser reads as another host, or that carry credentials, or that double a slash. */
const HOSTILE_PATHS = (typeId: number) => [
  `//${EVIL}/types/${typeId}`,
  `/\\${EVIL}/types/${typeId}`,
  `///${EVIL}/types/${typeId}`,
  `//user@${EVIL}/types/${typeId}`,
  `//user:secret@${EVIL}/types/${typeId}?lang=de`,
  `/\\user@${EVIL}/`,
  `/types//${typeId}`,
  `//types/${typeId}`,
  `//api/v2/types`,
  `//sitemap.xml`,
  `//assets/index.js`,
  `http://${EVIL}//${EVIL}/types/${typeId}`,
];

describe('with PUBLIC_URL: every address is PUBLIC_URL joined with a path', () => {
  let target: Awaited<ReturnType<typeof serverWithLog>>;
  let paths: Awaited<ReturnType<typeof example>>;
  beforeAll(async () => {
    target = await serverWithLog({ PUBLIC_URL: PUBLIC, TRUST_PROXY: '1' });
    paths = await example(target.server);
  }, 60_000);
  afterAll(() => target.server.close());

  it('paths that name another host, carry credentials or double a slash answer 404, with no 5xx and no error-level log line', async () => {
    for (const attack of HOSTILE_PATHS(paths.typeId)) {
      const response = await raw(target.server, attack);
      expect(response.status, attack).toBe(404);
      expect(response.text, attack).not.toContain(EVIL);
      expect(response.headers.location, attack).toBeUndefined();
    }
    // Inside the API's scope: its own 404 in the contract's shape, never a page.
    for (const attack of ['/api//v2/types', '/api/v2//types', '/api/v2/\\types', `/api/v2//${EVIL}/types`]) {
      const response = await raw(target.server, attack, { authorization: 'Bearer demo' });
      expect(response.status, attack).toBe(404);
      expect(JSON.parse(response.text), attack).toMatchObject({ code: 404 });
    }
    // A target that does not start with `/` at all: the HTTP parser's 400.
    expect((await raw(target.server, `\\\\${EVIL}/types/${paths.typeId}`)).status).toBe(400);
    expect(target.errors()).toEqual([]);
  });

  it('the same page at its normal path answers 200 with every head address on PUBLIC_URL', async () => {
    const response = await raw(target.server, paths.engine);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const urls = headUrls(response.text);
    expect(urls.canonical).toEqual([`${PUBLIC}${paths.engine}`]);
    expect(urls.ogUrl).toEqual([`${PUBLIC}${paths.engine}`]);
    expect(urls.hreflang).toHaveLength(22);
    expect(urls.jsonLd.length).toBeGreaterThan(5);
    for (const url of [...urls.hreflang, ...urls.jsonLd]) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
  });

  it('Host and X-Forwarded-Host reach no address: page head, logos in the page, sitemap, robots.txt, API logo URLs', async () => {
    const attacks: Record<string, string>[] = [
      { host: EVIL },
      { 'x-forwarded-host': EVIL },
      { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' },
    ];
    for (const headers of attacks) {
      for (const pagePath of [paths.type, paths.model, paths.engine]) {
        const page = await raw(target.server, pagePath, headers);
        expect(page.status, pagePath).toBe(200);
        expect(page.text, pagePath).not.toContain(EVIL);
        const urls = headUrls(page.text);
        for (const url of [...urls.canonical, ...urls.ogUrl, ...urls.ogImage, ...urls.hreflang, ...urls.jsonLd])
          expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
      }
      // The type page shows the makes' logos: drawn by this server, under PUBLIC_URL.
      expect((await raw(target.server, paths.type, headers)).text).toContain(`${PUBLIC}/media/`);
      const robots = await raw(target.server, '/robots.txt', headers);
      expect(robots.text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
      const index = await raw(target.server, '/sitemap.xml', headers);
      expect(index.text).toContain(`<loc>${PUBLIC}/sitemaps/1.xml</loc>`);
      expect(index.text).not.toContain(EVIL);
      expect(index.headers['cache-control']).toBe('public, max-age=3600');
      const file = await raw(target.server, '/sitemaps/1.xml', headers);
      expect(file.text).toContain(`<loc>${PUBLIC}${paths.engine}</loc>`);
      expect(file.text).not.toContain(EVIL);
      const make = await raw(target.server, `/api/v2/manufacturers/${paths.audi}`, { ...headers, authorization: 'Bearer demo' });
      expect((JSON.parse(make.text) as { logo: string }).logo).toMatch(new RegExp(`^${PUBLIC}/media/`));
    }
    expect(target.errors()).toEqual([]);
  });
});

describe('without PUBLIC_URL: the request host reaches only answers no shared cache may keep', () => {
  for (const [name, env, headers] of [
    ['Host', {}, { host: EVIL }],
    ['X-Forwarded-Host behind TRUST_PROXY=1', { TRUST_PROXY: '1' }, { 'x-forwarded-host': EVIL }],
  ] as const) {
    it(`${name}: every answer naming it is private or no-store`, async () => {
      const target = await serverWithLog(env);
      try {
        const paths = await example(target.server);
        const answers = {
          page: await raw(target.server, paths.type, headers),
          robots: await raw(target.server, '/robots.txt', headers),
          sitemap: await raw(target.server, '/sitemap.xml', headers),
          sitemapFile: await raw(target.server, '/sitemaps/1.xml', headers),
          api: await raw(target.server, `/api/v2/manufacturers/${paths.audi}`, { ...headers, authorization: 'Bearer demo' }),
        };
        // The attack reaches each of them (so that the check below checks something)…
        for (const [what, answer] of Object.entries(answers)) expect(answer.text, what).toContain(EVIL);
        // …and none of them may be kept by a CDN for everyone.
        expect(answers.page.headers['cache-control']).toBe('private, no-cache');
        expect(answers.robots.headers['cache-control']).toBe('private, max-age=3600');
        expect(answers.sitemap.headers['cache-control']).toBe('private, max-age=3600');
        expect(answers.sitemapFile.headers['cache-control']).toBe('private, max-age=3600');
        expect(answers.api.headers['cache-control']).toBe('no-store');
        for (const attack of HOSTILE_PATHS(paths.typeId)) expect((await raw(target.server, attack, headers)).status, attack).toBe(404);
        expect(target.errors()).toEqual([]);
      } finally {
        await target.server.close();
      }
    }, 60_000);
  }

  it('a Host that is no host name falls back to http://localhost, never into the page as written', async () => {
    const target = await serverWithLog({});
    try {
      for (const host of ['evil.example/<script>', 'user@evil.example', 'evil.example:99999999']) {
        const page = await raw(target.server, '/', { host });
        expect(page.status, host).toBeLessThan(500);
        expect(page.text, host).not.toContain('evil.example');
      }
      expect(target.errors()).toEqual([]);
    } finally {
      await target.server.close();
    }
  }, 60_000);

  it('proxy mode without PUBLIC_URL starts, and says at start-up that pages follow the request host', async () => {
    const upstream = await startServer();
    const target = await serverWithLog({ VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: '100000' });
    try {
      expect(target.lines.filter((line) => line.level === 40 && line.msg?.startsWith('PUBLIC_URL is not set'))).toHaveLength(1);
      const page = await raw(target.server, '/', { host: EVIL });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      // No sitemap in proxy mode, so robots.txt names no host and may be shared.
      const robots = await raw(target.server, '/robots.txt', { host: EVIL });
      expect(robots.text).not.toContain(EVIL);
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await target.server.close();
      await upstream.close();
    }
  }, 60_000);
});

describe('the built browser without a server entry (index.html for every page)', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vtdb-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
    server = await startServer({ serveBrowser: true, env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 to the same hostile paths, and serves its files at their normal paths only', async () => {
    for (const attack of [...HOSTILE_PATHS(1), '//assets/main-abc123.js', '/\\assets/main-abc123.js']) {
      expect((await raw(server, attack)).status, attack).toBe(404);
    }
    expect((await raw(server, '/assets/main-abc123.js')).status).toBe(200);
    expect((await raw(server, '/types/1')).status).toBe(200);
  });
});

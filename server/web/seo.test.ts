import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HeadData, RenderHead, RenderPage } from '../../contract/ssr';
import { findExample } from '../test/example';
import { startServer, useServer, type TestServer } from '../test/harness';
import type { PageRenderer } from './pages';

/**
 * GET /seo: a page's head as JSON, computed by the browser's own server entry (the same code as
 * the page, src/entry-server.tsx's `head`), checked against the page the server renders for the
 * same path, over HTTP.
 */

const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let pages: PageRenderer;
beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage; head: RenderHead };
  pages = { render: module.render, head: module.head, template: async () => TEMPLATE };
}, 60_000);

const renderer: PageRenderer = {
  render: (request) => pages.render(request),
  head: (request) => pages.head!(request),
  template: async () => TEMPLATE,
};
const server = useServer({ pages: renderer });

type Seo = HeadData & { status: number; language: string; location?: string; retryAfter?: number; code?: number; message?: string };

async function api<T>(target: TestServer, apiPath: string): Promise<T> {
  const response = await target.get<T>(`/api/v2${apiPath}`, { key: 'demo' });
  expect(response.status, apiPath).toBe(200);
  return response.body;
}

/** The example record's ids and page paths. */
async function example(target: TestServer) {
  const { typeId, urls } = await findExample((apiPath) => api(target, apiPath));
  return { typeId, manufacturer: urls.manufacturer, generation: urls.generation, engine: urls.engine };
}

const seo = (target: TestServer, query: string) => target.get<Seo>(`/seo?${query}`, { headers: { 'accept-encoding': 'identity' } });

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('GET /seo', () => {
  it("answers the engine page's head as JSON, the same as the page's own head tags", async () => {
    const { engine } = await example(server);
    const response = await seo(server, `path=${encodeURIComponent(engine)}&lang=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-language')).toBe('de');
    const head = response.body;
    expect(head.status).toBe(200);
    expect(head.language).toBe('de');
    expect(head.title).toBe('Audi A4 B5 1.8T 150hp 210Nm · Tuning-Katalog');
    expect(head.pageTitle).toBe('Audi A4 B5 1.8T 150hp 210Nm');
    expect(head.canonical).toBe(`${server.baseUrl}${engine}`);
    expect(head.path).toBe(engine);
    expect(head.robots).toBeNull();
    expect(head.alternates).toHaveLength(22);
    expect(head.alternates).toContainEqual({ hreflang: 'zh-Hans', language: 'zs', href: `${server.baseUrl}${engine}?lang=zs` });
    expect(head.alternates).toContainEqual({ hreflang: 'x-default', language: null, href: `${server.baseUrl}${engine}` });
    expect(head.openGraph).toMatchObject({ type: 'website', title: head.pageTitle, url: head.canonical, locale: 'de' });
    const vehicle = head.jsonLd.find((item) => (item as { '@type': string })['@type'] === 'Vehicle') as { name: string; url: string };
    expect(vehicle).toMatchObject({ name: 'Audi A4 B5 1.8T 150hp 210Nm', url: `${server.baseUrl}${engine}` });

    // The page the server renders for the same path says the same.
    const page = await server.get(`${engine}?lang=de`, { headers: { 'accept-encoding': 'identity' } });
    const tag = (pattern: RegExp) => decode(pattern.exec(page.text)?.[1] ?? '');
    expect(tag(/<title>([^<]*)<\/title>/)).toBe(head.title);
    expect(tag(/<meta name="description" content="([^"]*)"/)).toBe(head.description);
    expect(tag(/<link rel="canonical" href="([^"]*)"/)).toBe(head.canonical);
    expect(tag(/<meta property="og:description" content="([^"]*)"/)).toBe(head.openGraph.description);
    const pageLd = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
    expect(pageLd).toEqual(head.jsonLd);
  });

  it("the language is the request's lang alone: no cookie or Accept-Language changes the answer; without lang, the deployment's default", async () => {
    const { generation } = await example(server);
    const chosen = await server.get<Seo>(`/seo?path=${encodeURIComponent(generation)}&lang=fr`, {
      headers: { cookie: 'vtdb_lang=de', 'accept-language': 'it' },
    });
    expect(chosen.body.language).toBe('fr');
    const none = await server.get<Seo>(`/seo?path=${encodeURIComponent(generation)}`, { headers: { cookie: 'vtdb_lang=de', 'accept-language': 'it' } });
    expect(none.body.language).toBe('en');
    expect(none.body.title).toBe('Audi A4 B5 · Tuning catalogue');
  });

  it('404 for an unknown record or path, with a noindex head; 301 with the canonical path for wrong ancestors', async () => {
    const { generation, manufacturer, typeId } = await example(server);
    for (const unknown of [`${generation}/engines/1`, '/types/999999', '/no/such/page']) {
      const response = await seo(server, `path=${encodeURIComponent(unknown)}&lang=de`);
      expect(response.status, unknown).toBe(404);
      expect(response.body.status).toBe(404);
      expect(response.body.robots).toBe('noindex');
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    }
    const wrong = manufacturer.replace(`/types/${typeId}/`, `/types/${typeId + 1}/`);
    const moved = await server.get<Seo>(`/seo?path=${encodeURIComponent(wrong)}&lang=de`, { headers: { 'accept-encoding': 'identity' } });
    expect(moved.status).toBe(301);
    expect(moved.body).toEqual({ status: 301, language: 'de', location: manufacturer });
    expect(moved.headers.get('location')).toBe(`/seo?path=${encodeURIComponent(manufacturer)}&lang=de`);
    // Followed, the redirect ends at the canonical page's head.
    const followed = await fetch(`${server.baseUrl}/seo?path=${encodeURIComponent(wrong)}&lang=de`);
    expect(((await followed.json()) as Seo).canonical).toBe(`${server.baseUrl}${manufacturer}`);
  });

  it('bad path or lang values are a clear 400 in the error shape, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['', /path is required/],
      ['path=', /path is required/],
      ['path=types/1', /starting with one \//],
      [`path=${encodeURIComponent('//evil.example/x')}`, /starting with one \//],
      [`path=${encodeURIComponent('https://evil.example/')}`, /starting with one \//],
      [`path=${encodeURIComponent('/types/1\\..\\x')}`, /starting with one \//],
      [`path=${encodeURIComponent('/types/<script>')}`, /characters/],
      [`path=${encodeURIComponent('/types/\u0000')}`, /control characters/],
      [`path=${encodeURIComponent('/types/%E0%A4%A')}`, /percent-encoding/],
      [`path=${encodeURIComponent('/' + 'a'.repeat(2100))}`, /longer than 2048/],
      ['path=/types/1&path=/types/2', /once/],
      ['path=/types/1&lang=xx', /lang must be one of/],
      ['path=/types/1&lang=', /lang must be one of/],
      ['path=/types/1&lang=de&lang=fr', /lang must be given once/],
    ];
    for (const [query, message] of cases) {
      const response = await seo(server, query);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe(400);
      expect(response.body.message, query).toMatch(message);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // Percent-encoding the parser itself cannot read is the server's usual 400 too.
    expect((await server.get('/seo?path=%E0%A4%A')).status).toBe(400);
  });

  it('cacheable: private (with Vary: Host) while the origin comes from the request; public with PUBLIC_URL, whose origin it names', async () => {
    const { engine } = await example(server);
    const own = await seo(server, `path=${encodeURIComponent(engine)}`);
    expect(own.headers.get('cache-control')).toBe('private, max-age=300');
    expect(own.headers.get('vary')).toMatch(/Host/);
    // fetch cannot send another Host: inject can.
    const other = await server.app.inject({ url: `/seo?path=${encodeURIComponent(engine)}`, headers: { host: 'catalogue.example:8080' } });
    expect((other.json() as Seo).canonical).toBe(`http://catalogue.example:8080${engine}`);

    const published = await startServer({ env: { PUBLIC_URL: 'https://catalogue.example' }, pages: renderer });
    try {
      const response = await seo(published, `path=${encodeURIComponent(engine)}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.body.canonical).toBe(`https://catalogue.example${engine}`);
      expect(response.body.jsonLd.some((item) => JSON.stringify(item).includes(server.baseUrl))).toBe(false);
    } finally {
      await published.close();
    }
  });

  it('counts against the visitor limits: once they are spent, 429 with Retry-After, not cached, and the API refuses that visitor too', async () => {
    const limited = await startServer({ env: { VTDB_VISITOR_LIMIT: '4' }, pages: renderer });
    try {
      const { engine } = await example(server);
      let response = await seo(limited, `path=${encodeURIComponent(engine)}`);
      for (let attempt = 0; attempt < 5 && response.status === 200; attempt += 1) response = await seo(limited, `path=${encodeURIComponent(engine)}`);
      expect(response.status).toBe(429);
      expect(response.body.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await limited.get('/api/v2/types', { key: 'demo' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /seo in proxy mode', () => {
  it('spends the upstream budget exactly as the page does, through the proxy cache', async () => {
    const calls: string[] = [];
    const upstream = await startServer({
      beforeListen: (app) => {
        app.addHook('onRequest', async (request) => {
          calls.push(request.url);
        });
      },
    });
    const env = { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: '100000' };
    const forSeo = await startServer({ env, pages: renderer });
    const forPage = await startServer({ env, pages: renderer });
    try {
      const { engine } = await example(upstream);
      calls.length = 0;
      const head = await seo(forSeo, `path=${encodeURIComponent(engine)}&lang=de`);
      expect(head.status).toBe(200);
      expect(head.body.pageTitle).toBe('Audi A4 B5 1.8T 150hp 210Nm');
      const seoCalls = [...calls].sort();
      expect(seoCalls.length).toBeGreaterThan(0);
      calls.length = 0;
      expect((await forPage.get(`${engine}?lang=de`)).status).toBe(200);
      expect([...calls].sort()).toEqual(seoCalls);
      // Asked again, the proxy's cache answers: no upstream call.
      calls.length = 0;
      expect((await seo(forSeo, `path=${encodeURIComponent(engine)}&lang=de`)).status).toBe(200);
      expect(calls).toEqual([]);
    } finally {
      await forSeo.close();
      await forPage.close();
      await upstream.close();
    }
  });
});

describe('GET /sitemaps/pages/N.json', () => {
  it("lists every page's path with its slug path (slug~id where siblings share a slug), 2,000 a file", async () => {
    const { engine } = await example(server);
    type File = { file: number; files: number; perFile: number; total: number; pages: [string, string][] };
    const first = await server.get<File>('/sitemaps/pages/1.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const { files, total, perFile } = first.body;
    expect(perFile).toBe(2000);
    expect(files).toBe(Math.ceil(total / 2000));
    const pages: [string, string][] = [];
    for (let file = 1; file <= files; file += 1) {
      const answer = await server.get<File>(`/sitemaps/pages/${file}.json`);
      expect(answer.body.pages.length).toBe(file < files ? 2000 : total - 2000 * (files - 1));
      pages.push(...answer.body.pages);
    }
    expect(pages[0]).toEqual(['/', '/']);
    const slugs = new Map(pages);
    expect(slugs.get(engine)).toBe('/cars-lcv/audi/a4/b5-1994/1-8t-150hp-210nm');
    // Every slug path names one page.
    expect(new Set(pages.map(([, slug]) => slug)).size).toBe(pages.length);
    expect(pages.some(([path, slug]) => slug.includes('~') && slug.endsWith(`~${path.split('/').at(-1)}`))).toBe(true);
    expect((await server.get(`/sitemaps/pages/${files + 1}.json`)).status).toBe(404);
    expect((await server.get('/sitemaps/pages/0.json')).status).toBe(404);
  });
});

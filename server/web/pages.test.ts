import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/ssr';
import { PAGE_SCRIPT } from '../../contract/ssr';
import { findExample } from '../test/example';
import { startServer, useServer, type TestServer } from '../test/harness';
import type { PageRenderer } from './pages';
import { PAGE_SCRIPT_HASH } from './security';

/**
 * Server rendering, end to end over HTTP: every kind of catalogue page in three languages, with
 * its content, its true status and its head tags. The renderer is the browser's own server entry
 * (src/entry-server.tsx), loaded by path as the production server loads its build; the template
 * is the repository's index.html.
 */

// By path, as server/web/pages.ts loads the build: the server's code never imports src/.
const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

async function renderer(): Promise<PageRenderer> {
  const module = (await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage };
  return { render: module.render, template: async () => TEMPLATE };
}

let pages: PageRenderer;
beforeAll(async () => {
  pages = await renderer();
}, 60_000);

const server = useServer({ pages: { render: (request) => pages.render(request), template: async () => TEMPLATE } });

interface Named {
  id: number;
  name: string;
}

const LANGUAGES = [
  { code: 'en', html: 'en', app: 'Tuning catalogue', types: 'Vehicle types', notFound: 'Page not found' },
  { code: 'de', html: 'de', app: 'Tuning-Katalog', types: 'Fahrzeugtypen', notFound: 'Seite nicht gefunden' },
  { code: 'zs', html: 'zh-Hans', app: '动力调校目录', types: '车辆类型', notFound: '未找到页面' },
] as const;

function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function page(html: string) {
  // Everything inline: no boundary left pending for React's inline script to reveal later.
  expect(html).not.toContain('<!--$?-->');
  expect(html.replace('<template id="page-scripts">', '')).not.toContain('<template');
  const one = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match ? decode(match[1]!) : undefined;
  };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  return {
    lang: one(/<html[^>]* lang="([^"]+)"/),
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    robots: one(/<meta name="robots" content="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    ogImage: one(/<meta property="og:image" content="([^"]*)"/),
    twitter: one(/<meta name="twitter:card" content="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, decode(match[2]!)]),
    h1: one(/<h1[^>]*>(.*?)<\/h1>/s)?.replace(/<[^>]+>/g, ''),
    root: one(/<div id="root">([\s\S]*)<\/body>/),
    jsonLd,
    state: JSON.parse(one(/<script id="ssr-state" type="application\/json">(.*?)<\/script>/) ?? 'null') as {
      language: string;
      queries: { queries: unknown[] };
    } | null,
  };
}

async function api<T>(target: TestServer, apiPath: string, language = 'en'): Promise<T> {
  const response = await target.get<T>(`/api/v2${apiPath}`, { key: 'demo', language });
  expect(response.status, apiPath).toBe(200);
  return response.body;
}

const example = (target: TestServer) => findExample((apiPath) => api(target, apiPath));

describe.each(LANGUAGES)('every page kind in $code', (language) => {
  const get = (url: string) => server.get(`${url}${url.includes('?') ? '&' : '?'}lang=${language.code}`, { headers: { 'accept-encoding': 'identity' } });

  it('the types page: content, status, language, head tags', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe(language.html);
    const html = page(response.text);
    const types = await api<Named[]>(server, '/types', language.code);
    expect(html.lang).toBe(language.html);
    expect(html.h1).toBe(language.types);
    expect(html.title).toBe(`${language.types} · ${language.app}`);
    for (const type of types) expect(html.root).toContain(decode(type.name.replace(/&/g, '&amp;')));
    expect(html.canonical).toBe(`${server.baseUrl}/`);
    expect(html.hreflangs).toHaveLength(22);
    expect(html.hreflangs).toContainEqual(['zh-Hans', `${server.baseUrl}/?lang=zs`]);
    expect(html.hreflangs).toContainEqual(['x-default', `${server.baseUrl}/`]);
    expect(html.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: language.types }] });
    expect(html.robots).toBeUndefined();
    expect(html.state?.language).toBe(language.code);
    expect(html.state?.queries.queries.length).toBeGreaterThan(0);
  });

  it('a type, a manufacturer, a model, a generation: their records named in heading, title, description and breadcrumbs', async () => {
    const { urls, manufacturerId } = await example(server);
    const audi = await api<{ name: string; type: Named; models: Named[] }>(server, `/manufacturers/${manufacturerId}`, language.code);

    const type = page((await get(urls.type)).text);
    expect(type.h1).toBe(audi.type.name);
    expect(type.root).toContain('Audi');
    expect(type.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2, name: audi.type.name }] });

    const manufacturer = page((await get(urls.manufacturer)).text);
    expect(manufacturer.h1).toBe('Audi');
    expect(manufacturer.title).toBe(`Audi · ${language.app}`);
    expect(manufacturer.description).toContain('A4');
    expect(manufacturer.canonical).toBe(`${server.baseUrl}${urls.manufacturer}`);
    expect(manufacturer.root).toContain('A4');

    const model = page((await get(urls.model)).text);
    expect(model.h1).toBe('Audi A4');
    expect(model.title).toBe(`Audi A4 · ${language.app}`);
    expect(model.root).toContain('B5');
    expect(model.ogImage).toMatch(new RegExp(`^${server.baseUrl}/media/`));
    expect(model.twitter).toBe('summary_large_image');

    const generation = page((await get(urls.generation)).text);
    expect(generation.h1).toBe('Audi A4 B5');
    expect(generation.description).toContain('1.8T 150hp 210Nm');
    expect(generation.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((generation.jsonLd[0]!.itemListElement as unknown[]).length).toBe(5);
  });

  it('an engine: its stages in the description, a Vehicle with its EngineSpecification in JSON-LD, the chart left to the browser', async () => {
    const { urls } = await example(server);
    const response = await get(urls.engine);
    expect(response.status).toBe(200);
    const html = page(response.text);
    expect(html.h1).toBe('Audi A4 B5 1.8T 150hp 210Nm');
    expect(html.title).toBe(`Audi A4 B5 1.8T 150hp 210Nm · ${language.app}`);
    expect(html.description).toMatch(/^Audi A4 B5 1\.8T 150hp 210Nm 150 \S+: \S+ 1 178 \S+ \/ 265 \S+, \S+ 2 /);
    expect(html.root).toContain('178');
    const [breadcrumbs, vehicle] = html.jsonLd;
    expect((breadcrumbs!.itemListElement as unknown[]).length).toBe(6);
    expect(vehicle).toMatchObject({
      '@type': 'Vehicle',
      brand: { name: 'Audi' },
      vehicleEngine: { '@type': 'EngineSpecification', enginePower: { value: 150 }, torque: { value: 210, unitCode: 'NU' } },
    });
  });

  it('search with q: its hits in the page', async () => {
    const response = await get('/search?q=a4%20b5');
    expect(response.status).toBe(200);
    const html = page(response.text);
    expect(html.root).toContain('1.8T 150hp 210Nm');
    expect(html.canonical).toBe(`${server.baseUrl}/search?q=a4+b5`);
  });

  it('true statuses: 404 for an unknown or impossible id and an unknown path, 301 to the canonical path', async () => {
    const { urls, typeId } = await example(server);
    for (const url of ['/types/999999', '/types/abc', `${urls.type}/manufacturers/999999999`, `${urls.generation}/engines/1`, '/no/such/page']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      const html = page(response.text);
      expect(html.robots, url).toBe('noindex');
      expect(html.lang).toBe(language.html);
    }
    expect(page((await get('/no/such/page')).text).h1).toBe(language.notFound);
    const wrongType = urls.manufacturer.replace(`/types/${typeId}/`, `/types/${typeId + 1}/`);
    const moved = await get(wrongType);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${urls.manufacturer}?lang=${language.code}`);
  });
});

describe('language, theme and mode from the request', () => {
  it('?lang= first, then the remembered choice (cookie), then Accept-Language', async () => {
    const lang = (response: { text: string }) => page(response.text).lang;
    expect(lang(await server.get('/?lang=de', { headers: { cookie: 'vtdb_lang=fr', 'accept-language': 'it' } }))).toBe('de');
    expect(lang(await server.get('/', { headers: { cookie: 'other=1; vtdb_lang=fr', 'accept-language': 'it' } }))).toBe('fr');
    expect(lang(await server.get('/', { headers: { 'accept-language': 'xx, zh-CN;q=0.9, de;q=0.8' } }))).toBe('zh-Hans');
    expect(lang(await server.get('/'))).toBe('en');
  });

  it('the theme: a remembered choice is in <html> from the first byte; auto is resolved by the one inline script, allowed by its hash', async () => {
    const dark = await server.get('/', { headers: { cookie: 'vtdb_theme=dark' } });
    expect(dark.text).toMatch(/<html[^>]* data-theme="dark"/);
    // The header's switch shows the same choice (hydration does not correct a select's value).
    expect(dark.text).toContain('<option value="dark" selected="">');
    const auto = await server.get('/');
    expect(auto.text).not.toMatch(/<html[^>]* data-theme=/);
    expect(auto.text).toContain(`<script>${PAGE_SCRIPT}</script>`);
    expect(auto.headers.get('content-security-policy')).toContain(`script-src 'self' ${PAGE_SCRIPT_HASH}`);
    const inline = [...auto.text.matchAll(/<script>/g)];
    expect(inline).toHaveLength(1);
  });

  it("the page's code waits in an inert template for the inline script, which requests it once the page is drawn", async () => {
    const { text } = await server.get('/');
    const [, code] = /<template id="page-scripts">(.*?)<\/template><\/head>/s.exec(text) ?? [];
    // The template's entry (index.html's), in the template and nowhere else.
    expect(code).toBe('<script type="module" src="/src/main.tsx"></script>');
    const outside = text.replace(/<template id="page-scripts">.*?<\/template>/s, '');
    expect(outside).not.toMatch(/<script type="module"|modulepreload/);
    // With the build's tags and a route's (routeAssets), in their order; other scripts stay.
    const { codeAfterFirstPaint } = (await import(/* @vite-ignore */ ENTRY)) as { codeAfterFirstPaint: (html: string) => string };
    const built =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
      '<style>p{}</style><link rel="modulepreload" crossorigin href="/assets/engine-1.js"><script>x()</script><script id="ssr-state" type="application/json">{}</script></head>';
    expect(codeAfterFirstPaint(built)).toBe(
      '<head><style>p{}</style><script>x()</script><script id="ssr-state" type="application/json">{}</script>' +
        '<template id="page-scripts"><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/engine-1.js"></template></head>',
    );
  });

  it('embedded pages (?embed=1 or a frame) are marked and not for search engines', async () => {
    for (const response of [await server.get('/?embed=1'), await server.get('/', { headers: { 'sec-fetch-dest': 'iframe' } })]) {
      expect(response.text).toMatch(/<html[^>]* data-embedded=""/);
      expect(page(response.text).robots).toBe('noindex');
    }
  });

  it('a catalogue that refuses (the visitor limit) answers 429 with Retry-After, not a 200 with an error inside', async () => {
    const limited = await startServer({ env: { VTDB_VISITOR_LIMIT: '2' }, pages });
    try {
      // Pages nobody asked for yet (a page asked for again comes from the rendered-page cache, which costs the catalogue nothing).
      let response = await limited.get('/?visit=0');
      for (let attempt = 1; attempt < 6 && response.status === 200; attempt += 1) response = await limited.get(`/?visit=${attempt}`);
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(page(response.text).robots).toBe('noindex');
    } finally {
      await limited.close();
    }
  });

  it('one visitor asking for made-up paths gets VTDB_VISITOR_PAGE_LIMIT renders a minute, then 429; the cache still answers it, and other visitors are served', async () => {
    const limited = await startServer({ env: { VTDB_VISITOR_PAGE_LIMIT: '3' }, pages });
    const visit = (target: string, address: string) => visitFrom(limited.baseUrl, target, address);
    try {
      // Rendered for one visitor, kept in the rendered-page cache.
      expect((await visit('/', '127.0.0.2')).status).toBe(200);
      // A 404 page calls no API, so the API's limits never counted it.
      for (let n = 0; n < 3; n += 1) expect((await visit(`/made-up-${n}`, '127.0.0.3')).status).toBe(404);
      const refused = await visit('/made-up-3', '127.0.0.3');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.text).toBe(`Too many pages from this visitor: the limit is 3 a minute. Try again in ${refused.headers['retry-after']} s`);
      // What the cache holds costs nothing and is still served to that visitor.
      const cached = await visit('/', '127.0.0.3');
      expect(cached.status).toBe(200);
      expect(cached.headers['x-page-cache']).toBe('hit');
      // A QR code not drawn yet is work too, counted with the renders.
      expect((await visit(`/qr.svg?page=${encodeURIComponent('/types/1')}`, '127.0.0.3')).status).toBe(429);
      // Another visitor is served as before.
      expect((await visit('/made-up-4', '127.0.0.4')).status).toBe(404);
      expect((await visit(`/qr.svg?page=${encodeURIComponent('/types/1')}`, '127.0.0.4')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/** A GET from a loopback address of our choosing (another visitor), its body as text. */
function visitFrom(baseUrl: string, target: string, localAddress: string): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const call = httpGet(`${baseUrl}${target}`, { localAddress, headers: { 'accept-encoding': 'identity' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    call.on('error', reject);
  });
}

describe('compression', () => {
  it('the page is compressed as it streams when the client accepts it, with Vary: Accept-Encoding', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('API JSON above 1 kB is compressed, small answers are not', async () => {
    const headers = { authorization: 'Bearer demo', 'accept-encoding': 'gzip' };
    const { engineId } = await example(server);
    const large = await fetch(`${server.baseUrl}/api/v2/engines/${engineId}`, { headers });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await large.json()) as { id: number }).id).toBe(engineId);
    const small = await fetch(`${server.baseUrl}/healthz`, { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt names the sitemap; the sitemap index and its files are XML listing every page', async () => {
    const robots = await server.get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    const index = await server.get('/sitemap.xml');
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files).toEqual([`${server.baseUrl}/sitemaps/1.xml`]);
    const file = await server.get('/sitemaps/1.xml');
    expect(file.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">(<url><loc>[^<]+<\/loc><\/url>)+<\/urlset>\n$/,
    );
    const urls = [...file.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(urls.filter((url) => url.includes('/engines/')).length).toBeGreaterThan(20_000);
    const { urls: example_ } = await example(server);
    expect(urls).toContain(`${server.baseUrl}${example_.engine}`);
    expect((await server.get('/sitemaps/2.xml')).status).toBe(404);
  });
});

describe('proxy mode', () => {
  it('pages come through the proxy (its cache, its key); no sitemap; an upstream that is gone is a 503 with Retry-After', async () => {
    const upstream = await startServer();
    const proxy = await startServer({ env: { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: 'demo', VTDB_UPSTREAM_BUDGET: '100000' }, pages });
    try {
      const { urls } = await example(upstream);
      const engine = await proxy.get(urls.engine);
      expect(engine.status).toBe(200);
      expect(page(engine.text).h1).toBe('Audi A4 B5 1.8T 150hp 210Nm');
      // The page names no key: the browser's configuration in proxy mode has none.
      expect(engine.text).not.toMatch(/"apiKey"/);
      expect((await proxy.get('/sitemap.xml')).status).toBe(404);
      expect((await proxy.get('/robots.txt')).text).not.toContain('Sitemap:');
      await upstream.close();
      const gone = await proxy.get(urls.model);
      expect(gone.status).toBe(503);
      expect(Number(gone.headers.get('retry-after'))).toBeGreaterThan(0);
      // What the proxy has cached still renders.
      expect((await proxy.get(urls.engine)).status).toBe(200);
    } finally {
      await proxy.close();
      await upstream.close().catch(() => undefined);
    }
  });
});

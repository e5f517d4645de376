import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/ssr';
import { DEMO_ACCOUNT } from '../demo/catalogue/generate';
import { MemoryState, type SharedState } from '../shared/state';
import { startServer, type TestServer } from '../test/harness';
import { reloadWorkshop } from '../workshop-reload';
import type { PageRenderer } from './pages';

/**
 * The rendered-page cache (server/web/page-cache.ts), over HTTP with the browser's own server
 * entry: a page asked for again is not rendered again, a page differs by everything it is made
 * of, a profile reload is seen at once, and one account's private records never reach another's.
 */

const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let render: RenderPage;
let renders = 0;
beforeAll(async () => {
  render = ((await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage }).render;
}, 60_000);
const renderer: PageRenderer = {
  render: (request) => {
    renders += 1;
    return render(request);
  },
  template: async () => TEMPLATE,
};

const html = { 'accept-encoding': 'identity' };

describe('the rendered-page cache (demo mode)', () => {
  let server: TestServer;
  let folder: string;
  let reloader: ReturnType<typeof reloadWorkshop>;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
    copyFileSync(path.resolve('deploy/workshop.example.yaml'), path.join(folder, 'workshop.yaml'));
    server = await startServer({ pages: renderer, env: { VTDB_WORKSHOP_FILE: path.join(folder, 'workshop.yaml') } });
    reloader = reloadWorkshop(server.config, server.app.log, { debounceMs: 60_000 });
  });
  afterAll(async () => {
    reloader?.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers a page asked for again from the cache, byte for byte, without rendering it', async () => {
    const first = await server.get('/types/1', { headers: html });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const before = renders;
    const again = await server.get('/types/1', { headers: html });
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toBe(before);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('content-language')).toBe(first.headers.get('content-language'));
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    // Compressed answers are kept per encoding, and decode to the page as rendered.
    const brotli = await server.get('/types/1', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('x-page-cache')).toBe('miss');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const brotliAgain = await server.get('/types/1', { headers: { 'accept-encoding': 'br' } });
    expect(brotliAgain.headers.get('x-page-cache')).toBe('hit');
    expect(brotliAgain.headers.get('content-encoding')).toBe('br');
    expect(brotliAgain.text).toBe(brotli.text);
    expect(brotli.text).toContain('Kessler Motorsport');
  });

  it('keys pages on language, theme and embedding', async () => {
    const english = await server.get('/types/1?x=1', { headers: html });
    const german = await server.get('/types/1?x=1', { headers: { ...html, 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.headers.get('x-page-cache')).toBe('miss');
    expect(german.text).toContain('<html lang="de"');
    expect(english.text).toContain('<html lang="en"');
    // Another header that negotiates the same language is the same page.
    expect((await server.get('/types/1?x=1', { headers: { ...html, 'accept-language': 'de' } })).headers.get('x-page-cache')).toBe('hit');
    // The cookie wins over the header.
    const french = await server.get('/types/1?x=1', { headers: { ...html, 'accept-language': 'de', cookie: 'vtdb_lang=fr' } });
    expect(french.text).toContain('<html lang="fr"');
    const dark = await server.get('/types/1?x=1', { headers: { ...html, cookie: 'vtdb_theme=dark' } });
    expect(dark.headers.get('x-page-cache')).toBe('miss');
    expect(dark.text).toContain('data-theme="dark"');
    expect(english.text).not.toContain('data-theme="dark"');
    const framed = await server.get('/types/1?x=1', { headers: { ...html, 'sec-fetch-dest': 'iframe' } });
    expect(framed.headers.get('x-page-cache')).toBe('miss');
    expect(framed.text).toContain('data-embedded');
    expect(english.text).not.toContain('data-embedded');
    // Other cookies do not make another page.
    expect((await server.get('/types/1?x=1', { headers: { ...html, cookie: 'tracking=abc' } })).headers.get('x-page-cache')).toBe('hit');
    // An English page is formatted in the regional English the header wants most: en-GB and en-US are two pages.
    const british = await server.get('/types/1?x=2', { headers: { ...html, 'accept-language': 'en-GB,en;q=0.9' } });
    const american = await server.get('/types/1?x=2', { headers: { ...html, 'accept-language': 'en-US,en;q=0.9' } });
    expect(american.headers.get('x-page-cache')).toBe('miss');
    expect(british.text).toContain('"locale":"en-GB"');
    expect(american.text).toContain('"locale":"en-US"');
    // A German header names no English: the same page as before.
    expect((await server.get('/types/1?x=2', { headers: { ...html, 'accept-language': 'de-AT,en-GB;q=0.5', cookie: 'vtdb_lang=en' } })).text).toContain(
      '"locale":"en"',
    );
  });

  it('keeps no error page', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await server.get('/types/1/manufacturers/999999', { headers: html });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBe('miss');
    }
  });

  it('serves the new profile as soon as it is reloaded', async () => {
    const before = await server.get('/types/1', { headers: html });
    expect(before.text).toContain('"name":"Example Performance Workshop"');
    const file = path.join(folder, 'workshop.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('name: Example Performance Workshop', 'name: Renamed Workshop'));
    expect(reloader!.reload('test')).toBe(true);
    const after = await server.get('/types/1', { headers: html });
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(after.text).toContain('"name":"Renamed Workshop"');
    expect(after.text).not.toContain('Example Performance Workshop');
  });
});

/**
 * Two deployments whose rendered pages meet in one store (one Redis), each with its own
 * account: `demo` owns private records, `demo-shared` sees the shared catalogue only. Each keeps
 * its proxy answers apart (they are per deployment by design); the pages are what is shared here.
 */
function sharingPages(pages: SharedState): SharedState {
  const own = new MemoryState();
  const pick = (key: string) => (key.startsWith('page:') ? pages : own);
  return {
    kind: 'memory',
    get: (key) => pick(key).get(key),
    set: (key, value, ttl) => pick(key).set(key, value, ttl),
    delete: (key) => pick(key).delete(key),
    acquire: (key, ttl) => own.acquire(key, ttl),
    release: (key) => own.release(key),
    increment: (key, window, amount) => own.increment(key, window, amount),
    take: (key, bucket, cost) => own.take(key, bucket, cost),
  };
}

/**
 * A page asked for by the public name both deployments answer (PUBLIC_URL), as behind one load
 * balancer: the same URL and the same Host header (which `fetch` does not let a caller set).
 */
function asked(target: TestServer, pathname: string): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${target.baseUrl}${pathname}`, { headers: { host: 'catalogue.example', 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe("the rendered-page cache and accounts' private records", () => {
  it("never serves one account's private records to another, on one shared store", async () => {
    const upstream = await startServer();
    const pages = new MemoryState();
    const proxy = (key: string) =>
      startServer({
        pages: renderer,
        state: sharingPages(pages),
        env: { VTDB_UPSTREAM: `${upstream.baseUrl}/api`, VTDB_API_KEY: key, VTDB_UPSTREAM_BUDGET: '100000', PUBLIC_URL: 'https://catalogue.example' },
      });
    const owner = await proxy('demo');
    const other = await proxy('demo-shared');
    const ownerAgain = await proxy('demo');
    try {
      const record = upstream.catalogue.manufacturers.find((item) => item.origin === 'private' && item.owner === DEMO_ACCOUNT && !item.hidden)!;
      expect(record).toBeDefined();
      const list = `/types/${record.typeId}`;
      const own = `/types/${record.typeId}/manufacturers/${record.id}`;

      // The owner's pages, rendered and kept.
      const ownerList = await asked(owner, list);
      expect(ownerList.status).toBe(200);
      expect(ownerList.text).toContain(record.name);
      expect((await asked(owner, list)).headers.get('x-page-cache')).toBe('hit');
      const ownerPage = await asked(owner, own);
      expect(ownerPage.status).toBe(200);
      expect(ownerPage.text).toContain(record.name);
      expect((await asked(owner, own)).headers.get('x-page-cache')).toBe('hit');

      // Another instance of the owner's deployment is served the owner's page from the shared store.
      const sameAccount = await asked(ownerAgain, list);
      expect(sameAccount.headers.get('x-page-cache')).toBe('hit');
      expect(sameAccount.text).toContain(record.name);

      // The other account asks for the same URLs, with the same headers, on the same store.
      const otherList = await asked(other, list);
      expect(otherList.status).toBe(200);
      expect(otherList.headers.get('x-page-cache')).toBe('miss');
      expect(otherList.text).not.toContain(record.name);
      const otherPage = await asked(other, own);
      expect(otherPage.status).toBe(404);
      expect(otherPage.text).not.toContain(record.name);
      // And again, now that both have rendered: each is served its own.
      expect((await asked(other, list)).text).not.toContain(record.name);
      expect((await asked(owner, list)).text).toContain(record.name);
    } finally {
      await owner.close();
      await other.close();
      await ownerAgain.close();
      await upstream.close();
    }
  });
});

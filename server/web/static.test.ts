import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { withRuntimeConfig } from './browser-config';

/**
 * The built browser as the server serves it: the page at every non-API path, with its security
 * headers and the runtime configuration written in (the same as /config.json), hashed assets
 * cached for a year.
 */

const INDEX = '<!doctype html><html lang="en"><head><title>Tuning catalogue</title></head><body><div id="root"></div></body></html>';

let dist: string;
let server: TestServer;

/** The configuration block of a served page, parsed. */
function configIn(html: string): unknown {
  const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/s.exec(html);
  expect(match, 'the configuration block before </head>').not.toBeNull();
  return JSON.parse(match![1]!);
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'vtdb-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
  server = await startServer({
    serveBrowser: true,
    env: { DIST_DIR: dist, VTDB_ALLOWED_ORIGINS: 'https://workshop.example', VTDB_THEME: 'dark', VTDB_START_PATH: '/types/1' },
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the served page', () => {
  it.each(['/', '/index.html', '/types/1/manufacturers/4', '/search?q=TDI'])('%s carries the runtime configuration, the same as /config.json', async (url) => {
    const [page, config] = await Promise.all([server.get(url), server.get('/config.json')]);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(configIn(page.text)).toEqual(config.body);
    expect(config.body).toMatchObject({ mode: 'demo', apiKey: 'demo', allowedOrigins: ['https://workshop.example'], theme: 'dark', startPath: '/types/1' });
  });

  it('is framed only by itself and the allowed origins, and runs only its own scripts', async () => {
    const csp = (await server.get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://workshop.example");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('hashed assets are cached for a year; an unknown file is 404, not the page', async () => {
    const asset = await server.get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Not a document: none of a document's headers, but still nosniff (and the page keeps its CSP, above).
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['content-security-policy', 'referrer-policy', 'x-xss-protection', 'origin-agent-cluster', 'last-modified'])
      expect(asset.headers.get(name), name).toBeNull();
    const missing = await server.get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('runtime-config');
  });
});

describe('withRuntimeConfig', () => {
  it('escapes every "<", so no value can close the block or open another', () => {
    const hostile = { startPath: '</script><script>alert(1)</script>', accent: '<!--', note: '$& $1 $$' };
    const html = withRuntimeConfig(INDEX, hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(configIn(html)).toEqual(hostile);
  });

  it('leaves a page without a head as it is', () => {
    expect(withRuntimeConfig('<p>no head</p>', { mode: 'demo' })).toBe('<p>no head</p>');
  });
});

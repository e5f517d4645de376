import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { PAGE_SCRIPT_HASH } from './security';

/**
 * The security headers (issue 14): a CSP no wider than the app needs, HSTS only when asked for,
 * and no public source maps unless asked for.
 */

let dist: string;
const servers: TestServer[] = [];

async function serve(env: Record<string, string> = {}) {
  const server = await startServer({ serveBrowser: true, env: { DIST_DIR: dist, ...env } });
  servers.push(server);
  return server;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'vtdb-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1);\n//# sourceMappingURL=main-abc123.js.map');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('the Content Security Policy', () => {
  it('demo mode: images from this server (and data: glyphs) only, never plain http', async () => {
    const csp = (await (await serve()).get('/')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
    // Scripts from this server, and the one inline script (the theme, the number data) by its hash.
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${PAGE_SCRIPT_HASH}`);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('proxy mode: the browser connects only to its own origin; images from https or the configured hosts', async () => {
    const proxy = { VTDB_UPSTREAM: 'https://api.example', VTDB_API_KEY: 'k' };
    const csp = (await (await serve(proxy)).get('/')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https:");
    const hosts =
      (await (await serve({ ...proxy, VTDB_IMAGE_HOSTS: 'https://cdn.example, https://img.example' })).get('/')).headers.get('content-security-policy') ?? '';
    expect(directive(hosts, 'img-src')).toBe("img-src 'self' data: https://cdn.example https://img.example");
  });

  it('API answers carry the headers too, without X-Frame-Options (frame-ancestors names the embedding sites)', async () => {
    const response = await (await serve({ VTDB_ALLOWED_ORIGINS: 'https://workshop.example' })).get('/api/v2/types', { key: 'demo' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://workshop.example");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is off by default and sent with the configured max-age when set', async () => {
    expect((await (await serve()).get('/')).headers.get('strict-transport-security')).toBeNull();
    expect((await (await serve({ VTDB_HSTS_SECONDS: '31536000' })).get('/')).headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('source maps', () => {
  it('are not served unless VTDB_SERVE_SOURCE_MAPS is set', async () => {
    const hidden = await (await serve()).get('/assets/main-abc123.js.map');
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain('secret');
    expect((await (await serve()).get('/assets/main-abc123.js')).status).toBe(200);
    const shown = await (await serve({ VTDB_SERVE_SOURCE_MAPS: '1' })).get('/assets/main-abc123.js.map');
    expect(shown.status).toBe(200);
  });
});

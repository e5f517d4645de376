import { request as httpRequest } from 'node:http';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { startServer, useServer } from '../test/harness';
import type { PageRenderer } from './pages';

/**
 * GET /qr.svg?page=…: the printed quote's QR code, drawn by the server for a page of this
 * catalogue, over HTTP. The code must hold the full page's address (this server's origin, no
 * `embed`), and nothing a visitor sends makes it draw anything else or answer a 5xx.
 */

// The route belongs to the pages; none is rendered here.
const renderer: PageRenderer = {
  render: () => Promise.reject(new Error('no page is rendered in these tests')),
  template: async () => '<!doctype html><div id="root"></div>',
};
const server = useServer({ pages: renderer });

const ENGINE = '/types/1/manufacturers/4/models/40/generations/60/engines/615';
const drawing = (text: string) => QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
const qr = (page: string) => `/qr.svg?${new URLSearchParams({ page })}`;

/** A GET with a Host of our choosing (fetch does not let one set it). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const call = httpRequest({ hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe('GET /qr.svg', () => {
  it("draws the page's full address: this server's origin, the page and its query, without embed", async () => {
    const response = await server.get(qr(`${ENGINE}?embed=1&lang=de`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.text).toBe(await drawing(`${server.baseUrl}${ENGINE}?lang=de`));
    // The origin is the request's Host here: no shared cache may hand it to another host.
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.headers.get('vary')).toContain('Host');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Asked again (the next print): the same drawing.
    expect((await server.get(qr(`${ENGINE}?lang=de`))).text).toBe(response.text);
  });

  it('with PUBLIC_URL, the code holds the public origin, whatever Host the request names, and may be cached by anyone', async () => {
    const site = await startServer({ env: { PUBLIC_URL: 'https://catalogue.example' }, pages: renderer });
    try {
      const response = await site.get(qr(ENGINE), { headers: { 'x-forwarded-host': 'evil.example' } });
      expect(response.status).toBe(200);
      expect(response.text).toBe(await drawing(`https://catalogue.example${ENGINE}`));
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect((await getWithHost(site.baseUrl, qr(ENGINE), 'evil.example')).body).toBe(response.text);
    } finally {
      await site.close();
    }
  });

  it('draws nothing but a page of this catalogue: 400 with the reason, never a 5xx', async () => {
    const cases: [string, RegExp][] = [
      ['/qr.svg', /page is required/],
      [qr(''), /page is required/],
      [qr('//evil.example/x'), /must be a path on this catalogue/],
      [qr('https://evil.example/x'), /must be a path on this catalogue/],
      [qr('/\\evil.example'), /must be a path on this catalogue/],
      [qr('types/1'), /must be a path on this catalogue/],
      [qr('/types/1\n'), /control characters/],
      [qr('/types/1 <script>'), /characters a catalogue path cannot hold/],
      [qr('/types/%zz'), /malformed percent-encoding/],
      [qr(`/${'a'.repeat(2048)}`), /longer than 2048 characters/],
      [`${qr(ENGINE)}&page=${encodeURIComponent(ENGINE)}`, /page must be given once/],
    ];
    for (const [path, reason] of cases) {
      const response = await server.get<{ code: number; message: string }>(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(reason);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('an address longer than a QR code holds (a Host of a thousand characters and a long page) is a 400, not a 5xx', async () => {
    const page = `/types/1?q=${'a'.repeat(2000)}`;
    expect((await server.get(qr(page))).status).toBe(200);
    const response = await getWithHost(server.baseUrl, qr(page), `${'h'.repeat(1000)}.example`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'This address is too long for a QR code' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECT_CONFIG, loadRuntimeConfig } from './runtime-config';

/** A page as the server writes it, with (or without) the configuration's data block. */
function page(block?: string): Document {
  const doc = document.implementation.createHTMLDocument('catalogue');
  if (block !== undefined) {
    const script = doc.createElement('script');
    script.id = 'runtime-config';
    script.type = 'application/json';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

const served = { apiBase: '/api', apiVersion: 'v2', mode: 'proxy', allowedOrigins: ['https://workshop.example'], theme: 'dark', accent: '#aa3300' };

function fetchAnswering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  it('takes the configuration the server wrote into the page, without asking for /config.json', async () => {
    const fetchImpl = fetchAnswering({ mode: 'demo' });
    const config = await loadRuntimeConfig(fetchImpl, page(JSON.stringify(served)));
    expect(config).toMatchObject({ mode: 'proxy', apiBase: '/api', allowedOrigins: ['https://workshop.example'], theme: 'dark', accent: '#aa3300' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for /config.json when the page has no configuration (Vite, or another server)', async () => {
    const fetchImpl = fetchAnswering({ ...served, mode: 'demo', apiKey: 'demo' });
    const config = await loadRuntimeConfig(fetchImpl, page());
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/config.json');
    expect(config).toMatchObject({ mode: 'demo', apiKey: 'demo' });
  });

  it.each([
    ['JSON that does not parse', '{"mode": "proxy"'],
    ['a shape that breaks the schema', JSON.stringify({ ...served, apiVersion: 'v9' })],
    ['an empty block', ''],
  ])('falls back to /config.json when the page holds %s', async (_name, block) => {
    const fetchImpl = fetchAnswering({ ...served, mode: 'demo' });
    const config = await loadRuntimeConfig(fetchImpl, page(block));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(config.mode).toBe('demo');
  });

  it('runs in direct mode when neither the page nor /config.json has a configuration', async () => {
    expect(await loadRuntimeConfig(fetchAnswering({ code: 404, message: 'Not found' }, 404), page())).toEqual(DIRECT_CONFIG);
    expect(await loadRuntimeConfig(fetchAnswering({ apiVersion: 'v3' }), page())).toEqual(DIRECT_CONFIG);
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadRuntimeConfig(offline, page())).toEqual(DIRECT_CONFIG);
  });
});

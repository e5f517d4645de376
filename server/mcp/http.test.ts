import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '../../contract/constants';
import { ERROR_MESSAGES } from '../../contract/errors';
import { getOk, startServer, useServer, type Engine, type Generation, type Ref, type SearchPage } from '../test/harness';
import { call, checkEveryTool, connectHttp, engineWithStages, structured, textOf, toolError } from '../test/mcp';

/**
 * /mcp over real HTTP with the SDK's own client (StreamableHTTPClientTransport), in demo mode:
 * every tool against the API's own answers, German names, each kind of bad input as a tool
 * error, the demo keys as the credential (401, 403, the allowance), the visitor limits, the
 * workshop's prices and the page links.
 */

const server = useServer();
const clients: Client[] = [];
const connect = async (baseUrl: string, token: string | undefined) => {
  const client = await connectHttp(baseUrl, token);
  clients.push(client);
  return client;
};
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

const post = (baseUrl: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });

describe('every tool over HTTP', () => {
  it('lists the nine tools and answers each as the API does, with links to the pages on the request’s origin', async () => {
    const client = await connect(server.baseUrl, 'demo');
    await checkEveryTool(client, server, { key: 'demo', origin: server.baseUrl });
  });

  it('answers the shared catalogue for demo-shared and the customised one for demo, as the API does', async () => {
    const [own, shared] = await Promise.all([connect(server.baseUrl, 'demo'), connect(server.baseUrl, 'demo-shared')]);
    const apiOwn = await getOk<{ items: Ref[] }>(server, 'v2', '/manufacturers/type/1?limit=100', { key: 'demo' });
    const apiShared = await getOk<{ items: Ref[] }>(server, 'v2', '/manufacturers/type/1?limit=100', { key: 'demo-shared' });
    const ids = (items: Ref[]) => items.map((item) => item.id);
    expect(ids(apiOwn.items)).not.toEqual(ids(apiShared.items));
    const mcpOwn = structured<{ manufacturers: Ref[] }>(await call(own, 'list_manufacturers', { type_id: 1, limit: 100 }));
    const mcpShared = structured<{ manufacturers: Ref[] }>(await call(shared, 'list_manufacturers', { type_id: 1, limit: 100 }));
    expect(ids(mcpOwn.manufacturers)).toEqual(ids(apiOwn.items));
    expect(ids(mcpShared.manufacturers)).toEqual(ids(apiShared.items));
  });

  it('gives German names for language "de", as the API does for Accept-Language: de', async () => {
    const client = await connect(server.baseUrl, 'demo');
    const english = await getOk<Ref[]>(server, 'v2', '/types', { key: 'demo' });
    const german = await getOk<Ref[]>(server, 'v2', '/types', { key: 'demo', language: 'de' });
    expect(german.map((type) => type.name)).not.toEqual(english.map((type) => type.name));
    const out = structured<{ types: (Ref & { url: string })[] }>(await call(client, 'list_vehicle_types', { language: 'de' }));
    expect(out.types.map((type) => type.name)).toEqual(german.map((type) => type.name));
    expect(out.types[0]?.url).toBe(`${server.baseUrl}/types/${german[0]!.id}?lang=de`);
    expect(textOf(await call(client, 'list_vehicle_types', { language: 'de' }))).toContain(german[0]!.name);

    const { engine, generation } = await engineWithStages(server, 'demo');
    const germanGeneration = await getOk<Generation>(server, 'v2', `/generations/${generation.id}`, { key: 'demo', language: 'de' });
    const details = structured<{ vehicle: { type: Ref }; engine: { url: string } }>(
      await call(client, 'get_engine', { engine_id: engine.id, generation_id: generation.id, language: 'de' }),
    );
    expect(details.vehicle.type).toEqual(germanGeneration.type);
    expect(details.vehicle.type.name).not.toBe(generation.type.name);
    expect(details.engine.url).toMatch(/\?lang=de$/);
  });

  it('links to PUBLIC_URL’s pages when it is set', async () => {
    const publicServer = await startServer({ env: { PUBLIC_URL: 'https://catalogue.workshop.example' } });
    try {
      const client = await connect(publicServer.baseUrl, 'demo');
      const out = structured<{ types: { url: string }[] }>(await call(client, 'list_vehicle_types'));
      expect(out.types[0]?.url).toBe('https://catalogue.workshop.example/types/1?lang=en');
    } finally {
      await publicServer.close();
    }
  });
});

describe('bad input is a tool error with the reason, never a protocol failure', () => {
  let client: Client;
  let engine: Engine;
  let generation: Generation;
  beforeAll(async () => {
    client = await connect(server.baseUrl, 'demo');
    ({ engine, generation } = await engineWithStages(server, 'demo'));
  });

  it('unknown ids', async () => {
    expect(await toolError(client, 'get_engine', { engine_id: 999_999_999, generation_id: generation.id })).toContain(
      ERROR_MESSAGES.notFound('Engine', 999_999_999),
    );
    expect(await toolError(client, 'list_models', { manufacturer_id: 999_999_999 })).toContain(ERROR_MESSAGES.notFound('Manufacturer', 999_999_999));
    expect(await toolError(client, 'list_generations', { model_id: 999_999_999 })).toContain(ERROR_MESSAGES.notFound('Model', 999_999_999));
    expect(await toolError(client, 'list_engines', { generation_id: 999_999_999 })).toContain(ERROR_MESSAGES.notFound('Generation', 999_999_999));
    expect(await toolError(client, 'list_manufacturers', { type_id: 999 })).toContain(ERROR_MESSAGES.notFound('Vehicle type', 999));
    // An engine under a generation it does not belong to (the page URL and the prices would be wrong).
    const hits = await getOk<SearchPage>(server, 'v2', '/search?query=golf&limit=50', { key: 'demo' });
    const elsewhere = hits.results.find((hit) => hit.generation.id !== generation.id)!.generation;
    expect(await toolError(client, 'get_engine', { engine_id: engine.id, generation_id: elsewhere.id })).toContain(
      `Engine ${engine.id} is not an engine of generation ${elsewhere.id}`,
    );
  });

  it('ids and paging out of the contract’s range, or not integers', async () => {
    const range = 'must be an integer from 1 to 9007199254740991';
    for (const engineId of [0, -1, 1.5, 9007199254740992, '12']) {
      expect(await toolError(client, 'get_engine', { engine_id: engineId, generation_id: generation.id })).toContain(`Invalid parameter engine_id: ${range}`);
    }
    expect(await toolError(client, 'list_engines', {})).toMatch(/generation_id/);
    expect(await toolError(client, 'list_manufacturers', { type_id: 1, limit: 101 })).toContain('Invalid parameter limit: must be an integer from 1 to 100');
    expect(await toolError(client, 'list_manufacturers', { type_id: 1, limit: 0 })).toContain('Invalid parameter limit');
    expect(await toolError(client, 'list_manufacturers', { type_id: 1, cursor: -1 })).toContain('Invalid parameter cursor: must be an integer from 0 to');
  });

  it('search texts under 3 characters, mostly spaces, with control characters or broken Unicode', async () => {
    expect(await toolError(client, 'search_engines', { query: 'ab' })).toContain('Invalid parameter query: length must be from 3 to 2048 characters');
    expect(await toolError(client, 'search_engines', { query: 'x'.repeat(2049) })).toContain('length must be from 3 to 2048');
    expect(await toolError(client, 'search_engines', { query: ' a  b ' })).toContain(ERROR_MESSAGES.searchTooShort);
    expect(await toolError(client, 'search_engines', { query: 'golf\u0007tdi' })).toContain('Invalid parameter query: control characters are not allowed');
    expect(await toolError(client, 'search_engines', { query: 'golf\ntdi' })).toContain('control characters');
    expect(await toolError(client, 'search_engines', { query: 'golf \ud800 tdi' })).toContain('Invalid parameter query: not valid Unicode text');
    expect(await toolError(client, 'search_engines', {})).toMatch(/query/);
  });

  it('languages v2 does not serve', async () => {
    expect(await toolError(client, 'list_vehicle_types', { language: 'hu' })).toContain('Hungarian (hu) is not served by v2');
    for (const language of ['xx', 'DE', 'de-DE', '']) {
      expect(await toolError(client, 'list_vehicle_types', { language })).toContain('Invalid parameter language: give one of bg, da, de, en');
    }
  });

  it('comparisons of one engine, of four, or of one engine twice; an unknown tool', async () => {
    const entry = { engine_id: engine.id, generation_id: generation.id };
    expect(await toolError(client, 'compare_engines', { engines: [entry] })).toContain('give 2 to 3 engines');
    expect(await toolError(client, 'compare_engines', { engines: [entry, entry, entry, entry] })).toContain('give 2 to 3 engines');
    expect(await toolError(client, 'compare_engines', { engines: [entry, entry] })).toContain('give each engine once');
    expect(await toolError(client, 'compare_engines', { engines: [entry, { engine_id: 999_999_999, generation_id: generation.id }] })).toContain(
      ERROR_MESSAGES.notFound('Engine', 999_999_999),
    );
    expect(await toolError(client, 'no_such_tool', {})).toMatch(/no_such_tool not found/);
  });

  it('answers every one of them with HTTP 200 and a JSON-RPC result (no 500, no protocol error)', async () => {
    const bad = [
      { name: 'get_engine', arguments: { engine_id: 0, generation_id: 1 } },
      { name: 'search_engines', arguments: { query: 'a' } },
      { name: 'list_vehicle_types', arguments: { language: 'hu' } },
      { name: 'list_models', arguments: { manufacturer_id: 999_999_999 } },
      { name: 'list_models', arguments: 'not an object' },
    ];
    for (const [index, params] of bad.entries()) {
      const response = await post(server.baseUrl, { jsonrpc: '2.0', id: index, method: 'tools/call', params }, { authorization: 'Bearer demo' });
      const body = (await response.json()) as { result?: { isError?: boolean }; error?: { message: string } };
      if (typeof params.arguments === 'string') {
        // Arguments that are not an object are not a tool call at all: the protocol's own error, still not a 5xx.
        expect(response.status).toBeLessThan(500);
        expect(body.error?.message).toBeDefined();
      } else {
        expect(response.status, JSON.stringify(params)).toBe(200);
        expect(body.result?.isError, JSON.stringify(params)).toBe(true);
      }
    }
  });
});

describe('the credential: demo keys as the API takes them', () => {
  it('answers 401 without a key or with an unknown one, before any tool runs', async () => {
    const missing = await post(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(ERROR_MESSAGES.missingKey);
    const unknown = await post(server.baseUrl, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { authorization: 'Bearer not-a-key' });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(ERROR_MESSAGES.invalidKey);
    await expect(connectHttp(server.baseUrl, undefined)).rejects.toMatchObject({ code: 401 });
    await expect(connectHttp(server.baseUrl, 'not-a-key')).rejects.toMatchObject({ code: 401 });
  });

  it('refuses data to an inactive subscription (403, as the API) and still tells its status', async () => {
    const client = await connect(server.baseUrl, 'demo-inactive');
    expect(await toolError(client, 'list_vehicle_types', {})).toContain(ERROR_MESSAGES.subscriptionInactive);
    expect(await toolError(client, 'search_engines', { query: 'golf' })).toContain('(HTTP 403)');
    const status = structured<Record<string, unknown>>(await call(client, 'subscription_status'));
    expect(status).toEqual({ is_active: false, api_access: true, end_date: '2025-06-30T23:59:59+00:00' });
  });

  it('is stateless: GET and DELETE answer 405; a tool call needs no initialize first', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${server.baseUrl}/mcp`, { method, headers: { authorization: 'Bearer demo' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    const response = await post(
      server.baseUrl,
      { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'subscription_status', arguments: {} } },
      { authorization: 'Bearer demo' },
    );
    expect(response.status).toBe(200);
    // Its page links may name the request's host (without PUBLIC_URL): never kept by a shared cache.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { id: number; result: { structuredContent: Record<string, unknown> } };
    expect(body.id).toBe(7);
    expect(Object.keys(body.result.structuredContent).sort()).toEqual(['api_access', 'end_date', 'is_active']);
    // Neither the key nor anything but the three fields of the subscription.
    expect(JSON.stringify(body)).not.toMatch(/calls_limit|api_key|"demo"/);
  });

  it('refuses a body that is not JSON-RPC, or too large, without a 5xx', async () => {
    const headers = { authorization: 'Bearer demo', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const broken = await fetch(`${server.baseUrl}/mcp`, { method: 'POST', headers, body: '{"jsonrpc":' });
    expect(broken.status).toBe(400);
    const plain = await fetch(`${server.baseUrl}/mcp`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: '{}' });
    expect(plain.status).toBe(415);
    const huge = await fetch(`${server.baseUrl}/mcp`, { method: 'POST', headers, body: JSON.stringify({ padding: 'x'.repeat(300_000) }) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe('Request body too large');
  });
});

describe('an assistant spends what a visitor spends', () => {
  it('runs demo-limited out through MCP as through the API: the same count, then the rate limit with when to retry', async () => {
    const env = { VTDB_LIMITED_CALLS_LIMIT: '5' };
    const [viaApi, viaMcp] = await Promise.all([startServer({ env }), startServer({ env })]);
    try {
      const apiStatuses: number[] = [];
      for (let index = 0; index < 6; index += 1) apiStatuses.push((await viaApi.get('/api/v2/types', { key: 'demo-limited' })).status);
      expect(apiStatuses).toEqual([200, 200, 200, 200, 200, 429]);

      const client = await connect(viaMcp.baseUrl, 'demo-limited');
      const results = [];
      for (let index = 0; index < 6; index += 1) results.push(await call(client, 'list_vehicle_types'));
      expect(results.map((result) => result.isError === true)).toEqual([false, false, false, false, false, true]);
      const message = textOf(results[5]!);
      expect(message).toContain(RATE_LIMIT_MESSAGE);
      expect(message).toMatch(/\(HTTP 429\)\. Try again in \d+ s, after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\./);
      // The same allowance: the API now refuses the key too.
      expect((await viaMcp.get('/api/v2/types', { key: 'demo-limited' })).status).toBe(429);
      expect(await viaMcp.limiter.used('demo-limited')).toBe(5);
    } finally {
      await Promise.all([viaApi.close(), viaMcp.close()]);
    }
  });

  it('counts tool calls against the visitor limits of the assistant’s address, with when to retry', async () => {
    const limited = await startServer({ env: { VTDB_VISITOR_LIMIT: '4' } });
    try {
      const client = await connect(limited.baseUrl, 'demo');
      const results = [];
      for (let index = 0; index < 5; index += 1) results.push(await call(client, 'list_vehicle_types'));
      expect(results.map((result) => result.isError === true)).toEqual([false, false, false, false, true]);
      expect(textOf(results[4]!)).toMatch(/Too many requests from this visitor: the limit is 4 per minute.*\(HTTP 429\)\. Try again in \d+ s/);
      // The browser's requests from the same address are refused as well: one count.
      expect((await limited.get('/api/v2/types', { key: 'demo' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('costs one API request a tool call, two for get_engine, one per engine and distinct generation for compare_engines', async () => {
    const { engine, generation } = await engineWithStages(server, 'demo');
    const sibling = (await getOk<Generation>(server, 'v2', `/generations/${generation.id}`, { key: 'demo' })).engines!.find((item) => item.id !== engine.id)!;
    const limited = await startServer({ env: { VTDB_VISITOR_LIMIT: '5' } });
    try {
      const client = await connect(limited.baseUrl, 'demo');
      const pair = [
        { engine_id: engine.id, generation_id: generation.id },
        { engine_id: sibling.id, generation_id: generation.id },
      ];
      structured(await call(client, 'compare_engines', { engines: pair }));
      structured(await call(client, 'get_engine', pair[0]!));
      expect(await toolError(client, 'list_vehicle_types', {})).toContain('Too many requests from this visitor');
    } finally {
      await limited.close();
    }
  });
});

describe('the workshop’s prices', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'vtdb-mcp-'));
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('prices each stage and option by the most specific rule of the profile, with its currency and tax note in the language', async () => {
    const { engine, generation } = await engineWithStages(server, 'demo');
    const stages = engine.tuning!.stages.map((stage) => stage.stage_number);
    const option = engine.tuning!.options[0]?.name;
    const file = join(folder, 'workshop.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'Test Tuning',
        contact: { phone: '+49 30 1234 5678' },
        currency: 'CHF',
        taxNote: { en: 'VAT included.', de: 'Inkl. MwSt.' },
        prices: [
          { type: generation.type.id, stages: { [stages[0]!]: 300, [stages[1]!]: 500 }, ...(option ? { options: { [option.toUpperCase()]: 90 } } : {}) },
          { engine: engine.id, stages: { [stages[1]!]: 'on request' } },
        ],
      }),
    );
    const priced = await startServer({ env: { VTDB_WORKSHOP_FILE: file } });
    const unpriced = await startServer({ env: { VTDB_WORKSHOP_FILE: 'none' } });
    try {
      type Out = {
        stages: { stage_number: number; price: number | string | null }[];
        options: { name: string; price: number | string | null }[];
        workshop: unknown;
      };
      const client = await connect(priced.baseUrl, 'demo');
      const out = structured<Out>(await call(client, 'get_engine', { engine_id: engine.id, generation_id: generation.id, language: 'de' }));
      expect(out.workshop).toEqual({ name: 'Test Tuning', currency: 'CHF', tax_note: 'Inkl. MwSt.' });
      expect(out.stages.find((stage) => stage.stage_number === stages[0])?.price).toBe(300);
      expect(out.stages.find((stage) => stage.stage_number === stages[1])?.price).toBe('on request');
      if (option) expect(out.options.find((item) => item.name === option)?.price).toBe(90);
      const text = textOf(await call(client, 'get_engine', { engine_id: engine.id, generation_id: generation.id }));
      expect(text).toContain('300 CHF');
      expect(text).toContain('price on request');
      expect(text).toContain('VAT included.');

      const none = structured<Out>(await call(await connect(unpriced.baseUrl, 'demo'), 'get_engine', { engine_id: engine.id, generation_id: generation.id }));
      expect(none.workshop).toBeNull();
      expect(none.stages.every((stage) => stage.price === null)).toBe(true);
      expect(none.options.every((item) => item.price === null)).toBe(true);
    } finally {
      await Promise.all([priced.close(), unpriced.close()]);
    }
  });
});

describe('tool descriptions an assistant can act on', () => {
  let tools: Awaited<ReturnType<Client['listTools']>>['tools'];
  beforeAll(async () => {
    tools = (await (await connect(server.baseUrl, 'demo')).listTools()).tools;
  });

  it('states the contract’s bounds in every input schema', () => {
    const byName = new Map(tools.map((tool) => [tool.name, tool.inputSchema.properties as Record<string, Record<string, unknown>>]));
    expect(byName.get('get_engine')?.engine_id).toMatchObject({ type: 'integer', minimum: 1, maximum: 9007199254740991 });
    expect(byName.get('list_manufacturers')?.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 20 });
    expect(byName.get('list_manufacturers')?.cursor).toMatchObject({ type: 'integer', minimum: 0 });
    expect(byName.get('search_engines')?.query).toMatchObject({ type: 'string', minLength: 3, maxLength: 2048 });
    const languages = byName.get('list_vehicle_types')?.language?.enum as string[];
    expect(languages).toContain('de');
    expect(languages).not.toContain('hu');
    expect(byName.get('compare_engines')?.engines).toMatchObject({ type: 'array', minItems: 2, maxItems: 3 });
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  });
});

import type { IncomingHttpHeaders } from 'node:http';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { allStrings, getOk, startServer, type Generation, type Model, type TestServer } from '../test/harness';
import { call, checkEveryTool, connectHttp, engineWithStages, structured, textOf } from '../test/mcp';

/**
 * /mcp in proxy mode: a demo server plays the upstream (the proxy's VTDB_UPSTREAM) and records
 * what reaches it. The credential is one of VTDB_MCP_TOKENS; the workshop's key (`demo-shared`
 * upstream) is added by the proxy and appears in no tool result; tool calls go through the
 * proxy's cache and spend the same allowance as the pages.
 */

const WORKSHOP_KEY = 'demo-shared';
const TOKENS = ['assistant-token-0123456789', 'second-token-abcdefghijkl'];

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

const seen: Seen[] = [];
const record = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) seen.push({ url: request.url, headers: request.headers });
  });
};
const upstreamCalls = () => seen.length;

let upstream: TestServer;
let proxy: TestServer;
let off: TestServer;
const clients: Client[] = [];
const connect = async (baseUrl: string, token: string | undefined) => {
  const client = await connectHttp(baseUrl, token);
  clients.push(client);
  return client;
};

const proxyEnv = (extra: Record<string, string> = {}) => ({
  VTDB_UPSTREAM: `${upstream.baseUrl}/api`,
  VTDB_API_KEY: WORKSHOP_KEY,
  VTDB_UPSTREAM_BUDGET: '100000',
  ...extra,
});

beforeAll(async () => {
  upstream = await startServer({ beforeListen: record });
  proxy = await startServer({ env: proxyEnv({ VTDB_MCP_TOKENS: TOKENS.join(', ') }) });
  off = await startServer({ env: proxyEnv() });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await Promise.all([upstream?.close(), proxy?.close(), off?.close()]);
});

describe('the credential in proxy mode', () => {
  it('is off without VTDB_MCP_TOKENS: 404 whatever the request', async () => {
    for (const authorization of [undefined, 'Bearer demo', `Bearer ${TOKENS[0]}`]) {
      const response = await fetch(`${off.baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(response.status).toBe(404);
    }
    await expect(connectHttp(off.baseUrl, TOKENS[0])).rejects.toMatchObject({ code: 404 });
  });

  it('takes only the operator’s tokens: none, a wrong one, a demo key or the workshop’s key answer 401', async () => {
    for (const token of [undefined, 'wrong-token-0123456789', 'demo', WORKSHOP_KEY, `${TOKENS[0]}x`]) {
      await expect(connectHttp(proxy.baseUrl, token), String(token)).rejects.toMatchObject({ code: 401 });
    }
    for (const token of TOKENS) {
      const client = await connect(proxy.baseUrl, token);
      expect((await client.listTools()).tools.length).toBe(9);
    }
  });

  it('refuses tokens shorter than 16 characters in the configuration', () => {
    expect(() => readConfig({ VTDB_MCP_TOKENS: 'short-token' })).toThrow(/VTDB_MCP_TOKENS/);
    expect(readConfig({ VTDB_MCP_TOKENS: ` ${TOKENS[0]} ,, ${TOKENS[1]}` }).mcp.tokens).toEqual(TOKENS);
  });
});

describe('tools in proxy mode', () => {
  it('answer every tool as the proxy’s API does, with links to the proxy’s pages', async () => {
    const client = await connect(proxy.baseUrl, TOKENS[0]);
    await checkEveryTool(client, proxy, { key: 'ignored-by-the-proxy', origin: proxy.baseUrl });
  });

  it('keep the workshop’s key out of every tool result, and the assistant’s token away from the upstream', async () => {
    const client = await connect(proxy.baseUrl, TOKENS[1]);
    const { engine, generation } = await engineWithStages(proxy, 'ignored');
    const sibling = (await getOk<Generation>(proxy, 'v2', `/generations/${generation.id}`)).engines!.find((item) => item.id !== engine.id)!;
    const results: CallToolResult[] = [
      await call(client, 'list_vehicle_types'),
      await call(client, 'list_manufacturers', { type_id: 1 }),
      await call(client, 'list_models', { manufacturer_id: generation.manufacturer.id }),
      await call(client, 'list_generations', { model_id: generation.model.id }),
      await call(client, 'list_engines', { generation_id: generation.id }),
      await call(client, 'get_engine', { engine_id: engine.id, generation_id: generation.id }),
      await call(client, 'search_engines', { query: 'golf tdi' }),
      await call(client, 'compare_engines', {
        engines: [
          { engine_id: engine.id, generation_id: generation.id },
          { engine_id: sibling.id, generation_id: generation.id },
        ],
      }),
      await call(client, 'subscription_status'),
      await call(client, 'get_engine', { engine_id: 999_999_999, generation_id: generation.id }),
      await call(client, 'list_vehicle_types', { language: 'hu' }),
    ];
    expect(results.filter((result) => !result.isError)).toHaveLength(9);
    for (const result of results) {
      const text = JSON.stringify(result);
      expect(text).not.toContain(WORKSHOP_KEY);
      expect(allStrings(result).some((value) => value.includes(WORKSHOP_KEY))).toBe(false);
    }
    expect(structured<Record<string, unknown>>(results[8]!)).toEqual({ is_active: true, api_access: true, end_date: expect.any(String) });
    // The upstream saw the workshop's key on every call, never an assistant's token.
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.headers.authorization).toBe(`Bearer ${WORKSHOP_KEY}`);
      expect(JSON.stringify(request.headers)).not.toMatch(/assistant-token|second-token/);
    }
  });
});

describe('the shared allowance', () => {
  it('is spent by tool calls as by pages: cached answers cost nothing, and when it is spent the tool says when to retry', async () => {
    // 8 calls an hour: a bucket of 2, refilled at 6 an hour (budget.ts), so the third call in this test is refused.
    // The whole bucket is this one visitor's to spend (VTDB_UPSTREAM_SHARE=100): the allowance is what is tested here.
    const tight = await startServer({ env: proxyEnv({ VTDB_MCP_TOKENS: TOKENS[0]!, VTDB_UPSTREAM_BUDGET: '8', VTDB_UPSTREAM_SHARE: '100' }) });
    try {
      const client = await connect(tight.baseUrl, TOKENS[0]);
      const models = await getOk<Model[]>(upstream, 'v2', '/models/manufacturer/1', { key: WORKSHOP_KEY });
      const before = upstreamCalls();

      // 1: a page's API call spends a token.
      expect((await tight.get('/api/v2/types')).status).toBe(200);
      expect(upstreamCalls()).toBe(before + 1);
      // The same answer through MCP comes from the shared cache: no upstream call.
      structured(await call(client, 'list_vehicle_types'));
      expect(upstreamCalls()).toBe(before + 1);
      // 2: a tool call for something new spends the second token.
      structured(await call(client, 'list_models', { manufacturer_id: 1 }));
      expect(upstreamCalls()).toBe(before + 2);
      // 3: the allowance is spent, for the assistant and the pages alike.
      const refused = await call(client, 'list_generations', { model_id: models[0]!.id });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/The catalogue is busy right now; try again later \(HTTP 503\)\. Try again in \d+ s, after /);
      const page = await tight.get(`/api/v2/generations/model/${models[0]!.id}`);
      expect(page.status).toBe(503);
      expect(upstreamCalls()).toBe(before + 2);
      // What was cached still answers.
      structured(await call(client, 'list_models', { manufacturer_id: 1 }));
    } finally {
      await tight.close();
    }
  });

  it('gives an assistant no more than a visitor: past its fair share the tool says so and when to retry, and the cache still answers', async () => {
    // The default share (5 %) of a bucket of 2 is one new record at a time for this visitor.
    const tight = await startServer({ env: proxyEnv({ VTDB_MCP_TOKENS: TOKENS[0]!, VTDB_UPSTREAM_BUDGET: '8' }) });
    try {
      const client = await connect(tight.baseUrl, TOKENS[0]);
      const before = upstreamCalls();
      structured(await call(client, 'list_vehicle_types'));
      expect(upstreamCalls()).toBe(before + 1);
      const refused = await call(client, 'list_models', { manufacturer_id: 1 });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/share of the catalogue allowance is used up.*HTTP 429.*Try again in \d+ s, after /s);
      expect(upstreamCalls()).toBe(before + 1);
      structured(await call(client, 'list_vehicle_types'));
    } finally {
      await tight.close();
    }
  });
});

import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { InitializeResultSchema, isJSONRPCRequest, isJSONRPCResultResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app';
import { readConfig } from '../config';
import { demoKeys } from '../demo/keys';
import { inProcessCatalogue, type CatalogueGet } from './catalogue';
import { catalogueMcpServer } from './tools';

/**
 * `npm run --silent mcp`: the catalogue for desktop assistants that start a local command and
 * speak MCP on its standard input and output. Two ways, chosen by the environment:
 *
 * - `VTDB_MCP_URL` set: a bridge to a running server's `/mcp`, each message passed on as it is,
 *   with `Authorization: Bearer $VTDB_MCP_TOKEN` (a demo key in demo mode, one of the server's
 *   VTDB_MCP_TOKENS in proxy mode). The tools, their limits and the workshop's key stay on that server.
 * - unset: the catalogue server in this process, configured from the environment as `npm run
 *   serve` would be (the demo catalogue unless VTDB_UPSTREAM and VTDB_API_KEY are set), its API
 *   called in process; in demo mode VTDB_MCP_TOKEN names the demo key (default `demo`).
 *
 * Standard output carries only protocol messages: logs go to standard error.
 */

function fail(message: string): never {
  process.stderr.write(`vtdb-mcp: ${message}\n`);
  process.exit(2);
}

/** The message of a refusal: the JSON-RPC error's own text when the server sent one (a 401 says which credential is wrong). */
function refusalReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const body = /\{.*\}\s*$/s.exec(text)?.[0];
  if (body) {
    try {
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string') return message;
    } catch {
      // Not the JSON-RPC error shape: the whole text.
    }
  }
  return text;
}

/** Passes every message between the assistant (stdio) and the server's /mcp (Streamable HTTP). */
async function bridge(url: string, token: string) {
  let endpoint: URL;
  try {
    endpoint = new URL(url);
  } catch {
    fail(`VTDB_MCP_URL is not a URL: ${url}`);
  }
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:') fail('VTDB_MCP_URL must be an http(s) URL such as https://catalogue.example/mcp');
  const remote = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${token}` } } });
  const local = new StdioServerTransport();
  const initializing = new Set<string | number>();

  remote.onmessage = (message: JSONRPCMessage) => {
    // After initialize, the transport sends the negotiated protocol version with every request (as the SDK's client does).
    if (isJSONRPCResultResponse(message) && initializing.delete(message.id)) {
      const result = InitializeResultSchema.safeParse(message.result);
      if (result.success) remote.setProtocolVersion(result.data.protocolVersion);
    }
    void local.send(message);
  };
  remote.onerror = (error) => process.stderr.write(`vtdb-mcp: ${error.message}\n`);
  local.onmessage = (message: JSONRPCMessage) => {
    if (isJSONRPCRequest(message) && message.method === 'initialize') initializing.add(message.id);
    remote.send(message).catch((error: unknown) => {
      // The server refused or could not be reached: the assistant gets an error for its request, with the reason.
      const reason = refusalReason(error);
      process.stderr.write(`vtdb-mcp: ${reason}\n`);
      if (isJSONRPCRequest(message)) {
        const text =
          error instanceof StreamableHTTPError && error.code !== undefined
            ? `The catalogue server at ${endpoint.origin} refused the request (HTTP ${error.code}): ${reason}`
            : `The catalogue server at ${endpoint.origin} could not be reached: ${reason}`;
        void local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: text } });
      }
    });
  };
  const stop = () => {
    void remote.close().finally(() => process.exit(0));
  };
  local.onclose = stop;
  process.stdin.once('end', stop);
  await remote.start();
  await local.start();
}

/** The catalogue server in this process, its API called without a socket. */
async function inProcess(env: NodeJS.ProcessEnv) {
  let config;
  try {
    config = readConfig({ ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  } catch (error) {
    fail((error as Error).message);
  }
  const key = env.VTDB_MCP_TOKEN?.trim() || 'demo';
  if (config.mode === 'demo' && !demoKeys(config).has(key)) fail(`VTDB_MCP_TOKEN is not a demo key (${[...demoKeys(config).keys()].join(', ')})`);
  // The pages the results link to: PUBLIC_URL, else where `npm start` would serve them with this configuration.
  const origin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port || 8080}`;
  // The catalogue is built while the assistant starts up (several seconds): the first tool call waits for it.
  const started: Promise<FastifyInstance> = buildServer(config, { serveBrowser: false, pages: null, logStream: process.stderr }).then(async (app) => {
    await app.ready();
    return app;
  });
  started.catch((error: unknown) => fail(`the catalogue server did not start: ${String(error)}`));
  const get: CatalogueGet = async (path, schema, language) => {
    const app = await started;
    const caller = { authorization: config.mode === 'demo' ? `Bearer ${key}` : undefined, remoteAddress: '127.0.0.1', host: new URL(origin).host };
    return inProcessCatalogue(app, caller)(path, schema, language);
  };
  const server = catalogueMcpServer({
    get,
    origin,
    workshop: config.workshop,
    searchIgnoresAccents: config.proxy?.searchIgnoresAccents ?? false,
    log: { error: (object, message) => process.stderr.write(`vtdb-mcp: ${message}: ${String((object as { err?: unknown }).err)}\n`) },
  });
  const transport = new StdioServerTransport();
  const stop = () => {
    void started.then((app) => app.close()).finally(() => process.exit(0));
  };
  transport.onclose = stop;
  // The assistant closed its end: nothing more can arrive.
  process.stdin.once('end', stop);
  await server.connect(transport);
}

const url = process.env.VTDB_MCP_URL?.trim();
if (url) {
  const token = process.env.VTDB_MCP_TOKEN?.trim();
  if (!token) fail('VTDB_MCP_TOKEN is needed with VTDB_MCP_URL: a demo key in demo mode, one of the server’s VTDB_MCP_TOKENS in proxy mode');
  await bridge(url, token);
} else {
  await inProcess(process.env);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '../../contract/errors';
import type { ServerConfig } from '../config';
import { bearerToken, demoKeys } from '../demo/keys';
import { pageOrigin } from '../web/pages';
import { inProcessCatalogue } from './catalogue';
import { catalogueMcpServer } from './tools';

/**
 * `/mcp`: the catalogue for AI assistants (Model Context Protocol, Streamable HTTP), with the
 * official SDK's transport, stateless: every POST gets its own server and transport, built
 * from the request (its credential, its address) and closed with the answer. Nothing of a
 * conversation is kept between requests, so any instance behind a load balancer can answer any
 * request, and no session can outlive a restart or fill the memory.
 *
 * The credential is a bearer token:
 * - demo mode: a demo key, exactly as the API takes it (401 when missing or unknown); tool
 *   calls pass it on, so its subscription (403) and allowance (429) apply to every call;
 * - proxy mode: one of VTDB_MCP_TOKENS; the workshop's upstream key stays in the proxy and no
 *   tool result carries it. Without tokens the endpoint is off (404).
 *
 * Tool calls go to this server's own API in process, as the assistant's address (./catalogue.ts).
 * Answers are JSON (the SDK's `enableJsonResponse`): a tool call is one request and one answer.
 */

/** A JSON-RPC message is small; a body above this is refused (413). */
const MAX_BODY_BYTES = 256 * 1024;

/** The JSON-RPC error shape the SDK's transport answers with, for the answers given before it. */
function rpcError(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers(headers)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ jsonrpc: '2.0', error: { code: -32000, message }, id: null });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The request headers the transport reads (content negotiation, the protocol version). */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

async function mcpRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const keys = config.mode === 'demo' ? demoKeys(config) : undefined;
  const tokens = config.mcp.tokens.map(digest);
  const enabled = config.mode === 'demo' || tokens.length > 0;
  const searchIgnoresAccents = config.proxy?.searchIgnoresAccents ?? false;

  /** The credential's problem (401), or null when it may call. Tokens are compared in constant time. */
  const refusal = (request: FastifyRequest): string | null => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return ERROR_MESSAGES.missingKey;
    if (keys) return keys.has(token) ? null : ERROR_MESSAGES.invalidKey;
    const given = digest(token);
    return tokens.some((known) => timingSafeEqual(known, given)) ? null : 'Invalid token: send Authorization: Bearer <one of VTDB_MCP_TOKENS>';
  };

  // The body is read as bytes and handed to the SDK's transport, which checks its media type and JSON itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) return rpcError(reply, status, status === 413 ? 'Request body too large' : 'Invalid request');
    request.log.error(error);
    return rpcError(reply, 500, 'Internal server error');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled) return rpcError(reply, 404, 'Not found: the MCP endpoint is off on this server');
    const problem = refusal(request);
    if (problem !== null) return rpcError(reply, 401, problem, { 'www-authenticate': 'Bearer realm="mcp"' });
  });

  app.post('/mcp', async (request, reply) => {
    const origin = pageOrigin(config, request);
    const get = inProcessCatalogue(app, {
      // Demo mode: the assistant's key is the API's credential. Proxy mode: the proxy adds the workshop's key.
      authorization: keys ? request.headers.authorization : undefined,
      remoteAddress: request.ip,
      host: request.host,
    });
    const server = catalogueMcpServer({ get, origin, workshop: config.workshop, searchIgnoresAccents, log: request.log });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const headers = new Headers();
      for (const name of TRANSPORT_HEADERS) {
        const value = request.headers[name];
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
      const response = await transport.handleRequest(new Request(new URL('/mcp', origin), { method: 'POST', headers, body }));
      reply.code(response.status).header('cache-control', 'no-store');
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      const text = await response.text();
      return reply.send(text === '' ? undefined : text);
    } finally {
      await server.close();
    }
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    rpcError(reply, 405, 'Method not allowed: this endpoint is stateless; send each message as a POST', { allow: 'POST' });
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
}

/** `vtdb-mcp`: /mcp, whose tools call the API scope in process. */
export const mcpPlugin = fp(mcpRoutes, { name: 'vtdb-mcp', fastify: '5.x', dependencies: ['vtdb-api'], encapsulate: true });

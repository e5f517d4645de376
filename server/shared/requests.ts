import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';
import type { ServerConfig } from '../config';
import { limitConnections } from './connections';
import { inOrder, onRequest, onResponse, plugin } from './hooks';
import { quietRequest } from './server-options';

/**
 * `vtdb-requests`: what every request goes through, whatever it asks for. The connection caps
 * (connections.ts), a forwarded protocol that is http or https or none, the request id sent back
 * as X-Request-Id, compression, and one count and log line per answer.
 */

/**
 * Only `http` and `https` are forwarded protocols: any other X-Forwarded-Proto (say
 * `javascript`) is dropped before anything reads `request.protocol`, such as the demo's media URLs.
 */
async function keepForwardedProtocol(request: FastifyRequest) {
  const header = request.headers['x-forwarded-proto'];
  if (header === undefined) return;
  const last = (Array.isArray(header) ? header.join(',') : header).split(',').pop()?.trim().toLowerCase();
  if (last === 'http' || last === 'https') request.headers['x-forwarded-proto'] = last;
  else delete request.headers['x-forwarded-proto'];
}

async function sendRequestId(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
}

async function requests(app: FastifyInstance, { config }: { config: ServerConfig }) {
  app.server.maxConnections = config.connections.max;
  limitConnections(app.server, { ...config.connections, trustProxy: config.trustProxy, log: app.log });
  const { metrics } = app;
  const countAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (quietRequest(request)) request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  };
  await inOrder(app, [
    onRequest(keepForwardedProtocol),
    // Pages, API JSON and metrics above 1 kB leave compressed when the client accepts it (brotli at
    // a fast level, else gzip), with Vary: Accept-Encoding. The build's hashed assets are compressed
    // ahead of time at the highest levels (static.ts serves those files).
    plugin(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    }),
    onRequest(sendRequestId),
    onResponse(countAnswer),
  ]);
}

export const requestsPlugin = fp(requests, { name: 'vtdb-requests', fastify: '5.x', dependencies: ['vtdb-state'] });

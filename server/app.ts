import { STATUS_CODES } from 'node:http';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { demoApi } from './api/demo-api';
import { ApiProblem, sendProblem } from './api/errors';
import type { RateLimiter } from './api/rate-limit';
import { generateCatalogue } from './catalogue/generate';
import type { Catalogue } from './catalogue/model';
import type { ServerConfig } from './config';
import { proxyApi } from './proxy';
import { browserConfig } from './web/browser-config';
import { mediaRoutes } from './web/media';
import { staticRoutes } from './web/static';

export interface BuildOptions {
  /** A catalogue built once and shared (tests start many servers). */
  catalogue?: Catalogue;
  limiter?: RateLimiter;
  /** Serve the built browser from config.distDir (off for the API-only dev and test servers). */
  serveBrowser?: boolean;
  logger?: boolean;
}

/** Headers a browser on another origin may read from API answers. */
const EXPOSED_HEADERS = [
  'Retry-After',
  'Content-Language',
  'Deprecation',
  'Sunset',
  'Link',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Cache',
];

let sharedCatalogue: Catalogue | undefined;

/** Whether percent-encoded text decodes (every % starts a sequence, and the bytes are UTF-8). */
function wellEncoded(text: string): boolean {
  if (!text.includes('%')) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** The demo catalogue, built once per process. */
export function demoCatalogue(): Catalogue {
  sharedCatalogue ??= generateCatalogue();
  return sharedCatalogue;
}

/**
 * The whole server: the catalogue API at /api/v1 and /api/v2 (demo or proxy mode), the
 * browser's runtime configuration at /config.json, drawn media at /media, and the built
 * browser with its security headers.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Long enough for a 2048-character search query of 4-byte characters, percent-encoded.
    http: { maxHeaderSize: 64 * 1024 },
    routerOptions: { maxParamLength: 500 },
    // A hop count trusts that many proxies in front of this server.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    // Malformed URLs (bad percent-encoding, over-long parameters) get the contract's 400.
    frameworkErrors(error, request, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Invalid parameter: too long' : 'Invalid request URL';
      // The path, also of an absolute-form target (http://host/api/...), which the router accepts.
      if (request.url.replace(/^https?:\/\/[^/?#]*/i, '').startsWith('/api/')) return sendProblem(reply, 400, message);
      return reply.code(400).type('text/plain; charset=utf-8').send(message);
    },
    // Requests the HTTP parser refuses (bytes outside ASCII in the URL, as curl sends a Unicode
    // URL; an unknown method; headers over the limit) get the contract's error shape as well.
    clientErrorHandler(error, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ code: status, message: status === 431 ? 'Request header fields too large' : status === 408 ? 'Request timeout' : 'Malformed HTTP request' });
      // No body for a HEAD request (a client would read it as the start of the next answer).
      const packet: unknown = error.rawPacket;
      const head = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
      if (socket.writable) {
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`);
      }
      socket.destroy(error);
    },
  });

  const catalogue = config.mode === 'demo' ? (options.catalogue ?? demoCatalogue()) : undefined;

  await app.register(
    async (api) => {
      // A malformed query string (bad percent-encoding, invalid UTF-8) is a malformed URL too; the
      // query parser would pass its raw text on as if it were the decoded value.
      api.addHook('onRequest', async (request, reply) => {
        const start = request.url.indexOf('?');
        if (start !== -1 && !wellEncoded(request.url.slice(start + 1))) return sendProblem(reply, 400, 'Invalid request URL');
      });
      // An OPTIONS request that is not a CORS preflight is a method the API does not have: 404 in
      // the error shape (@fastify/cors would answer 400 in text/plain).
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS' && !(request.headers.origin && request.headers['access-control-request-method'])) {
          return sendProblem(reply, 404, `No operation OPTIONS ${request.url.split('?')[0]?.slice(0, 200)} in this API`);
        }
      });
      await api.register(cors, {
        origin: '*',
        methods: ['GET', 'HEAD'],
        allowedHeaders: ['Authorization', 'Accept', 'Accept-Language'],
        exposedHeaders: EXPOSED_HEADERS,
        maxAge: 600,
      });
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('vary', 'Authorization, Accept-Language, Origin');
        return payload;
      });
      api.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
        if (error instanceof ApiProblem) return sendProblem(reply, error.status, error.message, error.headers);
        const status = error.statusCode;
        if (status !== undefined && status >= 400 && status < 500) return sendProblem(reply, status, 'Invalid request');
        request.log.error(error);
        return sendProblem(reply, 500, 'Internal server error');
      });
      api.setNotFoundHandler(async (request) => {
        throw new ApiProblem(404, `No operation ${request.method} ${request.url.split('?')[0]?.slice(0, 200)} in this API`);
      });
      if (catalogue) await api.register(demoApi, { config, catalogue, limiter: options.limiter });
      else if (config.proxy) await api.register(proxyApi, { proxy: config.proxy });
    },
    { prefix: '/api' },
  );

  // A bare route (no auth, no catalogue): a liveness probe, and the floor `npm run bench` measures the API against.
  app.get('/healthz', async () => ({ ok: true }));

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return browserConfig(config);
  });

  if (catalogue) await app.register(mediaRoutes, { catalogue });
  if (options.serveBrowser !== false) await app.register(staticRoutes, { config });
  return app;
}

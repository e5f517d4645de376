import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { LogController, type FastifyHttpOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { sendProblem } from './errors';
import { trustProxyOption } from './visitor';

/**
 * What the server is before any plugin: its logger, its request ids, its HTTP limits and
 * time-outs, and the answers to requests no route ever sees (a malformed URL, bytes the HTTP
 * parser refuses).
 */

export interface LogOptions {
  logger?: boolean;
  /** Where the JSON log lines go (default standard output); tests read them. */
  logStream?: { write(line: string): void };
}

/** Health probes and the pages' in-process API calls (Fastify's inject): their request lines are logged at debug, not info. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
export function quietRequest(request: FastifyRequest): boolean {
  return '_lightMyRequest' in request.raw || PROBES.has(request.url.split('?')[0] ?? '');
}

/**
 * Log paths that could carry a credential: the visitor's or the workshop's key, a cookie, the
 * metrics token, a Redis URL's password. Fastify's request serializer logs none of them today;
 * this keeps a later `log.info({ headers })` or `log.info({ config })` from leaking one.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  'apiKey',
  '*.apiKey',
  '*.*.apiKey',
  'api_key',
  '*.api_key',
  'metricsToken',
  '*.metricsToken',
  // The MCP endpoint's bearer tokens (proxy mode).
  'mcp.tokens',
  '*.mcp.tokens',
  'redis.url',
  '*.redis.url',
  // A webhook URL often carries its own secret; an SMTP URL its password.
  'enquiry.webhook',
  '*.enquiry.webhook',
  'enquiry.email.smtpUrl',
  '*.enquiry.email.smtpUrl',
  'enquiry.token',
  '*.enquiry.token',
];

/** A request id from the load balancer is kept when it is a plain token (behind TRUST_PROXY); otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The contract's error shape for a request the HTTP parser refused (bytes outside ASCII in the
 * URL, as curl sends a Unicode URL; an unknown method; headers over the limit), written to the
 * socket itself: no request object exists yet. No body for a HEAD request (a client would read it
 * as the start of the next answer).
 */
function refuseMalformed(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({
    code: status,
    message: status === 431 ? 'Request header fields too large' : status === 408 ? 'Request timeout' : 'Malformed HTTP request',
  });
  const packet = error.rawPacket;
  const head = Buffer.isBuffer(packet) && packet.subarray(0, 5).toString('latin1') === 'HEAD ';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
    );
  }
  socket.destroy(error);
}

export function serverOptions(config: ServerConfig, options: LogOptions = {}): FastifyHttpOptions<Server> {
  return {
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: { paths: REDACTED, censor: '[redacted]' }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every log line of a request carries its id (`reqId`), also sent back as X-Request-Id. The
    // balancer's id is kept (one id in both logs) only behind a trusted proxy: a visitor's own
    // X-Request-Id could otherwise pass for another request's in the logs.
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: quietRequest }),
    genReqId(request) {
      const given = request.headers['x-request-id'];
      return config.trustProxy !== false && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Long enough for a 2048-character search query of 4-byte characters, percent-encoded.
    http: {
      maxHeaderSize: 64 * 1024,
      headersTimeout: Math.min(config.connections.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(config.connections.requestTimeoutMs / 2, 5_000),
    },
    routerOptions: { maxParamLength: 500 },
    // A hop count trusts that many proxies in front of this server.
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow clients (a body dripping a byte every few seconds) are cut off; idle keep-alive closes.
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Malformed URLs (bad percent-encoding, over-long parameters) get the contract's 400.
    frameworkErrors(error, request, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Invalid parameter: too long' : 'Invalid request URL';
      // The path, also of an absolute-form target (http://host/api/...), which the router accepts.
      if (request.url.replace(/^https?:\/\/[^/?#]*/i, '').startsWith('/api/')) return sendProblem(reply, 400, message);
      return reply.code(400).type('text/plain; charset=utf-8').send(message);
    },
    clientErrorHandler: refuseMalformed,
  };
}

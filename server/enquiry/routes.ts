import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDays, ENQUIRY_MAX_BYTES, ENQUIRY_PATH, enquirySchema, fieldErrors, HONEYPOT_FIELD, type EnquiryStatus } from '../../contract/enquiry';
import type { ServerConfig } from '../config';
import { sendProblem } from '../shared/errors';
import type { Metrics } from '../shared/metrics';
import type { SharedState } from '../shared/state';
import { visitorOf } from '../shared/visitor';
import { emailDestination, RetryQueue, webhookDestination, type AttemptResult, type Destination } from './delivery';
import { enquiryMessage } from './message';

/**
 * `POST /enquiry`: a visitor's request for a remap of one stage, forwarded to the workshop's
 * destinations (VTDB_ENQUIRY_WEBHOOK, and e-mail through VTDB_SMTP_URL to VTDB_ENQUIRY_EMAIL).
 *
 * In order: the Origin must be this server's own, PUBLIC_URL's or an allowed one (403); each
 * visitor may send VTDB_ENQUIRY_LIMIT an hour (429, counted in the shared state); the body is
 * JSON of at most 16 kB (415, 413, 400); a filled honeypot is answered like a success and
 * dropped; the fields are checked with the browser's own schema (400 with a code per field).
 * Every destination is then tried once while the visitor waits:
 *
 * - 200 `{status: "sent"}`: a destination has it and none is still being retried;
 * - 202 `{status: "retrying"}`: accepted, and a destination that failed for now is retried with
 *   back-off from the in-memory queue;
 * - 502: every destination refused it; 503 (with Retry-After): none could take it and the retry
 *   queue is full.
 *
 * Nothing of a request is kept beyond its retry queue entry; logs name its id, never its fields.
 */

export interface EnquiryRoutesOptions {
  config: ServerConfig;
  state: SharedState;
  metrics: Metrics;
  /** The destinations (default: from the configuration); tests give their own. */
  destinations?: Destination[];
}

/** Deliveries the retry queue holds at most. */
const QUEUE_CAPACITY = 200;
const HOUR_MS = 3_600_000;

/** Whether the configuration names any destination for requests (the browser shows the form only then). */
export function enquiryConfigured(config: ServerConfig): boolean {
  return Boolean(config.enquiry.webhook || config.enquiry.email);
}

function configuredDestinations(config: ServerConfig): Destination[] {
  const destinations: Destination[] = [];
  if (config.enquiry.webhook) destinations.push(webhookDestination(config.enquiry.webhook));
  if (config.enquiry.email) destinations.push(emailDestination(config.enquiry.email.smtpUrl, config.enquiry.email.to));
  return destinations;
}

/** The origins other than this server's own that may send requests (and read the answers). */
function crossOrigins(config: ServerConfig): string[] {
  const origins = [...config.browser.allowedOrigins];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return origins;
}

/** The overall outcome of one attempt per destination. */
export function overallStatus(results: AttemptResult[]): EnquiryStatus | 'failed' {
  if (results.includes('retry')) return 'retrying';
  return results.includes('sent') ? 'sent' : 'failed';
}

export async function enquiryRoutes(app: FastifyInstance, options: EnquiryRoutesOptions) {
  const { config, state, metrics } = options;
  const destinations = options.destinations ?? configuredDestinations(config);
  const allowedCrossOrigins = crossOrigins(config);
  const log = app.log.child({ component: 'enquiry' });

  const queue = new RetryQueue({
    baseDelayMs: config.enquiry.retryMs,
    attempts: config.enquiry.attempts,
    capacity: QUEUE_CAPACITY,
    onSize: (size) => metrics.enquiryQueued(size),
    onAttempt: (destination, result, error) => {
      metrics.enquiryDelivery(destination.name, result);
      if (result === 'retry') log.warn({ destination: destination.name, reason: error?.message }, 'A request could not be delivered yet; it will be retried');
      else if (result === 'failed') log.error({ destination: destination.name, reason: error?.message }, 'A request could not be delivered and is given up');
    },
  });
  app.addHook('onClose', async () => {
    const dropped = queue.close();
    if (dropped > 0) log.warn({ dropped }, 'The server stops with requests still waiting to be retried: they are lost');
    for (const destination of destinations) destination.close?.();
  });

  const refuse = (reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) => {
    metrics.enquiry('refused');
    return sendProblem(reply, status, message, headers);
  };

  /** Who sent it: this server's own pages, PUBLIC_URL's or an allowed origin; anything else (or none) is refused. */
  const originOf = (request: FastifyRequest): { allowed: boolean; cross?: string } => {
    const origin = request.headers.origin;
    if (!origin) return { allowed: false };
    if (origin === `${request.protocol}://${request.host}`) return { allowed: true };
    return allowedCrossOrigins.includes(origin) ? { allowed: true, cross: origin } : { allowed: false };
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'Origin');
      if (destinations.length === 0) return sendProblem(reply, 503, 'Requests for a remap are not configured on this server');
      const origin = originOf(request);
      if (!origin.allowed) return refuse(reply, 403, 'Requests from this site are not allowed');
      if (origin.cross) reply.header('access-control-allow-origin', origin.cross);
      if (request.method !== 'POST') return;
      // Counted before the body is read, whatever it holds: a robot pays for its junk too.
      const window = await state.increment(`enquiry:${visitorOf(request)}`, HOUR_MS);
      if (window.count > config.enquiry.limitPerHour) {
        const seconds = Math.max(1, Math.ceil(window.resetMs / 1000));
        return refuse(
          reply,
          429,
          `Too many requests from this visitor: the limit is ${config.enquiry.limitPerHour} an hour. Try again in ${Math.ceil(seconds / 60)} min`,
          {
            'retry-after': String(seconds),
          },
        );
      }
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        metrics.enquiry('invalid');
        const message = status === 413 ? 'The request is too large' : status === 415 ? 'Send the request as JSON' : 'The request is not valid JSON';
        return sendProblem(reply, status, message);
      }
      request.log.error(error);
      return sendProblem(reply, 500, 'Internal server error');
    });

    // A preflight from an allowed site (the Origin check above refused the others).
    scope.options(ENQUIRY_PATH, async (_request, reply) =>
      reply
        .code(204)
        .headers({
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '600',
        })
        .send(),
    );

    scope.post(ENQUIRY_PATH, { bodyLimit: ENQUIRY_MAX_BYTES }, async (request, reply) => {
      // JSON only (Fastify would also read text/plain, which a page on any site can send without asking).
      if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
        metrics.enquiry('invalid');
        return sendProblem(reply, 415, 'Send the request as JSON');
      }
      const body: unknown = request.body;
      if (typeof body === 'object' && body !== null && HONEYPOT_FIELD in body) {
        const trap: unknown = Reflect.get(body, HONEYPOT_FIELD);
        if (trap !== undefined && trap !== null && trap !== '') {
          metrics.enquiry('spam');
          request.log.info('A request filled the honeypot: dropped');
          return reply.code(200).send({ status: 'sent' });
        }
      }

      // A visitor far west of UTC is still on the day before.
      const today = new Date().toISOString().slice(0, 10);
      const parsed = enquirySchema({
        earliestDate: addDays(today, -1),
      }).safeParse(body);
      if (!parsed.success) {
        metrics.enquiry('invalid');
        const { fields } = fieldErrors(parsed.error.issues);
        if (Object.keys(fields).length > 0) {
          return reply.code(400).type('application/json; charset=utf-8').send({
            code: 400,
            message: 'Invalid request: check the fields',
            fields,
          });
        }
        return sendProblem(reply, 400, 'Invalid request: the vehicle, stage, price or language does not hold');
      }

      const message = enquiryMessage(parsed.data);
      const full = !queue.hasRoom(destinations.length);
      const results = await Promise.all(destinations.map((destination) => queue.attempt(destination, message)));
      const status = overallStatus(results);
      metrics.enquiry(status);
      request.log.info(
        {
          enquiry: message.id,
          results: Object.fromEntries(destinations.map((destination, index) => [destination.name, results[index]])),
        },
        'Request for a remap',
      );
      if (status === 'sent') return reply.code(200).send({ status });
      if (status === 'retrying') return reply.code(202).send({ status });
      if (full) return sendProblem(reply, 503, 'Requests cannot be taken right now. Try again later', { 'retry-after': '300' });
      return sendProblem(reply, 502, 'The request could not be delivered to the workshop');
    });
  });
}

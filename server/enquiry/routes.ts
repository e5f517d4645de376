import { createHash, timingSafeEqual } from 'node:crypto';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { addDays, ENQUIRY_MAX_BYTES, ENQUIRY_PATH, enquirySchema, fieldErrors, HONEYPOT_FIELD, type EnquiryStatus } from '../../contract/enquiry';
import type { ServerConfig } from '../config';
import { ApiProblem, sendProblem } from '../shared/errors';
import { inOrder, onRequest, plugin } from '../shared/hooks';
import { sharedStore, visitorOf } from '../shared/visitor';
import { DeliveryError, deliveryError, emailDestination, retryDelay, webhookDestination, type AttemptResult, type Destination } from './delivery';
import { leadsCsv } from './export';
import { enquiryMessage, type EnquiryMessage } from './message';
import { openLeadStore } from './open-store';
import { VisitorBusy, type DeliveryReport, type DestinationName, type LeadStore } from './store';

/**
 * `POST /enquiry`: a visitor's request for a remap of one stage, stored (store.ts: on disk in
 * VTDB_DATA_DIR, or on Redis with VTDB_REDIS_URL) and delivered to the workshop's destinations
 * (VTDB_ENQUIRY_WEBHOOK, and e-mail through VTDB_SMTP_URL to VTDB_ENQUIRY_EMAIL).
 *
 * In order: the Origin must be this server's own, PUBLIC_URL's or an allowed one (403), and the
 * answer carries CORS headers for the latter two (@fastify/cors, which also answers the
 * preflight); each visitor may send VTDB_ENQUIRY_LIMIT an hour (429, @fastify/rate-limit counting
 * in the shared state, as the API's visitor limits do); the body is
 * JSON of at most 16 kB (415, 413, 400); a filled honeypot is answered like a success and
 * dropped; the fields are checked with the browser's own schema (400 with a code per field).
 * The request is then stored: a visitor with VTDB_ENQUIRY_VISITOR_PENDING requests still waiting
 * is refused (429), a store that refuses the write is a 503 with Retry-After (nothing stored).
 * Every destination is then tried once while the visitor waits:
 *
 * - 200 `{status: "sent"}`: a destination has it and none is still being retried;
 * - 202 `{status: "retrying"}`: stored, and a destination that failed for now is retried with
 *   back-off by the store's worker (this instance's or, on Redis, any instance's);
 * - 502: every destination refused it (it stays stored, marked failed).
 *
 * `GET /enquiries` (JSON) and `GET /enquiries.csv` list the stored requests to the bearer of
 * VTDB_ENQUIRIES_TOKEN; without that token they do not exist (404). Logs name a request's id,
 * never its fields.
 */

export interface EnquiryRoutesOptions {
  config: ServerConfig;
  /** The destinations (default: from the configuration); tests give their own. */
  destinations?: Destination[];
  /** The store (default: openLeadStore(config)); closed with the server either way. */
  store?: LeadStore;
}

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

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared as digests: no timing tells how much matched). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

const listQuery = z.object({
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(100_000).optional(),
});

async function enquiryRoutes(app: FastifyInstance, options: EnquiryRoutesOptions) {
  const { config } = options;
  const { sharedState: state, metrics } = app;
  const destinations = options.destinations ?? configuredDestinations(config);
  const allowedCrossOrigins = crossOrigins(config);
  const log = app.log.child({ component: 'enquiry' });

  // Opened only where there is something to store or to list (tests start many servers without).
  const store = options.store ?? (destinations.length > 0 || config.enquiry.token ? openLeadStore(config, log) : undefined);
  const byName = new Map(destinations.map((destination) => [destination.name, destination]));
  const deliver = async (name: DestinationName, message: EnquiryMessage) => {
    const destination = byName.get(name);
    if (!destination) throw new DeliveryError(`No ${name} destination is configured on this instance`, true);
    await destination.deliver(message);
  };
  const report = ({ destination, result, error }: DeliveryReport) => {
    metrics.enquiryDelivery(destination, result);
    if (result === 'retry') log.warn({ destination, reason: error?.message }, 'A request could not be delivered yet; it will be retried');
    else if (result === 'failed')
      log.error({ destination, reason: error?.message }, 'A request could not be delivered and is given up; it stays stored, marked failed');
  };
  if (store) {
    if (destinations.length > 0) store.startWorker(deliver, report);
    metrics.watchEnquiryQueue(() => store.pendingCount());
    const purge = () =>
      store.purge().then(
        (removed) => removed > 0 && log.info({ removed }, 'Requests past their retention deleted'),
        (error: unknown) =>
          log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'Old requests could not be deleted; trying again later'),
      );
    void purge();
    const purger = setInterval(() => void purge(), HOUR_MS);
    purger.unref();
    // Runs after in-flight requests have finished: deliveries in flight finish (bounded), then the store closes.
    app.addHook('onClose', async () => {
      clearInterval(purger);
      await store.close();
      for (const destination of destinations) destination.close?.();
    });
  }

  const refuse = (reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) => {
    metrics.enquiry('refused');
    return sendProblem(reply, status, message, headers);
  };

  /** The request's own origin: the server's pages send it and need no CORS headers. */
  const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** This server's own pages, PUBLIC_URL's or an allowed origin may send; anything else (or none) is refused. */
  const refuseStrangers = async (request: FastifyRequest, reply: FastifyReply) => {
    // @fastify/cors's catch-all preflight route under the prefix is not an endpoint.
    if (request.routeOptions.url !== ENQUIRY_PATH) return reply.callNotFound();
    reply.header('cache-control', 'no-store').header('vary', 'Origin');
    if (destinations.length === 0 || !store) return sendProblem(reply, 503, 'Requests for a remap are not configured on this server');
    const origin = request.headers.origin;
    if (!origin || (origin !== ownOrigin(request) && !allowedCrossOrigins.includes(origin))) {
      return refuse(reply, 403, 'Requests from this site are not allowed');
    }
  };

  const corsOptions = (request: FastifyRequest): FastifyCorsOptions => ({
    origin: request.headers.origin === ownOrigin(request) ? [] : allowedCrossOrigins,
    methods: ['POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
    strictPreflight: false,
  });

  const tooMany = (_request: FastifyRequest, context: { ttl: number }) => {
    metrics.enquiry('refused');
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new ApiProblem(
      429,
      `Too many requests from this visitor: the limit is ${config.enquiry.limitPerHour} an hour. Try again in ${Math.ceil(seconds / 60)} min`,
      { 'retry-after': String(seconds) },
    );
  };

  const off = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false };
  const endpoint = async (scope: FastifyInstance) => {
    await inOrder(scope, [
      onRequest(refuseStrangers),
      plugin(cors, { delegator: (request, callback) => callback(null, corsOptions(request)) }),
      // Counted before the body is read, whatever it holds: a robot pays for its junk too.
      plugin(rateLimit, {
        global: false,
        hook: 'onRequest',
        store: sharedStore(state, 'enquiry:'),
        keyGenerator: visitorOf,
        addHeadersOnExceeding: off,
        addHeaders: off,
        errorResponseBuilder: tooMany,
      }),
    ]);

    scope.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
      if (error instanceof ApiProblem) return sendProblem(reply, error.status, error.message, error.headers);
      const status = error.statusCode;
      if (status !== undefined && status >= 400 && status < 500) {
        metrics.enquiry('invalid');
        const message = status === 413 ? 'The request is too large' : status === 415 ? 'Send the request as JSON' : 'The request is not valid JSON';
        return sendProblem(reply, status, message);
      }
      request.log.error(error);
      return sendProblem(reply, 500, 'Internal server error');
    });

    // Reached by a preflight only when @fastify/cors let it through (it answers those itself).
    scope.options('/', { prefixTrailingSlash: 'no-slash' }, async (_request, reply) => reply.code(204).send());

    const limit = { rateLimit: { max: config.enquiry.limitPerHour, timeWindow: HOUR_MS } };
    scope.post('/', { bodyLimit: ENQUIRY_MAX_BYTES, prefixTrailingSlash: 'no-slash', config: limit }, async (request, reply) => {
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

      if (!store) return sendProblem(reply, 503, 'Requests for a remap are not configured on this server');
      const message = enquiryMessage(parsed.data);
      const names = destinations.map((destination) => destination.name);
      try {
        // On disk (or in Redis) before anything is tried or answered.
        await store.add(message, names, visitorOf(request));
      } catch (error) {
        if (error instanceof VisitorBusy) {
          const seconds = Math.max(60, Math.ceil(retryDelay(config.enquiry.retryMs, 1, () => 1) / 1000));
          return refuse(reply, 429, 'Your earlier requests are still waiting to be delivered. Try again later', { 'retry-after': String(seconds) });
        }
        metrics.enquiry('failed');
        request.log.error({ enquiry: message.id, reason: error instanceof Error ? error.message : String(error) }, 'A request could not be stored: refused');
        return sendProblem(reply, 503, 'Requests cannot be taken right now. Try again later', { 'retry-after': '300' });
      }
      const results = await Promise.all(
        destinations.map(async (destination) => {
          let failure: DeliveryError | undefined;
          try {
            await destination.deliver(message);
          } catch (error) {
            failure = deliveryError(error);
          }
          let result: AttemptResult;
          try {
            result = await store.recordFirst(message.id, destination.name, failure);
          } catch {
            // Stored, but the outcome not written: the delivery is due again when its lease ends (same id).
            result = failure ? 'retry' : 'sent';
          }
          report({ destination: destination.name, result, error: failure });
          return result;
        }),
      );
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
      return sendProblem(reply, 502, 'The request could not be delivered to the workshop');
    });
  };
  await app.register(endpoint, { prefix: ENQUIRY_PATH });

  // The workshop's list of stored requests, behind its own token (none: the routes do not exist).
  const token = config.enquiry.token;
  if (store && token) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!bearerMatches(request, token)) return sendProblem(reply, 401, 'This list needs the enquiries token', { 'www-authenticate': 'Bearer' });
      });
      const read = async (request: FastifyRequest, reply: FastifyReply) => {
        const query = listQuery.safeParse(request.query);
        if (!query.success) {
          sendProblem(reply, 400, 'Invalid query: status is pending, delivered or failed; limit is 1 to 100000');
          return undefined;
        }
        try {
          return await store.list(query.data);
        } catch (error) {
          request.log.error({ reason: error instanceof Error ? error.message : String(error) }, 'The stored requests could not be read');
          sendProblem(reply, 503, 'The stored requests cannot be read right now', { 'retry-after': '30' });
          return undefined;
        }
      };
      scope.get('/enquiries', async (request, reply) => {
        const leads = await read(request, reply);
        if (leads) return reply.type('application/json; charset=utf-8').send({ enquiries: leads });
      });
      scope.get('/enquiries.csv', async (request, reply) => {
        const leads = await read(request, reply);
        if (leads) {
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`)
            .send(leadsCsv(leads));
        }
      });
    });
  }
}

/** `vtdb-enquiry`: POST /enquiry and the workshop's list of stored requests. */
export const enquiryPlugin = fp(enquiryRoutes, { name: 'vtdb-enquiry', fastify: '5.x', dependencies: ['vtdb-state'], encapsulate: true });

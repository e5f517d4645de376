import { createHash, timingSafeEqual } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The operator's endpoints:
 *
 * - `/healthz`: liveness. The process answers; nothing else is asked (a load balancer restarts
 *   what fails it), so it stays the bare floor `npm run bench` measures the API against.
 * - `/readyz`: readiness. 503 while something this instance needs is unreachable (a configured
 *   Redis; in proxy mode the catalogue service), so a load balancer sends visitors elsewhere.
 * - `/metrics`: Prometheus text. Not for visitors: with `VTDB_METRICS_TOKEN` set it asks for
 *   `Authorization: Bearer <token>`; without one it answers only a client on this machine that
 *   came straight in (loopback, no forwarding headers), never one relayed by a load balancer.
 *   No metric carries a key (see metrics.ts).
 */

export interface ReadinessCheck {
  name: string;
  /** Whether this dependency is reachable now; must answer within a few seconds. */
  ready: () => boolean | Promise<boolean>;
}

export interface OperationsOptions {
  metricsToken?: string;
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Whether `request` may read the metrics (see above). */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    // Compared as digests: equal lengths, and no timing difference tells how much matched.
    return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
  }
  return isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * A readiness check that the service at `url` accepts TCP connections. It spends nothing of the
 * workshop's allowance (no HTTP request is made), and one answer serves probes for `cacheMs`.
 */
export function reachable(url: string, timeoutMs = 2000, cacheMs = 5000): () => Promise<boolean> {
  const target = new URL(url);
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let last: { at: number; ok: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  const attempt = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('error', () => done(false));
      socket.once('connect', () => done(true));
    });
  return async () => {
    if (last && Date.now() - last.at < cacheMs) return last.ok;
    pending ??= attempt().then((ok) => {
      last = { at: Date.now(), ok };
      pending = undefined;
      return ok;
    });
    return pending;
  };
}

async function operationsRoutes(app: FastifyInstance, { metricsToken }: OperationsOptions) {
  const { metrics, readiness: checks } = app;

  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      checks.map(async (check) => {
        try {
          return [check.name, (await check.ready()) ? 'up' : 'down'] as const;
        } catch {
          return [check.name, 'down'] as const;
        }
      }),
    );
    const ready = results.every(([, status]) => status === 'up');
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { ready, checks: Object.fromEntries(results) };
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayReadMetrics(request, metricsToken)) {
      if (metricsToken !== undefined) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply
        .code(metricsToken !== undefined ? 401 : 403)
        .type('text/plain; charset=utf-8')
        .send(
          metricsToken !== undefined
            ? 'Metrics need Authorization: Bearer <VTDB_METRICS_TOKEN>\n'
            : 'Metrics answer only on this machine; set VTDB_METRICS_TOKEN to read them from elsewhere\n',
        );
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}

/** `vtdb-operations`: /healthz, /readyz (the checks every plugin added to `readiness`) and /metrics. */
export const operationsPlugin = fp(operationsRoutes, { name: 'vtdb-operations', fastify: '5.x', dependencies: ['vtdb-state'], encapsulate: true });

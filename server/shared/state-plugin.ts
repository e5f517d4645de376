import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { FallbackState } from './fallback-state';
import { Metrics } from './metrics';
import type { ReadinessCheck } from './operations';
import { MemoryState, type SharedState } from './state';

/**
 * `vtdb-state`: what every other plugin shares, as decorations of the server. The shared state
 * (Redis with a memory fallback when VTDB_REDIS_URL is set, else this process's memory), the
 * metrics, and the readiness checks that /readyz asks (each plugin adds its own).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The state shared with other instances (Redis with a memory fallback, or memory only). */
    sharedState: SharedState;
    /** Every metric of /metrics, with the functions that count them. */
    metrics: Metrics;
    /** What /readyz asks; a plugin that needs something reachable adds its check. */
    readiness: ReadinessCheck[];
  }
}

export interface StatePluginOptions {
  config: ServerConfig;
  /** Default: a FallbackState on `config.redis` when one is configured (closed with the server), else this process's memory. */
  state?: SharedState;
  metrics?: Metrics;
  checks?: ReadinessCheck[];
}

async function sharedState(app: FastifyInstance, { config, ...options }: StatePluginOptions) {
  const metrics = options.metrics ?? new Metrics();
  const readiness = [...(options.checks ?? [])];
  let state = options.state;
  if (!state && config.redis) {
    const shared = new FallbackState(config.redis.url, app.log.child({ component: 'shared-state' }), {
      prefix: config.redis.prefix,
      commandTimeoutMs: config.redis.commandTimeoutMs,
      onChange: (available) => metrics.redisChanged(available),
    });
    app.addHook('onClose', () => shared.close());
    // Start on shared state when Redis is there; without it, start anyway (on memory, logged).
    await shared.ready();
    state = shared;
  }
  state ??= new MemoryState();
  if (state instanceof FallbackState) {
    const shared = state;
    metrics.watchRedis(() => shared.available);
    readiness.push({ name: 'redis', ready: () => shared.available });
  }
  app.decorate('sharedState', state);
  app.decorate('metrics', metrics);
  app.decorate('readiness', readiness);
}

export const statePlugin = fp(sharedState, { name: 'vtdb-state', fastify: '5.x' });

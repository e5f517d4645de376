import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from './api';
import type { ServerConfig } from './config';
import type { Catalogue } from './demo/catalogue/model';
import { demoCataloguePlugin } from './demo/demo-catalogue';
import type { RateLimiter } from './demo/rate-limit';
import { enquiryPlugin } from './enquiry/routes';
import { mcpPlugin } from './mcp/routes';
import { inOrder, plugin } from './shared/hooks';
import type { Metrics } from './shared/metrics';
import { operationsPlugin, type ReadinessCheck } from './shared/operations';
import { requestsPlugin } from './shared/requests';
import { serverOptions } from './shared/server-options';
import type { SharedState } from './shared/state';
import { statePlugin } from './shared/state-plugin';
import type { PageRenderer } from './web/pages';
import { securityPlugin } from './web/security';
import { sitePlugin } from './web/site';

export interface BuildOptions {
  /** A catalogue built once and shared (tests start many servers). */
  catalogue?: Catalogue;
  /**
   * The state shared with other instances. Default: a FallbackState on `config.redis` when one
   * is configured (closed with the server), else this process's memory.
   */
  state?: SharedState;
  limiter?: RateLimiter;
  metrics?: Metrics;
  /** Serve the built browser from config.distDir (off for the API-only dev and test servers). */
  serveBrowser?: boolean;
  /**
   * How pages are rendered: by default the build's server entry in config.distDir. `npm run dev`
   * passes Vite's live module (with serveBrowser off: Vite serves the code); null renders none.
   */
  pages?: PageRenderer | null;
  logger?: boolean;
  /** Where the JSON log lines go (default standard output); tests read them. */
  logStream?: { write(line: string): void };
  /** The proxy's clock (cache lifetimes, allowance); the bench drives it through a simulated hour. */
  now?: () => number;
  /** More readiness checks for /readyz (server/main.ts: not shutting down). */
  checks?: ReadinessCheck[];
}

/**
 * The whole server: one plugin per concern, registered in this order, each naming the plugins it
 * needs (`dependencies`: a missing one stops the start with its name). README, "How the pieces
 * fit", draws them.
 */
export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, options));
  await inOrder(app, [
    plugin(statePlugin, { config, state: options.state, metrics: options.metrics, checks: options.checks }),
    plugin(requestsPlugin, { config }),
    plugin(securityPlugin, { config }),
    config.mode === 'demo' && plugin(demoCataloguePlugin, { catalogue: options.catalogue }),
    plugin(apiPlugin, { prefix: '/api', config, limiter: options.limiter, now: options.now }),
    plugin(operationsPlugin, { metricsToken: config.metricsToken }),
    plugin(enquiryPlugin, { config }),
    plugin(mcpPlugin, { config }),
    plugin(sitePlugin, { config, serveBrowser: options.serveBrowser !== false, renderer: options.pages }),
  ]);
  return app;
}

import { buildServer } from './app';
import { readConfig } from './config';
import { Metrics } from './shared/metrics';

/**
 * Start-up: configuration from the environment, the server, and a clean shutdown on signals
 * (app.close() also closes the Redis connection, when there is one).
 */
async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  // React's production build for server rendering (the page renderer loads it after this line).
  process.env.NODE_ENV ??= 'production';
  const started = performance.now();
  // The process's own metrics (CPU, memory, event loop) only here: tests start many servers.
  const app = await buildServer(config, { metrics: new Metrics({ process: true }) });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  app.log.info(`Catalogue browser at ${base}/ — API (${config.mode} mode) at ${base}/api/v2 — ready in ${Math.round(performance.now() - started)} ms`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

void main();

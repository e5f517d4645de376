import closeWithGrace from 'close-with-grace';
import { buildServer } from './app';
import { readConfig } from './config';
import { Metrics } from './shared/metrics';
import { reloadWorkshop, warnWithoutProfile } from './workshop-reload';

/**
 * Start-up and shutdown of the catalogue server, built to dist/server/main.js (vite.config.ts)
 * and run by `npm run serve` with node itself as the process that gets the signals.
 *
 * - SIGTERM or SIGINT: /readyz answers 503 at once; after VTDB_SHUTDOWN_DRAIN_MS (default 0)
 *   the server stops listening, lets in-flight requests finish and runs its onClose hooks
 *   (Redis, deliveries), then exits 0. Past VTDB_SHUTDOWN_TIMEOUT_MS it exits 1. A second
 *   signal exits 1 at once.
 * - An uncaught exception or unhandled rejection is logged, and the process shuts down the
 *   same way and exits 1 (a process in an unknown state should not keep serving).
 * - SIGHUP reads the workshop profile again (server/workshop-reload.ts), as does a change to its file.
 */
async function main() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 24 || (major === 24 && minor < 11)) {
    console.error(`The catalogue server needs Node 24.11 or later (package.json "engines"); this is Node ${process.versions.node}.`);
    process.exit(2);
  }
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
  let closing = false;
  // The process's own metrics (CPU, memory, event loop) only here: tests start many servers.
  const app = await buildServer(config, {
    metrics: new Metrics({ process: true }),
    checks: [{ name: 'accepting', ready: () => !closing }],
  });
  const log = app.log;

  closeWithGrace(
    {
      delay: config.shutdown.timeoutMs,
      // SIGHUP reloads the profile here; close-with-grace would treat it as a stop.
      skip: ['SIGHUP'],
      logger: { error: (message: unknown) => log.error(message) },
      onTimeout: (delay) => log.error(`Shutdown did not finish within ${delay} ms (VTDB_SHUTDOWN_TIMEOUT_MS): exiting with status 1`),
      onSecondSignal: (signal) => log.error(`Second ${signal} during shutdown: exiting with status 1`),
    },
    async ({ signal, err }) => {
      const begun = performance.now();
      closing = true;
      if (err) log.fatal({ err }, 'Uncaught error: shutting down');
      log.info(
        `Shutting down (${signal ?? 'error'}): /readyz answers 503${config.shutdown.drainMs ? ` for ${config.shutdown.drainMs} ms before the listener closes` : ''}; in-flight requests and deliveries have ${config.shutdown.timeoutMs} ms to finish`,
      );
      if (config.shutdown.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.drainMs));
      await app.close();
      log.info(`Shut down in ${Math.round(performance.now() - begun)} ms`);
    },
  );

  const reloader = reloadWorkshop(config, log.child({ component: 'workshop' }));
  app.addHook('onClose', async () => reloader?.close());
  process.on('SIGHUP', () => {
    if (reloader) reloader.reload('SIGHUP');
    else log.info('SIGHUP: no workshop profile file to read again (VTDB_WORKSHOP_FILE is unset or "none")');
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  warnWithoutProfile(config, log);
  log.info(`Catalogue browser at ${base}/ — API (${config.mode} mode) at ${base}/api/v2 — ready in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});

import { buildServer } from '../../server/app';
import { readConfig } from '../../server/config';

/**
 * The server for the bench's memory figures, as its own process: the same buildServer as
 * server/main.ts, plus a full garbage collection on SIGUSR2 (run with --expose-gc), so that the
 * idle baseline is measured without garbage left from earlier requests.
 */
const config = readConfig();
const app = await buildServer(config, { serveBrowser: false });
await app.listen({ host: config.host, port: config.port });
process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));

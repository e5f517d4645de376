import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { RedisLeadStore } from './redis-store';
import { SqliteLeadStore } from './sqlite-store';
import type { LeadStore } from './store';

/** How often a Redis connection error of the request store is logged at most. */
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * The store the configuration names: the shared Redis queue with VTDB_REDIS_URL (every
 * instance delivers from it), else the SQLite database in VTDB_DATA_DIR. The server and the
 * `npm run enquiries` command open it alike.
 */
export function openLeadStore(config: ServerConfig, log?: Pick<FastifyBaseLogger, 'warn'>): LeadStore {
  const options = {
    retryMs: config.enquiry.retryMs,
    attempts: config.enquiry.attempts,
    pendingPerVisitor: config.enquiry.pendingPerVisitor,
    retentionDays: config.enquiry.retentionDays,
  };
  if (config.redis) {
    let lastLogged = 0;
    return new RedisLeadStore({
      ...options,
      url: config.redis.url,
      prefix: config.redis.prefix,
      commandTimeoutMs: config.redis.commandTimeoutMs,
      onError(error) {
        if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
        lastLogged = Date.now();
        log?.warn({ reason: error.message }, 'The request queue on Redis is not reachable: requests are refused (503) until it is back');
      },
    });
  }
  try {
    return new SqliteLeadStore({ ...options, dataDir: config.dataDir });
  } catch (error) {
    // A data directory that cannot be written stops the server at start, naming the variable.
    throw new Error(`VTDB_DATA_DIR (${config.dataDir}): the request store cannot be opened: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

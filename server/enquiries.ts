import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { leadsCsv, leadsText } from './enquiry/export';
import { openLeadStore } from './enquiry/open-store';
import { RedisLeadStore } from './enquiry/redis-store';
import type { LeadStatus } from './enquiry/store';

/**
 * `npm run enquiries -- list|export --csv|purge`: the workshop's view of the stored requests for
 * a remap, from the same configuration as the server (the data directory, VTDB_DATA_DIR, or the
 * Redis queue with VTDB_REDIS_URL). It only reads (purge deletes what is past the retention);
 * it may run while the server does.
 */

const USAGE = `Usage:
  npm run enquiries -- list [--status pending|delivered|failed] [--json]
  npm run enquiries -- export --csv [--status pending|delivered|failed] [--output FILE]
  npm run enquiries -- purge

Reads the requests for a remap the server stored: in VTDB_DATA_DIR (default ./data), or on the
Redis of VTDB_REDIS_URL when it is set. Run it with the server's environment.
`;

const STATUSES: readonly LeadStatus[] = ['pending', 'delivered', 'failed'];

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!command || rest.length > 0 || !['list', 'export', 'purge'].includes(command) || (command === 'export' && !values.csv)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const status = values.status as LeadStatus | undefined;
  if (status !== undefined && !STATUSES.includes(status)) {
    process.stderr.write(`--status must be pending, delivered or failed\n`);
    return 2;
  }

  let config;
  try {
    config = readConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const store = openLeadStore(config);
  try {
    if (store instanceof RedisLeadStore) await store.ready();
    if (command === 'purge') {
      const removed = await store.purge();
      process.stdout.write(`${removed} request(s) past the retention of ${config.enquiry.retentionDays} days deleted.\n`);
      return 0;
    }
    const leads = await store.list({ status });
    if (command === 'export') {
      const csv = leadsCsv(leads);
      if (values.output) writeFileSync(values.output, csv, { mode: 0o600 });
      else process.stdout.write(csv);
      return 0;
    }
    process.stdout.write(values.json ? `${JSON.stringify(leads, null, 2)}\n` : leadsText(leads));
    return 0;
  } catch (error) {
    process.stderr.write(`The stored requests could not be read: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

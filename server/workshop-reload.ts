import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import { readWorkshopFile, WorkshopFileError } from './workshop';

/**
 * The workshop profile changes without a restart: the running server reads its file again on
 * SIGHUP (`systemctl reload`, `docker kill -s HUP`) and when the file changes. The folder is
 * watched rather than the file, so that an editor's save by writing a new file and renaming it
 * over the old one is seen too; the events of one save come in bursts and are read once, after
 * `debounceMs` of quiet. A file that does not hold is refused with a log line naming each bad
 * field, and the last good profile stays in service. The new profile replaces `config.workshop`,
 * which every page, /config.json and the CSP read at each answer.
 */

export interface WorkshopReloader {
  /** Reads the file now (what SIGHUP does); true when a new profile is in service. */
  reload(reason: string): boolean;
  close(): void;
}

/** In proxy mode without VTDB_WORKSHOP_FILE: the one warning that says how to set a profile. */
export function warnWithoutProfile(config: ServerConfig, log: FastifyBaseLogger): void {
  if (config.mode !== 'proxy' || config.workshopSetting !== undefined) return;
  log.warn(
    'No workshop profile: pages show no prices, no contact and no request button. Set VTDB_WORKSHOP_FILE to your profile (a YAML or JSON file, see deploy/workshop.example.yaml), or to "none" to run without one and silence this warning.',
  );
}

export function reloadWorkshop(config: ServerConfig, log: FastifyBaseLogger, { debounceMs = 250 }: { debounceMs?: number } = {}): WorkshopReloader | null {
  const file = config.workshopFile;
  if (file === null) return null;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;

  const reload = (reason: string): boolean => {
    try {
      const profile = readWorkshopFile(file);
      if (JSON.stringify(profile) === JSON.stringify(config.workshop)) {
        log.debug({ file, reason }, 'workshop profile read again: unchanged');
        return false;
      }
      config.workshop = profile;
      log.info({ file, reason }, `Workshop profile reloaded (${reason}): ${profile.name}, ${profile.prices.length} price rules`);
      return true;
    } catch (error) {
      if (!(error instanceof WorkshopFileError)) throw error;
      log.error({ file, reason }, `Workshop profile not reloaded (${reason}), the last good one stays in service: ${error.message}`);
      return false;
    }
  };

  try {
    watcher = watch(dirname(file), { persistent: false }, (_event, name) => {
      if (name !== null && name !== basename(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => reload('file changed'), debounceMs);
    });
    watcher.on('error', (error) => log.warn({ err: error, file }, 'Workshop profile: its folder can no longer be watched; SIGHUP still reloads it'));
  } catch (error) {
    log.warn({ err: error, file }, 'Workshop profile: its folder cannot be watched; SIGHUP still reloads it');
  }

  return {
    reload,
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}

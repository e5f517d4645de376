import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { workshopSchema, type WorkshopProfile } from '../contract/workshop';

/**
 * The workshop profile (contract/workshop.ts), from VTDB_WORKSHOP_FILE: unset, the shipped
 * example (deploy/workshop.example.yaml) in demo mode, so plain `npm start` shows prices, and no
 * profile in proxy mode (a real catalogue never gets made-up prices or contacts; the server
 * warns); `none`, no profile (no prices, no workshop header). A profile that does not hold stops
 * the server at start-up with the file and the path of every bad field; a running server reads
 * the file again on SIGHUP and when it changes (workshop-reload.ts), and keeps the last good one.
 */

/** The example, from the source (server/workshop.ts) or from the compiled server (dist/server/main.js). */
export const EXAMPLE_WORKSHOP_FILE = [
  new URL('../deploy/workshop.example.yaml', import.meta.url),
  new URL('../../deploy/workshop.example.yaml', import.meta.url),
]
  .map((url) => fileURLToPath(url))
  .reduce((found, file) => (existsSync(found) ? found : file));
/** The value of VTDB_WORKSHOP_FILE that turns the profile off. */
export const NO_WORKSHOP = 'none';
/** Largest profile file read (it is written into every page the server serves). */
const MAX_FILE_BYTES = 1024 * 1024;

export class WorkshopFileError extends Error {}

/**
 * The file the variable's value names: unset, the example in demo mode and none in proxy mode;
 * `none`, none.
 */
export function workshopFile(setting: string | undefined, mode: 'demo' | 'proxy' = 'demo'): string | null {
  const trimmed = setting?.trim() ?? '';
  if (trimmed.toLowerCase() === NO_WORKSHOP) return null;
  if (trimmed === '') return mode === 'demo' ? EXAMPLE_WORKSHOP_FILE : null;
  return resolve(trimmed);
}

/** The profile named by the variable's value (see workshopFile), or null for none. */
export function loadWorkshop(setting: string | undefined, mode: 'demo' | 'proxy' = 'demo'): WorkshopProfile | null {
  const file = workshopFile(setting, mode);
  return file === null ? null : readWorkshopFile(file);
}

export function readWorkshopFile(file: string): WorkshopProfile {
  const fail = (message: string): never => {
    throw new WorkshopFileError(`VTDB_WORKSHOP_FILE (${file}): ${message}`);
  };
  const extension = extname(file).toLowerCase();
  if (!['.json', '.yaml', '.yml'].includes(extension)) fail('must be a .json, .yaml or .yml file (or "none" for no profile)');
  let text = '';
  try {
    if (statSync(file).size > MAX_FILE_BYTES) fail(`is larger than ${MAX_FILE_BYTES} bytes`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof WorkshopFileError) throw error;
    fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return parseWorkshop(text, extension === '.json' ? 'json' : 'yaml', fail);
}

/** A profile from its text; `fail` is called with a message naming every bad field's path. */
export function parseWorkshop(text: string, format: 'json' | 'yaml', fail: (message: string) => never): WorkshopProfile {
  let data: unknown;
  try {
    // YAML's own limits on aliases keep a "billion laughs" file from exhausting memory.
    data = format === 'json' ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100, prettyErrors: true });
  } catch (error) {
    return fail(`is not valid ${format === 'json' ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = workshopSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `\n    ${issue.path.length ? issue.path.join('.') : '(the profile)'}: ${issue.message}`);
    return fail(`does not hold:${problems.join('')}`);
  }
  // The contract checks the code's shape (three capitals); here, that it is a currency Intl knows.
  if (!Intl.supportedValuesOf('currency').includes(parsed.data.currency)) {
    return fail('does not hold:\n    currency: must be an ISO 4217 currency code such as EUR');
  }
  return parsed.data;
}

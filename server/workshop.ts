import { readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { workshopSchema, type WorkshopProfile } from '../contract/workshop';

/**
 * The workshop profile (contract/workshop.ts), read once at start-up from VTDB_WORKSHOP_FILE:
 * unset, the shipped example (deploy/workshop.example.yaml), so plain `npm start` shows prices;
 * `none`, no profile (no prices, no workshop header). A profile that does not hold stops the
 * server with the file and the path of every bad field.
 */

export const EXAMPLE_WORKSHOP_FILE = fileURLToPath(new URL('../deploy/workshop.example.yaml', import.meta.url));
/** The value of VTDB_WORKSHOP_FILE that turns the profile off. */
export const NO_WORKSHOP = 'none';
/** Largest profile file read (it is written into every page the server serves). */
const MAX_FILE_BYTES = 1024 * 1024;

export class WorkshopFileError extends Error {}

/** The profile named by the variable's value (undefined: the example), or null when it is `none`. */
export function loadWorkshop(setting: string | undefined): WorkshopProfile | null {
  const trimmed = setting?.trim() ?? '';
  if (trimmed.toLowerCase() === NO_WORKSHOP) return null;
  const file = trimmed === '' ? EXAMPLE_WORKSHOP_FILE : resolve(trimmed);
  return readWorkshopFile(file);
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

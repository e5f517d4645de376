import { RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigSchema, type RuntimeConfig } from '../../contract/runtime-config';

/**
 * Reading the browser's runtime configuration (its schema is the contract's,
 * contract/runtime-config.ts), written by the catalogue server into the page and served at
 * /config.json, so one build serves every deployment. Served as plain static files (no server),
 * there is none: the browser then runs in "direct" mode and asks the user for a catalogue in
 * Settings.
 */

export const DIRECT_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({ apiBase: '', mode: 'direct' });

/**
 * The configuration the server wrote into the page (a JSON data block, id `runtime-config`), or
 * null when the page has none or it does not hold (a page served by Vite, or as static files).
 */
export function embeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The configuration in the page when the server wrote it there, else /config.json, else direct mode. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<RuntimeConfig> {
  const embedded = embeddedRuntimeConfig(doc);
  if (embedded) return embedded;
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache', credentials: 'omit' });
    if (!response.ok) return DIRECT_CONFIG;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : DIRECT_CONFIG;
  } catch {
    return DIRECT_CONFIG;
  }
}

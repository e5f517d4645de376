import * as z from 'zod/mini';
import { V1_LANGUAGES } from '../../contract/constants';

/**
 * The browser's runtime configuration, written by the catalogue server into the page and served
 * at /config.json (server/web/browser-config.ts), so one build serves every deployment. Served
 * as plain static files (no server), there is none: the browser then runs in "direct" mode and
 * asks the user for a catalogue in Settings.
 */
const short = z.string().check(z.maxLength(2048));

export const runtimeConfigSchema = z.object({
  apiBase: z._default(short, '/api'),
  apiVersion: z._default(z.enum(['v1', 'v2']), 'v2'),
  mode: z._default(z.enum(['demo', 'proxy', 'direct']), 'direct'),
  /** The demo key (public anyway). Never present in proxy mode: the server adds the real key. */
  apiKey: z.optional(short),
  allowedOrigins: z._default(z.array(short).check(z.maxLength(100)), []),
  defaultLanguage: z.nullish(z.enum(V1_LANGUAGES)),
  theme: z._default(z.enum(['light', 'dark', 'auto']), 'auto'),
  accent: z.nullish(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/))),
  startPath: z.nullish(z.string().check(z.regex(/^\/[A-Za-z0-9/_-]*$/))),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DIRECT_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({ apiBase: '', mode: 'direct' });

/**
 * The configuration the server wrote into the page (a JSON data block, id `runtime-config`), or
 * null when the page has none or it does not hold (a page served by Vite, or as static files).
 */
export function embeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById('runtime-config')?.textContent;
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

import * as z from 'zod/mini';
import { API_VERSIONS, V1_LANGUAGES } from './constants';

/**
 * The browser's runtime configuration, once for both programs: the catalogue server writes it
 * (server/web/browser-config.ts, typed by this schema; server/config.ts checks VTDB_ACCENT and
 * VTDB_START_PATH with the same patterns) and the browser reads it (src/core/runtime-config.ts).
 */

/** An accent colour: `#` and six hex digits. */
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** A path of the browser to open at: `/` and letters, digits, `/`, `_`, `-` only. */
export const START_PATH_PATTERN = /^\/[A-Za-z0-9/_-]*$/;

export const THEMES = ['light', 'dark', 'auto'] as const;
export const CONFIG_MODES = ['demo', 'proxy', 'direct'] as const;

/** The id of the JSON data block in the page; the browser looks for it before fetching /config.json. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

const short = z.string().check(z.maxLength(2048));

export const runtimeConfigSchema = z.object({
  apiBase: z._default(short, '/api'),
  apiVersion: z._default(z.enum(API_VERSIONS), 'v2'),
  mode: z._default(z.enum(CONFIG_MODES), 'direct'),
  /** The demo key (public anyway). Never present in proxy mode: the server adds the real key. */
  apiKey: z.optional(short),
  allowedOrigins: z._default(z.array(short).check(z.maxLength(100)), []),
  defaultLanguage: z.nullish(z.enum(V1_LANGUAGES)),
  theme: z._default(z.enum(THEMES), 'auto'),
  accent: z.nullish(z.string().check(z.regex(ACCENT_PATTERN))),
  startPath: z.nullish(z.string().check(z.regex(START_PATH_PATTERN))),
  /** Whether the server forwards requests for a remap (POST /enquiry); without, the button calls or mails the workshop. */
  enquiry: z._default(z.boolean(), false),
  /**
   * The workshop profile (contract/workshop.ts), or null. Not checked here, so that the first page
   * does not carry its schema: src/features/pricing/profile.ts checks it in the engine page's chunk.
   */
  workshop: z.nullish(z.unknown()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../contract/runtime-config';
import type { ServerConfig } from '../config';
import { enquiryConfigured } from '../enquiry/routes';

/**
 * The browser's runtime configuration, in the contract's shape (contract/runtime-config.ts; the
 * browser parses it with that schema, src/core/runtime-config.ts): served at
 * /config.json, and written into every page the server serves, so that a cold load starts its
 * API requests without first waiting for /config.json.
 */
export function browserConfig(config: ServerConfig): RuntimeConfig {
  return {
    apiBase: '/api',
    apiVersion: 'v2',
    mode: config.mode,
    // The demo key is public anyway; in proxy mode the server adds the real key itself.
    ...(config.mode === 'demo' ? { apiKey: 'demo' } : {}),
    allowedOrigins: config.browser.allowedOrigins,
    defaultLanguage: config.browser.defaultLanguage ?? null,
    theme: config.browser.theme,
    accent: config.browser.accent ?? null,
    startPath: config.browser.startPath ?? null,
    enquiry: enquiryConfigured(config),
    workshop: config.workshop,
  };
}

/**
 * A page with the configuration as a JSON data block before `</head>` (a data block is not
 * script: `script-src 'self'` allows it). Every `<` is escaped, so no value can close the block.
 */
export function withRuntimeConfig(html: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  const block = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  // A function, so that `$` in the JSON is not read as a replacement pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${block}</head>`) : html;
}

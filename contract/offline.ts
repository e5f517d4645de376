/**
 * What the catalogue server and the browser's service worker (src/sw/service-worker.ts) agree on
 * for working offline.
 */

/**
 * The page without server rendering, with the deployment's runtime configuration in it: the service
 * worker keeps it and answers a page request with it when the network fails (the app then draws
 * the page from the query cache saved on the device).
 */
export const APP_SHELL_PATH = '/app-shell';

/** Paths whose answers the service worker never touches: the API (keys, accounts), requests for a remap, MCP, operations, SEO. */
export const NEVER_OFFLINE_PATHS = /^\/(api|enquiry|enquiries|mcp|seo|sitemap|sitemaps|robots\.txt|healthz|readyz|metrics|config\.json)(\/|$|\?|\.)/;

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { PAGE_SCRIPT } from '../../contract/ssr';
import type { ServerConfig } from '../config';

/**
 * `vtdb-security`: the security headers of every answer, set by @fastify/helmet: a Content Security Policy that
 * allows what the app uses and nothing more, HSTS when asked for, nosniff, a referrer policy,
 * cross-origin isolation headers that do not break embedding. Framing is governed by the CSP's
 * frame-ancestors (the allowed embedding origins), so X-Frame-Options is off: it cannot name them.
 */

/** The page's one inline script (the theme before the first paint, the number data after it), allowed by its hash alone. */
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/** The CSP directives, as helmet takes them. */
export function cspDirectives(config: ServerConfig): Record<string, string[]> {
  const images = ["'self'", 'data:'];
  if (config.security.imageHosts.length > 0) images.push(...config.security.imageHosts);
  // Proxy mode without configured hosts: logos and photos come from the service's CDN, whose
  // host this server does not know; https only, never plain http.
  else if (config.mode === 'proxy') images.push('https:');
  if (config.publicUrl) images.push(new URL(config.publicUrl).origin);
  // The workshop's logo (an http(s) URL or a path on this server; contract/workshop.ts).
  const logo = config.workshop?.logo;
  if (logo && /^https?:\/\//.test(logo)) images.push(new URL(logo).origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", PAGE_SCRIPT_HASH],
    // Recharts and the virtualised lists position elements with inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': images,
    // Proxy mode: the browser talks only to its own /api. Demo mode keeps the settings' "another
    // catalogue" (any https base, or one on this machine).
    'connect-src': config.mode === 'proxy' ? ["'self'"] : ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...config.browser.allowedOrigins],
  };
}

/** The CSP as one header value (the page sends it; tests read it). */
export function contentSecurityPolicy(config: ServerConfig): string {
  return Object.entries(cspDirectives(config))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The security headers of a page (server-rendered, or the plain index.html): the one list that
 * pages.ts and static.ts send. Helmet sends the same CSP and referrer policy on every answer;
 * the page repeats them with what helmet does not write (the permissions policy), so a page is
 * whole even where a hook replaced helmet's headers.
 */
export function pageSecurityHeaders(config: ServerConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

async function securityHeaders(app: FastifyInstance, { config }: { config: ServerConfig }) {
  // img-src is worked out per answer: it names the workshop logo's origin, and the profile can be reloaded.
  const directives: Record<string, Iterable<string | (() => string)>> = cspDirectives(config);
  directives['img-src'] = [() => cspDirectives(config)['img-src']!.join(' ')];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS only when configured: sent over plain http it would do nothing, and a wrong max-age
    // locks visitors out of a site that cannot serve https yet (README).
    strictTransportSecurity: config.security.hstsSeconds > 0 ? { maxAge: config.security.hstsSeconds, includeSubDomains: false } : false,
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    // The page may be framed by allowed origins and open the service's links.
    crossOriginOpenerPolicy: false,
    // Host pages load embed.js (and may show the media) from this server: same-origin would block them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
  });
}

export const securityPlugin = fp(securityHeaders, { name: 'vtdb-security', fastify: '5.x' });

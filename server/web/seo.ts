import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTROL_CHARACTERS, MAX_STRING_LENGTH, V1_LANGUAGES } from '../../contract/constants';
import type { RenderHead } from '../../contract/ssr';
import type { ServerConfig } from '../config';
import { browserConfig } from './browser-config';
import { hostCacheControl, ownApi, pageOrigin } from './pages';

/**
 * `GET /seo?path=/types/…/engines/…&lang=de`: what the server would put into that page's head,
 * as JSON (title, description, canonical, alternates, Open Graph, Twitter card, JSON-LD), with
 * the status the page would answer: 404 for a record that does not exist, 301 (Location) for a
 * record under the wrong ancestors, 429/503 with Retry-After when the catalogue cannot answer.
 * For hosts that show the catalogue in a frame and want its head in their own page (the
 * WordPress plugin, wordpress/vtdb-catalogue/). It is the page's own code: the renderer's `head`
 * (src/entry-server.tsx, RenderHead in contract/ssr.ts) runs the same loaders and head as
 * `render`, without rendering the body. Its API calls go through this server's own routes as the
 * visitor, like a page's, so they count against the visitor limits and, in proxy mode, spend the
 * upstream budget through the proxy's cache exactly as the page would.
 */

/** How long a head may be reused: the catalogue changes rarely; a missing record may appear sooner. */
export const SEO_MAX_AGE_SECONDS = 300;
export const SEO_NOT_FOUND_MAX_AGE_SECONDS = 60;

/** The characters a catalogue path may hold (embed.js accepts the same), at most MAX_STRING_LENGTH of them. */
const CATALOGUE_PATH = /^\/[A-Za-z0-9/_\-?=&%.+~]*$/;

function wellEncoded(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A page of this catalogue named in a query parameter (`/seo?path=`, `/qr.svg?page=`): one path with its query, nothing else. */
export function cataloguePath(name: string) {
  return z
    .string({ error: `${name} is required: a catalogue path such as /types/1/manufacturers/2` })
    .min(1, `${name} is required: a catalogue path such as /types/1/manufacturers/2`)
    .max(MAX_STRING_LENGTH, `${name} is longer than ${MAX_STRING_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${name} contains control characters`)
    .refine((value) => value.startsWith('/') && !value.includes('//') && !value.includes('\\'), `${name} must be a path on this catalogue, starting with one /`)
    .refine((value) => CATALOGUE_PATH.test(value), `${name} contains characters a catalogue path cannot hold`)
    .refine(wellEncoded, `${name} has malformed percent-encoding`);
}

/** The first problem of a query that failed its schema, in words; a parameter given twice says so. */
export function queryProblem(error: z.ZodError, query: unknown): string {
  const issue = error.issues[0];
  const name = issue?.path[0];
  const repeated = typeof name === 'string' && Array.isArray((query as Record<string, unknown> | undefined)?.[name]);
  return repeated ? `${name} must be given once` : (issue?.message ?? 'Invalid request');
}

const seoQuery = z.object({
  path: cataloguePath('path'),
  lang: z.enum(V1_LANGUAGES, { error: `lang must be one of ${V1_LANGUAGES.join(', ')}` }).optional(),
});

/** A JSON problem `{code, message}`, never cached (`/seo`, `/qr.svg`). */
export function problem(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ code: status, message });
}

export async function seoRoutes(app: FastifyInstance, { config, head }: { config: ServerConfig; head: RenderHead }) {
  const runtimeConfig = browserConfig(config);

  app.get('/seo', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!config.publicUrl) reply.header('vary', 'Host');
    const parsed = seoQuery.safeParse(request.query);
    if (!parsed.success) return problem(reply, 400, queryProblem(parsed.error, request.query));
    const { path: asked, lang } = parsed.data;
    const origin = pageOrigin(config, request);
    const url = new URL(asked, origin);
    if (url.origin !== origin) return problem(reply, 400, 'path must be a path on this catalogue, starting with one /');
    // The language is the request's choice alone (no cookie, no Accept-Language): the answer depends on the URL.
    url.searchParams.delete('lang');
    if (lang) url.searchParams.set('lang', lang);

    let answer;
    try {
      answer = await head({ url: url.href, headers: {}, config: runtimeConfig, fetch: ownApi(app, request) });
    } catch (error) {
      request.log.error({ err: error }, 'computing a page head failed');
      return problem(reply, 500, 'The head of this page could not be computed');
    }
    const { status, headers, language } = answer;
    const retryAfter = headers['retry-after'];
    if (retryAfter) reply.header('retry-after', retryAfter);
    if (headers['content-language']) reply.header('content-language', headers['content-language']);
    const cacheable = status === 200 || status === 301 || status === 308 || status === 404;
    const maxAge = status === 404 ? SEO_NOT_FOUND_MAX_AGE_SECONDS : SEO_MAX_AGE_SECONDS;
    // Without PUBLIC_URL the canonical's origin is the request's Host: no shared cache may hand one host's answer to another.
    reply.header('cache-control', cacheable ? hostCacheControl(config, `public, max-age=${maxAge}`) : 'no-store');

    if (status >= 300 && status < 400) {
      // The page's own redirect, as a redirect of this answer to the head of the page it names.
      const location = new URL(headers.location ?? '/', origin);
      location.searchParams.delete('lang');
      const next = new URLSearchParams({ path: `${location.pathname}${location.search}` });
      if (lang) next.set('lang', lang);
      reply.header('location', `/seo?${next.toString()}`);
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ status, language, location: next.get('path') });
    }
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ status, language, ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}), ...answer.head });
  });
}

import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../demo/catalogue/generate';
import type { Catalogue } from '../demo/catalogue/model';
import { Visibility } from '../demo/catalogue/views';
import { urls } from '../../contract/urls';
import type { ServerConfig } from '../config';
import { hostCacheControl, pageOrigin } from './pages';

/**
 * For search engines: `robots.txt`, and in demo mode a `sitemap.xml` index listing every page of
 * the catalogue the browser shows (the `demo` key's v2 catalogue: types, manufacturers, models,
 * generations, engines), split into files of at most 50,000 URLs as the sitemap protocol asks.
 * `/sitemaps/pages/N.json` lists the same pages with their slug paths for hosts that list them
 * under their own URLs. Proxy mode has no sitemap: listing the real catalogue would spend the
 * upstream allowance. Their URLs start with PUBLIC_URL's origin; without it, the request's, and
 * then they are `private`.
 */

export const SITEMAP_MAX_URLS = 50_000;
/** Pages a file of /sitemaps/pages/N.json lists. */
export const PAGES_PER_FILE = 2_000;

/**
 * A record's segment in a slug path: its slug, or `slug~id` when a sibling shares the slug (the
 * WordPress plugin, wordpress/vtdb-catalogue/, resolves slug paths by the same rule).
 */
export function slugSegment(record: { id: number; slug: string }, siblings: readonly { id: number; slug: string }[]): string {
  return siblings.some((other) => other.slug === record.slug && other.id !== record.id) ? `${record.slug}~${record.id}` : record.slug;
}

/** Every page of the demo catalogue, in browsing order: its path and, but for the start page, its slug path. */
export function cataloguePages(catalogue: Catalogue): { path: string; slugPath: string }[] {
  const visible = new Visibility(catalogue, { version: 'v2', account: DEMO_ACCOUNT, language: 'en', mediaBase: '' });
  const pages = [{ path: urls.types.href(), slugPath: '/' }];
  for (const type of catalogue.types) {
    const typeId = type.id;
    const typeSlug = `/${slugSegment(type, catalogue.types)}`;
    pages.push({ path: urls.type.href({ typeId }), slugPath: typeSlug });
    const manufacturers = (catalogue.manufacturersByType.get(type.id) ?? []).filter((manufacturer) => visible.manufacturer(manufacturer));
    for (const manufacturer of manufacturers) {
      const manufacturerId = manufacturer.id;
      const manufacturerSlug = `${typeSlug}/${slugSegment(manufacturer, manufacturers)}`;
      pages.push({ path: urls.manufacturer.href({ typeId, manufacturerId }), slugPath: manufacturerSlug });
      const models = (catalogue.modelsByManufacturer.get(manufacturer.id) ?? []).filter((model) => visible.model(model));
      for (const model of models) {
        const modelId = model.id;
        const modelSlug = `${manufacturerSlug}/${slugSegment(model, models)}`;
        pages.push({ path: urls.model.href({ typeId, manufacturerId, modelId }), slugPath: modelSlug });
        const generations = (catalogue.generationsByModel.get(model.id) ?? []).filter((generation) => visible.generation(generation));
        for (const generation of generations) {
          const generationId = generation.id;
          const generationSlug = `${modelSlug}/${slugSegment(generation, generations)}`;
          pages.push({ path: urls.generation.href({ typeId, manufacturerId, modelId, generationId }), slugPath: generationSlug });
          const engines = (catalogue.enginesByGeneration.get(generation.id) ?? []).filter((engine) => visible.engine(engine));
          for (const engine of engines)
            pages.push({
              path: urls.engine.href({ typeId, manufacturerId, modelId, generationId, engineId: engine.id }),
              slugPath: `${generationSlug}/${slugSegment(engine, engines)}`,
            });
        }
      }
    }
  }
  return pages;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export async function sitemapRoutes(app: FastifyInstance, { config, catalogue }: { config: ServerConfig; catalogue: Catalogue | undefined }) {
  let pages: { path: string; slugPath: string }[] | undefined;
  let paths: string[] | undefined;
  const allPages = () => (pages ??= catalogue ? cataloguePages(catalogue) : []);
  const allPaths = () => (paths ??= allPages().map((page) => page.path));
  const fileCount = () => Math.max(1, Math.ceil(allPaths().length / SITEMAP_MAX_URLS));

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Disallow: ${urls.settings.pattern}`, `Disallow: ${urls.search.pattern}`];
    if (catalogue) lines.push('', `Sitemap: ${pageOrigin(config, request)}/sitemap.xml`);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', catalogue ? hostCacheControl(config, 'public, max-age=3600') : 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  if (!catalogue) return;

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = escapeXml(pageOrigin(config, request));
    const entries = Array.from({ length: fileCount() }, (_, index) => `<sitemap><loc>${origin}/sitemaps/${index + 1}.xml</loc></sitemap>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', hostCacheControl(config, 'public, max-age=3600')).send(xml);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
    const index = match ? Number(match[1]) : 0;
    if (index < 1 || index > fileCount()) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const origin = escapeXml(pageOrigin(config, request));
    const urls = allPaths()
      .slice((index - 1) * SITEMAP_MAX_URLS, index * SITEMAP_MAX_URLS)
      .map((path) => `<url><loc>${origin}${path}</loc></url>`);
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', hostCacheControl(config, 'public, max-age=3600')).send(xml);
  });

  // The same pages for a host that lists them under its own URLs (the WordPress plugin's sitemap):
  // each page's path and slug path, as JSON, 2,000 a file (what WordPress puts in one sitemap
  // page by default), so that a host on a small PHP memory limit reads one file at a time.
  const pageFiles = () => Math.max(1, Math.ceil(allPages().length / PAGES_PER_FILE));
  app.get<{ Params: { file: string } }>('/sitemaps/pages/:file', async (request, reply) => {
    const match = /^([1-9][0-9]{0,5})\.json$/.exec(request.params.file);
    const index = match ? Number(match[1]) : 0;
    if (index < 1 || index > pageFiles()) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const slice = allPages().slice((index - 1) * PAGES_PER_FILE, index * PAGES_PER_FILE);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send({ file: index, files: pageFiles(), perFile: PAGES_PER_FILE, total: allPages().length, pages: slice.map((page) => [page.path, page.slugPath]) });
  });
}

import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNT } from '../demo/catalogue/generate';
import type { Catalogue } from '../demo/catalogue/model';
import { Visibility } from '../demo/catalogue/views';
import type { ServerConfig } from '../config';
import { hostCacheControl, pageOrigin } from './pages';

/**
 * For search engines: `robots.txt`, and in demo mode a `sitemap.xml` index listing every page of
 * the catalogue the browser shows (the `demo` key's v2 catalogue: types, manufacturers, models,
 * generations, engines), split into files of at most 50,000 URLs as the sitemap protocol asks.
 * Proxy mode has no sitemap: listing the real catalogue would spend the upstream allowance.
 * Their URLs start with PUBLIC_URL's origin; without it, the request's, and then they are `private`.
 */

export const SITEMAP_MAX_URLS = 50_000;

/** Every page path of the demo catalogue, in browsing order. */
export function cataloguePaths(catalogue: Catalogue): string[] {
  const visible = new Visibility(catalogue, { version: 'v2', account: DEMO_ACCOUNT, language: 'en', mediaBase: '' });
  const paths = ['/'];
  for (const type of catalogue.types) {
    const typePath = `/types/${type.id}`;
    paths.push(typePath);
    for (const manufacturer of catalogue.manufacturersByType.get(type.id) ?? []) {
      if (!visible.manufacturer(manufacturer)) continue;
      const manufacturerPath = `${typePath}/manufacturers/${manufacturer.id}`;
      paths.push(manufacturerPath);
      for (const model of catalogue.modelsByManufacturer.get(manufacturer.id) ?? []) {
        if (!visible.model(model)) continue;
        const modelPath = `${manufacturerPath}/models/${model.id}`;
        paths.push(modelPath);
        for (const generation of catalogue.generationsByModel.get(model.id) ?? []) {
          if (!visible.generation(generation)) continue;
          const generationPath = `${modelPath}/generations/${generation.id}`;
          paths.push(generationPath);
          for (const engine of catalogue.enginesByGeneration.get(generation.id) ?? []) {
            if (visible.engine(engine)) paths.push(`${generationPath}/engines/${engine.id}`);
          }
        }
      }
    }
  }
  return paths;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export async function sitemapRoutes(app: FastifyInstance, { config, catalogue }: { config: ServerConfig; catalogue: Catalogue | undefined }) {
  let paths: string[] | undefined;
  const allPaths = () => (paths ??= catalogue ? cataloguePaths(catalogue) : []);
  const fileCount = () => Math.max(1, Math.ceil(allPaths().length / SITEMAP_MAX_URLS));

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /settings', 'Disallow: /search'];
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
}

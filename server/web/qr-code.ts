import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { z } from 'zod';
import { QR_CODE_PATH, quotePage } from '../../contract/qr-code';
import type { ServerConfig } from '../config';
import { pageRenderLimit, tooManyPages } from '../shared/visitor';
import { hostCacheControl, pageOrigin } from './pages';
import { cataloguePath, problem, queryProblem } from './seo';

/**
 * `GET /qr.svg?page=/types/…/engines/615?lang=de`: the QR code of that page's address, as SVG,
 * for the printed quote (src/features/pricing/quote-sheet.tsx). The page names it in its own
 * markup, so the code is on the sheet however the page is printed: with the Print button, from
 * the browser's menu, or without JavaScript. The address is this server's origin (PUBLIC_URL's,
 * else the request's) and the page without `embed` (quotePage): a scanned code opens the full page.
 *
 * An address is a page of this catalogue and nothing else (the rules of `/seo?path=`), so the
 * route draws no one else's text. A code never changes for its address: a day in any cache
 * (`private` without PUBLIC_URL, where the origin is the request's Host), and the last few hundred
 * drawn are kept here, since every print of a page asks for the same one. A drawing counts as a
 * page render against the visitor's VTDB_VISITOR_PAGE_LIMIT.
 */

/** A day: the code for an address never changes, but a deployment may move to another origin. */
export const QR_CODE_MAX_AGE_SECONDS = 86_400;

const qrQuery = z.object({ page: cataloguePath('page') });

export async function qrCodeRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const drawn = new LRUCache<string, string>({ max: 500 });
  const { pageLimitPerMinute } = config.visitors;
  const countDrawing = pageRenderLimit(app.sharedState, pageLimitPerMinute, () => app.metrics.visitorRefused());

  app.get(QR_CODE_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!config.publicUrl) reply.header('vary', 'Host');
    const parsed = qrQuery.safeParse(request.query);
    if (!parsed.success) return problem(reply, 400, queryProblem(parsed.error, request.query));
    const address = `${pageOrigin(config, request)}${quotePage(parsed.data.page)}`;
    let svg = drawn.get(address);
    if (svg === undefined) {
      // Drawing is work, counted with the visitor's page renders (VTDB_VISITOR_PAGE_LIMIT).
      const wait = await countDrawing(request);
      if (wait !== null) return tooManyPages(reply, pageLimitPerMinute, wait);
      try {
        svg = await QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
      } catch {
        // More than a QR code holds (a Host of thousands of characters): the visitor's own doing.
        return problem(reply, 400, 'This address is too long for a QR code');
      }
      drawn.set(address, svg);
    }
    return reply
      .header('cache-control', hostCacheControl(config, `public, max-age=${QR_CODE_MAX_AGE_SECONDS}`))
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
}

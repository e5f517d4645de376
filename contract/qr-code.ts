/**
 * The printed quote's QR code, for the browser (src/features/pricing/quote-sheet.tsx), the server
 * that draws it (server/web/qr-code.ts) and the service worker that keeps it. Apart from
 * urls.ts, so that only the engine page's code carries it.
 */

/**
 * The page a printed quote's QR code opens: the page's path and query without `embed` (a scanned
 * code opens the full page, not the embedded one) and without its fragment. The browser and the
 * server shape it alike, so the code's address the server draws is the one the browser names.
 */
export function quotePage(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://page.invalid');
  url.searchParams.delete('embed');
  return `${url.pathname}${url.search}`;
}

/** Where the server draws a page's QR code as SVG (server/web/qr-code.ts): `?page=` names the page. */
export const QR_CODE_PATH = '/qr.svg';

/** The QR code image of a page, by its path and query (quotePage applied). */
export function qrCodeHref(pathAndQuery: string): string {
  return `${QR_CODE_PATH}?${new URLSearchParams({ page: quotePage(pathAndQuery) })}`;
}

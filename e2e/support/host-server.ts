import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A workshop's website for the embedding tests, on two origins: HOST_PORT is allowed to frame
 * the catalogue (VTDB_ALLOWED_ORIGINS), FOREIGN_PORT is not. Both serve e2e/support/host.html.
 */
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8181';
/** `?height=900` on the host's URL puts `data-height="900"` on the embed script (digits only). */
const page = (url: string) => {
  const height = /[?&]height=(\d{1,5})(?:&|$)/.exec(url)?.[1];
  const html = readFileSync(path.join(import.meta.dirname, 'host.html'), 'utf8').replaceAll('__APP_ORIGIN__', appOrigin);
  return height ? html.replace('data-title="Tuning catalogue"', `data-title="Tuning catalogue" data-height="${height}"`) : html;
};

for (const port of [Number(process.env.HOST_PORT ?? 8182), Number(process.env.FOREIGN_PORT ?? 8183)]) {
  createServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(request.url ?? '/'));
  }).listen(port, '127.0.0.1');
}

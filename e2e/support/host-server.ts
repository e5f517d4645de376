import { createServer, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A workshop's website for the embedding tests, on two origins: HOST_PORT is allowed to frame
 * the catalogue (VTDB_ALLOWED_ORIGINS), FOREIGN_PORT is not. Both serve e2e/support/host.html.
 *
 * HOST_PORT also plays the workshop's systems that receive requests for a remap: the webhook
 * (`POST /webhook/enquiry`, recorded; `POST /webhook/fail-next` makes the next one answer 500)
 * and, on SMTP_PORT, a mail server (smtp-server). `GET /webhook/enquiries` and
 * `GET /smtp/messages` read back what arrived; `POST /webhook/reset` forgets it.
 */
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:8181';
/**
 * `?height=900` puts `data-height="900"` on the embed script (digits only); `?details=1` opts in to
 * contact details in vtdb:enquiry; `?workshop=1` opts in to the workshop's contact band.
 */
const page = (url: string) => {
  const height = /[?&]height=(\d{1,5})(?:&|$)/.exec(url)?.[1];
  const details = /[?&]details=1(?:&|$)/.test(url);
  const workshop = /[?&]workshop=1(?:&|$)/.test(url);
  const html = readFileSync(path.join(import.meta.dirname, 'host.html'), 'utf8').replaceAll('__APP_ORIGIN__', appOrigin);
  const attributes = `${height ? ` data-height="${height}"` : ''}${details ? ' data-enquiry-details="1"' : ''}${workshop ? ' data-workshop-contact="1"' : ''}`;
  return html.replace('data-title="Tuning catalogue"', `data-title="Tuning catalogue"${attributes}`);
};

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
  status: number;
}

const webhook: Received[] = [];
const mails: { to: string[]; raw: string }[] = [];
let failNext = 0;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const json = (value: unknown) => JSON.stringify(value);

const hostPort = Number(process.env.HOST_PORT ?? 8182);

for (const port of [hostPort, Number(process.env.FOREIGN_PORT ?? 8183)]) {
  createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (port === hostPort && (url.startsWith('/webhook/') || url === '/smtp/messages')) {
      void (async () => {
        const text = request.method === 'POST' ? await readBody(request) : '';
        if (url === '/webhook/enquiry' && request.method === 'POST') {
          const status = failNext > 0 ? 500 : 200;
          if (failNext > 0) failNext -= 1;
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Recorded as text.
          }
          webhook.push({ headers: request.headers, body, status });
          response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
        } else if (url === '/webhook/fail-next' && request.method === 'POST') {
          failNext += 1;
          response.writeHead(204).end();
        } else if (url === '/webhook/reset' && request.method === 'POST') {
          webhook.length = 0;
          mails.length = 0;
          failNext = 0;
          response.writeHead(204).end();
        } else if (url === '/webhook/enquiries') {
          response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(json(webhook));
        } else if (url === '/smtp/messages') {
          response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(json(mails));
        } else response.writeHead(404).end();
      })();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page(url));
  }).listen(port, '127.0.0.1');
}

if (process.env.SMTP_PORT) {
  new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  }).listen(Number(process.env.SMTP_PORT), '127.0.0.1');
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Receivers for the enquiry tests, on loopback ports: a webhook that records every POST (and
 * answers with the statuses it is told to, in turn), and an SMTP server (smtp-server) that
 * records every message (and refuses recipients with the codes it is told to).
 */

export interface WebhookPost {
  headers: IncomingMessage['headers'];
  body: unknown;
  /** The status it was answered with. */
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface TestWebhook {
  url: string;
  posts: WebhookPost[];
  /** Statuses to answer, one per POST in turn; 200 once they are used up. */
  answers: number[];
  /** Resolves when `count` posts have arrived. */
  received(count: number, timeoutMs?: number): Promise<WebhookPost[]>;
  close(): Promise<void>;
}

async function waitFor<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function listen(server: Server | SMTPServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = (server instanceof SMTPServer ? server.server : server).address() as AddressInfo;
      resolve(address.port);
    });
  });
}

export async function startWebhook(answers: number[] = []): Promise<TestWebhook> {
  const posts: WebhookPost[] = [];
  const queue = [...answers];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const status = queue.shift() ?? 200;
      posts.push({ headers: request.headers, body, status, at: Date.now() });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiry`,
    posts,
    answers: queue,
    received: (count, timeoutMs = 5000) => waitFor(() => (posts.length >= count ? posts : undefined), timeoutMs, `${count} webhook posts`),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface MailMessage {
  from: string | undefined;
  to: string[];
  /** The raw message, headers and body. */
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: MailMessage[];
  /** SMTP codes to refuse recipients with, one per attempt in turn; accepted once used up. */
  refusals: number[];
  received(count: number, timeoutMs?: number): Promise<MailMessage[]>;
  close(): Promise<void>;
}

export async function startSmtp(refusals: number[] = []): Promise<TestSmtp> {
  const messages: MailMessage[] = [];
  const queue = [...refusals];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const code = queue.shift();
      if (code === undefined) return callback();
      return callback(Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        messages.push({
          from: from === false ? undefined : from.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusals: queue,
    received: (count, timeoutMs = 5000) => waitFor(() => (messages.length >= count ? messages : undefined), timeoutMs, `${count} e-mails`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, ENQUIRY_ERRORS, ENQUIRY_FIELDS, ENQUIRY_PATH, type EnquiryInput } from '../../contract/enquiry';
import { readConfig } from '../config';
import { startServer, type TestServer } from '../test/harness';
import { startSmtp, startWebhook, type TestSmtp, type TestWebhook } from '../test/receivers';
import { browserConfig } from '../web/browser-config';
import { inAWeek, metric, sampleEnquiry, useCleanup } from '../test/enquiry';

/**
 * POST /enquiry over real HTTP: a request reaches a webhook (a test HTTP server) and an SMTP
 * server (smtp-server) started here, with retries after a failure; the spam checks (honeypot,
 * Origin, the visitor limit); and bad input of every kind is a 4xx, never a 500.
 */

// Servers first (their stores close), then receivers and directories.
const cleanup = useCleanup();
const webhook = async (answers: number[] = []): Promise<TestWebhook> => cleanup.keep(await startWebhook(answers));
const smtp = async (refusals: number[] = []): Promise<TestSmtp> => cleanup.keep(await startSmtp(refusals));

/** A server with a data directory of its own (removed after the test). */
async function server(env: Record<string, string>): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vtdb-enquiry-'));
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const started = await startServer({
    env: { VTDB_ENQUIRY_RETRY_MS: '50', VTDB_DATA_DIR: dataDir, ...env },
  });
  cleanup.push(started.close);
  return started;
}

interface Answer {
  status: number;
  headers: Headers;
  body:
    | {
        status?: string;
        code?: number;
        message?: string;
        fields?: Record<string, string>;
      }
    | undefined;
}

async function post(target: TestServer, body: unknown, options: { origin?: string | null; contentType?: string; raw?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
  };
  const origin = options.origin === undefined ? target.baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  const response = await fetch(`${target.baseUrl}${ENQUIRY_PATH}`, {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Anna's request, with every optional field filled in. */
const request = (overrides: Partial<EnquiryInput> = {}) =>
  sampleEnquiry({ registration: 'B-AS 1234', message: 'Mornings suit me best.\nThanks!', ...overrides });

describe('POST /enquiry to a webhook', () => {
  it('delivers the vehicle, stage, price shown, language and contact fields as JSON', async () => {
    const hook = await webhook();
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    const answer = await post(app, request());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'sent' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [received] = await hook.received(1);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'enquiry',
      received: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      vehicle: request().vehicle,
      stage: { id: 77, number: 1 },
      price: { text: '€449', amount: 449, currency: 'EUR' },
      language: 'de',
      contact: {
        name: 'Anna Schmidt',
        phone: '+49 30 1234567',
        email: 'anna@example.com',
        registration: 'B-AS 1234',
        preferredDate: inAWeek,
        message: 'Mornings suit me best.\nThanks!',
      },
    });
    expect(received!.headers['idempotency-key']).toBe((received!.body as { id: string }).id);
    expect(await metric(app, 'vtdb_enquiries_total{outcome="sent"}')).toBe(1);
    expect(await metric(app, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="sent"}')).toBe(1);
  });

  it('sends absent optional fields as null, and trims what was typed', async () => {
    const hook = await webhook();
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    const answer = await post(
      app,
      request({
        name: '  Bo  ',
        phone: '',
        registration: '',
        preferredDate: '',
        message: '   ',
        price: undefined,
        stage: { id: null, number: 2 },
      }),
    );
    expect(answer.status).toBe(200);
    const [received] = await hook.received(1);
    expect(received!.body).toMatchObject({
      stage: { id: null, number: 2 },
      price: null,
      contact: {
        name: 'Bo',
        phone: null,
        email: 'anna@example.com',
        registration: null,
        preferredDate: null,
        message: null,
      },
    });
  });

  it('answers 202 "retrying" when the webhook fails, and delivers the same request again after back-off', async () => {
    const hook = await webhook([500, 503]);
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    const answer = await post(app, request());
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ status: 'retrying' });
    const posts = await hook.received(3);
    const ids = posts.map((received) => (received.body as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    // The third attempt succeeded: nothing more is tried.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(hook.posts).toHaveLength(3);
    expect(await metric(app, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="retry"}')).toBe(2);
    expect(await metric(app, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="sent"}')).toBe(1);
    expect(await metric(app, 'vtdb_enquiry_retry_queue')).toBe(0);
  });

  it('gives up after VTDB_ENQUIRY_ATTEMPTS attempts', async () => {
    const hook = await webhook([500, 500, 500, 500]);
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: hook.url,
      VTDB_ENQUIRY_ATTEMPTS: '3',
    });
    expect((await post(app, request())).status).toBe(202);
    await hook.received(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.posts).toHaveLength(3);
    expect(await metric(app, 'vtdb_enquiry_deliveries_total{destination="webhook",outcome="failed"}')).toBe(1);
  });

  it('answers 502 "failed" when the webhook refuses the request (4xx is not retried)', async () => {
    const hook = await webhook([400]);
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    const answer = await post(app, request());
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      code: 502,
      message: 'The request could not be delivered to the workshop',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.posts).toHaveLength(1);
    expect(await metric(app, 'vtdb_enquiries_total{outcome="failed"}')).toBe(1);
  });

  it('answers 502 when the webhook cannot be reached and no retry is left', async () => {
    const hook = await webhook();
    const url = hook.url;
    await hook.close();
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: url,
      VTDB_ENQUIRY_ATTEMPTS: '1',
    });
    expect((await post(app, request())).status).toBe(502);
  });
});

describe('POST /enquiry by e-mail', () => {
  it('sends a plain-text e-mail to VTDB_ENQUIRY_EMAIL through the SMTP server, the visitor to reply to', async () => {
    const mail = await smtp();
    const app = await server({
      VTDB_SMTP_URL: mail.url,
      VTDB_ENQUIRY_EMAIL: 'workshop@example.com',
    });
    const answer = await post(app, request());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'sent' });
    const [message] = await mail.received(1);
    expect(message!.to).toEqual(['workshop@example.com']);
    expect(message!.from).toBe('workshop@example.com');
    const raw = message!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/^Subject: Remap request: Audi A4 B8 2\.0 TDI 150hp, stage 1$/m);
    expect(raw).toMatch(/^Reply-To: Anna Schmidt <anna@example\.com>$/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toContain('Name: Anna Schmidt');
    expect(raw).toContain('Phone: +49 30 1234567');
    expect(raw).toContain(`Preferred date: ${inAWeek}`);
    expect(raw).toContain('Stage: 1 (id 77)');
    expect(raw).toContain('Mornings suit me best.');
  });

  it('retries after a temporary refusal (4xx) and gives up at once on a permanent one (5xx)', async () => {
    const mail = await smtp([451]);
    const app = await server({
      VTDB_SMTP_URL: mail.url,
      VTDB_ENQUIRY_EMAIL: 'workshop@example.com',
    });
    expect((await post(app, request())).status).toBe(202);
    await mail.received(1);

    mail.refusals.push(550);
    const refused = await post(app, request());
    expect(refused.status).toBe(502);
    expect(mail.messages).toHaveLength(1);
  });

  it('with a webhook and e-mail, answers "sent" when both have it, "retrying" while one is retried', async () => {
    const hook = await webhook([500]);
    const mail = await smtp();
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: hook.url,
      VTDB_SMTP_URL: mail.url,
      VTDB_ENQUIRY_EMAIL: 'workshop@example.com',
    });
    expect((await post(app, request())).body).toEqual({ status: 'retrying' });
    await hook.received(2);
    await mail.received(1);
    expect((await post(app, request())).body).toEqual({ status: 'sent' });
    await mail.received(2);
  });
});

describe('POST /enquiry against spam', () => {
  it('accepts a request that fills the honeypot like any other, and drops it', async () => {
    const hook = await webhook();
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    // Even an otherwise invalid one: a robot learns nothing from the answer.
    for (const body of [
      { ...request(), website: 'http://spam.example' },
      { website: 'x', name: '' },
    ]) {
      const answer = await post(app, body);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'sent' });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hook.posts).toHaveLength(0);
    expect(await metric(app, 'vtdb_enquiries_total{outcome="spam"}')).toBe(2);
  });

  it('refuses a request without an Origin or from a site that is not allowed (403), before reading it', async () => {
    const hook = await webhook();
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: hook.url,
      VTDB_ALLOWED_ORIGINS: 'https://workshop.example',
    });
    for (const origin of [null, 'https://evil.example', 'null', 'http://127.0.0.1']) {
      const answer = await post(app, request(), { origin });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.body).toEqual({
        code: 403,
        message: 'Requests from this site are not allowed',
      });
    }
    expect(hook.posts).toHaveLength(0);
  });

  it('takes requests from an allowed origin and PUBLIC_URL, with CORS for them only', async () => {
    const hook = await webhook();
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: hook.url,
      VTDB_ALLOWED_ORIGINS: 'https://workshop.example',
      PUBLIC_URL: 'https://catalogue.example/base',
    });
    for (const origin of ['https://workshop.example', 'https://catalogue.example']) {
      const answer = await post(app, request(), { origin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const same = await post(app, request());
    expect(same.status).toBe(200);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = (origin: string) =>
      fetch(`${app.baseUrl}${ENQUIRY_PATH}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('https://workshop.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://workshop.example');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('limits each visitor to VTDB_ENQUIRY_LIMIT requests an hour (429 with Retry-After), counting invalid ones too', async () => {
    const hook = await webhook();
    const app = await server({
      VTDB_ENQUIRY_WEBHOOK: hook.url,
      VTDB_ENQUIRY_LIMIT: '3',
    });
    expect((await post(app, request())).status).toBe(200);
    expect((await post(app, { junk: true })).status).toBe(400);
    expect((await post(app, request())).status).toBe(200);
    const refused = await post(app, request());
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(/limit is 3 an hour/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(hook.posts).toHaveLength(2);
    expect(await metric(app, 'vtdb_enquiries_total{outcome="refused"}')).toBe(1);
  });
});

describe('POST /enquiry with bad input', () => {
  async function app() {
    const hook = await webhook();
    return {
      hook,
      app: await server({
        VTDB_ENQUIRY_WEBHOOK: hook.url,
        VTDB_ENQUIRY_LIMIT: '10000',
      }),
    };
  }

  it('names each field that does not hold, with a code the browser words', async () => {
    const { app: target, hook } = await app();
    const answer = await post(
      target,
      request({
        name: '',
        phone: '12',
        email: 'not-an-address',
        registration: 'WVWZZZ1KZOW000001',
        preferredDate: '2020-01-01',
        message: 'x'.repeat(2001),
        consent: false as true,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'Invalid request: check the fields',
      fields: {
        name: 'required',
        phone: 'phoneInvalid',
        email: 'emailInvalid',
        registration: 'vinInvalid',
        preferredDate: 'datePast',
        message: 'tooLong',
        consent: 'consentRequired',
      },
    });
    const missing = await post(target, request({ phone: undefined, email: '  ' }));
    expect(missing.body?.fields).toEqual({ phone: 'contactMissing' });
    const far = await post(
      target,
      request({
        preferredDate: addDays(new Date().toISOString().slice(0, 10), 400),
      }),
    );
    expect(far.body?.fields).toEqual({ preferredDate: 'dateTooFar' });
    // A visitor far west of UTC is still on yesterday (UTC): that day is theirs to choose, the one before is past.
    const today = new Date().toISOString().slice(0, 10);
    expect((await post(target, request({ preferredDate: addDays(today, -1) }))).status).toBe(200);
    expect((await post(target, request({ preferredDate: addDays(today, -2) }))).body?.fields).toEqual({ preferredDate: 'datePast' });
    const impossible = await post(target, request({ preferredDate: '2027-02-30' }));
    expect(impossible.body?.fields).toEqual({ preferredDate: 'dateInvalid' });
    const control = await post(target, request({ name: 'Anna\u0007' }));
    expect(control.body?.fields).toEqual({ name: 'invalidText' });
    // Only the request for yesterday (UTC) reached the webhook.
    expect(hook.posts).toHaveLength(1);
  });

  it('answers 400 to a page that sends a broken vehicle, stage, price or language', async () => {
    const { app: target } = await app();
    for (const body of [
      request({
        vehicle: { ...request().vehicle, engine: { id: 0, name: 'x' } },
      }),
      request({ stage: { id: 1, number: -1 } }),
      request({ price: { text: '', amount: -5 } }),
      request({ language: 'xx' as 'de' }),
    ]) {
      const answer = await post(target, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        message: 'Invalid request: the vehicle, stage, price or language does not hold',
      });
    }
  });

  it('answers 4xx in the error shape to what is not a JSON object of the right size', async () => {
    const { app: target } = await app();
    const cases: [string, { raw: string; contentType?: string }, number][] = [
      ['broken JSON', { raw: '{"name":' }, 400],
      ['empty body', { raw: '' }, 400],
      ['null', { raw: 'null' }, 400],
      ['an array', { raw: '[1,2]' }, 400],
      ['a string', { raw: '"hello"' }, 400],
      ['a form post', { raw: 'name=x', contentType: 'application/x-www-form-urlencoded' }, 415],
      ['text', { raw: 'hello', contentType: 'text/plain' }, 415],
      ['too large', { raw: JSON.stringify({ ...request(), message: 'x'.repeat(70_000) }) }, 413],
      [
        'a prototype key',
        {
          raw: '{"__proto__":{"consent":true},"constructor":{"prototype":{}}}',
        },
        400,
      ],
    ];
    for (const [name, body, status] of cases) {
      const answer = await post(target, undefined, body);
      expect(answer.status, name).toBe(status);
      expect(answer.body, name).toMatchObject({
        code: status,
        message: expect.any(String),
      });
    }
  });

  it('never answers 5xx to any JSON value (property test)', async () => {
    const { app: target, hook } = await app();
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constant(''), fc.integer(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(Object.fromEntries([...ENQUIRY_FIELDS, 'vehicle', 'stage', 'price', 'language'].map((name) => [name, field])), { requiredKeys: [] }),
      fc
        .record({
          name: fc.string({ maxLength: 120, unit: 'grapheme' }),
          phone: fc.string({ maxLength: 40 }),
          email: fc.string({ maxLength: 40 }),
          registration: fc.string({ maxLength: 25 }),
          preferredDate: fc.string({ maxLength: 12 }),
          message: fc.string({ maxLength: 50 }),
        })
        .map((fields) => ({ ...request(), ...fields })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const answer = await post(target, value);
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400 && answer.body?.fields) {
          for (const [name, code] of Object.entries(answer.body.fields)) {
            expect(ENQUIRY_FIELDS).toContain(name);
            expect(ENQUIRY_ERRORS).toContain(code);
          }
        }
      }),
      { numRuns: 150 },
    );
    // Only valid requests reached the webhook.
    expect(hook.posts.length).toBeLessThan(150);
  });
});

describe('POST /enquiry without a destination', () => {
  it('answers 503, and /config.json tells the browser there is none', async () => {
    const app = await server({});
    expect((await post(app, request())).status).toBe(503);
    expect((await app.get('/config.json')).body).toMatchObject({
      enquiry: false,
    });
  });

  it('/config.json says so when a webhook or e-mail is configured', () => {
    expect(browserConfig(readConfig({ VTDB_ENQUIRY_WEBHOOK: 'https://hooks.example/x' })).enquiry).toBe(true);
    expect(
      browserConfig(
        readConfig({
          VTDB_SMTP_URL: 'smtps://u:p@mail.example',
          VTDB_ENQUIRY_EMAIL: 'a@example.com',
        }),
      ).enquiry,
    ).toBe(true);
  });

  it('refuses a configuration that cannot work, naming the variable', () => {
    expect(() => readConfig({ VTDB_SMTP_URL: 'smtp://mail.example' })).toThrow(/VTDB_SMTP_URL and VTDB_ENQUIRY_EMAIL/);
    expect(() =>
      readConfig({
        VTDB_SMTP_URL: 'http://mail.example',
        VTDB_ENQUIRY_EMAIL: 'a@example.com',
      }),
    ).toThrow(/VTDB_SMTP_URL: must be an smtp/);
    expect(() =>
      readConfig({
        VTDB_ENQUIRY_EMAIL: 'nope',
        VTDB_SMTP_URL: 'smtp://mail.example',
      }),
    ).toThrow(/VTDB_ENQUIRY_EMAIL/);
    expect(() => readConfig({ VTDB_ENQUIRY_WEBHOOK: 'http://hooks.example/x' })).toThrow(/VTDB_ENQUIRY_WEBHOOK: a plain http/);
    expect(() => readConfig({ VTDB_ENQUIRY_WEBHOOK: 'ftp://hooks.example/x' })).toThrow(/VTDB_ENQUIRY_WEBHOOK/);
  });
});

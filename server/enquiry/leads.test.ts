import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_PATH } from '../../contract/enquiry';
import { readConfig } from '../config';
import { startServer, type TestServer } from '../test/harness';
import { startSmtp, startWebhook, type TestWebhook, type WebhookPost } from '../test/receivers';
import type { LeadRecord } from './store';
import { inAWeek, sampleEnquiry as request, useCleanup, waitFor } from '../test/enquiry';

/**
 * The stored requests over real HTTP (disk store): fairness when the webhook is down (issue 22:
 * one visitor cannot fill the queue, and nobody is told "sent" for a copy that was dropped),
 * the workshop's token endpoint with its CSV (hostile text stays text), a request that runs out
 * of attempts listed as failed, and the e-mail's stable Message-ID.
 */

const TOKEN = 'workshop-enquiries-token-0123456789';
const cleanup = useCleanup();

async function server(env: Record<string, string>): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vtdb-leads-'));
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const started = await startServer({ env: { VTDB_ENQUIRY_RETRY_MS: '200', VTDB_DATA_DIR: dataDir, ...env } });
  cleanup.push(started.close);
  return started;
}

const webhook = async (answers: number[] = []): Promise<TestWebhook> => cleanup.keep(await startWebhook(answers));

async function post(target: TestServer, body: unknown, forwardedFor?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: target.baseUrl };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await fetch(`${target.baseUrl}${ENQUIRY_PATH}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as { status?: string; message?: string } };
}

async function stored(target: TestServer, query = ''): Promise<LeadRecord[]> {
  const response = await target.get<{ enquiries: LeadRecord[] }>(`/enquiries${query}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.body.enquiries;
}

/** The ids the webhook accepted (answered 2xx), with how many times each. */
function accepted(posts: WebhookPost[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const received of posts) {
    if (received.status >= 300) continue;
    const id = (received.body as { id: string }).id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe('fairness with the webhook down (issue 22)', () => {
  it('220 requests from 22 addresses: each address gets its bound, a later visitor is still stored, nobody is told "sent", and all arrive once', async () => {
    // Down: every post answered 503 until the answers are cleared.
    const hook = await webhook(Array.from({ length: 100_000 }, () => 503));
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRIES_TOKEN: TOKEN, TRUST_PROXY: '1', VTDB_ENQUIRY_ATTEMPTS: '20' });
    const addresses = Array.from({ length: 22 }, (_, i) => `203.0.113.${i + 1}`);
    const answers = await Promise.all(
      addresses.map(async (address) => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) {
          const answer = await post(app, request({ name: `Visitor ${address} #${i}` }), address);
          statuses.push(answer.status);
          if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
          if (answer.status === 202) expect(answer.body).toEqual({ status: 'retrying' });
        }
        return statuses;
      }),
    );
    for (const statuses of answers) {
      // The default bound: 5 requests waiting per visitor; the rest are refused, not dropped after a "sent".
      expect(statuses.filter((status) => status === 202)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    }
    const later = await post(app, request({ name: 'Later Visitor' }), '198.51.100.200');
    expect(later.status).toBe(202);
    expect(later.body).toEqual({ status: 'retrying' });

    // What the visitors were told is what is stored: 110 + 1 pending, the later visitor's among them.
    const leads = await stored(app);
    expect(leads).toHaveLength(111);
    expect(leads.every((lead) => lead.status === 'pending')).toBe(true);
    expect(leads.map((lead) => lead.message.contact.name)).toContain('Later Visitor');
    expect(accepted(hook.posts).size).toBe(0);

    // The webhook comes back: every stored request arrives, each exactly once.
    hook.answers.length = 0;
    await waitFor(() => accepted(hook.posts).size === 111, 90_000, '111 deliveries');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const counts = accepted(hook.posts);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(counts.keys())).toEqual(new Set(leads.map((lead) => lead.id)));
    expect((await stored(app, '?status=delivered')).length).toBe(111);
  }, 180_000);
});

describe('GET /enquiries and /enquiries.csv (the workshop token)', () => {
  it('do not exist without VTDB_ENQUIRIES_TOKEN', async () => {
    const hook = await webhook();
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url });
    expect((await app.get('/enquiries', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await app.get('/enquiries.csv')).status).toBe(404);
  });

  it('list to the token only, and export CSV in which hostile text stays text', async () => {
    const hook = await webhook();
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRIES_TOKEN: TOKEN });
    const hostile = request({
      name: '=cmd()|x',
      message: 'He said "call me", then:\n=HYPERLINK("https://evil.example","x")',
    });
    expect((await post(app, hostile)).status).toBe(200);

    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      for (const path of ['/enquiries', '/enquiries.csv']) {
        const refused = await app.get(path, { headers: authorization ? { authorization } : {} });
        expect(refused.status, `${path} ${authorization}`).toBe(401);
        expect(refused.headers.get('www-authenticate')).toBe('Bearer');
        expect(refused.text).not.toContain('cmd()');
      }
    }

    const [lead] = await stored(app);
    expect(lead).toMatchObject({
      status: 'delivered',
      deliveries: [{ destination: 'webhook', status: 'sent', attempts: 1, error: null }],
      message: { contact: { name: '=cmd()|x' } },
    });
    expect(await stored(app, '?status=failed')).toEqual([]);
    expect((await app.get('/enquiries?status=bogus', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(400);

    const csv = await app.get('/enquiries.csv', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const [header, ...rows] = csv.text.split('\r\n');
    expect(header).toBe(
      'id,received,status,deliveries,name,phone,email,registration,preferred_date,message,language,vehicle_type,manufacturer,model,generation,engine,engine_id,stage,stage_id,price',
    );
    const row = rows.join('\r\n');
    // Every cell a spreadsheet would run starts with ', quotes are doubled, the line break stays inside its quoted cell.
    expect(row).toContain(`,'=cmd()|x,'+49 30 1234567,anna@example.com,,${inAWeek},`);
    expect(row).toContain(`,"He said ""call me"", then:\n=HYPERLINK(""https://evil.example"",""x"")",de,Cars,Audi,A4,B8,2.0 TDI 150hp,12011,1,77,€449\r\n`);
    expect(row.startsWith(`${lead!.id},${lead!.received},delivered,webhook: sent (1 attempt),`)).toBe(true);
  });

  it('lists a request that ran out of attempts as failed, with the reason', async () => {
    const hook = await webhook([503, 503, 503]);
    const app = await server({ VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_ENQUIRIES_TOKEN: TOKEN, VTDB_ENQUIRY_ATTEMPTS: '3', VTDB_ENQUIRY_RETRY_MS: '50' });
    expect((await post(app, request())).status).toBe(202);
    await waitFor(async () => (await stored(app, '?status=failed')).length === 1, 10_000, 'the request given up');
    const [lead] = await stored(app);
    expect(lead!.deliveries).toEqual([
      { destination: 'webhook', status: 'failed', attempts: 3, error: 'The webhook answered 503', updated: expect.any(String) },
    ]);
    expect(hook.posts).toHaveLength(3);
    const csv = await app.get('/enquiries.csv', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(csv.text).toContain(',failed,webhook: failed after 3 attempts (The webhook answered 503),');
  });
});

describe('the data directory', () => {
  it('is ./data under the working directory by default, and one that cannot be written stops the start naming VTDB_DATA_DIR', async () => {
    expect(readConfig({}).dataDir).toBe(join(process.cwd(), 'data'));
    expect(readConfig({ VTDB_DATA_DIR: 'var/leads' }).dataDir).toBe(join(process.cwd(), 'var', 'leads'));
    const parent = mkdtempSync(join(tmpdir(), 'vtdb-leads-'));
    cleanup.push(async () => rmSync(parent, { recursive: true, force: true }));
    writeFileSync(join(parent, 'a-file'), '');
    const hook = await webhook();
    await expect(startServer({ env: { VTDB_ENQUIRY_WEBHOOK: hook.url, VTDB_DATA_DIR: join(parent, 'a-file', 'data') } })).rejects.toThrow(
      /^VTDB_DATA_DIR \(.*a-file\/data\): the request store cannot be opened/,
    );
  });
});

describe('the e-mail', () => {
  it('carries a Message-ID made of the request id (every attempt sends the same one), after a retried attempt', async () => {
    const mail = await startSmtp([451]);
    cleanup.push(mail.close);
    const app = await server({ VTDB_SMTP_URL: mail.url, VTDB_ENQUIRY_EMAIL: 'workshop@example.com', VTDB_ENQUIRY_RETRY_MS: '50' });
    expect((await post(app, request())).status).toBe(202);
    const [message] = await mail.received(1);
    const id = /^X-Enquiry-Id: ([0-9a-f-]{36})\r?$/im.exec(message!.raw)?.[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(message!.raw).toMatch(new RegExp(`^Message-ID: <${id}@example\\.com>\r?$`, 'm'));
  });
});

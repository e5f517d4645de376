import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAll, requireBuild, startCompiled, until, type Running } from './running';

/**
 * The workshop profile changes without a restart (server/workshop-reload.ts): the compiled
 * server reads it again when its file changes (also when an editor saves by renaming a new file
 * over it) and on SIGHUP, refuses a broken file with a log line naming the bad field, and keeps
 * serving the last good profile. Pages and /config.json show the new prices at once.
 */

beforeAll(() => requireBuild());
afterEach(() => killAll());

const folder = mkdtempSync(join(tmpdir(), 'vtdb-reload-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const profile = (price: number | string, currency = 'EUR') =>
  ['name: Garage Reload', 'contact:', '  phone: +49 89 123456', `currency: ${currency}`, 'prices:', '  - type: 1', `    stages: { 1: ${price} }`, ''].join(
    '\n',
  );

/** Saved the way editors do: a new file renamed over the old one. */
function save(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

interface Served {
  workshop: { name: string; currency: string; prices: { stages: Record<string, unknown> }[] } | null;
}

const configPrice = async (server: Running) => {
  const config = (await (await fetch(`${server.base}/config.json`)).json()) as Served;
  return config.workshop?.prices[0]?.stages['1'];
};

/** The runtime configuration written into a server-rendered page. */
const pagePrice = async (server: Running) => {
  const html = await (await fetch(`${server.base}/`, { headers: { accept: 'text/html' } })).text();
  const block = /<script id="[^"]+" type="application\/json">(.*?)<\/script>/.exec(html);
  return (JSON.parse(block![1]!) as Served).workshop?.prices[0]?.stages['1'];
};

describe('the workshop profile, reloaded', () => {
  it('when its file is saved (write and rename), with a broken save refused and the last good profile kept', async () => {
    const dir = join(folder, 'watched');
    mkdirSync(dir);
    const file = join(dir, 'workshop.yaml');
    writeFileSync(file, profile(399));
    const server = await startCompiled({ env: { VTDB_WORKSHOP_FILE: file } });
    expect(await configPrice(server)).toBe(399);
    expect(await pagePrice(server)).toBe(399);

    save(file, profile(450));
    await until('the new price in /config.json', async () => (await configPrice(server)) === 450);
    expect(await pagePrice(server)).toBe(450);
    await until('the reload in the log', () =>
      server.logs.some((line) => line.level === 30 && line.msg.startsWith('Workshop profile reloaded (file changed): Garage Reload')),
    );

    // A broken profile: refused, named, and the last good one stays.
    save(file, profile(450, 'EURO'));
    const refusal = await until('the refusal in the log', () =>
      server.logs.find((line) => line.level === 50 && line.msg.startsWith('Workshop profile not reloaded')),
    );
    expect(refusal.msg).toContain('currency: must be an ISO 4217 currency code');
    expect(refusal.msg).toContain('the last good one stays in service');
    expect(await configPrice(server)).toBe(450);
    expect(await pagePrice(server)).toBe(450);
    save(file, 'name: [unclosed');
    await until('the second refusal', () => server.logs.filter((line) => line.msg.startsWith('Workshop profile not reloaded')).length >= 2);
    expect(server.logs.at(-1)?.msg).toMatch(/is not valid YAML/);
    expect(await configPrice(server)).toBe(450);

    // Fixed again: served.
    save(file, profile('on request'));
    await until('the fixed profile', async () => (await configPrice(server)) === 'on request');
    // Still serving all along.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });

  it('on SIGHUP, when the change is one the folder watch cannot see (a file behind a symbolic link)', async () => {
    const real = join(folder, 'elsewhere');
    const linked = join(folder, 'linked');
    mkdirSync(real);
    mkdirSync(linked);
    const target = join(real, 'workshop.yaml');
    writeFileSync(target, profile(100));
    const file = join(linked, 'workshop.yaml');
    symlinkSync(target, file);
    const server = await startCompiled({ env: { VTDB_WORKSHOP_FILE: file } });
    expect(await configPrice(server)).toBe(100);

    writeFileSync(target, profile(120));
    // The watched folder saw nothing: no reload without the signal.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await configPrice(server)).toBe(100);
    server.child.kill('SIGHUP');
    await until('the price after SIGHUP', async () => (await configPrice(server)) === 120);
    // The log line travels through a pipe of its own: wait for it rather than race the HTTP answer.
    await until('the SIGHUP reload in the log', () => server.logs.some((line) => line.msg.startsWith('Workshop profile reloaded (SIGHUP)')));

    // A broken file on SIGHUP: refused, the server keeps running with the last good profile.
    writeFileSync(target, profile(-5));
    server.child.kill('SIGHUP');
    const refusal = await until('the refusal', () => server.logs.find((line) => line.level === 50 && line.msg.includes('(SIGHUP)')));
    expect(refusal.msg).toContain('prices.0.stages.1: must not be negative');
    expect(await configPrice(server)).toBe(120);
    expect(server.child.exitCode).toBeNull();
  });
});

describe('proxy mode without a profile', () => {
  it('serves no example workshop, no prices and no contact, and warns once how to set a profile', async () => {
    // The catalogue service need not answer for this: the page and /config.json are the server's own.
    const server = await startCompiled({ env: { VTDB_UPSTREAM: 'http://127.0.0.1:9', VTDB_API_KEY: 'workshop-key-0123456789' } });
    const config = (await (await fetch(`${server.base}/config.json`)).json()) as Served & { enquiry: boolean };
    expect(config.workshop).toBeNull();
    expect(config.enquiry).toBe(false);
    const html = await (await fetch(`${server.base}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('"workshop":null');
    for (const example of ['Example Performance Workshop', 'workshop.example', '1234 5678']) expect(html).not.toContain(example);
    const warnings = server.logs.filter((line) => line.level === 40 && line.msg.includes('VTDB_WORKSHOP_FILE'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^No workshop profile: pages show no prices, no contact and no request button\. Set VTDB_WORKSHOP_FILE/);
  });
});

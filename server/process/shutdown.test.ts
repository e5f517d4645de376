import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, groupMembers, killAll, MAIN, requireBuild, startCompiled, until } from './running';

/**
 * What systemd, a container runtime or pm2 do to the server: SIGTERM, and a deadline. The server
 * is the compiled one (dist/server/main.js), started as `npm run serve` or by node itself.
 */

beforeAll(() => requireBuild());
afterEach(() => killAll());

const TYPES = [{ id: 1, name: 'Cars', slug: 'cars' }];

/** A catalogue service that answers /v2/types after `delayMs` (the in-flight request), anything else at once. */
let upstream: Server;
let upstreamBase = '';
let delayMs = 0;
const arrived: string[] = [];
beforeAll(async () => {
  upstream = createServer((request, response) => {
    arrived.push(request.url ?? '');
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(TYPES));
    };
    if (request.url?.startsWith('/v2/types')) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const proxyEnv = (extra: Record<string, string> = {}) => ({
  VTDB_UPSTREAM: upstreamBase,
  VTDB_API_KEY: 'workshop-key-0123456789',
  VTDB_UPSTREAM_BUDGET: '1000',
  VTDB_WORKSHOP_FILE: 'none',
  VTDB_UPSTREAM_TIMEOUT_MS: '20000',
  ...extra,
});

describe('SIGTERM', () => {
  it('to `npm run serve` (npm, its shell, node) ends the server: the port stops answering and nothing is left running', async () => {
    const server = await startCompiled({ command: ['npm', 'run', 'serve', '--silent'] });
    const npm = server.child.pid!;
    // npm's shell has handed over to node (exec): one process more than npm, and it is node.
    const members = groupMembers(npm);
    expect(members.length).toBeGreaterThanOrEqual(2);
    process.kill(npm, 'SIGTERM');
    await server.exited;
    await until('the port to stop answering', async () => !(await answers(server.base)), 15_000);
    // No orphan: every process of the group has ended (an orphaned server would still be in it).
    await until('every process of the group to end', () => groupMembers(npm).length === 0, 15_000);
    expect(server.logs.map((line) => line.msg)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Shutting down \(SIGTERM\)/), expect.stringMatching(/^Shut down in \d+ ms$/)]),
    );
  });

  it('lets an in-flight request finish, with /readyz at 503 meanwhile, then exits 0', async () => {
    delayMs = 2500;
    const server = await startCompiled({ env: proxyEnv({ VTDB_SHUTDOWN_DRAIN_MS: '1500', VTDB_SHUTDOWN_TIMEOUT_MS: '10000' }) });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const count = arrived.length;
    const inFlight = fetch(`${server.base}/api/v2/types`);
    await until('the request to reach the catalogue service', () => arrived.length > count && arrived.at(-1)!.startsWith('/v2/types'));
    server.child.kill('SIGTERM');
    // Balancers take it out of rotation while it finishes.
    const readiness = await until('/readyz to answer 503', async () => {
      const response = await fetch(`${server.base}/readyz`);
      return response.status === 503 ? ((await response.json()) as { ready: boolean; checks: Record<string, string> }) : undefined;
    });
    expect(readiness).toMatchObject({ ready: false, checks: { accepting: 'down' } });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(TYPES);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await answers(server.base)).toBe(false);
    const shutdown = server.logs.find((line) => line.msg.startsWith('Shutting down (SIGTERM)'));
    expect(shutdown?.msg).toContain('in-flight requests and deliveries have 10000 ms to finish');
  });

  it('exits 1 with a log line when the in-flight work outlasts VTDB_SHUTDOWN_TIMEOUT_MS', async () => {
    delayMs = 8000;
    const server = await startCompiled({ env: proxyEnv({ VTDB_SHUTDOWN_TIMEOUT_MS: '1000' }) });
    const count = arrived.length;
    const inFlight = fetch(`${server.base}/api/v2/types`).catch((error: unknown) => error);
    await until('the request to reach the catalogue service', () => arrived.length > count);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - sent).toBeLessThan(5000);
    expect(server.logs.some((line) => line.level === 50 && line.msg.includes('did not finish within 1000 ms'))).toBe(true);
    await inFlight;
  });
});

describe('an uncaught error', () => {
  // Planted from outside the server's code: a module loaded before it (node --import) that fails on a harmless signal.
  const planted = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

  it.each([
    ['an unhandled rejection', `process.on('SIGWINCH', () => { Promise.reject(new Error('planted rejection')); });`, 'planted rejection'],
    ['an uncaught exception', `process.on('SIGWINCH', () => { setImmediate(() => { throw new Error('planted exception'); }); });`, 'planted exception'],
  ])('%s is logged and ends the process with status 1, after a clean close', async (_name, code, message) => {
    const server = await startCompiled({ command: [process.execPath, '--import', planted(code), MAIN] });
    server.child.kill('SIGWINCH');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const fatal = server.logs.find((line) => line.level === 60);
    expect(fatal?.msg).toBe('Uncaught error: shutting down');
    expect(JSON.stringify(fatal)).toContain(message);
    expect(server.logs.some((line) => /^Shut down in \d+ ms$/.test(line.msg))).toBe(true);
    expect(await answers(server.base)).toBe(false);
  });
});

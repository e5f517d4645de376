import { EventEmitter } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/harness';
import { limitConnections, trustedPeer } from './connections';

/**
 * Connection caps with real sockets on loopback (issue 22): one address holding idle sockets up to
 * the global cap (VTDB_MAX_CONNECTIONS=300, as in the finding) no longer makes /healthz fail for
 * everyone else; near the cap, idle connections are closed; a trusted balancer is not capped.
 * Other visitors' addresses are other loopback addresses (127.0.0.2 …, all on `lo` on Linux).
 * Every socket is closed by the end of each test; each test is bounded in count and time.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portOf(server: TestServer): number {
  return Number(new URL(server.baseUrl).port);
}

interface Held {
  sockets: Socket[];
  /** Sockets the server has closed (or refused) so far. */
  closed: () => number;
  release: () => void;
}

/** `count` connections from `from` that send nothing, as an attacker holds them. */
async function hold(server: TestServer, from: string, count: number): Promise<Held> {
  let closed = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect({ host: '127.0.0.1', port: portOf(server), localAddress: from });
          socket.on('error', () => undefined);
          socket.once('close', () => {
            closed += 1;
            resolve(socket);
          });
          socket.once('connect', () => resolve(socket));
        }),
    ),
  );
  // Let the server see each one (and refuse those over a cap).
  await sleep(200);
  return {
    sockets,
    closed: () => closed,
    release: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** GET /healthz on a new connection from `from`: the status, or the network error's code. */
function probe(server: TestServer, from: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: portOf(server), path: '/healthz', localAddress: from, agent: false, headers: { connection: 'close' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(5_000, () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.end();
  });
}

describe('the per-address cap', () => {
  it('one address holding 300 idle sockets (the global cap) leaves /healthz answering for everyone else', async () => {
    // The default per-address cap (128), the global cap of the finding.
    const server = await startServer({ env: { VTDB_MAX_CONNECTIONS: '300' } });
    const attacker = await hold(server, '127.0.0.1', 300);
    try {
      expect(server.config.connections.perAddress).toBe(128);
      // The server kept 128 of them and closed the rest as they opened.
      await expect.poll(() => attacker.closed(), { timeout: 5_000 }).toBe(300 - 128);
      const probes = [];
      for (let index = 0; index < 10; index += 1) probes.push(await probe(server, `127.0.0.${2 + index}`));
      expect(probes).toEqual(Array(10).fill(200));
      // The attacker's own further connections are the ones refused.
      expect(await probe(server, '127.0.0.1')).toBe('ECONNRESET');
    } finally {
      attacker.release();
      await server.close();
    }
  }, 30_000);

  it('a slot freed is the address’s again', async () => {
    const server = await startServer({ env: { VTDB_MAX_CONNECTIONS_PER_ADDRESS: '5' } });
    const first = await hold(server, '127.0.0.3', 5);
    try {
      expect(first.closed()).toBe(0);
      expect(await probe(server, '127.0.0.3')).toBe('ECONNRESET');
      first.sockets[0]!.destroy();
      await sleep(100);
      expect(await probe(server, '127.0.0.3')).toBe(200);
    } finally {
      first.release();
      await server.close();
    }
  }, 30_000);
});

describe('what counts as one address', () => {
  /** Connections from these peers on a stand-in server (the counting alone: IPv6 needs more than loopback). */
  function open(peers: string[], perAddress: number) {
    const server = new EventEmitter();
    const limits = limitConnections(server as unknown as Server, { max: 1_000, perAddress, trustProxy: false });
    const refused: string[] = [];
    for (const peer of peers) {
      const socket = Object.assign(new EventEmitter(), { remoteAddress: peer, destroy: () => refused.push(peer) });
      server.emit('connection', socket);
    }
    return { refused, limits };
  }

  it('an IPv6 /64 is one address; another /64 is another; an IPv4-mapped address is that IPv4 address', () => {
    const { refused, limits } = open(
      ['2001:db8:1:2::1', '2001:db8:1:2::ffff', '2001:db8:1:2:aaaa::3', '2001:db8:1:3::1', '::ffff:192.0.2.7', '192.0.2.7', '192.0.2.7'],
      2,
    );
    expect(refused).toEqual(['2001:db8:1:2:aaaa::3', '192.0.2.7']);
    expect(limits.heldBy('2001:db8:1:2::42')).toBe(2);
    expect(limits.heldBy('2001:db8:1:3::1')).toBe(1);
    expect(limits.heldBy('192.0.2.7')).toBe(2);
    expect(limits.open()).toBe(5);
  });
});

describe('near the global cap', () => {
  it('connections idle for a second are closed, so a new visitor gets in although the cap was full', async () => {
    const server = await startServer({ env: { VTDB_MAX_CONNECTIONS: '60', VTDB_MAX_CONNECTIONS_PER_ADDRESS: '20' } });
    // Three addresses, 20 silent sockets each: the global cap is full.
    const started = Date.now();
    const held = [await hold(server, '127.0.0.2', 20), await hold(server, '127.0.0.3', 20), await hold(server, '127.0.0.4', 20)];
    try {
      expect(held.map((group) => group.closed())).toEqual([0, 0, 0]);
      let status = await probe(server, '127.0.0.5');
      // Full: a new connection is dropped at once, until the idle ones are closed (after a second's grace).
      while (status !== 200 && Date.now() - started < 5_000) {
        await sleep(100);
        status = await probe(server, '127.0.0.5');
      }
      expect(status).toBe(200);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(1_000);
      expect(waited).toBeLessThan(3_000);
      // The server closed silent sockets until fewer than three quarters of the cap (45) were open.
      await sleep(100);
      const closed = held.reduce((sum, group) => sum + group.closed(), 0);
      expect(60 - closed).toBeLessThan(45);
    } finally {
      for (const group of held) group.release();
      await server.close();
    }
  }, 30_000);

  it('a connection with a request in flight is not closed, and one that sends its request at once is served', async () => {
    const server = await startServer({
      env: { VTDB_MAX_CONNECTIONS: '40', VTDB_MAX_CONNECTIONS_PER_ADDRESS: '40' },
      beforeListen: (app) => {
        app.get('/slow', async () => {
          await sleep(3_000);
          return 'done';
        });
      },
    });
    // A request that takes 3 s, sent first: it is in flight through the whole sweep.
    const slow = new Promise<number | string>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port: portOf(server), path: '/slow', localAddress: '127.0.0.3', agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end();
    });
    await sleep(100);
    const idle = await hold(server, '127.0.0.2', 35);
    try {
      await sleep(2_000);
      // Idle ones closed until fewer than 30 (three quarters of 40) are open.
      expect(35 - idle.closed() + 1).toBeLessThan(30);
      expect(await probe(server, '127.0.0.4')).toBe(200);
      expect(await slow).toBe(200);
    } finally {
      idle.release();
      await server.close();
    }
  }, 30_000);
});

describe('behind a trusted proxy', () => {
  it('the balancer’s address is not capped; other peers are', async () => {
    const server = await startServer({ env: { TRUST_PROXY: '127.0.0.1', VTDB_MAX_CONNECTIONS_PER_ADDRESS: '10' } });
    const balancer = await hold(server, '127.0.0.1', 50);
    const direct = await hold(server, '127.0.0.2', 50);
    try {
      await expect.poll(() => direct.closed(), { timeout: 5_000 }).toBe(40);
      expect(balancer.closed()).toBe(0);
      expect(await probe(server, '127.0.0.1')).toBe(200);
    } finally {
      balancer.release();
      direct.release();
      await server.close();
    }
  }, 30_000);

  it('which peers are trusted follows TRUST_PROXY', () => {
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
    expect(trustedPeer(1)('203.0.113.9')).toBe(true);
    const listed = trustedPeer(['10.0.0.0/8', 'loopback']);
    expect(listed('10.1.2.3')).toBe(true);
    expect(listed('::ffff:10.1.2.3')).toBe(true);
    expect(listed('::1')).toBe(true);
    expect(listed('203.0.113.9')).toBe(false);
  });
});

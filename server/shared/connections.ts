import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { visitorKey } from './visitor';

/**
 * Open connections, beside the global cap (VTDB_MAX_CONNECTIONS, Node's `maxConnections`):
 *
 * - **Per address.** One visitor address (IPv4, IPv6 /64, as for the visitor limits) holds at
 *   most VTDB_MAX_CONNECTIONS_PER_ADDRESS connections; more are closed as they open, so one
 *   client cannot fill the global cap and lock everyone else out. A peer that TRUST_PROXY trusts
 *   is exempt (any peer with a hop count, the listed addresses with a list): behind a balancer
 *   every visitor arrives on the balancer's connections, and capping its address would cut them
 *   all off. The balancer then limits its own clients (deploy/nginx.conf: `limit_conn`).
 * - **Idle connections near the cap.** From three quarters of the global cap on, every
 *   connection that has carried no request for a second (opened and silent, sending headers too
 *   slowly to finish, or kept alive between requests) is closed, twice a second, until the count
 *   is below three quarters again. Node's `closeIdleConnections()` alone would not do: it closes
 *   kept-alive connections, not ones that never sent a complete request. A connection with a
 *   request in flight is never closed here (the request time-out bounds it).
 */

export interface ConnectionLimitOptions {
  /** The global cap (VTDB_MAX_CONNECTIONS). */
  max: number;
  /** Open connections one address may hold (VTDB_MAX_CONNECTIONS_PER_ADDRESS). */
  perAddress: number;
  trustProxy: ServerConfig['trustProxy'];
  log?: FastifyBaseLogger;
  /** How long a connection must have carried no request before it is closed near the cap. */
  idleGraceMs?: number;
  /** How often idle connections are looked for near the cap. */
  sweepIntervalMs?: number;
}

interface Tracked {
  /** The address it counts against; null for a trusted proxy. */
  key: string | null;
  /** Requests in flight. */
  busy: number;
  /** When it last finished a request (or opened). */
  idleSince: number;
}

/** Whether a connection's peer is a proxy that TRUST_PROXY trusts (hop 0: the socket's peer). */
export function trustedPeer(trust: ServerConfig['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

export function limitConnections(server: Server, options: ConnectionLimitOptions) {
  const graceMs = options.idleGraceMs ?? 1_000;
  const intervalMs = options.sweepIntervalMs ?? 500;
  const nearCap = Math.max(1, Math.floor((options.max * 3) / 4));
  const trusted = trustedPeer(options.trustProxy);
  const open = new Map<Socket, Tracked>();
  const perAddress = new Map<string, number>();
  let sweeper: NodeJS.Timeout | undefined;
  let refused = 0;
  let closedIdle = 0;
  let lastWarning = 0;

  // At most one line a minute, with the counts since the last one (an attack must not flood the log).
  const warn = () => {
    const now = Date.now();
    if (!options.log || now - lastWarning < 60_000 || (refused === 0 && closedIdle === 0)) return;
    lastWarning = now;
    options.log.warn(
      { refusedPerAddress: refused, closedIdle, open: open.size },
      'Connections refused at VTDB_MAX_CONNECTIONS_PER_ADDRESS, or idle ones closed near VTDB_MAX_CONNECTIONS',
    );
    refused = 0;
    closedIdle = 0;
  };

  const sweep = () => {
    if (open.size < nearCap) {
      clearInterval(sweeper);
      sweeper = undefined;
      return;
    }
    const now = Date.now();
    for (const [socket, tracked] of open) {
      if (tracked.busy === 0 && now - tracked.idleSince >= graceMs) {
        closedIdle += 1;
        socket.destroy();
      }
    }
    warn();
  };
  const startSweeping = () => {
    sweeper ??= setInterval(sweep, intervalMs).unref();
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const key = address && trusted(address) ? null : visitorKey(address);
    if (key !== null) {
      const count = perAddress.get(key) ?? 0;
      if (count >= options.perAddress) {
        refused += 1;
        socket.destroy();
        warn();
        return;
      }
      perAddress.set(key, count + 1);
    }
    open.set(socket, { key, busy: 0, idleSince: Date.now() });
    socket.once('close', () => {
      open.delete(socket);
      if (key === null) return;
      const count = (perAddress.get(key) ?? 1) - 1;
      if (count > 0) perAddress.set(key, count);
      else perAddress.delete(key);
    });
    if (open.size >= nearCap) startSweeping();
  });

  server.on('request', (request, response) => {
    const tracked = open.get(request.socket);
    if (!tracked) return;
    tracked.busy += 1;
    response.once('close', () => {
      tracked.busy -= 1;
      tracked.idleSince = Date.now();
    });
  });

  // A connection dropped at the global cap: make room from the idle ones.
  server.on('drop', startSweeping);
  server.once('close', () => clearInterval(sweeper));

  return {
    /** Connections open now (counted here), and how many one address holds. */
    open: () => open.size,
    heldBy: (address: string) => perAddress.get(visitorKey(address)) ?? 0,
  };
}

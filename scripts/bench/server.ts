import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/test/ports';

/**
 * The bench's own build and server. The build goes to a folder of its own (not dist/), so a
 * bench never disturbs an `npm start` or an e2e run serving dist/ at the same time, and always
 * measures the source as it is now (a build takes a few seconds).
 */

export const BENCH_DIST = 'node_modules/.tmp/bench-dist';

export function build(outDir = BENCH_DIST) {
  const result = spawnSync('node_modules/.bin/vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`The build failed (vite build exited with ${result.status ?? result.signal})`);
  }
}

export function ensureChromium() {
  const result = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('No Chromium for the page measurements (see the message above)');
}

export interface RunningServer {
  base: string;
  stop: () => Promise<void>;
  /** CPU seconds (user + system) the server's processes have used so far; null off Linux. */
  cpuSeconds: () => number | null;
}

let clockTicks: number | undefined;

/** CPU time of every process in a process group, from /proc (Linux). */
function groupCpuSeconds(group: number): number | null {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ..., utime (14), stime (15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / clockTicks;
  } catch {
    return null;
  }
}

const running = new Set<ChildProcess>();

/** Kills a server's whole process group (the server and anything it started). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// A bench that fails or is interrupted leaves no server behind.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) killGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

/**
 * Starts the compiled server of the bench's build (`<distDir>/server/main.js`, as production
 * runs it) on the pinned Node, on a free loopback port, and waits until it answers. A SIGTERM
 * from elsewhere still ends it with a clean exit 0 (its shutdown handler): on 2026-11-25 a
 * `pkill -f server/main.ts` run elsewhere on the machine stopped the bench's server that way.
 */
export async function startServer(distDir = BENCH_DIST): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DIST_DIR: distDir,
      // Hundreds of thousands of calls in the throughput runs: the demo key must not run out.
      VTDB_DEMO_CALLS_LIMIT: '1000000000',
      // Every request comes from 127.0.0.1: the per-visitor limits would measure themselves.
      VTDB_VISITOR_LIMIT: '1000000',
      VTDB_VISITOR_SEARCH_LIMIT: '1000000',
      VTDB_VISITOR_PAGE_LIMIT: '1000000',
      // The compiled server finds the example profile beside its own folder (dist/../deploy), which
      // the bench's build folder does not have: name it (an operator's own setting wins).
      VTDB_WORKSHOP_FILE: process.env.VTDB_WORKSHOP_FILE ?? path.resolve('deploy/workshop.example.yaml'),
    },
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) process.stderr.write(`The bench's server on port ${port} stopped unexpectedly (${signal ?? `exit code ${code}`})\n${stderr}\n`);
      resolve();
    }),
  );

  const stop = async () => {
    stopping = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      stopping = true;
      running.delete(child);
      throw new Error(`The server stopped at start-up:\n${stderr}`);
    }
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop, cpuSeconds: () => (child.pid === undefined ? null : groupCpuSeconds(child.pid)) };
}

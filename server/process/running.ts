import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../test/ports';

/**
 * The compiled server (dist/server/main.js, `npm run build`) started as an operator starts it,
 * for the process tests: its JSON log lines, its exit, and its whole process group, so that a
 * test can tell whether anything outlived a stop. Every process a test starts is killed when the
 * test file ends, whatever happened.
 */

export const MAIN = path.resolve('dist/server/main.js');

export function requireBuild(): void {
  if (!existsSync(MAIN)) throw new Error(`No compiled server at ${MAIN}: run "npm run build" first (npm test does).`);
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Running {
  child: ChildProcess;
  base: string;
  port: number;
  /** Every JSON log line so far. */
  logs: LogLine[];
  /** Standard error so far (npm's own output, Node's warnings). */
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<ChildProcess>();

/** Kills whatever a test left running (its whole process group). */
export function killAll(): void {
  for (const child of started) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  started.clear();
}

/** The processes of a process group, from /proc (Linux). */
export function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // state, ppid, pgrp: a zombie (Z) has ended already.
      if (Number(fields[2]) === group && fields[0] !== 'Z') members.push(Number(entry));
    } catch {
      // Gone while reading.
    }
  }
  return members;
}

/** Whether anything answers HTTP on the port. */
export async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the server (`node dist/server/main.js`, or the given command, e.g. `npm run serve`) in a
 * process group of its own, on a free loopback port, and waits until /healthz answers.
 */
export async function startCompiled({
  env = {},
  command = [process.execPath, MAIN],
  cwd = process.cwd(),
  readyTimeoutMs = 60_000,
}: { env?: Record<string, string>; command?: string[]; cwd?: string; readyTimeoutMs?: number } = {}): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // The pinned Node first, as on a machine that has Node 24 (npm scripts find `node` on the PATH).
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  started.add(child);
  const logs: LogLine[] = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await until(
    `the server on port ${port} to answer (stderr: ${stderr})`,
    async () => {
      if (gone) throw new Error(`The server exited at start-up:\n${stderr}\n${JSON.stringify(logs)}`);
      return answers(base);
    },
    readyTimeoutMs,
  );
  return { child, base, port, logs, stderr: () => stderr, exited };
}

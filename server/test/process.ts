import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real server as a child process, for tests that pull the plug (kill -9) or run the
 * operator's command. The command lines are here, in one place: when the server is built to
 * JavaScript, `serverCommand` changes to the built entry.
 */

const ROOT = join(import.meta.dirname, '..', '..');
/** The pinned Node (the devDependency `node`), whatever `node` the shell has. */
const NODE = join(ROOT, 'node_modules', '.bin', 'node');

/** How the server is started (production's command, on the pinned Node). */
export function serverCommand(): { command: string; args: string[] } {
  return { command: NODE, args: ['--import', 'tsx', join(ROOT, 'server', 'main.ts')] };
}

/** How `npm run enquiries -- <args>` runs. */
export function enquiriesCommand(args: string[]): { command: string; args: string[] } {
  return { command: NODE, args: ['--import', 'tsx', join(ROOT, 'server', 'enquiries.ts'), ...args] };
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it wrote to standard error so far. */
  stderr(): string;
  /** Its JSON log lines so far. */
  logs(): { level: number; msg: string; [key: string]: unknown }[];
  /** SIGKILL: no clean-up of any kind. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** The environment without the test runner's own variables (the server reads its configuration from it). */
function baseEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the server on a free port with `env` and resolves once it listens (its start-up log line). */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    env: { ...baseEnvironment(), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', VTDB_VISITOR_LIMIT: '1000000', VTDB_VISITOR_PAGE_LIMIT: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const lines: ReturnType<ServerProcess['logs']> = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    let end: number;
    while ((end = stdout.indexOf('\n')) !== -1) {
      const line = stdout.slice(0, end);
      stdout = stdout.slice(end + 1);
      try {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      } catch {
        // Not a log line.
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const started = Date.now();
  let baseUrl: string | undefined;
  while (!baseUrl) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within ${timeoutMs} ms: ${stderr.slice(-2000)}`);
    }
    const listening = lines.find((line) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(line.msg));
    if (listening) baseUrl = listening.msg.slice('Server listening at '.length);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    child,
    stderr: () => stderr,
    logs: () => lines,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Runs `npm run enquiries -- <args>` to its end: exit code and output. */
export async function runEnquiries(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { command, args: full } = enquiriesCommand(args);
  const child = spawn(command, full, { env: { ...baseEnvironment(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr };
}

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../server/test/ports';

/**
 * The server's start-up: from spawning the process until /healthz answers (the demo catalogue
 * generated, the page renderer loaded, listening), and its resident memory (VmRSS) then and
 * after one server-rendered page. The compiled server (dist/server/main.js on the pinned Node)
 * is measured; the figures for the server it replaced (tsx transpiling server/main.ts
 * at run time, on Node 20) are printed beside them.
 *
 * Alone: `npx tsx scripts/bench/startup.ts [--baseline-node /usr/bin/node --baseline-dir DIR]`
 * measures the build in dist/, and with the options also `node --import tsx server/main.ts` on
 * that Node in DIR (a checkout of a commit from before the compiled server, sharing this dist/),
 * each three times, alternating.
 */

export interface StartupRun {
  readyMs: number;
  rssReadyMB: number;
  rssAfterPageMB: number;
}

export interface StartupFigures {
  command: string;
  node: string;
  runs: StartupRun[];
  readyMs: { min: number; max: number };
  rssReadyMB: { min: number; max: number };
  rssAfterPageMB: { min: number; max: number };
}

/** The server it replaced, as issue 23 measured it: tsx on Node 20. */
export const TSX_NODE20_REFERENCE = { readyMs: { min: 4800, max: 6000 }, rssMB: { min: 273, max: 286 } };

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return Math.round(kB / 1024);
}

async function once(node: string, args: string[], distDir: string, cwd: string): Promise<StartupRun> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const begun = performance.now();
  const child = spawn(node, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DIST_DIR: distDir },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${node} ${args.join(' ')} exited with ${child.exitCode} at start-up:\n${stderr}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - begun > 120_000) throw new Error('The server did not answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const readyMs = Math.round(performance.now() - begun);
    const rssReadyMB = rssMB(child.pid!);
    await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
    const rssAfterPageMB = rssMB(child.pid!);
    return { readyMs, rssReadyMB, rssAfterPageMB };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

const spread = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

export async function measureStartup({
  distDir,
  node = process.execPath,
  args = [path.join(distDir, 'server', 'main.js')],
  runs = 3,
  cwd = process.cwd(),
}: {
  distDir: string;
  node?: string;
  args?: string[];
  runs?: number;
  cwd?: string;
}): Promise<StartupFigures> {
  const results: StartupRun[] = [];
  for (let index = 0; index < runs; index++) results.push(await once(node, args, path.resolve(distDir), cwd));
  const version = await new Promise<string>((resolve) => {
    const child = spawn(node, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => resolve(out.trim()));
  });
  return {
    command: `node ${args.join(' ')}`,
    node: version,
    runs: results,
    readyMs: spread(results.map((run) => run.readyMs)),
    rssReadyMB: spread(results.map((run) => run.rssReadyMB)),
    rssAfterPageMB: spread(results.map((run) => run.rssAfterPageMB)),
  };
}

const range = ({ min, max }: { min: number; max: number }, unit: string, scale = 1) =>
  min === max
    ? `${(min / scale).toFixed(scale === 1 ? 0 : 1)} ${unit}`
    : `${(min / scale).toFixed(scale === 1 ? 0 : 1)}–${(max / scale).toFixed(scale === 1 ? 0 : 1)} ${unit}`;

/** The rows of the bench's START-UP table. */
export function startupRows(figures: StartupFigures): string[][] {
  return [
    [
      `compiled (${figures.command}, Node ${figures.node})`,
      range(figures.readyMs, 's', 1000),
      range(figures.rssReadyMB, 'MB'),
      range(figures.rssAfterPageMB, 'MB'),
    ],
    ['before: tsx server/main.ts on Node 20 (issue 23)', range(TSX_NODE20_REFERENCE.readyMs, 's', 1000), range(TSX_NODE20_REFERENCE.rssMB, 'MB'), '—'],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const baselineNode = option('--baseline-node');
  const baselineDir = option('--baseline-dir');
  // Alternating, so that the machine's other work weighs on both alike.
  const compiled: StartupFigures[] = [];
  const baseline: StartupFigures[] = [];
  // A start that fails (on a loaded machine the old server can exceed Fastify's 10 s plugin time-out) is reported and retried.
  const attempt = async (measure: () => Promise<StartupFigures>, into: StartupFigures[]) => {
    for (let tries = 0; tries < 3; tries++) {
      try {
        into.push(await measure());
        return;
      } catch (error) {
        console.error(`start failed: ${(error as Error).message.split('\n').slice(0, 4).join(' ')}`);
      }
    }
  };
  for (let round = 0; round < 3; round++) {
    await attempt(() => measureStartup({ distDir: 'dist', runs: 1 }), compiled);
    if (baselineNode && baselineDir) {
      await attempt(
        () => measureStartup({ distDir: 'dist', runs: 1, node: baselineNode, args: ['--import', 'tsx', 'server/main.ts'], cwd: baselineDir }),
        baseline,
      );
    }
  }
  for (const figures of [compiled, baseline]) {
    if (figures.length === 0) continue;
    const runs = figures.flatMap((item) => item.runs);
    console.log(
      JSON.stringify({
        command: figures[0]!.command,
        node: figures[0]!.node,
        runs,
        readyMs: spread(runs.map((run) => run.readyMs)),
        rssReadyMB: spread(runs.map((run) => run.rssReadyMB)),
        rssAfterPageMB: spread(runs.map((run) => run.rssAfterPageMB)),
      }),
    );
  }
}

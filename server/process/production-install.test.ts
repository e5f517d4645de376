import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killAll, requireBuild, startCompiled } from './running';

/**
 * The production install as the README gives it: the lockfile's runtime packages only
 * (`npm ci --omit=dev --omit=optional`), the built dist/ and the example profile beside them,
 * and `npm run serve` on Node 24. Nothing of the toolchain (tsx, TypeScript, esbuild, Vite,
 * smtp-server) is installed, and the app is served all the same. The install reaches the
 * package registry (1.5 to 3.5 minutes on this shared machine; bounded at six).
 */

beforeAll(() => requireBuild());
afterEach(() => killAll());

const folder = mkdtempSync(join(tmpdir(), 'vtdb-production-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      // A clean environment: nothing of the npm run that started the tests (its npm_config_*) applies.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('the production install', () => {
  it('`npm ci --omit=dev --omit=optional` then `npm run serve` serves the built app without tsx or TypeScript', { timeout: 540_000 }, async () => {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) cpSync(file, join(folder, file));
    cpSync('dist', join(folder, 'dist'), { recursive: true });
    mkdirSync(join(folder, 'deploy'));
    cpSync('deploy/workshop.example.yaml', join(folder, 'deploy/workshop.example.yaml'));

    const install = await run('npm', ['ci', '--omit=dev', '--omit=optional', '--prefer-offline', '--no-audit', '--no-fund'], folder, 360_000);
    expect(install.code, install.output).toBe(0);
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'smtp-server', 'vitest', 'node']) {
      expect(existsSync(join(folder, 'node_modules', tool)), `node_modules/${tool}`).toBe(false);
    }

    const server = await startCompiled({ command: ['npm', 'run', 'serve', '--silent'], cwd: folder, readyTimeoutMs: 90_000 });
    const types = await fetch(`${server.base}/api/v2/types`, { headers: { authorization: 'Bearer demo' } });
    expect(types.status).toBe(200);
    expect(((await types.json()) as { id: number; name: string }[]).length).toBeGreaterThan(0);
    const page = await fetch(`${server.base}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    // Rendered on the server by the build's entry (the list is in the HTML), with the example profile of demo mode.
    expect(html).toMatch(/<h1[^>]*>Vehicle types<\/h1>/);
    expect(html).toContain('Example Performance Workshop');
    process.kill(server.child.pid!, 'SIGTERM');
    expect((await server.exited).code).toBe(0);
  });
});

import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, describe, expect, it } from 'vitest';
import { getOk, useServer, type Ref } from '../test/harness';
import { call, checkEveryTool, structured, toolError } from '../test/mcp';

/**
 * The stdio entry as a desktop assistant starts it, `npm --prefix <checkout> run --silent mcp`
 * (the README's configuration), spoken to with the SDK's own StdioClientTransport: the demo
 * catalogue in the child's own process, and the bridge to a running server's /mcp.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const api = useServer();
const clients: Client[] = [];

interface Started {
  client: Client;
  /** Errors the client met reading the child's standard output (anything there that is not a protocol message). */
  errors: Error[];
  stderr: () => string;
}

async function startStdio(env: Record<string, string>): Promise<Started> {
  const transport = new StdioClientTransport({ command: 'npm', args: ['--prefix', ROOT, 'run', '--silent', 'mcp'], env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'vtdb-test', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  clients.push(client);
  await client.connect(transport);
  return { client, errors, stderr: () => stderr };
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

describe('npm run mcp without VTDB_MCP_URL: the demo catalogue in process', () => {
  it('lists the tools and answers each as the API does, links on PUBLIC_URL, German names, tool errors', { timeout: 180_000 }, async () => {
    const { client, errors, stderr } = await startStdio({ PUBLIC_URL: 'https://catalogue.workshop.example' });
    await checkEveryTool(client, api, { key: 'demo', origin: 'https://catalogue.workshop.example' });

    const german = await getOk<Ref[]>(api, 'v2', '/types', { key: 'demo', language: 'de' });
    const out = structured<{ types: Ref[] }>(await call(client, 'list_vehicle_types', { language: 'de' }));
    expect(out.types.map((type) => type.name)).toEqual(german.map((type) => type.name));
    expect(await toolError(client, 'list_vehicle_types', { language: 'hu' })).toContain('Hungarian (hu)');
    expect(await toolError(client, 'get_engine', { engine_id: 999_999_999, generation_id: 1 })).toMatch(/not found \(HTTP 404\)/);
    expect(errors, stderr()).toEqual([]);
  });

  it('uses VTDB_MCP_TOKEN as the demo key: demo-inactive gets no data', { timeout: 180_000 }, async () => {
    const { client } = await startStdio({ VTDB_MCP_TOKEN: 'demo-inactive' });
    expect(await toolError(client, 'list_vehicle_types', {})).toContain('(HTTP 403)');
    expect(structured<{ is_active: boolean }>(await call(client, 'subscription_status')).is_active).toBe(false);
  });
});

describe('npm run mcp with VTDB_MCP_URL: a bridge to a running server', () => {
  it('passes every tool through to the server’s /mcp with the token as the credential', { timeout: 120_000 }, async () => {
    const { client, errors, stderr } = await startStdio({ VTDB_MCP_URL: `${api.baseUrl}/mcp`, VTDB_MCP_TOKEN: 'demo' });
    expect(client.getServerVersion()?.name).toBe('vtdb-catalogue');
    await checkEveryTool(client, api, { key: 'demo', origin: api.baseUrl });
    expect(errors, stderr()).toEqual([]);
  });

  it('reports the server’s refusal of a wrong token to the assistant, with the reason', { timeout: 120_000 }, async () => {
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['--prefix', ROOT, 'run', '--silent', 'mcp'],
      env: { VTDB_MCP_URL: `${api.baseUrl}/mcp`, VTDB_MCP_TOKEN: 'not-a-key' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'vtdb-test', version: '1.0.0' });
    clients.push(client);
    const failure = await client.connect(transport).then(
      () => new Error('connected with a wrong token'),
      (error: unknown) => error,
    );
    expect(String(failure)).toMatch(/401/);
    expect(String(failure)).toContain('Invalid API key');
  });

  it('stops with a message when VTDB_MCP_URL comes without a token', { timeout: 120_000 }, async () => {
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['--prefix', ROOT, 'run', '--silent', 'mcp'],
      env: { VTDB_MCP_URL: `${api.baseUrl}/mcp` },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const client = new Client({ name: 'vtdb-test', version: '1.0.0' });
    clients.push(client);
    await expect(client.connect(transport)).rejects.toThrow();
    expect(stderr).toContain('VTDB_MCP_TOKEN is needed with VTDB_MCP_URL');
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPlugin } from './api';
import { buildServer } from './app';
import { readConfig } from './config';
import { demoCatalogue } from './demo/demo-catalogue';
import { mcpPlugin } from './mcp/routes';
import { MemoryState } from './shared/state';
import { statePlugin } from './shared/state-plugin';
import { sitePlugin } from './web/site';

/**
 * The server's plugins name what they need: registered without it, the start stops with both
 * names instead of failing later on an undefined decoration.
 */

const config = readConfig({ LOG_LEVEL: 'silent' });

async function start(register: (app: ReturnType<typeof Fastify>) => unknown) {
  const app = Fastify();
  try {
    register(app);
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('plugin dependencies', () => {
  it('the API scope without the shared state does not start, naming both', async () => {
    await expect(start((app) => app.register(apiPlugin, { prefix: '/api', config }))).rejects.toThrow(
      "The dependency 'vtdb-state' of plugin 'vtdb-api' is not registered",
    );
  });

  it('the demo API without the demo catalogue does not start, naming both', async () => {
    await expect(
      start((app) => {
        app.register(statePlugin, { config, state: new MemoryState() });
        app.register(apiPlugin, { prefix: '/api', config });
      }),
    ).rejects.toThrow("The dependency 'vtdb-demo-catalogue' of plugin 'vtdb-demo-api' is not registered");
  });

  it('MCP and the pages without the API do not start', async () => {
    await expect(start((app) => app.register(mcpPlugin, { config }))).rejects.toThrow("The dependency 'vtdb-api' of plugin 'vtdb-mcp' is not registered");
    await expect(start((app) => app.register(sitePlugin, { config, serveBrowser: false }))).rejects.toThrow(
      /The dependency 'vtdb-security' of plugin 'vtdb-pages'/,
    );
  });

  it('buildServer registers every plugin, and the demo one only in demo mode', async () => {
    const names = ['vtdb-state', 'vtdb-requests', 'vtdb-security', 'vtdb-api', 'vtdb-operations', 'vtdb-enquiry', 'vtdb-mcp', 'vtdb-pages'];
    const demo = await buildServer(config, { catalogue: demoCatalogue(), state: new MemoryState(), serveBrowser: false, logger: false });
    try {
      for (const name of [...names, 'vtdb-demo-catalogue']) expect(demo.hasPlugin(name), name).toBe(true);
      expect((await demo.inject('/api/v2/types')).statusCode).toBe(401);
    } finally {
      await demo.close();
    }
    const proxyConfig = readConfig({ LOG_LEVEL: 'silent', VTDB_UPSTREAM: 'http://127.0.0.1:9', VTDB_API_KEY: 'k'.repeat(32) });
    const proxy = await buildServer(proxyConfig, { state: new MemoryState(), serveBrowser: false, logger: false });
    try {
      for (const name of names) expect(proxy.hasPlugin(name), name).toBe(true);
      expect(proxy.hasPlugin('vtdb-demo-catalogue')).toBe(false);
    } finally {
      await proxy.close();
    }
  });
});

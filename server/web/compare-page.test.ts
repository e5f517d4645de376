import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRequest, RenderPage } from '../../contract/ssr';
import { useServer } from '../test/harness';

/**
 * The comparison rendered on the server, as a cold deep link arrives: the route's loader asks
 * for every engine and the generations that name them at once (each request starts before any
 * answer comes back), and the page carries them all. The renderer is the browser's own server
 * entry, loaded by path as server/web/pages.test.ts does; its API calls are timed here.
 */

const ENTRY = path.resolve('src/entry-server.tsx');
const TEMPLATE = readFileSync(path.resolve('index.html'), 'utf8');

let render: RenderPage;
beforeAll(async () => {
  render = ((await import(/* @vite-ignore */ ENTRY)) as { render: RenderPage }).render;
}, 60_000);

/** Start and answer of every API call the renderer makes, in order. */
const timeline: string[] = [];

/** The renderer's API calls, each held back a little, so calls made one after another would show. */
function timed(request: PageRequest): PageRequest {
  return {
    ...request,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const name = url.pathname.replace(/^\/api\/v2/, '');
      timeline.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 60));
      const response = await request.fetch(input, init);
      timeline.push(`answer ${name}`);
      return response;
    },
  };
}

const server = useServer({ pages: { render: (request) => render(timed(request)), template: async () => TEMPLATE } });

interface Named {
  id: number;
  name: string;
}

describe('a cold deep link to a comparison, rendered on the server', () => {
  it('asks for every engine and generation at once, and the page names them all', async () => {
    const types = (await server.get<Named[]>('/api/v2/types', { key: 'demo' })).body;
    const makes = (await server.get<{ items: Named[] }>(`/api/v2/manufacturers/type/${types[0]!.id}?limit=100`, { key: 'demo' })).body.items;
    const audi = (await server.get<{ models: Named[] }>(`/api/v2/manufacturers/${makes.find((item) => item.name === 'Audi')!.id}`, { key: 'demo' })).body;
    const a4 = (await server.get<{ generations: Named[] }>(`/api/v2/models/${audi.models.find((item) => item.name === 'A4')!.id}`, { key: 'demo' })).body;
    const [first, second] = a4.generations;
    const engines = async (generation: Named) => (await server.get<{ engines: Named[] }>(`/api/v2/generations/${generation.id}`, { key: 'demo' })).body.engines;
    const [one, two] = await engines(first!);
    const [three] = await engines(second!);
    timeline.length = 0;

    const link = `/compare?engines=${one!.id},${three!.id},999999999&generations=${first!.id},${second!.id},${first!.id}`;
    const response = await server.get(link, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);

    // Three engines (one unknown) and two generations (the first named twice is asked for once), all started before the first answer.
    const calls = timeline.filter((event) => event.startsWith('start '));
    expect(calls.sort()).toEqual(
      [
        `start /engines/${one!.id}`,
        `start /engines/${three!.id}`,
        'start /engines/999999999',
        `start /generations/${first!.id}`,
        `start /generations/${second!.id}`,
      ].sort(),
    );
    const firstAnswer = timeline.findIndex((event) => event.startsWith('answer '));
    expect(firstAnswer).toBe(calls.length);

    const html = response.text.replace(/<!-- -->/g, '');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Compare engines · Tuning catalogue');
    for (const engine of [one!, three!]) expect(html).toContain(`>${engine.name.replace(/&/g, '&amp;')}<`);
    expect(html).not.toContain(`>${two!.name.replace(/&/g, '&amp;')}<`);
    expect(html).toContain(`Audi A4 ${first!.name}`);
    expect(html).toContain(`Audi A4 ${second!.name}`);
    expect(html).toContain('Engine 999999999 is not in the catalogue.');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(
      `${server.baseUrl}/compare?engines=${one!.id},${three!.id},999999999&amp;generations=${first!.id},${second!.id},${first!.id}`,
    );
  });
});

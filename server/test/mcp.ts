import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { getOk, type Engine, type Generation, type Manufacturer, type Model, type Page, type Ref, type SearchPage, type TestServer } from './harness';

/**
 * The MCP tests' client side: the SDK's own client (over Streamable HTTP here; over stdio in
 * server/mcp/stdio.test.ts) and one check of every tool against the API's own answers, written
 * from the API's bodies and the page URL scheme as the README states it (not from the tools' code).
 */

export const TOOL_NAMES = [
  'list_vehicle_types',
  'list_manufacturers',
  'list_models',
  'list_generations',
  'list_engines',
  'get_engine',
  'search_engines',
  'compare_engines',
  'subscription_status',
];

/** A client connected to `${baseUrl}/mcp` with `Authorization: Bearer <token>` (none when undefined). */
export async function connectHttp(baseUrl: string, token: string | undefined): Promise<Client> {
  const client = new Client({ name: 'vtdb-test', version: '1.0.0' });
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

/** Calls a tool; a protocol failure (a JSON-RPC error) throws, a tool error resolves with isError. */
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export function textOf(result: CallToolResult): string {
  return result.content
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
}

/** The structured answer of a successful call (fails the test on a tool error). */
export function structured<T>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool error: ${textOf(result)}`);
  expect(result.structuredContent).toBeDefined();
  expect(textOf(result).length).toBeGreaterThan(0);
  return result.structuredContent as T;
}

/** A tool error (never a protocol failure), with its message. */
export async function toolError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, name, args);
  expect(result.isError, `${name} ${JSON.stringify(args)} should be a tool error, got ${textOf(result).slice(0, 200)}`).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  return textOf(result);
}

interface Linked extends Ref {
  url: string;
}

interface EngineOut {
  engine: Linked & { engine_code: string | null; capacity_cc: number | null; cylinders: number | null; fuel: string | null };
  vehicle: { type: Ref; manufacturer: Ref; model: Ref; generation: Ref };
  stock: { power_hp: number; torque_nm: number };
  ecus: { manufacturer: string; name: string }[];
  tcus: { manufacturer: string; name: string }[];
  stages: { stage_number: number; power_hp: number; torque_nm: number; power_gain_hp: number; torque_gain_nm: number; price: number | string | null }[];
  options: { name: string; price: number | string | null }[];
  workshop: { name: string; currency: string; tax_note: string | null } | null;
}

const names = (items: readonly Ref[]) => items.map((item) => [item.id, item.name]);

/** An engine of the demo catalogue with tuning stages (the first of the first car generation that has one). */
export async function engineWithStages(
  api: TestServer,
  key: string,
): Promise<{ engine: Engine; generation: Generation; model: Model; manufacturer: Manufacturer }> {
  const manufacturers = await getOk<Page<Manufacturer>>(api, 'v2', '/manufacturers/type/1?limit=10', { key });
  for (const manufacturer of manufacturers.items) {
    for (const model of await getOk<Model[]>(api, 'v2', `/models/manufacturer/${manufacturer.id}`, { key })) {
      for (const generation of await getOk<Generation[]>(api, 'v2', `/generations/model/${model.id}`, { key })) {
        for (const listed of await getOk<Engine[]>(api, 'v2', `/engines/generation/${generation.id}`, { key })) {
          const engine = await getOk<Engine>(api, 'v2', `/engines/${listed.id}`, { key });
          if ((engine.tuning?.stages.length ?? 0) >= 2) return { engine, generation, model, manufacturer };
        }
      }
    }
  }
  throw new Error('no engine with two stages in the demo catalogue');
}

/** Checks an engine's details against the API's engine and generation. */
export function expectEngine(out: EngineOut, engine: Engine, generation: Generation, origin: string, language = 'en') {
  const path = `/types/${generation.type.id}/manufacturers/${generation.manufacturer.id}/models/${generation.model.id}/generations/${generation.id}/engines/${engine.id}`;
  expect(out.engine).toMatchObject({
    id: engine.id,
    name: engine.name,
    url: `${origin}${path}?lang=${language}`,
    engine_code: engine.engine_code,
    fuel: engine.fuel,
  });
  expect(out.vehicle.generation).toMatchObject({ id: generation.id, name: generation.name });
  expect(out.vehicle.model).toEqual(generation.model);
  expect(out.vehicle.manufacturer).toEqual(generation.manufacturer);
  expect(out.vehicle.type).toEqual(generation.type);
  expect(out.stock).toEqual({ power_hp: engine.performance.power, torque_nm: engine.performance.torque });
  expect(out.ecus).toEqual(engine.ecus);
  expect(out.tcus).toEqual(engine.tcus);
  const stages = engine.tuning?.stages ?? [];
  expect(out.stages.map((stage) => [stage.stage_number, stage.power_hp, stage.torque_nm, stage.power_gain_hp, stage.torque_gain_nm])).toEqual(
    stages.map((stage) => [
      stage.stage_number,
      stage.performance.power,
      stage.performance.torque,
      stage.performance.power - engine.performance.power,
      stage.performance.torque - engine.performance.torque,
    ]),
  );
  expect(out.options.map((option) => option.name)).toEqual((engine.tuning?.options ?? []).map((option) => option.name));
}

/**
 * Runs every tool once with `key` and checks its answer against the API's answers to the same
 * key: the same records, names and figures, and page URLs on `origin` in the language asked for.
 */
export async function checkEveryTool(client: Client, api: TestServer, { key, origin }: { key: string; origin: string }) {
  const listed = await client.listTools();
  expect(listed.tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
  for (const tool of listed.tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(40);
    expect(tool.outputSchema, tool.name).toBeDefined();
    expect(tool.inputSchema.properties?.language, tool.name).toMatchObject({ default: 'en' });
  }
  const link = (path: string) => `${origin}${path}?lang=en`;

  const types = await getOk<Ref[]>(api, 'v2', '/types', { key });
  const typesOut = structured<{ types: Linked[] }>(await call(client, 'list_vehicle_types'));
  expect(names(typesOut.types)).toEqual(names(types));
  expect(typesOut.types.map((type) => type.url)).toEqual(types.map((type) => link(`/types/${type.id}`)));

  const page = await getOk<Page<Manufacturer>>(api, 'v2', '/manufacturers/type/1?limit=5', { key });
  const pageOut = structured<{ type_id: number; manufacturers: Linked[]; next_cursor: number | null; has_more: boolean }>(
    await call(client, 'list_manufacturers', { type_id: 1, limit: 5 }),
  );
  expect(names(pageOut.manufacturers)).toEqual(names(page.items));
  expect(pageOut.manufacturers[0]?.url).toBe(link(`/types/1/manufacturers/${page.items[0]!.id}`));
  expect([pageOut.next_cursor, pageOut.has_more]).toEqual([page.pagination.next_cursor, true]);
  const next = await getOk<Page<Manufacturer>>(api, 'v2', `/manufacturers/type/1?limit=5&cursor=${page.pagination.next_cursor}`, { key });
  const nextOut = structured<{ manufacturers: Linked[] }>(await call(client, 'list_manufacturers', { type_id: 1, limit: 5, cursor: pageOut.next_cursor }));
  expect(names(nextOut.manufacturers)).toEqual(names(next.items));

  const { engine, generation, model, manufacturer } = await engineWithStages(api, key);
  const models = await getOk<Model[]>(api, 'v2', `/models/manufacturer/${manufacturer.id}`, { key });
  const modelsOut = structured<{ manufacturer: Linked; models: Linked[] }>(await call(client, 'list_models', { manufacturer_id: manufacturer.id }));
  expect(modelsOut.manufacturer).toEqual({ id: manufacturer.id, name: manufacturer.name, url: link(`/types/1/manufacturers/${manufacturer.id}`) });
  expect(names(modelsOut.models)).toEqual(names(models));
  expect(modelsOut.models.map((item) => item.url)).toEqual(models.map((item) => link(`/types/1/manufacturers/${manufacturer.id}/models/${item.id}`)));

  const generations = await getOk<Generation[]>(api, 'v2', `/generations/model/${model.id}`, { key });
  const generationsOut = structured<{ generations: (Linked & { year_from: number | null; year_to: number | null })[] }>(
    await call(client, 'list_generations', { model_id: model.id }),
  );
  expect(generationsOut.generations.map((item) => [item.id, item.name, item.year_from, item.year_to])).toEqual(
    generations.map((item) => [item.id, item.name, item.year ?? null, item.year_end ?? null]),
  );
  expect(generationsOut.generations[0]?.url).toBe(link(`/types/1/manufacturers/${manufacturer.id}/models/${model.id}/generations/${generations[0]!.id}`));

  const engines = await getOk<Engine[]>(api, 'v2', `/engines/generation/${generation.id}`, { key });
  const enginesOut = structured<{ engines: (Linked & { power_hp: number; torque_nm: number })[] }>(
    await call(client, 'list_engines', { generation_id: generation.id }),
  );
  expect(enginesOut.engines.map((item) => [item.id, item.name, item.power_hp, item.torque_nm])).toEqual(
    engines.map((item) => [item.id, item.name, item.performance.power, item.performance.torque]),
  );

  const engineOut = structured<EngineOut>(await call(client, 'get_engine', { engine_id: engine.id, generation_id: generation.id }));
  expectEngine(engineOut, engine, generation, origin);

  const search = await getOk<SearchPage>(api, 'v2', '/search?query=golf%207%20tdi&limit=3', { key });
  const searchOut = structured<{ query: string; total: number; url: string; results: { engine: Linked; generation: Ref }[]; has_more: boolean }>(
    await call(client, 'search_engines', { query: '  Golf   7 TDI ', limit: 3 }),
  );
  expect(searchOut.query).toBe('golf 7 tdi');
  expect(searchOut.total).toBe(search.total);
  expect(search.total).toBeGreaterThan(0);
  expect(searchOut.url).toBe(`${origin}/search?q=golf+7+tdi&lang=en`);
  expect(searchOut.results.map((hit) => [hit.engine.id, hit.engine.name, hit.generation.id])).toEqual(
    search.results.map((hit) => [hit.engine.id, hit.engine.name, hit.generation.id]),
  );
  const hit = search.results[0]!;
  expect(searchOut.results[0]?.engine.url).toBe(
    link(`/types/${hit.type.id}/manufacturers/${hit.manufacturer.id}/models/${hit.model.id}/generations/${hit.generation.id}/engines/${hit.engine.id}`),
  );

  const other = engines.find((item) => item.id !== engine.id) ?? engines[0]!;
  const otherDetail = await getOk<Engine>(api, 'v2', `/engines/${other.id}`, { key });
  const compareOut = structured<{ url: string; engines: EngineOut[] }>(
    await call(client, 'compare_engines', {
      engines: [
        { engine_id: engine.id, generation_id: generation.id },
        { engine_id: other.id, generation_id: generation.id },
      ],
    }),
  );
  expect(compareOut.url).toBe(`${origin}/compare?engines=${engine.id},${other.id}&generations=${generation.id},${generation.id}&lang=en`);
  expectEngine(compareOut.engines[0]!, engine, generation, origin);
  expectEngine(compareOut.engines[1]!, otherDetail, generation, origin);

  const subscription = await getOk<{ subscription: { is_active: boolean; api_access: boolean; end_date: string } }>(api, 'v2', '/subscription', { key });
  const subscriptionOut = structured<Record<string, unknown>>(await call(client, 'subscription_status'));
  expect(subscriptionOut).toEqual({
    is_active: subscription.subscription.is_active,
    api_access: subscription.subscription.api_access,
    end_date: subscription.subscription.end_date,
  });
}

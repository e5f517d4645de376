import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './client';
import { ApiError } from './errors';
import { answerSchemas } from '../../contract/schemas';
import { generationDetails, ids, PRIVATE_ENGINE_ID } from '../test/fixtures';

/**
 * Property: whatever an operation's answer contains — any JSON, a valid answer with one value
 * replaced, removed or duplicated, any status — the client gives back either data that satisfies
 * the contract or an ApiError. Never another exception, never half-valid data.
 */

const reference = { id: 7, name: 'Audi' };
// The fixtures' 1.8T as a generation lists it, made private at the largest safe id (the edge of the id rules).
const engine = { ...generationDetails[ids.b5]!.engines.find((listed) => listed.id === ids.engine18t)!, id: PRIVATE_ENGINE_ID, origin: 'private' };
const model = { id: 4294967296, name: 'A4', slug: 'a4', photo: 'https://cdn.example/a4.png', type: reference, manufacturer: reference, origin: 'shared' };
const generation = {
  id: 60,
  name: 'B5',
  slug: 'b5',
  year: 1994,
  year_end: 2001,
  photo: null,
  type: reference,
  manufacturer: reference,
  model: reference,
  origin: 'shared',
};
const manufacturer = { id: 4, name: 'Audi', slug: 'audi', logo: null, logo_dark: 'https://cdn.example/audi-dark.svg', type: reference, origin: 'shared' };
const pagination = { cursor: null, limit: 50, next_cursor: 12, has_more: true };

const OPERATIONS = [
  { name: 'types', schema: answerSchemas.types, valid: [{ id: 1, name: 'Cars & LCV', slug: 'cars-lcv' }] },
  { name: 'manufacturers page', schema: answerSchemas.manufacturers, valid: { items: [manufacturer], pagination } },
  { name: 'manufacturer', schema: answerSchemas.manufacturer, valid: { ...manufacturer, models: [model] } },
  { name: 'model', schema: answerSchemas.model, valid: { ...model, generations: [generation] } },
  { name: 'generation', schema: answerSchemas.generation, valid: { ...generation, engines: [engine] } },
  {
    name: 'engine',
    schema: answerSchemas.engine,
    valid: {
      ...engine,
      tuning: {
        options: [{ name: 'EGR', description: 'Removal of EGR' }],
        read_tools: [{ name: 'KESS3', manufacturer: 'Alientech' }],
        work_methods: [{ name: 'OBD' }],
        stages: [
          {
            id: 5,
            stage_number: 1,
            performance: { power: 180, torque: 260, top_speed: 222, zero_to_hundred: 7.2, dyno_values: engine.performance.dyno_values },
            modifications_required: '',
          },
        ],
      },
    },
  },
  {
    name: 'search page',
    schema: answerSchemas.search,
    valid: { results: [{ type: reference, manufacturer: reference, model: reference, generation: reference, engine: reference }], total: 1, pagination },
  },
  {
    name: 'subscription',
    schema: answerSchemas.subscription,
    valid: {
      api_key: 'demo',
      scopes: ['vdb_read'],
      calls_limit: 3600,
      created: '2024-12-04T08:05:15+00:00',
      subscription: {
        id: 1,
        start_date: '2025-01-01T00:00:00+00:00',
        end_date: '2027-01-01T00:00:00+00:00',
        catalog_profile: 'shared',
        api_access: true,
        is_active: true,
      },
    },
  },
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** All paths into a JSON value (object keys and array indexes). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  return [prefix];
}

type Mutation = { kind: 'replace'; with: Json } | { kind: 'remove' } | { kind: 'duplicate' };

function mutate(value: Json, path: (string | number)[], mutation: Mutation): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.with : mutation.kind === 'remove' ? null : [copy, copy];
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (mutation.kind === 'replace') parent[last] = mutation.with;
  else if (mutation.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (Array.isArray(parent)) parent.push(structuredClone(parent[Number(last)] as Json));
  else parent[last] = [parent[last] as Json, parent[last] as Json];
  return copy;
}

const odd = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(
    -1,
    0,
    1.5,
    2 ** 53,
    -(2 ** 53),
    9007199254740992,
    '',
    'javascript:alert(1)',
    'x'.repeat(2049),
    'tab\there',
    '\u0000',
    [],
    {},
    null,
    true,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  odd.map((value) => ({ kind: 'replace' as const, with: value })),
  fc.constant<Mutation>({ kind: 'remove' }),
  fc.constant<Mutation>({ kind: 'duplicate' }),
);

function clientAnswering(body: string, status = 200) {
  const fetchStub: typeof fetch = async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
  return new ApiClient({ baseUrl: 'http://catalogue.test/api', apiKey: 'demo', version: 'v2' }, fetchStub, () => 0, null);
}

async function outcome(body: string, schema: (typeof OPERATIONS)[number]['schema'], status = 200) {
  try {
    const data = await clientAnswering(body, status).get('/any', schema, { language: 'en' });
    return { ok: true as const, data };
  } catch (error) {
    return { ok: false as const, error };
  }
}

describe.each(OPERATIONS)('$name answers', ({ schema, valid: sample }) => {
  const valid = sample as unknown as Json;
  it('the valid sample parses (the fuzz starts from a correct answer)', async () => {
    const result = await outcome(JSON.stringify(valid), schema);
    expect(result.ok).toBe(true);
  });

  it('a mutated answer gives contract-satisfying data or an ApiError, nothing else (1,000 runs)', async () => {
    const targets = paths(valid);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), mutationArbitrary, async (path, mutation) => {
        const body = JSON.stringify(mutate(valid, path, mutation));
        const result = await outcome(body, schema);
        if (result.ok) {
          // Whatever came through satisfies the contract when parsed again.
          expect(schema.safeParse(JSON.parse(JSON.stringify(result.data))).success).toBe(true);
        } else {
          expect(result.error).toBeInstanceOf(ApiError);
          expect((result.error as ApiError).kind).toBe('contract');
        }
      }),
      { numRuns: 1000, seed: 20261122 },
    );
  });

  it('any body and any status give data or an ApiError (300 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        fc.integer({ min: 200, max: 599 }),
        async (body, status) => {
          const result = await outcome(body, schema, status);
          if (!result.ok) expect(result.error).toBeInstanceOf(ApiError);
          if (status >= 300) expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });
});

import { z } from 'zod';
import { PAGE_LIMIT_MAX, PAGE_LIMIT_MIN, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, V2_LANGUAGES } from '../../contract/constants';
import { maxId, pathParamNames, type OperationName, type PathParamName } from '../../contract/operations';
import { integerProblem, searchText } from '../../contract/params';
import { COMPARE_MAX } from '../../contract/urls';
import { ON_REQUEST } from '../../contract/workshop';

/**
 * The MCP tools' input and output schemas. Inputs follow the contract's parameter rules
 * (contract/params.ts, constants.ts, operations.ts) as JSON values rather than URL text: ids are
 * integers from 1 to v2's maximum, `cursor` from 0, `limit` from 1 to 100, the search text the
 * contract's own schema, each refused with the API's own 400 message; `language` one of v2's
 * codes. The SDK turns a failed check into a tool error (`isError: true`) with these messages.
 */

const MAX_ID = maxId('v2');

/** What an assistant should pass for each path parameter, and where it finds it. */
const ID_HINTS: Record<string, string> = {
  type_id: 'Vehicle type id (from list_vehicle_types or a search result).',
  manufacturer_id: 'Manufacturer id (from list_manufacturers or a search result).',
  model_id: 'Model id (from list_models or a search result).',
  generation_id: 'Generation id (from list_generations or a search result).',
  engine_id: 'Engine id (from list_engines or a search result).',
};

/** An id as the contract's path parameter `name` allows it, with the API's 400 message. */
export function recordId(name: string) {
  const problem = integerProblem(name, 1, MAX_ID);
  return z
    .int(problem)
    .min(1, problem)
    .max(MAX_ID, problem)
    .describe(ID_HINTS[name] ?? `The ${name}.`);
}

/** The path parameters of a contract operation, as tool inputs (`{ model_id }` for `/models/{model_id}`). */
export function pathInput<Name extends OperationName>(name: Name) {
  return Object.fromEntries(pathParamNames(name).map((param) => [param, recordId(param)])) as Record<PathParamName<Name>, ReturnType<typeof recordId>>;
}

const cursorProblem = integerProblem('cursor', 0, MAX_ID);
const limitProblem = integerProblem('limit', PAGE_LIMIT_MIN, PAGE_LIMIT_MAX);
/** A page's size when the assistant gives none: smaller than the API's 50, to keep answers short. */
export const TOOL_PAGE_LIMIT = 20;

/** The contract's paging parameters. */
export const pagingInput = {
  cursor: z
    .int(cursorProblem)
    .min(0, cursorProblem)
    .max(MAX_ID, cursorProblem)
    .optional()
    .describe('Where the page starts: next_cursor of the previous page. Leave out for the first page.'),
  limit: z
    .int(limitProblem)
    .min(PAGE_LIMIT_MIN, limitProblem)
    .max(PAGE_LIMIT_MAX, limitProblem)
    .default(TOOL_PAGE_LIMIT)
    .describe(`How many per page, ${PAGE_LIMIT_MIN} to ${PAGE_LIMIT_MAX} (default ${TOOL_PAGE_LIMIT}).`),
};

/** The search text: the contract's rule (3 to 2048 characters, no control characters, valid Unicode). */
export const queryInput = z
  .string()
  .meta({
    minLength: SEARCH_QUERY_MIN,
    maxLength: SEARCH_QUERY_MAX,
    description:
      'What to look for, as staff type it: make, model, generation and engine words such as "golf 7 tdi", "a4 b8 2.0", "citroen c4 hdi". At least 3 characters that are not spaces.',
  })
  .pipe(searchText);

const LANGUAGE_LIST = V2_LANGUAGES.join(', ');

/** v2's language codes; `hu` (v1 only) and anything else refused with a message naming them. */
export const languageInput = z
  .enum(V2_LANGUAGES as [(typeof V2_LANGUAGES)[number], ...(typeof V2_LANGUAGES)[number][]], {
    error: (issue) =>
      issue.input === 'hu'
        ? `Invalid parameter language: Hungarian (hu) is not served by v2 of the catalogue; give one of ${LANGUAGE_LIST}`
        : `Invalid parameter language: give one of ${LANGUAGE_LIST}`,
  })
  .default('en')
  .describe(`Language of the names and texts (default en): ${LANGUAGE_LIST}. German is de.`);

export const compareInput = z
  .array(z.object({ engine_id: recordId('engine_id'), generation_id: recordId('generation_id') }).strict())
  .min(2, `Invalid parameter engines: give 2 to ${COMPARE_MAX} engines`)
  .max(COMPARE_MAX, `Invalid parameter engines: give 2 to ${COMPARE_MAX} engines`)
  .refine((list) => new Set(list.map((entry) => entry.engine_id)).size === list.length, 'Invalid parameter engines: give each engine once')
  .describe(`2 to ${COMPARE_MAX} engines, each with the generation it belongs to (both from list_engines or search_engines).`);

/* ------------------------------------------------------------------------------ outputs */

const id = z.int().min(1);
const url = z.string().describe('The page for this record on the workshop’s catalogue site (in the language asked for): give it to the customer.');
export const reference = z.object({ id, name: z.string() });
export const linked = z.object({ id, name: z.string(), url });

export const pageInfo = {
  next_cursor: z.int().min(0).nullable().describe('Pass as cursor for the next page; null on the last page.'),
  has_more: z.boolean(),
};

const years = {
  year_from: z.int().nullable(),
  year_to: z.int().nullable().describe('null: still built'),
};

export const price = z
  .union([z.number().min(0), z.literal(ON_REQUEST)])
  .nullable()
  .describe('The workshop’s price in its currency, "on request", or null when its price list has none.');

export const engineSummary = z.object({
  id,
  name: z.string(),
  url,
  engine_code: z.string().nullable(),
  fuel: z.string().nullable(),
  capacity_cc: z.int().nullable(),
  power_hp: z.int(),
  torque_nm: z.int(),
});

export const engineDetails = z.object({
  engine: z.object({
    id,
    name: z.string(),
    url,
    engine_code: z.string().nullable(),
    year: z.int().nullable(),
    capacity_cc: z.int().nullable(),
    cylinders: z.int().nullable(),
    engine_type: z.string().nullable(),
    fuel: z.string().nullable(),
  }),
  vehicle: z.object({ type: reference, manufacturer: reference, model: reference, generation: reference.extend(years) }),
  stock: z.object({ power_hp: z.int(), torque_nm: z.int() }).describe('The manufacturer’s figures.'),
  ecus: z.array(z.object({ manufacturer: z.string(), name: z.string() })),
  tcus: z.array(z.object({ manufacturer: z.string(), name: z.string() })),
  stages: z.array(
    z.object({
      stage_number: z.int(),
      power_hp: z.int(),
      torque_nm: z.int(),
      power_gain_hp: z.int().describe('Stage power minus stock power.'),
      torque_gain_nm: z.int().describe('Stage torque minus stock torque.'),
      top_speed_kmh: z.number().nullable(),
      zero_to_hundred_s: z.number().nullable(),
      modifications_required: z.string().nullable(),
      price,
    }),
  ),
  options: z.array(z.object({ name: z.string(), description: z.string().nullable(), price })),
  read_tools: z.array(z.object({ name: z.string(), manufacturer: z.string().nullable() })),
  work_methods: z.array(z.string()),
  workshop: z
    .object({ name: z.string(), currency: z.string().describe('ISO 4217 code of every price.'), tax_note: z.string().nullable() })
    .nullable()
    .describe('Who sells the stages and options at these prices; null when the server has no workshop profile (then every price is null).'),
});

export type EngineDetails = z.output<typeof engineDetails>;

export const outputs = {
  types: z.object({ types: z.array(linked) }),
  manufacturers: z.object({ type_id: id, manufacturers: z.array(linked), ...pageInfo }),
  models: z.object({ type: reference, manufacturer: linked, models: z.array(linked) }),
  generations: z.object({ type: reference, manufacturer: reference, model: linked, generations: z.array(linked.extend(years)) }),
  engines: z.object({ type: reference, manufacturer: reference, model: reference, generation: linked.extend(years), engines: z.array(engineSummary) }),
  engine: engineDetails,
  search: z.object({
    query: z.string().describe('The search text as the catalogue read it (spaces collapsed, lower case).'),
    total: z.int().min(0),
    url: url.describe('The search results page on the workshop’s catalogue site.'),
    results: z.array(z.object({ type: reference, manufacturer: reference, model: reference, generation: reference, engine: linked })),
    ...pageInfo,
  }),
  compare: z.object({ url: url.describe('The comparison page on the workshop’s catalogue site.'), engines: z.array(engineDetails) }),
  subscription: z.object({ is_active: z.boolean(), api_access: z.boolean(), end_date: z.string().nullable() }),
};

import * as z from 'zod/mini';
import { CONTROL_CHARACTERS, PAGE_LIMIT_MAX, PAGE_LIMIT_MIN, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, type ApiVersion } from './constants';
import { maxId, OPERATIONS, pathParamNames, type OperationName, type PathParamName, type QueryRule } from './operations';

/**
 * The rules of the path and query parameters, as zod schemas: the demo API and the proxy give
 * them to Fastify as route schemas, the test mock server parses with them. Every failure is a
 * 400 whose message names the parameter and its rule (the offending value is not echoed); when
 * several fail, the first in path, then `query`, `cursor`, `limit` order is the one answered.
 *
 * The input is what a router hands over: path parameters as text, query parameters as text, or
 * as a list when a name is repeated (`?limit=1&limit=2`, refused: "give it once").
 */

const DIGITS = /^(0|[1-9][0-9]*)$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text given once (a repeated query parameter arrives as a list). */
const once = (name: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `Missing parameter ${name}` : `Invalid parameter ${name}: give it once`) });

/** The 400 message of an integer parameter out of its rule (also the MCP tools' message for it). */
export const integerProblem = (name: string, min: number, max: number) => `Invalid parameter ${name}: must be an integer from ${min} to ${max}`;

/** A decimal integer from `min` to `max`, written without sign, spaces or leading zeros. */
export function integerParam(name: string, min: number, max: number) {
  const message = integerProblem(name, min, max);
  return z.pipe(
    once(name),
    z.transform((raw: string, context) => {
      const value = DIGITS.test(raw) && raw.length <= 16 ? Number(raw) : NaN;
      if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
      context.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }),
  );
}

/** The search text: 3 to 2048 characters (code points), no control characters, valid Unicode. */
export const searchText = z.pipe(
  z.string({ error: (issue) => (issue.input === undefined ? 'Missing parameter query: give the search text' : 'Invalid parameter query: give it once') }),
  z.transform((text: string, context) => {
    const fail = (message: string) => {
      context.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    };
    if (CONTROL_CHARACTERS.test(text)) return fail('Invalid parameter query: control characters are not allowed');
    const length = [...text].length;
    if (length < SEARCH_QUERY_MIN || length > SEARCH_QUERY_MAX) {
      return fail(`Invalid parameter query: length must be from ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters`);
    }
    if (LONE_SURROGATE.test(text)) return fail('Invalid parameter query: not valid Unicode text');
    return text;
  }),
);

/** A path identifier: 1 to the version's maximum. */
export const pathId = (name: string, version: ApiVersion) => integerParam(name, 1, maxId(version));

/** `cursor` (0 to the version's maximum) and `limit` (1 to 100), both optional. */
const paging = (version: ApiVersion) => ({
  cursor: z.optional(integerParam('cursor', 0, maxId(version))),
  limit: z.optional(integerParam('limit', PAGE_LIMIT_MIN, PAGE_LIMIT_MAX)),
});

/** The schema of an operation's path parameters in `version`. */
export function paramsSchema<Name extends OperationName>(name: Name, version: ApiVersion) {
  const shape = Object.fromEntries(pathParamNames(name).map((param) => [param, pathId(param, version)]));
  return z.object(shape as Record<PathParamName<Name>, ReturnType<typeof pathId>>);
}

const querySchemas = {
  none: () => z.object({}),
  paging: (version: ApiVersion) => z.object(paging(version)),
  search: (version: ApiVersion) => z.object({ query: searchText, ...paging(version) }),
} satisfies Record<QueryRule, (version: ApiVersion) => z.ZodMiniObject>;

export type QuerySchema<Rule extends QueryRule> = ReturnType<(typeof querySchemas)[Rule]>;

/** The schema of a query rule's parameters in `version`; parameters it does not name are dropped. */
export function querySchema<Rule extends QueryRule>(rule: Rule, version: ApiVersion): QuerySchema<Rule> {
  return querySchemas[rule](version) as QuerySchema<Rule>;
}

/** Both schemas of an operation, in the shape of a Fastify route schema. */
export function operationSchemas<Name extends OperationName>(name: Name, version: ApiVersion) {
  return { params: paramsSchema(name, version), querystring: querySchema<(typeof OPERATIONS)[Name]['query']>(OPERATIONS[name].query, version) };
}

/** Query parameters as a router hands them over: text, or a list when a name is repeated. */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** The message of the first problem of a failed parse (the one the API answers with). */
export function firstMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** The checked values of an operation's path parameters (`{ model_id: number }`) and of its query parameters. */
export type OperationParams<Name extends OperationName> = z.output<ReturnType<typeof paramsSchema<Name>>>;
export type OperationQuery<Name extends OperationName> = z.output<QuerySchema<(typeof OPERATIONS)[Name]['query']>>;

/**
 * Checks an operation's parameters outside a router's schema support (the test mock server):
 * the checked values, or the message of the 400 to answer.
 */
export function checkParameters<Name extends OperationName>(
  name: Name,
  version: ApiVersion,
  params: unknown,
  query: unknown,
): { params: OperationParams<Name>; query: OperationQuery<Name> } | { problem: string } {
  const schemas = operationSchemas(name, version);
  const path = schemas.params.safeParse(params);
  if (!path.success) return { problem: firstMessage(path.error) };
  const checked = schemas.querystring.safeParse(query);
  if (!checked.success) return { problem: firstMessage(checked.error) };
  // The schemas are these types; TypeScript cannot follow the lookup through a generic name.
  return { params: path.data as OperationParams<Name>, query: checked.data as OperationQuery<Name> };
}

/**
 * Checked query parameters written back in one fixed order (`query`, `cursor`, `limit`), those
 * absent left out: the same request always has the same text (a proxy's upstream request and
 * cache key).
 */
export function canonicalQuery(query: { query?: string; cursor?: number; limit?: number }): string {
  const search = new URLSearchParams();
  if (query.query !== undefined) search.set('query', query.query);
  if (query.cursor !== undefined) search.set('cursor', String(query.cursor));
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

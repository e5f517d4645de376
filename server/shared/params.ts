import { DEFAULT_PAGE_LIMIT, PAGE_LIMIT_MAX, PAGE_LIMIT_MIN, type ApiVersion } from '../../contract/constants';
import { maxId } from '../../contract/operations';
import { firstMessage, integerParam, pathId as pathIdRule, searchText } from '../../contract/params';
import { badRequest } from './errors';

/**
 * The contract's parameter rules (contract/params.ts) for code that checks parameters itself
 * instead of through route schemas (today server/proxy.ts; the demo API gives the same schemas to
 * Fastify): each function parses with the contract's schema and throws its 400.
 */

export { maxId };

type Query = Record<string, unknown>;

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

function parse<T>(schema: Parser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}

export function pathId(raw: unknown, name: string, version: ApiVersion): number {
  return parse(pathIdRule(name, version), raw);
}

export function pagingParams(query: Query, cursorMax: number) {
  return {
    cursor: query.cursor === undefined ? undefined : parse(integerParam('cursor', 0, cursorMax), query.cursor),
    limit: query.limit === undefined ? DEFAULT_PAGE_LIMIT : parse(integerParam('limit', PAGE_LIMIT_MIN, PAGE_LIMIT_MAX), query.limit),
  };
}

export function searchQuery(query: Query): string {
  return parse(searchText, query.query);
}

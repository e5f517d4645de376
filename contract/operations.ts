import { V1_MAX_ID, V2_MAX_ID, type ApiVersion } from './constants';

/**
 * The contract's table of operations, written once: every GET under /v1 and /v2, its path with
 * the path parameters named as in the contract (`{type_id}`), and which query parameters it
 * takes. The demo API's routes, the proxy's, the test mock server and the browser's client are
 * all made from this table; the rules of each parameter are in ./params.ts.
 */

/** `none`: no query parameters; `paging`: `cursor`, `limit`; `search`: `query`, `cursor`, `limit`. */
export type QueryRule = 'none' | 'paging' | 'search';

interface OperationSpec {
  path: string;
  query: QueryRule;
}

export const OPERATIONS = {
  subscription: { path: '/subscription', query: 'none' },
  types: { path: '/types', query: 'none' },
  manufacturers: { path: '/manufacturers/type/{type_id}', query: 'paging' },
  manufacturer: { path: '/manufacturers/{manufacturer_id}', query: 'none' },
  modelsByManufacturer: { path: '/models/manufacturer/{manufacturer_id}', query: 'none' },
  model: { path: '/models/{model_id}', query: 'none' },
  generationsByModel: { path: '/generations/model/{model_id}', query: 'none' },
  generation: { path: '/generations/{generation_id}', query: 'none' },
  enginesByGeneration: { path: '/engines/generation/{generation_id}', query: 'none' },
  engine: { path: '/engines/{engine_id}', query: 'none' },
  search: { path: '/search', query: 'search' },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** The names of the path parameters in a path template: `'/models/{model_id}'` gives `'model_id'`. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

export type PathParamName<Name extends OperationName> = ParamNames<(typeof OPERATIONS)[Name]['path']>;

/** The path parameters of an operation, as values: `{ model_id: 12 }`. */
export type PathParams<Name extends OperationName> = { [Param in PathParamName<Name>]: number };

const PARAM = /\{(\w+)\}/g;

/** The path parameters of an operation, in path order. */
export function pathParamNames<Name extends OperationName>(name: Name): PathParamName<Name>[] {
  return [...OPERATIONS[name].path.matchAll(PARAM)].map((match) => match[1] as PathParamName<Name>);
}

/** The path in the `:name` form of routers (Fastify, MSW): `/models/:model_id`. */
export function routePath(name: OperationName): string {
  return OPERATIONS[name].path.replace(PARAM, ':$1');
}

/** The path of one request, under the version prefix: `operationPath('model', { model_id: 12 })` is `/models/12`. */
export function operationPath<Name extends OperationName>(name: Name, ...[params]: PathParamName<Name> extends never ? [] : [PathParams<Name>]): string {
  const values = (params ?? {}) as Record<string, number>;
  return OPERATIONS[name].path.replace(PARAM, (_, param: string) => String(values[param]));
}

/**
 * The path of one request from checked values of its parameters, by name (a router's checked
 * `params`): `fillPath('model', { model_id: 12 })` is `/models/12`. For code that serves every
 * operation alike; `operationPath` is the typed form.
 */
export function fillPath(name: OperationName, params: Readonly<Record<string, number>>): string {
  return OPERATIONS[name].path.replace(PARAM, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`No value for the path parameter ${param} of ${name}`);
    return String(value);
  });
}

/** Path identifiers (and cursors) go up to here in this version. */
export function maxId(version: ApiVersion): number {
  return version === 'v1' ? V1_MAX_ID : V2_MAX_ID;
}

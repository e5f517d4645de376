import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, OPERATIONS, operationPath, pathParamNames, routePath } from './operations';

/** The table of operations against the contract's list (written here from the contract text). */

describe('the operations table', () => {
  it('holds exactly the contract operations, with their query parameters', () => {
    const table = Object.fromEntries(OPERATION_NAMES.map((name) => [OPERATIONS[name].path, OPERATIONS[name].query]));
    expect(table).toEqual({
      '/subscription': 'none',
      '/types': 'none',
      '/manufacturers/type/{type_id}': 'paging',
      '/manufacturers/{manufacturer_id}': 'none',
      '/models/manufacturer/{manufacturer_id}': 'none',
      '/models/{model_id}': 'none',
      '/generations/model/{model_id}': 'none',
      '/generations/{generation_id}': 'none',
      '/engines/generation/{generation_id}': 'none',
      '/engines/{engine_id}': 'none',
      '/search': 'search',
    });
  });

  it('gives the router form and the request path', () => {
    expect(routePath('manufacturers')).toBe('/manufacturers/type/:type_id');
    expect(routePath('types')).toBe('/types');
    expect(pathParamNames('enginesByGeneration')).toEqual(['generation_id']);
    expect(pathParamNames('search')).toEqual([]);
    expect(operationPath('engine', { engine_id: 9007199254740991 })).toBe('/engines/9007199254740991');
    expect(operationPath('manufacturers', { type_id: 1 })).toBe('/manufacturers/type/1');
    expect(operationPath('search')).toBe('/search');
  });
});

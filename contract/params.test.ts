import { describe, expect, it } from 'vitest';
import { V1_MAX_ID, V2_MAX_ID } from './constants';
import { canonicalQuery, checkParameters, queryObject } from './params';

/**
 * The parameter rules that the demo API, the proxy and the test mock server all apply: every
 * hostile value is refused with the message naming the parameter and its rule, never echoed;
 * the first failing parameter (path, then query, cursor, limit) is the one answered.
 */

const query = (text: string) => queryObject(new URLSearchParams(text));
const problem = (result: object) => ('problem' in result ? result.problem : undefined);

describe('path identifiers', () => {
  it.each([
    ['v1', String(V1_MAX_ID)],
    ['v2', String(V2_MAX_ID)],
    ['v2', '1'],
  ] as const)('%s accepts %s as a number', (version, id) => {
    expect(checkParameters('engine', version, { engine_id: id }, {})).toEqual({ params: { engine_id: Number(id) }, query: {} });
  });

  it.each([
    ['v1', String(V1_MAX_ID + 1)],
    ['v2', String(V2_MAX_ID + 1)],
    ['v2', '99999999999999999999'],
    ['v2', '0'],
    ['v2', '007'],
    ['v2', '-1'],
    ['v2', '+1'],
    ['v2', '1e3'],
    ['v2', '0x10'],
    ['v2', ' 1'],
    ['v2', '1.0'],
    ['v2', ''],
    ['v2', '１'],
  ] as const)('%s refuses %j with the rule, not the value', (version, id) => {
    const message = problem(checkParameters('engine', version, { engine_id: id }, {}));
    expect(message).toBe(`Invalid parameter engine_id: must be an integer from 1 to ${version === 'v1' ? V1_MAX_ID : V2_MAX_ID}`);
  });

  it('names the parameter of the operation', () => {
    expect(problem(checkParameters('manufacturers', 'v2', { type_id: 'x' }, {}))).toMatch(/^Invalid parameter type_id:/);
    expect(problem(checkParameters('generationsByModel', 'v2', { model_id: 'x' }, {}))).toMatch(/^Invalid parameter model_id:/);
  });
});

describe('paging', () => {
  it('takes cursor and limit as numbers, both optional, and drops other parameters', () => {
    expect(checkParameters('manufacturers', 'v2', { type_id: '1' }, query('cursor=0&limit=100&lang=de'))).toEqual({
      params: { type_id: 1 },
      query: { cursor: 0, limit: 100 },
    });
    expect(checkParameters('manufacturers', 'v2', { type_id: '1' }, {})).toEqual({ params: { type_id: 1 }, query: {} });
  });

  it.each([
    ['limit=0', 'Invalid parameter limit: must be an integer from 1 to 100'],
    ['limit=101', 'Invalid parameter limit: must be an integer from 1 to 100'],
    ['limit=', 'Invalid parameter limit: must be an integer from 1 to 100'],
    ['limit=1&limit=2', 'Invalid parameter limit: give it once'],
    ['cursor=-1', `Invalid parameter cursor: must be an integer from 0 to ${V2_MAX_ID}`],
    ['cursor=1&cursor=1', 'Invalid parameter cursor: give it once'],
    ['cursor=x&limit=0', `Invalid parameter cursor: must be an integer from 0 to ${V2_MAX_ID}`],
  ])('refuses %s', (text, message) => {
    expect(problem(checkParameters('manufacturers', 'v2', { type_id: '1' }, query(text)))).toBe(message);
  });

  it('bounds the cursor by the version', () => {
    const above = `cursor=${V1_MAX_ID + 1}`;
    expect(problem(checkParameters('manufacturers', 'v1', { type_id: '1' }, query(above)))).toBe(
      `Invalid parameter cursor: must be an integer from 0 to ${V1_MAX_ID}`,
    );
    expect(checkParameters('manufacturers', 'v2', { type_id: '1' }, query(above))).toEqual({ params: { type_id: 1 }, query: { cursor: V1_MAX_ID + 1 } });
  });

  it('answers the path before the query', () => {
    expect(problem(checkParameters('manufacturers', 'v2', { type_id: '0' }, query('limit=0')))).toMatch(/^Invalid parameter type_id:/);
  });
});

describe('search text', () => {
  it('keeps the text as given', () => {
    expect(checkParameters('search', 'v2', {}, query('query=%20TDI%20&limit=5'))).toEqual({ params: {}, query: { query: ' TDI ', limit: 5 } });
    expect(checkParameters('search', 'v2', {}, query(`query=${'\u{1F697}'.repeat(3)}`))).toEqual({ params: {}, query: { query: '\u{1F697}'.repeat(3) } });
  });

  it.each([
    ['', 'Missing parameter query: give the search text'],
    ['query=ab', 'Invalid parameter query: length must be from 3 to 2048 characters'],
    [`query=${'a'.repeat(2049)}`, 'Invalid parameter query: length must be from 3 to 2048 characters'],
    ['query=TDI%00', 'Invalid parameter query: control characters are not allowed'],
    ['query=TDI%7F', 'Invalid parameter query: control characters are not allowed'],
    ['query=TDI&query=TDI', 'Invalid parameter query: give it once'],
    ['query=ab&limit=0', 'Invalid parameter query: length must be from 3 to 2048 characters'],
  ])('refuses %j', (text, message) => {
    expect(problem(checkParameters('search', 'v2', {}, query(text)))).toBe(message);
  });

  it('refuses a lone surrogate', () => {
    expect(problem(checkParameters('search', 'v2', {}, { query: 'TDI\uD800' }))).toBe('Invalid parameter query: not valid Unicode text');
  });
});

describe('canonicalQuery', () => {
  it('writes the checked parameters in one order, whatever order and extras came in', () => {
    const checked = checkParameters('search', 'v2', {}, query('limit=5&utm=x&cursor=10&query=golf%20tdi'));
    expect('query' in checked && canonicalQuery(checked.query)).toBe('?query=golf+tdi&cursor=10&limit=5');
    const paging = checkParameters('manufacturers', 'v2', { type_id: '1' }, query('limit=7'));
    expect('query' in paging && canonicalQuery(paging.query)).toBe('?limit=7');
    expect(canonicalQuery({})).toBe('');
  });
});

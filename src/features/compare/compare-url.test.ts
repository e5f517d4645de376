import { describe, expect, test } from 'vitest';
import { urls } from '../../../contract/urls';
import { COMPARE_MAX, parseCompareParams } from './compare-url';

const parse = (search: string) => parseCompareParams(new URLSearchParams(search));

describe('a comparison link', () => {
  test('names up to three engines, each with the generation in the same place', () => {
    expect(parse('engines=101,102,16201&generations=20,20,1708')).toEqual({
      entries: [
        { engineId: 101, generationId: 20 },
        { engineId: 102, generationId: 20 },
        { engineId: 16201, generationId: 1708 },
      ],
      problems: [],
    });
  });

  test('ids up to 2^53 - 1 are kept exactly', () => {
    expect(parse('engines=9007199254740991&generations=4294967298').entries).toEqual([{ engineId: 9007199254740991, generationId: 4294967298 }]);
  });

  test('without generations, or with a place left empty or wrong, an engine has none', () => {
    expect(parse('engines=101,102').entries).toEqual([
      { engineId: 101, generationId: null },
      { engineId: 102, generationId: null },
    ]);
    expect(parse('engines=101,102,103&generations=20,,x').entries.map((entry) => entry.generationId)).toEqual([20, null, null]);
  });

  test('what is not an id is reported, and the valid engines still count', () => {
    const { entries, problems } = parse('engines=abc,101,-4,1.5,0,9007199254740992,102');
    expect(entries.map((entry) => entry.engineId)).toEqual([101, 102]);
    expect(problems).toEqual([
      { kind: 'invalid', value: 'abc' },
      { kind: 'invalid', value: '-4' },
      { kind: 'invalid', value: '1.5' },
      { kind: 'invalid', value: '0' },
      { kind: 'invalid', value: '9007199254740992' },
    ]);
  });

  test('an engine listed twice counts once and is reported once', () => {
    const { entries, problems } = parse('engines=101,101,102,101');
    expect(entries.map((entry) => entry.engineId)).toEqual([101, 102]);
    expect(problems).toEqual([{ kind: 'duplicate', id: 101 }]);
  });

  test(`more than ${COMPARE_MAX} engines: the first ${COMPARE_MAX} count, the rest are named`, () => {
    const { entries, problems } = parse('engines=1,2,3,4,5&generations=10,20,30,40,50');
    expect(entries).toEqual([
      { engineId: 1, generationId: 10 },
      { engineId: 2, generationId: 20 },
      { engineId: 3, generationId: 30 },
    ]);
    expect(problems).toEqual([{ kind: 'too-many', ids: [4, 5] }]);
  });

  test('empty places, spaces and a repeated parameter are read as one list; nothing at all is no engines', () => {
    expect(parse('engines=%20101%20,,&engines=102').entries.map((entry) => entry.engineId)).toEqual([101, 102]);
    expect(parse('')).toEqual({ entries: [], problems: [] });
    expect(parse('engines=')).toEqual({ entries: [], problems: [] });
  });

  test('a long value is shortened in the report', () => {
    const [problem] = parse(`engines=${'x'.repeat(500)}`).problems;
    expect(problem).toEqual({ kind: 'invalid', value: `${'x'.repeat(24)}…` });
  });

  test('the link the app builds reads back as it was built', () => {
    const entries = [
      { engineId: 101, generationId: 20 },
      { engineId: 16201, generationId: null },
      { engineId: 9007199254740991, generationId: 4294967298 },
    ];
    const href = urls.compare.href(entries);
    expect(href).toBe('/compare?engines=101,16201,9007199254740991&generations=20,,4294967298');
    expect(parse(href.split('?')[1]!)).toEqual({ entries, problems: [] });
    expect(urls.compare.href([{ engineId: 101, generationId: null }])).toBe('/compare?engines=101');
    expect(urls.compare.href([])).toBe('/compare');
  });
});

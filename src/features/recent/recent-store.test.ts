import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecent, parseRecent, readRecent, RECENT_MAX, RECENT_STORAGE_KEY, rememberEngine, type RecentEntry } from './recent-store';

const entry = (engineId: number, engine = `Engine ${engineId}`): RecentEntry => ({
  typeId: 1,
  manufacturerId: 2,
  modelId: 3,
  generationId: 4,
  engineId,
  engine,
  vehicle: 'Audi A4 B5',
});

describe('recently viewed engines', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, each engine once, at most RECENT_MAX, per account', () => {
    for (let id = 1; id <= RECENT_MAX + 3; id += 1) rememberEngine('/api#a', entry(id));
    rememberEngine('/api#a', entry(5));
    rememberEngine('/api#b', entry(99));
    const list = readRecent('/api#a');
    expect(list.map((item) => item.engineId)).toEqual([5, 11, 10, 9, 8, 7, 6, 4]);
    expect(readRecent('/api#b').map((item) => item.engineId)).toEqual([99]);
    clearRecent('/api#a');
    expect(readRecent('/api#a')).toEqual([]);
    expect(readRecent('/api#b')).toHaveLength(1);
    clearRecent('/api#b');
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
  });

  it('reads corrupt or hostile storage as what holds of it, and never throws', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '1', 'null', '{"a":"b"}', '{"a":[null,1,"x",{}]}', 'x'.repeat(300_000)])
      expect(parseRecent(raw).size).toBe(0);
    const hostile = `{"__proto__":[${JSON.stringify(entry(1))}],"acc":[${JSON.stringify(entry(2, '<script>alert(1)</script>'))},${JSON.stringify({ ...entry(3), engineId: 2 ** 60 })},${JSON.stringify({ ...entry(4), engine: 'a\u0000b' })},${JSON.stringify({ ...entry(5), engine: 'x'.repeat(201) })},${JSON.stringify({ ...entry(6), engineId: 1.5 })},${JSON.stringify(entry(2))}]}`;
    const store = parseRecent(hostile);
    expect([...store.keys()]).toEqual(['__proto__', 'acc']);
    expect(store.get('acc')!.map((item) => [item.engineId, item.engine])).toEqual([[2, '<script>alert(1)</script>']]);
    expect(Object.getPrototypeOf(store)).toBe(Map.prototype);
    localStorage.setItem(RECENT_STORAGE_KEY, hostile);
    rememberEngine('acc', entry(7));
    expect(readRecent('acc').map((item) => item.engineId)).toEqual([7, 2]);
  });

  it('refuses to store an entry that does not hold', () => {
    rememberEngine('acc', { ...entry(1), engine: '' });
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
  });
});

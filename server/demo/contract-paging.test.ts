import { describe, expect, it } from 'vitest';
import { expectShape, getOk, schemas, useServer, type Manufacturer, type Page, type Pagination, type SearchPage, type Version } from '../test/harness';

/**
 * The paging rules: the first request omits `cursor` (pagination.cursor null); while has_more,
 * next_cursor leads to the following page; limit echoes the page size (default 50). A walk
 * visits every record exactly once, in a stable order, and equals a single larger page.
 */

const server = useServer();

interface Walk<T> {
  items: T[];
  pages: Pagination[];
}

/** Follows next_cursor from the first page (no cursor) until has_more is false. */
async function walk<T>(
  version: Version,
  key: string,
  firstPath: string,
  pick: (body: unknown) => { items: T[]; pagination: Pagination },
  limit: number,
): Promise<Walk<T>> {
  const items: T[] = [];
  const pages: Pagination[] = [];
  const separator = firstPath.includes('?') ? '&' : '?';
  let cursor: number | null = null;
  for (let guard = 0; guard < 1000; guard += 1) {
    const path: string = `${firstPath}${separator}limit=${limit}${cursor === null ? '' : `&cursor=${cursor}`}`;
    const page = pick(await getOk(server, version, path, { key }));
    pages.push(page.pagination);
    expect(page.pagination.cursor, path).toBe(cursor);
    expect(page.pagination.limit, path).toBe(limit);
    expect(page.items.length, path).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    if (!page.pagination.has_more) {
      expect(page.pagination.next_cursor, path).toBeNull();
      return { items, pages };
    }
    expect(page.items.length, `${path}: a page with has_more is full`).toBe(limit);
    expect(page.pagination.next_cursor, path).toEqual(expect.any(Number));
    cursor = page.pagination.next_cursor;
  }
  throw new Error(`The walk of ${firstPath} did not end`);
}

const manufacturerPage = (version: Version) => (body: unknown) => expectShape(schemas(version).manufacturerPage, body) as Page<Manufacturer>;
const searchPage = (version: Version) => (body: unknown) => {
  const page = expectShape(schemas(version).search, body) as SearchPage;
  return { items: page.results, pagination: page.pagination, total: page.total };
};

const VIEWS: { version: Version; key: string }[] = [
  { version: 'v1', key: 'demo-shared' },
  { version: 'v2', key: 'demo-shared' },
  { version: 'v2', key: 'demo' },
];

describe.each(VIEWS)('manufacturers of type 1 with limit 7 ($version, $key)', ({ version, key }) => {
  it('visits every manufacturer exactly once, in a stable order, as one large page does', async () => {
    const first = await walk(version, key, '/manufacturers/type/1', manufacturerPage(version), 7);
    const ids = first.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.pages.length).toBe(Math.ceil(ids.length / 7));
    expect(first.pages[0]!.cursor).toBeNull();

    const again = await walk(version, key, '/manufacturers/type/1', manufacturerPage(version), 7);
    expect(again.items).toEqual(first.items);

    const single = await getOk<Page<Manufacturer>>(server, version, '/manufacturers/type/1?limit=100', { key });
    expect(single.pagination).toEqual({ cursor: null, limit: 100, next_cursor: null, has_more: false });
    expect(first.items).toEqual(single.items);

    // Every other page size gives the same sequence.
    for (const limit of [1, 13, 50]) {
      const other = await walk(version, key, '/manufacturers/type/1', manufacturerPage(version), limit);
      expect(other.items.map((item) => item.id)).toEqual(ids);
    }

    // The walk agrees with the catalogue: every visible manufacturer of type 1.
    const expected = (server.catalogue.manufacturersByType.get(1) ?? []).filter(
      (item) =>
        !item.hidden && (item.origin === 'shared' ? !(version === 'v2' && key === 'demo' && item.hiddenFor.length > 0) : version === 'v2' && key === 'demo'),
    );
    expect(ids.sort((a, b) => a - b)).toEqual(expected.map((item) => item.id).sort((a, b) => a - b));
  });

  it('without limit the page size is 50; a cursor past the end gives an empty last page', async () => {
    const page = await getOk<Page<Manufacturer>>(server, version, '/manufacturers/type/1', { key });
    expect(page.pagination.limit).toBe(50);
    expect(page.pagination.cursor).toBeNull();
    expect(page.items.length).toBe(50);
    expect(page.pagination.has_more).toBe(true);
    expect(page.pagination.next_cursor).toBe(page.items[49]!.id);

    const zero = await getOk<Page<Manufacturer>>(server, version, '/manufacturers/type/1?cursor=0', { key });
    expect(zero.pagination.cursor).toBe(0);
    expect(zero.items).toEqual(page.items);

    const max = version === 'v1' ? 2147483647 : 9007199254740991;
    const end = await getOk<Page<Manufacturer>>(server, version, `/manufacturers/type/1?cursor=${max}`, { key });
    expect(end).toEqual({ items: [], pagination: { cursor: max, limit: 50, next_cursor: null, has_more: false } });
  });
});

describe.each(VIEWS)('search "TDI" with limit 100 ($version, $key)', ({ version, key }) => {
  it('visits every hit exactly once, in a stable order, total agrees', async () => {
    const first = await walk(version, key, '/search?query=TDI', searchPage(version), 100);
    const ids = first.items.map((item) => item.engine.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(2000);

    const firstPage = await getOk<SearchPage>(server, version, '/search?query=TDI&limit=100', { key });
    expect(firstPage.total).toBe(ids.length);
    expect(firstPage.pagination.cursor).toBeNull();

    for (const item of first.items)
      expect(`${item.manufacturer.name} ${item.model.name} ${item.generation.name} ${item.engine.name}`.toLowerCase()).toContain('tdi');

    // Another page size (and the query in other case) walks the same sequence: the order is stable.
    const other = await walk(version, key, '/search?query=tdi', searchPage(version), 77);
    expect(other.items).toEqual(first.items);
  });

  it('the default limit is 50, limit echoes, and a small result set fits one page', async () => {
    const page = await getOk<SearchPage>(server, version, '/search?query=TDI', { key });
    expect(page.pagination.limit).toBe(50);
    expect(page.results.length).toBe(50);
    expect(page.pagination.has_more).toBe(true);

    const small = await getOk<SearchPage>(server, version, '/search?query=A4%20B5%201.8T&limit=100', { key });
    expect(small.pagination).toEqual({ cursor: null, limit: 100, next_cursor: null, has_more: false });
    expect(small.total).toBe(small.results.length);

    const none = await getOk<SearchPage>(server, version, '/search?query=zzzzzz', { key });
    expect(none).toEqual({ results: [], total: 0, pagination: { cursor: null, limit: 50, next_cursor: null, has_more: false } });
  });
});

describe('paging across views', () => {
  it('the demo key on v2 sees its private TDI engines in the walk; the shared view does not', async () => {
    const privateTdi = server.catalogue.engines.filter((engine) => engine.origin === 'private' && engine.searchText.includes('tdi')).map((engine) => engine.id);
    expect(privateTdi.length).toBeGreaterThan(0);
    const demo = await walk('v2', 'demo', '/search?query=TDI', searchPage('v2'), 100);
    const shared = await walk('v2', 'demo-shared', '/search?query=TDI', searchPage('v2'), 100);
    const demoIds = demo.items.map((item) => item.engine.id);
    const sharedIds = shared.items.map((item) => item.engine.id);
    for (const id of privateTdi) {
      expect(demoIds).toContain(id);
      expect(sharedIds).not.toContain(id);
    }
  });
});

import type { Browser } from '@playwright/test';
import { CONTEXT } from './browser';
import { recordRequests } from './network';

/**
 * Search: how many requests one typed query costs with the real debounce (typed at a human
 * pace), and how many rows stay mounted after scrolling until ten pages of "TDI" have loaded.
 */

export const TYPED_QUERY = 'golf tdi';
export const KEY_DELAY_MS = 120;
export const SCROLL_PAGES = 10;

export interface SearchFigures {
  typed: { query: string; keyDelayMs: number; searchRequests: number; apiRequests: number };
  scroll: { query: string; pages: number; rowsLoaded: number; rowsMounted: number; wheelSteps: number };
}

const isSearch = (path: string) => path.startsWith('/api/v2/search');

export async function measureSearch(browser: Browser, base: string): Promise<SearchFigures> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    const recorder = recordRequests(page);
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1, name: 'Vehicle types' }).waitFor();
    await recorder.idle();
    recorder.take();

    const box = page.getByRole('combobox', { name: 'Search the catalogue' });
    await box.click();
    await box.pressSequentially(TYPED_QUERY, { delay: KEY_DELAY_MS });
    // The box suggests as it is typed into: its list of options shows the answer.
    await page.getByRole('listbox').getByRole('option').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await recorder.idle();
    const typed = recorder.take().filter((request) => request.api);

    await page.goto(`${base}/search?q=TDI`);
    await page.locator('#search-results [data-index]').first().waitFor({ timeout: 30_000 });
    await page.mouse.move(640, 600);
    const loaded = () => recorder.take().filter((request) => request.api && isSearch(request.path));
    let pages = loaded();
    let wheelSteps = 0;
    for (; wheelSteps < 200 && pages.length < SCROLL_PAGES; wheelSteps += 1) {
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(150);
      pages = [...pages, ...loaded()];
    }
    await recorder.idle();
    pages = [...pages, ...loaded()];
    if (pages.length < SCROLL_PAGES) throw new Error(`Only ${pages.length} pages of search results loaded while scrolling`);
    const rowsMounted = await page.locator('#search-results [data-index]').count();
    // Every page of "TDI" is full (2,000+ hits): the rows loaded are the pages' limits.
    const rowsLoaded = pages.reduce((sum, request) => sum + Number(new URL(request.path, base).searchParams.get('limit') ?? 50), 0);
    return {
      typed: {
        query: TYPED_QUERY,
        keyDelayMs: KEY_DELAY_MS,
        searchRequests: typed.filter((request) => isSearch(request.path)).length,
        apiRequests: typed.length,
      },
      scroll: { query: 'TDI', pages: pages.length, rowsLoaded, rowsMounted, wheelSteps },
    };
  } finally {
    await context.close();
  }
}

import type { APIRequestContext, Page, Request } from '@playwright/test';
import { findExample } from '../../server/test/example';

/**
 * Opens a page and waits until the app has taken it over: pages arrive server-rendered, and a
 * click or a choice made before hydration would go to the server (or be lost) instead.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  return response;
}

/** Finds records of the demo catalogue through its API, so tests name things, not ids. */
export async function api<T>(request: APIRequestContext, path: string, key = 'demo'): Promise<T> {
  const response = await request.get(`/api/v2${path}`, { headers: { Authorization: `Bearer ${key}` } });
  if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
  return (await response.json()) as T;
}

export interface ExamplePath {
  typeId: number;
  manufacturerId: number;
  modelId: number;
  generationId: number;
  engineId: number;
  engineUrl: string;
  generationUrl: string;
}

/** Cars & LCV > Audi > A4 > B5 > 1.8T 150hp 210Nm: the public example record. */
export async function examplePath(request: APIRequestContext): Promise<ExamplePath> {
  const { urls, ...ids } = await findExample((path) => api(request, path));
  return { ...ids, generationUrl: urls.generation, engineUrl: urls.engine };
}

/** Records every API request the page makes (path and query, plus headers). */
export function recordApiRequests(page: Page) {
  const requests: { url: URL; request: Request; started: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push({ url, request, started: Date.now() });
  });
  return {
    all: () => requests,
    paths: () => requests.map(({ url }) => `${url.pathname}${url.search}`),
    count: () => requests.length,
    clear: () => {
      requests.length = 0;
    },
  };
}

import type { APIRequestContext, Page, Request } from '@playwright/test';

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

interface Named {
  id: number;
  name: string;
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
  const types = await api<Named[]>(request, '/types');
  const typeId = types[0]!.id;
  const makers = await api<{ items: Named[] }>(request, `/manufacturers/type/${typeId}?limit=100`);
  const manufacturerId = makers.items.find((item) => item.name === 'Audi')!.id;
  const audi = await api<{ models: Named[] }>(request, `/manufacturers/${manufacturerId}`);
  const modelId = audi.models.find((item) => item.name === 'A4')!.id;
  const a4 = await api<{ generations: Named[] }>(request, `/models/${modelId}`);
  const generationId = a4.generations.find((item) => item.name === 'B5')!.id;
  const b5 = await api<{ engines: Named[] }>(request, `/generations/${generationId}`);
  const engineId = b5.engines.find((item) => item.name === '1.8T 150hp 210Nm')!.id;
  const generationUrl = `/types/${typeId}/manufacturers/${manufacturerId}/models/${modelId}/generations/${generationId}`;
  return { typeId, manufacturerId, modelId, generationId, engineId, generationUrl, engineUrl: `${generationUrl}/engines/${engineId}` };
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

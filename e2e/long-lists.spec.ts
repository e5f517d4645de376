import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HOST_PORT } from '../playwright.config';
import { api, examplePath, gotoReady } from './support/catalogue';
import { painted } from './support/paint';
import { widget } from './support/widget';

/**
 * Lists as long as the contract allows stay fast: only the rows in view are mounted, the rows
 * never overlap (also when a row is a tall card at 320 px), and the last row can be reached.
 */

interface Named {
  id: number;
  name: string;
}

/** The mounted rows, with everything drawn inside them, must follow one another without overlapping. */
async function expectNoOverlap(rows: Locator) {
  const boxes = await rows.evaluateAll((elements) =>
    elements.map((element) => ({
      top: element.getBoundingClientRect().top,
      bottom: Math.max(...[element, ...element.querySelectorAll('*')].map((part) => part.getBoundingClientRect().bottom)),
    })),
  );
  expect(boxes.length).toBeGreaterThan(3);
  for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
}

async function scrollToEnd(page: Page, last: Locator) {
  // Window-virtualised: step down to the bottom until the last row is drawn.
  for (let step = 0; step < 60 && !(await last.isVisible()); step++) {
    await page.mouse.wheel(0, 4000);
    await painted(page);
  }
  await expect(last).toBeVisible();
}

/** The demo catalogue's longest list: Yamaha Marine's 1000 models, and its page. */
async function yamahaMarine(request: APIRequestContext) {
  const types = await api<(Named & { slug: string })[]>(request, '/types');
  const marine = types.find((type) => type.slug === 'marine')!;
  const makers = await api<{ items: Named[] }>(request, `/manufacturers/type/${marine.id}?limit=100`);
  const yamaha = makers.items.find((maker) => maker.name === 'Yamaha Marine')!;
  const { models } = await api<{ models: Named[] }>(request, `/manufacturers/${yamaha.id}`);
  expect(models).toHaveLength(1000);
  return { models, path: `/types/${marine.id}/manufacturers/${yamaha.id}` };
}

test('a manufacturer with 1000 models mounts a few dozen rows and reaches the last', async ({ page, request }) => {
  const { models, path } = await yamahaMarine(request);
  await page.goto(path);
  const list = page.getByRole('list', { name: 'Models of Yamaha Marine' });
  const rows = list.locator('[data-index]');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await expectNoOverlap(rows);

  await scrollToEnd(page, list.getByRole('link', { name: models.at(-1)!.name, exact: true }));
  expect(await rows.count()).toBeLessThan(60);
  await expectNoOverlap(rows);
});

test('End on a list the server drew, before any scroll, brings its last row and focuses it', async ({ page, request }) => {
  const { models, path } = await yamahaMarine(request);
  await gotoReady(page, path);
  const list = page.getByRole('list', { name: 'Models of Yamaha Marine' });
  // Loaded and untouched: the server's first rows, in the page's flow.
  await expect(list.locator('[data-index]').first()).toHaveCSS('position', 'static');
  await list.getByRole('link').first().focus();
  await page.keyboard.press('End');
  const last = list.getByRole('link', { name: models.at(-1)!.name, exact: true });
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await list.locator('[data-index]').count()).toBeLessThan(60);
  await page.keyboard.press('Home');
  await expect(list.getByRole('link', { name: models[0]!.name, exact: true })).toBeFocused();
});

test("inside a workshop's page, a long list the widget opened on mounts only the rows the host shows and reaches its last as the host page scrolls", async ({
  page,
  request,
}) => {
  const { models, path } = await yamahaMarine(request);
  // The host's link opens the widget on the list: the server draws it, and the frame never scrolls itself.
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?catalogue=${encodeURIComponent(path)}`);
  const frame = await widget(page);
  const list = frame.getByRole('list', { name: 'Models of Yamaha Marine' });
  const rows = list.locator('[data-index]');
  await expect(rows.first()).toBeVisible();
  // The host page scrolls down the list, then to its end, where the list's last row is.
  await page.mouse.wheel(0, 20_000);
  await painted(page);
  await expect(rows.first()).toHaveCSS('position', 'absolute');
  // The rows drawn are those down there, in the host's window, not the list's first ones.
  const indexes = () => rows.evaluateAll((elements) => elements.map((element) => Number((element as HTMLElement).dataset.index)));
  // Once the host's report of its scrolled window has arrived (a frame after the scroll).
  await expect.poll(async () => Math.min(...(await indexes()))).toBeGreaterThan(100);
  const drawn = await indexes();
  expect(drawn.length).toBeLessThan(60);
  await expect(list.locator(`[data-index="${drawn[Math.floor(drawn.length / 2)]}"]`)).toBeInViewport();
  for (let step = 0, top = -1; step < 80 && top !== (top = await page.evaluate(() => window.scrollY)); step++) {
    await page.mouse.wheel(0, 4000);
    await painted(page);
  }
  await expect(list.getByRole('link', { name: models.at(-1)!.name, exact: true })).toBeInViewport();
  // The frame is as tall as all 1000 rows, but only those in the host's window (and a few more) are mounted.
  expect(await rows.count()).toBeLessThan(60);
  await expectNoOverlap(rows);
});

test("inside a workshop's page, End and Home on a long list reach its last and first rows, mounting a few dozen", async ({ page, request }) => {
  const { models, path } = await yamahaMarine(request);
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?catalogue=${encodeURIComponent(path)}`);
  const frame = await widget(page);
  const list = frame.getByRole('list', { name: 'Models of Yamaha Marine' });
  await list.getByRole('link', { name: models[0]!.name, exact: true }).focus();
  await page.keyboard.press('End');
  const last = list.getByRole('link', { name: models.at(-1)!.name, exact: true });
  await expect(last).toBeFocused();
  // Focusing the row scrolls the host page to it.
  await expect(last).toBeInViewport();
  expect(await list.locator('[data-index]').count()).toBeLessThan(60);
  await page.keyboard.press('Home');
  const first = list.getByRole('link', { name: models[0]!.name, exact: true });
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  expect(await list.locator('[data-index]').count()).toBeLessThan(60);
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['320 px', { width: 320, height: 720 }],
] as const) {
  test(`a generation with 400 engines (${device}): measured rows, never overlapping, the last one reachable`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const example = await examplePath(request);
    const generation = await api<{ engines: (Named & Record<string, unknown>)[] }>(request, `/generations/${example.generationId}`);
    // The demo catalogue's largest generation has 18 engines: this one is the B5 with 400.
    const engines = Array.from({ length: 400 }, (_, index) => {
      const engine = generation.engines[index % generation.engines.length]!;
      return { ...engine, id: 500_000 + index, name: `${engine.name} #${index + 1}` };
    });
    await page.route(`**/api/v2/generations/${example.generationId}`, (route) => route.fulfill({ json: { ...generation, engines } }));

    // From the model's page by a click: a deep link would arrive drawn by the server with the
    // real 18 engines, so the browser's own request (the one replaced here) comes with navigation.
    await gotoReady(page, example.generationUrl.replace(/\/generations\/\d+$/, ''));
    await page.getByRole('link', { name: /^B5\b/ }).click();
    const table = page.getByRole('table', { name: /Engines of/ });
    const rows = table.locator('tbody tr[data-index]');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(60);
    await expectNoOverlap(rows);

    await scrollToEnd(page, table.getByRole('link', { name: engines.at(-1)!.name, exact: true }));
    expect(await rows.count()).toBeLessThan(60);
    await expectNoOverlap(rows);
  });
}

test('search hits at 320 px show their whole title and path, rows never overlapping', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/search?q=golf%20tdi');
  const rows = page.locator('#search-results [data-index]');
  await expect(rows.first()).toBeVisible();
  await expectNoOverlap(rows);
  // Nothing clipped: engines of one model differ only at the end of the title.
  const clipped = await rows.evaluateAll((elements) =>
    elements.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('.row__title, .row__path')]
        .filter((part) => part.scrollHeight > part.clientHeight + 1 || part.scrollWidth > part.clientWidth + 1)
        .map((part) => part.textContent),
    ),
  );
  expect(clipped).toEqual([]);
});

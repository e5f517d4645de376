import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { liveChart } from './support/chart';
import { HOST_PORT } from '../playwright.config';
import { api, examplePath, gotoReady } from './support/catalogue';
import { engineRule, exampleProfile as profile, pricedGeneration } from './support/workshop';
import { widget } from './support/widget';

/**
 * At the counter (issue 26): the quote quotes the stages the reader ticks and its chart draws
 * each of them; the customer's name and registration print and go nowhere; the workshop's
 * contact band on screen (in a widget only when the host asks); the recently viewed engines.
 * Against the server as `npm start` runs it, with the shipped example workshop profile.
 */

// Several pages each, with the chart's chunk: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

interface Curves {
  dyno_values?: { rpm: number[] } | null;
}
interface EngineAnswer {
  performance: Curves;
  tuning?: { stages: { performance: Curves }[] } | null;
}

/**
 * An engine of the example profile's priced generation: the profile's own engine, or with
 * `charted`, the first whose stock and at least two stages have dyno curves.
 */
async function pricedEngine(request: APIRequestContext, charted = false) {
  const { generation, base } = await pricedGeneration(request);
  let engineId = engineRule.engine!;
  if (charted) {
    const found = [];
    for (const engine of generation.engines) {
      const detail = await api<EngineAnswer>(request, `/engines/${engine.id}`);
      const drawn = (curves: Curves) => (curves.dyno_values?.rpm.length ?? 0) >= 2;
      if (drawn(detail.performance) && (detail.tuning?.stages ?? []).filter((stage) => drawn(stage.performance)).length >= 2) found.push(engine.id);
      if (found.length > 0) break;
    }
    expect(found, 'an engine with charted stages in the priced generation').not.toEqual([]);
    engineId = found[0]!;
  }
  return { path: `${base}/engines/${engineId}`, generation, engineId, base };
}

/** Until the engine page has put the engine in the recently viewed list (its effect runs once the page has hydrated). */
async function remembered(page: Page, engineId: number) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vtdb.recent') ?? '')).toContain(`"engineId":${engineId}`);
}

/** The curves the printed sheet draws: on paper the chart is the plain drawing (static-chart.tsx), one line per curve. */
const drawnCurves = (page: Page) => page.locator('.dyno__figure .static-chart--print .static-chart__line');

async function chartReady(page: Page) {
  // The interactive chart loads when the reader gets to it; its legend drives what is drawn.
  await liveChart(page);
}

test('the printed quote draws stock and each quoted stage, and only those; the table leaves the others out', async ({ page, request }) => {
  // Staff at the counter choose the stages (a per-device switch in Settings).
  await page.addInitScript(() => localStorage.setItem('vtdb.staffView', '1'));
  const { path } = await pricedEngine(request, true);
  await gotoReady(page, path);
  await chartReady(page);
  const table = page.getByRole('table', { name: /Tuning stages/ });
  const boxes = table.getByRole('checkbox', { name: /^Put Stage \d.* on the quote$/ });
  const stageCount = await boxes.count();
  expect(stageCount).toBeGreaterThanOrEqual(2);
  // Every stage is on the quote by default.
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  // The legend names each curve the engine has: stock's and the stages' power and torque.
  const legend = page.getByRole('list', { name: /Curves/ });
  const stageCurves = legend.getByRole('button', { name: /Stage/ });
  const charted = await stageCurves.count();
  expect(charted).toBeGreaterThanOrEqual(4);
  const stockCurves = await legend.getByRole('button', { name: /Stock/ }).count();

  // Printed with every stage quoted: stock and every stage.
  await page.emulateMedia({ media: 'print' });
  await expect(drawnCurves(page)).toHaveCount(stockCurves + charted);
  await expect(legend.getByRole('button', { pressed: true, name: /Stage/ })).toHaveCount(charted);
  await page.emulateMedia({ media: 'screen' });

  // Quote the first stage only (a €449 Stage 1): the sheet's chart draws stock and that stage, not the highest.
  const first = (await table.getByRole('rowheader').nth(1).textContent())!;
  for (const box of (await boxes.all()).slice(1)) await box.uncheck();
  await expect(table.locator('tbody tr[data-left-out]')).toHaveCount(stageCount - 1);
  await page.emulateMedia({ media: 'print' });
  const printedStages = legend.getByRole('button', { pressed: true, name: /Stage/ });
  const quoted = legend.getByRole('button', { name: new RegExp(`${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
  // The chart's print drawing is in place (the legend's buttons of the quoted stage show) before they are counted.
  await expect(quoted.first()).toBeVisible();
  const quotedCurves = await quoted.count();
  await expect(printedStages).toHaveCount(quotedCurves);
  await expect(drawnCurves(page)).toHaveCount(stockCurves + quotedCurves);
  for (const label of await printedStages.allTextContents()) expect(label).toContain(first);
  // The printed table: stock and the quoted stage.
  await expect(table.getByRole('rowheader')).toHaveText(['Stock', first]);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
  // Back on screen the table has every stage again, the left-out ones marked by their boxes.
  await expect(table.getByRole('rowheader')).toHaveCount(stageCount + 1);
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test("the customer's name and registration print on the sheet and are never sent, stored or kept", async ({ page, request }) => {
  const { path } = await pricedEngine(request, true);
  const name = 'Erika Quotetest-Mustermann';
  const registration = 'B-QX 7781';
  const needles = [name, registration, 'Quotetest', 'QX 7781', 'QX7781', encodeURIComponent(name), encodeURIComponent(registration)];
  const carried: string[] = [];
  page.on('request', (sent) => {
    const text = [sent.url(), sent.postData() ?? '', JSON.stringify(sent.headers())].join('\n');
    for (const needle of needles) if (text.includes(needle)) carried.push(`${sent.method()} ${sent.url()}`);
  });

  await gotoReady(page, path);
  await chartReady(page);
  await page.getByRole('textbox', { name: "Customer's name" }).fill(name);
  await page.getByRole('textbox', { name: 'Registration or VIN' }).fill(registration);
  await expect(page.getByText('never sent anywhere or saved')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('#main .quote-customer');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(name);
  await expect(sheet).toContainText(registration);
  await expect(page.getByRole('textbox', { name: "Customer's name" })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The page goes on working with them typed in: other pages, languages, back again.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await chartReady(page);
  await page.goto(`${path}?lang=de`);
  await chartReady(page);

  expect(carried, 'requests that carried the customer fields').toEqual([]);
  expect(page.url()).not.toContain('Quotetest');
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  for (const needle of needles) expect(stored).not.toContain(needle);
  // A new page load starts with an empty quote.
  await expect(page.getByRole('textbox', { name: 'Name des Kunden' })).toHaveValue('');
});

test("the workshop's name and a tel: link are on the engine page, on a phone too, and not printed twice", async ({ page }) => {
  const { engineUrl } = await examplePath(page.request);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await gotoReady(page, engineUrl);
    const band = page.getByRole('region', { name: 'Workshop contact' });
    await expect(band).toBeVisible();
    await expect(band).toContainText(profile.name);
    const call = band.getByRole('link', { name: profile.contact.phone! });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${profile.contact.phone!.replace(/[^\d+]/g, '')}`);
    await expect(band).toContainText(profile.contact.address![0]!);
    // Right after the stages and their prices (the phone's first screen shows the vehicle and its gains).
    const stages = page.getByRole('table', { name: /Tuning stages/ });
    const box = (await band.boundingBox())!;
    const table = (await stages.boundingBox())!;
    expect(box.y).toBeGreaterThan(table.y + table.height);
    expect(box.y - (table.y + table.height)).toBeLessThan(viewport.width < 640 ? 400 : 250);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // The band below the stages does not push them down: on the phone's first screen (nothing
    // scrolled) stock, Stage 1 and Stage 2 show with their gains and prices.
    if (viewport.width < 640) {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const second = stages.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Stage 2', exact: true }) });
      await expect(second).toHaveCount(1);
      for (const part of [second.locator('.stage-table__value').first(), second.locator('.stage-table__gain').last(), second.locator('.stage-table__price')])
        await expect(part).toBeInViewport({ ratio: 1 });
    }
    // The printed sheet has the workshop in its header: the band stays off paper.
    await page.emulateMedia({ media: 'print' });
    await expect(band).toBeHidden();
    await expect(page.locator('#main .quote-header')).toContainText(profile.name);
    await page.emulateMedia({ media: 'screen' });
  }
});

async function hostWidget(page: Page, query: string): Promise<Frame> {
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?${query}`);
  return widget(page);
}

test("in a host page's widget the workshop band shows only when the host opts in, and a link cannot opt in", async ({ page }) => {
  const { engineUrl } = await examplePath(page.request);
  const catalogue = `catalogue=${encodeURIComponent(engineUrl)}`;

  let frame = await hostWidget(page, catalogue);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(frame.getByRole('table', { name: /Tuning stages/ })).toBeVisible();
  await expect(frame.locator('.workshop-band')).toBeHidden();
  await expect(frame.getByRole('region', { name: 'Workshop contact' })).toHaveCount(0);

  // A link to the host page cannot switch it on.
  frame = await hostWidget(page, `catalogue=${encodeURIComponent(`${engineUrl}?workshopContact=1`)}`);
  await expect(frame.getByRole('table', { name: /Tuning stages/ })).toBeVisible();
  await expect(frame.locator('.workshop-band')).toBeHidden();

  // data-workshop-contact="1" on the script tag.
  frame = await hostWidget(page, `workshop=1&${catalogue}`);
  const band = frame.getByRole('region', { name: 'Workshop contact' });
  await expect(band).toBeVisible();
  await expect(band.getByRole('link', { name: profile.contact.phone! })).toHaveAttribute('href', /^tel:\+/);
});

test('recently viewed: the last engines on the start page and in the empty search box, kept across a reload, cleared on request', async ({ page, request }) => {
  const { base, generation } = await pricedEngine(request);
  const [first, second] = generation.engines;
  await gotoReady(page, `${base}/engines/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first!.name);
  await remembered(page, first!.id);
  await gotoReady(page, `${base}/engines/${second!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second!.name);
  await remembered(page, second!.id);

  await gotoReady(page, '/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  // Newest first.
  await expect(recent.getByRole('link')).toHaveCount(2);
  await expect(recent.getByRole('link').first()).toContainText(second!.name);
  await expect(recent.getByRole('link').last()).toContainText(first!.name);

  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(recent.getByRole('link')).toHaveCount(2);

  // The empty search box offers them too.
  const box = page.getByRole('combobox', { name: /Search/ });
  await box.focus();
  const list = page.getByRole('listbox', { name: 'Recently viewed' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(3);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/engines/${second!.id}$`));

  // The page of their own (/recent, a bookmark for the counter): both, newest first, under its own title.
  await gotoReady(page, '/recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
  // Said once: the page's heading, not the list's own as well (the region keeps its name).
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(1);
  await expect(recent).toBeVisible();
  await expect(recent.getByRole('link')).toHaveCount(2);
  await expect(recent.getByRole('link').first()).toContainText(second!.name);

  await gotoReady(page, '/');
  await recent.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(recent).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /Search/ }).focus();
  await expect(page.getByRole('listbox', { name: 'Recently viewed' })).toBeHidden();
  // Its page says there is nothing yet.
  await gotoReady(page, '/recent');
  await expect(page.getByText('No engine has been opened on this device yet.')).toBeVisible();
});

test('recently viewed survives corrupt and hostile storage: bad entries are dropped, names stay text, the page works', async ({ page, request }) => {
  const { base, generation } = await pricedEngine(request);
  const engine = generation.engines[0]!;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await gotoReady(page, '/');
  const scope = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('vtdb.recent') ?? '{}'))[0] ?? null);
  expect(scope).toBeNull();
  // Learn this account's key the way the app writes it: open one engine.
  await gotoReady(page, `${base}/engines/${engine.id}`);
  await remembered(page, engine.id);
  const account = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('vtdb.recent')!))[0]!);
  const ids = { typeId: generation.type.id, manufacturerId: generation.manufacturer.id, modelId: generation.model.id, generationId: generation.id };
  const hostile = {
    [account]: [
      { ...ids, engineId: engine.id, engine: '<img src=x onerror=alert(1)>', vehicle: 'Hostile "vehicle"' },
      { ...ids, engineId: 'nope', engine: 'bad id', vehicle: 'x' },
      { ...ids, engineId: -5, engine: 'negative', vehicle: 'x' },
      null,
      'text',
      { ...ids, engineId: 2 ** 60, engine: 'too large', vehicle: 'x' },
      { ...ids, engineId: 3, engine: 'x'.repeat(5000), vehicle: 'long' },
    ],
  };
  // A "__proto__" account too (JSON.parse makes it a plain key; it must not become the store's prototype).
  const withProto = `{"__proto__":${JSON.stringify([{ ...ids, engineId: 1, engine: 'proto', vehicle: 'proto' }])},${JSON.stringify(hostile).slice(1)}`;
  for (const value of ['{not json', '[]', '"text"', 'null', JSON.stringify({ [account]: 'not a list' }), withProto]) {
    await page.evaluate((raw) => localStorage.setItem('vtdb.recent', raw), value);
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await expect(recent.getByRole('link')).toContainText('<img src=x onerror=alert(1)>');
  await expect(recent.locator('img')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('customers see the price and the tax note; the rule that picked it is for staff, switched on per device in Settings', async ({ page, request }) => {
  const { path } = await pricedEngine(request);
  await gotoReady(page, path);
  const table = page.getByRole('table', { name: /Tuning stages/ });
  const price = table.locator('.stage-table__price').first();
  await expect(price).toHaveText(/€/);
  await expect(price.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(page.getByText(/All prices include/).first()).toBeVisible();

  await gotoReady(page, '/settings');
  await page.getByRole('checkbox', { name: /Staff use this device/ }).check();
  await gotoReady(page, path);
  const staffPrice = table.locator('.stage-table__price').first().getByRole('button');
  await staffPrice.focus();
  await expect(table.getByRole('tooltip').first()).toBeVisible();
  await expect(staffPrice).toHaveAccessibleDescription(/^From your price list/);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HOST_PORT } from '../playwright.config';
import { axeViolations } from './support/axe';
import { api } from './support/catalogue';
import { pdfPageCount, pdfText } from './support/pdf';
import { liveChart } from './support/chart';
import { engineRule, exampleProfile as example, generationRule, pricedGeneration, type GenerationAnswer } from './support/workshop';
import { widget } from './support/widget';

/**
 * The workshop's prices and quote sheet, against the server as plain `npm start` runs it (the
 * shipped example profile, deploy/workshop.example.yaml): German euro formatting, the rule that
 * picked a price on focus and hover, the printed quote on one A4 page, and axe.
 */

/** The engine page of an engine in the example's priced generation (the engine the example prices itself, by default). */
async function enginePath(request: APIRequestContext, pick?: (generation: GenerationAnswer) => Promise<number>) {
  const { generation, base } = await pricedGeneration(request);
  const engineId = pick ? await pick(generation) : engineRule.engine!;
  expect(generation.engines.map((engine) => engine.id)).toContain(engineId);
  return { path: `${base}/engines/${engineId}`, generation };
}

/** Staff at the counter: the device's switch in Settings (src/features/pricing/staff-view.tsx) shows each price's rule. */
async function asStaff(page: Page) {
  await page.addInitScript(() => localStorage.setItem('vtdb.staffView', '1'));
}

async function settle(page: Page) {
  // Hydrated (a choice made before would be lost), then quiet.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.skeleton:visible')).toHaveCount(0);
}

test('German: the stage table shows euro prices as de-DE formats them, and the rule that picked each on focus and hover', async ({ page, request }) => {
  const { path, generation } = await enginePath(request);
  await asStaff(page);
  await page.goto(`${path}?lang=de`);
  const table = page.getByRole('table', { name: /Tuningstufen/ });
  await expect(table.getByRole('columnheader', { name: 'Preis' })).toBeVisible();

  // The engine's own rule prices stage 1 at 1234: "1.234,00 €" as the browser's Intl writes it.
  const expected = await page.evaluate(
    (amount) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount),
    Number(engineRule.stages!['1']),
  );
  expect(expected).toMatch(/^1\.234,00\s€$/);
  const stage1 = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Stage 1/ }) })
    .first();
  const price1 = stage1.locator('.stage-table__price').getByRole('button');
  await expect(price1).toHaveText(expected);

  // Keyboard focus shows the rule, Escape hides it again.
  const rule1 = stage1.getByRole('tooltip');
  await expect(rule1).toBeHidden();
  await price1.focus();
  await expect(rule1).toBeVisible();
  await expect(rule1).toHaveText('Aus Ihrer Preisliste, für diesen Motor');
  await expect(price1).toHaveAccessibleDescription('Aus Ihrer Preisliste, für diesen Motor');
  await page.keyboard.press('Escape');
  await expect(rule1).toBeHidden();

  // Stage 2 comes from the generation's rule; hovering shows it.
  const stage2 = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Stage 2' }) });
  const price2 = stage2.locator('.stage-table__price').getByRole('button');
  await expect(price2).toHaveText(
    await page.evaluate((amount) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount), Number(generationRule.stages!['2'])),
  );
  await price2.hover();
  const rule2 = stage2.getByRole('tooltip');
  await expect(rule2).toBeVisible();
  await expect(rule2).toHaveText(`Aus Ihrer Preisliste, für ${generation.manufacturer.name} ${generation.model.name} ${generation.name}`);

  // The tax note beside the prices, and option prices beside the options.
  await expect(page.getByText('Alle Preise inkl. 19 % MwSt.').first()).toBeVisible();
  const options = page.getByRole('region', { name: 'Tuning-Optionen' });
  await expect(options.getByRole('button').first()).toHaveText(/\d,\d\d\s€|Auf Anfrage/);
});

test('the quote sheet prints as one A4 page: workshop, vehicle with engine code, ECU and TCU, stages with prices, options, dates and a QR code', async ({
  page,
  request,
}) => {
  // A typical engine: the one of the example's generation with a dyno chart and the most options.
  const { path } = await enginePath(request, async (generation) => {
    let best = { id: 0, score: -1 };
    for (const engine of generation.engines) {
      const detail = await api<{ performance: { dyno_values?: { rpm: number[] } }; tuning?: { options: unknown[] } }>(request, `/engines/${engine.id}`);
      const score = (detail.performance.dyno_values?.rpm.length ? 100 : 0) + (detail.tuning?.options.length ?? 0);
      if (score > best.score) best = { id: engine.id, score };
    }
    return best.id;
  });
  const engine = await api<{ engine_code: string; ecus: { manufacturer: string; name?: string; model?: string }[] }>(
    request,
    `/engines/${path.split('/').at(-1)}`,
  );
  await page.goto(`${path}?lang=de`);
  await settle(page);
  await liveChart(page);
  await page.emulateMedia({ media: 'print' });
  const header = page.locator('#main .quote-header');
  await expect(header).toBeVisible();
  await expect(header.getByRole('img', { name: 'QR-Code der Adresse dieser Seite' })).toBeVisible();
  await expect(header).toContainText(example.name);
  await expect(header).toContainText('Gültig bis');

  // Stage values print at least as large as their gains.
  const sizes = await page.locator('#main .stage-table tbody tr:nth-child(2)').evaluate((row) => ({
    value: parseFloat(getComputedStyle(row.querySelector('.stage-table__value')!).fontSize),
    gain: parseFloat(getComputedStyle(row.querySelector('.stage-table__gain')!).fontSize),
  }));
  expect(sizes.value).toBeGreaterThanOrEqual(sizes.gain);

  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
  const text = pdfText(pdf).replace(/\s+/g, '');
  const squeeze = (value: string) => value.replace(/\s+/g, '');
  expect(text).toContain(squeeze(example.name));
  expect(text).toContain(squeeze(`Motorcode:${engine.engine_code}`));
  expect(text).toContain(squeeze(`${engine.ecus[0]!.manufacturer} ${engine.ecus[0]!.name ?? engine.ecus[0]!.model}`));
  expect(text).toContain('Angebot');
  expect(text).toMatch(/\d{3},00€/);
});

test('the engine page with prices has no WCAG A/AA violations, a price rule shown included', async ({ page, request }) => {
  const { path } = await enginePath(request);
  await asStaff(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${path}?lang=de`);
    await settle(page);
    await page
      .getByRole('table', { name: /Tuningstufen/ })
      .locator('.stage-table__price')
      .getByRole('button')
      .first()
      .focus();
    const violations = await axeViolations(page);
    expect(violations, `${scheme}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
});

test("the embedded widget shows the prices, and the host hears each stage's price in vtdb:vehicle", async ({ page, request }) => {
  const { path } = await enginePath(request);
  await page.goto(`http://127.0.0.1:${HOST_PORT}/?catalogue=${encodeURIComponent(path)}`);
  const frame = await widget(page);
  const table = frame.getByRole('table', { name: /Tuning stages/ });
  const amount = Number(engineRule.stages!['1']);
  const text = await frame.evaluate((value) => new Intl.NumberFormat(navigator.language, { style: 'currency', currency: 'EUR' }).format(value), amount);
  // A widget's visitor is a customer: the price as text, no rule to reveal.
  await expect(table.locator('.stage-table__price').first()).toHaveText(text);
  await expect(table.locator('.stage-table__price').first().getByRole('button')).toHaveCount(0);

  // The host page says "none" until the widget's app tells it the vehicle.
  await expect(page.locator('#last-vehicle')).not.toHaveText('none');
  const vehicle = await page.evaluate(
    () =>
      (window as unknown as { vtdbEvents: { type: string; detail: { stages: { stage_number: number; price: unknown }[] } }[] }).vtdbEvents.find(
        (event) => event.type === 'vehicle',
      )?.detail,
  );
  const first = vehicle!.stages.find((stage) => stage.stage_number === 1);
  expect(first!.price).toEqual({ amount, currency: 'EUR', text });
  const third = vehicle!.stages.find((stage) => stage.stage_number === 3);
  // The example's own engine has a stage 3, priced by its engine rule.
  expect(third!.price).toEqual({
    amount: Number(engineRule.stages!['3']),
    currency: 'EUR',
    text: await frame.evaluate(
      (value) => new Intl.NumberFormat(navigator.language, { style: 'currency', currency: 'EUR' }).format(value),
      Number(engineRule.stages!['3']),
    ),
  });
});

import { expect, test, type Frame, type Page } from '@playwright/test';
import { FOREIGN_PORT, HOST_PORT } from '../playwright.config';
import { examplePath } from './support/catalogue';
import { widget } from './support/widget';

/**
 * The catalogue as a widget on a workshop's website (another origin), through embed.js: the
 * iframe fits its content, the host's URL follows the catalogue and restores it, the host hears
 * which vehicle was picked, and a host that is not allowed can neither frame it nor hear it.
 */

const host = `http://127.0.0.1:${HOST_PORT}/`;
const foreignHost = `http://127.0.0.1:${FOREIGN_PORT}/`;

async function iframeHeight(page: Page) {
  return page.getByTitle('Tuning catalogue').evaluate((element) => element.getBoundingClientRect().height);
}

async function hasInnerScroll(frame: Frame) {
  return frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
}

test('the widget fits its content, follows the host URL and tells the host the vehicle', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.goto(host);
  const frame = await widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();
  // Compact: no outer chrome inside the widget.
  await expect(frame.getByRole('link', { name: 'Settings' })).toBeHidden();

  await expect.poll(() => hasInnerScroll(frame)).toBe(false);
  const typesHeight = await iframeHeight(page);

  await frame.getByRole('link', { name: 'Cars & LCV' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeVisible();
  await expect.poll(() => iframeHeight(page)).toBeGreaterThan(typesHeight + 200);
  await expect.poll(() => hasInnerScroll(frame)).toBe(false);
  expect(new URL(page.url()).searchParams.get('catalogue')).toBe(`/types/${example.typeId}`);

  await frame.getByRole('link', { name: 'Audi', exact: true }).click();
  await frame.getByRole('link', { name: 'A4', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Audi A4' })).toBeVisible();
  // A short page: the iframe shrinks again.
  await expect.poll(() => iframeHeight(page)).toBeLessThan(typesHeight + 400);
  await frame.getByRole('link', { name: /^B5\b/ }).click();
  await frame.getByRole('link', { name: '1.8T 150hp 210Nm' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  await expect.poll(() => hasInnerScroll(frame)).toBe(false);

  await expect(page.locator('#last-vehicle')).toHaveText('1.8T 150hp 210Nm');
  const vehicle = await page.evaluate(
    () =>
      (window as unknown as { vtdbEvents: { type: string; detail: Record<string, unknown> }[] }).vtdbEvents.find((event) => event.type === 'vehicle')?.detail,
  );
  expect(vehicle).toMatchObject({
    manufacturer: { name: 'Audi' },
    model: { name: 'A4' },
    generation: { name: 'B5' },
    engine: { id: example.engineId, name: '1.8T 150hp 210Nm' },
    stock: { power: 150, torque: 210 },
  });
  expect((vehicle!.stages as { power_gain: number }[]).length).toBeGreaterThan(0);
  expect(new URL(page.url()).searchParams.get('catalogue')).toBe(example.engineUrl);

  // Reloading the host's URL opens the same engine.
  await page.reload();
  const reloaded = await widget(page);
  await expect(reloaded.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
});

test("a link to the host page cannot set the widget's options: they come from the script tag only", async ({ page, request }) => {
  const example = await examplePath(request);
  const options = 'enquiryDetails=1&embed=0&lang=de&theme=dark&accent=ff0000&futureOption=1';
  await page.goto(`${host}?catalogue=${encodeURIComponent(`${example.engineUrl}?${options}`)}`);
  const frame = await widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: '1.8T 150hp 210Nm' })).toBeVisible();
  const frameUrl = new URL(frame.url());
  expect(frameUrl.pathname).toBe(example.engineUrl);
  expect(frameUrl.search).toBe('?embed=1');
  expect(frameUrl.hash).toBe('');
  // Still embedded, in the host's language (none set: the browser's, English), not dark, no accent.
  await expect(frame.locator('html')).toHaveAttribute('data-embedded', '');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect(frame.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  expect((await frame.locator('html').getAttribute('style')) ?? '').not.toContain('ff0000');
  // The host's URL is rewritten to the catalogue path alone.
  await expect.poll(() => new URL(page.url()).searchParams.get('catalogue')).toBe(example.engineUrl);
});

test('a host that is not allowed can neither frame the catalogue nor hear from it', async ({ page }) => {
  const blocked = page
    .waitForEvent('console', { predicate: (message) => /frame-ancestors|Refused to frame/i.test(message.text()), timeout: 10_000 })
    .catch(() => null);
  await page.goto(foreignHost);
  const element = page.getByTitle('Tuning catalogue');
  await expect(element).toBeAttached();
  const frame = await (await element.elementHandle())!.contentFrame();
  // The refusal itself: Chromium reports the frame-ancestors violation, and shows its error page instead of the catalogue.
  const refusal = await blocked;
  expect(refusal?.text(), 'Chromium refused to frame the catalogue').toMatch(/frame-ancestors|Refused to frame/i);
  await expect(frame!.getByRole('heading', { name: 'Vehicle types' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { vtdbMessages: unknown[] }).vtdbMessages.length)).toBe(0);
  expect(new URL(page.url()).searchParams.get('catalogue')).toBeNull();
});

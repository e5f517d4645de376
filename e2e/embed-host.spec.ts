import { expect, test, type Frame } from '@playwright/test';
import { HOST_PORT } from '../playwright.config';
import { examplePath } from './support/catalogue';
import { widget } from './support/widget';
import { painted } from './support/paint';
import { layoutShift, recordLayoutShifts } from './support/layout-shift';

/**
 * The widget as a visitor to a workshop's website meets it: a click low on a long list shows
 * the next page's top, not its middle; the widget sizing itself does not push the host around.
 */

const host = `http://127.0.0.1:${HOST_PORT}/`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The links of the engine list (the breadcrumbs' links are not in it). */
const engineLinks = (frame: Frame) => frame.locator('main a[href*="/engines/"]');

/** Where the widget's h1 is in the host's window. */
async function headingBox(frame: Frame, name: RegExp) {
  return frame.getByRole('heading', { level: 1, name }).boundingBox();
}

test('after a click low on a long list, the next page shows from its top in the host window', async ({ page, request }) => {
  const example = await examplePath(request);
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      calls.push(options);
      original.call(this, options);
    };
  });
  await page.goto(`${host}?catalogue=${encodeURIComponent(example.generationUrl)}`);
  const frame = await widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: /B5/ })).toBeVisible();
  // The last engine of the list: the host scrolls down to reach it, and the engine page that
  // follows is long, so nothing but embed.js brings its top back.
  const last = engineLinks(frame).last();
  const name = (await last.innerText()).split('\n')[0]!.trim();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.click();

  await expect(frame.getByRole('heading', { level: 1, name: new RegExp(escape(name)) })).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await headingBox(frame, new RegExp(escape(name)));
        return box !== null && box.y >= 0 && box.y + box.height <= 900;
      },
      { message: "the new page's heading is inside the host window" },
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([{ block: 'start', behavior: 'smooth' }]);
});

test("with reduced motion the widget's top is brought into view at once; a page already in view does not move", async ({ page, request }) => {
  const example = await examplePath(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${host}?catalogue=${encodeURIComponent(example.generationUrl)}`);
  const frame = await widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: /B5/ })).toBeVisible();
  const last = engineLinks(frame).last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.click();
  // No animation: the widget's top is at the window's top as soon as the page has changed.
  await expect.poll(async () => Math.abs(Math.round((await page.getByTitle('Tuning catalogue').boundingBox())?.y ?? -1)), { timeout: 2000 }).toBe(0);
  const settled = await page.evaluate(() => window.scrollY);

  // The widget's top already in view: a navigation does not scroll the host.
  await page.evaluate(() => window.scrollTo(0, 0));
  await frame.getByRole('link', { name: 'B5' }).first().click();
  await expect(frame.getByRole('heading', { level: 1, name: /B5/ })).toBeVisible();
  expect(settled).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 1280, height: 1400 },
  { width: 390, height: 844 },
]) {
  test(`a cold load shifts the host page by at most 0.05 (CLS) at ${viewport.width}×${viewport.height}`, async ({ page, request }) => {
    const example = await examplePath(request);
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    // Both a short page (an engine's generation list) and a long one (the manufacturers).
    for (const path of [example.generationUrl, `/types/${example.typeId}`]) {
      await page.goto(`${host}?catalogue=${encodeURIComponent(path)}`);
      const frame = await widget(page);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
      // Settled as the reader sees it: the widget's height no longer changes from one frame to the next.
      const height = () =>
        page
          .locator('iframe')
          .first()
          .evaluate((element) => element.getBoundingClientRect().height);
      await expect.poll(async () => (await height()) === (await painted(page).then(height))).toBe(true);
      const cls = await layoutShift(page);
      expect(cls, `CLS of the host for ${path}`).toBeLessThanOrEqual(0.05);
    }
  });
}

test("data-height reserves the widget's first height", async ({ page }) => {
  // The catalogue never answers: the reservation is all the host has.
  await page.route(/embed=1/, (route) => route.abort());
  await page.goto(`${host}?height=1234`);
  await expect.poll(() => page.getByTitle('Tuning catalogue').evaluate((element) => element.getBoundingClientRect().height)).toBe(1234);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoReady } from './support/catalogue';

/**
 * Keyboard only, with focus visible all the way: vehicle type → engine → the chart's table →
 * search → a hit. Each new page puts the focus on its heading.
 */

async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, width: Number.parseFloat(computed.outlineWidth), shadow: computed.boxShadow, name: element.tagName };
  });
  expect(style, 'something has the focus').not.toBeNull();
  expect((style!.outline !== 'none' && style!.width >= 2) || style!.shadow !== 'none', `visible focus on ${style!.name}`).toBe(true);
}

/** Tab (forwards) until the target has the focus, checking the focus is visible at every stop. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`could not reach ${target} by Tab`);
}

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expectVisibleFocus(page);
}

test('type → engine → chart table → search → a hit, by keyboard alone', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeVisible();

  // The skip link comes first.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);

  await tabTo(page, page.getByRole('link', { name: 'Cars & LCV' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Cars & LCV');

  await tabTo(page, page.getByLabel('Filter manufacturers'));
  await page.keyboard.type('audi');
  await tabTo(page, page.getByRole('link', { name: 'Audi', exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Audi');

  await tabTo(page, page.getByLabel('Filter models'));
  await page.keyboard.type('a4');
  await tabTo(page, page.getByRole('link', { name: 'A4', exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Audi A4');

  await tabTo(page, page.getByRole('link', { name: /^B5\b/ }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Audi A4 B5');

  await tabTo(page, page.getByLabel('Filter engines'));
  await page.keyboard.type('1.8T 150');
  await tabTo(page, page.getByRole('link', { name: '1.8T 150hp 210Nm' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, '1.8T 150hp 210Nm');

  // The chart's accessible alternative.
  await tabTo(page, page.getByRole('button', { name: 'Show the chart as a table' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: /Dyno readings/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the table' })).toBeFocused();
  // The legend's toggles work by keyboard too.
  await tabTo(page, page.getByRole('region', { name: 'Dyno data' }));

  // Search: "/" jumps to the box, arrow down into the hits, Enter opens one.
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search the catalogue' })).toBeFocused();
  await page.keyboard.type('golf 2.0 tdi');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /results for “golf 2.0 tdi”/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#search-results [data-index="0"] a')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(page);
  const hit = page.locator('#search-results [data-index="1"] a');
  await expect(hit).toBeFocused();
  const name = (await hit.locator('.row__title').textContent())!;
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // The heading names the vehicle and the engine: every word of the hit's title is in it.
  const text = (await heading.textContent())!;
  for (const word of name.split(' ')) expect(text).toContain(word);
});

import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { gotoReady } from './support/catalogue';
import { layoutShift, recordLayoutShifts } from './support/layout-shift';
import { engineRule, pricedGeneration } from './support/workshop';

/**
 * A 360 px phone, touch: what a customer who scanned the quote's QR code, or a visitor on the
 * workshop's site, meets. The shipped example profile (deploy/workshop.example.yaml) prices the
 * engine used here.
 */

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function pricedEnginePath(page: Page) {
  const { base } = await pricedGeneration(page.request);
  return `${base}/engines/${engineRule.engine}`;
}

for (const { lang, theme } of [
  { lang: 'en', theme: 'light' },
  { lang: 'de', theme: 'dark' },
]) {
  test(`a tapped price shows its rule inside the 360 px screen (${lang}, ${theme})`, async ({ page }) => {
    // The rule is for staff (a per-device switch in Settings, src/features/pricing/staff-view.tsx).
    await page.addInitScript(() => localStorage.setItem('vtdb.staffView', '1'));
    await gotoReady(page, `${await pricedEnginePath(page)}?lang=${lang}&theme=${theme}`);
    // The server draws prices plain (it cannot know the device is staff's); once hydrated the page
    // reads the switch and draws each as a button that shows its rule.
    const prices = page.locator('button.price-tag__price:visible');
    await expect(prices.first()).toBeVisible();
    const count = await prices.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) {
      const price = prices.nth(index);
      await price.scrollIntoViewIfNeeded();
      await price.tap();
      const rule = page.locator(`#${await price.getAttribute('aria-describedby')}`.replaceAll(':', '\\:'));
      await expect(rule).toBeVisible();
      const box = (await rule.boundingBox())!;
      const text = await rule.textContent();
      expect(box.x, `${text}: left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${text}: right edge`).toBeLessThanOrEqual(PHONE.width);
      // Its whole text is shown, on screen: nothing cut ("e type Cars & …").
      expect(await rule.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });
}

test('the header takes two rows at 360 px in every language, and no control is cut', async ({ page }) => {
  test.setTimeout(240_000);
  const languages = ['bg', 'da', 'de', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv', 'nb', 'nl', 'nn', 'pt', 'ru', 'sv', 'tr', 'zs'];
  for (const lang of languages) {
    await gotoReady(page, `/?lang=${lang}`);
    const layout = await page.locator('.app-header').evaluate((header) => {
      const boxes = [...header.querySelectorAll('.brand, .search-box, .language-switcher select, .theme-switch, .share, .header-link')].map((element) =>
        element.getBoundingClientRect(),
      );
      const rows: number[] = [];
      for (const box of boxes) if (!rows.some((middle) => Math.abs(middle - (box.top + box.height / 2)) < box.height / 2)) rows.push(box.top + box.height / 2);
      const select = header.querySelector<HTMLSelectElement>('.language-switcher select')!;
      return {
        rows: rows.length,
        right: Math.max(...boxes.map((box) => box.right)),
        left: Math.min(...boxes.map((box) => box.left)),
        selectCut: select.scrollWidth > select.clientWidth,
      };
    });
    expect(layout, lang).toEqual({ rows: 2, right: expect.any(Number), left: expect.any(Number), selectCut: false });
    expect(layout.left, lang).toBeGreaterThanOrEqual(0);
    expect(layout.right, lang).toBeLessThanOrEqual(PHONE.width);
  }
  // The icons keep their names: the theme is still a labelled select, settings a named link.
  await gotoReady(page, '/?lang=de');
  await expect(page.getByRole('combobox', { name: 'Design' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
});

test('the phone engine page has no axe violations, light and dark', async ({ page }) => {
  const path = await pricedEnginePath(page);
  for (const theme of ['light', 'dark']) {
    await gotoReady(page, `${path}?lang=de&theme=${theme}`);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('search hits do not move when the browser takes the server-drawn list over', async ({ page }) => {
  await recordLayoutShifts(page);
  // Lighthouse's phone (412 px): a hit's title fits on one line, so a row drawn at its natural height is shorter than the phone's row.
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoReady(page, '/search?q=golf%20tdi');
  const rows = page.locator('#search-results li');
  await expect(rows.first()).toBeVisible();
  // Loaded, the server's rows stay in the page's flow, in a list as tall as all the hits.
  await expect(rows.first()).toHaveCSS('position', 'static');
  const listHeight = await page.locator('#search-results ul').evaluate((list) => list.getBoundingClientRect().height);
  expect(listHeight).toBeGreaterThan(49 * 112);
  // Scrolling towards the hits not drawn yet virtualises it (absolutely placed rows), and the hits keep their place.
  await page.mouse.wheel(0, 2000);
  await expect(rows.first()).toHaveCSS('position', 'absolute');
  expect(await page.locator('#search-results ul').evaluate((list) => list.getBoundingClientRect().height)).toBeCloseTo(listHeight, 0);
  // The browser's own measure, as Lighthouse's CLS (the old rows measured 0.096).
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

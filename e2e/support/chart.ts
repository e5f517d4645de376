import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The dyno chart comes as the server's SVG; the interactive chart (recharts) loads when the
 * reader gets to it. Scrolls the page's first chart figure into view and waits for its lines.
 */
export async function liveChart(page: Page, figure: Locator = page.locator('.dyno__figure').first()): Promise<Locator> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.recharts-line-curve').first()).toBeVisible();
  return figure;
}

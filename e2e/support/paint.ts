import type { Page } from '@playwright/test';

/**
 * Waits until the browser has painted what the last input caused (two animation frames: the
 * frame that handles it and the one that shows it), instead of sleeping a fixed time.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

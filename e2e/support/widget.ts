import { expect, type Frame, type Page } from '@playwright/test';

/** The catalogue's frame on a host page (the embed script's iframe), once it shows. */
export async function widget(page: Page): Promise<Frame> {
  const element = page.getByTitle('Tuning catalogue');
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())!.contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

/**
 * The catalogue's frame once its app is live (its page hydrated: `data-ready`, as gotoReady waits
 * for). The page's code is requested only after the frame's first paint, and until the app reports
 * the frame's height the frame is its reserved height: a host page scrolled before then has not
 * the widget's length to scroll.
 */
export async function liveWidget(page: Page): Promise<Frame> {
  const frame = await widget(page);
  await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
  return frame;
}

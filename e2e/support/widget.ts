import { expect, type Frame, type Page } from '@playwright/test';

/**
 * The catalogue's frame on a host page (the embed script's iframe), once it shows and its app is
 * live (its page hydrated: `data-ready`, as gotoReady waits for). The page's code is requested
 * only after the frame's first paint (PAGE_SCRIPT, contract/ssr.ts): before it is live, a button
 * does nothing yet, the host hears no message, and the frame is its reserved height, so a host
 * page scrolled then has not the widget's length to scroll.
 */
export async function widget(page: Page): Promise<Frame> {
  const element = page.getByTitle('Tuning catalogue');
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())!.contentFrame();
  if (!frame) throw new Error('no widget frame');
  await frame.locator('html[data-ready]').waitFor({ state: 'attached' });
  return frame;
}

import { expect, type Frame, type Page } from '@playwright/test';

/** The catalogue's frame on a host page (the embed script's iframe), once it shows. */
export async function widget(page: Page): Promise<Frame> {
  const element = page.getByTitle('Tuning catalogue');
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())!.contentFrame();
  if (!frame) throw new Error('no widget frame');
  return frame;
}

import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';

/** Debian's Chromium (Playwright cannot download its own here), as the e2e tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** Every measurement starts in a fresh context: empty HTTP cache, no storage, English. */
export const CONTEXT: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  locale: 'en-GB',
  timezoneId: 'Europe/Berlin',
};

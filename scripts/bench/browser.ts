import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';

/** Debian's Chromium (Playwright cannot download its own here), as the e2e tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Every measurement starts in a fresh context: empty HTTP cache, no storage, English. */
export const CONTEXT: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  locale: 'en-GB',
  timezoneId: 'Europe/Berlin',
};

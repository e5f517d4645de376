import type { LaunchOptions } from '@playwright/test';

/**
 * How every Chromium of the project is launched (e2e tests, bench, screenshots): Debian's
 * (Playwright cannot download its own here), or CHROMIUM_PATH's, with nothing in the background
 * that would add requests or timing noise.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
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
};

import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is in charge (its precache, the app's code and the shell, is complete). */
export async function serviceWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
}

import type { Page } from '@playwright/test';

type ShiftWindow = Window & { shifts?: number[] };

/**
 * Records, in every document the page opens from now on, each layout shift that no input caused,
 * from the first paint on: the browser's own measure, the one Lighthouse sums as CLS.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as ShiftWindow).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts the current document has made so far (see recordLayoutShifts). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => ((window as ShiftWindow).shifts ?? []).reduce((sum, value) => sum + value, 0));
}

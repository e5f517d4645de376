import { expect, test, type Page } from '@playwright/test';
import { HOST_PORT } from '../playwright.config';
import { axeViolations } from './support/axe';
import { examplePath } from './support/catalogue';
import { liveChart } from './support/chart';

/**
 * Every kind of page against the WCAG 2.2 A/AA rules of axe-core, in the light and the dark
 * theme: zero violations. And a keyboard-only journey with focus visible all the way.
 */

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.skeleton')).toHaveCount(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('every kind of page has no WCAG A/AA violations', async ({ page, request }) => {
      const example = await examplePath(request);
      const pages: [string, string, ((page: Page) => Promise<void>)?][] = [
        ['types', '/'],
        ['manufacturers', `/types/${example.typeId}`],
        ['models', `/types/${example.typeId}/manufacturers/${example.manufacturerId}`],
        ['generations', `/types/${example.typeId}/manufacturers/${example.manufacturerId}/models/${example.modelId}`],
        ['engines', example.generationUrl],
        [
          'engine with chart and table',
          example.engineUrl,
          async (current) => {
            await liveChart(current);
            await current.getByRole('button', { name: 'Show the chart as a table' }).click();
            await expect(current.getByRole('table', { name: /Dyno readings/ })).toBeVisible();
          },
        ],
        ['search', '/search?q=golf%202.0%20tdi'],
        ['search prompt', '/search'],
        ['settings', '/settings'],
        ['not-found', '/no/such/page'],
        ['record not found', '/types/1/manufacturers/999999'],
      ];
      const failures: string[] = [];
      for (const [name, url, prepare] of pages) {
        await page.goto(url);
        await settle(page);
        await prepare?.(page);
        const violations = await axeViolations(page);
        for (const violation of violations)
          failures.push(`${name}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.nodes.join('\n    ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });

    test('the embedded widget has no WCAG A/AA violations', async ({ page }) => {
      await page.goto(`http://127.0.0.1:${HOST_PORT}/?catalogue=${encodeURIComponent('/search?q=golf')}`);
      const element = page.getByTitle('Tuning catalogue');
      await expect(element).toBeVisible();
      const frame = (await (await element.elementHandle())!.contentFrame())!;
      await expect(frame.getByText(/results for “golf”/)).toBeVisible();
      const violations = await axeViolations(frame);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  });
}

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CONTEXT } from './browser';
import type { Example } from './catalogue';
import { recordRequests, summarise, type Recorder, type RequestSummary } from './network';

/**
 * What browsing costs in requests: a cold click-through from the types page to the engine, a
 * revisit of every step (back), a cold deep link to the engine, and a language switch there.
 * Chains are counted within each navigation.
 *
 * The pages run with NETWORK_LATENCY_MS of emulated network latency: on bare loopback an answer
 * can come back before a request started in the same task has been sent, which would look like
 * a chain. With the latency, requests started together overlap, and a request that really waits
 * for another starts after it.
 */

export const NETWORK_LATENCY_MS = 100;

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: NETWORK_LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  return page;
}

export interface StepFigures extends RequestSummary {
  step: string;
}

export interface RequestFigures {
  clickThrough: { api: number; chain: number; code: number; images: number; steps: StepFigures[] };
  revisit: { api: number; code: number; images: number; steps: StepFigures[] };
  deepLink: RequestSummary;
  languageSwitch: RequestSummary;
}

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1 }).filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

async function step(recorder: Recorder, name: string, action: () => Promise<void>): Promise<StepFigures> {
  await action();
  await recorder.idle();
  return { step: name, ...summarise(recorder.take()) };
}

export async function measureRequests(browser: Browser, base: string, example: Example): Promise<RequestFigures> {
  const { type, manufacturer, model, generation, engine, paths } = example;

  // Cold click-through, then back through every step.
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await newPage(context);
    const recorder = recordRequests(page);
    const click = (name: string | RegExp) =>
      page
        .getByRole('link', { name, exact: typeof name === 'string' })
        .first()
        .click();
    const walk: StepFigures[] = [];
    walk.push(
      await step(recorder, 'types (load)', async () => {
        await page.goto(`${base}${paths.types}`);
        await heading(page, 'Vehicle types');
      }),
    );
    walk.push(
      await step(recorder, 'manufacturers', async () => {
        await click(type.name);
        await heading(page, type.name);
      }),
    );
    walk.push(
      await step(recorder, 'models', async () => {
        await click(manufacturer.name);
        await heading(page, manufacturer.name);
      }),
    );
    walk.push(
      await step(recorder, 'generations', async () => {
        await click(model.name);
        await heading(page, model.name);
      }),
    );
    walk.push(
      await step(recorder, 'engines', async () => {
        await click(new RegExp(`^${generation.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`));
        await heading(page, generation.name);
      }),
    );
    walk.push(
      await step(recorder, 'engine', async () => {
        await click(engine.name);
        await heading(page, engine.name);
      }),
    );

    const back: StepFigures[] = [];
    for (const [name, text] of [
      ['engines', generation.name],
      ['generations', model.name],
      ['models', manufacturer.name],
      ['manufacturers', type.name],
      ['types', 'Vehicle types'],
    ] as const) {
      back.push(
        await step(recorder, `back to ${name}`, async () => {
          await page.goBack();
          await heading(page, text);
        }),
      );
    }
    const sum = (steps: StepFigures[], key: 'api' | 'code' | 'images') => steps.reduce((total, item) => total + item[key], 0);

    // Cold deep link to the engine, then a language switch on it.
    const deep = await browser.newContext(CONTEXT);
    try {
      const deepPage = await newPage(deep);
      const deepRecorder = recordRequests(deepPage);
      const deepLink = await step(deepRecorder, 'deep link', async () => {
        await deepPage.goto(`${base}${paths.engine}`);
        await heading(deepPage, engine.name);
      });
      const languageSwitch = await step(deepRecorder, 'language switch', async () => {
        await deepPage.getByRole('combobox', { name: 'Language' }).selectOption('de');
        await deepPage.locator('html[lang^="de"]').waitFor({ state: 'attached' });
      });
      return {
        clickThrough: {
          api: sum(walk, 'api'),
          chain: Math.max(...walk.map((item) => item.chain)),
          code: sum(walk, 'code'),
          images: sum(walk, 'images'),
          steps: walk,
        },
        revisit: { api: sum(back, 'api'), code: sum(back, 'code'), images: sum(back, 'images'), steps: back },
        deepLink,
        languageSwitch,
      };
    } finally {
      await deep.close();
    }
  } finally {
    await context.close();
  }
}

import { formatWait } from '../hooks/use-format';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from './render-app';
import { answerBrokenSchema, answerNotJson, answerRateLimited, answerRateLimitedAs401, answerStatus, failNetwork, requestsTo, type Operation } from './server';

/**
 * The same failures, on every page: what the user sees for each kind of error, and that the
 * rest of the app (header search, language) stays usable around it.
 */

export interface ErrorCase {
  name: string;
  /** Checked on one page only (the mapping is the same everywhere; see api/client.test.ts). */
  extended?: boolean;
  fault: (operation: Operation) => void;
  title: string;
  /** Further checks of the screen (within the error's region). */
  check?: (region: HTMLElement) => void | Promise<void>;
}

const link = (region: HTMLElement, name: string) => within(region).getByRole('link', { name });

export const errorCases: ErrorCase[] = [
  {
    name: 'auth (401): points to Settings',
    fault: (operation) => answerStatus(operation, 401),
    title: 'The catalogue did not accept this connection',
    check: (region) => {
      expect(link(region, 'Open settings')).toHaveAttribute('href', '/settings');
      expect(within(region).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  },
  {
    name: 'forbidden (403): points to Settings',
    fault: (operation) => answerStatus(operation, 403),
    title: 'No access to the catalogue',
    check: (region) => {
      expect(link(region, 'Open settings')).toHaveAttribute('href', '/settings');
    },
  },
  {
    name: 'not found (404): a way back',
    fault: (operation) => answerStatus(operation, 404),
    title: 'Not found',
    check: (region) => {
      expect(link(region, 'Back to vehicle types')).toHaveAttribute('href', '/');
      expect(within(region).getByText('This record does not exist or is no longer in the catalogue.')).toBeInTheDocument();
    },
  },
  {
    name: 'rate limited (429 + Retry-After): says when to try again',
    fault: (operation) => answerRateLimited(operation, 120),
    title: 'Request limit reached',
    check: (region) => {
      expectRetryCountdown(region, 120);
    },
  },
  {
    name: 'rate limited (401 with the time-limit message, nested body): throttling, not a bad key',
    fault: (operation) => answerRateLimitedAs401(operation),
    title: 'Request limit reached',
    check: (region) => {
      // No Retry-After: the client's default wait.
      expectRetryCountdown(region, 60);
      expect(within(region).queryByRole('link', { name: 'Open settings' })).not.toBeInTheDocument();
    },
  },
  {
    name: 'gone (410): the API version was retired',
    fault: (operation) => answerStatus(operation, 410),
    title: 'This version of the catalogue API was retired',
    check: (region) => {
      expect(within(region).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  },
  {
    name: 'server (500): a retry button and the failed operation',
    fault: (operation) => answerStatus(operation, 500),
    title: 'The catalogue is having trouble',
    check: (region) => {
      expect(within(region).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(region).toHaveTextContent(/Operation \/[a-z/0-9]+, status 500\./);
    },
  },
  {
    name: 'server (503)',
    extended: true,
    fault: (operation) => answerStatus(operation, 503),
    title: 'The catalogue is having trouble',
  },
  {
    name: 'bad request (400)',
    extended: true,
    fault: (operation) => answerStatus(operation, 400),
    title: 'The catalogue refused the request',
  },
  {
    name: 'not acceptable (406)',
    extended: true,
    fault: (operation) => answerStatus(operation, 406),
    title: 'The catalogue cannot answer in this form',
  },
  {
    name: 'network failure',
    fault: (operation) => failNetwork(operation),
    title: 'The catalogue could not be reached',
    check: (region) => {
      expect(within(region).getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
  {
    name: 'contract: a body that is not JSON',
    fault: (operation) => answerNotJson(operation),
    title: "The catalogue's answer could not be read",
    check: (region) => {
      expect(within(region).getByText(/not shown rather than shown wrong/)).toBeInTheDocument();
    },
  },
  {
    name: 'contract: JSON that breaks the schema',
    fault: (operation) => answerBrokenSchema(operation),
    title: "The catalogue's answer could not be read",
  },
];

/**
 * A rate-limit message names the time the catalogue works again and the wait as people say it
 * ("in 2 minutes", never "in 120 seconds"), and the retry button waits until then. `seconds`:
 * the wait the API asked for (the count may have ticked by up to 10 s).
 */
export function expectRetryCountdown(region: HTMLElement, seconds: number) {
  const text = region.textContent ?? '';
  const match = /It works again at (.+?) \((in \d+ (?:second|minute|hour)s?)\)/.exec(text);
  expect(match, text).not.toBeNull();
  const [, time, when] = match!;
  const ticks = Array.from({ length: 11 }, (_, tick) => seconds - tick);
  expect(ticks.map((left) => formatWait('en', left))).toContain(when);
  expect(text).not.toContain('API key');
  // The time named is now + the wait, to the minute (either side of a minute boundary).
  const format = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
  const candidates = ticks.flatMap((left) => [-60_000, 0, 60_000].map((offset) => format.format(Date.now() + left * 1000 + offset)));
  expect(candidates).toContain(time);
  expect(within(region).getByRole('button', { name: `Try again ${when}` })).toBeDisabled();
}

/** The header (search box, language, settings) is still there and usable. */
export function expectAppFrame() {
  const search = screen.getByRole('search');
  expect(within(search).getByRole('combobox', { name: 'Search the catalogue' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
}

export interface PageUnderTest {
  /** A URL of the page that shows data with the fixtures. */
  url: string;
  /** The operation whose failure the page must show. */
  operation: Operation;
  /** Waits for and checks the page's data state (for "retry works after the server recovers"). */
  expectData: () => Promise<void>;
  /** 1 when the error replaces the page (route errors), 2 when it shows inside the page. */
  level?: 1 | 2;
  /** Whether the error title becomes the tab title (route errors). */
  titleFollowsError?: boolean;
  /** Also the rarer statuses (400, 406, 503). */
  extended?: boolean;
}

export function describeErrorScreens(
  page: string,
  { url, operation, expectData, level = 1, titleFollowsError = level === 1, extended = false }: PageUnderTest,
) {
  describe(`${page}: error screens`, () => {
    test.each(errorCases.filter((item) => extended || !item.extended))('$name', async ({ fault, title, check }) => {
      fault(operation);
      await renderApp(url);
      const heading = await screen.findByRole('heading', { level, name: title });
      const region = heading.closest<HTMLElement>('[role="alert"]');
      expect(region).not.toBeNull();
      await check?.(region!);
      expectAppFrame();
      if (titleFollowsError) await waitFor(() => expect(document.title).toBe(`${title} · Tuning catalogue`));
    });

    test('server (500) then recovery: "Try again" shows the page', async () => {
      answerStatus(operation, 500, { times: 1 });
      const { user } = await renderApp(url);
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      await expectData();
      expect(screen.queryByRole('heading', { name: 'The catalogue is having trouble' })).not.toBeInTheDocument();
      expect(requestsTo(new RegExp(`^${operationPathPattern(operation)}$`))).toHaveLength(2);
    });

    test('network failure then recovery: "Try again" shows the page', async () => {
      failNetwork(operation, { times: 1 });
      const { user } = await renderApp(url);
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      await expectData();
    });
  });
}

/** A RegExp source matching the API paths of an operation (ids as digits). */
function operationPathPattern(operation: Operation): string {
  const paths: Record<Operation, string> = {
    subscription: '/subscription',
    types: '/types',
    manufacturers: '/manufacturers/type/\\d+',
    manufacturer: '/manufacturers/\\d+',
    modelsByManufacturer: '/models/manufacturer/\\d+',
    model: '/models/\\d+',
    generationsByModel: '/generations/model/\\d+',
    generation: '/generations/\\d+',
    enginesByGeneration: '/engines/generation/\\d+',
    engine: '/engines/\\d+',
    search: '/search',
  };
  return paths[operation];
}

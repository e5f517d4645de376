import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame, expectRetryCountdown } from '../test/error-screens';
import { searchIndex } from '../test/fixtures';
import { setInView } from '../test/intersection';
import { scrollWindowTo, setViewport } from '../test/layout';
import { locationOf, pageShown, renderApp } from '../test/render-app';
import { answerRateLimited, answerStatus, hasCursor, holdAnswer, requests, requestsTo, setupApiServer } from '../test/server';

setupApiServer();

const golfHits = searchIndex.filter((hit) => hit.model.name === 'Golf');
const engineHref = (hit: (typeof searchIndex)[number]) =>
  `/types/${hit.type.id}/manufacturers/${hit.manufacturer.id}/models/${hit.model.id}/generations/${hit.generation.id}/engines/${hit.engine.id}`;

const results = (query: string) => screen.findByRole('list', { name: `Results for “${query}”` });
const hrefs = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
const cursors = () => requestsTo('/search').map((request) => request.url.searchParams.get('cursor'));

/** A window tall enough for every hit, and the list's end, to be in view: it keeps asking for the next page. */
const showEverything = () => {
  setViewport({ width: 1024, height: 72 * 200 });
  setInView(true);
};

describe('search page', () => {
  test('the first page of hits, each a link to its engine with every ancestor in the URL', async () => {
    await renderApp('/search?q=golf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search: golf' })).toBeInTheDocument();
    expect(await screen.findByText('120 results for “golf”')).toBeInTheDocument();
    const list = await results('golf');
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', engineHref(golfHits[0]!));
    expect(first).toHaveTextContent('Volkswagen Golf 1.0 TDI 60hp');
    expect(first).toHaveTextContent('Cars & LCV › Volkswagen › Golf › Mk3');
    expect(within(first).getByText('Golf', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search: golf · Tuning catalogue'));
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Vehicle types' })).toHaveAttribute('href', '/');
    // The header's box shows the query of the URL.
    expect(screen.getByRole('combobox', { name: 'Search the catalogue' })).toHaveValue('golf');
    const [request] = requestsTo('/search');
    expect(request!.url.searchParams.get('query')).toBe('golf');
    expect(request!.url.searchParams.get('limit')).toBe('50');
    expect(request!.url.searchParams.has('cursor')).toBe(false);
    expectAppFrame();
  });

  test('while the end of the list is out of view, only the first page is asked for', async () => {
    await renderApp('/search?q=golf');
    const list = await results('golf');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('/search')).toHaveLength(1);
    // The window shows the rows in view and a few more, not all 50.
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
  });

  test('as the end comes into view, the next page is asked for with the API’s cursor', async () => {
    await renderApp('/search?q=golf');
    const list = await results('golf');
    act(() => {
      scrollWindowTo(72 * 50 - 768);
      setInView(true);
    });
    await waitFor(() => expect(requestsTo('/search').length).toBeGreaterThanOrEqual(2));
    expect(cursors()[1]).toBe(String(golfHits[49]!.engine.id));
    expect(await within(list).findByRole('link', { name: /1\.9 TDI 109hp/ })).toBeInTheDocument();
  });

  test('pages through to the end: every hit once, in order, and no request after has_more is false', async () => {
    showEverything();
    await renderApp('/search?q=golf');
    const list = await results('golf');
    // Each time the user reaches the end of the list, the next page.
    for (const loaded of [100, 120]) {
      await waitFor(() => expect(hrefs(list)).toHaveLength(loaded));
      act(() => setInView(true));
    }
    expect(await screen.findByText('All 120 results shown.')).toBeInTheDocument();
    expect(hrefs(list)).toEqual(golfHits.map(engineHref));
    expect(cursors()).toEqual([null, String(golfHits[49]!.engine.id), String(golfHits[99]!.engine.id)]);
    act(() => setInView(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('/search')).toHaveLength(3);
  });

  test.each([
    ['a 2-character query', 'go', 'Type at least 3 characters to search.'],
    ['a query over 2048 characters', 'a'.repeat(2049), 'The search text is too long: at most 2048 characters.'],
    ['a query with a control character', 'golf\u0007tdi', 'The search text contains invisible control characters. Type it again without them.'],
  ])('%s is refused with a message, and nothing is sent', async (_label, query, message) => {
    await renderApp(`/search?${new URLSearchParams({ q: query })}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('a query of exactly 3 and of 2048 characters is sent', async () => {
    await renderApp('/search?q=b5%20');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type at least 3 characters');
    const view = await renderApp(`/search?q=${'x'.repeat(2048)}`);
    expect(await view.findByText(/^No results for/)).toBeInTheDocument();
    expect(requestsTo('/search')).toHaveLength(1);
  });

  test('no query: a prompt, and nothing is sent', async () => {
    await renderApp('/search');
    expect(await screen.findByText('Type what you are looking for in the search box.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('no hits: says so, echoing the query', async () => {
    await renderApp('/search?q=zzzz');
    expect(await screen.findByText('No results for “zzzz”')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Results for/ })).not.toBeInTheDocument();
  });

  test('a failed next page keeps the hits already loaded and offers a retry that continues', async () => {
    showEverything();
    answerStatus('search', 500, { when: hasCursor, times: 1 });
    const { user } = await renderApp('/search?q=golf');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The catalogue is having trouble' })).toBeInTheDocument();
    expect(hrefs(await results('golf'))).toEqual(golfHits.slice(0, 50).map(engineHref));
    expect(requestsTo('/search')).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo('/search').length).toBeGreaterThanOrEqual(3));
    act(() => setInView(true));
    expect(await screen.findByText('All 120 results shown.')).toBeInTheDocument();
    expect(hrefs(await results('golf'))).toEqual(golfHits.map(engineHref));
  });

  test('a rate-limited next page stops fetching and says when it can go on', async () => {
    showEverything();
    answerRateLimited('search', 120, { when: hasCursor });
    await renderApp('/search?q=golf');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Request limit reached' })).toBeInTheDocument();
    expectRetryCountdown(alert, 120);
    expect(hrefs(await results('golf'))).toHaveLength(50);
    // The list end stays in view and the user scrolls about: still no further request.
    act(() => setInView(true));
    act(() => setInView(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('/search')).toHaveLength(2);
  });
});

describe('the header’s search box', () => {
  test('away from the search page, typing offers suggestions in place (one request after a pause) and the page stays', async () => {
    const { user, router } = await renderApp('/');
    await pageShown('Vehicle types');
    const box = screen.getByRole('combobox', { name: 'Search the catalogue' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'golf');
    // Typed faster than the 300 ms pause: nothing yet.
    expect(requestsTo('/search')).toHaveLength(0);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    // Six hits and "all results".
    expect(options).toHaveLength(7);
    expect(options[0]).toHaveTextContent(golfHits[0]!.engine.name);
    expect(options[0]).toHaveTextContent('Volkswagen Golf Mk3');
    expect(options[6]).toHaveTextContent('All results for “golf”');
    // The page under the box stays until the user chooses.
    expect(locationOf(router)).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Vehicle types' })).toBeInTheDocument();
    expect(requestsTo('/search').map((request) => request.url.searchParams.get('query'))).toEqual(['golf']);
  });

  test('while the suggestions are on their way the box says "Searching…", then the suggestions replace it', async () => {
    const held = holdAnswer('search', { times: 1 });
    const { user } = await renderApp('/');
    await pageShown('Vehicle types');
    const box = screen.getByRole('combobox', { name: 'Search the catalogue' });
    await user.type(box, 'golf');
    // At once, during the pause and while the request is out.
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Searching…')).toBeVisible();
    await waitFor(() => expect(requestsTo('/search')).toHaveLength(1));
    expect(screen.getByText('Searching…')).toBeVisible();
    held.release();
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getAllByRole('option')).toHaveLength(7);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  test('"Searching…" goes when the text is too short to search, and on Escape', async () => {
    holdAnswer('search', { times: 1 });
    const { user } = await renderApp('/');
    await pageShown('Vehicle types');
    const box = screen.getByRole('combobox', { name: 'Search the catalogue' });
    await user.type(box, 'golf');
    expect(screen.getByText('Searching…')).toBeVisible();
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    await user.type(box, 'lf');
    expect(screen.getByText('Searching…')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  test('arrow keys move through the suggestions (aria-activedescendant), Enter opens the one chosen, Escape closes', async () => {
    const { user, router } = await renderApp('/');
    await pageShown('Vehicle types');
    const box = screen.getByRole('combobox', { name: 'Search the catalogue' });
    await user.type(box, 'golf');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last: "all results".
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[6]!.id);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe(engineHref(golfHits[1]!)));
  });

  test('Enter with no suggestion chosen opens the full results page, which asks for nothing again', async () => {
    const { user, router } = await renderApp('/');
    await pageShown('Vehicle types');
    await user.type(screen.getByRole('combobox', { name: 'Search the catalogue' }), 'golf');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Enter}');
    expect(locationOf(router)).toBe('/search?q=golf');
    expect(await screen.findByText('120 results for “golf”')).toBeInTheDocument();
    expect(requestsTo('/search')).toHaveLength(1);
  });

  test('Enter searches at once', async () => {
    const { user, router } = await renderApp('/');
    await pageShown('Vehicle types');
    await user.type(screen.getByRole('combobox', { name: 'Search the catalogue' }), 'a4 b5{Enter}');
    expect(locationOf(router)).toBe('/search?q=a4+b5');
    expect(await screen.findByText('3 results for “a4 b5”')).toBeInTheDocument();
  });

  test('a stale request is aborted when the query changes', async () => {
    const first = holdAnswer('search', { times: 1 });
    const { user, router } = await renderApp('/search?q=golf');
    await pageShown('Search: golf');
    await waitFor(() => expect(requestsTo('/search')).toHaveLength(1));
    const stale = requestsTo('/search')[0]!;
    expect(stale.signal.aborted).toBe(false);

    await user.type(screen.getByRole('combobox', { name: 'Search the catalogue' }), ' mk3');
    await waitFor(() => expect(locationOf(router)).toBe('/search?q=golf+mk3'));
    await waitFor(() => expect(stale.signal.aborted).toBe(true));
    expect(await screen.findByText('120 results for “golf mk3”')).toBeInTheDocument();
    first.release();
    expect(requestsTo('/search').map((request) => request.url.searchParams.get('query'))).toEqual(['golf', 'golf mk3']);
  });
});

describeErrorScreens('search page', {
  url: '/search?q=golf',
  operation: 'search',
  level: 2,
  expectData: async () => {
    expect(hrefs(await results('golf')).length).toBeGreaterThan(0);
  },
});

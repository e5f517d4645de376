import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame, expectRetryCountdown } from '../test/error-screens';
import { carManufacturers } from '../test/fixtures';
import { setInView } from '../test/intersection';
import { locationOf, pageShown, renderApp } from '../test/render-app';
import { answerRateLimited, answerStatus, clearRequests, delayAnswer, hasCursor, requestPaths, requestsTo, setupApiServer, timeline } from '../test/server';

setupApiServer();

const list = () => screen.findByRole('list', { name: 'Manufacturers of Cars & LCV' });
const cards = async () => within(await list()).getAllByRole('link');
/** The cursor the API gave for the second page: the last id of the first (opaque to the browser). */
const secondPageCursor = carManufacturers[99]!.id;

describe('manufacturers page', () => {
  test('the first page of manufacturers, named after the type, with breadcrumbs and links down', async () => {
    await renderApp('/types/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cars & LCV' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Vehicle types' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Cars & LCV')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Cars & LCV · Tuning catalogue'));

    const links = await cards();
    expect(links).toHaveLength(100);
    expect(links[1]).toHaveTextContent('Audi');
    expect(links[1]).toHaveAttribute('href', '/types/1/manufacturers/5');
    expect(screen.getByText('100 manufacturers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    // The type (for its name) and the first page, at once, each once.
    expect(requestPaths().sort()).toEqual(['/manufacturers/type/1?limit=100', '/types']);
    expectAppFrame();
  });

  test('a language switch in place asks for the types and the first page again, both at once', async () => {
    const { user } = await renderApp('/types/1');
    await cards();
    clearRequests();
    delayAnswer('types', 40);
    delayAnswer('manufacturers', 40);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(timeline.filter((event) => event.startsWith('answer '))).toHaveLength(2));
    expect(timeline.slice(0, 2).sort()).toEqual(['start /manufacturers/type/1', 'start /types']);
    const german = await screen.findByRole('list', { name: 'Hersteller – Cars & LCV' });
    expect(within(german).getAllByRole('link')).toHaveLength(100);
  });

  test('"Load more" asks for the next page with the API’s cursor, until there is no more', async () => {
    const { user } = await renderApp('/types/1');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All 106 manufacturers shown')).toBeInTheDocument();
    expect(await cards()).toHaveLength(106);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = requestsTo('/manufacturers/type/1').map((request) => request.url.searchParams.get('cursor'));
    expect(pages).toEqual([null, String(secondPageCursor)]);
  });

  test('the next page also loads as the end of the list comes into view', async () => {
    await renderApp('/types/1');
    await cards();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo('/manufacturers/type/1')).toHaveLength(1);
    act(() => setInView(true));
    expect(await screen.findByText('All 106 manufacturers shown')).toBeInTheDocument();
    expect(requestsTo('/manufacturers/type/1')).toHaveLength(2);
  });

  test('a private manufacturer carries the Private badge; its missing logo gets a placeholder', async () => {
    const { user } = await renderApp('/types/1');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const card = await screen.findByRole('link', { name: /Workshop Specials/ });
    expect(card).toHaveAttribute('href', '/types/1/manufacturers/4294967296');
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    // Shared ones have no badge.
    expect(within(screen.getByRole('link', { name: /Volkswagen/ })).queryByText('Private')).not.toBeInTheDocument();
  });

  test('a filter first loads every page, so it never searches only the first one', async () => {
    const { user } = await renderApp('/types/1');
    await cards();
    await pageShown('Cars & LCV');
    expect(screen.queryByRole('link', { name: /Volkswagen/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter manufacturers' }), 'volks');
    expect(await screen.findByRole('link', { name: /Volkswagen/ })).toBeInTheDocument();
    expect(await cards()).toHaveLength(1);
    expect(screen.getByText('1 of 106 manufacturers matches')).toBeInTheDocument();
    expect(requestsTo('/manufacturers/type/1')).toHaveLength(2);
  });

  test('while filtering, one count says one thing; Enter on a single match opens it', async () => {
    const { user, router } = await renderApp('/types/1');
    await cards();
    await pageShown('Cars & LCV');
    const filter = screen.getByRole('searchbox', { name: 'Filter manufacturers' });
    await user.type(filter, 'volks');
    expect(await screen.findByText('1 of 106 manufacturers matches')).toBeInTheDocument();
    expect(screen.queryByText(/manufacturers shown/)).not.toBeInTheDocument();
    const volkswagen = screen.getByRole('link', { name: /Volkswagen/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe(volkswagen.getAttribute('href')));
  });

  test('Enter with several matches stays on the list', async () => {
    const { user, router } = await renderApp('/types/1');
    await cards();
    await pageShown('Cars & LCV');
    await user.type(screen.getByRole('searchbox', { name: 'Filter manufacturers' }), 'a{Enter}');
    expect(locationOf(router)).toBe('/types/1');
    // Cleared, the list's own end line is back.
    await user.clear(screen.getByRole('searchbox', { name: 'Filter manufacturers' }));
    expect(await screen.findByText('All 106 manufacturers shown')).toBeInTheDocument();
  });

  test('a filter matching nothing says so', async () => {
    const { user } = await renderApp('/types/1');
    await cards();
    await pageShown('Cars & LCV');
    await user.type(screen.getByRole('searchbox', { name: 'Filter manufacturers' }), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
  });

  test('a type without manufacturers says so', async () => {
    await renderApp('/types/5');
    expect(await screen.findByText('There are no manufacturers for this vehicle type.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Filter manufacturers' })).not.toBeInTheDocument();
  });

  test('a failed next page keeps the loaded manufacturers and offers a retry', async () => {
    answerStatus('manufacturers', 500, { when: hasCursor, times: 1 });
    const { user } = await renderApp('/types/1');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The catalogue is having trouble' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(100);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All 106 manufacturers shown')).toBeInTheDocument();
  });

  test('a rate-limited next page stops and says when', async () => {
    answerRateLimited('manufacturers', 300, { when: hasCursor });
    const { user } = await renderApp('/types/1');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expectRetryCountdown(alert, 300);
    expect(await cards()).toHaveLength(100);
    expect(requestsTo('/manufacturers/type/1')).toHaveLength(2);
  });

  test('an unknown type is not found', async () => {
    await renderApp('/types/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });
});

describeErrorScreens('manufacturers page', {
  url: '/types/1',
  operation: 'manufacturers',
  expectData: async () => {
    expect(await cards()).toHaveLength(100);
  },
});

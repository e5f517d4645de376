import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { scrollWindowTo, setViewport } from '../test/layout';
import { locationOf, pageShown, renderApp } from '../test/render-app';
import { requestPaths, setupApiServer } from '../test/server';

setupApiServer();

const audiModels = () => screen.findByRole('list', { name: 'Models of Audi' });

describe('models page', () => {
  test('the manufacturer’s models, with breadcrumbs naming every ancestor as a link', async () => {
    await renderApp('/types/1/manufacturers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Vehicle types' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Cars & LCV' })).toHaveAttribute('href', '/types/1');
    await waitFor(() => expect(document.title).toBe('Audi · Tuning catalogue'));

    const links = within(await audiModels()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['A3', 'A4']);
    expect(links[1]).toHaveAttribute('href', '/types/1/manufacturers/5/models/10');
    expect(screen.getByText('2 models')).toBeInTheDocument();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expect(requestPaths()).toEqual(['/manufacturers/5']);
    expectAppFrame();
  });

  test('a private manufacturer (id above 2^32) and its private model carry the Private badge', async () => {
    await renderApp('/types/1/manufacturers/4294967296');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop Specials' })).toBeInTheDocument();
    const model = within(screen.getByRole('list', { name: 'Models of Workshop Specials' })).getByRole('link', { name: /Track Special/ });
    expect(model).toHaveAttribute('href', '/types/1/manufacturers/4294967296/models/4294967297');
    expect(within(model).getByText('Private')).toBeInTheDocument();
    expect(screen.getAllByText('Private')).toHaveLength(2);
    expect(requestPaths()).toEqual(['/manufacturers/4294967296']);
  });

  test('filters as the user types, and says when nothing matches', async () => {
    const { user } = await renderApp('/types/1/manufacturers/5');
    await audiModels();
    await pageShown('Audi');
    const filter = screen.getByRole('searchbox', { name: 'Filter models' });
    await user.type(filter, 'a4');
    expect(
      within(await audiModels())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A4']);
    expect(screen.getByText('1 of 2 models matches')).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, 'q7');
    expect(screen.getByText('Nothing matches “q7”')).toBeInTheDocument();
  });

  test('a manufacturer without models says so', async () => {
    await renderApp('/types/1/manufacturers/12');
    expect(await screen.findByText('This manufacturer has no models in the catalogue.')).toBeInTheDocument();
  });

  test('1000 models: only the rows in view (and a few more) are mounted, and scrolling brings the end', async () => {
    setViewport({ width: 1024, height: 768 });
    await renderApp('/types/1/manufacturers/77');
    const list = await screen.findByRole('list', { name: 'Models of Lada' });
    expect(screen.getByText('1000 models')).toBeInTheDocument();
    const rows = () => within(list).queryAllByRole('listitem');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(list).getByRole('link', { name: 'Niva 0001' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Niva 1000' })).not.toBeInTheDocument();

    act(() => scrollWindowTo(64 * 1000 - 768));
    expect(await within(list).findByRole('link', { name: 'Niva 1000' })).toBeInTheDocument();
    expect(rows().length).toBeLessThan(40);
    expect(within(list).queryByRole('link', { name: 'Niva 0001' })).not.toBeInTheDocument();
  });

  test('a URL with the wrong type for the manufacturer goes to the manufacturer’s own path', async () => {
    const { router } = await renderApp('/types/2/manufacturers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/types/1/manufacturers/5');
    expect(requestPaths()).toEqual(['/manufacturers/5']);
  });
});

describeErrorScreens('models page', {
  url: '/types/1/manufacturers/5',
  operation: 'manufacturer',
  expectData: async () => {
    expect(within(await audiModels()).getAllByRole('link')).toHaveLength(2);
  },
});

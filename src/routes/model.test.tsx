import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { breadcrumbLinks, locationOf, renderApp } from '../test/render-app';
import { requestPaths, setupApiServer } from '../test/server';

setupApiServer();

const a4Generations = () => screen.findByRole('list', { name: 'Generations of A4' });

describe('generations page', () => {
  test('the model’s generations with their years, breadcrumbs naming every ancestor as a link', async () => {
    await renderApp('/types/1/manufacturers/5/models/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi A4' })).toBeInTheDocument();
    expect(breadcrumbLinks()).toEqual([
      ['Vehicle types', '/'],
      ['Cars & LCV', '/types/1'],
      ['Audi', '/types/1/manufacturers/5'],
    ]);
    await waitFor(() => expect(document.title).toBe('Audi A4 · Tuning catalogue'));

    const links = within(await a4Generations()).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('B5');
    expect(links[0]).toHaveTextContent('1994–2001');
    expect(links[0]).toHaveAttribute('href', '/types/1/manufacturers/5/models/10/generations/20');
    expect(links[1]).toHaveTextContent('B6');
    expect(requestPaths()).toEqual(['/models/10']);
    expectAppFrame();
  });

  test('a private model and generation (ids above 2^32) carry the Private badge', async () => {
    await renderApp('/types/1/manufacturers/4294967296/models/4294967297');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop Specials Track Special' })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Generations of Track Special' })).getByRole('link', { name: /Track build/ });
    expect(card).toHaveAttribute('href', '/types/1/manufacturers/4294967296/models/4294967297/generations/4294967298');
    expect(card).toHaveTextContent('2020–');
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(screen.getAllByText('Private')).toHaveLength(2);
  });

  test('a model without generations says so', async () => {
    await renderApp('/types/1/manufacturers/5/models/11');
    expect(await screen.findByText('This model has no generations in the catalogue.')).toBeInTheDocument();
  });

  test('a URL with the wrong manufacturer for the model goes to the model’s own path', async () => {
    const { router } = await renderApp('/types/1/manufacturers/62/models/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi A4' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/types/1/manufacturers/5/models/10');
    expect(requestPaths()).toEqual(['/models/10']);
  });
});

describeErrorScreens('generations page', {
  url: '/types/1/manufacturers/5/models/10',
  operation: 'model',
  expectData: async () => {
    expect(within(await a4Generations()).getAllByRole('link')).toHaveLength(2);
  },
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { breadcrumbLinks, locationOf, pageShown, renderApp } from '../test/render-app';
import { requestPaths, setupApiServer } from '../test/server';

setupApiServer();

const B5 = '/types/1/manufacturers/5/models/10/generations/20';
const engineTable = () => screen.findByRole('table', { name: 'Engines of the B5 generation' });

describe('engines page', () => {
  test('the generation’s engines as a table, breadcrumbs naming every ancestor as a link', async () => {
    await renderApp(B5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi A4 B5' })).toBeInTheDocument();
    expect(screen.getByText('Built 1994–2001')).toBeInTheDocument();
    expect(breadcrumbLinks()).toEqual([
      ['Vehicle types', '/'],
      ['Cars & LCV', '/types/1'],
      ['Audi', '/types/1/manufacturers/5'],
      ['A4', '/types/1/manufacturers/5/models/10'],
    ]);
    await waitFor(() => expect(document.title).toBe('Audi A4 B5 · Tuning catalogue'));

    const table = await engineTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const turbo = rows[1]!;
    expect(within(turbo).getByRole('link', { name: '1.8T 150hp 210Nm' })).toHaveAttribute('href', `${B5}/engines/101`);
    expect(turbo).toHaveTextContent('AGU');
    expect(turbo).toHaveTextContent('1,781 cm³');
    expect(turbo).toHaveTextContent('150 hp');
    expect(turbo).toHaveTextContent('210 Nm');
    // The ECU sent as {model, manufacturer} is named like any other.
    expect(turbo).toHaveTextContent(/Bosch M3\.8\.3.*Bosch ME7\.5/);
    expect(screen.getByText('3 engines')).toBeInTheDocument();
    expect(requestPaths()).toEqual(['/generations/20']);
    expectAppFrame();
  });

  test('filters engines by name, code, fuel or ECU', async () => {
    const { user } = await renderApp(B5);
    await engineTable();
    await pageShown('Audi A4 B5');
    await user.type(screen.getByRole('searchbox', { name: 'Filter engines' }), 'diesel');
    expect(
      within(await engineTable())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1.9 TDI 110hp 235Nm']);
    expect(screen.getByText('1 of 3 engines matches')).toBeInTheDocument();
  });

  test('a private generation and engine (ids above 2^32, up to 2^53 - 1) carry the Private badge', async () => {
    await renderApp('/types/1/manufacturers/4294967296/models/4294967297/generations/4294967298');
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop Specials Track Special Track build' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '2.0 TFSI Track 320hp 420Nm' });
    expect(link).toHaveAttribute('href', '/types/1/manufacturers/4294967296/models/4294967297/generations/4294967298/engines/9007199254740991');
    expect(within(link.closest('tr')!).getByText('Private')).toBeInTheDocument();
    expect(screen.getAllByText('Private')).toHaveLength(2);
    expect(requestPaths()).toEqual(['/generations/4294967298']);
  });

  test('a generation without engines says so', async () => {
    await renderApp('/types/1/manufacturers/5/models/10/generations/21');
    expect(await screen.findByText('This generation has no engines in the catalogue.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a URL with wrong ancestors goes to the generation’s own path', async () => {
    const { router } = await renderApp('/types/2/manufacturers/62/models/809/generations/20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audi A4 B5' })).toBeInTheDocument();
    expect(locationOf(router)).toBe(B5);
    expect(requestPaths()).toEqual(['/generations/20']);
  });
});

describeErrorScreens('engines page', {
  url: B5,
  operation: 'generation',
  expectData: async () => {
    expect(within(await engineTable()).getAllByRole('row')).toHaveLength(4);
  },
});

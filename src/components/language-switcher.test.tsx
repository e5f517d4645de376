import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../test/render-app';
import { requests, requestsTo, setupApiServer } from '../test/server';

setupApiServer();

// Its name changes with the language; the select that offers German is the one.
const languageSelect = () => screen.getAllByRole('combobox').find((element) => element.querySelector('option[value="de"]'))!;

describe('the language switcher', () => {
  test('lists every API language, named in itself', async () => {
    await renderApp('/');
    await screen.findByRole('list', { name: 'Vehicle types' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = [...(select as HTMLSelectElement).options];
    expect(options).toHaveLength(21);
    expect(options.map((option) => option.value)).toContain('zs');
    expect(options.find((option) => option.value === 'zs')).toHaveTextContent('简体中文');
    expect(options.find((option) => option.value === 'zs')).toHaveAttribute('lang', 'zh-Hans');
    expect(select).toHaveValue('en');
  });

  test('another language asks the catalogue again, in that language, and is remembered', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('list', { name: /./ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(requestsTo('/types')).toHaveLength(2));
    expect(requestsTo('/types').map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'de']);
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.localStorage.getItem('vtdb.language')).toBe('de');
    await waitFor(() => expect(languageSelect()).toHaveValue('de'));
  });

  test('Hungarian on v2: the catalogue stays in English (the same cache, no request) and the page says so', async () => {
    const { user } = await renderApp('/types/1/manufacturers/5');
    await screen.findByRole('heading', { level: 1, name: 'Audi' });
    const before = requests.length;
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hu');
    expect(await screen.findByRole('note')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('hu'));
    expect(requests.length).toBe(before);
    expect(screen.getByRole('heading', { level: 1, name: 'Audi' })).toBeInTheDocument();
  });
});

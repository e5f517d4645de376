import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectAppFrame } from '../test/error-screens';
import { renderApp } from '../test/render-app';
import { requests, setupApiServer } from '../test/server';

setupApiServer();

describe('not-found page', () => {
  test('a URL that matches no page says so, with a way back, and asks nothing of the API', async () => {
    const { user, router } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at this address. It may have been mistyped or moved.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Tuning catalogue'));
    expectAppFrame();
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Back to vehicle types' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle types' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  test.each([
    ['a non-numeric id', '/types/abc'],
    ['an id of 0', '/types/0'],
    ['an id beyond 2^53 - 1', '/types/99999999999999999'],
    ['2^53 itself', '/types/1/manufacturers/9007199254740992'],
    ['a negative id', '/types/1/manufacturers/-5'],
    ['a leading zero', '/types/1/manufacturers/05'],
    ['a decimal id', '/types/1/manufacturers/5/models/1.5'],
    ['an exponent', '/types/1/manufacturers/5/models/10/generations/2e1'],
    ['a bad engine id deep down', '/types/1/manufacturers/5/models/10/generations/20/engines/x101'],
    ['a bad ancestor with a good engine id', '/types/one/manufacturers/5/models/10/generations/20/engines/101'],
  ])('%s in the URL (%s) shows not-found with no request made', async (_label, url) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to vehicle types' })).toHaveAttribute('href', '/');
    expectAppFrame();
    expect(requests).toHaveLength(0);
  });
});

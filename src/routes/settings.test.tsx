import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { pageShown, renderApp } from '../test/render-app';
import { requests, requestsTo, setupApiServer } from '../test/server';

setupApiServer();

const subscriptionSection = () => screen.getByRole('heading', { level: 2, name: 'Subscription' }).closest('section')!;
const valueOf = (term: string) => within(subscriptionSection()).getByText(term).nextElementSibling?.textContent;

describe('settings page', () => {
  test('the connection in use and the subscription’s state', async () => {
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings · Tuning catalogue'));
    expect(screen.getByText('This browser uses the demo catalogue of this server.')).toBeInTheDocument();
    expect(await screen.findByText('The subscription is active and includes API access.')).toBeInTheDocument();
    expect(valueOf('Active')).toBe('Yes');
    expect(valueOf('API access')).toBe('Yes');
    expect(valueOf('Requests allowed per window')).toBe('3,600');
    expect(valueOf('Catalogue profile')).toBe('customised');
    expect(valueOf('Scopes')).toBe('vdb_read');
    expect(valueOf('Ends')).toBe('Dec 31, 2027');
    expect(requests.map((request) => request.path)).toEqual(['/subscription']);
    expectAppFrame();
  });

  test('the address field starts with the catalogue address in use', async () => {
    await renderApp('/settings');
    await pageShown('Settings');
    expect(screen.getByLabelText('Catalogue address')).toHaveValue('/api');
  });

  test('with no catalogue configured: asks for one, and sends nothing', async () => {
    await renderApp('/settings', { session: null, config: { mode: 'direct', apiBase: '' } });
    expect(await screen.findByText(/No catalogue is set up yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Catalogue address')).toHaveValue('');
    expect(within(subscriptionSection()).getByText('Connect to a catalogue to see its subscription.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  test('an address that is neither http(s) nor a path is refused, saying why', async () => {
    const { user } = await renderApp('/settings');
    await pageShown('Settings');
    const address = screen.getByLabelText('Catalogue address');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Enter an address starting with https:// or http://, or a path starting with /.');
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  test('a saved connection is used at once: its address and key, kept in this tab only', async () => {
    const { user } = await renderApp('/settings');
    await pageShown('Settings');
    await screen.findByText('The subscription is active and includes API access.');
    await user.clear(screen.getByLabelText('Catalogue address'));
    await user.type(screen.getByLabelText('Catalogue address'), 'https://catalogue.example/api');
    await user.type(screen.getByLabelText('API key'), 'workshop-key-1');
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    expect(await screen.findByText('Saved. The catalogue now loads from the new connection.')).toBeInTheDocument();
    expect(screen.getByText('This browser uses the catalogue at https://catalogue.example/api.')).toBeInTheDocument();

    // A new account: its own cache entry, so the subscription is asked for again, from the new place with the new key.
    await waitFor(() => expect(requestsTo('/subscription')).toHaveLength(2));
    const latest = requestsTo('/subscription')[1]!;
    expect(latest.url.origin).toBe('https://catalogue.example');
    expect(latest.headers.get('Authorization')).toBe('Bearer workshop-key-1');
    expect(window.sessionStorage.getItem('vtdb.connection')).toContain('workshop-key-1');
    expect(window.localStorage.getItem('vtdb.connection')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use the default catalogue' }));
    expect(await screen.findByText('Back to the default catalogue.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('vtdb.connection')).toBeNull();
  });

  test('"remember" keeps the connection on this device', async () => {
    const { user } = await renderApp('/settings');
    await pageShown('Settings');
    // The address in use is already there: remembering it needs no typing.
    expect(screen.getByLabelText('Catalogue address')).toHaveValue('/api');
    await user.click(screen.getByLabelText(/Remember on this device/));
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await screen.findByText('Saved. The catalogue now loads from the new connection.');
    expect(JSON.parse(window.localStorage.getItem('vtdb.connection') ?? 'null')).toEqual({ baseUrl: '/api', apiKey: '', remember: true });
    expect(window.sessionStorage.getItem('vtdb.connection')).toBeNull();
    // An empty key means none: no Authorization header.
    await waitFor(() => expect(requestsTo('/subscription')).toHaveLength(2));
    expect(requestsTo('/subscription')[1]!.headers.has('Authorization')).toBe(false);
  });
});

describeErrorScreens('settings page (subscription)', {
  url: '/settings',
  operation: 'subscription',
  level: 2,
  expectData: async () => {
    expect(await screen.findByText('The subscription is active and includes API access.')).toBeInTheDocument();
  },
});

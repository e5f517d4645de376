import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { describeErrorScreens, expectAppFrame } from '../test/error-screens';
import { renderApp } from '../test/render-app';
import { answerStatus, failNetwork, failTimesThenOk, override, requestPaths, requests, requestsTo, setupApiServer } from '../test/server';

setupApiServer();

const expectTypes = async () => {
  const list = await screen.findByRole('list', { name: 'Vehicle types' });
  expect(within(list).getAllByRole('link')).toHaveLength(4);
};

describe('types page', () => {
  test('lists every vehicle type, each a link to its manufacturers', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle types' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Vehicle types' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Cars & LCV', 'Motorcycles', 'Trucks & Buses', 'Marine']);
    expect(links[0]).toHaveAttribute('href', '/types/1');
    // The start page has no ancestors.
    expect(screen.queryByRole('navigation', { name: 'Breadcrumbs' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vehicle types · Tuning catalogue'));
    expectAppFrame();
  });

  test('asks once, in English, with the demo key', async () => {
    await renderApp('/');
    await expectTypes();
    expect(requestPaths()).toEqual(['/types']);
    const [request] = requests;
    expect(request!.headers.get('Accept-Language')).toBe('en');
    expect(request!.headers.get('Authorization')).toBe('Bearer demo');
  });

  test('in proxy mode no Authorization header is sent (the server adds the key)', async () => {
    await renderApp('/', { config: { mode: 'proxy', apiKey: undefined } });
    await expectTypes();
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  test('Hungarian on v2: asks for English and says so', async () => {
    await renderApp('/', { language: 'hu' });
    await expectTypes();
    expect(requests[0]!.headers.get('Accept-Language')).toBe('en');
    expect(screen.getByRole('note')).toHaveTextContent('The catalogue service has no Hungarian');
  });

  test('an empty catalogue says so', async () => {
    override('types', () => HttpResponse.json([]));
    await renderApp('/');
    expect(await screen.findByText('The catalogue has no vehicle types.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Vehicle types' })).not.toBeInTheDocument();
  });

  test('with no catalogue configured: the auth screen pointing to Settings, and no request', async () => {
    await renderApp('/', { session: null, config: { mode: 'direct', apiBase: '' } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'The catalogue did not accept this connection' });
    expect(within(heading.closest('section')!).getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings');
    expect(requests).toHaveLength(0);
  });
});

describe('types page: retries (as in production, with short delays)', () => {
  test('500 twice then OK: the page shows, after three requests', async () => {
    failTimesThenOk('types', 2);
    await renderApp('/', { retry: true, retryDelay: 1 });
    await expectTypes();
    expect(requestsTo('/types')).toHaveLength(3);
  });

  test('a network failure is retried too', async () => {
    failNetwork('types', { times: 1 });
    await renderApp('/', { retry: true, retryDelay: 1 });
    await expectTypes();
    expect(requestsTo('/types')).toHaveLength(2);
  });

  test('a 5xx that lasts gives up after 1 + 3 attempts', async () => {
    answerStatus('types', 503);
    await renderApp('/', { retry: true, retryDelay: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'The catalogue is having trouble' })).toBeInTheDocument();
    expect(requestsTo('/types')).toHaveLength(4);
  });

  test.each([401, 403, 404, 429])('a %i is not retried', async (status) => {
    answerStatus('types', status, { retryAfter: status === 429 ? '120' : undefined });
    await renderApp('/', { retry: true, retryDelay: 1 });
    await screen.findByRole('alert');
    expect(requestsTo('/types')).toHaveLength(1);
  });
});

describeErrorScreens('types page', { url: '/', operation: 'types', expectData: expectTypes, extended: true });

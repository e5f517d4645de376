import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { expectRetryCountdown } from '../test/error-screens';
import { locationOf, pageShown, renderApp } from '../test/render-app';
import { answerRateLimited, holdAnswer, requestPaths, requests, setupApiServer } from '../test/server';

setupApiServer();

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('moving through the catalogue', () => {
  test('clicking down from types to an engine asks for each record once', async () => {
    const { user, router } = await renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Cars & LCV' }));
    await heading('Cars & LCV');
    await user.click(await screen.findByRole('link', { name: 'Audi' }));
    await heading('Audi');
    await user.click(within(screen.getByRole('list', { name: 'Models of Audi' })).getByRole('link', { name: 'A4' }));
    await heading('Audi A4');
    await user.click(screen.getByRole('link', { name: /B5/ }));
    await heading('Audi A4 B5');
    await user.click(screen.getByRole('link', { name: '1.8T 150hp 210Nm' }));
    await heading('Audi A4 B5 1.8T 150hp 210Nm');
    expect(locationOf(router)).toBe('/types/1/manufacturers/5/models/10/generations/20/engines/101');
    // The engine page's generation (for its breadcrumbs) came with the engines page.
    expect(requestPaths()).toEqual(['/types', '/manufacturers/type/1?limit=100', '/manufacturers/5', '/models/10', '/generations/20', '/engines/101']);
  });

  test('a slow click marks the old page busy (dimmed, aria-busy) until the new page comes', async () => {
    const { user } = await renderApp('/types/1/manufacturers/5');
    await heading('Audi');
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    const held = holdAnswer('model', { times: 1 });
    await user.click(within(screen.getByRole('list', { name: 'Models of Audi' })).getByRole('link', { name: 'A4' }));
    // The old page stays, and after a short delay says it is waiting.
    await waitFor(() => expect(main).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
    expect(main).toHaveAttribute('data-pending');
    expect(screen.getByRole('heading', { level: 1, name: 'Audi' })).toBeInTheDocument();
    held.release();
    await heading('Audi A4');
    expect(main).not.toHaveAttribute('aria-busy');
    expect(main).not.toHaveAttribute('data-pending');
  });

  test('going back to pages already seen asks for nothing', async () => {
    const { user, router } = await renderApp('/types/1/manufacturers/5');
    await heading('Audi');
    await user.click(within(screen.getByRole('list', { name: 'Models of Audi' })).getByRole('link', { name: 'A4' }));
    await heading('Audi A4');
    const before = requests.length;

    await act(() => router.navigate(-1));
    expect(await heading('Audi')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/types/1/manufacturers/5');
    await act(() => router.navigate(1));
    expect(await heading('Audi A4')).toBeInTheDocument();
    // Via a breadcrumb link too.
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Audi' }));
    expect(await heading('Audi')).toBeInTheDocument();
    expect(requests.length).toBe(before);
  });

  test('after a rate-limit answer, other pages ask nothing until the time given, and say when', async () => {
    answerRateLimited('types', 120);
    const { router } = await renderApp('/');
    expectRetryCountdown(await screen.findByRole('alert'), 120);
    await act(() => router.navigate('/types/1/manufacturers/5'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Request limit reached' })).toBeInTheDocument();
    expectRetryCountdown(alert, 120);
    expect(requestPaths()).toEqual(['/types']);
  });

  test('the header keeps working on an error page: a search from there navigates', async () => {
    const { user, router } = await renderApp('/types/abc');
    await pageShown('Not found');
    await user.type(screen.getByRole('combobox', { name: 'Search the catalogue' }), 'a4 b5{Enter}');
    expect(await screen.findByText('3 results for “a4 b5”')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/search?q=a4+b5');
  });
});

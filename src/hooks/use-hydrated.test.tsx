import { describe, expect, it, vi } from 'vitest';

/**
 * useHydrated with a fresh module (the test setup marks every other test's render as the
 * browser's own): the server's form on the server and through hydration, without a mismatch, then
 * the browser's; a part mounted after hydration starts in the browser's form at once.
 */
describe('useHydrated', () => {
  it('is false on the server and while hydrating, true after; later parts start true', async () => {
    vi.resetModules();
    // A fresh React: testing-library's flag that act() is supported was set on the old one.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const React = await import('react');
    const { act } = React;
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { useHydrated } = await import('./use-hydrated');
    const firstRenders: boolean[] = [];
    function Probe({ name }: { name: string }) {
      const hydrated = useHydrated();
      const first = React.useRef<boolean | null>(null);
      if (first.current === null) {
        first.current = hydrated;
        firstRenders.push(hydrated);
      }
      return <p>{`${name}: ${hydrated ? 'browser' : 'server'}`}</p>;
    }
    function Page({ later }: { later: boolean }) {
      return (
        <div>
          <Probe name="first" />
          {later ? <Probe name="later" /> : null}
        </div>
      );
    }

    const html = renderToString(<Page later={false} />);
    expect(html).toContain('first: server');
    expect(firstRenders).toEqual([false]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Page later={false} />));
    // Hydrated without a mismatch (the test setup turns React's console errors into failures), then drawn in the browser's form.
    expect(container.textContent).toBe('first: browser');
    await act(async () => root.render(<Page later />));
    expect(container.textContent).toBe('first: browserlater: browser');
    // The server's render, the hydration (server form), and the later part: browser form from its first render.
    expect(firstRenders).toEqual([false, false, true]);
    await act(async () => root.unmount());
    container.remove();
  });
});

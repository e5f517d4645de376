import { describe, expect, it, vi } from 'vitest';

/**
 * A long list the server drew is hydrated as it is, virtualised once the reader scrolls towards
 * the rows it did not draw, and keeps the rows it drew: the same elements, so nothing is drawn
 * twice, and a row a reader focused while the page was loading keeps its focus. With a fresh
 * module graph, as use-hydrated.test.tsx (the test setup marks every other render as the
 * browser's own).
 */
describe('VirtualList taking over a server-drawn list', () => {
  it('keeps the rows in view as the same elements, now placed by the virtualiser', async () => {
    vi.resetModules();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const { act } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    let nearView = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          nearView = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { VirtualList } = await import('./virtual-list');
    const items = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, name: `Engine ${index + 1}` }));
    const list = (
      <VirtualList
        items={items}
        getKey={(item) => item.id}
        rowHeight={72}
        label="Engines"
        renderRow={(item) => <a href={`/engines/${item.id}`}>{item.name}</a>}
      />
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(list);
    document.body.append(container);
    const drawn = [...container.querySelectorAll('li')];
    // The server draws a first screen in the page's flow, not 500 rows, and a placeholder for the others.
    expect(drawn).toHaveLength(25);
    expect(drawn.pop()?.className).toBe('virtual-list__rest');
    expect(container.querySelector('ul')?.className).toContain('plain-list');
    drawn[2]!.querySelector('a')!.focus();

    const root = await act(async () => hydrateRoot(container, list));
    // Hydrated, and still the server's list: nothing is laid out again while the page loads.
    expect(container.querySelector('ul')?.className).toContain('plain-list');
    expect([...container.querySelectorAll('li[data-index]')]).toEqual(drawn);
    expect(drawn[23]?.getAttribute('aria-setsize')).toBe('500');

    // The reader scrolls towards the rows not drawn yet: their placeholder comes near the view.
    await act(async () => nearView());
    const rows = [...container.querySelectorAll('li')];
    expect(container.querySelector('ul')?.className).toContain('virtual-list');
    expect(rows[0]?.style.position).toBe('absolute');
    // jsdom's window is 768 px tall: its 11 rows and the overscan, all of them the server's elements.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row, index) => row === drawn[index])).toBe(true);
    expect(document.activeElement?.textContent).toBe('Engine 3');
    await act(async () => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });
});

/**
 * Inside a workshop's page the frame is as tall as its content and never scrolls: the host page
 * does, and reports which part of the frame its window shows (public/embed.js). A long list draws
 * the rows there, not every row of the frame's own (whole-list-tall) window.
 */
/** A fresh app in a frame (embedded mode) as tall as `count` rows of 64 px, and a way to draw a list of them. */
async function inFrame(count: number) {
  vi.resetModules();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { initEmbedMode } = await import('../embed/embed-mode');
  const { setHostViewport } = await import('../embed/host-viewport');
  // A list the browser draws itself (after a click), virtualised from its first render.
  (await import('../hooks/use-hydrated')).markBrowserRender();
  const { VirtualList } = await import('./virtual-list');
  initEmbedMode('?embed=1', '');
  // The frame as tall as its rows, as embed.js sizes it.
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(64 * count);
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Model ${index + 1}` }));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  return {
    act,
    setHostViewport,
    indexes: () => [...container.querySelectorAll<HTMLElement>('li[data-index]')].map((row) => Number(row.dataset.index)),
    draw: () =>
      act(async () =>
        root.render(<VirtualList items={items} getKey={(item) => item.id} rowHeight={64} label="Models" renderRow={(item) => <a href="#">{item.name}</a>} />),
      ),
    close: async () => {
      await act(async () => root.unmount());
      container.remove();
      setHostViewport(null);
      initEmbedMode('', '');
    },
  };
}

describe('VirtualList inside a workshop page', () => {
  it("draws the rows the host's window shows, and follows as the host scrolls", async () => {
    const { act, setHostViewport, indexes, draw, close } = await inFrame(1000);
    // The host shows 800 px of the frame, starting 32,000 px down: rows 500 to 512.
    setHostViewport({ top: 32_000, height: 800 });
    await draw();
    expect(Math.min(...indexes())).toBeGreaterThanOrEqual(490);
    expect(Math.max(...indexes())).toBeLessThanOrEqual(525);
    expect(indexes()).toContain(500);

    // The host page scrolls to the list's end.
    await act(async () => setHostViewport({ top: 64 * 1000 - 800, height: 800 }));
    expect(indexes()).toContain(999);
    expect(indexes().length).toBeLessThan(30);
    await close();
  });

  it("draws against the frame's own window until the host reports (an older embed script)", async () => {
    const { indexes, draw, close } = await inFrame(100);
    await draw();
    // Every row is in the frame's window: all of them drawn, as before the host's reports.
    expect(indexes()).toHaveLength(100);
    await close();
  });
});

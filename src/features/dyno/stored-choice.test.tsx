import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A server-rendered page hydrates its readers of a stored choice (units, curves) and of the
 * comparison in one render when the browser has nothing else stored: a second render of every
 * reader right after hydration, synchronous, was a long task on a phone's CPU (the whole stage
 * table and chart, the whole compare page). A choice that differs from the server's still
 * applies, in a render of its own.
 */
async function hydrateCounting<T>(read: () => T, show: (value: T) => string) {
  vi.resetModules();
  // A fresh React: testing-library's flag that act() is supported was set on the old one.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { act } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  let renders = 0;
  function Reader() {
    renders += 1;
    return <p>{show(read())}</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  document.body.append(container);
  renders = 0;
  const root = await act(async () => hydrateRoot(container, <Reader />));
  const text = container.textContent;
  await act(async () => root.unmount());
  container.remove();
  return { renders, text };
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('hydrating the readers of a stored choice', () => {
  // A store like the units' (a fresh module each time: the store keeps what it read).
  const choice = async () => {
    const { storedChoice } = await import('./stored-choice');
    const DEFAULT = { power: 'hp' };
    const store = storedChoice('test.choice', (saved) => ({ power: (saved as { power?: string } | null)?.power ?? 'hp' }), { fallback: DEFAULT });
    return [() => store.use(), (value: { power: string }) => value.power] as const;
  };

  it('renders once with nothing stored, and once with the default stored', async () => {
    const nothing = await hydrateCounting(...(await choice()));
    expect(nothing).toEqual({ renders: 1, text: 'hp' });
    window.localStorage.setItem('test.choice', JSON.stringify({ power: 'hp' }));
    const same = await hydrateCounting(...(await choice()));
    expect(same).toEqual({ renders: 1, text: 'hp' });
  });

  it('renders again with a choice of the browser’s own, which then shows', async () => {
    window.localStorage.setItem('test.choice', JSON.stringify({ power: 'kw' }));
    const own = await hydrateCounting(...(await choice()));
    expect(own).toEqual({ renders: 2, text: 'kw' });
  });
});

describe('hydrating the readers of the comparison', () => {
  const comparison = async () => {
    const { useComparison } = await import('../compare/selection');
    return [
      () => useComparison(),
      (value: { chosen: readonly { engine: { name: string } }[] }) => value.chosen.map((item) => item.engine.name).join(',') || 'none',
    ] as const;
  };

  it('renders once with nothing chosen, even an empty list stored', async () => {
    expect(await hydrateCounting(...(await comparison()))).toEqual({ renders: 1, text: 'none' });
    window.sessionStorage.setItem('vtdb.compare', '[]');
    expect(await hydrateCounting(...(await comparison()))).toEqual({ renders: 1, text: 'none' });
  });

  it('renders again with engines chosen in this tab, which then show', async () => {
    const item = {
      type: { id: 1, name: 'Cars' },
      manufacturer: { id: 5, name: 'Audi' },
      model: { id: 10, name: 'A4' },
      generation: { id: 20, name: 'B5' },
      engine: { id: 101, name: '1.8T' },
    };
    window.sessionStorage.setItem('vtdb.compare', JSON.stringify([item]));
    expect(await hydrateCounting(...(await comparison()))).toEqual({ renders: 2, text: '1.8T' });
  });
});

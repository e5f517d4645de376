import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { WorkshopProfile } from '../../contract/workshop';
import { changeLanguage } from '../i18n/i18n';
import { setUnits } from '../features/dyno/units';
import { STAFF_VIEW_KEY } from '../features/pricing/staff-view';
import { locationOf, pageShown, renderApp } from '../test/render-app';
import { answerStatus, clearRequests, requestPaths, requestsTo, setupApiServer, timeline } from '../test/server';

setupApiServer();
afterEach(() => setUnits({ power: 'hp', torque: 'nm' }));

const B5 = '/types/1/manufacturers/5/models/10/generations/20';
const MK3 = '/types/1/manufacturers/62/models/809/generations/1708';

const figures = () => screen.findByRole('table', { name: /^The compared engines side by side/ });
/** The cells of the row headed `name`, as text. */
const rowText = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('a cold deep link to a comparison', () => {
  test('starts every engine and generation request at once and shows the engines side by side', async () => {
    await renderApp('/compare?engines=101,102&generations=20,20');
    await pageShown('Compare engines');
    const table = await figures();

    // Every request started before the first answer: no waterfall.
    expect(requestPaths().sort()).toEqual(['/engines/101', '/engines/102', '/generations/20']);
    expect(timeline.slice(0, 3).sort()).toEqual(['start /engines/101', 'start /engines/102', 'start /generations/20']);

    // Each engine is a column headed by its vehicle and name, a link to its page.
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Audi A4 B5 1.8T 150hp 210Nm', 'Audi A4 B5 1.9 TDI 110hp 235Nm']);
    expect(within(headers[0]!).getByRole('link', { name: '1.8T 150hp 210Nm' })).toHaveAttribute('href', `${B5}/engines/101`);

    expect(rowText(table, 'Engine code')).toEqual(['AGU', 'AFN']);
    expect(rowText(table, 'ECU')).toEqual(['Bosch M3.8.3 & Bosch ME7.5', 'Bosch EDC15V']);
    expect(rowText(table, 'Stock power')).toEqual(['150 hp', '110 hp']);
    expect(rowText(table, 'Stock torque')).toEqual(['210 Nm', '235 Nm']);
    // Stages line up by number: the 1.8T has two stage 1 variants, the TDI one stage 1.
    expect(rowText(table, 'Stage 1 · variant 1 power')).toEqual(['178 hpPower gain: +28 hp (+19%)', '140 hpPower gain: +30 hp (+27%)']);
    expect(rowText(table, 'Stage 1 · variant 2 power')).toEqual(['185 hpPower gain: +35 hp (+23%)', '—']);
    expect(rowText(table, 'Stage 2 torque')).toEqual(['280 NmTorque gain: +70 Nm (+33%)', '—']);
  });

  test('figures follow the chosen units', async () => {
    setUnits({ power: 'kw', torque: 'lbft' });
    await renderApp('/compare?engines=101&generations=20');
    const table = await figures();
    expect(rowText(table, 'Stock power')).toEqual(['110 kW']);
    expect(rowText(table, 'Stock torque')).toEqual(['155 lb-ft']);
    expect(table).toHaveAccessibleName('The compared engines side by side: power in kW, torque in lb-ft, gains over stock beneath each stage');
  });

  test('bad ids are named, and the valid engines still show', async () => {
    await renderApp('/compare?engines=abc,101,101,102,100,16201&generations=,20,20,20,20,1708');
    const table = await figures();
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '“abc” is not an engine number.',
      'Engine 101 is listed more than once; it is shown once.',
      'At most 3 engines can be compared; 16201 left out.',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    // Engines past the third are not asked for.
    expect(requestsTo('/engines/16201')).toHaveLength(0);
  });

  test('an unknown engine is said to be unknown, asked for once, and the others show', async () => {
    await renderApp('/compare?engines=101,999999&generations=20,20');
    const table = await figures();
    expect(within(screen.getByRole('alert')).getByText('Engine 999999 is not in the catalogue.')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    expect(requestsTo('/engines/999999')).toHaveLength(1);
  });

  test('an engine that fails to load says so with a retry, and the others show', async () => {
    answerStatus('engine', 500, { times: 1, when: (url) => url.pathname.endsWith('/engines/102') });
    const { user } = await renderApp('/compare?engines=101,102&generations=20,20');
    const table = await figures();
    expect(screen.getByText('Engine 102 could not be loaded.')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
    expect(screen.queryByText('Engine 102 could not be loaded.')).not.toBeInTheDocument();
  });

  test('no engines: says how to choose some, and asks nothing', async () => {
    await renderApp('/compare');
    await pageShown('Compare engines');
    expect(screen.getByText('No engines to compare yet.')).toBeInTheDocument();
    expect(requestPaths()).toEqual([]);
  });

  test('a link without generations names the engines only, and links nowhere it cannot', async () => {
    await renderApp('/compare?engines=101');
    const table = await figures();
    expect(within(table).getByRole('columnheader').textContent).toBe('Vehicle not named in this link 1.8T 150hp 210Nm');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  test('an engine not in the generation the link names is not given that vehicle', async () => {
    await renderApp('/compare?engines=16201&generations=20');
    const table = await figures();
    expect(within(table).getByRole('columnheader').textContent).toBe('Vehicle not named in this link 1.6 75hp 94Nm');
  });

  test('removing an engine leaves the others in the link', async () => {
    const { user, router } = await renderApp('/compare?engines=101,102,100&generations=20,20,20');
    const table = await figures();
    await user.click(within(table).getByRole('button', { name: 'Remove 1.9 TDI 110hp 235Nm from the comparison' }));
    expect(locationOf(router)).toBe('/compare?engines=101,100&generations=20,20');
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(2));
  });

  test('"Copy link" copies the link of the engines shown, and says so', async () => {
    // user-event stands in for the system clipboard.
    const { user } = await renderApp('/compare?engines=xyz,101,102&generations=,20,20');
    await figures();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/compare?engines=101,102&generations=20,20`);
  });

  test('"Copy link" without a clipboard says to copy it by hand', async () => {
    const { user } = await renderApp('/compare?engines=101&generations=20');
    await figures();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied. Copy it from the address bar.')).toBeInTheDocument();
  });

  test('the dyno curves of all engines on one chart: power shown first, torque a press away, with a table', async () => {
    const { user } = await renderApp('/compare?engines=101,102,100&generations=20,20,20');
    await figures();
    const legend = await screen.findByRole('list', { name: 'Curves: press to hide or show' });
    const toggles = within(legend).getAllByRole('button');
    // Stock and the highest stage of each engine with curves (the 1.8i has none, and a note says so).
    // One row per engine and owner, with short Power / Torque toggles named in full.
    expect(toggles.map((toggle) => [toggle.getAttribute('aria-label'), toggle.textContent, toggle.getAttribute('aria-pressed')])).toEqual([
      ['1.8T 150hp 210Nm: Stock power', 'Power', 'true'],
      ['1.8T 150hp 210Nm: Stock torque', 'Torque', 'false'],
      ['1.8T 150hp 210Nm: Stage 2 power', 'Power', 'true'],
      ['1.8T 150hp 210Nm: Stage 2 torque', 'Torque', 'false'],
      ['1.9 TDI 110hp 235Nm: Stock power', 'Power', 'true'],
      ['1.9 TDI 110hp 235Nm: Stock torque', 'Torque', 'false'],
      ['1.9 TDI 110hp 235Nm: Stage 1 power', 'Power', 'true'],
      ['1.9 TDI 110hp 235Nm: Stage 1 torque', 'Torque', 'false'],
    ]);
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.legend-group__name')!.textContent),
    ).toEqual(['1.8T 150hp 210Nm: Stock', '1.8T 150hp 210Nm: Stage 2', '1.9 TDI 110hp 235Nm: Stock', '1.9 TDI 110hp 235Nm: Stage 1']);
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'No dyno data to draw for 1.8i 125hp 170Nm.',
      'Indicative template curves, not measurements: 1.9 TDI 110hp 235Nm.',
    ]);
    // Torque starts hidden: the caption names only what is drawn.
    const chart = screen.getByRole('figure', { name: 'Dyno curves of the compared engines' });
    expect(within(chart).getByText('Power (solid lines, left axis) against engine speed.')).toBeInTheDocument();
    await user.click(within(legend).getByRole('button', { name: '1.8T 150hp 210Nm: Stage 2 torque' }));
    expect(within(legend).getByRole('button', { name: '1.8T 150hp 210Nm: Stage 2 torque' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByText('Power (solid lines, left axis) and torque (dashed lines, right axis) against engine speed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const readings = screen.getByRole('table', { name: 'Dyno readings: power in hp, torque in Nm' });
    expect(
      within(readings)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'rpm',
      '1.8T 150hp 210Nm: Stock power',
      '1.8T 150hp 210Nm: Stage 2 power',
      '1.8T 150hp 210Nm: Stage 2 torque',
      '1.9 TDI 110hp 235Nm: Stock power',
      '1.9 TDI 110hp 235Nm: Stage 1 power',
    ]);
    // The 1.8T's stock curve peaks at 147 hp at 5,000 rpm (its headline figure is 150).
    expect(within(within(readings).getByRole('rowheader', { name: '5,000' }).closest('tr')!).getAllByRole('cell')[0]).toHaveTextContent('147');
  });
});

describe('prices in the comparison', () => {
  const profile: WorkshopProfile = {
    name: 'Garage Test',
    contact: { phone: '+49 30 1234 5678' },
    currency: 'EUR',
    taxNote: { en: 'All prices include VAT.', de: 'Alle Preise inkl. MwSt.' },
    validityDays: 14,
    prices: [
      { type: 1, stages: { '1': 449, '2': 749 } },
      { manufacturer: 5, stages: { '1': 499 } },
      { engine: 101, stages: { '2': 'on request' } },
    ],
  };
  const euro = (locale: string, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
  /** The prices in the row headed `name`: a price is a button (its rule is its description). */
  const prices = (table: HTMLElement, name: string) =>
    within(within(table).getByRole('rowheader', { name }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => within(cell).queryByRole('button')?.textContent ?? cell.textContent);

  test("each stage's price by the workshop's most specific rule, with the rule on focus (for staff) and the tax note", async () => {
    // Staff at the counter see the rule that picked each price (src/features/pricing/staff-view.tsx).
    localStorage.setItem(STAFF_VIEW_KEY, '1');
    onTestFinished(() => localStorage.removeItem(STAFF_VIEW_KEY));
    const { user } = await renderApp('/compare?engines=101,102,16201&generations=20,20,1708', { config: { workshop: profile } });
    const table = await figures();
    expect(prices(table, 'Stage 1 · variant 1 price')).toEqual([euro('en-US', 499), euro('en-US', 499), '—']);
    expect(prices(table, 'Stage 2 price')).toEqual(['On request', '—', '—']);
    const price = within(within(table).getByRole('rowheader', { name: 'Stage 1 · variant 1 price' }).closest('tr')!).getAllByRole('button')[0]!;
    await user.click(price);
    expect(price).toHaveFocus();
    expect(price).toHaveAccessibleDescription('From your price list, for Audi');
    expect(screen.getByText('All prices include VAT.')).toBeInTheDocument();
  });

  test('in German, with euro formatting', async () => {
    await renderApp('/compare?engines=102&generations=20', { config: { workshop: profile }, language: 'de' });
    await changeLanguage('de', { remember: false });
    const table = await screen.findByRole('table', { name: /^Die verglichenen Motoren nebeneinander/ });
    expect(prices(table, 'Preis (Stage 1)')).toEqual([euro('de', 499)]);
    expect(screen.getByText('Alle Preise inkl. MwSt.')).toBeInTheDocument();
  });

  test('no profile, or an engine whose vehicle is not known: no prices', async () => {
    await renderApp('/compare?engines=101,102&generations=20', { config: { workshop: profile } });
    let table = await figures();
    // 102 has no generation in the link: its vehicle (and so its price rule) is not known.
    expect(prices(table, 'Stage 1 · variant 1 price')).toEqual([euro('en-US', 499), '—']);
    cleanup();
    await renderApp('/compare?engines=101&generations=20');
    table = await figures();
    expect(within(table).queryByRole('rowheader', { name: /price$/ })).not.toBeInTheDocument();
  });
});

describe('choosing engines to compare', () => {
  test('from search results: three chosen, a fourth refused with a reason, then compared', async () => {
    const { user, router } = await renderApp('/search?q=a4%20b5');
    await screen.findByText('3 results for “a4 b5”');
    for (const name of ['1.8i 125hp 170Nm', '1.8T 150hp 210Nm', '1.9 TDI 110hp 235Nm']) {
      const toggle = screen.getByRole('button', { name: `Add to comparison: ${name}` });
      await user.click(toggle);
      // Once in, the button says so and offers the way out.
      expect(toggle).toHaveAccessibleName(`In comparison, Remove ${name} from the comparison`);
      expect(toggle).toHaveTextContent('In comparison');
    }
    const tray = await screen.findByRole('region', { name: 'Engines to compare 3 of 3' });
    expect(
      within(tray)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A4 1.8i 125hp 170Nm', 'A4 1.8T 150hp 210Nm', 'A4 1.9 TDI 110hp 235Nm']);

    // A fourth, from another generation's list: refused, and the tray says why.
    await act(() => router.navigate(MK3));
    await pageShown('Volkswagen Golf Mk3');
    const fourth = screen.getByRole('button', { name: 'Add to comparison: 1.6 75hp 94Nm' });
    await user.click(fourth);
    expect(fourth).toHaveAccessibleName('Add to comparison: 1.6 75hp 94Nm');
    expect(await screen.findByRole('alert')).toHaveTextContent('Up to 3 engines can be compared. Remove one to add 1.6 75hp 94Nm.');
    // Taking one out of the tray makes room.
    const mk3Tray = screen.getByRole('region', { name: 'Engines to compare 3 of 3' });
    await user.click(within(mk3Tray).getByRole('button', { name: 'Remove 1.8i 125hp 170Nm from the comparison' }));
    // The keyboard's place moves on to the next engine's button.
    await waitFor(() => expect(within(mk3Tray).getByRole('button', { name: 'Remove 1.8T 150hp 210Nm from the comparison' })).toHaveFocus());
    await user.click(fourth);
    expect(fourth).toHaveAccessibleName('In comparison, Remove 1.6 75hp 94Nm from the comparison');

    clearRequests();
    await user.click(within(screen.getByRole('region', { name: 'Engines to compare 3 of 3' })).getByRole('link', { name: 'Compare' }));
    const table = await figures();
    expect(locationOf(router)).toBe('/compare?engines=101,102,16201&generations=20,20,1708');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Audi A4 B5 1.8T 150hp 210Nm', 'Audi A4 B5 1.9 TDI 110hp 235Nm', 'Volkswagen Golf Mk3 1.6 75hp 94Nm']);
  });

  test('from the engine page: the toggle says whether the engine is chosen, and pressing again takes it out', async () => {
    const { user } = await renderApp(`${B5}/engines/101`);
    await pageShown('Audi A4 B5 1.8T 150hp 210Nm');
    const toggle = screen.getByRole('button', { name: 'Add to comparison' });
    expect(screen.queryByRole('region', { name: /^Engines to compare/ })).not.toBeInTheDocument();
    await user.click(toggle);
    // Added: it says so, and offers removal (not "Add to comparison" again).
    expect(toggle).toHaveAccessibleName('In comparison, Remove');
    expect(screen.queryByRole('button', { name: 'Add to comparison' })).not.toBeInTheDocument();
    const tray = await screen.findByRole('region', { name: 'Engines to compare 1 of 3' });
    expect(within(tray).getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/compare?engines=101&generations=20');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Add to comparison');
    expect(screen.queryByRole('region', { name: /^Engines to compare/ })).not.toBeInTheDocument();
  });

  test('from a generation: each engine row has its toggle, and the choice survives going elsewhere', async () => {
    const { user, router } = await renderApp(B5);
    await pageShown('Audi A4 B5');
    await user.click(screen.getByRole('button', { name: 'Add to comparison: 1.8T 150hp 210Nm' }));
    await act(() => router.navigate(`${B5}/engines/101`));
    await pageShown('Audi A4 B5 1.8T 150hp 210Nm');
    expect(screen.getByRole('button', { name: 'In comparison, Remove' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('vtdb.compare')!)).toEqual([
      {
        type: { id: 1, name: 'Cars & LCV' },
        manufacturer: { id: 5, name: 'Audi' },
        model: { id: 10, name: 'A4' },
        generation: { id: 20, name: 'B5' },
        engine: { id: 101, name: '1.8T 150hp 210Nm' },
      },
    ]);
  });

  test('a link without generations borrows the vehicle of an engine chosen in this tab', async () => {
    const { user, router } = await renderApp(B5);
    await pageShown('Audi A4 B5');
    await user.click(screen.getByRole('button', { name: 'Add to comparison: 1.8T 150hp 210Nm' }));
    await act(() => router.navigate('/compare?engines=101'));
    const table = await figures();
    expect(within(table).getByRole('columnheader').textContent).toBe('Audi A4 B5 1.8T 150hp 210Nm');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { engineDetailSchema, type EngineDetail } from '../../../contract/schemas';
import { engine18i, engine18t, engineTdi, type WireEngine } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-app';
import { ChartReading } from './chart-reading';
import { DynoSection } from './dyno-section';
import type { ChartRow } from './series';
import { setUnits } from './units';

const SIZE = { width: 800, height: 400 };

const parse = (engine: WireEngine): EngineDetail => engineDetailSchema.parse(JSON.parse(JSON.stringify(engine)));

/** With `chartSize` the interactive chart is drawn at once; its code is a chunk of its own, so wait for it. */
async function renderSection(wire: WireEngine) {
  const engine = parse(wire);
  const view = await renderWithProviders(<DynoSection engine={engine} stages={engine.tuning?.stages ?? []} chartSize={SIZE} />);
  await waitFor(
    () => {
      if (view.container.querySelector('.dyno__plot') && !view.container.querySelector('.recharts-wrapper'))
        throw new Error('the interactive chart is loading');
      // The chunk's first load is slow on a busy machine.
    },
    { timeout: 12_000 },
  );
  return { ...view, engine };
}

const drawnLines = (container: HTMLElement) => container.querySelectorAll('path.recharts-line-curve');

afterEach(() => setUnits({ power: 'hp', torque: 'nm' }));

describe('DynoSection', () => {
  test('opens calm: every curve in the legend, but only stock and the highest stage drawn (4 lines)', async () => {
    const { container } = await renderSection(engine18t);
    const legend = screen.getByRole('list', { name: 'Curves: press to hide or show' });
    const toggles = within(legend).getAllByRole('button');
    expect(toggles.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Stock power', 'true'],
      ['Stock torque', 'true'],
      ['Stage 1 · variant 1 power', 'false'],
      ['Stage 1 · variant 1 torque', 'false'],
      ['Stage 1 · variant 2 power', 'false'],
      ['Stage 1 · variant 2 torque', 'false'],
      ['Stage 2 power', 'true'],
      ['Stage 2 torque', 'true'],
    ]);
    expect(drawnLines(container)).toHaveLength(4);
    expect(screen.getByRole('figure', { name: 'Dyno chart of 1.8T 150hp 210Nm' })).toBeInTheDocument();
  });

  test('one rpm axis for all curves, on round ticks, whichever curves are shown', async () => {
    const { container, user } = await renderSection(engine18t);
    // jsdom draws no tick text; the tick marks show the axis: 1,000 to 6,000 rpm in steps of
    // 1,000 (rpmAxis), evenly across the plot's full width.
    const ticks = () =>
      [...container.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick-line')].map((tick) => Math.round(Number(tick.getAttribute('x1'))));
    expect(ticks()).toEqual([64, 198, 333, 467, 602, 736]);
    await user.click(screen.getByRole('button', { name: 'Stock power' }));
    await user.click(screen.getByRole('button', { name: 'Stock torque' }));
    expect(ticks()).toEqual([64, 198, 333, 467, 602, 736]);
  });

  test('a curve hidden or shown with its legend button is remembered, on the next engine too', async () => {
    const { container, user, unmount } = await renderSection(engine18t);
    const toggle = screen.getByRole('button', { name: 'Stage 2 torque' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(drawnLines(container)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Stage 1 · variant 1 power' }));
    expect(drawnLines(container)).toHaveLength(5);
    unmount();

    const again = await renderSection(engine18t);
    expect(screen.getByRole('button', { name: 'Stage 2 torque' })).toHaveAttribute('aria-pressed', 'false');
    expect(drawnLines(again.container)).toHaveLength(5);
    again.unmount();
    // Another engine: stock torque hidden there too, by role.
    const other = await renderSection(engineTdi);
    await user.click(screen.getByRole('button', { name: 'Stock torque' }));
    other.unmount();
    await renderSection(engine18t);
    expect(screen.getByRole('button', { name: 'Stock torque' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the reading at an rpm lists only the curves that have a value there', async () => {
    const engine = parse(engine18t);
    const style = { colour: '#000', width: 2, marker: 'circle' as const };
    const curves = [
      { id: 'stock.power', owner: 'stock', metric: 'power' as const, label: 'Stock power', readings: [], style },
      { id: 'stage.power', owner: 'stage', metric: 'power' as const, label: 'Stage 2 power', readings: [], style },
      { id: 'stage.torque', owner: 'stage', metric: 'torque' as const, label: 'Stage 2 torque', readings: [], style },
    ];
    await renderWithProviders(
      <ChartReading
        row={{ rpm: 4750, 'stock.power': null, 'stage.power': 190.4, 'stage.torque': null } as ChartRow}
        curves={curves}
        powerUnit="hp"
        torqueUnit="Nm"
      />,
    );
    expect(screen.getByText('At 4,750 rpm')).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['Stage 2 power190 hp']);
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(engine.name).toBe('1.8T 150hp 210Nm');
  });

  test('with every curve hidden, it says so instead of drawing an empty chart', async () => {
    const { container, user } = await renderSection(engineTdi);
    for (const button of within(screen.getByRole('list', { name: /Curves/ })).getAllByRole('button')) {
      if (button.getAttribute('aria-pressed') === 'true') await user.click(button);
    }
    expect(drawnLines(container)).toHaveLength(0);
    expect(screen.getByText('All curves are hidden. Press a curve below to show it.')).toBeInTheDocument();
  });

  test('"show as table" reveals a table: one row per rpm, one column per curve, padding zeros left out', async () => {
    const { user } = await renderSection(engine18t);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show the chart as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the table');

    const table = screen.getByRole('table', { name: 'Dyno readings: power in hp, torque in Nm' });
    const [head, ...body] = within(table).getAllByRole('row');
    const columns = within(head!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual([
      'rpm',
      'Stock power',
      'Stock torque',
      'Stage 1 · variant 1 power',
      'Stage 1 · variant 1 torque',
      'Stage 1 · variant 2 power',
      'Stage 1 · variant 2 torque',
      'Stage 2 power',
      'Stage 2 torque',
    ]);
    // The fixture's 12 rpm points, less the zero padding at 1000 and 6500 rpm.
    const rpms = body.map((row) => within(row).getByRole('rowheader').textContent);
    expect(rpms).toEqual(['1,500', '2,000', '2,500', '3,000', '3,500', '4,000', '4,500', '5,000', '5,500', '6,000']);
    const at5000 = within(body[7]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(at5000.slice(0, 2)).toEqual(['147', '190']);

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('empty dyno arrays: "No dyno data exists for this engine." and no chart', async () => {
    const { container } = await renderSection(engine18i);
    expect(screen.getByText('No dyno data exists for this engine.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the chart as a table' })).not.toBeInTheDocument();
    // One line, no empty box beside a panel that repeats the stage table.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.querySelector('.dyno')!.children).toHaveLength(1);
  });

  test('a template curve carries the "Indicative template curve." note; a measured one does not', async () => {
    const view = await renderSection(engineTdi);
    expect(screen.getByText('Indicative template curve.')).toBeInTheDocument();
    expect(drawnLines(view.container)).toHaveLength(4);
    view.unmount();
    await renderSection(engine18t);
    expect(screen.queryByText('Indicative template curve.')).not.toBeInTheDocument();
  });

  test('a single reading: "too few readings", no chart', async () => {
    const single: WireEngine = {
      ...engine18i,
      performance: { power: 125, torque: 170, dyno_values: { rpm: [1000, 3000, 6000], hp: [0, 120, 0], nm: [0, 165, 0] } },
    };
    const { container } = await renderSection(single);
    expect(screen.getByText('The dyno data of this engine has too few readings to draw a curve.')).toBeInTheDocument();
    expect(screen.queryByText('No dyno data exists for this engine.')).not.toBeInTheDocument();
    expect(drawnLines(container)).toHaveLength(0);
  });

  test('incomplete data (unequal arrays) is drawn as far as it goes, with a note', async () => {
    const uneven: WireEngine = {
      ...engine18i,
      performance: { power: 125, torque: 170, dyno_values: { rpm: [1000, 2000, 3000, 4000], hp: [60, 90, 120], nm: [140, 160, 170, 165] } },
    };
    const { container } = await renderSection(uneven);
    expect(screen.getByText('Part of the dyno data was incomplete and is left out.')).toBeInTheDocument();
    expect(drawnLines(container)).toHaveLength(2);
  });

  test('where a curve peaks away from its stated figure, a note says which is which, in the chosen units', async () => {
    await renderSection(engine18t);
    const note = screen.getByText(/The stage table gives the stated figures/).closest('[role="note"]') as HTMLElement;
    // The stock curve peaks at 147 hp against a stated 150 hp; 208 Nm against 210 is rounding.
    expect(within(note).getByText('Stock power: the curve peaks at 147 hp; the stated figure is 150 hp.')).toBeInTheDocument();
    expect(within(note).queryByText(/Stock torque/)).not.toBeInTheDocument();
    // The text summary (for screen readers) names the curve's own highest reading, as such.
    expect(screen.getByText(/Stock power: highest reading 147 hp at 5,000 rpm\./)).toBeInTheDocument();
    act(() => setUnits({ power: 'kw', torque: 'lbft' }));
    // 147 PS = 108.1 kW, 150 PS = 110.3 kW.
    expect(within(note).getByText('Stock power: the curve peaks at 108 kW; the stated figure is 110 kW.')).toBeInTheDocument();
    expect(screen.getByText(/Stock power: highest reading 108 kW at 5,000 rpm\./)).toBeInTheDocument();
  });

  test('a curve that agrees with its stated figures gets no note', async () => {
    const agreeing: WireEngine = {
      ...engine18i,
      performance: { power: 125, torque: 170, dyno_values: { rpm: [1000, 2000, 3000, 4000], hp: [0, 90, 125, 0], nm: [0, 170, 169, 0] } },
    };
    await renderSection(agreeing);
    expect(screen.queryByText(/The stage table gives the stated figures/)).not.toBeInTheDocument();
  });

  test('the table follows the chosen units', async () => {
    const { user } = await renderSection(engine18t);
    act(() => setUnits({ power: 'kw', torque: 'lbft' }));
    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const table = screen.getByRole('table', { name: 'Dyno readings: power in kW, torque in lb-ft' });
    const at5000 = within(within(table).getAllByRole('row')[8]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 147 PS = 108.12 kW; 190 Nm = 140.14 lb-ft.
    expect(at5000.slice(0, 2)).toEqual(['108', '140']);
  });
});

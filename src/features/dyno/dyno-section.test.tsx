import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { engineDetailSchema, type EngineDetail } from '../../../contract/schemas';
import { engine18i, engine18t, engineTdi, type WireEngine } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-app';
import { DynoSection } from './dyno-section';
import { setUnits } from './units';

const SIZE = { width: 800, height: 400 };

const parse = (engine: WireEngine): EngineDetail => engineDetailSchema.parse(JSON.parse(JSON.stringify(engine)));

async function renderSection(wire: WireEngine) {
  const engine = parse(wire);
  const view = await renderWithProviders(<DynoSection engine={engine} stages={engine.tuning?.stages ?? []} chartSize={SIZE} />);
  return { ...view, engine };
}

const drawnLines = (container: HTMLElement) => container.querySelectorAll('path.recharts-line-curve');

afterEach(() => setUnits({ power: 'hp', torque: 'nm' }));

describe('DynoSection', () => {
  test('draws one line per curve: power and torque for stock and each stage', async () => {
    const { container } = await renderSection(engine18t);
    const legend = screen.getByRole('list', { name: 'Curves: press to hide or show' });
    const toggles = within(legend).getAllByRole('button');
    expect(toggles.map((button) => button.textContent)).toEqual([
      'Stock power',
      'Stock torque',
      'Stage 1 · variant 1 power',
      'Stage 1 · variant 1 torque',
      'Stage 1 · variant 2 power',
      'Stage 1 · variant 2 torque',
      'Stage 2 power',
      'Stage 2 torque',
    ]);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(drawnLines(container)).toHaveLength(8);
    expect(screen.getByRole('figure', { name: 'Dyno chart of 1.8T 150hp 210Nm' })).toBeInTheDocument();
  });

  test('a curve hidden with its legend button is no longer drawn; pressing again brings it back', async () => {
    const { container, user } = await renderSection(engine18t);
    const toggle = screen.getByRole('button', { name: 'Stage 2 torque' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(drawnLines(container)).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Stock power' }));
    expect(drawnLines(container)).toHaveLength(6);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(drawnLines(container)).toHaveLength(7);
  });

  test('with every curve hidden, it says so instead of drawing an empty chart', async () => {
    const { container, user } = await renderSection(engineTdi);
    for (const button of within(screen.getByRole('list', { name: /Curves/ })).getAllByRole('button')) await user.click(button);
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
    const columns = within(head!).getAllByRole('columnheader').map((cell) => cell.textContent);
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
    const at5000 = within(body[7]!).getAllByRole('cell').map((cell) => cell.textContent);
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
    // The headline figures are still given.
    expect(within(screen.getByRole('complementary', { name: 'Peak figures' })).getByText('125 hp · 170 Nm')).toBeInTheDocument();
  });

  test('a template curve carries the "Indicative template curve." note; a measured one does not', async () => {
    const view = await renderSection(engineTdi);
    expect(screen.getByRole('note')).toHaveTextContent('Indicative template curve.');
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

  test('peak figures come from the headline performance, not from the curve peaks', async () => {
    await renderSection(engine18t);
    const figures = screen.getByRole('complementary', { name: 'Peak figures' });
    // The stock curve peaks at 147 hp and 208 Nm; the API's headline is 150 hp and 210 Nm.
    expect(within(figures).getByText('150 hp · 210 Nm')).toBeInTheDocument();
    expect(within(figures).queryByText(/147 hp/)).not.toBeInTheDocument();
    // Gains are headline minus headline: 178 - 150 = +28 hp (+19 %), 255 - 210 = +45 Nm (+21 %).
    expect(within(figures).getByText('+28 hp (+19%) · +45 Nm (+21%)')).toBeInTheDocument();
    // The text summary (for screen readers) names the curve's own highest reading, as such.
    expect(screen.getByText(/Stock power: highest reading 147 hp at 5,000 rpm\./)).toBeInTheDocument();
  });

  test('switching units changes every figure to kW and lb-ft', async () => {
    await renderSection(engine18t);
    const figures = screen.getByRole('complementary', { name: 'Peak figures' });
    act(() => setUnits({ power: 'kw', torque: 'lbft' }));
    // 150 PS = 110.32 kW; 210 Nm = 154.89 lb-ft.
    expect(within(figures).getByText('110 kW · 155 lb-ft')).toBeInTheDocument();
    // +28 PS = +20.6 kW; +45 Nm = +33.2 lb-ft; the percentages do not change.
    expect(within(figures).getByText('+21 kW (+19%) · +33 lb-ft (+21%)')).toBeInTheDocument();
    expect(screen.getByText(/Stock power: highest reading 108 kW at 5,000 rpm\./)).toBeInTheDocument();
    act(() => setUnits({ power: 'bhp' }));
    expect(within(figures).getByText('148 bhp · 155 lb-ft')).toBeInTheDocument();
  });

  test('the table follows the chosen units', async () => {
    const { user } = await renderSection(engine18t);
    act(() => setUnits({ power: 'kw', torque: 'lbft' }));
    await user.click(screen.getByRole('button', { name: 'Show the chart as a table' }));
    const table = screen.getByRole('table', { name: 'Dyno readings: power in kW, torque in lb-ft' });
    const at5000 = within(within(table).getAllByRole('row')[8]!).getAllByRole('cell').map((cell) => cell.textContent);
    // 147 PS = 108.12 kW; 190 Nm = 140.14 lb-ft.
    expect(at5000.slice(0, 2)).toEqual(['108', '140']);
  });
});

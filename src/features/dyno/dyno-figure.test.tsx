import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { engineDetailSchema, type EngineDetail } from '../../../contract/schemas';
import { engine18t, engineTdi, type WireEngine } from '../../test/fixtures';
import { setInView } from '../../test/intersection';
import { DEMO_CONFIG, ensureI18n, renderWithProviders } from '../../test/render-app';
import { AppProvider, createSession } from '../../core/app-context';
import { createQueryClient } from '../../core/query-client';
import { captionKey, valueAxes, type DrawnCurve } from './chart-model';
import { DynoSection } from './dyno-section';
import { DynoTable } from './dyno-table';
import { mergeCurves, readingsFrom } from './series';
import { StaticChart } from './static-chart';

const parse = (engine: WireEngine): EngineDetail => engineDetailSchema.parse(JSON.parse(JSON.stringify(engine)));

/** The server's drawing: one wide and one narrow SVG; the curves of the first. */
const wide = (container: HTMLElement) => container.querySelector('svg.static-chart--wide')!;
const staticCurves = (container: HTMLElement) => [...wide(container).querySelectorAll('.static-chart__curve')].map((curve) => curve.getAttribute('data-curve'));

async function renderSection(wire: WireEngine, extra: { shownStages?: number[] } = {}) {
  const engine = parse(wire);
  return renderWithProviders(<DynoSection engine={engine} stages={engine.tuning?.stages ?? []} {...extra} />);
}

afterEach(() => setInView(false));

describe('chart-model', () => {
  const style = { colour: '#000', width: 2, marker: 'circle' as const };
  const curve = (id: string, metric: 'power' | 'torque'): DrawnCurve => ({ id, owner: id, metric, label: id, readings: [], style });

  test('value axes run from zero to a round number above the highest value shown, on round ticks; none for a metric not shown', () => {
    const rows = [
      { rpm: 1000, a: 40, b: 150 },
      { rpm: 2000, a: 147, b: null },
    ];
    const axes = valueAxes([curve('a', 'power'), curve('b', 'torque')], rows);
    // d3's nice(): 147 rounds up to 200, ticks every 50.
    expect(axes.power).toEqual({ domain: [0, 200], ticks: [0, 50, 100, 150, 200] });
    expect(axes.torque).toEqual({ domain: [0, 200], ticks: [0, 50, 100, 150, 200] });
    expect(valueAxes([curve('a', 'power')], rows).torque).toBeNull();
  });

  test('the caption names only what is drawn', () => {
    expect(captionKey([curve('a', 'power')])).toBe('dyno.captionPower');
    expect(captionKey([curve('b', 'torque')])).toBe('dyno.captionTorque');
    expect(captionKey([curve('a', 'power'), curve('b', 'torque')])).toBe('dyno.caption');
  });
});

describe('the server-drawn chart', () => {
  test('is in the server-rendered HTML: stock and the highest stage as SVG paths, no recharts, with its caption', async () => {
    await ensureI18n();
    const engine = parse(engine18t);
    // What the server does for a page: a string, no effects, no layout.
    const html = renderToString(<DynoSectionOnServer engine={engine} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const svg = doc.querySelector('svg.static-chart--wide')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 900 380');
    expect([...svg.querySelectorAll('.static-chart__curve')].map((curve) => curve.getAttribute('data-curve'))).toEqual([
      'stock.power',
      'stock.torque',
      expect.stringMatching(/\.power$/),
      expect.stringMatching(/\.torque$/),
    ]);
    for (const line of svg.querySelectorAll('.static-chart__line')) expect(line.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/);
    expect(doc.querySelector('svg.static-chart--narrow')!.getAttribute('viewBox')).toBe('0 0 360 320');
    expect(doc.querySelector('.recharts-wrapper')).toBeNull();
    expect(doc.querySelector('figcaption')!.textContent).toContain('Power (solid lines, left axis) and torque (dashed lines, right axis)');
  });

  test('follows the legend before the interactive chart exists', async () => {
    const { container, user } = await renderSection(engine18t);
    expect(staticCurves(container)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Stock torque' }));
    await user.click(screen.getByRole('button', { name: 'Stage 2 torque' }));
    expect(staticCurves(container)).toEqual(['stock.power', expect.stringMatching(/\.power$/)]);
    // No torque drawn: no right axis, and the caption says so.
    expect(screen.getByText('Power (solid lines, left axis) against engine speed.')).toBeInTheDocument();
    expect(container.querySelector('.recharts-wrapper')).toBeNull();
  });

  test('shownStages draws stock and exactly those stages (the printed quote), and the legend still works there', async () => {
    const engine = parse(engine18t);
    const stages = engine.tuning!.stages;
    const first = stages.findIndex((stage) => stage.stage_number === 1);
    const { container, user } = await renderSection(engine18t, { shownStages: [first] });
    const drawn = staticCurves(container);
    expect(drawn).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Stage 1 · variant 1 power' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Stage 2 power' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Stock torque' }));
    expect(staticCurves(container)).toHaveLength(3);
  });

  test('a gap in the readings stays a gap: the line is cut, not drawn through', async () => {
    const gappy: WireEngine = {
      ...engineTdi,
      performance: { ...engineTdi.performance, dyno_values: { rpm: [1000, 2000, 3000, 4000, 5000], hp: [50, 80, 0, 110, 100], nm: [200, 250, 0, 240, 220] } },
      tuning: undefined,
    };
    const { container } = await renderSection(gappy);
    const line = wide(container).querySelector('[data-curve="stock.power"] .static-chart__line')!.getAttribute('d')!;
    expect(line.match(/M/g)).toHaveLength(2);
  });

  test('the interactive chart is not loaded until the chart is in view (then when idle), or at once when touched', async () => {
    const { container } = await renderSection(engine18t);
    const plot = container.querySelector('.dyno__plot')!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(plot).not.toHaveAttribute('data-live');
    act(() => setInView(true));
    await waitFor(() => expect(plot).toHaveAttribute('data-live', 'true'));
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());

    const other = await renderSection(engineTdi);
    const second = other.container.querySelector('.dyno__plot')!;
    fireEvent.pointerDown(second);
    await waitFor(() => expect(second).toHaveAttribute('data-live', 'true'));
  });

  test('StaticChart draws its axes in the chosen units, and no axis for a metric not shown', async () => {
    const engine = parse(engine18t);
    const readings = readingsFrom(engine.performance.dyno_values);
    const curves: DrawnCurve[] = [
      {
        id: 'stock.power',
        owner: 'stock',
        metric: 'power',
        label: 'Stock power',
        readings: readings.power,
        style: { colour: '#123456', width: 2, marker: 'circle' },
      },
    ];
    const rows = mergeCurves(curves);
    const { container } = await renderWithProviders(
      <StaticChart
        rows={rows}
        curves={curves}
        axis={{ domain: [1000, 7000], ticks: [1000, 4000, 7000] }}
        values={valueAxes(curves, rows)}
        powerUnit="kW"
        torqueUnit="lb-ft"
        size={{ width: 900, height: 380 }}
      />,
    );
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1,000', '4,000', '7,000', 'rpm', 'kW', '150']));
    expect(texts).not.toContain('lb-ft');
  });
});

describe('the chart as a table', () => {
  test('on a screen too narrow for its columns, says that it scrolls sideways and stays reachable by keyboard', async () => {
    const engine = parse(engine18t);
    const readings = readingsFrom(engine.performance.dyno_values);
    const style = { colour: '#000', width: 2, marker: 'circle' as const };
    const curves: DrawnCurve[] = [{ id: 'stock.power', owner: 'stock', metric: 'power', label: 'Stock power', readings: readings.power, style }];
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    try {
      Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
      Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 320 });
      await renderWithProviders(<DynoTable curves={curves} />);
      const region = screen.getByRole('region', { name: 'Dyno data' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveAccessibleDescription('The table is wider than the screen: scroll sideways to see every column.');
    } finally {
      Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
      Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    }
  });

  test('says nothing of scrolling when the table fits', async () => {
    const engine = parse(engine18t);
    const readings = readingsFrom(engine.performance.dyno_values);
    const style = { colour: '#000', width: 2, marker: 'circle' as const };
    await renderWithProviders(<DynoTable curves={[{ id: 's', owner: 'stock', metric: 'power', label: 'Stock power', readings: readings.power, style }]} />);
    expect(within(document.body).queryByText(/scroll sideways/)).not.toBeInTheDocument();
  });
});

/** The section as the server renders it (renderToString: server snapshots, no effects), with the app's providers. */
function DynoSectionOnServer({ engine }: { engine: EngineDetail }) {
  const session = createSession(DEMO_CONFIG, 'en', null);
  return (
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AppProvider config={DEMO_CONFIG} initialSession={session} sessionRef={{ current: session }}>
        <DynoSection engine={engine} stages={engine.tuning?.stages ?? []} />
      </AppProvider>
    </QueryClientProvider>
  );
}

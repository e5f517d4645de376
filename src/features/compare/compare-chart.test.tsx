import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { engineDetailSchema, type EngineDetail } from '../../../contract/schemas';
import { engine18i, engine18t, type WireEngine } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-app';
import { CompareChart } from './compare-chart';

const parse = (engine: WireEngine): EngineDetail => engineDetailSchema.parse(JSON.parse(JSON.stringify(engine)));

describe('CompareChart', () => {
  test('one stage drawn is named by its number alone, even where the engine lists variants of it', async () => {
    const wire = parse(engine18t);
    // Two "Stage 1" variants and nothing higher: the chart draws the stronger one.
    const stages = wire.tuning!.stages.filter((stage) => stage.stage_number === 1);
    expect(stages).toHaveLength(2);
    const engine = { ...wire, tuning: { ...wire.tuning!, stages } };
    const { container } = await renderWithProviders(<CompareChart columns={[{ engine, vehicle: null }]} />);
    const legend = screen.getByRole('list', { name: 'Curves: press to hide or show' });
    expect(within(legend).getByRole('button', { name: '1.8T 150hp 210Nm: Stage 1 power' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/variant/);
    // Drawn by the component itself (the server's SVG), before any interactive chart: power only at first.
    expect([...container.querySelectorAll('svg.static-chart--wide .static-chart__curve')].map((curve) => curve.getAttribute('data-curve'))).toEqual([
      `${engine.id}.stock.power`,
      expect.stringMatching(new RegExp(`^${engine.id}\\..+\\.power$`)),
    ]);
  });

  test('an engine without dyno data is named in a note, not silently left out', async () => {
    await renderWithProviders(
      <CompareChart
        columns={[
          { engine: parse(engine18t), vehicle: null },
          { engine: parse(engine18i), vehicle: null },
        ]}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('No dyno data to draw for 1.8i 125hp 170Nm.');
  });
});

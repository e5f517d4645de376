import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { NARROW, useMediaQuery } from '../../hooks/use-media-query';
import { usePrinting } from '../../hooks/use-printing';
import { useResolvedTheme } from '../../hooks/use-theme';
import { CurveLegend, TableToggle } from '../dyno/chart-controls';
import { topStage, type DrawnCurve } from '../dyno/chart-model';
import { curveStyle } from '../dyno/curve-style';
import { DynoFigure, useChartData, useSummary } from '../dyno/dyno-figure';
import { DynoTable } from '../dyno/dyno-table';
import { isDrawable, readingsFrom } from '../dyno/series';
import { stageKey } from '../dyno/stage-table';
import { vehicleName, type CompareColumn } from './compare-table';
import '../../i18n/lazy-english';

/**
 * The compared engines' dyno curves on one chart: for each engine its stock curve and its
 * highest stage's, power (solid, left axis) and torque (dashed, right axis) as on the engine
 * page. Each engine has its own colour and marker; stock is the thinner line with crosses.
 * Power shows first (the question at the counter); the legend, one row per engine and curve
 * owner, shows or hides every curve, and the table under the chart holds the readings of the
 * curves shown. An engine with nothing to draw is named in a note. Drawn by the server as plain
 * SVG like the engine page's chart; the interactive chart loads when wanted (dyno-figure).
 */

interface ComparedCurve extends DrawnCurve {
  /** Which engine (column) the curve belongs to. */
  column: number;
  stock: boolean;
  /** The engine and the curve's owner: "Golf 2.0 TDI: Stage 1". */
  group: string;
}

/** Each engine's name, with its vehicle where two compared engines share a name. */
export function shortNames(columns: CompareColumn[]): string[] {
  return columns.map((column) => {
    const shared = columns.filter((other) => other.engine.name === column.engine.name).length > 1;
    return shared && column.vehicle ? `${vehicleName(column.vehicle)} ${column.engine.name}` : column.engine.name;
  });
}

export function CompareChart({ columns, chartSize }: { columns: CompareColumn[]; chartSize?: { width: number; height: number } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const printing = usePrinting();
  const dark = useResolvedTheme() === 'dark' && !printing;
  // Only the live chart's reading follows it (no markup): the browser's answer from hydration on.
  const narrow = useMediaQuery(NARROW, { browserWhileHydrating: true }) && !printing;
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const names = shortNames(columns);
  const namesKey = names.join('\n');

  const curves = useMemo(() => {
    const found: ComparedCurve[] = [];
    columns.forEach((column, index) => {
      const stages = column.engine.tuning?.stages ?? [];
      const top = topStage(stages);
      const owners = [{ key: 'stock', label: t('stages.stock'), values: column.engine.performance.dyno_values, stock: true }];
      // One stage per engine is drawn: its number alone names it ("Stage 1", never "Stage 1 · variant 1").
      if (top >= 0)
        owners.push({
          key: stageKey(stages[top]!, top),
          label: t('stages.name', { number: stages[top]!.stage_number }),
          values: stages[top]!.performance.dyno_values,
          stock: false,
        });
      for (const owner of owners) {
        const readings = readingsFrom(owner.values);
        for (const metric of ['power', 'torque'] as const) {
          if (!isDrawable(readings[metric])) continue;
          const style = curveStyle(index + 1, metric, dark);
          found.push({
            id: `${column.engine.id}.${owner.key}.${metric}`,
            owner: `${column.engine.id}.${owner.key}`,
            metric,
            label: t('compare.curve', { engine: names[index], curve: t(metric === 'power' ? 'dyno.curvePower' : 'dyno.curveTorque', { owner: owner.label }) }),
            readings: readings[metric],
            style: owner.stock ? { ...style, width: style.width - 1, marker: 'cross' } : style,
            column: index,
            stock: owner.stock,
            group: t('compare.curve', { engine: names[index], curve: owner.label }),
          });
        }
      }
    });
    return found;
    // `names` is derived from `columns`; its text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [columns, namesKey, t, dark]);

  const isShown = (curve: ComparedCurve) => choice[curve.id] ?? curve.metric === 'power';
  const visible = curves.filter(isShown);
  const { rows, axis } = useChartData(curves, visible);
  const summary = useSummary(curves);
  const templates = columns.flatMap((column, index) => (column.engine.performance.dyno_template === true ? [names[index]!] : []));
  const undrawn = names.filter((_name, index) => !curves.some((curve) => curve.column === index));

  if (curves.length === 0) {
    return (
      <p className="notice notice--quiet" role="note">
        {t('compare.noCurves')}
      </p>
    );
  }

  return (
    <div className="dyno compare-chart">
      {undrawn.length > 0 ? (
        <p className="notice notice--info" role="note">
          {t('compare.notDrawn', { engines: format.list(undrawn) })}
        </p>
      ) : null}
      {templates.length > 0 ? (
        <p className="notice notice--info" role="note">
          {t('compare.template', { engines: format.list(templates) })}
        </p>
      ) : null}
      <DynoFigure
        label={t('compare.chartLabel')}
        rows={rows}
        curves={visible}
        axis={axis}
        narrow={narrow}
        dark={dark}
        printing={printing}
        size={chartSize}
        summary={summary}
      />
      <CurveLegend
        className="compare-chart__legend"
        markers
        curves={curves}
        groupOf={(curve) => curve.group}
        isShown={isShown}
        onToggle={(curve) => setChoice((current) => ({ ...current, [curve.id]: !isShown(curve) }))}
      />
      <TableToggle table={() => (visible.length > 0 ? <DynoTable curves={visible} /> : <p className="muted">{t('dyno.allHidden')}</p>)} />
    </div>
  );
}

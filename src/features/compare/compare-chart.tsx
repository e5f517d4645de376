import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stage } from '../../../contract/schemas';
import { useFormat } from '../../hooks/use-format';
import { NARROW, useMediaQuery } from '../../hooks/use-media-query';
import { PRINT_CHART_SIZE, usePrinting } from '../../hooks/use-printing';
import { useResolvedTheme } from '../../hooks/use-theme';
import { CurveLegend, TableToggle } from '../dyno/chart-controls';
import { curveStyle } from '../dyno/curve-style';
import { DynoFigure, type DrawnCurve } from '../dyno/dyno-chart';
import { DynoTable } from '../dyno/dyno-table';
import { isDrawable, mergeCurves, peakOf, readingsFrom, rpmAxis } from '../dyno/series';
import { stageKey, stageLabel } from '../dyno/stage-table';
import { useUnits } from '../dyno/units';
import { vehicleName, type CompareColumn } from './compare-table';
import '../../i18n/lazy-english';

/**
 * The compared engines' dyno curves on one chart: for each engine its stock curve and its
 * highest stage's, power (solid, left axis) and torque (dashed, right axis) as on the engine
 * page. Each engine has its own colour and marker; stock is the thinner line with crosses.
 * Power shows first (the question at the counter); the legend shows or hides every curve, and
 * the table under the chart holds the readings of the curves shown. Its own chunk (recharts).
 */

interface ComparedCurve extends DrawnCurve {
  /** Which engine (column) the curve belongs to. */
  column: number;
  stock: boolean;
}

/** The highest stage (by number, then power), or -1. */
function topStage(stages: Stage[]): number {
  let best = -1;
  stages.forEach((stage, index) => {
    const current = stages[best];
    if (
      !current ||
      stage.stage_number > current.stage_number ||
      (stage.stage_number === current.stage_number && stage.performance.power > current.performance.power)
    )
      best = index;
  });
  return best;
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
  const units = useUnits();
  const printing = usePrinting();
  const dark = useResolvedTheme() === 'dark' && !printing;
  const narrow = useMediaQuery(NARROW) && !printing;
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  const size = chartSize ?? (printing ? PRINT_CHART_SIZE : undefined);
  const names = shortNames(columns);
  const namesKey = names.join('\n');

  const curves = useMemo(() => {
    const found: ComparedCurve[] = [];
    columns.forEach((column, index) => {
      const stages = column.engine.tuning?.stages ?? [];
      const top = topStage(stages);
      const owners = [{ key: 'stock', label: t('stages.stock'), values: column.engine.performance.dyno_values, stock: true }];
      if (top >= 0)
        owners.push({ key: stageKey(stages[top]!, top), label: stageLabel(stages, top, t), values: stages[top]!.performance.dyno_values, stock: false });
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
  const visibleIds = visible.map((curve) => curve.id).join(' ');
  const rows = useMemo(
    () => mergeCurves(visible, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value))),
    // `visible` changes identity every render; what matters is which curves and which units.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [curves, visibleIds, units.power.unit, units.torque.unit],
  );
  const axis = useMemo(() => rpmAxis(curves), [curves]);
  const templates = columns.flatMap((column, index) => (column.engine.performance.dyno_template === true ? [names[index]!] : []));

  if (curves.length === 0) {
    return (
      <p className="notice notice--quiet" role="note">
        {t('compare.noCurves')}
      </p>
    );
  }

  const summary = curves
    .map((curve) => {
      const peak = peakOf(curve.readings);
      if (!peak) return null;
      const value = curve.metric === 'power' ? units.power.convert(peak.value) : units.torque.convert(peak.value);
      const unit = curve.metric === 'power' ? units.power.label : units.torque.label;
      return t('dyno.summaryCurve', { curve: curve.label, value: format.integer(value), unit, rpm: format.integer(peak.rpm) });
    })
    .filter(Boolean)
    .join(' ');

  return (
    <div className="dyno compare-chart">
      {templates.length > 0 ? (
        <p className="notice notice--info" role="note">
          {t('compare.template', { engines: format.list(templates) })}
        </p>
      ) : null}
      <DynoFigure label={t('compare.chartLabel')} rows={rows} curves={visible} axis={axis} narrow={narrow} dark={dark} size={size} summary={summary} />
      <CurveLegend
        className="compare-chart__legend"
        markers
        curves={curves}
        isShown={isShown}
        onToggle={(curve) => setChoice((current) => ({ ...current, [curve.id]: !isShown(curve) }))}
      />
      <TableToggle table={() => (visible.length > 0 ? <DynoTable curves={visible} /> : <p className="muted">{t('dyno.allHidden')}</p>)} />
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Stage } from '../../../contract/schemas';
import { useFormat } from '../../hooks/use-format';
import { PRINT_CHART_SIZE, usePrinting } from '../../hooks/use-printing';
import { useResolvedTheme } from '../../hooks/use-theme';
import { curveStyle } from './curve-style';
import { DynoChart, type DrawnCurve } from './dyno-chart';
import { gain } from './gains';
import { isDrawable, mergeCurves, peakOf, readingsFrom, type Curve, type SeriesProblem } from './series';
import { stageKey, stageLabel, useGainText } from './stage-table';
import { useUnits } from './units';

/**
 * The dyno chart with everything around it: which curves show (a legend that hides and shows
 * each), the headline figures and gains beside it, a note when the curve is the shared
 * template, and an accessible alternative (a data table behind a toggle, a text summary).
 * Loaded as its own chunk, on the engine page only.
 */

interface Props {
  engine: EngineDetail;
  stages: Stage[];
  /** Fixed chart size for tests. */
  chartSize?: { width: number; height: number };
}

export function DynoSection({ engine, stages, chartSize }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const printing = usePrinting();
  // Paper is white whatever the screen's theme.
  const dark = useResolvedTheme() === 'dark' && !printing;
  const tableId = useId();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [showTable, setShowTable] = useState(false);
  const size = chartSize ?? (printing ? PRINT_CHART_SIZE : undefined);

  const { curves, problems, anyValues } = useMemo(() => {
    const owners = [
      { owner: 'stock', label: t('stages.stock'), values: engine.performance.dyno_values },
      ...stages.map((stage, index) => ({ owner: stageKey(stage, index), label: stageLabel(stages, index, t), values: stage.performance.dyno_values })),
    ];
    const found: DrawnCurve[] = [];
    const seen = new Set<SeriesProblem>();
    let values = false;
    owners.forEach(({ owner, label, values: dyno }, slot) => {
      if (dyno && (dyno.rpm.length > 0 || dyno.hp.length > 0 || dyno.nm.length > 0)) values = true;
      const readings = readingsFrom(dyno);
      readings.problems.forEach((problem) => seen.add(problem));
      for (const metric of ['power', 'torque'] as const) {
        const curve: Curve = {
          id: `${owner}.${metric}`,
          owner,
          metric,
          label: t(metric === 'power' ? 'dyno.curvePower' : 'dyno.curveTorque', { owner: label }),
          readings: readings[metric],
        };
        if (isDrawable(curve.readings)) found.push({ ...curve, style: curveStyle(slot, metric, dark) });
      }
    });
    return { curves: found, problems: [...seen], anyValues: values };
  }, [engine, stages, t, dark]);

  const visible = curves.filter((curve) => !hidden.has(curve.id));
  const rows = useMemo(
    () => mergeCurves(visible, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value))),
    // `visible` changes identity every render; what matters is which curves and which units.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [curves, hidden, units.power.unit, units.torque.unit],
  );
  const template = engine.performance.dyno_template === true;

  const toggle = (id: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
    <div className="dyno">
      <div className="dyno__main">
        {!anyValues ? (
          <p className="notice notice--quiet dyno__message" role="note">
            {t('dyno.noData')}
          </p>
        ) : curves.length === 0 ? (
          <p className="notice notice--quiet dyno__message" role="note">
            {t('dyno.tooFew')}
          </p>
        ) : (
          <>
            {template ? (
              <p className="notice notice--info" role="note">
                <strong>{t('dyno.templateTitle')}</strong> {t('dyno.templateBody')}
              </p>
            ) : null}
            {problems.length > 0 ? (
              <p className="notice notice--quiet" role="note">
                {t('dyno.incomplete')}
              </p>
            ) : null}
            <figure className="dyno__figure" aria-label={t('dyno.figureLabel', { engine: engine.name })}>
              {visible.length > 0 ? (
                <DynoChart
                  rows={rows}
                  curves={visible}
                  powerUnit={units.power.label}
                  torqueUnit={units.torque.label}
                  dark={dark}
                  width={size?.width}
                  height={size?.height}
                />
              ) : (
                <p className="dyno__message">{t('dyno.allHidden')}</p>
              )}
              <figcaption>
                {t('dyno.caption')}
                <span className="visually-hidden"> {summary}</span>
              </figcaption>
            </figure>
            <ul className="dyno__legend" aria-label={t('dyno.legend')}>
              {curves.map((curve) => (
                <li key={curve.id}>
                  <button type="button" className="legend-toggle" aria-pressed={!hidden.has(curve.id)} onClick={() => toggle(curve.id)}>
                    <svg width="28" height="12" aria-hidden="true">
                      <line x1="2" y1="6" x2="26" y2="6" stroke={curve.style.colour} strokeWidth={curve.style.width} strokeDasharray={curve.style.dash} />
                    </svg>
                    {curve.label}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--quiet no-print" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((value) => !value)}>
              {showTable ? t('dyno.hideTable') : t('dyno.showTable')}
            </button>
            <div id={tableId} hidden={!showTable} className="dyno__table">
              {showTable ? <DynoTable curves={curves} /> : null}
            </div>
          </>
        )}
      </div>
      <PeakFigures engine={engine} stages={stages} />
    </div>
  );
}

/** The chart's data as a table: one row per rpm, one column per curve, in the chosen units. */
function DynoTable({ curves }: { curves: DrawnCurve[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const rows = mergeCurves(curves, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value)));
  return (
    <div className="table-wrap" role="region" aria-label={t('dyno.tableLabel')} tabIndex={0}>
      <table className="data-table">
        <caption>{t('dyno.tableCaption', { power: units.power.label, torque: units.torque.label })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dyno.rpm')}</th>
            {curves.map((curve) => (
              <th key={curve.id} scope="col" className="numeric">
                {curve.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rpm}>
              <th scope="row">{format.integer(row.rpm)}</th>
              {curves.map((curve) => {
                const value = row[curve.id];
                return (
                  <td key={curve.id} className="numeric">
                    {value == null ? '—' : format.integer(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Headline figures (the API's `performance`, not the curve peaks) and each stage's gain. */
function PeakFigures({ engine, stages }: { engine: EngineDetail; stages: Stage[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const gainText = useGainText();
  const stock = engine.performance;
  return (
    <aside className="peak-figures" aria-label={t('dyno.figures')}>
      <h3>{t('dyno.figures')}</h3>
      <dl>
        <div className="peak-figures__row">
          <dt>{t('stages.stock')}</dt>
          <dd>
            {units.power.format(stock.power, format)} · {units.torque.format(stock.torque, format)}
          </dd>
        </div>
        {stages.map((stage, index) => {
          const power = gain(stock.power, stage.performance.power);
          const torque = gain(stock.torque, stage.performance.torque);
          return (
            <div key={stageKey(stage, index)} className="peak-figures__row">
              <dt>{stageLabel(stages, index, t)}</dt>
              <dd>
                {units.power.format(stage.performance.power, format)} · {units.torque.format(stage.performance.torque, format)}
                <span className="peak-figures__gain">
                  {gainText('power', power)} · {gainText('torque', torque)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </aside>
  );
}

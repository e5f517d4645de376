import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineDetail, Stage } from '../../../contract/schemas';
import { useFormat } from '../../hooks/use-format';
import { NARROW, useMediaQuery } from '../../hooks/use-media-query';
import { usePrinting } from '../../hooks/use-printing';
import { useResolvedTheme } from '../../hooks/use-theme';
import { CurveLegend, TableToggle } from './chart-controls';
import { topStage, type DrawnCurve } from './chart-model';
import { curveStyle } from './curve-style';
import { DynoFigure, useChartData, useSummary } from './dyno-figure';
import { DynoTable } from './dyno-table';
import { setCurveShown, useCurveChoice } from './legend-choice';
import { isDrawable, peakOf, readingsFrom, type Curve, type SeriesProblem } from './series';
import { stageKey, stageLabel } from './stage-table';
import { useUnits } from './units';
import '../../i18n/lazy-english';

/**
 * The dyno chart with everything around it: which curves show (a legend that hides and shows
 * each; stock and the highest stage at first, the reader's choice remembered; or the stages the
 * caller names, as the printed quote does), a note when the
 * curve is the shared template or disagrees with the stated figures, a readout under the chart
 * on narrow screens (a floating tooltip would cover the plot), and an accessible alternative (a
 * data table behind a toggle, a text summary). Part of the engine page's code and drawn by the
 * server as plain SVG; only the interactive chart (recharts) is a chunk of its own (dyno-figure).
 */

interface Owner {
  owner: string;
  /** What the remembered choice is keyed by: "stock", "stage-2". */
  role: string;
  label: string;
  stated: { power: number; torque: number };
}

interface Props {
  engine: EngineDetail;
  stages: Stage[];
  /**
   * The stages whose curves are drawn, as indices into `stages` (stock is always drawn): the
   * printed quote passes the quoted stages. Unset: stock and the highest stage, or what the
   * reader chose in the legend (remembered on this device). Set: the legend still hides and
   * shows curves, for this view only.
   */
  shownStages?: readonly number[];
  /** Fixed chart size for tests. */
  chartSize?: { width: number; height: number };
}

export function DynoSection({ engine, stages, shownStages, chartSize }: Props) {
  const { t } = useTranslation();
  const printing = usePrinting();
  // Paper is white whatever the screen's theme.
  const dark = useResolvedTheme() === 'dark' && !printing;
  const choice = useCurveChoice();
  // Only the live chart's reading follows it (no markup): the browser's answer from hydration on.
  const narrow = useMediaQuery(NARROW, { browserWhileHydrating: true }) && !printing;
  const [here, setHere] = useState<Record<string, boolean>>({});

  const { curves, problems, anyValues, owners, top } = useMemo(() => {
    const owners: (Owner & { values: EngineDetail['performance']['dyno_values'] })[] = [
      { owner: 'stock', role: 'stock', label: t('stages.stock'), stated: engine.performance, values: engine.performance.dyno_values },
      ...stages.map((stage, index) => ({
        owner: stageKey(stage, index),
        role: `stage-${stage.stage_number}`,
        label: stageLabel(stages, index, t),
        stated: stage.performance,
        values: stage.performance.dyno_values,
      })),
    ];
    const topIndex = topStage(stages);
    const found: (DrawnCurve & { role: string })[] = [];
    const seen = new Set<SeriesProblem>();
    let values = false;
    owners.forEach(({ owner, role, label, values: dyno }, slot) => {
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
        if (isDrawable(curve.readings)) found.push({ ...curve, role: `${role}.${metric}`, style: curveStyle(slot, metric, dark) });
      }
    });
    return { curves: found, problems: [...seen], anyValues: values, owners, top: topIndex >= 0 ? owners[topIndex + 1]!.owner : null };
  }, [engine, stages, t, dark]);

  const chosenOwners = shownStages ? new Set(['stock', ...shownStages.flatMap((index) => (stages[index] ? [stageKey(stages[index], index)] : []))]) : null;
  const isShown = (curve: (typeof curves)[number]) =>
    chosenOwners ? (here[curve.role] ?? chosenOwners.has(curve.owner)) : (choice[curve.role] ?? (curve.owner === 'stock' || curve.owner === top));
  const toggle = (curve: (typeof curves)[number]) =>
    chosenOwners ? setHere((current) => ({ ...current, [curve.role]: !isShown(curve) })) : setCurveShown(curve.role, !isShown(curve));
  const visible = curves.filter(isShown);
  const { rows, axis } = useChartData(curves, visible);
  const template = engine.performance.dyno_template === true;
  const disagreements = useDisagreements(owners, curves);
  const summary = useSummary(curves);

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
            {disagreements.length > 0 ? (
              <div className="notice notice--quiet dyno__disagree" role="note">
                <p>{t('dynoNotes.disagreeBody')}</p>
                <ul>
                  {disagreements.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <DynoFigure
              label={t('dyno.figureLabel', { engine: engine.name })}
              rows={rows}
              curves={visible}
              axis={axis}
              narrow={narrow}
              dark={dark}
              printing={printing}
              size={chartSize}
              summary={summary}
            />
            <CurveLegend curves={curves} isShown={isShown} onToggle={toggle} />
            <TableToggle table={() => <DynoTable curves={curves} />} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Where a curve's peak and the stated figure it belongs to differ by more than rounding (the
 * API's public examples do), one line each saying which is which: "Stock: the curve peaks at
 * 172 hp; the stated figure is 177 hp."
 */
function useDisagreements(owners: Owner[], curves: Curve[]): string[] {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const lines: string[] = [];
  for (const owner of owners) {
    for (const metric of ['power', 'torque'] as const) {
      const curve = curves.find((item) => item.owner === owner.owner && item.metric === metric);
      const peak = curve ? peakOf(curve.readings) : null;
      const stated = owner.stated[metric];
      if (!peak || !(stated > 0)) continue;
      if (Math.abs(peak.value - stated) <= Math.max(1, stated * 0.01)) continue;
      lines.push(
        t('dynoNotes.disagreeItem', {
          curve: t(metric === 'power' ? 'dyno.curvePower' : 'dyno.curveTorque', { owner: owner.label }),
          peak: units[metric].format(peak.value, format),
          stated: units[metric].format(stated, format),
        }),
      );
    }
  }
  return lines;
}

import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../core/idle';
import { PRINT_CHART_SIZE } from '../../hooks/use-printing';
import { ChartReading } from './chart-reading';
import { captionKey, PLOT_NARROW, PLOT_WIDE, valueAxes, type DrawnCurve, type RpmAxis } from './chart-model';
import { useFormat } from '../../hooks/use-format';
import { mergeCurves, peakOf, rpmAxis, type ChartRow } from './series';
import { StaticChart } from './static-chart';
import { useUnits } from './units';
import './chart.css';

/** The interactive chart: recharts and d3, its own chunk, fetched only when the reader gets to the chart. */
const DynoChart = lazy(() => import('./dyno-chart').then((module) => ({ default: module.DynoChart })));

/**
 * Whether the interactive chart is wanted: once the box scrolls into view (when the browser is
 * next idle, so it never competes with the page's first paint and input), or at once when it is
 * pointed at, touched or focused. Never undone.
 */
export function useWanted(): [wanted: boolean, box: React.RefObject<HTMLDivElement | null>, now: () => void] {
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // startTransition: the static drawing stays on screen while the chunk loads.
  const now = () => startTransition(() => setWanted(true));
  useEffect(() => {
    const element = box.current;
    if (wanted || !element) return;
    let cancelIdle: (() => void) | null = null;
    const later = () => {
      cancelIdle ??= whenIdle(now, 1500);
    };
    if (typeof IntersectionObserver !== 'function') {
      later();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        later();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [wanted]);
  return [wanted, box, now];
}

/**
 * The chart as a figure, one engine's (dyno-section) and the comparison's (compare-chart) alike:
 * the curves shown (or a note when every one is hidden), on narrow screens the reading at the rpm
 * under the finger beneath it, and a caption that says what is drawn, with a text summary for
 * screen readers.
 *
 * The server draws the curves as plain SVG (static-chart) in a box of fixed proportions (chart.css);
 * the interactive chart takes the same box when it is wanted (useWanted), so nothing moves. Printed,
 * the plain drawing is used at the sheet's width.
 */
export function DynoFigure({
  label,
  rows,
  curves,
  axis,
  narrow,
  dark,
  printing,
  size,
  summary,
}: {
  label: string;
  rows: ChartRow[];
  /** The curves shown. */
  curves: DrawnCurve[];
  axis: RpmAxis;
  narrow: boolean;
  dark: boolean;
  printing: boolean;
  /** Tests: the interactive chart at once, at this size (jsdom has no layout). */
  size?: { width: number; height: number };
  summary: string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const [reading, setReading] = useState<ChartRow | null>(null);
  const [wanted, box, now] = useWanted();
  const values = useMemo(() => valueAxes(curves, rows), [curves, rows]);
  const common = { rows, curves, axis, values, powerUnit: units.power.label, torqueUnit: units.torque.label };
  const drawing = printing ? (
    <StaticChart {...common} size={PRINT_CHART_SIZE} className="static-chart--print" />
  ) : (
    <>
      <StaticChart {...common} size={PLOT_WIDE} className="static-chart--wide" />
      <StaticChart {...common} size={PLOT_NARROW} className="static-chart--narrow" />
    </>
  );
  const live = (wanted || size !== undefined) && !printing;
  return (
    <figure className="dyno__figure" aria-label={label}>
      {curves.length > 0 ? (
        <div
          ref={box}
          className={`dyno__plot${printing ? ' dyno__plot--print' : ''}`}
          data-live={live ? 'true' : undefined}
          onPointerEnter={now}
          onPointerDown={now}
        >
          {live ? (
            <Suspense fallback={drawing}>
              <DynoChart {...common} onRead={narrow ? setReading : undefined} dark={dark} width={size?.width} height={size?.height} />
            </Suspense>
          ) : (
            drawing
          )}
        </div>
      ) : (
        <p className="dyno__message">{t('dyno.allHidden')}</p>
      )}
      {/* Shown on narrow screens only (chart.css), from the server's page on, so nothing moves when the chart comes alive. */}
      {curves.length > 0 && !printing ? (
        <div className="dyno__readout" aria-live="polite">
          {reading ? (
            <ChartReading row={reading} curves={curves} powerUnit={units.power.label} torqueUnit={units.torque.label} />
          ) : (
            <p className="muted">{t('dynoNotes.readoutHint')}</p>
          )}
        </div>
      ) : null}
      <figcaption>
        {t(captionKey(curves))}
        <span className="visually-hidden"> {summary}</span>
      </figcaption>
    </figure>
  );
}

/**
 * What the chart draws: one row per rpm of the curves shown, in the chosen units, and the rpm
 * axis of every curve (shown or not, so hiding one never rescales the chart).
 */
export function useChartData(curves: readonly DrawnCurve[], visible: readonly DrawnCurve[]): { rows: ChartRow[]; axis: RpmAxis } {
  const units = useUnits();
  const visibleIds = visible.map((curve) => curve.id).join(' ');
  const axis = useMemo(() => rpmAxis(curves), [curves]);
  const rows = useMemo(
    () => mergeCurves(visible, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value))),
    // `visible` changes identity every render; what matters is which curves and which units.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [curves, visibleIds, units.power.unit, units.torque.unit],
  );
  return { rows, axis };
}

/** Every curve's highest reading, as one text for screen readers. */
export function useSummary(curves: readonly DrawnCurve[]): string {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  return curves
    .map((curve) => {
      const peak = peakOf(curve.readings);
      if (!peak) return null;
      const value = curve.metric === 'power' ? units.power.convert(peak.value) : units.torque.convert(peak.value);
      const unit = curve.metric === 'power' ? units.power.label : units.torque.label;
      return t('dyno.summaryCurve', { curve: curve.label, value: format.integer(value), unit, rpm: format.integer(peak.rpm) });
    })
    .filter(Boolean)
    .join(' ');
}

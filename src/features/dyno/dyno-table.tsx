import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { DrawnCurve } from './chart-model';
import { mergeCurves } from './series';
import { useUnits } from './units';

/** Whether the element is wider inside than its box (it scrolls sideways), followed as it resizes. */
function useScrolls() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, scrolls] as const;
}

/**
 * The chart's data as a table: one row per rpm, one column per curve, in the chosen units. On a
 * phone its columns do not fit: the rpm column stays put, shadows at the edges show there is more
 * (chart.css), a line says so, and the region scrolls by keyboard (it takes focus) as well.
 */
export function DynoTable({ curves }: { curves: readonly DrawnCurve[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = useUnits();
  const hintId = useId();
  const [box, scrolls] = useScrolls();
  const rows = mergeCurves(curves, (curve, value) => (curve.metric === 'power' ? units.power.convert(value) : units.torque.convert(value)));
  return (
    <>
      {scrolls ? (
        <p id={hintId} className="dyno__scroll-hint">
          <svg width="16" height="10" viewBox="0 0 16 10" aria-hidden="true" focusable="false">
            <path d="M5 1L1 5l4 4M11 1l4 4-4 4M1 5h14" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('dyno.tableScrolls')}
        </p>
      ) : null}
      <div
        ref={box}
        className="table-wrap dyno__table-wrap"
        role="region"
        aria-label={t('dyno.tableLabel')}
        aria-describedby={scrolls ? hintId : undefined}
        tabIndex={0}
        data-scrolls={scrolls ? 'true' : undefined}
      >
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
    </>
  );
}

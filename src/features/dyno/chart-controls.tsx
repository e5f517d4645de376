import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { markerPath, type CurveStyle } from './curve-style';
import './dyno.css';

/**
 * What sits under a dyno figure, the engine's and the comparison's alike: the legend, one toggle
 * per curve (pressed while the curve is drawn), and the button that shows the readings as a table.
 */

interface LegendCurve {
  id: string;
  label: string;
  style: CurveStyle;
}

export function CurveLegend<C extends LegendCurve>({
  curves,
  isShown,
  onToggle,
  markers = false,
  className = '',
}: {
  curves: readonly C[];
  isShown: (curve: C) => boolean;
  onToggle: (curve: C) => void;
  /** Draw each curve's marker in its swatch (the comparison tells engines apart by them). */
  markers?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={`dyno__legend ${className}`.trim()} aria-label={t('dyno.legend')}>
      {curves.map((curve) => (
        <li key={curve.id}>
          <button type="button" className="legend-toggle" aria-pressed={isShown(curve)} onClick={() => onToggle(curve)}>
            <svg width="28" height="12" aria-hidden="true">
              <line x1="2" y1="6" x2="26" y2="6" stroke={curve.style.colour} strokeWidth={curve.style.width} strokeDasharray={curve.style.dash} />
              {markers ? (
                <path
                  d={markerPath(curve.style.marker, 14, 6, 3)}
                  fill={curve.style.marker === 'cross' ? 'none' : curve.style.colour}
                  stroke={curve.style.colour}
                  strokeWidth={1.5}
                />
              ) : null}
            </svg>
            {curve.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "Show as table": the readings as a table under the chart, rendered only while shown. */
export function TableToggle({ table }: { table: () => ReactNode }) {
  const { t } = useTranslation();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--quiet no-print"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((value) => !value)}
      >
        {showTable ? t('dyno.hideTable') : t('dyno.showTable')}
      </button>
      <div id={tableId} hidden={!showTable} className="dyno__table">
        {showTable ? table() : null}
      </div>
    </>
  );
}

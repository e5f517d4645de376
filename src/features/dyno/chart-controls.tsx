import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { markerPath, type CurveStyle } from './curve-style';
import './dyno.css';
import './chart.css';

/**
 * What sits under a dyno figure, the engine's and the comparison's alike: the legend, one toggle
 * per curve (pressed while the curve is drawn), and the button that shows the readings as a table.
 */

interface LegendCurve {
  id: string;
  /** The curve's whole name: the toggle's accessible name. */
  label: string;
  style: CurveStyle;
  metric: 'power' | 'torque';
}

/** The curve's colour for the page's theme, which the server may not know (chart.css). */
export function themedColour(style: CurveStyle): CSSProperties {
  const [light, dark] = style.pair ?? [style.colour, style.colour];
  return { '--curve-light': light, '--curve-dark': dark } as CSSProperties;
}

function Swatch({ style, markers }: { style: CurveStyle; markers: boolean }) {
  return (
    <svg className="curve-swatch" width="28" height="12" aria-hidden="true" style={themedColour(style)}>
      <line x1="2" y1="6" x2="26" y2="6" strokeWidth={style.width} strokeDasharray={style.dash} />
      {markers ? (
        <path className={style.marker === 'cross' ? 'curve-swatch__open' : undefined} d={markerPath(style.marker, 14, 6, 3)} strokeWidth={1.5} />
      ) : null}
    </svg>
  );
}

export function CurveLegend<C extends LegendCurve>({
  curves,
  isShown,
  onToggle,
  markers = false,
  groupOf,
  className = '',
}: {
  curves: readonly C[];
  isShown: (curve: C) => boolean;
  onToggle: (curve: C) => void;
  /** Draw each curve's marker in its swatch (the comparison tells engines apart by them). */
  markers?: boolean;
  /**
   * Compact: one row per owner ("Golf 2.0 TDI: Stage 1") with a short Power and a Torque toggle,
   * instead of one long chip per curve (the comparison's twelve chips filled a phone's screen).
   */
  groupOf?: (curve: C) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (groupOf) {
    const groups = new Map<string, C[]>();
    for (const curve of curves) groups.set(groupOf(curve), [...(groups.get(groupOf(curve)) ?? []), curve]);
    return (
      <ul className={`dyno__legend dyno__legend--grouped ${className}`.trim()} aria-label={t('dyno.legend')}>
        {[...groups].map(([group, members]) => (
          <li key={group} className="legend-group">
            <span className="legend-group__name">
              {markers ? (
                <svg className="curve-swatch" width="12" height="12" aria-hidden="true" style={themedColour(members[0]!.style)}>
                  <path
                    className={members[0]!.style.marker === 'cross' ? 'curve-swatch__open' : undefined}
                    d={markerPath(members[0]!.style.marker, 6, 6, 3.5)}
                    strokeWidth={1.5}
                  />
                </svg>
              ) : null}
              {group}
            </span>
            <span className="legend-group__toggles">
              {members.map((curve) => (
                <button
                  key={curve.id}
                  type="button"
                  className="pill legend-toggle"
                  aria-pressed={isShown(curve)}
                  aria-label={curve.label}
                  onClick={() => onToggle(curve)}
                >
                  <Swatch style={curve.style} markers={false} />
                  {t(curve.metric === 'power' ? 'engine.power' : 'engine.torque')}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`dyno__legend ${className}`.trim()} aria-label={t('dyno.legend')}>
      {curves.map((curve) => (
        <li key={curve.id}>
          <button type="button" className="pill legend-toggle" aria-pressed={isShown(curve)} onClick={() => onToggle(curve)}>
            <Swatch style={curve.style} markers={markers} />
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
        className="button button--quiet no-print dyno__table-toggle"
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

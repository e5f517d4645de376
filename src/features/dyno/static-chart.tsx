import { curveMonotoneX, line } from 'd3-shape';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import { plotMargin, X_AXIS_HEIGHT, Y_AXIS_WIDTH, type DrawnCurve, type RpmAxis, type ValueAxes } from './chart-model';
import { themedColour } from './chart-controls';
import { markerPath } from './curve-style';
import type { ChartRow } from './series';

interface Props {
  rows: readonly ChartRow[];
  /** The curves shown. */
  curves: readonly DrawnCurve[];
  axis: RpmAxis;
  values: ValueAxes;
  powerUnit: string;
  torqueUnit: string;
  /** The viewBox: the drawing scales to its box's width. */
  size: { width: number; height: number };
  className?: string;
}

/** A linear map from a domain onto a pixel range. */
function scale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The dyno chart as plain SVG, the same axes, lines (monotone, gaps kept), dashes and markers
 * as the interactive chart: the server draws it into the page, so a reader sees the curves
 * before any script runs (or without scripts), and it stands in the interactive chart's box
 * until that is wanted. No recharts here: d3-shape's line generator and a few paths.
 */
export function StaticChart({ rows, curves, axis, values, powerUnit, torqueUnit, size, className }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const margin = plotMargin(values);
  const left = margin.left + (values.power ? Y_AXIS_WIDTH : 0);
  const right = size.width - margin.right - (values.torque ? Y_AXIS_WIDTH : 0);
  const top = margin.top;
  const bottom = size.height - margin.bottom - X_AXIS_HEIGHT;
  const x = scale(axis.domain, [left, right]);
  const y = {
    power: values.power ? scale(values.power.domain, [bottom, top]) : null,
    torque: values.torque ? scale(values.torque.domain, [bottom, top]) : null,
  };
  const gridTicks = values.power?.ticks ?? values.torque?.ticks ?? [];
  // A label needs about 48 units ("7,000" at 12 px): on a narrow drawing every second one.
  const spacing = axis.ticks.length > 1 ? x(axis.ticks[1]!) - x(axis.ticks[0]!) : Infinity;
  const every = Math.max(1, Math.ceil(48 / spacing));
  const gridY = values.power ? y.power! : y.torque;

  return (
    <svg
      className={`static-chart ${className ?? ''}`.trim()}
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      fontSize={12}
    >
      <g className="static-chart__grid" strokeDasharray="3 3">
        {axis.ticks.map((tick) => (
          <line key={`x${tick}`} x1={round(x(tick))} x2={round(x(tick))} y1={top} y2={bottom} />
        ))}
        {gridY ? gridTicks.map((tick) => <line key={`y${tick}`} x1={left} x2={right} y1={round(gridY(tick))} y2={round(gridY(tick))} />) : null}
      </g>
      <g className="static-chart__axes">
        <line x1={left} x2={right} y1={bottom} y2={bottom} />
        {axis.ticks.map((tick, index) =>
          index % every === 0 ? (
            <text key={tick} x={round(x(tick))} y={bottom + 18} textAnchor="middle">
              {format.integer(tick)}
            </text>
          ) : null,
        )}
        <text x={(left + right) / 2} y={size.height - margin.bottom + 4} textAnchor="middle">
          {t('dyno.rpm')}
        </text>
        {values.power && y.power ? (
          <>
            <line x1={left} x2={left} y1={top} y2={bottom} />
            {values.power.ticks.map((tick) => (
              <text key={tick} x={left - 8} y={round(y.power!(tick)) + 4} textAnchor="end">
                {format.integer(tick)}
              </text>
            ))}
            <text transform={`translate(${margin.left + 6} ${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
              {powerUnit}
            </text>
          </>
        ) : null}
        {values.torque && y.torque ? (
          <>
            <line x1={right} x2={right} y1={top} y2={bottom} />
            {values.torque.ticks.map((tick) => (
              <text key={tick} x={right + 8} y={round(y.torque!(tick)) + 4} textAnchor="start">
                {format.integer(tick)}
              </text>
            ))}
            <text transform={`translate(${size.width - margin.right - 6} ${(top + bottom) / 2}) rotate(90)`} textAnchor="middle">
              {torqueUnit}
            </text>
          </>
        ) : null}
      </g>
      {curves.map((curve) => {
        const toY = y[curve.metric];
        return toY ? <StaticCurve key={curve.id} curve={curve} rows={rows} x={x} y={toY} /> : null;
      })}
    </svg>
  );
}

/**
 * One curve: its line and its markers. A component of its own, so that React can yield to the
 * browser between curves while it hydrates (each is a few milliseconds of d3 on a phone).
 */
function StaticCurve({ curve, rows, x, y }: { curve: DrawnCurve; rows: readonly ChartRow[]; x: (value: number) => number; y: (value: number) => number }) {
  const path = line<ChartRow>()
    .defined((row) => row[curve.id] != null)
    .x((row) => x(row.rpm))
    .y((row) => y(row[curve.id]!))
    .curve(curveMonotoneX)
    .digits(1);
  const marker = curve.style.marker;
  const markers = rows
    .filter((row) => row[curve.id] != null)
    .map((row) => markerPath(marker, round(x(row.rpm)), round(y(row[curve.id]!)), 3))
    .join('');
  return (
    <g className="static-chart__curve" data-curve={curve.id} style={themedColour(curve.style)}>
      <path className="static-chart__line" d={path(rows as ChartRow[]) ?? ''} fill="none" strokeWidth={curve.style.width} strokeDasharray={curve.style.dash} />
      <path className={marker === 'cross' ? 'static-chart__markers static-chart__markers--open' : 'static-chart__markers'} d={markers} strokeWidth={1.5} />
    </g>
  );
}

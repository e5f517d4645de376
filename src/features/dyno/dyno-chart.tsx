import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useFormat } from '../../hooks/use-format';
import { markerPath, type CurveStyle } from './curve-style';
import type { ChartRow, Curve } from './series';
import { useUnits } from './units';
import './dyno.css';

export interface DrawnCurve extends Curve {
  style: CurveStyle;
}

interface Props {
  rows: ChartRow[];
  curves: DrawnCurve[];
  /** The rpm axis of every curve (shown or not), so hiding one never rescales the chart. */
  axis: { domain: [number, number]; ticks: number[] };
  /** Narrow screens: no floating tooltip over the plot; the row under the finger goes here. */
  onRead?: (row: ChartRow | null) => void;
  powerUnit: string;
  torqueUnit: string;
  dark: boolean;
  /** Fixed size (tests, print); otherwise the chart fills its container's width. */
  width?: number;
  height?: number;
}

/**
 * Power (left axis) and torque (right axis) against rpm, one line per visible curve. Values
 * arrive already converted to the chosen units; null is a gap, never a dive to zero.
 */
export function DynoChart({ rows, curves, axis: rpm, onRead, powerUnit, torqueUnit, dark, width, height = 380 }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const axis = dark ? '#aab4c2' : '#4b5563';
  const grid = dark ? '#334155' : '#e2e8f0';
  const hasPower = curves.some((curve) => curve.metric === 'power');
  const hasTorque = curves.some((curve) => curve.metric === 'torque');

  const read = (state: { activeTooltipIndex?: number | string | null }) => {
    const index = Number(state.activeTooltipIndex);
    onRead?.(Number.isInteger(index) ? (rows[index] ?? null) : null);
  };

  const chart = (
    <LineChart
      data={rows}
      width={width}
      height={width ? height : undefined}
      margin={{ top: 12, right: 8, bottom: 8, left: 8 }}
      onMouseMove={onRead ? read : undefined}
      onClick={onRead ? read : undefined}
    >
      <CartesianGrid stroke={grid} strokeDasharray="3 3" />
      <XAxis
        dataKey="rpm"
        type="number"
        domain={rpm.domain}
        ticks={rpm.ticks}
        allowDataOverflow
        tickFormatter={(value: number) => format.integer(value)}
        stroke={axis}
        tick={{ fill: axis, fontSize: 12 }}
        label={{ value: t('dyno.rpm'), position: 'insideBottom', offset: -4, fill: axis, fontSize: 12 }}
        height={44}
      />
      <YAxis
        yAxisId="power"
        orientation="left"
        hide={!hasPower}
        stroke={axis}
        tick={{ fill: axis, fontSize: 12 }}
        tickFormatter={(value: number) => format.integer(value)}
        label={{ value: powerUnit, angle: -90, position: 'insideLeft', fill: axis, fontSize: 12 }}
        width={56}
      />
      <YAxis
        yAxisId="torque"
        orientation="right"
        hide={!hasTorque}
        stroke={axis}
        tick={{ fill: axis, fontSize: 12 }}
        tickFormatter={(value: number) => format.integer(value)}
        label={{ value: torqueUnit, angle: 90, position: 'insideRight', fill: axis, fontSize: 12 }}
        width={56}
      />
      <Tooltip
        content={onRead ? () => null : (props) => <ChartTooltip {...props} curves={curves} powerUnit={powerUnit} torqueUnit={torqueUnit} />}
        cursor={{ stroke: axis, strokeDasharray: '2 2' }}
        isAnimationActive={false}
      />
      {curves.map((curve) => (
        <Line
          key={curve.id}
          dataKey={curve.id}
          name={curve.label}
          yAxisId={curve.metric}
          type="monotone"
          stroke={curve.style.colour}
          strokeWidth={curve.style.width}
          strokeDasharray={curve.style.dash}
          connectNulls={false}
          isAnimationActive={false}
          dot={(props) => {
            const { cx, cy, index, value } = props;
            if (cx == null || cy == null || value == null) return <g key={`${curve.id}-${index}`} />;
            return (
              <path
                key={`${curve.id}-${index}`}
                d={markerPath(curve.style.marker, Number(cx), Number(cy), 3)}
                fill={curve.style.marker === 'cross' ? 'none' : curve.style.colour}
                stroke={curve.style.colour}
                strokeWidth={1.5}
              />
            );
          }}
          activeDot={{ r: 5, stroke: curve.style.colour, fill: dark ? '#0f172a' : '#ffffff', strokeWidth: 2 }}
        />
      ))}
    </LineChart>
  );

  if (width) return chart;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 720, height }}>
      {chart}
    </ResponsiveContainer>
  );
}

function ChartTooltip({
  active,
  payload,
  curves,
  powerUnit,
  torqueUnit,
}: TooltipContentProps & { curves: DrawnCurve[]; powerUnit: string; torqueUnit: string }) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="chart-tooltip">
      <ChartReading row={row} curves={curves} powerUnit={powerUnit} torqueUnit={torqueUnit} />
    </div>
  );
}

/** The values at one rpm: only the curves that have a reading there (no column of "—"). */
export function ChartReading({ row, curves, powerUnit, torqueUnit }: { row: ChartRow; curves: DrawnCurve[]; powerUnit: string; torqueUnit: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const present = curves.filter((curve) => row[curve.id] != null);
  return (
    <>
      <p className="chart-tooltip__rpm">{t('dyno.atRpm', { rpm: format.integer(row.rpm) })}</p>
      <table>
        <tbody>
          {present.map((curve) => (
            <tr key={curve.id}>
              <th scope="row">
                <svg width="22" height="10" aria-hidden="true">
                  <line x1="1" y1="5" x2="21" y2="5" stroke={curve.style.colour} strokeWidth={2} strokeDasharray={curve.style.dash} />
                </svg>
                {curve.label}
              </th>
              <td>{`${format.integer(row[curve.id]!)} ${curve.metric === 'power' ? powerUnit : torqueUnit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * The chart as a figure: the curves shown (or a note when every one is hidden), on narrow screens
 * the reading at the rpm under the finger beneath it, and a caption with a text summary for screen
 * readers. One engine's chart (dyno-section) and the comparison's (compare-chart) both draw it.
 */
export function DynoFigure({
  label,
  rows,
  curves,
  axis,
  narrow,
  dark,
  size,
  summary,
}: {
  label: string;
  rows: ChartRow[];
  /** The curves shown. */
  curves: DrawnCurve[];
  axis: Props['axis'];
  narrow: boolean;
  dark: boolean;
  size?: { width: number; height: number };
  summary: string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const [reading, setReading] = useState<ChartRow | null>(null);
  return (
    <figure className="dyno__figure" aria-label={label}>
      {curves.length > 0 ? (
        <DynoChart
          rows={rows}
          curves={curves}
          axis={axis}
          onRead={narrow ? setReading : undefined}
          powerUnit={units.power.label}
          torqueUnit={units.torque.label}
          dark={dark}
          width={size?.width}
          height={size?.height}
        />
      ) : (
        <p className="dyno__message">{t('dyno.allHidden')}</p>
      )}
      {narrow && curves.length > 0 ? (
        <div className="dyno__readout" aria-live="polite">
          {reading ? (
            <ChartReading row={reading} curves={curves} powerUnit={units.power.label} torqueUnit={units.torque.label} />
          ) : (
            <p className="muted">{t('dynoNotes.readoutHint')}</p>
          )}
        </div>
      ) : null}
      <figcaption>
        {t('dyno.caption')}
        <span className="visually-hidden"> {summary}</span>
      </figcaption>
    </figure>
  );
}

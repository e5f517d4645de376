import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useFormat } from '../../hooks/use-format';
import { ChartReading } from './chart-reading';
import { plotMargin, X_AXIS_HEIGHT, Y_AXIS_WIDTH, type DrawnCurve, type RpmAxis, type ValueAxes } from './chart-model';
import { markerPath } from './curve-style';
import type { ChartRow } from './series';

interface Props {
  rows: ChartRow[];
  curves: readonly DrawnCurve[];
  /** The rpm axis of every curve (shown or not), so hiding one never rescales the chart. */
  axis: RpmAxis;
  /** The value axes of the curves shown: the same ranges and ticks as the server's drawing. */
  values: ValueAxes;
  /** Narrow screens: no floating tooltip over the plot; the row under the finger goes here. */
  onRead?: (row: ChartRow | null) => void;
  powerUnit: string;
  torqueUnit: string;
  dark: boolean;
  /** Fixed size (tests); otherwise the chart fills its box (dyno-figure), which keeps the server drawing's proportions. */
  width?: number;
  height?: number;
}

/** Power on the left axis, torque on the right, each label reading towards the plot. */
const VALUE_AXES = [
  { metric: 'power', side: 'left', angle: -90 },
  { metric: 'torque', side: 'right', angle: 90 },
] as const;

/**
 * The interactive chart (recharts, its own chunk, loaded when the reader gets to the chart):
 * power (left axis) and torque (right axis) against rpm, one line per visible curve. Values
 * arrive already converted to the chosen units; null is a gap, never a dive to zero.
 */
export function DynoChart({ rows, curves, axis: rpm, values, onRead, powerUnit, torqueUnit, dark, width, height = 380 }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const axis = dark ? '#aab4c2' : '#4b5563';
  const grid = dark ? '#334155' : '#e2e8f0';

  const read = (state: { activeTooltipIndex?: number | string | null }) => {
    const index = Number(state.activeTooltipIndex);
    onRead?.(Number.isInteger(index) ? (rows[index] ?? null) : null);
  };

  const chart = (
    <LineChart
      data={rows}
      width={width}
      height={width ? height : undefined}
      margin={plotMargin(values)}
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
        height={X_AXIS_HEIGHT}
      />
      {VALUE_AXES.map(({ metric, side, angle }) => (
        <YAxis
          key={metric}
          yAxisId={metric}
          orientation={side}
          hide={!values[metric]}
          domain={values[metric]?.domain}
          ticks={values[metric]?.ticks}
          stroke={axis}
          tick={{ fill: axis, fontSize: 12 }}
          tickFormatter={(value: number) => format.integer(value)}
          label={{
            value: metric === 'power' ? powerUnit : torqueUnit,
            angle,
            position: side === 'left' ? 'insideLeft' : 'insideRight',
            fill: axis,
            fontSize: 12,
          }}
          width={Y_AXIS_WIDTH}
        />
      ))}
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
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 720, height }}>
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
}: TooltipContentProps & { curves: readonly DrawnCurve[]; powerUnit: string; torqueUnit: string }) {
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row) return null;
  return (
    <div className="chart-tooltip">
      <ChartReading row={row} curves={curves} powerUnit={powerUnit} torqueUnit={torqueUnit} />
    </div>
  );
}

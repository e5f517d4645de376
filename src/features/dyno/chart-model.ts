import { nice, ticks } from 'd3-array';
import type { Stage } from '../../../contract/schemas';
import type { CurveStyle } from './curve-style';
import type { ChartRow, Curve, Metric } from './series';

/**
 * What both drawings of a dyno chart share, the server's SVG (static-chart) and the browser's
 * interactive one (dyno-chart, recharts): the axes' ranges and ticks and the plot's box. Both
 * take them from here, so the interactive chart replaces the static one without a jump.
 */

export interface DrawnCurve extends Curve {
  style: CurveStyle;
}

export interface RpmAxis {
  domain: [number, number];
  ticks: number[];
}

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

export type ValueAxes = Record<Metric, ValueAxis | null>;

/** The boxes the chart is drawn in (viewBox units, CSS pixels for the interactive chart). */
export const PLOT_WIDE = { width: 900, height: 380 } as const;
export const PLOT_NARROW = { width: 360, height: 320 } as const;
/** Space around the plot for the ticks and the axis labels. */
export const PLOT_MARGIN = { top: 12, right: 8, bottom: 8, left: 8 } as const;
export const X_AXIS_HEIGHT = 44;
export const Y_AXIS_WIDTH = 56;

/**
 * The margin for the axes in use: without a right-hand (torque) axis the last rpm label
 * ("7,000", centred on its tick at the plot's edge) needs room of its own, or it is cut.
 */
export function plotMargin(values: ValueAxes) {
  return values.torque ? PLOT_MARGIN : { ...PLOT_MARGIN, right: 24 };
}

/**
 * The value axes of the curves shown: from zero to a round number at or above the highest
 * value, with about five round ticks; null for a metric none of the shown curves has (its
 * axis is not drawn). Values are read from the rows, already in the chosen units.
 */
export function valueAxes(curves: readonly Curve[], rows: readonly ChartRow[], count = 5): ValueAxes {
  const axis = (metric: Metric): ValueAxis | null => {
    const ids = curves.filter((curve) => curve.metric === metric).map((curve) => curve.id);
    if (ids.length === 0) return null;
    let high = 0;
    for (const row of rows) for (const id of ids) high = Math.max(high, row[id] ?? 0);
    if (!(high > 0)) high = 1;
    const [, top] = nice(0, high, count);
    return { domain: [0, top], ticks: ticks(0, top, count) };
  };
  return { power: axis('power'), torque: axis('torque') };
}

/** The stage a chart shows by default: the highest stage number (the most powerful of equals), or -1. */
export function topStage(stages: readonly Stage[]): number {
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

/** Which metrics the curves shown have: the caption says only what is drawn. */
export function captionKey(curves: readonly Curve[]): 'dyno.caption' | 'dyno.captionPower' | 'dyno.captionTorque' {
  const power = curves.some((curve) => curve.metric === 'power');
  const torque = curves.some((curve) => curve.metric === 'torque');
  if (power && !torque) return 'dyno.captionPower';
  if (torque && !power) return 'dyno.captionTorque';
  return 'dyno.caption';
}

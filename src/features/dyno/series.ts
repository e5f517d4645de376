import type { DynoValues } from '../../../contract/schemas';

/**
 * From the API's three parallel dyno arrays to curves a chart can draw honestly.
 *
 * - A zero is "no reading", not zero power: zeros at the low and high rpm ends are padding
 *   (the curve starts and ends where readings exist); a zero in the middle is a gap.
 * - Arrays of unequal length are cut to the shortest, and that is reported.
 * - Points with rpm 0 are dropped; points out of rpm order are sorted; a repeated rpm keeps
 *   its first reading.
 * - A curve with fewer than two readings cannot be drawn; the caller says so instead.
 */

export type Metric = 'power' | 'torque';

export interface Reading {
  rpm: number;
  /** null: no reading at this rpm (a gap). */
  value: number | null;
}

export type SeriesProblem = 'unequal-lengths' | 'unsorted-rpm';

export interface Readings {
  power: Reading[];
  torque: Reading[];
  problems: SeriesProblem[];
}

/** Leading and trailing "no reading" entries removed; gaps inside kept. */
function trimEnds(readings: Reading[]): Reading[] {
  let start = 0;
  let end = readings.length;
  while (start < end && readings[start]!.value === null) start += 1;
  while (end > start && readings[end - 1]!.value === null) end -= 1;
  return readings.slice(start, end);
}

export function readingsFrom(values: DynoValues | undefined): Readings {
  if (!values) return { power: [], torque: [], problems: [] };
  const { rpm, hp, nm } = values;
  const length = Math.min(rpm.length, hp.length, nm.length);
  const problems: SeriesProblem[] = [];
  if (rpm.length !== hp.length || rpm.length !== nm.length) problems.push('unequal-lengths');

  const points: { rpm: number; hp: number; nm: number }[] = [];
  for (let i = 0; i < length; i += 1) {
    const at = rpm[i]!;
    if (at > 0) points.push({ rpm: at, hp: hp[i]!, nm: nm[i]! });
  }
  if (points.some((point, i) => i > 0 && point.rpm <= points[i - 1]!.rpm)) {
    problems.push('unsorted-rpm');
    points.sort((a, b) => a.rpm - b.rpm);
  }
  const unique = points.filter((point, i) => i === 0 || point.rpm !== points[i - 1]!.rpm);

  const metric = (pick: (point: { hp: number; nm: number }) => number): Reading[] =>
    trimEnds(unique.map((point) => ({ rpm: point.rpm, value: pick(point) > 0 ? pick(point) : null })));
  return { power: metric((point) => point.hp), torque: metric((point) => point.nm), problems };
}

export function readingCount(readings: Reading[]): number {
  return readings.reduce((count, reading) => count + (reading.value === null ? 0 : 1), 0);
}

/** Drawable: at least two readings (a line needs two ends). */
export function isDrawable(readings: Reading[]): boolean {
  return readingCount(readings) >= 2;
}

/**
 * The curve's value at an rpm: the reading there, or the straight line between the two
 * readings around it; null outside the curve or inside a gap.
 */
export function valueAt(readings: Reading[], rpm: number): number | null {
  let low = 0;
  let high = readings.length - 1;
  if (high < 0 || rpm < readings[0]!.rpm || rpm > readings[high]!.rpm) return null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = readings[middle]!.rpm;
    if (at === rpm) return readings[middle]!.value;
    if (at < rpm) low = middle + 1;
    else high = middle - 1;
  }
  const before = readings[high];
  const after = readings[low];
  if (!before || !after || before.value === null || after.value === null) return null;
  return before.value + ((after.value - before.value) * (rpm - before.rpm)) / (after.rpm - before.rpm);
}

export interface Curve {
  /** Unique per chart: "stock.power", "id-123.torque". */
  id: string;
  /** Whose curve: "stock" or a stage key. */
  owner: string;
  metric: Metric;
  label: string;
  readings: Reading[];
}

export type ChartRow = { rpm: number } & Record<string, number | null>;

/**
 * One row per rpm that any curve has a reading at, with every curve's value there (or null),
 * so that one tooltip can read every curve at the same rpm and gaps stay gaps.
 */
export function mergeCurves(curves: readonly Curve[], convert: (curve: Curve, value: number) => number = (_curve, value) => value): ChartRow[] {
  const grid = [...new Set(curves.flatMap((curve) => curve.readings.map((reading) => reading.rpm)))].sort((a, b) => a - b);
  return grid.map((rpm) => {
    const row: ChartRow = { rpm } as ChartRow;
    for (const curve of curves) {
      const value = valueAt(curve.readings, rpm);
      row[curve.id] = value === null ? null : convert(curve, value);
    }
    return row;
  });
}

/** The highest reading of a curve and where it is. */
export function peakOf(readings: Reading[]): { rpm: number; value: number } | null {
  let peak: { rpm: number; value: number } | null = null;
  for (const reading of readings) {
    if (reading.value !== null && (peak === null || reading.value > peak.value)) peak = { rpm: reading.rpm, value: reading.value };
  }
  return peak;
}

/**
 * One rpm axis for every curve of an engine, shown or hidden: from a round rpm at or below the
 * lowest reading to one at or above the highest, with ticks on round steps (250, 500, 1,000…)
 * so that hiding a curve never rescales the chart and no tick lands on 1,250 / 2,150.
 */
export function rpmAxis(curves: readonly Curve[], maxTicks = 8): { domain: [number, number]; ticks: number[] } {
  let low = Infinity;
  let high = -Infinity;
  for (const curve of curves) {
    for (const reading of curve.readings) {
      low = Math.min(low, reading.rpm);
      high = Math.max(high, reading.rpm);
    }
  }
  if (!Number.isFinite(low)) return { domain: [0, 1000], ticks: [0, 1000] };
  const steps = [100, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 50000, 100000];
  const fits = (step: number) => Math.ceil(high / step) - Math.floor(low / step) + 1 <= maxTicks;
  const step = steps.find(fits) ?? steps[steps.length - 1]!;
  const start = Math.floor(low / step) * step;
  const end = Math.max(start + step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let at = start; at <= end; at += step) ticks.push(at);
  return { domain: [start, end], ticks };
}

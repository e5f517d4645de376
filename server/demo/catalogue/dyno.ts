import type { CurveKind, DynoValues } from './model';
import { Random } from './random';

/**
 * Dyno curves shaped like real ones, computed on demand from an engine's figures so that the
 * catalogue does not hold ten million numbers in memory.
 *
 * Torque follows a shape per engine kind (a diesel's early plateau, a turbo petrol's long one,
 * a naturally aspirated bell); power is torque × rpm / 7023.5 (metric hp). The shape's fall-off
 * is fitted so that peak power and torque land on the stated figures (within rounding), so the
 * chart and the stage table never contradict each other; measured charts carry a small ripple. Like the real API, a measured
 * sweep is padded with zeros at its low and high ends ("no reading"), and now and then drops a
 * single reading in the middle.
 */

const METRIC_HP_CONSTANT = 7023.5;

interface Grid {
  start: number;
  step: number;
}

const GRIDS: Record<CurveKind, Grid> = {
  diesel: { start: 1000, step: 250 },
  'turbo-petrol': { start: 1000, step: 250 },
  'na-petrol': { start: 1000, step: 250 },
  bike: { start: 2000, step: 500 },
  'heavy-diesel': { start: 800, step: 100 },
  outboard: { start: 1000, step: 250 },
};

interface Shape {
  /** Relative torque at the first rpm. */
  low: number;
  /** Where full torque is reached (rpm). */
  rise: number;
  /** Where torque starts to fall (rpm). */
  fall: number;
  /** Relative torque at the redline before fitting. */
  high: number;
}

function shapeFor(kind: CurveKind, redline: number, power: number, torque: number): Shape {
  // The last rpm at which full torque still fits under the headline power.
  const plateauLimit = (0.93 * power * METRIC_HP_CONSTANT) / torque;
  const clampFall = (wanted: number, rise: number) => Math.max(rise + 250, Math.min(wanted, plateauLimit));
  switch (kind) {
    case 'diesel':
      return { low: 0.55, rise: 1750, fall: clampFall(2750, 1750), high: 0.58 };
    case 'turbo-petrol':
      return { low: 0.5, rise: 1700, fall: clampFall(4400, 1700), high: 0.7 };
    case 'heavy-diesel':
      return { low: 0.72, rise: 1000, fall: Math.max(1100, Math.min(1400, plateauLimit)), high: 0.74 };
    case 'na-petrol':
    case 'bike':
    case 'outboard': {
      const peak = Math.max(redline * 0.45, Math.min(redline * 0.68, plateauLimit));
      return { low: 0.62, rise: peak, fall: peak, high: 0.8 };
    }
  }
}

function smoothstep(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

function relativeTorque(rpm: number, start: number, redline: number, shape: Shape, fallOff: number): number {
  if (rpm <= shape.rise) {
    return shape.low + (1 - shape.low) * smoothstep((rpm - start) / Math.max(1, shape.rise - start));
  }
  if (rpm <= shape.fall) return 1;
  const x = (rpm - shape.fall) / Math.max(1, redline - shape.fall);
  return 1 - (1 - shape.high) * smoothstep(x) * fallOff;
}

export interface CurveRequest {
  /** Identifies the curve: the same key always gives the same ripple and padding. */
  key: string;
  kind: CurveKind;
  redline: number;
  power: number;
  torque: number;
  template: boolean;
}

function computeCurve(request: CurveRequest): DynoValues {
  const { kind, power, torque, template } = request;
  const grid = GRIDS[kind];
  // Full torque must be able to reach the stated power before the sweep ends: a hard-tuned
  // stage on a short grid would otherwise peak below its own figure. Such a sweep runs on.
  const needed = (power * METRIC_HP_CONSTANT) / torque;
  const redline = Math.max(request.redline, Math.ceil((needed * 1.12) / grid.step) * grid.step + 2 * grid.step);
  const random = Random.forKey(`dyno:${request.key}`);
  const rpm: number[] = [];
  for (let value = grid.start; value <= redline; value += grid.step) rpm.push(value);

  const shape = shapeFor(kind, redline, power, torque);
  const ripple = rpm.map(() => (template ? 1 : 1 + random.between(-0.012, 0.012)));
  // The padding is chosen first so that the peaks are fitted on the readings that remain.
  const padLow = template ? 1 : random.int(1, 2);
  const padHigh = template ? 1 : random.int(1, 2);
  const first = Math.min(padLow, rpm.length - 1);
  const last = Math.max(first, rpm.length - 1 - padHigh);
  const inside = (i: number) => i >= first && i <= last;

  // Torque is scaled so that its highest reading is the stated torque; power follows from it.
  const build = (fallOff: number) => {
    const raw = rpm.map((r, i) => relativeTorque(r, grid.start, redline, shape, fallOff) * (ripple[i] as number));
    const top = Math.max(...raw.filter((_, i) => inside(i)));
    const nm = raw.map((value) => (torque * value) / top);
    const hp = nm.map((value, i) => (value * (rpm[i] as number)) / METRIC_HP_CONSTANT);
    return { nm, hp };
  };
  const peakPower = (hp: number[]) => Math.max(...hp.filter((_, i) => inside(i)));

  // Fit the fall-off so that peak power lands on the stated figure: less fall-off, more
  // top-end power. The stage table and the chart then tell the customer the same thing.
  let lowFall = -1.5;
  let highFall = 1 / (1 - shape.high);
  for (let i = 0; i < 40; i += 1) {
    const middle = (lowFall + highFall) / 2;
    if (peakPower(build(middle).hp) > power) lowFall = middle;
    else highFall = middle;
  }
  const { nm, hp } = build((lowFall + highFall) / 2);

  const values: DynoValues = { rpm, hp: hp.map(Math.round), nm: nm.map(Math.round) };
  for (let i = 0; i < rpm.length; i += 1) if (!inside(i)) zeroAt(values, i);
  // A rare dropped reading mid-sweep: a gap, not a dive to zero power (never at a peak).
  if (!template && random.chance(0.03)) {
    const at = random.int(first + 2, last - 2);
    const isPeak = values.hp[at] === Math.max(...values.hp) || values.nm[at] === Math.max(...values.nm);
    if (!isPeak) zeroAt(values, at);
  }
  return values;
}

function zeroAt(values: DynoValues, index: number) {
  if (index < 0 || index >= values.rpm.length) return;
  values.hp[index] = 0;
  values.nm[index] = 0;
}

const cache = new Map<string, DynoValues>();
const CACHE_SIZE = 5000;

/** The curve for a request, from a small cache of recent ones (LRU by insertion order). */
export function dynoCurve(request: CurveRequest): DynoValues {
  const cacheKey = `${request.key}|${request.template ? 't' : 'm'}|${request.power}|${request.torque}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  const values = computeCurve(request);
  cache.set(cacheKey, values);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return values;
}

export const EMPTY_DYNO: DynoValues = Object.freeze({ rpm: [], hp: [], nm: [] }) as DynoValues;

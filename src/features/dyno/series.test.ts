import { describe, expect, test } from 'vitest';
import { isDrawable, mergeCurves, peakOf, readingCount, readingsFrom, valueAt, type Curve, type Reading, rpmAxis } from './series';

const curve = (id: string, readings: Reading[], metric: Curve['metric'] = 'power'): Curve => ({ id, owner: id, metric, label: id, readings });

describe('readingsFrom', () => {
  test('zeros padding the low and high rpm ends are trimmed: the curve starts and ends at real readings', () => {
    const readings = readingsFrom({
      rpm: [1000, 1500, 2000, 2500, 3000, 3500],
      hp: [0, 0, 60, 90, 110, 0],
      nm: [0, 150, 200, 210, 190, 0],
    });
    expect(readings.power).toEqual([
      { rpm: 2000, value: 60 },
      { rpm: 2500, value: 90 },
      { rpm: 3000, value: 110 },
    ]);
    expect(readings.torque.map((reading) => reading.rpm)).toEqual([1500, 2000, 2500, 3000]);
    expect(readings.power.some((reading) => reading.value === 0)).toBe(false);
    expect(readings.problems).toEqual([]);
  });

  test('a zero in the middle is a gap (null), not zero power', () => {
    const readings = readingsFrom({ rpm: [1000, 2000, 3000, 4000, 5000], hp: [0, 50, 0, 90, 0], nm: [0, 120, 130, 140, 0] });
    expect(readings.power).toEqual([
      { rpm: 2000, value: 50 },
      { rpm: 3000, value: null },
      { rpm: 4000, value: 90 },
    ]);
    expect(readingCount(readings.power)).toBe(2);
  });

  test('arrays of unequal length are cut to the shortest, and that is reported', () => {
    const readings = readingsFrom({ rpm: [1000, 2000, 3000, 4000, 5000], hp: [40, 60, 80, 100], nm: [100, 120, 140] });
    expect(readings.power.map((reading) => reading.rpm)).toEqual([1000, 2000, 3000]);
    expect(readings.torque.map((reading) => reading.rpm)).toEqual([1000, 2000, 3000]);
    expect(readings.problems).toContain('unequal-lengths');
  });

  test('readings out of rpm order are sorted (and reported); a repeated rpm keeps its first reading', () => {
    const readings = readingsFrom({ rpm: [3000, 1000, 2000, 2000], hp: [90, 40, 60, 61], nm: [200, 120, 160, 161] });
    expect(readings.power).toEqual([
      { rpm: 1000, value: 40 },
      { rpm: 2000, value: 60 },
      { rpm: 3000, value: 90 },
    ]);
    expect(readings.problems).toContain('unsorted-rpm');
  });

  test('points at rpm 0 are dropped', () => {
    const readings = readingsFrom({ rpm: [0, 1000, 2000], hp: [10, 40, 60], nm: [10, 100, 120] });
    expect(readings.power.map((reading) => reading.rpm)).toEqual([1000, 2000]);
  });

  test('no dyno values, empty arrays, and all zeros give no readings', () => {
    expect(readingsFrom(undefined)).toEqual({ power: [], torque: [], problems: [] });
    expect(readingsFrom({ rpm: [], hp: [], nm: [] })).toEqual({ power: [], torque: [], problems: [] });
    expect(readingsFrom({ rpm: [1000, 2000], hp: [0, 0], nm: [0, 0] }).power).toEqual([]);
  });
});

describe('isDrawable', () => {
  test('a line needs two readings: none or one is not drawable', () => {
    expect(isDrawable([])).toBe(false);
    expect(isDrawable(readingsFrom({ rpm: [1000, 2000, 3000], hp: [0, 80, 0], nm: [0, 0, 0] }).power)).toBe(false);
    expect(
      isDrawable([
        { rpm: 1000, value: 50 },
        { rpm: 2000, value: null },
      ]),
    ).toBe(false);
    expect(
      isDrawable([
        { rpm: 1000, value: 50 },
        { rpm: 2000, value: 60 },
      ]),
    ).toBe(true);
  });
});

describe('valueAt', () => {
  const readings: Reading[] = [
    { rpm: 2000, value: 100 },
    { rpm: 3000, value: 150 },
    { rpm: 4000, value: null },
    { rpm: 5000, value: 120 },
    { rpm: 6000, value: 110 },
  ];

  test('the reading itself at a measured rpm', () => {
    expect(valueAt(readings, 2000)).toBe(100);
    expect(valueAt(readings, 6000)).toBe(110);
  });

  test('a straight line between neighbouring readings', () => {
    expect(valueAt(readings, 2500)).toBe(125);
    expect(valueAt(readings, 2200)).toBeCloseTo(110, 10);
    expect(valueAt(readings, 5500)).toBe(115);
  });

  test('null inside a gap and at the gap itself', () => {
    expect(valueAt(readings, 4000)).toBeNull();
    expect(valueAt(readings, 3500)).toBeNull();
    expect(valueAt(readings, 4500)).toBeNull();
  });

  test('null outside the curve and for no readings', () => {
    expect(valueAt(readings, 1999)).toBeNull();
    expect(valueAt(readings, 6001)).toBeNull();
    expect(valueAt([], 3000)).toBeNull();
  });
});

describe('mergeCurves', () => {
  test('one row per rpm any curve has, each curve read at that rpm; gaps stay gaps and outside is null', () => {
    const power = curve('stock.power', [
      { rpm: 1000, value: 40 },
      { rpm: 2000, value: null },
      { rpm: 3000, value: 90 },
    ]);
    const torque = curve(
      'stage.torque',
      [
        { rpm: 1500, value: 150 },
        { rpm: 2500, value: 250 },
      ],
      'torque',
    );
    const rows = mergeCurves([power, torque]);
    expect(rows).toEqual([
      { rpm: 1000, 'stock.power': 40, 'stage.torque': null },
      { rpm: 1500, 'stock.power': null, 'stage.torque': 150 },
      { rpm: 2000, 'stock.power': null, 'stage.torque': 200 },
      { rpm: 2500, 'stock.power': null, 'stage.torque': 250 },
      { rpm: 3000, 'stock.power': 90, 'stage.torque': null },
    ]);
  });

  test('values are converted per curve; a gap is never converted into a number', () => {
    const power = curve('p', [
      { rpm: 1000, value: 100 },
      { rpm: 2000, value: null },
      { rpm: 3000, value: 200 },
    ]);
    const rows = mergeCurves([power], (_curve, value) => value * 2);
    expect(rows.map((row) => row.p)).toEqual([200, null, 400]);
  });

  test('no curves, no rows', () => {
    expect(mergeCurves([])).toEqual([]);
  });
});

describe('peakOf', () => {
  test('the highest reading and its rpm; gaps ignored; none for no readings', () => {
    expect(
      peakOf([
        { rpm: 1000, value: 10 },
        { rpm: 2000, value: null },
        { rpm: 3000, value: 147 },
        { rpm: 4000, value: 145 },
      ]),
    ).toEqual({ rpm: 3000, value: 147 });
    expect(peakOf([])).toBeNull();
    expect(peakOf([{ rpm: 1000, value: null }])).toBeNull();
  });
});

describe('rpmAxis', () => {
  const curve = (id: string, rpms: number[]): Curve => ({ id, owner: id, metric: 'power', label: id, readings: rpms.map((rpm) => ({ rpm, value: 1 })) });

  test('one domain for every curve, on round ticks', () => {
    const axis = rpmAxis([curve('a', [1250, 1500, 6150]), curve('b', [1750, 6800])]);
    expect(axis.domain).toEqual([1000, 7000]);
    expect(axis.ticks).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000]);
  });

  test('a short sweep gets finer round steps, a long one coarser; no curve gives a default', () => {
    expect(rpmAxis([curve('a', [800, 2100])]).ticks).toEqual([750, 1000, 1250, 1500, 1750, 2000, 2250]);
    expect(rpmAxis([curve('a', [2000, 14500])]).ticks).toEqual([2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000]);
    expect(rpmAxis([]).domain).toEqual([0, 1000]);
  });
});

import { describe, expect, it } from 'vitest';
import { longestChain } from './network';
import { cumulativeLayoutShift, scriptsBefore, spread, totalBlockingTime } from './page-load';
import { quantile } from './stats';

describe('bench metrics', () => {
  it('counts the longest chain of requests that wait for one another', () => {
    expect(longestChain([])).toBe(0);
    // Started together: no request waits for another.
    expect(
      longestChain([
        { start: 0, end: 50 },
        { start: 1, end: 30 },
      ]),
    ).toBe(1);
    // A waterfall of three, and a request beside it.
    expect(
      longestChain([
        { start: 0, end: 10 },
        { start: 12, end: 20 },
        { start: 25, end: 30 },
        { start: 5, end: 40 },
      ]),
    ).toBe(3);
    expect(
      longestChain([
        { start: 25, end: 30 },
        { start: 0, end: 10 },
        { start: 11, end: 20 },
      ]),
    ).toBe(3);
  });

  it('sums the blocking part of long tasks within the window', () => {
    const tasks: [number, number][] = [
      [0, 200],
      [300, 40],
      [400, 120],
      [2000, 300],
    ];
    // The first task counts from FCP (100) on: 100 ms, 50 blocking; then 70; the last is outside.
    expect(totalBlockingTime(tasks, 100, 1000)).toBe(120);
  });

  it('takes the largest session window of layout shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    expect(
      cumulativeLayoutShift([
        [100, 0.1],
        [500, 0.05],
        [3000, 0.12],
      ]),
    ).toBeCloseTo(0.15);
  });

  it('counts the scripts requested before the largest paint, and only those', () => {
    const scripts = [
      { path: '/assets/index.js', start: 10, encoded: 3000, decoded: 9000 },
      { path: '/assets/engine.js', start: 400, encoded: 2000, decoded: 6000 },
      { path: '/assets/chart.js', start: 900, encoded: 40000, decoded: 120000 },
    ];
    const gzip = (path: string) => (path === '/assets/index.js' ? 3100 : 2100);
    expect(scriptsBefore(scripts, 500, gzip)).toEqual({
      files: 2,
      encoded: 5000,
      gzip: 5200,
      decoded: 15000,
      paths: ['/assets/index.js', '/assets/engine.js'],
    });
    expect(scriptsBefore(scripts, 5, gzip).files).toBe(0);
  });

  it('gives the median and spread of a figure', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(spread([5, 1, 3, 2, 4])).toEqual({
      median: 3,
      min: 1,
      max: 5,
      p25: 2,
      p75: 4,
    });
  });
});

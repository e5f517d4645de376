import { expect, test } from 'vitest';
import { gain } from './gains';

test('a gain is stage minus stock, absolute and as a ratio of stock', () => {
  expect(gain(150, 178)).toEqual({ absolute: 28, ratio: 28 / 150 });
  expect(gain(150, 178).ratio).toBeCloseTo(0.186667, 6);
  expect(gain(210, 280)).toEqual({ absolute: 70, ratio: 70 / 210 });
});

test('a stage below stock is a negative gain', () => {
  expect(gain(200, 190)).toEqual({ absolute: -10, ratio: -0.05 });
});

test('no change is zero', () => {
  expect(gain(110, 110)).toEqual({ absolute: 0, ratio: 0 });
});

test('with stock 0 (not given) the ratio is null, not Infinity or NaN', () => {
  expect(gain(0, 120)).toEqual({ absolute: 120, ratio: null });
  expect(gain(0, 0)).toEqual({ absolute: 0, ratio: null });
});

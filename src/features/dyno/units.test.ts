import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AppProvider, createSession } from '../../core/app-context';
import { DEMO_CONFIG, ensureI18n } from '../../test/render-app';
import { convertPower, convertTorque, NEWTON_METRES_PER_POUND_FOOT, setUnits, useUnits, WATTS_PER_MECHANICAL_HP, WATTS_PER_METRIC_HP } from './units';

/** Rounded to `digits` significant figures, as a number. */
const sig = (value: number, digits = 6) => Number(value.toPrecision(digits));

describe('the constants', () => {
  test('1 PS = 735.49875 W exactly; 1 hp (mechanical) = 745.69987158227022 W; 1 lbf·ft = 1.3558179483314004 N·m', () => {
    expect(WATTS_PER_METRIC_HP).toBe(735.49875);
    // The definitions have more digits than a double holds: compared as the nearest double.
    expect(WATTS_PER_MECHANICAL_HP).toBe(Number('745.69987158227022'));
    expect(NEWTON_METRES_PER_POUND_FOOT).toBeCloseTo(Number('1.3558179483314004'), 15);
  });
});

describe('conversions', () => {
  test('PS stays PS', () => {
    expect(convertPower(150, 'hp')).toBe(150);
  });

  test('PS to kW via 735.49875 W', () => {
    expect(convertPower(1, 'kw')).toBeCloseTo(0.73549875, 12);
    expect(convertPower(100, 'kw')).toBeCloseTo(73.549875, 10);
    expect(sig(convertPower(150, 'kw'))).toBe(110.325);
    expect(sig(convertPower(178, 'kw'))).toBe(130.919);
  });

  test('PS to bhp via 745.69987158227022 W', () => {
    expect(sig(convertPower(1, 'bhp'))).toBe(0.98632);
    expect(sig(convertPower(100, 'bhp'))).toBe(98.632);
    expect(sig(convertPower(150, 'bhp'))).toBe(147.948);
    expect(sig(convertPower(178, 'bhp'))).toBe(175.565);
  });

  test('Nm to lb-ft via 1.3558179483314004', () => {
    expect(convertTorque(210, 'nm')).toBe(210);
    expect(sig(convertTorque(1, 'lbft'))).toBe(0.737562);
    expect(sig(convertTorque(100, 'lbft'))).toBe(73.7562);
    expect(sig(convertTorque(210, 'lbft'))).toBe(154.888);
    expect(sig(convertTorque(255, 'lbft'))).toBe(188.078);
    expect(convertTorque(NEWTON_METRES_PER_POUND_FOOT, 'lbft')).toBeCloseTo(1, 14);
  });

  test('zero stays zero in every unit', () => {
    expect(convertPower(0, 'kw')).toBe(0);
    expect(convertPower(0, 'bhp')).toBe(0);
    expect(convertTorque(0, 'lbft')).toBe(0);
  });
});

describe('useUnits and setUnits', () => {
  beforeAll(() => ensureI18n());
  afterEach(() => setUnits({ power: 'hp', torque: 'nm' }));

  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(AppProvider, { config: DEMO_CONFIG, initialSession: createSession(DEMO_CONFIG, 'en', null), sessionRef: { current: null }, children });
  const integer = { integer: (value: number) => String(Math.round(value)) };

  test('hp and Nm by default, labelled', () => {
    const { result } = renderHook(() => useUnits(), { wrapper });
    expect(result.current.power.format(150, integer)).toBe('150 hp');
    expect(result.current.torque.format(210, integer)).toBe('210 Nm');
  });

  test('a change applies at once to every reader and is remembered on this device', () => {
    const { result } = renderHook(() => useUnits(), { wrapper });
    act(() => setUnits({ power: 'kw', torque: 'lbft' }));
    expect(result.current.power.unit).toBe('kw');
    expect(result.current.power.format(150, integer)).toBe('110 kW');
    expect(result.current.torque.format(210, integer)).toBe('155 lb-ft');
    expect(JSON.parse(window.localStorage.getItem('vtdb.units') ?? 'null')).toEqual({ power: 'kw', torque: 'lbft' });
    act(() => setUnits({ power: 'bhp' }));
    expect(result.current.power.format(150, integer)).toBe('148 bhp');
    expect(result.current.torque.unit).toBe('lbft');
  });

  test('another tab’s choice arrives through the storage event', () => {
    const { result } = renderHook(() => useUnits(), { wrapper });
    act(() => {
      window.localStorage.setItem('vtdb.units', JSON.stringify({ power: 'kw', torque: 'nm' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'vtdb.units' }));
    });
    expect(result.current.power.unit).toBe('kw');
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addToComparison, clearComparison, removeFromComparison, resetComparison, useComparison, type ChosenEngine } from './selection';

const engine = (id: number, name = `Engine ${id}`): ChosenEngine => ({
  type: { id: 1, name: 'Cars & LCV' },
  manufacturer: { id: 5, name: 'Audi' },
  model: { id: 10, name: 'A4' },
  generation: { id: 20, name: 'B5' },
  engine: { id, name },
});

const stored = () => JSON.parse(window.sessionStorage.getItem('vtdb.compare') ?? 'null') as unknown;

describe('the engines chosen for comparison', () => {
  test('are added in order, at most three; a fourth is refused and remembered as refused', () => {
    const { result } = renderHook(() => useComparison());
    expect(result.current.chosen).toEqual([]);
    act(() => {
      expect(addToComparison(engine(101))).toBe('added');
      expect(addToComparison(engine(102))).toBe('added');
      expect(addToComparison(engine(101))).toBe('present');
      expect(addToComparison(engine(103))).toBe('added');
    });
    expect(result.current.chosen.map((item) => item.engine.id)).toEqual([101, 102, 103]);
    expect(result.current.refused).toBeNull();
    act(() => {
      expect(addToComparison(engine(104))).toBe('full');
    });
    expect(result.current.chosen.map((item) => item.engine.id)).toEqual([101, 102, 103]);
    expect(result.current.refused?.engine.engine.id).toBe(104);
    // Taking one out makes room, and the refusal is over.
    act(() => removeFromComparison(102));
    expect(result.current.refused).toBeNull();
    act(() => {
      expect(addToComparison(engine(104))).toBe('added');
    });
    expect(result.current.chosen.map((item) => item.engine.id)).toEqual([101, 103, 104]);
  });

  test('are kept in session storage, and read back after a reload', () => {
    addToComparison(engine(101, '1.8T 150hp 210Nm'));
    addToComparison(engine(102));
    expect(stored()).toEqual([engine(101, '1.8T 150hp 210Nm'), engine(102)]);
    resetComparison();
    window.sessionStorage.setItem('vtdb.compare', JSON.stringify([engine(101, '1.8T 150hp 210Nm'), engine(102)]));
    const { result } = renderHook(() => useComparison());
    expect(result.current.chosen).toEqual([engine(101, '1.8T 150hp 210Nm'), engine(102)]);
    act(() => clearComparison());
    expect(result.current.chosen).toEqual([]);
    expect(stored()).toEqual([]);
  });

  test('what storage holds is checked: broken entries, repeats and a fourth are left out', () => {
    const broken = [
      engine(101),
      { ...engine(102), engine: { id: -1, name: 'x' } },
      { ...engine(103), model: { id: 10, name: 'bad\u0007name' } },
      { ...engine(104), generation: { id: 20 } },
      'text',
      null,
      engine(101),
      engine(105),
      engine(106),
      engine(107),
    ];
    window.sessionStorage.setItem('vtdb.compare', JSON.stringify(broken));
    const { result } = renderHook(() => useComparison());
    expect(result.current.chosen.map((item) => item.engine.id)).toEqual([101, 105, 106]);
  });

  test('storage that is not JSON, or not a list, is an empty choice', () => {
    window.sessionStorage.setItem('vtdb.compare', '{not json');
    expect(renderHook(() => useComparison()).result.current.chosen).toEqual([]);
    resetComparison();
    window.sessionStorage.setItem('vtdb.compare', '{"engine":{"id":1,"name":"x"}}');
    expect(renderHook(() => useComparison()).result.current.chosen).toEqual([]);
  });

  test('extra fields in storage are not kept', () => {
    window.sessionStorage.setItem(
      'vtdb.compare',
      JSON.stringify([{ ...engine(101), engines: new Array(5).fill(engine(1)), engine: { id: 101, name: 'A', slug: 'a' } }]),
    );
    const { result } = renderHook(() => useComparison());
    expect(result.current.chosen).toEqual([{ ...engine(101), engine: { id: 101, name: 'A' } }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/schemas';
import { nearestByPower, powerInQuery, powerOfName } from './nearest';

const hit = (id: number, name: string): SearchResult => ({
  type: { id: 1, name: 'Cars' },
  manufacturer: { id: 2, name: 'Volkswagen' },
  model: { id: 3, name: 'Golf' },
  generation: { id: 4, name: 'Mk7' },
  engine: { id, name },
});

describe('nearest offers by power', () => {
  it('finds the power in a query and what to search instead; sizes and generation numbers are not powers', () => {
    expect(powerInQuery('golf 7 2.0 tdi 150')).toEqual({ power: 150, rest: 'golf 7 2.0 tdi' });
    expect(powerInQuery('golf 7 150hp tdi')).toEqual({ power: 150, rest: 'golf 7 tdi' });
    expect(powerInQuery('golf 7 tdi 150 PS')).toEqual({ power: 150, rest: 'golf 7 tdi' });
    expect(powerInQuery('golf 7 2.0 tdi')).toBeUndefined();
    expect(powerInQuery('150')).toBeUndefined();
    expect(powerInQuery('golf 9999')).toBeUndefined();
  });

  it('reads the power from an engine name', () => {
    expect(powerOfName('2.0 TDI 140hp 290Nm')).toBe(140);
    expect(powerOfName('1.8T 225hp 310Nm (K04 hybrid)')).toBe(225);
    expect(powerOfName('2.0 TDI 150 PS')).toBe(150);
    expect(powerOfName('D13K 460')).toBeUndefined();
  });

  it('offers the nearest power below and above, best-ranked first of each', () => {
    const results = [
      hit(1, '2.0 TDI 177hp 380Nm'),
      hit(2, '2.0 TDI 140hp 290Nm'),
      hit(3, '2.0 TDI 163hp 355Nm'),
      hit(4, '2.0 TDI 140hp 320Nm'),
      hit(5, '2.0 TDI 110hp'),
    ];
    expect(nearestByPower(results, 150).map((item) => [item.hit.engine.id, item.power])).toEqual([
      [2, 140],
      [3, 163],
    ]);
    expect(nearestByPower(results, 500).map((item) => item.power)).toEqual([177]);
    expect(nearestByPower(results, 50).map((item) => item.power)).toEqual([110]);
    expect(nearestByPower([hit(9, 'D13K')], 150)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ON_REQUEST, SCOPES, workshopSchema, type Price, type PriceRule, type PriceScope } from './workshop';
import { indexPrices, optionPrice, stagePrice, type VehicleIds } from './prices';

const VEHICLE: VehicleIds = { type: 1, manufacturer: 4, model: 40, generation: 400, engine: 4000 };

const RULES: PriceRule[] = [
  { type: 1, stages: { '1': 449, '2': 749, '3': ON_REQUEST }, options: { EGR: 99, DPF: 149, 'Pops & Bangs': 199 } },
  { manufacturer: 4, stages: { '1': 499, '2': 849 }, options: { 'pops &  bangs': 249 } },
  { model: 40, stages: { '1': 479 } },
  { generation: 400, stages: { '2': 699 }, options: { DPF: ON_REQUEST } },
  { engine: 4000, stages: { '1': 1234 } },
  // Other records: never used for this vehicle.
  { type: 2, stages: { '1': 1, '4': 1 } },
  { manufacturer: 5, stages: { '3': 2 } },
  { engine: 4001, stages: { '2': 3 } },
];

describe('price resolution: the most specific rule wins', () => {
  const index = indexPrices(RULES);

  test('engine > generation > model > manufacturer > type, stage by stage', () => {
    expect(stagePrice(index, VEHICLE, 1)).toEqual({ price: 1234, scope: 'engine', id: 4000, rule: 4 });
    expect(stagePrice(index, VEHICLE, 2)).toEqual({ price: 699, scope: 'generation', id: 400, rule: 3 });
    expect(stagePrice(index, VEHICLE, 3)).toEqual({ price: ON_REQUEST, scope: 'type', id: 1, rule: 0 });
    expect(stagePrice(index, VEHICLE, 4)).toBeNull();
    expect(stagePrice(index, { ...VEHICLE, engine: 9 }, 1)).toEqual({ price: 479, scope: 'model', id: 40, rule: 2 });
    expect(stagePrice(index, { ...VEHICLE, engine: 9, model: 9 }, 1)).toEqual({ price: 499, scope: 'manufacturer', id: 4, rule: 1 });
    expect(stagePrice(index, { ...VEHICLE, engine: 9, model: 9, manufacturer: 9 }, 1)).toEqual({ price: 449, scope: 'type', id: 1, rule: 0 });
    expect(stagePrice(index, { type: 3, manufacturer: 9, model: 9, generation: 9, engine: 9 }, 1)).toBeNull();
  });

  test('a rule for another record of the same scope never applies', () => {
    expect(stagePrice(index, { ...VEHICLE, engine: 4001 }, 2)).toEqual({ price: 3, scope: 'engine', id: 4001, rule: 7 });
    expect(stagePrice(index, { ...VEHICLE, manufacturer: 5 }, 3)).toEqual({ price: 2, scope: 'manufacturer', id: 5, rule: 6 });
  });

  test('options: the same precedence, names matched without letter case or extra spaces', () => {
    expect(optionPrice(index, VEHICLE, 'EGR')).toEqual({ price: 99, scope: 'type', id: 1, rule: 0 });
    expect(optionPrice(index, VEHICLE, 'dpf')).toEqual({ price: ON_REQUEST, scope: 'generation', id: 400, rule: 3 });
    expect(optionPrice(index, VEHICLE, ' Pops & Bangs ')).toEqual({ price: 249, scope: 'manufacturer', id: 4, rule: 1 });
    expect(optionPrice(index, VEHICLE, 'Hardcut')).toBeNull();
  });

  test('stage 0 and a stage a rule does not name', () => {
    const zero = indexPrices([{ type: 1, stages: { '0': 10 } }]);
    expect(stagePrice(zero, VEHICLE, 0)?.price).toBe(10);
    expect(stagePrice(zero, VEHICLE, 1)).toBeNull();
  });

  test('keys of the object prototype are not stages or options', () => {
    const plain = indexPrices([{ type: 1, stages: { '1': 10 } }]);
    expect(optionPrice(plain, VEHICLE, 'constructor')).toBeNull();
    expect(optionPrice(plain, VEHICLE, '__proto__')).toBeNull();
  });
});

// Small id spaces, so that rules often match and often compete.
const idOf = fc.integer({ min: 1, max: 4 });
const price: fc.Arbitrary<Price> = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  fc.constant(ON_REQUEST),
);
const stageNumber = fc.integer({ min: 0, max: 4 });
const rule: fc.Arbitrary<PriceRule> = fc
  .record({
    scope: fc.constantFrom(...SCOPES),
    id: idOf,
    stages: fc.dictionary(stageNumber.map(String), price, { maxKeys: 4 }),
  })
  .map(({ scope, id, stages }) => ({ [scope]: id, stages }));
/** Price lists the schema accepts: at most one rule per record. */
const priceList = fc.uniqueArray(rule, {
  maxLength: 25,
  selector: (item) => SCOPES.map((scope) => item[scope] ?? '').join('/'),
});
const vehicle: fc.Arbitrary<VehicleIds> = fc.record({ type: idOf, manufacturer: idOf, model: idOf, generation: idOf, engine: idOf });

function rank(item: PriceRule): number {
  return SCOPES.findIndex((scope) => item[scope] !== undefined);
}
function scopeOf(item: PriceRule): PriceScope {
  return SCOPES[rank(item)]!;
}

describe('price resolution: properties', () => {
  test('the price lists generated here are ones the schema accepts', () => {
    fc.assert(
      fc.property(priceList, (rules) => {
        expect(workshopSchema.safeParse({ name: 'W', contact: {}, currency: 'EUR', prices: rules }).success).toBe(true);
      }),
    );
  });

  test('every engine and stage gets exactly one rule: the most specific of those that price it ("on request" included), or none when none does', () => {
    fc.assert(
      fc.property(priceList, vehicle, stageNumber, (rules, ids, stage) => {
        const candidates = rules
          .map((item, position) => ({ item, position }))
          .filter(({ item }) => item[scopeOf(item)] === ids[scopeOf(item)] && item.stages?.[String(stage)] !== undefined);
        const found = stagePrice(indexPrices(rules), ids, stage);
        if (candidates.length === 0) {
          expect(found).toBeNull();
          return;
        }
        const best = Math.min(...candidates.map(({ item }) => rank(item)));
        const winners = candidates.filter(({ item }) => rank(item) === best);
        // Exactly one rule of the most specific scope prices it, and it is the one chosen.
        expect(winners).toHaveLength(1);
        const winner = winners[0]!;
        expect(found).toEqual({ price: winner.item.stages![String(stage)], scope: scopeOf(winner.item), id: ids[scopeOf(winner.item)], rule: winner.position });
      }),
    );
  });

  test('with a rule for the vehicle type pricing a stage, every engine of that type gets a price for it', () => {
    fc.assert(
      fc.property(priceList, vehicle, stageNumber, price, (rules, ids, stage, base) => {
        const withBase = [...rules.filter((item) => item.type !== ids.type), { type: ids.type, stages: { [String(stage)]: base } }];
        const found = stagePrice(indexPrices(withBase), ids, stage);
        expect(found).not.toBeNull();
        expect(found!.price === ON_REQUEST || typeof found!.price === 'number').toBe(true);
      }),
    );
  });

  test('the order of the rules does not change the result', () => {
    fc.assert(
      fc.property(priceList, vehicle, stageNumber, fc.nat(), (rules, ids, stage, seed) => {
        const shuffled = [...rules].sort((a, b) => ((JSON.stringify(a).length * 31 + seed) % 7) - ((JSON.stringify(b).length * 31 + seed) % 7));
        expect(stagePrice(indexPrices(shuffled), ids, stage)?.price).toEqual(stagePrice(indexPrices(rules), ids, stage)?.price);
      }),
    );
  });
});

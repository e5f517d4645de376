import { z } from 'zod';
import agriculture from './agriculture.json';
import atv from './atv.json';
import bikes from './bikes.json';
import cars from './cars.json';
import marine from './marine.json';
import trucks from './trucks.json';
import { ENGINE_FAMILIES, SEGMENTS, type CatalogueSeed, type ManufacturerSpec } from './types';

/**
 * The whole hand-curated seed of the demo catalogue, one list of makes per vehicle type. The
 * tables are data files (`<type>.json`, a line per model, makes in the trade's groups), checked
 * here against the shapes of ./types.ts when the server starts: a slip in an edit is named at
 * once, not met deep inside the generator.
 */
const year = z.number().int().min(1990).max(2026);
const makes = z.array(
  z.strictObject({
    name: z.string().min(1),
    family: z.enum(ENGINE_FAMILIES),
    models: z.array(
      z.strictObject({
        name: z.string().min(1),
        segment: z.enum(SEGMENTS),
        generations: z
          .array(z.strictObject({ name: z.string().min(1), from: year, to: year, number: z.number().int().positive().optional() }))
          .min(1),
      }),
    ),
  }),
);

function checked(type: string, data: unknown): ManufacturerSpec[] {
  const parsed = makes.safeParse(data);
  if (!parsed.success) throw new Error(`server/demo/catalogue/data/${type}.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const catalogueSeed: CatalogueSeed = {
  cars: checked('cars', cars),
  bikes: checked('bikes', bikes),
  trucks: checked('trucks', trucks),
  agriculture: checked('agriculture', agriculture),
  marine: checked('marine', marine),
  atv: checked('atv', atv),
};

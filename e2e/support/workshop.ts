import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { workshopSchema } from '../../contract/workshop';
import { api } from './catalogue';

/** The shipped example workshop profile (deploy/workshop.example.yaml): what plain `npm start` serves. */
export const exampleProfile = workshopSchema.parse(parse(readFileSync(new URL('../../deploy/workshop.example.yaml', import.meta.url), 'utf8')));
/** The example's price rule for one engine. */
export const engineRule = exampleProfile.prices.find((rule) => rule.engine !== undefined)!;
/** The example's price rule for a whole generation (the generation of `engineRule`'s engine). */
export const generationRule = exampleProfile.prices.find((rule) => rule.generation !== undefined)!;

export interface Reference {
  id: number;
  name: string;
}
export interface GenerationAnswer extends Reference {
  type: Reference;
  manufacturer: Reference;
  model: Reference;
  engines: Reference[];
}

/** The generation the example profile prices, found through the API, and the path of its page. */
export async function pricedGeneration(request: APIRequestContext) {
  const generation = await api<GenerationAnswer>(request, `/generations/${generationRule.generation}`);
  const base = `/types/${generation.type.id}/manufacturers/${generation.manufacturer.id}/models/${generation.model.id}/generations/${generation.id}`;
  return { generation, base };
}

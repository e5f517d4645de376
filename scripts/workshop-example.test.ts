import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../server/demo/catalogue/generate';
import { readConfig } from '../server/config';
import { indexPrices, optionPrice, stagePrice } from '../contract/prices';

/**
 * The shipped example profile (deploy/workshop.example.yaml), used by plain `npm start`, against
 * the whole demo catalogue: every stage and every option of every engine has a price (an amount
 * or "on request"), so the demo shows prices on every engine page. (Here, not in server/: it joins
 * the server's catalogue and the resolver the browser and the MCP tools share, contract/prices.ts.)
 */
describe('the example workshop profile', () => {
  it('prices every stage and every option of every demo engine', () => {
    const workshop = readConfig({}).workshop;
    expect(workshop?.currency).toBe('EUR');
    const index = indexPrices(workshop!.prices);
    const unpriced: string[] = [];
    let stages = 0;
    for (const engine of generateCatalogue().engines) {
      const vehicle = { type: engine.typeId, manufacturer: engine.manufacturerId, model: engine.modelId, generation: engine.generationId, engine: engine.id };
      for (const stage of engine.tuning.stages) {
        stages += 1;
        if (!stagePrice(index, vehicle, stage.stageNumber)) unpriced.push(`engine ${engine.id} stage ${stage.stageNumber}`);
      }
      for (const option of engine.tuning.options) {
        if (!optionPrice(index, vehicle, option.name)) unpriced.push(`engine ${engine.id} option ${option.name}`);
      }
    }
    expect(stages).toBeGreaterThan(10_000);
    expect(unpriced.slice(0, 10)).toEqual([]);
  });
});

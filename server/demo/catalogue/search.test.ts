import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate';
import { foldText, generationNumbers, pageAtPosition, SearchIndex } from './search';
import type { View } from './views';

/** Search as staff at a counter type it, over the real demo catalogue. */
const catalogue = generateCatalogue();
const index = new SearchIndex(catalogue);
const view: View = { version: 'v2', account: null, language: 'en', mediaBase: 'http://127.0.0.1' };

const names = (query: string) =>
  index.search(view, query).map((engine) => {
    const generation = catalogue.generations.find((item) => item.id === engine.generationId)!;
    const model = catalogue.models.find((item) => item.id === engine.modelId)!;
    const make = catalogue.manufacturers.find((item) => item.id === engine.manufacturerId)!;
    return { make: make.name, model: model.name, generation: generation.name, engine: engine.name };
  });

describe('search as staff type it', () => {
  it('folds accents and case: "citroen c4" finds the Citroën C4 first, and so does "CITROËN C4"', () => {
    const hits = names('citroen c4');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.make === 'Citroën')).toBe(true);
    // The C4 models (whole word) come before engines that only have "c4" inside a code.
    const c4 = hits.map((hit) => /^C4\b/.test(hit.model));
    expect(c4[0]).toBe(true);
    expect(c4.indexOf(false) === -1 || c4.lastIndexOf(true) < c4.indexOf(false)).toBe(true);
    expect(names('CITROËN C4')).toEqual(hits);
    expect(foldText('Škoda Straße Øresund')).toBe('skoda strasse oresund');
  });

  it('knows make aliases: "vw golf tdi" finds Volkswagen Golf TDIs; merc, chevy and alfa find their makes', () => {
    const hits = names('vw golf tdi');
    expect(hits.length).toBeGreaterThan(5);
    for (const hit of hits) {
      expect(hit.make).toBe('Volkswagen');
      expect(hit.model).toMatch(/^Golf/);
      expect(hit.engine.toLowerCase()).toContain('tdi');
    }
    expect(names('merc c')[0]!.model).toBe('C-Class');
    expect(new Set(names('chevy').map((hit) => hit.make))).toEqual(new Set(['Chevrolet']));
    expect(names('alfa giulia').length).toBeGreaterThan(0);
    expect(names('alfa giulia').every((hit) => hit.make === 'Alfa Romeo')).toBe(true);
  });

  it('a generation number finds its generation: "golf 7 tdi" is the Mk7, never a Mk4 "70hp"; "a4 b8" still works', () => {
    const hits = names('golf 7 tdi');
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => `${hit.model} ${hit.generation}`))).toEqual(new Set(['Golf Mk7']));
    expect(names('golf 4').every((hit) => hit.generation === 'Mk4')).toBe(true);
    const b8 = names('a4 b8');
    expect(b8.slice(0, 5).every((hit) => hit.model === 'A4' && hit.generation === 'B8')).toBe(true);
    expect(generationNumbers('Mk3 Facelift')).toEqual(['3']);
    expect(generationNumbers('VII')).toEqual(['7', 'mk7']);
    expect(names('c4 2').every((hit) => hit.generation.startsWith('II'))).toBe(true);
  });

  it('ranks whole words above fragments, then keeps display order', () => {
    // "c" is a whole word in "C-Class" and a fragment of "Citan", "AMG GT C190" and the rest.
    const hits = names('merc c');
    const whole = hits.map((hit) => hit.model === 'C-Class');
    expect(whole.slice(0, 5).every(Boolean)).toBe(true);
    expect(whole.lastIndexOf(true)).toBeLessThan(whole.indexOf(false));
    const ids = index
      .search(view, 'merc c')
      .slice(0, whole.lastIndexOf(true) + 1)
      .map((engine) => engine.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages through the ranked list by position, each hit once', () => {
    const hits = index.search(view, 'tdi');
    const seen: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const { page, pagination } = pageAtPosition(hits, cursor, 333);
      seen.push(...page.map((engine) => engine.id));
      if (!pagination.has_more) break;
      cursor = pagination.next_cursor!;
    }
    expect(seen).toEqual(hits.map((engine) => engine.id));
    expect(pageAtPosition(hits, 9007199254740991, 50)).toEqual({
      page: [],
      pagination: { cursor: 9007199254740991, limit: 50, next_cursor: null, has_more: false },
    });
  });
});

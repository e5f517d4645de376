import { describe, expect, it } from 'vitest';
import { useServer } from '../test/harness';
import { monograms } from './media';

/**
 * The demo's drawn logos: each manufacturer's badge carries a monogram no other make in the
 * catalogue shares (Volkswagen and Volvo used to both read "VO", three makes "CH").
 */

const server = useServer();

const monogramIn = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('manufacturer monograms', () => {
  it('Volkswagen and Volvo, and Chevrolet, Chrysler and Chery, each get their own badge', async () => {
    const bySlug = new Map(server.catalogue.manufacturers.map((maker) => [maker.name, maker.slug]));
    const drawn = new Map<string, string>();
    for (const name of ['Volkswagen', 'Volvo', 'Chevrolet', 'Chrysler', 'Chery']) {
      const response = await server.get(`/media/logos/${bySlug.get(name)}.svg`);
      expect(response.status, name).toBe(200);
      drawn.set(name, monogramIn(response.text)!);
    }
    expect(new Set(drawn.values()).size).toBe(5);
    expect(drawn.get('Chery')).toBe('CH');
    // The dark variant draws the same letters.
    const dark = await server.get(`/media/logos/${bySlug.get('Volvo')}-dark.svg`);
    expect(monogramIn(dark.text)).toBe(drawn.get('Volvo'));
  });

  it('are distinct across every make of the demo catalogue, and stable', () => {
    const names = [...new Set(server.catalogue.manufacturers.map((maker) => maker.name))];
    const letters = monograms(names);
    expect(new Set(letters.values()).size).toBe(names.length);
    for (const monogram of letters.values()) expect(monogram).toMatch(/^[\p{Lu}\p{N}]{2,3}$/u);
    // Short capital names are their own monogram; two-word names their initials.
    expect(letters.get('BMW')).toBe('BMW');
    expect(letters.get('Alfa Romeo')).toBe('AR');
    // The same list in another order gives the same monograms.
    expect(monograms([...names].reverse())).toEqual(letters);
  });

  it('still finds distinct letters when every obvious pair is taken', () => {
    const letters = monograms(['Mazda', 'Maserati', 'Mahindra', 'Mack', 'Mad', 'Mada', 'Madam', 'Ma']);
    expect(new Set(letters.values()).size).toBe(8);
  });
});

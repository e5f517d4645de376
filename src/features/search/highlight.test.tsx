import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from '../../components/filter-input';
import { Highlight } from './highlight';

const marks = (text: string, query: string) =>
  [...renderToStaticMarkup(<Highlight text={text} query={query} />).matchAll(/<mark>(.*?)<\/mark>/gu)].map((match) => match[1]);

describe('highlights mark only what matched', () => {
  it('"golf 7 tdi" marks no 7 inside 75hp or 177hp', () => {
    expect(marks('Volkswagen Golf 1.2 TDI 75hp 164Nm', 'golf 7 tdi')).toEqual(['Golf', 'TDI']);
    expect(marks('Volkswagen Golf 2.0 TDI 177hp 380Nm', 'golf 7 tdi')).toEqual(['Golf', 'TDI']);
    expect(renderToStaticMarkup(<Highlight text="Volkswagen Golf 2.0 TDI 177hp 380Nm" query="golf 7 tdi" />)).toBe(
      'Volkswagen <mark>Golf</mark> 2.0 <mark>TDI</mark> 177hp 380Nm',
    );
  });

  it('marks whole numbers, word starts and letter-digit runs: "7" in Mk7, "150" in 150hp, "golf7" as golf and 7', () => {
    expect(marks('Golf Mk7', 'golf 7')).toEqual(['Golf', '7']);
    expect(marks('2.0 TDI 150hp', 'tdi 150')).toEqual(['TDI', '150']);
    expect(marks('Golf Mk7 2.0 TDI', 'golf7')).toEqual(['Golf', '7']);
    expect(marks('Citroën C4', 'citroen c4')).toEqual(['Citroën', 'C4']);
    // A fragment inside a word is not marked: "olf" is not where "Golf" matched.
    expect(marks('Volkswagen Golf', 'olf')).toEqual([]);
    expect(marks('Volkswagen Golf', 'gol')).toEqual(['Gol']);
  });
});

describe('filter boxes know make aliases', () => {
  it('"vw" finds Volkswagen, "merc" Mercedes-Benz, "chevy" Chevrolet; plain text still filters', () => {
    expect(matchesFilter('Volkswagen', 'vw')).toBe(true);
    expect(matchesFilter('Volkswagen', 'VW')).toBe(true);
    expect(matchesFilter('Mercedes-Benz', 'merc')).toBe(true);
    expect(matchesFilter('Chevrolet', 'chevy')).toBe(true);
    expect(matchesFilter('Volvo', 'vw')).toBe(false);
    expect(matchesFilter('Škoda', 'skoda')).toBe(true);
    expect(matchesFilter('Golf', 'vw')).toBe(false);
    expect(matchesFilter('Alfa Romeo', '')).toBe(true);
  });
});

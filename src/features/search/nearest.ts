import type { SearchResult } from '../../../contract/schemas';

/** A power in a query: "150", "150hp", "150 hp" or "150 PS", 20 to 3000. */
export interface PowerInQuery {
  power: number;
  /** The query without it: what to search for instead. */
  rest: string;
}

const POWER_UNIT = /^(?:hp|ps|bhp|cv|ch|pk|hk)$/iu;

/**
 * The last power in a query and the query without it ("golf 7 2.0 tdi 150" → 150 and "golf 7 2.0
 * tdi"); undefined when there is none or nothing else to search for. Generation numbers (one or
 * two digits) and sizes ("2.0") are not powers.
 */
export function powerInQuery(query: string): PowerInQuery | undefined {
  const words = query.trim().split(/\s+/u).filter(Boolean);
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const match = /^(\d{2,4})(hp|ps|bhp|cv|ch|pk|hk)?$/iu.exec(words[i]!);
    if (!match) continue;
    const power = Number(match[1]);
    if (power < 20 || power > 3000) continue;
    const unitAfter = !match[2] && i + 1 < words.length && POWER_UNIT.test(words[i + 1]!);
    const rest = [...words.slice(0, i), ...words.slice(i + (unitAfter ? 2 : 1))].join(' ');
    return rest ? { power, rest } : undefined;
  }
  return undefined;
}

/** The power an engine's name states ("2.0 TDI 140hp 290Nm" → 140), if it states one. */
export function powerOfName(name: string): number | undefined {
  const match = /(?:^|[\s(])(\d{2,4})\s?(?:hp|ps|bhp|cv)(?![a-z])/iu.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The hits nearest to a power: the best-ranked engine of the highest power below it and of the
 * lowest power above it (or of the power itself), lowest first.
 */
export function nearestByPower(results: readonly SearchResult[], power: number): { hit: SearchResult; power: number }[] {
  let below: { hit: SearchResult; power: number } | undefined;
  let above: { hit: SearchResult; power: number } | undefined;
  for (const hit of results) {
    const own = powerOfName(hit.engine.name);
    if (own === undefined) continue;
    if (own < power && (!below || own > below.power)) below = { hit, power: own };
    if (own >= power && (!above || own < above.power)) above = { hit, power: own };
  }
  return [below, above].filter((item): item is { hit: SearchResult; power: number } => item !== undefined);
}

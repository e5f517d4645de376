import { SCOPES, type Price, type PriceRule, type PriceScope } from './workshop';

/**
 * Which price the workshop asks for a stage or an option of one engine (pure functions; the
 * profile's schema is ./workshop.ts). Shared by the browser's engine page and compare table
 * (src/features/pricing/) and the server's MCP tools (server/mcp/). A rule names one record (a vehicle type,
 * manufacturer, model, generation or engine); for each stage number and each option the most
 * specific record whose rule gives it a price wins: engine > generation > model > manufacturer >
 * type. No rule: no price. "on request" is a price like any other.
 */

/** The records an engine belongs to, by id (the engine page's URL holds them all). */
export type VehicleIds = Record<PriceScope, number>;

/** A price and the rule that picked it. */
export interface PriceMatch {
  price: Price;
  scope: PriceScope;
  /** The id of the record the rule is for. */
  id: number;
  /** The rule's position in the profile's price list. */
  rule: number;
}

interface IndexedRule {
  rule: PriceRule;
  position: number;
  /** Option prices by normalised name. */
  options: Map<string, Price>;
}

/** A price list looked up by record: one map per scope (the schema refuses two rules for one record). */
export interface PriceIndex {
  byScope: Record<PriceScope, Map<number, IndexedRule>>;
}

/** Option names are matched without regard to letter case or surrounding and repeated spaces. */
export function optionKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function indexPrices(rules: readonly PriceRule[]): PriceIndex {
  const byScope: Record<PriceScope, Map<number, IndexedRule>> = {
    engine: new Map(),
    generation: new Map(),
    model: new Map(),
    manufacturer: new Map(),
    type: new Map(),
  };
  rules.forEach((rule, position) => {
    for (const scope of SCOPES) {
      const id = rule[scope];
      if (id === undefined) continue;
      // The first rule for a record counts (the schema refuses a second one anyway).
      if (!byScope[scope].has(id)) {
        const options = new Map<string, Price>();
        for (const [name, price] of Object.entries(rule.options ?? {})) {
          const key = optionKey(name);
          if (!options.has(key)) options.set(key, price);
        }
        byScope[scope].set(id, { rule, position, options });
      }
      return;
    }
  });
  return { byScope };
}

function resolve(index: PriceIndex, vehicle: VehicleIds, pick: (entry: IndexedRule) => Price | undefined): PriceMatch | null {
  for (const scope of SCOPES) {
    const entry = index.byScope[scope].get(vehicle[scope]);
    if (!entry) continue;
    const price = pick(entry);
    if (price !== undefined) return { price, scope, id: vehicle[scope], rule: entry.position };
  }
  return null;
}

/** The price of a stage (by the contract's `stage_number`) of this vehicle, or null. */
export function stagePrice(index: PriceIndex, vehicle: VehicleIds, stageNumber: number): PriceMatch | null {
  const key = String(stageNumber);
  return resolve(index, vehicle, (entry) => (entry.rule.stages && Object.hasOwn(entry.rule.stages, key) ? entry.rule.stages[key] : undefined));
}

/** The price of a tuning option (by its name in the catalogue) for this vehicle, or null. */
export function optionPrice(index: PriceIndex, vehicle: VehicleIds, optionName: string): PriceMatch | null {
  const key = optionKey(optionName);
  return resolve(index, vehicle, (entry) => entry.options.get(key));
}

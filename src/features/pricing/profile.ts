import { workshopSchema, type WorkshopProfile } from '../../../contract/workshop';
import { useApp } from '../../core/app-context';
import { beforeHydration } from '../../core/idle';

/** A workshop text in a language (contract/workshop.ts: the MCP tools use it too). */
export { localized } from '../../../contract/workshop';

/**
 * The workshop profile as the browser has it: from the runtime configuration's `workshop`
 * (written by the server, contract/workshop.ts), checked here with the contract's schema rather
 * than in the first page's configuration parse, so that its schema loads with the engine page.
 * A profile that does not hold is ignored (no prices), never half-used.
 */

const checked = new WeakMap<object, WorkshopProfile | null>();

export function workshopProfile(value: unknown): WorkshopProfile | null {
  if (typeof value !== 'object' || value === null) return null;
  const known = checked.get(value);
  if (known !== undefined) return known;
  const parsed = workshopSchema.safeParse(value);
  const profile = parsed.success ? parsed.data : null;
  checked.set(value, profile);
  return profile;
}

// The first check of a profile costs a phone tens of milliseconds (zod builds the schema's
// checks on first use): done before hydration, in a task of its own, when a page that shows the
// workshop is the one hydrated.
beforeHydration((config) => void workshopProfile(config.workshop));

/** The deployment's workshop profile, or null when it has none. */
export function useWorkshop(): WorkshopProfile | null {
  const { config } = useApp();
  return workshopProfile(config.workshop);
}

/**
 * The price list applies to the deployment's own catalogue (its ids are that catalogue's): not
 * when the user has pointed Settings at another catalogue.
 */
export function usePriceProfile(): WorkshopProfile | null {
  const { saved } = useApp();
  const workshop = useWorkshop();
  return saved ? null : workshop;
}

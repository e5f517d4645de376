import { useSyncExternalStore } from 'react';
import { CONTROL_CHARACTERS, MAX_STRING_LENGTH, V2_MAX_ID } from '../../../contract/constants';
import type { Reference, SearchResult } from '../../../contract/schemas';
import { COMPARE_MAX } from './compare-url';

/**
 * The engines chosen for comparison, at most three, in the order chosen: each with its
 * vehicle's references (as a search hit carries them), so the tray can name it and its link
 * can ask for everything at once. Kept in session storage: it survives navigation and reloads
 * in this tab, and a new tab (a new customer at the counter) starts empty. What storage holds
 * is checked as the contract checks a reference before it is used (by hand: the contract's zod
 * schemas would be split out of the first page's chunk if this lazy module imported them).
 */

export type ChosenEngine = SearchResult;

export type AddOutcome = 'added' | 'present' | 'full';

interface State {
  chosen: readonly ChosenEngine[];
  /** The last engine refused because three were chosen, and when (so each refusal is announced). */
  refused: { engine: ChosenEngine; at: number } | null;
}

const COMPARISON_STORAGE_KEY = 'vtdb.compare';
const EMPTY: State = { chosen: [], refused: null };
const LEVELS = ['type', 'manufacturer', 'model', 'generation', 'engine'] as const;

function reference(value: unknown): Reference | null {
  if (typeof value !== 'object' || value === null || !('id' in value) || !('name' in value)) return null;
  const { id, name } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > V2_MAX_ID) return null;
  if (typeof name !== 'string' || name.length > MAX_STRING_LENGTH || CONTROL_CHARACTERS.test(name)) return null;
  return { id, name };
}

/** A stored engine with all five references whole, or null. */
export function chosenEngine(value: unknown): ChosenEngine | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = new Map(Object.entries(value));
  const [type, manufacturer, model, generation, engine] = LEVELS.map((level) => reference(fields.get(level)));
  return type && manufacturer && model && generation && engine ? { type, manufacturer, model, generation, engine } : null;
}

function read(): State {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(COMPARISON_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return EMPTY;
    const chosen: ChosenEngine[] = [];
    for (const item of stored) {
      const engine = chosenEngine(item);
      if (engine && !chosen.some((other) => other.engine.id === engine.engine.id) && chosen.length < COMPARE_MAX) chosen.push(engine);
    }
    // Nothing chosen is EMPTY itself, the server's snapshot: an equal but new object would make
    // React render every component that reads the choice again, at once, after hydration.
    return chosen.length === 0 ? EMPTY : { chosen, refused: null };
  } catch {
    return EMPTY;
  }
}

let state: State | undefined;
const listeners = new Set<() => void>();
const snapshot = () => (state ??= read());

function update(next: State) {
  const stored = next.chosen !== snapshot().chosen;
  state = next;
  if (stored) {
    try {
      window.sessionStorage.setItem(COMPARISON_STORAGE_KEY, JSON.stringify(next.chosen));
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  }
  for (const listener of listeners) listener();
}

export function addToComparison(engine: ChosenEngine): AddOutcome {
  const { chosen } = snapshot();
  if (chosen.some((item) => item.engine.id === engine.engine.id)) return 'present';
  if (chosen.length >= COMPARE_MAX) {
    update({ chosen, refused: { engine, at: Date.now() } });
    return 'full';
  }
  update({ chosen: [...chosen, engine], refused: null });
  return 'added';
}

export function removeFromComparison(engineId: number) {
  const { chosen } = snapshot();
  if (!chosen.some((item) => item.engine.id === engineId)) return;
  update({ chosen: chosen.filter((item) => item.engine.id !== engineId), refused: null });
}

export function clearComparison() {
  update({ chosen: [], refused: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useComparison(): State {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Forget the choice (tests start empty). */
export function resetComparison() {
  state = undefined;
  try {
    window.sessionStorage.removeItem(COMPARISON_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

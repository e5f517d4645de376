import { useSyncExternalStore } from 'react';

/**
 * Which curves the reader chose to show or hide, remembered on this device by role ("stock
 * power", "stage 2 torque") so the choice carries from one engine to the next. A role never
 * chosen falls back to the chart's calm default: stock and the highest stage.
 */

const STORAGE_KEY = 'vtdb.dynoCurves';
type Choice = Readonly<Record<string, boolean>>;

function read(): Choice {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    // Only short role names with a yes or no: anything else in storage is ignored.
    return Object.fromEntries(Object.entries(saved).filter(([role, shown]) => role.length <= 40 && typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

let current: Choice | undefined;
const listeners = new Set<() => void>();
const snapshot = () => (current ??= read());

export function setCurveShown(role: string, shown: boolean) {
  current = { ...snapshot(), [role]: shown };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Applied for this visit, not remembered.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurveChoice(): Choice {
  return useSyncExternalStore(subscribe, snapshot, () => ({}));
}

/** Forget the choice (tests start from the default). */
export function resetCurveChoice() {
  current = undefined;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

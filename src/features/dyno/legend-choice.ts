import { storedChoice } from './stored-choice';

/**
 * Which curves the reader chose to show or hide, remembered on this device by role ("stock
 * power", "stage 2 torque") so the choice carries from one engine to the next. A role never
 * chosen falls back to the chart's calm default: stock and the highest stage.
 */

const STORAGE_KEY = 'vtdb.dynoCurves';
type Choice = Readonly<Record<string, boolean>>;

const NONE: Choice = {};

const choice = storedChoice<Choice>(
  STORAGE_KEY,
  (saved) => {
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    // Only short role names with a yes or no: anything else in storage is ignored.
    return Object.fromEntries(Object.entries(saved).filter(([role, shown]) => role.length <= 40 && typeof shown === 'boolean'));
  },
  { fallback: NONE },
);

export function setCurveShown(role: string, shown: boolean) {
  choice.set({ ...choice.get(), [role]: shown });
}

export function useCurveChoice(): Choice {
  return choice.use();
}

/** Forget the choice (tests start from the default). */
export const resetCurveChoice = choice.reset;

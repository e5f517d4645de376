import type { RuntimeConfig } from '../../contract/runtime-config';

/**
 * Runs `callback` when the browser is next idle, at the latest after `timeout` ms
 * (requestIdleCallback; where there is none, a short timer). Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, Math.min(timeout, 200));
  return () => window.clearTimeout(id);
}

/**
 * Ends the current task and resumes in a new one, so that a long start-up is several short tasks
 * the browser can paint and answer input between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Work a page's code asks to have done before hydration, each step in a task of its own (main.tsx
 * runs them once the matched pages are loaded): a one-time cost, such as checking the workshop
 * profile against its schema, that would otherwise fall into one of hydration's slices and make
 * it a long task on a phone.
 */
const beforeHydrationSteps: ((config: RuntimeConfig) => void)[] = [];
export function beforeHydration(step: (config: RuntimeConfig) => void): void {
  beforeHydrationSteps.push(step);
}
/** The steps asked for so far, handed over once (the list is emptied). */
export function takeBeforeHydration(): ((config: RuntimeConfig) => void)[] {
  return beforeHydrationSteps.splice(0);
}

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

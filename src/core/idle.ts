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

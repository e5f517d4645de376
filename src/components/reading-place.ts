/**
 * Keeps what the reader is looking at in the same place on screen while the page changes around
 * it, for a few seconds after an action that re-renders the page in place (a language switch:
 * rows above the reader's place grow or shrink with the new words and figures).
 *
 * Browsers' own scroll anchoring does not cover this: it anchors to a node that may be the very
 * table that grows above the window's top. This anchors to the element at the top of the content
 * area and corrects the scroll position every frame until the time is up, the element leaves the
 * page, or the user scrolls, taps or types.
 */
export function holdReadingPlace(durationMs = 3000): void {
  if (typeof window === 'undefined' || window.scrollY === 0) return;
  // The first element near the window's top, left of centre (where the content's text starts),
  // that starts inside the window: a container that starts above it may grow above the window.
  const x = Math.min(200, window.innerWidth / 2);
  let anchor: Element | null = null;
  for (let y = 20; y < window.innerHeight / 2 && !anchor; y += 20) {
    const found = document.elementFromPoint(x, y);
    if (found && found.getBoundingClientRect().top >= 0) anchor = found;
  }
  if (!anchor) return;
  const before = anchor.getBoundingClientRect().top;
  const until = performance.now() + durationMs;
  let stopped = false;
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    stopped = true;
    for (const name of events) window.removeEventListener(name, stop, true);
  };
  for (const name of events) window.addEventListener(name, stop, { capture: true, passive: true });
  const tick = () => {
    if (stopped) return;
    if (performance.now() > until || !anchor.isConnected) return stop();
    const drift = anchor.getBoundingClientRect().top - before;
    if (Math.abs(drift) >= 1) window.scrollBy(0, drift);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

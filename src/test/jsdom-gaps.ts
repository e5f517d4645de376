import { afterEach } from 'vitest';
import { installIntersectionObserver, resetIntersection } from './intersection';

/**
 * What jsdom lacks and the app uses, filled in the least surprising way. Layout is not among
 * them: jsdom lays nothing out, so element rects are zero unless a test stubs them
 * (see ./layout.ts).
 */

// The virtual lists re-measure their offset when the page resizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Nothing is in view unless a test says so (./intersection.ts).
installIntersectionObserver();
afterEach(resetIntersection);

// React Router's ScrollRestoration scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods: open and close it, firing `close` as browsers do
// (the top layer, inertness and Escape are browsers' own, checked in Playwright).
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

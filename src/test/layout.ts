import { afterEach, vi } from 'vitest';

/**
 * Layout for the virtualised lists. They follow the window (useWindowVirtualizer): the number of
 * rows mounted depends on `window.innerHeight`/`innerWidth`, the scroll position on `scrollY`, and
 * the list's own place on its `getBoundingClientRect()`. jsdom lays nothing out, so a test that
 * cares sets a viewport here; every stub is undone after the test.
 */

const original = { innerHeight: window.innerHeight, innerWidth: window.innerWidth, scrollY: window.scrollY };

export function setViewport({ width = 1024, height = 768 }: { width?: number; height?: number }) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

/** Scrolls the window to `y` and tells the listeners, as a user's scroll would. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** Every element reports this size (the virtualiser measures the list and its rows). */
export function stubElementRects(rect: { width: number; height: number; top?: number }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        x: 0,
        y: rect.top ?? 0,
        top: rect.top ?? 0,
        left: 0,
        width: rect.width,
        height: rect.height,
        right: rect.width,
        bottom: (rect.top ?? 0) + rect.height,
        toJSON: () => ({}),
      }) as DOMRect,
  );
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(rect.height);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(rect.width);
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: original.innerWidth });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: original.innerHeight });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: original.scrollY });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: original.scrollY });
});

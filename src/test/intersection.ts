/**
 * IntersectionObserver for jsdom, under the test's control. jsdom has none (and lays nothing
 * out), so "is this element in view?" is a question the test answers: by default nothing is,
 * as on a long page scrolled to the top; `setInView(...)` changes that and, like a scroll,
 * notifies every observer. As in a browser, a new observation reports the current state once.
 * Reset after every test (see ./setup.ts).
 */

type Predicate = (element: Element) => boolean;

let inView: Predicate = () => false;
const observers = new Set<FakeIntersectionObserver>();

function entry(target: Element, isIntersecting: boolean): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: performance.now(),
  };
}

export class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
    // The first report comes asynchronously, as in browsers.
    queueMicrotask(() => {
      if (this.targets.has(target)) this.callback([entry(target, inView(target))], this);
    });
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  notify() {
    if (this.targets.size === 0) return;
    this.callback(
      [...this.targets].map((target) => entry(target, inView(target))),
      this,
    );
  }
}

/** Decide which elements are in view (true: everything, false: nothing), and tell the observers. */
export function setInView(predicate: Predicate | boolean) {
  inView = typeof predicate === 'boolean' ? () => predicate : predicate;
  for (const observer of [...observers]) observer.notify();
}

export function resetIntersection() {
  inView = () => false;
  observers.clear();
}

export function installIntersectionObserver() {
  globalThis.IntersectionObserver = FakeIntersectionObserver;
}

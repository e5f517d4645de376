import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPT, PAGE_SCRIPTS_ELEMENT_ID } from '../../contract/ssr';

/**
 * The page's one inline script (contract/ssr.ts), run as the server-rendered page runs it: the
 * page's code waits in an inert template and is put into the head only once the page's first
 * contentful paint is on the screen.
 */

const CODE = `<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/engine-1.js">`;
const LOADED = { scripts: ['/assets/index-1.js'], preloads: ['/assets/react-1.js', '/assets/engine-1.js'] };
const NOTHING = { scripts: [], preloads: [] };

function run() {
  // The same text the page carries (its CSP hash is of this text), run in this document.
  new Function(PAGE_SCRIPT)();
}

const inHead = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
});

/** A browser's paint entries: the observers the script made, told of a paint when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static made: FakePaintObserver[] = [];
  observed: unknown = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePaintObserver) => void) {
    FakePaintObserver.made.push(this);
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

/** The frames the script asked for, run by the test when it says the frame has come. */
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  frames = [];
  FakePaintObserver.made = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  document.head.innerHTML = `<template id="${PAGE_SCRIPTS_ELEMENT_ID}">${CODE}</template>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe("the page's code", () => {
  it('waits for the first contentful paint, then is in the head in the next task, in its order, once', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    // What a template holds is inert: nothing of it is in the document to fetch.
    expect(inHead()).toEqual(NOTHING);
    run();
    const [observer] = FakePaintObserver.made;
    // Buffered: a paint before the page was parsed counts.
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });
    observer!.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(inHead()).toEqual(NOTHING);
    observer!.paint('first-contentful-paint');
    expect(observer!.disconnected).toBe(true);
    expect(inHead()).toEqual(NOTHING);
    vi.advanceTimersByTime(0);
    expect(inHead()).toEqual(LOADED);
    // The fallback timer finds it done: the code is not added twice.
    vi.advanceTimersByTime(4000);
    expect(inHead()).toEqual(LOADED);
    expect(frames).toHaveLength(0);
  });

  it('without paint entries, in the task after the next frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // Not in the frame itself (before its paint), in the task after it.
    expect(inHead()).toEqual(NOTHING);
    vi.advanceTimersByTime(0);
    expect(inHead()).toEqual(LOADED);
  });

  it('after three seconds when nothing is painted (a frame out of view), and at once in a hidden page', () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    run();
    vi.advanceTimersByTime(2999);
    expect(inHead()).toEqual(NOTHING);
    vi.advanceTimersByTime(1);
    expect(inHead()).toEqual(LOADED);

    document.head.innerHTML = `<template id="${PAGE_SCRIPTS_ELEMENT_ID}">${CODE}</template>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(inHead()).toEqual(LOADED);
  });

  it('a page without the template (an older page, the plain index.html) loads nothing and throws nothing', () => {
    document.head.innerHTML = '';
    expect(run).not.toThrow();
    vi.advanceTimersByTime(4000);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    expect(inHead()).toEqual(NOTHING);
  });
});

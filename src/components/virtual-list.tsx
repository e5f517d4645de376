import { useWindowVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { isEmbedded } from '../embed/embed-mode';
import { getHostViewport, setHostViewport, subscribeHostViewport } from '../embed/host-viewport';
import { useHydrated } from '../hooks/use-hydrated';
import { useInView } from '../hooks/use-in-view';
import { NARROW, useMediaQuery } from '../hooks/use-media-query';
import './virtual-list.css';

/**
 * A list of catalogue records. Short lists render whole; long ones (up to the contract's 1000
 * items, or thousands of search hits) are virtualised against the window scroll, so only the
 * rows in view are mounted. Arrow keys, Home and End move between rows either way, scrolling
 * rows into existence as they go.
 */

interface Props<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderRow: (item: T, index: number) => ReactNode;
  /** Fixed row height in px (rows must not grow beyond it). */
  rowHeight: number;
  /**
   * The row height below the NARROW width, where rows wrap. The rows drawn in the page's flow
   * take it from the stylesheet (virtual-list.css), so a server-drawn list already has a phone's
   * heights and nothing moves when the browser virtualises it.
   */
  narrowRowHeight?: number;
  label: string;
  className?: string;
  /** Lists up to this length render without virtualisation. */
  threshold?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Rows drawn in the page's flow before the list is virtualised: a tall first screen. */
const FIRST_SCREEN_ROWS = 24;

function focusRow(list: HTMLElement | null, index: number) {
  const row = list?.querySelector<HTMLElement>(`[data-index="${index}"]`);
  row?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  return Boolean(row);
}

/** An element's distance from the top of the page (not of the window). */
function pageTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

function rowIndexOf(target: EventTarget | null): number | null {
  const row = (target as HTMLElement | null)?.closest<HTMLElement>('[data-index]');
  return row ? Number(row.dataset.index) : null;
}

/** The row an arrow, Home or End key press inside the list moves to (the key is then handled). */
function targetRow(event: KeyboardEvent, count: number): number | null {
  const current = rowIndexOf(event.target);
  const next = current === null ? null : nextIndex(event.key, current, count);
  if (next !== null) event.preventDefault();
  return next;
}

function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Calls `update` now, on the window's `event` and on every report of the host's view; returns what stops it. */
function watchView(event: 'resize' | 'scroll', update: () => void): () => void {
  update();
  window.addEventListener(event, update, { passive: true });
  const stop = subscribeHostViewport(update);
  return () => {
    window.removeEventListener(event, update);
    stop();
  };
}

/**
 * Inside a workshop's page the frame is as tall as its content and never scrolls: the host page
 * does. Against the frame's own window every row would be in view and mounted (all 1000 of a long
 * list). So there the view is what the host reports its window shows of the frame (public/embed.js,
 * host-viewport.ts); until it reports, and with an older embed script, the frame's window as before.
 * Moving to a row (arrow keys, Home, End) moves that view, so the row is drawn; focusing it then
 * scrolls the host page, which reports the view again.
 */
const hostView = {
  observeElementRect: (_: Virtualizer<Window, Element>, report: (rect: Rect) => void) =>
    watchView('resize', () => report({ width: window.innerWidth, height: getHostViewport()?.height ?? window.innerHeight })),
  observeElementOffset: (_: Virtualizer<Window, Element>, report: (offset: number, isScrolling: boolean) => void) =>
    watchView('scroll', () => report(getHostViewport()?.top ?? window.scrollY, false)),
  scrollToFn: (offset: number, { adjustments = 0 }: { adjustments?: number }) => {
    const viewport = getHostViewport();
    if (viewport) setHostViewport({ ...viewport, top: offset + adjustments });
    else window.scrollTo({ top: offset + adjustments });
  },
  initialOffset: () => getHostViewport()?.top ?? window.scrollY,
};

export function VirtualList<T>(props: Props<T>) {
  const { items, threshold = 60 } = props;
  if (items.length <= threshold) return <PlainList {...props} />;
  return <LongList {...props} />;
}

/** The list element's attributes when its rows are in the page's flow: their heights from the stylesheet (virtual-list.css). */
function flowListProps<T>({ rowHeight, narrowRowHeight, label, className }: Props<T>) {
  return {
    className: `${className ?? ''} plain-list`,
    'aria-label': label,
    style: { '--row-height': `${rowHeight}px`, '--row-height-narrow': `${narrowRowHeight ?? rowHeight}px` } as CSSProperties,
  };
}

/** The rows in the page's flow: a short list's, or a long one's first ones (of `setSize`) until it is virtualised. */
function flowRows<T>({ items, getKey, renderRow }: Props<T>, setSize?: number) {
  return items.map((item, index) => (
    <li key={getKey(item)} data-index={index} aria-setsize={setSize} aria-posinset={setSize === undefined ? undefined : index + 1}>
      {renderRow(item, index)}
    </li>
  ));
}

function PlainList<T>(props: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetRow(event, props.items.length);
    if (next !== null) focusRow(list.current, next);
  };
  return (
    <ul ref={list} onKeyDown={onKeyDown} {...flowListProps(props)}>
      {flowRows(props)}
    </ul>
  );
}

/**
 * A long list. On the server and while the browser hydrates, the first screen's rows in the
 * page's flow (the window is not measured yet, and a reader without script gets rows that never
 * overlap), then a placeholder as tall as the other rows (virtual-list.css), so the page's height
 * and scrollbar are right from the first paint. A list the browser hydrated stays so until the
 * reader moves towards its other rows (the placeholder coming near the view, also as an embedding
 * page scrolls, or an arrow key that leaves the drawn rows), and is then virtualised against the
 * window scroll: the switch is off the page's load path. A list the browser draws itself is
 * virtualised from the start. It is one component either way, with the same list element and the
 * same keyed rows, so React keeps their DOM across the switch and only moves them: drawing the
 * list again cost a 50–70 ms task on the search page.
 */
function LongList<T>(props: Props<T>) {
  const { items, getKey, renderRow, rowHeight: wideRowHeight, narrowRowHeight, label, className } = props;
  const hydrated = useHydrated();
  const embedded = isEmbedded();
  // Virtualised from the first render when mounted in the browser; when hydrated, on the reader's way to the other rows.
  const [virtualised, setVirtualised] = useState(hydrated);
  const list = useRef<HTMLUListElement>(null);
  // Read only once virtualised (the rows in the page's flow take their height from the stylesheet).
  const narrow = useMediaQuery(NARROW, { browserWhileHydrating: true });
  const rowHeight = narrow && narrowRowHeight ? narrowRowHeight : wideRowHeight;
  // The list's distance from the top of the page, read when it is virtualised and again when the
  // page's height changes (which draws the rows again only if the list moved).
  const [scrollMargin, setScrollMargin] = useState(0);
  // Read where the list is as it virtualises, so its first virtualised render already places its rows.
  const virtualise = useCallback(() => {
    if (list.current) setScrollMargin(pageTop(list.current));
    setVirtualised(true);
  }, []);
  // The rows not drawn yet coming within half a screen of the view (the top-level one, so also
  // as an embedding page scrolls; and at once, when the reader is already down the list).
  const rest = useRef<HTMLLIElement>(null);
  useInView(rest, virtualise, { enabled: hydrated && !virtualised && items.length > FIRST_SCREEN_ROWS, margin: '50%' });
  useLayoutEffect(() => {
    if (!virtualised) return;
    const measure = () => {
      const top = list.current ? pageTop(list.current) : 0;
      setScrollMargin((previous) => (Math.abs(previous - top) > 0.5 ? top : previous));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtualised]);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => getKey(items[index] as T),
    enabled: virtualised,
    // The window's size from the first virtualised render on (not after the virtualiser has
    // measured it), so that render already holds the rows in view and React keeps their elements.
    initialRect: virtualised ? { width: window.innerWidth, height: (embedded && getHostViewport()?.height) || window.innerHeight } : { width: 0, height: 0 },
    ...(embedded ? hostView : {}),
  });
  // A new row height (the window became narrow, or wide) moves every row: lay them out again.
  // Not when the list is first virtualised: its rows are laid out at the height of that moment.
  const laidOutHeight = useRef(rowHeight);
  useLayoutEffect(() => {
    if (laidOutHeight.current === rowHeight) return;
    laidOutHeight.current = rowHeight;
    if (virtualised) virtualizer.measure();
  }, [virtualizer, rowHeight, virtualised]);

  // Brings a row into the view, so that it is drawn. Inside a workshop's page the frame cannot
  // scroll (the virtualiser would stop at its top): move the host's view instead; focusing the
  // row then scrolls the host page to it (hostView, above).
  const bringRow = (index: number, align: 'start' | 'end') => {
    const host = embedded ? getHostViewport() : null;
    if (!host) return virtualizer.scrollToIndex(index, { align });
    const start = (list.current ? pageTop(list.current) : 0) + index * rowHeight;
    setHostViewport({ ...host, top: align === 'start' ? start : start + rowHeight - host.height });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetRow(event, items.length);
    if (next === null) return;
    if (focusRow(list.current, next)) {
      // Focus scrolls the window to the row; the virtualiser only keeps up with it (inside a
      // workshop's page the host page scrolls, and reports).
      if (virtualised && !embedded) virtualizer.scrollToIndex(next, { align: 'auto' });
      return;
    }
    if (!hydrated) return;
    // A row beyond the drawn ones: virtualise the list now, so the virtualiser can bring it in.
    if (!virtualised) flushSync(virtualise);
    bringRow(next, event.key === 'ArrowUp' || event.key === 'Home' ? 'start' : 'end');
    // The row is mounted on the next frames; focus it then.
    let attempts = 0;
    const tryFocus = () => {
      if (!focusRow(list.current, next) && attempts++ < 10) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  };

  // Its list element is the one drawn while hydrating, kept when it virtualises (see above).
  if (!virtualised) {
    return (
      <ul ref={list} onKeyDown={onKeyDown} {...flowListProps(props)}>
        {/* One array of keyed rows, as when virtualised, so that React keeps the rows' elements. */}
        {[
          ...flowRows({ ...props, items: items.slice(0, FIRST_SCREEN_ROWS) }, items.length),
          items.length > FIRST_SCREEN_ROWS ? (
            <li
              key="rest"
              ref={rest}
              aria-hidden="true"
              className="virtual-list__rest"
              style={{ '--rest-rows': items.length - FIRST_SCREEN_ROWS } as CSSProperties}
            />
          ) : null,
        ]}
      </ul>
    );
  }
  return (
    <ul
      ref={list}
      className={`${className ?? ''} virtual-list`}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderRow(items[row.index] as T, row.index)}
        </li>
      ))}
    </ul>
  );
}

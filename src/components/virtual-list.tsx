import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
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

export function VirtualList<T>(props: Props<T>) {
  const { items, threshold = 60 } = props;
  const hydrated = useHydrated();
  if (items.length <= threshold) return <PlainList {...props} />;
  // On the server and while the browser hydrates, the first screen's rows in the page's flow (the
  // window is not measured yet, and a reader without script gets rows that never overlap).
  if (!hydrated) return <PlainList {...props} items={items.slice(0, FIRST_SCREEN_ROWS)} />;
  return <WindowList {...props} />;
}

function PlainList<T>({ items, getKey, renderRow, rowHeight, narrowRowHeight, label, className }: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetRow(event, items.length);
    if (next !== null) focusRow(list.current, next);
  };
  return (
    <ul
      ref={list}
      className={`${className ?? ''} plain-list`}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ '--row-height': `${rowHeight}px`, '--row-height-narrow': `${narrowRowHeight ?? rowHeight}px` } as CSSProperties}
    >
      {items.map((item, index) => (
        <li key={getKey(item)} data-index={index}>
          {renderRow(item, index)}
        </li>
      ))}
    </ul>
  );
}

function WindowList<T>({ items, getKey, renderRow, rowHeight: wideRowHeight, narrowRowHeight, label, className }: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  const narrow = useMediaQuery(NARROW);
  const rowHeight = narrow && narrowRowHeight ? narrowRowHeight : wideRowHeight;
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const measure = () => {
      const top = list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((previous) => (Math.abs(previous - top) > 0.5 ? top : previous));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => getKey(items[index] as T),
  });
  const rows = virtualizer.getVirtualItems();
  // A new row height (e.g. the window became narrow) moves every row: lay them out again.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetRow(event, items.length);
    if (next === null) return;
    if (focusRow(list.current, next)) {
      virtualizer.scrollToIndex(next, { align: 'auto' });
      return;
    }
    virtualizer.scrollToIndex(next, { align: event.key === 'ArrowUp' || event.key === 'Home' ? 'start' : 'end' });
    // The row is mounted on the next frames; focus it then.
    let attempts = 0;
    const tryFocus = () => {
      if (!focusRow(list.current, next) && attempts++ < 10) requestAnimationFrame(tryFocus);
    };
    requestAnimationFrame(tryFocus);
  };

  return (
    <ul
      ref={list}
      className={`${className ?? ''} virtual-list`}
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {rows.map((row) => (
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

import { useEffect, type RefObject } from 'react';

/** Calls `onEnter` whenever the element scrolls into view (within `margin` of it). */
export function useInView(ref: RefObject<Element | null>, onEnter: () => void, { enabled = true, margin = '400px' } = {}) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEnter();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onEnter, enabled, margin]);
}

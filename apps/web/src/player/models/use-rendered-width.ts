import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width an element is drawn at, in CSS pixels, kept up to date as it
 * changes (a phone turned, a window narrowed); 0 until it is known, and where
 * the browser cannot tell (no ResizeObserver).
 */
export function useRenderedWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

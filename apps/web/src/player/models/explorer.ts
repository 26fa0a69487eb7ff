import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * A picture read one part at a time: its parts (the marks of a number line or
 * ruler, the counters, the parts of a bar, the sides and corners of a shape)
 * are images with a name each, one tab stop for the whole picture, and the
 * arrow keys move between them (Home and End to the ends), as a chart's points
 * are read in a charting library. Used where saying the whole picture in words
 * would give the answer away: the child counts, as a seeing child does.
 *
 * `mirrored` (laid out by the page's direction, as HTML is): in a right-to-left
 * page the right arrow goes back. Drawings (SVG) keep maths left to right.
 */
export function useExplorer(count: number, { mirrored = false }: { mirrored?: boolean } = {}) {
  const [active, setActive] = useState(0);
  const stops = useRef<(Element | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));

  function moveTo(i: number) {
    const to = Math.max(0, Math.min(count - 1, i));
    setActive(to);
    (stops.current[to] as HTMLElement | SVGElement | null)?.focus();
  }

  function onKeyDown(e: KeyboardEvent<Element>, i: number) {
    const rtl = mirrored && getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward || e.key === 'ArrowDown') moveTo(i + 1);
    else if (e.key === back || e.key === 'ArrowUp') moveTo(i - 1);
    else if (e.key === 'Home') moveTo(0);
    else if (e.key === 'End') moveTo(count - 1);
    else return;
    e.preventDefault();
  }

  /** Props for the i-th part: an image named `name`, in the tab order only when it is the current one. */
  function stop(i: number, name: string) {
    return {
      ref: (el: Element | null) => {
        stops.current[i] = el;
      },
      role: 'img',
      'aria-label': name,
      tabIndex: i === current ? 0 : -1,
      onFocus: () => setActive(i),
      onKeyDown: (e: KeyboardEvent<Element>) => onKeyDown(e, i),
    };
  }
  return { stop };
}

import { useEffect, useState, type RefObject } from 'react';
import { HEADER_IN_VIEW_SCROLL } from '@numbloom/domain/breakpoints';

export interface HeaderScrollState {
  /** scrolled past the header's own height: the header is fixed to the top */
  sticky: boolean;
  /** scrolled past HEADER_IN_VIEW_SCROLL: the compact in-view state */
  inView: boolean;
  /** the header's height in its normal state, kept as a spacer while it is fixed */
  height: number;
}

/** Spec §2: sticky past the header height, compact in-view state after 200 px. */
export function useHeaderScroll(header: RefObject<HTMLElement | null>): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ sticky: false, inView: false, height: 0 });
  useEffect(() => {
    let height = 0;
    let frame = 0;
    const measure = () => {
      const el = header.current;
      // Measured while not fixed, so the compact state never shrinks the spacer.
      if (el && !el.classList.contains('is-sticky')) height = el.offsetHeight;
    };
    const update = () => {
      frame = 0;
      measure();
      const y = window.scrollY;
      const sticky = y > height;
      const inView = y > HEADER_IN_VIEW_SCROLL;
      setState((prev) => (prev.sticky === sticky && prev.inView === inView && prev.height === height ? prev : { sticky, inView, height }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [header]);
  return state;
}

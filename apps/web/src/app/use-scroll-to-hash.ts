import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named in the URL's hash once the page has drawn it
 * (`ready`: its data is in), and moves focus to its heading so keyboard and
 * screen-reader users land there too (the heading needs tabIndex -1).
 * Menu links such as /us/en/#teachers, and standard links such as …/curriculum/ac9/?grade=3#section-AC9M3M04.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const heading = target.matches('h2, h3') ? target : target.querySelector<HTMLElement>('h2, h3');
    heading?.focus({ preventScroll: true });
  }, [hash, ready]);
}

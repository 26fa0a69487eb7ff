import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../lib/page-title.ts';

/** How long after a navigation a page that is still loading may take focus to its heading. */
const FOCUS_WINDOW_MS = 10_000;

/**
 * The title the HTML shell was sent with (index.html). React places a title a
 * page renders (`<title>`) before it, as useDocumentTitle does, so a second
 * title in the head means the page named itself.
 */
function shellTitle(): HTMLTitleElement | null {
  const titles = document.head.querySelectorAll('title');
  return titles.length === 1 ? titles[0]! : null;
}

/**
 * What happens when the page changes, for the people who cannot see it change
 * (WCAG 2.4.2, 2.4.3, 4.1.3; decision 038):
 *
 * - Title: a page that renders no `<title>` of its own is titled after its
 *   main heading (h1), in the page's language, and the title follows the page
 *   through in-app navigation and loading (the heading of a page that was
 *   still loading, or that changed its mind, is read again).
 * - Focus: after an in-app navigation, focus moves to the new page's main
 *   heading once it is drawn (a screen reader reads it, once), unless the
 *   person has moved on already, the page put focus somewhere itself, or the
 *   URL names a place in the page (#section: useScrollToHash takes it there).
 *   Not on the first load: the browser starts at the top, as it should.
 */
export function usePageChange() {
  const { pathname, hash } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    const initial = firstLoad.current;
    firstLoad.current = false;
    const main = document.getElementById('main');
    if (!main) return;
    let mayFocus = !initial && !hash;
    let focusedHeading: HTMLElement | null = null;
    const until = Date.now() + FOCUS_WINDOW_MS;
    const movedOn = () => {
      mayFocus = false;
    };
    // Listened to from now on: the key or click that followed the link is over.
    window.addEventListener('pointerdown', movedOn, true);
    window.addEventListener('keydown', movedOn, true);

    const settle = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return;
      const shell = shellTitle();
      const name = heading.textContent?.replace(/\s+/g, ' ').trim();
      if (shell && name && shell.text !== pageTitle(name)) shell.text = pageTitle(name);
      if (!mayFocus || Date.now() > until || heading === focusedHeading) return;
      const active = document.activeElement;
      const focusLost = !active || active === document.body || !active.isConnected;
      // The first heading after the navigation takes focus; a later one (the page finished
      // loading) only if the focus went down with the one before.
      if (focusedHeading ? !focusLost : main.contains(active) && active !== main) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      focusedHeading = heading;
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('pointerdown', movedOn, true);
      window.removeEventListener('keydown', movedOn, true);
    };
  }, [pathname, hash]);
}

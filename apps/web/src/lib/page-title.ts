import { useEffect } from 'react';

/** What every page's title ends with. */
export const SITE_NAME = 'Numbloom';

/** A page's title from its name, as every page writes it. */
export const pageTitle = (name: string) => `${name} – ${SITE_NAME}`;

/**
 * The tab's title while a page is shown, for a page whose main heading is not
 * the name it should have (a page without one is titled after its h1: app/page-change.ts);
 * undefined while the page does not know it yet.
 * Like a rendered `<title>`, it is a title element of its own placed before the
 * HTML shell's, so the shell's stays the fallback and returns when the page goes.
 */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (name === undefined) return;
    const title = document.createElement('title');
    title.text = pageTitle(name);
    document.head.insertBefore(title, document.head.querySelector('title'));
    return () => title.remove();
  }, [name]);
}

import type { ReactNode } from 'react';
import { pageSettings } from '../lib/page-settings.ts';

/**
 * Text written in another language than the page's, marked with its language
 * so a screen reader reads it with the right voice and a browser hyphenates and
 * translates it right (WCAG 3.1.2): an activity title in English on a French
 * page, a country's name in its own language, a message the server wrote in
 * English. Text in the page's language is left as it is.
 */
export function Lang({ lang, children }: { lang: string; children: ReactNode }) {
  if (lang === pageSettings().language) return <>{children}</>;
  return <span lang={lang}>{children}</span>;
}

/** The `lang` attribute for an element whose text is in `lang`: none when it is the page's. */
export const langAttr = (lang: string) => (lang === pageSettings().language ? {} : { lang });

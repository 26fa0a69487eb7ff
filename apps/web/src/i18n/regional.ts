/**
 * English catalogues are written in the English of most of the regions that
 * read them (Australia, New Zealand, the United Kingdom…). A US page reads
 * them through an overlay, `<folder>/i18n/en-US.json` beside each en.json,
 * that holds only the texts US English words its own way (math, practice,
 * license…): any key it lacks is read from en.json. Kept apart from setup.ts
 * so the child's pages (small.tsx) share the rule without loading i18next.
 */
import { regionalLanguage } from '@numbloom/domain/regions';

export type Catalogue = { [key: string]: string | Catalogue };

/** The overlay's language for a page's region and language ('en-US' on a US English page), or undefined where there is none: the rule the server's mails and shell follow too. */
export const overlayLanguage = (region: string | undefined, language: string): string | undefined =>
  regionalLanguage(region, language);

/**
 * A catalogue with an overlay's texts in place of its own. An overlay writes a
 * list's items by their index ({"items": {"2": {"text": …}}}), and the lists
 * stay lists with their other items, so a page that reads a whole list
 * (returnObjects) gets every item.
 */
export function overlaid(base: Catalogue, overlay: Catalogue): Catalogue {
  const result: Catalogue = Array.isArray(base) ? ([...base] as unknown as Catalogue) : { ...base };
  for (const [key, text] of Object.entries(overlay)) {
    const under = result[key];
    result[key] = typeof text === 'object' && under && typeof under === 'object' ? overlaid(under, text) : text;
  }
  return result;
}

import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { overlaid, overlayLanguage, type Catalogue } from './regional.ts';

/**
 * Message catalogues live beside the code that uses them: every
 * `src/<folder>/i18n/<lang>.json` is the namespace named after <folder>
 * (features/home/i18n/fr.json is namespace "home" in French). Each is its own
 * chunk, loaded when a page first asks for it. English is complete; another
 * language falls back to English key by key. A US English page is 'en-US'
 * (regional.ts): each namespace is English with its en-US.json overlay in
 * place, and English behind it as for any language.
 */
const catalogues = import.meta.glob<{ default: Catalogue }>('../**/i18n/*.json');

function loaderFor(language: string, namespace: string) {
  const suffix = `/${namespace}/i18n/${language}.json`;
  const key = Object.keys(catalogues).find((k) => k.endsWith(suffix));
  return key ? catalogues[key] : undefined;
}

const read = async (language: string, namespace: string): Promise<Catalogue> =>
  (await loaderFor(language, namespace)?.())?.default ?? {};

/**
 * A namespace's texts in a language. A regional language ('en-US') is its
 * overlay merged into the language's catalogue, not the overlay alone: i18next
 * answers a whole list or object (returnObjects) from the first language that
 * has its key, so an overlay holding one item of a list would hide the others.
 */
async function readCatalogue(language: string, namespace: string): Promise<Catalogue> {
  const base = language.split('-')[0]!;
  if (base === language) return read(language, namespace);
  const [catalogue, overlay] = await Promise.all([read(base, namespace), read(language, namespace)]);
  return overlaid(catalogue, overlay);
}

export const FALLBACK_LANGUAGE = 'en';

/** Translations for a page's language; the page's region too where it words a language its own way (US English). */
export async function createI18n(language: string, region?: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, callback: (err: unknown, data?: Catalogue) => void) {
        readCatalogue(lng, ns).then((data) => callback(null, data), (err) => callback(err));
      },
    })
    .init({
      lng: overlayLanguage(region, language) ?? language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['app'],
      defaultNS: 'app',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}

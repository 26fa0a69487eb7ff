import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Message catalogues live beside the code that uses them: every
 * `src/<folder>/i18n/<lang>.json` is the namespace named after <folder>
 * (features/home/i18n/fr.json is namespace "home" in French). Each is its own
 * chunk, loaded when a page first asks for it. English is complete; another
 * language falls back to English key by key.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../**/i18n/*.json');

function loaderFor(language: string, namespace: string) {
  const suffix = `/${namespace}/i18n/${language}.json`;
  const key = Object.keys(catalogues).find((k) => k.endsWith(suffix));
  return key ? catalogues[key] : undefined;
}

export const FALLBACK_LANGUAGE = 'en';

export async function createI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, callback: (err: unknown, data?: Record<string, unknown>) => void) {
        const load = loaderFor(lng, ns);
        if (!load) return callback(null, {});
        load().then((m) => callback(null, m.default), (err) => callback(err));
      },
    })
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ['app'],
      defaultNS: 'app',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}

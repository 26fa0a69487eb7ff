import { LOCALE_COOKIE, findLocale } from '@numbloom/domain/regions';

/** How long the chosen locale is remembered: one year. */
const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Remembers the visitor's choice in the locale cookie ("ca-fr"); the server reads it for / and /home/ pages. */
export function rememberLocale(region: string, language: string) {
  document.cookie = `${LOCALE_COOKIE}=${region}-${language}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The locale the visitor chose before, if the cookie names a site we serve. */
export function rememberedLocale(): { region: string; language: string } | undefined {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  const [region, language] = (raw ?? '').split('-');
  const found = findLocale(region, language);
  return found ? { region: found.region.code, language: found.language.code } : undefined;
}

/** A path under a locale: localePath('ca', 'fr', 'contact/') → "/ca/fr/contact/". */
export const localePath = (region: string, language: string, path = '') => `/${region}/${language}/${path}`;

/**
 * The same page on another site: /us/en/contact/?type=request → /ca/fr/contact/?type=request.
 * Pages outside a locale (/home/terms/) keep their path: the cookie decides their language.
 */
export function switchLocaleHref(current: { pathname: string; search: string }, region: string, language: string) {
  const match = /^\/[^/]+\/[^/]+\/(.*)$/.exec(current.pathname);
  if (current.pathname.startsWith('/home/') || !match) {
    return current.pathname.startsWith('/home/') ? `${current.pathname}${current.search}` : localePath(region, language);
  }
  return `${localePath(region, language, match[1])}${current.search}`;
}

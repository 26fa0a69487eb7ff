/**
 * The regions Numbloom serves, their languages and each language's top-level
 * domain. One table for the server (settings, routing, 404s) and the browser
 * (switcher, API client domain swap, phone default country).
 */

export type Direction = 'ltr' | 'rtl';

export interface Language {
  /** lower-case code used in URLs, e.g. "en" */
  code: string;
  /** name of the language in itself, for the switcher */
  nativeName: string;
  dir: Direction;
  /** the country site's top-level domain (spec §3: languages[0].top_level_domain) */
  top_level_domain: string;
  /** numeric id the API calls locale_id */
  locale_id: number;
}

export interface Region {
  /** lower-case code used in URLs, e.g. "aue" */
  code: string;
  /** English name of the country, for the switcher */
  name: string;
  /** ISO 3166-1 alpha-2 used for phone numbers and school countries */
  iso2: string;
  languages: readonly Language[];
  /** paper size for printables */
  paper: 'A4' | 'LETTER';
  /** true where GDPR-style consent applies (marketing box unticked by default) */
  gdpr: boolean;
  china: boolean;
}

const lang = (code: string, nativeName: string, tld: string, locale_id: number, dir: Direction = 'ltr'): Language => ({
  code,
  nativeName,
  dir,
  top_level_domain: tld,
  locale_id,
});

export const REGIONS: readonly Region[] = [
  { code: 'us', name: 'United States', iso2: 'US', paper: 'LETTER', gdpr: false, china: false,
    languages: [lang('en', 'English', 'com', 1), lang('es', 'Español', 'com', 2)] },
  { code: 'ca', name: 'Canada', iso2: 'CA', paper: 'LETTER', gdpr: false, china: false,
    languages: [lang('en', 'English', 'ca', 3), lang('fr', 'Français', 'ca', 4)] },
  { code: 'au', name: 'Australia', iso2: 'AU', paper: 'A4', gdpr: false, china: false,
    languages: [lang('en', 'English', 'com.au', 5)] },
  { code: 'nz', name: 'New Zealand', iso2: 'NZ', paper: 'A4', gdpr: false, china: false,
    languages: [lang('en', 'English', 'co.nz', 6)] },
  { code: 'uk', name: 'United Kingdom', iso2: 'GB', paper: 'A4', gdpr: true, china: false,
    languages: [lang('en', 'English', 'co.uk', 7)] },
  { code: 'aue', name: 'United Arab Emirates', iso2: 'AE', paper: 'A4', gdpr: false, china: false,
    languages: [lang('en', 'English', 'ae', 8), lang('ar', 'العربية', 'ae', 9, 'rtl')] },
  { code: 'zh', name: 'China', iso2: 'CN', paper: 'A4', gdpr: false, china: true,
    languages: [lang('en', 'English', 'cn', 10)] },
];

/** The pair that marks the content-management site, and the default for a visitor we cannot place. */
export const DEFAULT_REGION = 'us';
export const DEFAULT_LANGUAGE = 'en';

export function findRegion(code: string | undefined | null): Region | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return REGIONS.find((r) => r.code === lower);
}

export function findLanguage(region: Region, code: string | undefined | null): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return region.languages.find((l) => l.code === lower);
}

/** Both parts of a /{region}/{language}/ URL, or undefined when either is unknown. */
export function findLocale(region: string | undefined, language: string | undefined) {
  const r = findRegion(region);
  const l = r && findLanguage(r, language);
  return r && l ? { region: r, language: l } : undefined;
}

/**
 * The site a /{region}/{language}/ that names none was most likely meant for, for the 404 page's
 * suggestion: a region by its code or by its country's two letters (/ae/ar/ → /aue/ar/, /gb/en/ →
 * /uk/en/), in the language asked when that site has it, else in its first. Undefined when the
 * region names no site at all, or when the pair already is one.
 */
export function suggestLocale(region: string | undefined, language: string | undefined): { region: string; language: string } | undefined {
  if (!region || findLocale(region, language)) return undefined;
  const lower = region.toLowerCase();
  const r = findRegion(lower) ?? REGIONS.find((x) => x.iso2.toLowerCase() === lower);
  if (!r) return undefined;
  return { region: r.code, language: (findLanguage(r, language) ?? r.languages[0]!).code };
}

/** Spec §3 country lookup: a languages list whose first item has top_level_domain. */
export function countryLookup(regionCode: string) {
  const region = findRegion(regionCode);
  return region ? { code: region.code.toUpperCase(), name: region.name, languages: region.languages } : undefined;
}

/** Spec §5: the default phone country from the region code, three letters to two (ZH→CN, AUE→AE). */
export function phoneCountryForRegion(regionCode: string): string {
  return findRegion(regionCode)?.iso2 ?? regionCode.slice(0, 2).toUpperCase();
}

/** Region as the API wants it (upper case) and as URLs and cookies want it (lower case). */
export const apiRegion = (code: string) => code.toUpperCase();
export const urlRegion = (code: string) => code.toLowerCase();

/** True for the US/English pair that marks the CMS site (spec §2). */
export const isCmsLocale = (region: string, language: string) =>
  region.toLowerCase() === DEFAULT_REGION && language.toLowerCase() === DEFAULT_LANGUAGE;

/**
 * Picks the region/language for a first visit from an Accept-Language header,
 * e.g. "fr-CA,fr;q=0.9" → ca/fr, "ar-AE" → aue/ar, anything unknown → us/en.
 */
export function localeFromAcceptLanguage(header: string | undefined): { region: string; language: string } {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const [language = '', country = ''] = tag.split('-');
    const region = REGIONS.find((r) => r.iso2.toLowerCase() === country) ?? (country === 'uk' ? findRegion('uk') : undefined);
    if (region) {
      const l = findLanguage(region, language) ?? region.languages[0]!;
      return { region: region.code, language: l.code };
    }
  }
  for (const { tag } of wanted) {
    const language = tag.split('-')[0];
    if (language === 'fr') return { region: 'ca', language: 'fr' };
    if (language === 'ar') return { region: 'aue', language: 'ar' };
    if (language === 'es') return { region: 'us', language: 'es' };
  }
  return { region: DEFAULT_REGION, language: DEFAULT_LANGUAGE };
}

/**
 * The English a site words its own way: 'en-US' on the US site's English pages
 * (math, practice, license, business days), undefined everywhere else, whose
 * English (Australia, New Zealand, the United Kingdom…) is the English the
 * product's texts are written in. The one rule for every English text outside
 * the maths catalogues: the web's en-US overlays (apps/web/src/i18n/regional.ts),
 * the server's mails and HTML shell, and the worksheets. The maths catalogues
 * follow the same region through their own locale (packages/maths text.ts).
 */
export const US_ENGLISH = 'en-US';
export const regionalLanguage = (region: string | null | undefined, language: string | null | undefined): typeof US_ENGLISH | undefined =>
  region?.toLowerCase() === 'us' && language?.toLowerCase() === 'en' ? US_ENGLISH : undefined;

/** Name of the cookie that keeps the visitor's chosen locale (spec §3). */
export const LOCALE_COOKIE = 'numbloom_locale_iso';

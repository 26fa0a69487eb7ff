/**
 * The regions Numbloom serves, their languages and each language's top-level
 * domain. One table for the server (settings, routing, 404s) and the browser
 * (switcher, API client domain swap, phone default country).
 */

export type Direction = 'ltr' | 'rtl';

/**
 * Every language the site's texts are written in, each offered by at least one region below.
 * The one list a record keyed by language is typed from (catalogues, mails, certificates, maths
 * texts), so tsc names every place a new language needs a text. A language's direction is its
 * own (`dir` in REGIONS, read with languageDir), never a test for one language's code.
 */
export const UI_LANGUAGES = ['en', 'fr', 'es', 'ar', 'he', 'zh', 'de', 'pt'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export interface Language {
  /** lower-case code used in URLs, e.g. "en" */
  code: UiLanguage;
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

const lang = (code: UiLanguage, nativeName: string, tld: string, locale_id: number, dir: Direction = 'ltr'): Language => ({
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
    languages: [lang('en', 'English', 'cn', 10), lang('zh', '中文', 'cn', 11)] },
  { code: 'il', name: 'Israel', iso2: 'IL', paper: 'A4', gdpr: false, china: false,
    languages: [lang('he', 'עברית', 'co.il', 12, 'rtl'), lang('en', 'English', 'co.il', 13)] },
  { code: 'de', name: 'Germany', iso2: 'DE', paper: 'A4', gdpr: true, china: false, languages: [lang('de', 'Deutsch', 'de', 15), lang('en', 'English', 'de', 16)] },
  // LGPD (Lei 13.709/2018) asks for consent as GDPR does: the marketing box starts unticked.
  { code: 'br', name: 'Brazil', iso2: 'BR', paper: 'A4', gdpr: true, china: false,
    languages: [lang('pt', 'Português', 'com.br', 14), lang('en', 'English', 'com.br', 17)] },
];

/** A language's direction as the regions give it ('ltr' for a code no region offers). */
export function languageDir(code: string | null | undefined): Direction {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return REGIONS.some((r) => r.languages.some((l) => l.code === base && l.dir === 'rtl')) ? 'rtl' : 'ltr';
}

/** True for a language written right to left (Arabic, Hebrew): its pages, mails and printables are mirrored. */
export const isRightToLeft = (code: string | null | undefined) => languageDir(code) === 'rtl';

/** A text code as one of the site's languages, English for any other (a region overlay such as 'en-US' reads as its language). */
export function uiLanguage(code: string | null | undefined): UiLanguage {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return (UI_LANGUAGES as readonly string[]).includes(base!) ? (base as UiLanguage) : 'en';
}

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
  // a language with no country: the first region offering it (fr → ca, ar → aue, he → il, zh → zh, de → de, pt → br)
  for (const { tag } of wanted) {
    const language = tag.split('-')[0] === 'iw' ? 'he' : tag.split('-')[0];
    if (language === DEFAULT_LANGUAGE) continue;
    const region = REGIONS.find((r) => findLanguage(r, language));
    if (region) return { region: region.code, language: language! };
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

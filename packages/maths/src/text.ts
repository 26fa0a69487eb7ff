/**
 * Renders the engine's texts in a catalogue language. Items hold template keys
 * and parameters only, so one item reads the same maths in en, fr, es and ar.
 *
 * A text is written for a locale: a language alone ('es'), or a language as a
 * region writes it ('es-US', 'en-US'). The region changes two things, both
 * here: how numbers are written, which Intl says for the locale (3.5 in US
 * Spanish, 3,5 in Spanish elsewhere; 1 234,5 in French), and the texts a
 * region words its own way (a catalogue's `regions`: US English spells color
 * and reads temperatures in °F).
 *
 * A language's catalogue is used only once registered: the server and tests
 * register all four by importing all.ts; a browser page loads its own language
 * alone (`await loadCatalogue(language, country)`, one chunk), since the four
 * together were most of the player's JavaScript (decision 027), and names the
 * page's region once, so a bare language on that page reads as its region writes it.
 */
import { countedForm, type Forms, type GrammaticalCase } from './counted.ts';
import { polygonParams } from './polygon.ts';
import type { Answer, CheckReason, Choice, Currency, Language, Strand, TextParam, TextRef, TopicKey, Unit } from './types.ts';

export type { Forms } from './counted.ts';

/** A language, or a language as a region writes it: 'en', 'en-US', 'es-US' (the region an ISO 3166 country code). */
export type TextLocale = Language | `${Language}-${string}`;

/** The language of a locale ('es' for 'es-US'). */
export const languageOf = (locale: TextLocale): Language => locale.split('-')[0] as Language;

/** The locale a page of a region reads in: its language as the region's country writes it. */
export const textLocale = (language: Language, country?: string | null): TextLocale =>
  country ? `${language}-${country.toUpperCase()}` : language;

/** The region a bare language is read for: a browser page's own (set by loadCatalogue), none on the server. */
let pageCountry: string | undefined;

/** A locale with its region named: a bare language reads as the page's region writes it (none on the server). */
const pageLocale = (locale: TextLocale): TextLocale => (locale.includes('-') || !pageCountry ? locale : textLocale(languageOf(locale), pageCountry));

/** How a locale writes numbers: its decimal mark, its digit group mark, and from which value it groups. */
export interface NumberSymbols {
  decimal: string;
  group: string;
  /** group digits only from this value up (Spanish writes 1234 but 12.345) */
  groupMin: number;
}

type RegionTexts = Partial<{ [K in 'templates' | 'terms' | 'strands' | 'topics' | 'reasons']: Partial<CatalogueSource[K]> }>;

/** A language's texts as its catalogue file gives them. */
export interface CatalogueSource {
  locale: {
    listSep: string;
    /** list separator when an item holds a decimal comma */
    listSepDecimal: string;
    /** between the coordinates of a point */
    pointSep: string;
  };
  templates: Record<string, string>;
  terms: Record<string, string | Forms>;
  strands: Record<Strand, string>;
  topics: Record<TopicKey, string>;
  reasons: Record<CheckReason, string>;
  /** grammatical gender of name terms, for `{name|masculine|feminine}` in templates (Arabic verbs agree with the doer) */
  genders?: Record<string, 'm' | 'f'>;
  /** texts a region words its own way, by ISO 3166 country code, over the language's own */
  regions?: Record<string, RegionTexts>;
}

/** A catalogue as a locale reads it: its region's texts over the language's, and the locale's number symbols. */
export interface Catalogue extends Omit<CatalogueSource, 'locale' | 'regions'> {
  locale: CatalogueSource['locale'] & NumberSymbols;
}

const NUMBER_SYMBOLS = new Map<string, NumberSymbols>();

/** The locale's number symbols, from Intl (Western digits in every language, as the catalogues write them). */
export function numberSymbols(locale: TextLocale): NumberSymbols {
  let symbols = NUMBER_SYMBOLS.get(locale);
  if (!symbols) {
    const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
    const parts = format.formatToParts(12345.6);
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    symbols = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group,
      groupMin: format.formatToParts(1234).some((p) => p.type === 'group') ? 1000 : 10000,
    };
    NUMBER_SYMBOLS.set(locale, symbols);
  }
  return symbols;
}

/** The catalogues registered in this process, by language. */
const REGISTERED: Partial<Record<Language, CatalogueSource>> = {};
/** Each locale's catalogue, made on first use from its language's. */
const RESOLVED = new Map<string, Catalogue>();

/** One dynamic import per language, so a bundler puts each catalogue in a chunk of its own. */
const LOADERS: Record<Language, () => Promise<CatalogueSource>> = {
  en: () => import('./i18n/en.ts').then((m) => m.en),
  fr: () => import('./i18n/fr.ts').then((m) => m.fr),
  es: () => import('./i18n/es.ts').then((m) => m.es),
  ar: () => import('./i18n/ar.ts').then((m) => m.ar),
  he: () => import('./i18n/he.ts').then((m) => m.he),
  zh: () => import('./i18n/zh.ts').then((m) => m.zh),
  de: () => import('./i18n/de.ts').then((m) => m.de),
  pt: () => import('./i18n/pt.ts').then((m) => m.pt),
};

/** Raised when a text is asked for in a language whose catalogue was never registered: a loading bug, never shown to a learner. */
export class CatalogueNotLoadedError extends Error {
  override name = 'CatalogueNotLoadedError';
}

/** Makes a language's texts available to every function of this module. */
export function registerCatalogue(language: Language, catalogue: CatalogueSource): void {
  REGISTERED[language] = catalogue;
  for (const key of [...RESOLVED.keys()]) if (languageOf(key as TextLocale) === language) RESOLVED.delete(key);
}

/**
 * Loads (in a browser: fetches one chunk) and registers a language's catalogue; resolves once its texts can be
 * rendered. A page passes its region's country: the page's texts then read as that region writes them.
 */
export async function loadCatalogue(language: Language, country?: string): Promise<Catalogue> {
  if (country && country.toUpperCase() !== pageCountry) {
    pageCountry = country.toUpperCase();
    RESOLVED.clear();
  }
  if (!REGISTERED[language]) {
    const load = Object.hasOwn(LOADERS, language) ? LOADERS[language] : undefined;
    if (!load) throw new CatalogueNotLoadedError(`The maths engine has no catalogue for '${String(language)}'.`);
    registerCatalogue(language, await load());
  }
  return catalogueOf(language);
}

/** The languages whose catalogue is registered. */
export const registeredLanguages = (): Language[] => Object.keys(REGISTERED) as Language[];

/** A locale's catalogue. Throws CatalogueNotLoadedError, naming the fix, for a language never registered. */
export function catalogueOf(locale: TextLocale): Catalogue {
  const made = RESOLVED.get(locale);
  if (made) return made;
  const language = languageOf(locale);
  const source = REGISTERED[language];
  if (!source) {
    throw new CatalogueNotLoadedError(
      `The '${String(language)}' maths catalogue is not registered: await loadCatalogue('${String(language)}') before rendering (browser), or import '@numbloom/maths/all' (server, scripts, tests).`,
    );
  }
  const full = pageLocale(locale);
  const country = full === language ? undefined : full.slice(language.length + 1).toUpperCase();
  const region = (country && source.regions?.[country]) || {};
  const { regions: _regions, ...own } = source;
  const catalogue: Catalogue = {
    ...own,
    locale: { ...source.locale, ...numberSymbols(full) },
    templates: { ...source.templates, ...region.templates } as Catalogue['templates'],
    terms: { ...source.terms, ...region.terms } as Catalogue['terms'],
    strands: { ...source.strands, ...region.strands },
    topics: { ...source.topics, ...region.topics },
    reasons: { ...source.reasons, ...region.reasons },
  };
  RESOLVED.set(locale, catalogue);
  return catalogue;
}

/** Raised for a template or term the catalogue lacks: a bug, never shown to a learner. */
export class MissingTextError extends Error {
  override name = 'MissingTextError';
}

/** Writes a whole number with the language's digit grouping. */
export function formatInteger(n: number, language: TextLocale): string {
  const { group, groupMin } = catalogueOf(language).locale;
  const abs = String(Math.abs(n));
  const grouped = Math.abs(n) >= groupMin ? abs.replace(/\B(?=(\d{3})+(?!\d))/g, group) : abs;
  return n < 0 ? `-${grouped}` : grouped;
}

/** Writes a canonical decimal string ('-1234.5') the language's way. */
export function formatDecimal(value: string, language: TextLocale): string {
  const neg = value.startsWith('-');
  const [whole = '0', fracPart] = (neg ? value.slice(1) : value).split('.');
  const w = formatInteger(Number(whole), language);
  const s = fracPart ? `${w}${catalogueOf(language).locale.decimal}${fracPart}` : w;
  return neg ? `-${s}` : s;
}

/** The symbol a child knows each currency by ($, not US$ or $CA). */
const SYMBOL: Record<Currency, string> = { USD: '$', CAD: '$', AUD: '$', NZD: '$', GBP: '£', EUR: '€', AED: 'AED', CNY: '¥', BRL: 'R$' };

/** Currency symbol as the engine writes it (checkAnswer accepts it too). */
export const currencySymbol = (c: Currency) => SYMBOL[c];

const SYMBOL_FIRST = new Map<string, boolean>();
/** Whether the locale writes the currency's symbol before the amount, as Intl says ($1.50 in en and es-US, 1,50 $ in fr-CA). */
function symbolFirst(currency: Currency, locale: TextLocale): boolean {
  const key = `${locale}|${currency}`;
  let first = SYMBOL_FIRST.get(key);
  if (first === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, numberingSystem: 'latn' }).formatToParts(1.5);
    first = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
    SYMBOL_FIRST.set(key, first);
  }
  return first;
}

/** $1.50 in English and US Spanish; 1,50 $ in French; 1,50 € in Spanish; 1.50 AED in Arabic: the symbol where the locale puts it. */
export function formatMoney(cents: number, currency: Currency, language: TextLocale): string {
  const amount = formatDecimal(`${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`, language);
  return withCurrencySymbol(amount, currency, language);
}

/** An amount written with its currency's symbol where the locale puts it: $2 and 2 $ (fr-CA), AED 2 and 2 € alike. */
export function withCurrencySymbol(amount: string, currency: Currency, language: TextLocale): string {
  const symbol = SYMBOL[currency];
  if (symbolFirst(currency, pageLocale(language))) return symbol.length > 1 ? `${symbol} ${amount}` : `${symbol}${amount}`;
  return `${amount}\u00a0${symbol}`;
}

export function formatTime(hours: number, minutes: number): string {
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

const UNIT_SYMBOL: Partial<Record<Unit, string>> = {
  mm: 'mm', cm: 'cm', m: 'm', km: 'km', g: 'g', kg: 'kg', ml: 'mL', l: 'L', cm2: 'cm²', m2: 'm²', cm3: 'cm³', s: 's', deg: '°', percent: '%',
};

/** A unit as written after a number: a symbol, or a word with its plural (days, minutes). */
export function formatUnit(unit: Unit, language: TextLocale, count?: number): string {
  const word = catalogueOf(language).terms[`unit.${unit}`];
  if (word !== undefined) return countedForm(word, languageOf(language), count);
  const symbol = catalogueOf(language).terms[`sym.${unit}`] ?? UNIT_SYMBOL[unit];
  if (symbol === undefined) throw new MissingTextError(`unit ${unit}`);
  return typeof symbol === 'string' ? symbol : symbol.other;
}

function hasDecimalComma(p: TextParam, language: TextLocale): boolean {
  if (catalogueOf(language).locale.decimal !== ',') return false;
  return typeof p === 'object' && (p.type === 'decimal' || p.type === 'money') ;
}

/** One parameter as text in a language. */
export function formatParam(p: TextParam, language: TextLocale): string {
  if (typeof p === 'number') return formatInteger(p, language);
  if (typeof p === 'string') return p;
  switch (p.type) {
    case 'decimal':
      return formatDecimal(p.value, language);
    case 'fraction':
      return `${p.numerator < 0 ? '-' : ''}${Math.abs(p.numerator)}/${p.denominator}`;
    case 'mixed':
      return `${p.whole} ${p.numerator}/${p.denominator}`;
    case 'money':
      return formatMoney(p.cents, p.currency, language);
    case 'time':
      return formatTime(p.hours, p.minutes);
    case 'unit':
      return formatUnit(p.unit, language, p.count);
    case 'term': {
      const entry = catalogueOf(language).terms[p.key];
      if (entry === undefined) throw new MissingTextError(`${language} term ${p.key}`);
      return countedForm(entry, languageOf(language), p.count);
    }
    case 'list': {
      const parts = p.items.map((x) => formatParam(x, language));
      if (p.joiner === 'plus') return parts.join(' + ');
      // the language's multiplication sign (German writes ·)
      if (p.joiner === 'times') return parts.join(` ${String(catalogueOf(language).terms['sign.multiply'] ?? '×')} `);
      const { listSep, listSepDecimal } = catalogueOf(language).locale;
      return parts.join(p.items.some((x) => hasDecimalComma(x, language)) ? listSepDecimal : listSep);
    }
  }
}

/** The number a parameter holds, for a noun counted by it. */
function countOf(p: TextParam | undefined): number | undefined {
  if (typeof p === 'number') return p;
  // a time is said by its hour, and the words before it agree with that hour: Spanish "es la 1:05" but
  // "son las 2:05", Portuguese "é 1:05" but "são 2:05" ({w.time-is:t} {t})
  if (typeof p === 'object' && p.type === 'time') return p.hours;
  if (typeof p === 'object' && p.type === 'decimal') return Number(p.value);
  return undefined;
}

/** A term or unit in the form for a count (and case); anything else as formatParam writes it. */
function formatCounted(p: TextParam, language: TextLocale, count: number, grammaticalCase?: GrammaticalCase): string {
  if (typeof p !== 'object' || (p.type !== 'term' && p.type !== 'unit')) return formatParam(p, language);
  const key = p.type === 'term' ? p.key : `unit.${p.unit}`;
  const entry = catalogueOf(language).terms[key];
  if (entry === undefined) return formatParam(p, language);
  return countedForm(entry, languageOf(language), count, grammaticalCase);
}

// The template grammar, read here by renderText and by templateParams: {name|masculine|feminine} agrees with a
// term param's gender; {name}, {name:count} and {name:count:case} write a param ({w.bag} a catalogue noun).
const AGREEMENT = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g;
const PLACEHOLDER = /\{([\w.-]+)(?::(\w+))?(?::(acc|gen|dat))?\}/g;

/** The params a template reads: what its text cannot be written without. */
export function templateParams(template: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of template.matchAll(AGREEMENT)) names.add(name!);
  for (const [, name, count] of template.matchAll(PLACEHOLDER)) {
    if (!name!.includes('.')) names.add(name!);
    if (count !== undefined && !/^\d+$/.test(count)) names.add(count);
  }
  return names;
}

/** A template with its parameters filled in. Throws MissingTextError for an unknown key or parameter. */
export function renderText(ref: TextRef, language: TextLocale): string {
  const template = catalogueOf(language).templates[ref.key];
  if (template === undefined) throw new MissingTextError(`${language} template ${ref.key}`);
  const genders = catalogueOf(language).genders ?? {};
  const agreed = template.replace(AGREEMENT, (_, name: string, masculine: string, feminine: string) => {
    const value = ref.params[name];
    const key = typeof value === 'object' && value.type === 'term' ? value.key : '';
    return genders[key] === 'f' ? feminine : masculine;
  });
  // A counted noun agrees with its number: {obj:n} writes the term param obj in the form for param n's value,
  // {w.bag:t} the catalogue's own noun w.bag for param t, {obj:11} for a literal count (Arabic counts after كم
  // in the tamyiz, كم قلمًا); a last :acc, :gen or :dat gives the case the noun is in (اشترى {n} {items:n:acc},
  // mit {b} {objB:b:dat}).
  const text = agreed.replace(PLACEHOLDER, (_, name: string, count?: string, grammaticalCase?: GrammaticalCase) => {
    const value: TextParam | undefined = name.includes('.') ? { type: 'term', key: name } : ref.params[name];
    if (value === undefined) throw new MissingTextError(`${language} template ${ref.key} param ${name}`);
    if (count === undefined) return formatParam(value, language);
    if (!/^\d+$/.test(count) && !Object.hasOwn(ref.params, count)) throw new MissingTextError(`${language} template ${ref.key} param ${count}`);
    const n = /^\d+$/.test(count) ? Number(count) : countOf(ref.params[count]);
    // a count written as a fraction (3/4 cup) leaves the noun in the form its generator gave it
    return n === undefined ? formatParam(value, language) : formatCounted(value, language, n, grammaticalCase);
  });
  // French elides "de" and "que" before a vowel once the noun or name is known: "de autocollants" → "d’autocollants",
  // "que Inès" → "qu’Inès".
  return languageOf(language) === 'fr' ? text.replace(/(^|[\s(])(de|que) ([aeiouyàâéèêëîïôûAEIOUÉ])/g, (_, before: string, word: string, vowel: string) => `${before}${word === 'de' ? 'd' : 'qu'}’${vowel}`) : text;
}

/** The answer as a learner would write it in the language (choices shown by their label). */
export function formatAnswer(answer: Answer, language: TextLocale, choices?: readonly Choice[]): string {
  // the unit word agrees with the value (5,280 feet, 1 foot), not with the digits as written
  const withUnit = (text: string, count: number, unit?: Unit) => {
    if (!unit) return text;
    if (unit === 'deg' || unit === 'percent') return `${text}${formatUnit(unit, language)}`;
    return `${text} ${formatUnit(unit, language, count)}`;
  };
  switch (answer.kind) {
    case 'integer':
      return withUnit(formatInteger(answer.value, language), answer.value, answer.unit);
    case 'decimal':
      return withUnit(formatDecimal(answer.value, language), Number(answer.value), answer.unit);
    case 'fraction': {
      const { numerator: n, denominator: d } = answer;
      if (d === 1) return formatInteger(n, language);
      if (Math.abs(n) > d) return formatParam({ type: 'mixed', whole: Math.trunc(n / d), numerator: Math.abs(n) % d, denominator: d }, language);
      return formatParam({ type: 'fraction', numerator: n, denominator: d }, language);
    }
    case 'time':
      return formatTime(answer.hours, answer.minutes);
    case 'money':
      return formatMoney(answer.cents, answer.currency, language);
    case 'remainder':
      return renderText({ key: 'fmt.remainder', params: { q: answer.quotient, r: answer.remainder } }, language);
    case 'point':
      return `(${formatInteger(answer.x, language)}${catalogueOf(language).locale.pointSep}${formatInteger(answer.y, language)})`;
    case 'choice': {
      const choice = choices?.find((c) => c.key === answer.key);
      return choice ? renderText(choice.label, language) : answer.key;
    }
    case 'rectangle': {
      const params = { r: answer.rows, c: answer.columns, a: answer.rows * answer.columns, p: 2 * (answer.rows + answer.columns) };
      return renderText({ key: `fmt.rectangle.${answer.match}`, params }, language);
    }
    case 'polygon':
      return renderText({ key: answer.rightAngles === undefined ? 'fmt.polygon' : 'fmt.polygon.right', params: polygonParams(answer.sides, answer.rightAngles) }, language);
  }
}

/** A short sentence telling the learner why an answer was not accepted. */
export function reasonText(reason: CheckReason, language: TextLocale): string {
  return catalogueOf(language).reasons[reason];
}

/** The strand's name in a language. */
export const strandName = (strand: Strand, language: TextLocale) => catalogueOf(language).strands[strand];

/** The topic's name in a language. */
export const topicName = (topic: TopicKey, language: TextLocale) => catalogueOf(language).topics[topic];

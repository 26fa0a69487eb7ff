/**
 * Answer checking: accepts every way of writing the right answer (2/4 = 1/2 =
 * 0.5 where the question allows it, 1 1/2, 1.50, 3:05 or "five past three",
 * $1.50 or 1,50 in French, Arabic-Indic digits) and names the near miss
 * when it is wrong (not simplified, off by one, place value, sign…).
 */
import { allForms } from './counted.ts';
import { decimalToQ, q, qEq, qSub, type Q } from './rational.ts';
import { clockTime, parseTimeWords, type ClockTime } from './time-words.ts';
import { polygonFacts } from './polygon.ts';
import { catalogueOf, formatAnswer, languageOf, registeredLanguages, type TextLocale } from './text.ts';
import type { Answer, CheckReason, CheckResult, Item, Language, Response, Unit } from './types.ts';

// ── normalising typed text ─────────────────────────────────────────────────

/** Arabic-Indic and Eastern Arabic-Indic digits, Unicode minus signs, odd spaces and bidi marks → plain ASCII forms. */
export function normaliseInput(text: string): string {
  // most answers are plain digits: nothing below would change them
  if (/^[0-9]{1,15}$/.test(text)) return text;
  return text
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g, '-')
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\u00a0\u202f\u2009\u2007\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// ── units ─────────────────────────────────────────────────────────────────

const UNIT_WORDS: Record<string, Unit> = {
  mm: 'mm', millimetre: 'mm', millimetres: 'mm', millimeter: 'mm', millimeters: 'mm',
  cm: 'cm', centimetre: 'cm', centimetres: 'cm', centimeter: 'cm', centimeters: 'cm',
  m: 'm', metre: 'm', metres: 'm', meter: 'm', meters: 'm', mètre: 'm', mètres: 'm', metro: 'm', metros: 'm',
  km: 'km', kilometre: 'km', kilometres: 'km', kilometer: 'km', kilometers: 'km',
  g: 'g', gram: 'g', grams: 'g', gramme: 'g', grammes: 'g', gramo: 'g', gramos: 'g',
  kg: 'kg', kilogram: 'kg', kilograms: 'kg', kilogramme: 'kg', kilogrammes: 'kg', kilo: 'kg', kilos: 'kg',
  ml: 'ml', millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml',
  l: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l', litro: 'l', litros: 'l',
  cm2: 'cm2', 'cm²': 'cm2', 'sq cm': 'cm2', 'cm^2': 'cm2',
  m2: 'm2', 'm²': 'm2', 'sq m': 'm2', 'm^2': 'm2',
  cm3: 'cm3', 'cm³': 'cm3', 'cm^3': 'cm3', 'cubic cm': 'cm3',
  s: 's', sec: 's', secs: 's', second: 's', seconds: 's', seconde: 's', secondes: 's', segundo: 's', segundos: 's',
  min: 'min', mins: 'min', minute: 'min', minutes: 'min', minuto: 'min', minutos: 'min',
  h: 'h', hr: 'h', hrs: 'h', hour: 'h', hours: 'h', heure: 'h', heures: 'h', hora: 'h', horas: 'h',
  day: 'day', days: 'day', jour: 'day', jours: 'day', día: 'day', días: 'day', dia: 'day', dias: 'day',
  week: 'week', weeks: 'week', semaine: 'week', semaines: 'week', semana: 'week', semanas: 'week',
  '°': 'deg', deg: 'deg', degree: 'deg', degrees: 'deg', degré: 'deg', degrés: 'deg', grado: 'deg', grados: 'deg',
  '%': 'percent', percent: 'percent', 'per cent': 'percent', 'pour cent': 'percent', 'por ciento': 'percent',
  // US customary (decision 029). A prime or apostrophe is feet and a double prime or quote inches (5' and 5", as
  // American children write them, phone keyboards' curly quotes included); 5'4" is left unread, not guessed.
  in: 'in', inch: 'in', inches: 'in', '"': 'in', '″': 'in', '”': 'in',
  ft: 'ft', foot: 'ft', feet: 'ft', "'": 'ft', '′': 'ft', '’': 'ft',
  yd: 'yd', yds: 'yd', yard: 'yd', yards: 'yd',
  mi: 'mi', mile: 'mi', miles: 'mi',
  oz: 'oz', ounce: 'oz', ounces: 'oz',
  lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  c: 'cup', cup: 'cup', cups: 'cup',
  pt: 'pt', pint: 'pt', pints: 'pt',
  qt: 'qt', quart: 'qt', quarts: 'qt',
  gal: 'gal', gallon: 'gal', gallons: 'gal',
  in2: 'in2', 'in²': 'in2', 'in^2': 'in2', 'sq in': 'in2', 'sq. in': 'in2', 'square inch': 'in2', 'square inches': 'in2',
  ft2: 'ft2', 'ft²': 'ft2', 'ft^2': 'ft2', 'sq ft': 'ft2', 'sq. ft': 'ft2', 'square foot': 'ft2', 'square feet': 'ft2',
  in3: 'in3', 'in³': 'in3', 'in^3': 'in3', 'cu in': 'in3', 'cubic in': 'in3', 'cubic inch': 'in3', 'cubic inches': 'in3',
};

/**
 * UNIT_WORDS plus every registered language's own unit words and symbols (days,
 * jours, ساعات, سم…). Read from the registry when first needed, not at import: a
 * browser registers its language's catalogue after this module has loaded.
 */
let unitWordsCache: { languages: string; words: Record<string, Unit> } | undefined;
function unitWords(): Record<string, Unit> {
  const languages = registeredLanguages();
  if (unitWordsCache?.languages === languages.join()) return unitWordsCache.words;
  const words = { ...UNIT_WORDS };
  for (const language of languages) {
    for (const [key, entry] of Object.entries(catalogueOf(language).terms)) {
      const m = /^(?:unit|sym)\.(.+)$/.exec(key);
      if (!m) continue;
      const forms = typeof entry === 'string' ? [entry] : allForms(entry);
      for (const form of forms) words[form.toLowerCase()] = m[1] as Unit;
    }
  }
  unitWordsCache = { languages: languages.join(), words };
  return words;
}

/**
 * [dimension, size in the dimension's base unit]. Each system's units have
 * dimensions of their own: any unit of the asked system converts (1 ft for
 * 12 in, 1.2 m for 120 cm), but an answer in the other system is 'wrong-unit'
 * even when it measures the same (30.48 cm for 12 in), since the question asks
 * within one system (Common Core 4.MD.A.1).
 */
const UNIT_SCALE: Record<Unit, [string, number]> = {
  mm: ['length', 1], cm: ['length', 10], m: ['length', 1000], km: ['length', 1_000_000],
  g: ['mass', 1], kg: ['mass', 1000], ml: ['volume', 1], l: ['volume', 1000], cm3: ['volume', 1],
  cm2: ['area', 1], m2: ['area', 10_000],
  in: ['customary length', 1], ft: ['customary length', 12], yd: ['customary length', 36], mi: ['customary length', 63_360],
  oz: ['customary weight', 1], lb: ['customary weight', 16],
  cup: ['customary capacity', 1], pt: ['customary capacity', 2], qt: ['customary capacity', 4], gal: ['customary capacity', 16],
  in2: ['customary area', 1], ft2: ['customary area', 144], in3: ['customary volume', 1],
  s: ['time', 1], min: ['time', 60], h: ['time', 3600], day: ['time', 86_400], week: ['time', 604_800],
  deg: ['angle', 1], percent: ['percent', 1],
};

/** Splits "12,5 cm" into "12,5" and the unit; unknown trailing words make the unit `null`. */
function splitUnit(text: string): { number: string; unit?: Unit | null } {
  const m = /^(.*?[\d)])\s*([^\d\s/.,:+-].*)$/u.exec(text);
  if (!m) return { number: text };
  const word = m[2]!.toLowerCase().replace(/\.$/, '');
  return { number: m[1]!, unit: unitWords()[word] ?? null };
}

// ── numbers ───────────────────────────────────────────────────────────────

interface ParsedNumber {
  value: Q;
  form: 'integer' | 'decimal' | 'fraction' | 'mixed';
  /** for fractions, as typed (to tell 2/4 from 1/2) */
  typed?: Q;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<TextLocale, { grouped: RegExp; ungrouped: RegExp }>();

/** A language's number patterns, with its group and decimal separators: made once, as every answer is read with them. */
function numberPatterns(language: TextLocale) {
  let made = patterns.get(language);
  if (!made) {
    const { decimal, group } = catalogueOf(language).locale;
    const G = escape(group.trim() === '' ? ' ' : group);
    const D = escape(decimal);
    made = { grouped: new RegExp(`^-?[1-9]\\d{0,2}(${G}\\d{3})+(${D}\\d+)?$`), ungrouped: new RegExp(`^-?\\d+(${D}\\d+)?$`) };
    patterns.set(language, made);
  }
  return made;
}

/** Reads an integer, decimal, fraction or mixed number written the language's way (or the plain English way). */
export function parseNumber(raw: string, language: TextLocale): ParsedNumber | undefined {
  const text = raw.replace(/^\+/, '').trim();
  let m = /^(-?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(text) ?? /^(-?)(\d+)\s*-\s*(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (m) {
    const [w, n, d] = [Number(m[2]), Number(m[3]), Number(m[4])];
    if (d === 0 || n >= d) return undefined;
    const sign = m[1] ? -1 : 1;
    return { value: q(sign * (w * d + n), d), form: 'mixed', typed: { n: sign * (w * d + n), d } };
  }
  m = /^(-?)(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (m) {
    const [n, d] = [Number(m[2]), Number(m[3])];
    if (d === 0) return undefined;
    const sign = m[1] ? -1 : 1;
    return { value: q(sign * n, d), form: 'fraction', typed: { n: sign * n, d } };
  }
  const { decimal, group } = catalogueOf(language).locale;
  const compact = text.replace(/(\d) (?=\d{3}(?!\d))/g, '$1');
  const { grouped, ungrouped } = numberPatterns(language);
  let plain: string | undefined;
  if (grouped.test(compact)) plain = compact.split(group).join('').replace(decimal, '.');
  else if (ungrouped.test(compact)) plain = compact.replace(decimal, '.');
  else if (/^-?[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(compact)) plain = compact.replace(/,/g, '');
  else if (/^-?\d*[.,]\d+$/.test(compact)) plain = compact.replace(',', '.');
  if (plain === undefined) return undefined;
  const value = decimalToQ(plain.startsWith('-.') ? plain.replace('-.', '-0.') : plain.startsWith('.') ? `0${plain}` : plain);
  if (!value) return undefined;
  return { value, form: plain.includes('.') ? 'decimal' : 'integer' };
}

// ── time ──────────────────────────────────────────────────────────────────

/**
 * Reads a time: digits in any language (3:05, 03:05, 15:05, 3.05, 3h05,
 * "3 h 05", 3:05 pm) or words in the learner's language ("five past three",
 * "trois heures et quart", "las nueve menos cinco", "الثالثة والربع").
 */
export function parseTime(raw: string, language: Language = 'en'): ClockTime | undefined {
  const text = raw.toLowerCase().replace(/\s*([ap])\.?\s*m\.?$/, ' $1m').trim();
  const ampm = /\s([ap]m)$/.exec(text)?.[1];
  const core = ampm ? text.slice(0, -3).trim() : text;
  let m = /^(\d{1,2})\s*(?::|\.|h)\s*(\d{2})$/.exec(core) ?? /^(\d{1,2})\s*h$/.exec(core);
  if (m) return clockTime(Number(m[1]), m[2] ? Number(m[2]) : 0);
  m = /^(\d{1,2})$/.exec(core);
  if (m && ampm) return clockTime(Number(m[1]), 0);
  return parseTimeWords(core, language);
}

// ── money ─────────────────────────────────────────────────────────────────

const CURRENCY_MARKS = /(r\$|brl|reais|real|us\$|ca\$|au\$|nz\$|a\$|c\$|nz\$|\$|£|€|¥|aed|usd|cad|aud|nzd|gbp|eur|cny|rmb|د\.إ\.?|درهم|dhs?|yuan)/gi;

/** Reads $1.50, 1.5, 1,50 €, 150¢, 75c, 50p, 50 ct; a plain whole number under 100 may be cents (75 for 75¢). */
export function parseMoney(raw: string, language: TextLocale, expectedCents?: number): number | undefined {
  let text = raw.toLowerCase().trim();
  const centsMark = /^(\d+)\s*(?:¢|c|ct|p|cents?|pence|centimes?|céntimos?|centavos?|fils|فلس|سنت)$/.exec(text);
  if (centsMark) return Number(centsMark[1]);
  const hadSymbol = CURRENCY_MARKS.test(text);
  CURRENCY_MARKS.lastIndex = 0;
  text = text.replace(CURRENCY_MARKS, '').trim();
  const parsed = parseNumber(text, language);
  if (!parsed || parsed.form === 'fraction' || parsed.form === 'mixed') return undefined;
  const cents = (parsed.value.n * 100) / parsed.value.d;
  if (!Number.isInteger(cents)) return undefined;
  if (!hadSymbol && parsed.form === 'integer' && expectedCents !== undefined && expectedCents < 100 && parsed.value.n === expectedCents) return expectedCents;
  return cents;
}

// ── diagnosis ─────────────────────────────────────────────────────────────

function diagnoseNumber(given: Q, expected: Q, integers: boolean): CheckReason {
  if (expected.n !== 0 && qEq(given, { n: -expected.n, d: expected.d })) return 'sign';
  const diff = qSub(given, expected);
  if (integers && Math.abs(diff.n) === diff.d) return 'off-by-one';
  for (const k of [10, 100, 1000]) {
    if (expected.n !== 0 && (qEq(given, q(expected.n * k, expected.d)) || qEq(given, q(expected.n, expected.d * k)))) return 'place-value';
  }
  if (expected.n !== 0 && given.n !== 0 && qEq(given, q(expected.d, expected.n))) return 'swapped';
  const rel = Math.abs(diff.n / diff.d) / Math.abs(expected.n / expected.d || 1);
  if (!integers && rel < 0.01) return 'close';
  return 'incorrect';
}

const result = (correct: boolean, expected: string, reason?: CheckReason): CheckResult => (correct ? { correct, expected } : { correct, expected, reason: reason ?? 'incorrect' });

type NumericAnswer = Extract<Answer, { kind: 'integer' | 'decimal' | 'fraction' }>;

function expectedQ(answer: NumericAnswer): Q {
  if (answer.kind === 'integer') return q(answer.value);
  if (answer.kind === 'decimal') return decimalToQ(answer.value)!;
  return q(answer.numerator, answer.denominator);
}

function checkNumeric(answer: NumericAnswer, parsed: ParsedNumber, unit: Unit | undefined, expected: string): CheckResult {
  const want = expectedQ(answer);
  let value = parsed.value;
  const answerUnit = answer.kind === 'fraction' ? undefined : answer.unit;
  if (unit && answerUnit && unit !== answerUnit) {
    const [dimA, sizeA] = UNIT_SCALE[answerUnit];
    const [dimB, sizeB] = UNIT_SCALE[unit];
    if (dimA !== dimB) return result(false, expected, 'wrong-unit');
    value = q(value.n * sizeB, value.d * sizeA);
    if (!qEq(value, want)) return result(false, expected, 'wrong-unit');
  } else if (unit && !answerUnit) {
    return result(false, expected, 'wrong-unit');
  }
  if (!qEq(value, want)) return result(false, expected, diagnoseNumber(value, want, answer.kind === 'integer' && parsed.form === 'integer'));
  if (answer.kind === 'fraction') {
    if ((parsed.form === 'decimal' || parsed.form === 'integer') && answer.allowDecimal === false && want.d !== 1) return result(false, expected, 'wrong-form');
    const typed = parsed.typed;
    if (answer.requireSimplest && typed && (typed.d !== value.d || Math.abs(typed.n) !== Math.abs(value.n))) return result(false, expected, 'not-simplified');
    if (answer.requireMixed && parsed.form === 'fraction' && Math.abs(want.n) > want.d) return result(false, expected, 'wrong-form');
  }
  if (answer.kind === 'decimal' && answer.allowFraction === false && (parsed.form === 'fraction' || parsed.form === 'mixed')) return result(false, expected, 'wrong-form');
  return result(true, expected);
}

/** A structured response (from a widget) as the parsed form checkNumeric expects. */
function structuredNumber(response: Answer): { parsed: ParsedNumber; unit?: Unit } | undefined {
  if (response.kind === 'integer') return { parsed: { value: q(response.value), form: 'integer' }, ...(response.unit ? { unit: response.unit } : {}) };
  if (response.kind === 'decimal') {
    const value = decimalToQ(response.value);
    return value ? { parsed: { value, form: 'decimal' }, ...(response.unit ? { unit: response.unit } : {}) } : undefined;
  }
  if (response.kind === 'fraction') {
    if (response.denominator === 0) return undefined;
    // a widget has no written form: an improper value from the bars counts as mixed
    const form = Math.abs(response.numerator) > response.denominator ? 'mixed' : 'fraction';
    return { parsed: { value: q(response.numerator, response.denominator), form, typed: { n: response.numerator, d: response.denominator } } };
  }
  return undefined;
}

/**
 * Checks a learner's response to an item. `locale` decides how typed numbers
 * are read (1,5 is one and a half in French; es-US reads 3.5, and 3,5 too) and
 * the locale `expected` is written for.
 */
export function checkAnswer(item: Pick<Item, 'answer' | 'choices'>, response: Response, locale: TextLocale): CheckResult {
  const answer = item.answer;
  const expected = formatAnswer(answer, locale, item.choices);
  const language = languageOf(locale);
  const text = typeof response === 'string' ? normaliseInput(response) : undefined;
  if (text === '') return result(false, expected, 'empty');

  switch (answer.kind) {
    case 'integer':
    case 'decimal':
    case 'fraction': {
      if (text === undefined) {
        const s = structuredNumber(response as Answer);
        return s ? checkNumeric(answer, s.parsed, s.unit, expected) : result(false, expected, 'wrong-kind');
      }
      const { number, unit } = splitUnit(text);
      if (unit === null) return result(false, expected, 'unreadable');
      const parsed = parseNumber(number, locale) ?? (unit === undefined ? undefined : parseNumber(text, locale));
      if (!parsed) return result(false, expected, 'unreadable');
      return checkNumeric(answer, parsed, unit, expected);
    }
    case 'time': {
      let given: { hours: number; minutes: number } | undefined;
      if (text === undefined) given = (response as Answer).kind === 'time' ? (response as Extract<Answer, { kind: 'time' }>) : undefined;
      else given = parseTime(text, language);
      if (!given) return result(false, expected, text === undefined ? 'wrong-kind' : 'unreadable');
      const h = given.hours % 12 || 12;
      if (h === (answer.hours % 12 || 12) && given.minutes === answer.minutes) return result(true, expected);
      if ((h * 5) % 60 === answer.minutes && given.minutes === ((answer.hours % 12) * 5) % 60) return result(false, expected, 'hands-swapped');
      if (given.minutes === answer.minutes && Math.abs(h - (answer.hours % 12 || 12)) % 10 === 1) return result(false, expected, 'off-by-one');
      return result(false, expected, 'incorrect');
    }
    case 'money': {
      let cents: number | undefined;
      if (text === undefined) {
        const r = response as Answer;
        cents = r.kind === 'money' ? r.cents : undefined;
        if (cents === undefined) return result(false, expected, 'wrong-kind');
      } else cents = parseMoney(text, locale, answer.cents);
      if (cents === undefined) return result(false, expected, 'unreadable');
      if (cents === answer.cents) return result(true, expected);
      return result(false, expected, diagnoseNumber(q(cents), q(answer.cents), true));
    }
    case 'remainder': {
      let given: { quotient: number; remainder: number } | undefined;
      if (text === undefined) given = (response as Answer).kind === 'remainder' ? (response as Extract<Answer, { kind: 'remainder' }>) : undefined;
      else {
        const m = /^(\d+)\s*(?:r|rem|remainder|reste|resto|residuo|rest|والباقي|الباقي|باقي|ושארית|שארית|余|,|;)\.?\s*(\d+)$/i.exec(text.replace(/\s+/g, ' '));
        given = m ? { quotient: Number(m[1]), remainder: Number(m[2]) } : undefined;
        if (!given && /^\d+$/.test(text)) given = { quotient: Number(text), remainder: 0 };
      }
      if (!given) return result(false, expected, text === undefined ? 'wrong-kind' : 'unreadable');
      if (given.quotient === answer.quotient && given.remainder === answer.remainder) return result(true, expected);
      if (given.quotient === answer.quotient) return result(false, expected, 'remainder');
      return result(false, expected, diagnoseNumber(q(given.quotient), q(answer.quotient), true));
    }
    case 'point': {
      let given: { x: number; y: number } | undefined;
      if (text === undefined) given = (response as Answer).kind === 'point' ? (response as Extract<Answer, { kind: 'point' }>) : undefined;
      else {
        // (3, 4), (3; 4) and the German (3|4)
        const m = /^\(?\s*(-?\d+)\s*[,;|]?\s*(-?\d+)\s*\)?$/.exec(text);
        given = m ? { x: Number(m[1]), y: Number(m[2]) } : undefined;
      }
      if (!given) return result(false, expected, text === undefined ? 'wrong-kind' : 'unreadable');
      if (given.x === answer.x && given.y === answer.y) return result(true, expected);
      if (given.x === answer.y && given.y === answer.x) return result(false, expected, 'swapped');
      if ((given.x === -answer.x && given.y === answer.y) || (given.x === answer.x && given.y === -answer.y)) return result(false, expected, 'sign');
      return result(false, expected, 'incorrect');
    }
    case 'choice': {
      const choices = item.choices ?? [];
      let key: string | undefined;
      if (text === undefined) key = (response as Answer).kind === 'choice' ? (response as Extract<Answer, { kind: 'choice' }>).key : undefined;
      else {
        const lower = text.toLowerCase();
        const byKey = choices.find((c) => c.key.toLowerCase() === lower);
        // a label is read as typed: "0,50 €" with a plain space matches the label's no-break space
        const byLabel = choices.find((c) => registeredLanguages().some((l) => normaliseInput(formatAnswer({ kind: 'choice', key: c.key }, l, choices)).toLowerCase() === lower));
        const letter = /^[a-h]$/.test(lower) && !byKey && !byLabel ? choices[lower.charCodeAt(0) - 97] : undefined;
        key = (byKey ?? byLabel ?? letter)?.key;
      }
      if (key === undefined) return result(false, expected, text === undefined ? 'wrong-kind' : 'unreadable');
      if (!choices.some((c) => c.key === key)) return result(false, expected, 'unreadable');
      return result(key === answer.key, expected);
    }
    case 'rectangle': {
      let given: { rows: number; columns: number } | undefined;
      if (text === undefined) given = (response as Answer).kind === 'rectangle' ? (response as Extract<Answer, { kind: 'rectangle' }>) : undefined;
      else {
        const m = /^(\d+)\s*(?:x|×|·|\*|by|par|por|mal|في)\s*(\d+)$/i.exec(text);
        given = m ? { rows: Number(m[1]), columns: Number(m[2]) } : undefined;
      }
      if (!given) return result(false, expected, text === undefined ? 'wrong-kind' : 'unreadable');
      return checkRectangle(answer, given, expected);
    }
    case 'polygon': {
      if (typeof response === 'string' || response.kind !== 'drawn-polygon') return result(false, expected, 'wrong-kind');
      const facts = polygonFacts(response.points);
      if (facts.corners.length < 3) return result(false, expected, 'too-few-corners');
      if (!facts.simple) return result(false, expected, 'sides-cross');
      if (facts.corners.length !== answer.sides) return result(false, expected, Math.abs(facts.corners.length - answer.sides) === 1 ? 'off-by-one' : 'incorrect');
      if (answer.rightAngles !== undefined && facts.rightAngles !== answer.rightAngles) return result(false, expected, 'incorrect');
      return result(true, expected);
    }
  }
}

/** Whether a built rectangle is one of those the answer accepts. */
function checkRectangle(answer: Extract<Answer, { kind: 'rectangle' }>, given: { rows: number; columns: number }, expected: string): CheckResult {
  const { rows, columns } = given;
  if (rows < 1 || columns < 1) return result(false, expected, 'incorrect');
  const exact = rows === answer.rows && columns === answer.columns;
  const turned = rows === answer.columns && columns === answer.rows;
  switch (answer.match) {
    case 'exact':
      return exact ? result(true, expected) : result(false, expected, turned ? 'swapped' : 'incorrect');
    case 'turned':
      return result(exact || turned, expected);
    case 'area':
      return result(rows * columns === answer.rows * answer.columns, expected);
    case 'perimeter':
      return result(rows + columns === answer.rows + answer.columns, expected);
  }
}

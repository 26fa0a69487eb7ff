/**
 * Times written out in words, one reader per language: "quarter past three",
 * "trois heures moins le quart", "las nueve menos cinco", "التاسعة إلا خمس دقائق", "Viertel vor vier".
 * Each reader knows only its own language's words, so an answer in another
 * language is left unread (the learner is asked to write it again) rather than
 * misread: "once" is eleven in Spanish, "six" is a number in English and French
 * but "six heures" is no English time. Digits (3:05, 3h05) are read before
 * these, in any language (check.ts).
 */
import type { Language } from './types.ts';

/** A time on a 12-hour clock face: hours 1–12. */
export interface ClockTime {
  hours: number;
  minutes: number;
}

/** The clock time for hours 0–24 and minutes 0–59 (15:05 and 3:05 are the same face), or undefined. */
export function clockTime(hours: number, minutes: number): ClockTime | undefined {
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours < 0 || hours > 24 || minutes < 0 || minutes >= 60) return undefined;
  return { hours: hours % 12 === 0 ? 12 : hours % 12, minutes };
}

/** `offset` minutes after the hour (before it when negative): "to", "moins", "menos", "إلا" count back from the next hour. */
function fromHour(hours: number | undefined, offset: number | undefined): ClockTime | undefined {
  if (hours === undefined || offset === undefined || hours < 0 || hours > 24 || offset <= -60 || offset >= 60) return undefined;
  return offset >= 0 ? clockTime(hours, offset) : clockTime((hours + 23) % 24, 60 + offset);
}

/** Lower case without accents or hyphens ("Dix-sept", "mediodía" → "dix sept", "mediodia"), single spaces, one kind of apostrophe. */
function latinWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/g, "'")
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A number of up to two words from a table: one word ("quinze", "veinticinco"),
 * or tens then units with an optional joining word ("vingt et un", "treinta y
 * cinco", "cinquante neuf"). Digits are read as they are.
 */
function tensAndUnits(text: string, words: Record<string, number>, join: string): number | undefined {
  const t = text.trim();
  if (/^\d{1,2}$/.test(t)) return Number(t);
  const parts = t.split(' ').filter((w) => w !== join);
  const values = parts.map((p) => words[p]);
  if (values.some((v) => v === undefined)) return undefined;
  if (values.length === 1) return values[0];
  const [tens, units] = values as [number, number];
  return values.length === 2 && tens >= 20 && tens % 10 === 0 && units >= 1 && units <= 9 ? tens + units : undefined;
}

// ── English ─────────────────────────────────────────────────────────────────

const EN_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, quarter: 15, half: 30, noon: 12, midday: 12, midnight: 12,
};

function englishNumber(text: string): number | undefined {
  const t = text.trim().replace(/-/g, ' ');
  if (/^\d+$/.test(t)) return Number(t);
  const parts = t.split(' ').filter((w) => w !== 'a');
  if (!parts.length || parts.some((p) => EN_NUMBERS[p] === undefined)) return undefined;
  return parts.reduce((s, p) => s + EN_NUMBERS[p]!, 0);
}

/** "five past three", "a quarter to 4", "half past 12", "nine o'clock", "three fifteen", "three oh five", "noon". */
function english(text: string): ClockTime | undefined {
  let m = /^(.+?)\s*o'?\s*clock$/.exec(text);
  if (m) return fromHour(englishNumber(m[1]!), 0);
  m = /^(.+?)\s+(past|after|to|before)\s+(.+)$/.exec(text);
  if (m) {
    const minutes = englishNumber(m[1]!.replace(/\s*minutes?$/, ''));
    if (minutes === undefined || minutes <= 0) return undefined;
    return fromHour(englishNumber(m[3]!), m[2] === 'past' || m[2] === 'after' ? minutes : -minutes);
  }
  m = /^([a-z]+)\s+(?:oh\s+)?([a-z -]+)$/.exec(text);
  if (m) {
    const t = fromHour(englishNumber(m[1]!), englishNumber(m[2]!));
    if (t) return t;
  }
  return ['noon', 'midday', 'midnight'].includes(text) ? clockTime(12, 0) : undefined;
}

// ── French ──────────────────────────────────────────────────────────────────

const FR_NUMBERS: Record<string, number> = {
  zero: 0, un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30, quarante: 40, cinquante: 50,
};

/** French numbers to 59: "dix sept" and "vingt et un" are tens and units like the others. */
function frenchNumber(text: string): number | undefined {
  const t = text.trim();
  const teen = /^dix (sept|huit|neuf)$/.exec(t);
  return teen ? 10 + FR_NUMBERS[teen[1]!]! : tensAndUnits(t, FR_NUMBERS, 'et');
}

/** "trois heures et quart", "sept heures et demie", "trois heures moins le quart", "neuf heures moins cinq", "3 heures 05", "midi", "minuit vingt". */
function french(raw: string): ClockTime | undefined {
  const text = latinWords(raw)
    .replace(/^il est /, '')
    .replace(/ (du matin|du soir|de l'apres midi|de la nuit)$/, '')
    .replace(/ (pile|precises?|juste)$/, '');
  const m = /^(?:(.+?) (?:heures?|h)|(midi|minuit))(?: (.+))?$/.exec(text);
  if (!m) return undefined;
  const hours = m[2] ? (m[2] === 'midi' ? 12 : 0) : frenchNumber(m[1]!);
  const rest = (m[3] ?? '').replace(/ minutes?$/, '');
  if (rest === '') return fromHour(hours, 0);
  if (rest === 'et quart') return fromHour(hours, 15);
  if (rest === 'et demie' || rest === 'et demi') return fromHour(hours, 30);
  if (rest === 'moins le quart' || rest === 'moins quart') return fromHour(hours, -15);
  const before = /^moins (.+)$/.exec(rest);
  if (before) {
    const minutes = frenchNumber(before[1]!);
    return minutes ? fromHour(hours, -minutes) : undefined;
  }
  return fromHour(hours, frenchNumber(rest));
}

// ── Spanish ─────────────────────────────────────────────────────────────────

const ES_NUMBERS: Record<string, number> = {
  cero: 0, un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
  trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19, veinte: 20,
  veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50,
};

const spanishNumber = (text: string) => tensAndUnits(text, ES_NUMBERS, 'y');

/** "las tres y cuarto", "las siete y media", "las nueve menos cinco", "la una y diez", "las doce en punto", "3 y 15", "mediodía". */
function spanish(raw: string): ClockTime | undefined {
  const said = latinWords(raw)
    .replace(/^(?:son|es) /, '')
    .replace(/ (de la manana|de la tarde|de la noche|de la madrugada|del mediodia)$/, '');
  const text = said.replace(/ en punto$/, '');
  const m = /^(las? )?(mediodia|medianoche|\d{1,2}|[a-z]+)(?: (y|menos) (.+?))?(?: minutos?)?$/.exec(text);
  if (!m) return undefined;
  const hours = m[2] === 'mediodia' ? 12 : m[2] === 'medianoche' ? 0 : spanishNumber(m[2]!);
  // a bare number is no time: "las tres", "tres en punto" or "mediodía" is
  if (!m[3]) return m[1] || text !== said || m[2] === 'mediodia' || m[2] === 'medianoche' ? fromHour(hours, 0) : undefined;
  const minutes = m[4] === 'cuarto' ? 15 : m[4] === 'media' ? 30 : spanishNumber(m[4]!);
  if (!minutes) return undefined;
  return fromHour(hours, m[3] === 'y' ? minutes : -minutes);
}

// ── Portuguese (Brazil) ─────────────────────────────────────────────────────

const PT_NUMBERS: Record<string, number> = {
  zero: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12,
  treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17, dezoito: 18, dezenove: 19, dezanove: 19,
  vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50,
};

/** An hour as said: "três", "uma", "meio-dia", "meia-noite" (after para: "as quatro", "a uma", "o meio-dia"). */
const portugueseHour = (words: string) => (words === 'meio dia' ? 12 : words === 'meia noite' ? 0 : tensAndUnits(words, PT_NUMBERS, 'e'));

/** "três e quinze", "três e meia", "quinze para as quatro", "duas horas", "uma e dez", "meio-dia e meia", "3 e 15", "três em ponto". */
function portuguese(raw: string): ClockTime | undefined {
  const said = latinWords(raw)
    .replace(/^(?:sao|e) /, '')
    .replace(/ (da manha|da tarde|da noite|da madrugada)$/, '');
  const text = said.replace(/ (em ponto|certinho)$/, '').replace(/ minutos?$/, '');
  const to = /^(.+?) para (?:as |a |o )?(.+?)(?: horas?)?$/.exec(text);
  if (to) {
    const minutes = to[1] === 'um quarto' ? 15 : tensAndUnits(to[1]!, PT_NUMBERS, 'e');
    return minutes ? fromHour(portugueseHour(to[2]!), -minutes) : undefined;
  }
  const m = /^(?:as |a )?(meio dia|meia noite|\d{1,2}|[a-z]+)( horas?)?(?: e (.+))?$/.exec(text);
  if (!m) return undefined;
  const hours = portugueseHour(m[1]!);
  // a bare number is no time: "três horas", "três em ponto" or "meio-dia" is
  if (!m[3]) return m[2] || text !== said || m[1]!.includes(' ') ? fromHour(hours, 0) : undefined;
  const minutes = m[3] === 'meia' ? 30 : m[3] === 'um quarto' ? 15 : tensAndUnits(m[3], PT_NUMBERS, 'e');
  return minutes ? fromHour(hours, minutes) : undefined;
}

// ── Arabic ──────────────────────────────────────────────────────────────────

/**
 * Arabic as typed: without vowel marks or tatweel, one alef for أ إ آ, ي for
 * ى and ه for ة (learners write both), so the tables below need one spelling.
 */
function arabicWords(text: string): string {
  return text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The hour as an ordinal, the way Arabic tells the time: الثالثة is three o'clock. */
const AR_HOURS: Record<string, number> = {
  الواحده: 1, الثانيه: 2, الثالثه: 3, الرابعه: 4, الخامسه: 5, السادسه: 6, السابعه: 7, الثامنه: 8, التاسعه: 9, العاشره: 10,
  'الحاديه عشره': 11, 'الثانيه عشره': 12, الظهر: 12, 'منتصف النهار': 12, 'منتصف الليل': 12,
};

/** Minutes as cardinals (both genders, with or without the accusative alef), and the fractions of an hour. */
const AR_MINUTES: Record<string, number> = {
  دقيقه: 1, واحده: 1, واحد: 1, احدي: 1, احد: 1, دقيقتان: 2, دقيقتين: 2, اثنتان: 2, اثنتين: 2, اثنان: 2, اثنين: 2, اثنتا: 2, اثنتي: 2, اثنا: 2, اثني: 2,
  ثلاث: 3, ثلاثه: 3, اربع: 4, اربعه: 4, خمس: 5, خمسه: 5, ست: 6, سته: 6, سبع: 7, سبعه: 7, ثمان: 8, ثماني: 8, ثمانيه: 8,
  تسع: 9, تسعه: 9, عشر: 10, عشره: 10, عشرون: 20, عشرين: 20, ثلاثون: 30, ثلاثين: 30, اربعون: 40, اربعين: 40, خمسون: 50, خمسين: 50,
  ربع: 15, الربع: 15, ثلث: 20, الثلث: 20, نصف: 30, النصف: 30,
};
const AR_TENS = new Set([20, 30, 40, 50]);
/** words that only say it is exact or which part of the day it is */
const AR_DROP = new Set(['تماما', 'بالضبط', 'صباحا', 'مساء', 'ظهرا', 'عصرا', 'ليلا', 'فجرا']);
/** the unit after a number (خمس دقائق, عشرون دقيقة); right after و or إلا, دقيقة and دقيقتان are the number */
const AR_UNIT = new Set(['دقيقه', 'دقائق', 'دقيقتان', 'دقيقتين']);

/** One minute word, also with the accusative alef (ربعًا, خمسًا), or digits. */
function arabicMinuteWord(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return AR_MINUTES[word] ?? (word.endsWith('ا') ? AR_MINUTES[word.slice(0, -1)] : undefined);
}

/**
 * "الثالثة والربع", "السابعة والنصف", "التاسعة إلا خمس دقائق", "الرابعة إلا ربعًا",
 * "الثالثة وخمس وعشرون دقيقة", "الثالثة والنصف وخمس دقائق", "الساعة 3 والربع".
 * After the hour come terms joined by و (add) or إلا (take away); a units word
 * followed by و and a tens word is one number (خمس وعشرون = 25), so إلا takes
 * it whole.
 */
function arabic(raw: string): ClockTime | undefined {
  const said = arabicWords(raw);
  const text = said.replace(/^الساعه /, '');
  let hours: number | undefined;
  let rest = '';
  for (const [words, value] of Object.entries(AR_HOURS).sort((a, b) => b[0].length - a[0].length)) {
    if (text === words || text.startsWith(`${words} `)) {
      [hours, rest] = [value, text.slice(words.length)];
      break;
    }
  }
  const digits = /^(\d{1,2})((?: .*)?)$/.exec(text);
  if (hours === undefined && digits) [hours, rest] = [Number(digits[1]), digits[2]!];
  if (hours === undefined) return undefined;
  const terms = rest
    .split(' ')
    .filter((w) => w && !AR_DROP.has(w))
    // "والربع" → "و الربع": the conjunction is written on the word it joins (but واحدة starts with و too)
    .flatMap((w) => (w.length > 1 && w.startsWith('و') && arabicMinuteWord(w) === undefined ? ['و', w.slice(1)] : [w]));
  // a bare number is no time; "الساعة ٣" or an hour word is
  if (terms.length === 0 && digits && text === said) return undefined;
  let offset = 0;
  let i = 0;
  while (i < terms.length) {
    const op = terms[i];
    let minutes = arabicMinuteWord(terms[i + 1]);
    if ((op !== 'و' && op !== 'الا') || minutes === undefined) return undefined;
    i += 2;
    // units then عشرة (ثلاث عشرة = 13), or units و tens (خمس وعشرون = 25)
    if (minutes < 10 && (terms[i] === 'عشر' || terms[i] === 'عشره')) {
      minutes += 10;
      i += 1;
    } else if (minutes < 10 && terms[i] === 'و' && AR_TENS.has(arabicMinuteWord(terms[i + 1]) ?? -1)) {
      minutes += arabicMinuteWord(terms[i + 1])!;
      i += 2;
    }
    if (AR_UNIT.has(terms[i] ?? '')) i += 1;
    offset += op === 'و' ? minutes : -minutes;
  }
  return fromHour(hours, offset);
}

// ── Hebrew ──────────────────────────────────────────────────────────────────

/** Hebrew numbers as a clock says them (the feminine of שעה and דקה); עשרה alone is ten minutes, as one says it. */
const HE_NUMBERS: Record<string, number> = {
  אחת: 1, שתיים: 2, שתים: 2, שתי: 2, שלוש: 3, ארבע: 4, חמש: 5, שש: 6, שבע: 7, שמונה: 8, תשע: 9, עשר: 10, עשרה: 10,
  עשרים: 20, שלושים: 30, ארבעים: 40, חמישים: 50, רבע: 15, חצי: 30,
};
const HE_HOURS: Record<string, number> = {
  אחת: 1, שתיים: 2, שתים: 2, שלוש: 3, ארבע: 4, חמש: 5, שש: 6, שבע: 7, שמונה: 8, תשע: 9, עשר: 10, 'אחת עשרה': 11, 'שתים עשרה': 12, 'שתיים עשרה': 12,
};

/** Minutes in Hebrew words: "עשרים ושלוש דקות", "שלוש עשרה", "דקה", "רבע", digits. */
function hebrewMinutes(text: string): number | undefined {
  const words = text.split(' ').filter(Boolean).map((w) => (w.length > 1 && w.startsWith('ו') ? w.slice(1) : w));
  if (words.at(-1) === 'דקות' || words.at(-1) === 'דקה') {
    const unit = words.pop();
    if (unit === 'דקה' && (words.length === 0 || (words.length === 1 && words[0] === 'אחת'))) return 1;
    if (unit === 'דקה') return undefined;
  } else if (words[0] === 'דקה' && words.length === 2 && words[1] === 'אחת') return 1;
  if (words.length === 1 && /^\d{1,2}$/.test(words[0]!)) return Number(words[0]);
  const values = words.map((w) => HE_NUMBERS[w]);
  if (!values.length || values.some((v) => v === undefined)) return undefined;
  if (values.length === 1) return values[0];
  const [a, b] = values as [number, number];
  if (values.length === 2 && a < 10 && words[1] === 'עשרה') return a + 10;
  if (values.length === 2 && a >= 20 && a % 10 === 0 && b >= 1 && b <= 9) return a + b;
  return undefined;
}

/** "שלוש ורבע", "שבע וחצי", "רבע לארבע", "עשר דקות לשש", "תשע בדיוק", "שתיים ועשרים וחמש דקות", "השעה 3 ועשרה". */
function hebrew(raw: string): ClockTime | undefined {
  const text = raw
    .replace(/[\u0591-\u05C7]/g, '')
    .replace(/[.,!?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^השעה /, '')
    .replace(/ (בדיוק|בבוקר|בערב|בצהריים|אחר הצהריים|בלילה)$/, '');
  const hourOf = (t: string): number | undefined => (/^\d{1,2}$/.test(t) ? Number(t) : HE_HOURS[t]);
  const to = /^(.+?) ל(.+)$/.exec(text);
  if (to) {
    const minutes = hebrewMinutes(to[1]!);
    const hours = hourOf(to[2]!);
    if (minutes !== undefined && minutes > 0 && hours !== undefined) return fromHour(hours, -minutes);
  }
  for (const [words, value] of [...Object.entries(HE_HOURS), ...Array.from({ length: 12 }, (_, i) => [String(i + 1), i + 1] as const)].sort((a, b) => b[0].length - a[0].length)) {
    if (text === words) return fromHour(value, 0);
    if (text.startsWith(`${words} ו`)) {
      const minutes = hebrewMinutes(text.slice(words.length + 1));
      return minutes === undefined || minutes === 0 ? undefined : fromHour(value, minutes);
    }
  }
  return undefined;
}

// ── Chinese ─────────────────────────────────────────────────────────────────

const ZH_DIGITS: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** A Chinese number to 59 (十五, 二十三, 零五) or digits. */
function chineseNumber(text: string): number | undefined {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (text.length === 1 && text !== '十') return ZH_DIGITS[text];
  const m = /^([一二两三四五]?)十([一二三四五六七八九]?)$/.exec(text);
  if (!m) return undefined;
  const [, tens, units] = m;
  return (tens ? ZH_DIGITS[tens]! : 1) * 10 + (units ? ZH_DIGITS[units]! : 0);
}

/** "三点", "三点整", "三点一刻", "七点半", "九点三刻", "两点零五分", "三点二十五分", "差五分四点", "3点15分". */
function chinese(raw: string): ClockTime | undefined {
  const text = raw.replace(/\s+/g, '').replace(/[。，,.!！]/g, '').replace(/^现在是?/, '').replace(/^(上午|下午|早上|晚上|中午)/, '');
  const before = /^差(.+?)分?(.+?)点$/.exec(text);
  if (before) {
    const minutes = before[1] === '一刻' ? 15 : chineseNumber(before[1]!);
    const hours = chineseNumber(before[2]!);
    return minutes === undefined || minutes <= 0 || hours === undefined ? undefined : fromHour(hours, -minutes);
  }
  const m = /^(.+?)[点點](.*)$/.exec(text);
  if (!m) return undefined;
  const hours = chineseNumber(m[1]!);
  if (hours === undefined || hours === 0) return undefined;
  const rest = m[2]!.replace(/^钟/, '');
  if (rest === '' || rest === '整') return fromHour(hours, 0);
  if (rest === '半') return fromHour(hours, 30);
  if (rest === '一刻') return fromHour(hours, 15);
  if (rest === '三刻') return fromHour(hours, 45);
  const minutes = /^(.+?)分?$/.exec(rest);
  if (!minutes) return undefined;
  const digits = minutes[1]!.replace(/^[零〇](?=[一二三四五六七八九]$)/, '');
  const value = chineseNumber(digits);
  return value === undefined || value === 0 ? undefined : fromHour(hours, value);
}

// ── German ──────────────────────────────────────────────────────────────────

const DE_UNITS: Record<string, number> = { ein: 1, eins: 1, eine: 1, zwei: 2, zwo: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9 };
const DE_NUMBERS: Record<string, number> = {
  null: 0, ...DE_UNITS, zehn: 10, elf: 11, zwolf: 12, dreizehn: 13, vierzehn: 14, funfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
  zwanzig: 20, dreissig: 30, vierzig: 40, funfzig: 50,
};

/** German as typed: lower case without umlauts (ü and ue alike, as a keyboard without them writes it), ß as ss. */
function germanWords(text: string): string {
  return latinWords(text.replace(/ß/g, 'ss').replace(/ae/gi, 'a').replace(/oe/gi, 'o').replace(/ue/gi, 'u'));
}

/** A German number to 59: a word ("zwölf"), units-and-tens written as one ("fünfundzwanzig") or apart, or digits. */
function germanNumber(text: string): number | undefined {
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const m = /^([a-z]+?) ?und ?([a-z]+)$/.exec(text);
  if (m && DE_UNITS[m[1]!] !== undefined && [20, 30, 40, 50].includes(DE_NUMBERS[m[2]!] ?? -1)) return DE_UNITS[m[1]!]! + DE_NUMBERS[m[2]!]!;
  return DE_NUMBERS[text];
}

/** The hour a German time names: "drei", "3", "eins", "zwölf", "Mittag", "Mitternacht". */
const germanHour = (text: string): number | undefined => (text === 'mittag' || text === 'mitternacht' ? 12 : germanNumber(text));

/**
 * "drei Uhr", "3 Uhr 10", "15.30 Uhr", "Viertel nach drei", "Viertel vor vier", "halb vier" (3:30: half
 * on the way to four), "fünf nach halb drei" (2:35), "zehn vor halb vier" (3:20), "zwanzig nach acht",
 * "fünf Minuten vor zwölf", and the eastern and southern "viertel vier" (3:15) and "dreiviertel vier" (3:45).
 */
function german(raw: string): ClockTime | undefined {
  const said = germanWords(raw).replace(/[.!?]$/, '');
  const text = said
    .replace(/^(?:es ist |um )/, '')
    .replace(/^(?:punkt|genau) /, '')
    .replace(/ (?:morgens|vormittags|mittags|nachmittags|abends|nachts|fruh|in der fruh|am morgen|am vormittag|am mittag|am nachmittag|am abend|in der nacht)$/, '')
    .replace(/ (?:genau|punkt)$/, '');
  const digits = /^(\d{1,2})[:.](\d{2}) uhr$/.exec(text);
  if (digits) return fromHour(Number(digits[1]), Number(digits[2]));
  // "drei Uhr", "drei Uhr zehn", "15 Uhr 30", "ein Uhr fünfundzwanzig"
  const oclock = /^([a-z]+|\d{1,2}) uhr(?: (.+?))?(?: minuten?)?$/.exec(text);
  if (oclock) {
    const hours = germanNumber(oclock[1]!);
    if (oclock[2] === undefined) return fromHour(hours, 0);
    const minutes = germanNumber(oclock[2]);
    return minutes ? fromHour(hours, minutes) : undefined;
  }
  if (text === 'mittag' || text === 'mitternacht') return clockTime(12, 0);
  const quarter = /^(viertel|dreiviertel|drei viertel) ([a-z]+|\d{1,2})(?: uhr)?$/.exec(text);
  if (quarter) return fromHour(germanHour(quarter[2]!), quarter[1] === 'viertel' ? -45 : -15);
  const half = /^halb ([a-z]+|\d{1,2})(?: uhr)?$/.exec(text);
  if (half) return fromHour(germanHour(half[1]!), -30);
  // minutes "nach" (past) or "vor" (to) an hour or a half hour
  const around = /^(.+?)(?: minuten?)? (nach|vor) (halb )?([a-z]+|\d{1,2})(?: uhr)?$/.exec(text);
  if (around) {
    const minutes = around[1] === 'viertel' ? 15 : germanNumber(around[1]!);
    if (!minutes || (around[3] && minutes >= 30)) return undefined;
    return fromHour(germanHour(around[4]!), (around[3] ? -30 : 0) + (around[2] === 'nach' ? minutes : -minutes));
  }
  // a bare number is no time; "um drei", "es ist drei" or "Punkt drei" is
  return text !== said && /^[a-z]+$/.test(text) ? fromHour(germanNumber(text), 0) : undefined;
}

const READERS: Record<Language, (text: string) => ClockTime | undefined> = { en: english, fr: french, es: spanish, ar: arabic, he: hebrew, zh: chinese, de: german, pt: portuguese };

/** Reads a time written out in the learner's language; undefined when it is not one (or is in another language). */
export function parseTimeWords(text: string, language: Language): ClockTime | undefined {
  return READERS[language](text.trim());
}

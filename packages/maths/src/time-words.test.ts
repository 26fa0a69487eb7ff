import { describe, expect, it } from 'vitest';
import { checkAnswer, parseTime } from './check.ts';
import { LANGUAGES, type Language } from './types.ts';

const at = (hours: number, minutes: number) => ({ answer: { kind: 'time' as const, hours, minutes } });

describe.each([
  ['en', [['quarter past three', 3, 15], ['a quarter to four', 3, 45], ['half past 7', 7, 30], ['five to nine', 8, 55], ["twelve o'clock", 12, 0], ['three oh five', 3, 5], ['midnight', 12, 0]]],
  [
    'fr',
    [
      ['trois heures et quart', 3, 15],
      ['trois heures moins le quart', 2, 45],
      ['sept heures et demie', 7, 30],
      ['neuf heures moins cinq', 8, 55],
      ['midi', 12, 0],
      ['minuit', 12, 0],
      ['midi et demi', 12, 30],
      ['minuit moins le quart', 11, 45],
      ['une heure dix', 1, 10],
      ['Dix-sept heures vingt-cinq', 5, 25],
      ['quinze heures trente et une', 3, 31],
      ['3 h 05', 3, 5],
      ['3h05', 3, 5],
      ['3 heures 05', 3, 5],
      ['il est huit heures pile', 8, 0],
      ['six heures cinq du matin', 6, 5],
      ['dix heures moins vingt du soir', 9, 40],
    ],
  ],
  [
    'es',
    [
      ['las tres y cuarto', 3, 15],
      ['las nueve menos cinco', 8, 55],
      ['las siete y media', 7, 30],
      ['3 y 15', 3, 15],
      ['las 3 y 15', 3, 15],
      ['la una y diez', 1, 10],
      ['la una menos cuarto', 12, 45],
      ['las doce en punto', 12, 0],
      ['Son las tres y treinta y cinco', 3, 35],
      ['las cuatro y veinticinco de la tarde', 4, 25],
      ['las diez y dieciséis minutos', 10, 16],
      ['mediodía', 12, 0],
      ['medianoche', 12, 0],
    ],
  ],
  [
    'pt',
    [
      ['três e quinze', 3, 15],
      ['três e meia', 3, 30],
      ['quinze para as quatro', 3, 45],
      ['dez para as nove', 8, 50],
      ['cinco para a uma', 12, 55],
      ['uma e dez', 1, 10],
      ['duas horas', 2, 0],
      ['uma hora', 1, 0],
      ['três em ponto', 3, 0],
      ['São três e vinte e cinco', 3, 25],
      ['são quatro e trinta e cinco da tarde', 4, 35],
      ['três horas e quinze minutos', 3, 15],
      ['dezesseis e vinte', 4, 20],
      ['3 e 15', 3, 15],
      ['às 3 e 15', 3, 15],
      ['meio-dia', 12, 0],
      ['meio-dia e meia', 12, 30],
      ['meia-noite', 12, 0],
      ['quinze para o meio-dia', 11, 45],
      ['vinte para a meia-noite', 11, 40],
    ],
  ],
  [
    'ar',
    [
      ['الثالثة والربع', 3, 15],
      ['السابعة والنصف', 7, 30],
      ['التاسعة إلا خمس دقائق', 8, 55],
      ['التاسعة إلا ربعاً', 8, 45],
      ['التاسعة إلا ربعًا', 8, 45],
      ['٣:٠٥', 3, 5],
      ['الساعة الثالثة وخمس وعشرون دقيقة', 3, 25],
      ['الرابعة إلا خمسًا وعشرين دقيقة', 3, 35],
      ['الثالثة والنصف وخمس دقائق', 3, 35],
      ['الثالثة والنصف إلا خمس دقائق', 3, 25],
      ['الحادية عشرة والثلث', 11, 20],
      ['الثانية عشرة', 12, 0],
      ['الواحدة وإحدى عشرة دقيقة', 1, 11],
      ['الثالثة ودقيقتان', 3, 2],
      ['الثالثه والربع', 3, 15],
      ['الثالثة تمامًا', 3, 0],
      ['الساعة ٣ والربع', 3, 15],
      ['منتصف الليل', 12, 0],
    ],
  ],
  [
    'de',
    [
      ['Viertel nach drei', 3, 15],
      ['halb vier', 3, 30],
      ['Viertel vor vier', 3, 45],
      ['fünf nach halb drei', 2, 35],
      ['zehn vor halb vier', 3, 20],
      ['zwanzig nach acht', 8, 20],
      ['fünf vor zwölf', 11, 55],
      ['halb eins', 12, 30],
      ['Viertel nach eins', 1, 15],
      ['drei Uhr', 3, 0],
      ['ein Uhr', 1, 0],
      ['drei Uhr zehn', 3, 10],
      ['fünfzehn Uhr dreißig', 3, 30],
      ['15 Uhr 30', 3, 30],
      ['15.30 Uhr', 3, 30],
      ['7:05 Uhr', 7, 5],
      ['es ist halb sieben', 6, 30],
      ['um drei', 3, 0],
      ['Punkt drei Uhr', 3, 0],
      ['zehn Minuten nach drei', 3, 10],
      ['eine Minute vor vier', 3, 59],
      ['fünfundzwanzig nach zehn', 10, 25],
      ['viertel vier', 3, 15],
      ['dreiviertel vier', 3, 45],
      ['Viertel nach neun abends', 9, 15],
      ['zwoelf Uhr fuenf', 12, 5],
      ['Mitternacht', 12, 0],
    ],
  ],
] as [Language, [string, number, number][]][])('times written out in %s', (language, cases) => {
  it.each(cases)('reads “%s” as %i:%i', (text, hours, minutes) => {
    expect(checkAnswer(at(hours, minutes), text, language)).toMatchObject({ correct: true });
    expect(checkAnswer(at(hours === 12 ? 1 : hours + 1, minutes), text, language)).toMatchObject({ correct: false, reason: 'off-by-one' });
  });
});

describe('times in the wrong language', () => {
  it.each([
    ['quarter past three', 'fr'],
    ['quarter past three', 'es'],
    ['quarter past three', 'ar'],
    ['trois heures moins le quart', 'en'],
    ['trois heures moins le quart', 'es'],
    ['las tres y cuarto', 'fr'],
    ['las tres y cuarto', 'en'],
    ['once y cuarto', 'en'],
    ['six heures', 'en'],
    ['six fifteen', 'fr'],
    ['midi', 'es'],
    ['três e quinze', 'es'],
    ['três e quinze', 'en'],
    ['las tres y cuarto', 'pt'],
    ['trois heures et quart', 'pt'],
    ['quarter past three', 'pt'],
    ['mediodía', 'pt'],
    ['الثالثة والربع', 'en'],
    ['الثالثة والربع', 'fr'],
    ['Viertel nach drei', 'en'],
    ['halb vier', 'fr'],
    ['quarter past three', 'de'],
    ['trois heures et quart', 'de'],
    ['las tres y cuarto', 'de'],
  ] as [string, Language][])('leaves “%s” unread in %s, rather than misreading it', (text, language) => {
    expect(checkAnswer(at(3, 15), text, language)).toMatchObject({ correct: false, reason: 'unreadable' });
  });
  it('reads digits in every language', () => {
    for (const language of LANGUAGES) for (const text of ['3:15', '15:15', '3h15', '3 h 15']) expect(checkAnswer(at(3, 15), text, language).correct, `${text} ${language}`).toBe(true);
  });
  it('does not take a bare number for a time', () => {
    expect(checkAnswer(at(3, 0), '3', 'es')).toMatchObject({ reason: 'unreadable' });
    expect(checkAnswer(at(3, 0), 'tres', 'es')).toMatchObject({ reason: 'unreadable' });
    expect(checkAnswer(at(3, 0), 'três', 'pt')).toMatchObject({ reason: 'unreadable' });
    expect(checkAnswer(at(3, 0), '٣', 'ar')).toMatchObject({ reason: 'unreadable' });
    expect(checkAnswer(at(3, 0), 'drei', 'de')).toMatchObject({ reason: 'unreadable' });
  });
});

// ── every minute of the clock, said the way a teacher says it ─────────────────
// An independent speaker per language (the readers in time-words.ts are not used
// to write these): each time must be read back in its language and left unread
// in the three others.

const EN = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const enTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty'];
const en = (n: number) => (n < 20 ? EN[n]! : `${enTens[Math.floor(n / 10)]}${n % 10 ? `-${EN[n % 10]}` : ''}`);
const FR = ['', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'];
const frTens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante'];
const fr = (n: number) => (n < 20 ? FR[n]! : `${frTens[Math.floor(n / 10)]}${n % 10 === 1 ? ' et une' : n % 10 ? `-${FR[n % 10]}` : ''}`);
const ES = ['', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const esTens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta'];
const es = (n: number) => (n < 30 ? ES[n]! : `${esTens[Math.floor(n / 10)]}${n % 10 ? ` y ${ES[n % 10]}` : ''}`);
const AR_HOUR = ['', 'الواحدة', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة', 'السابعة', 'الثامنة', 'التاسعة', 'العاشرة', 'الحادية عشرة', 'الثانية عشرة'];
const AR_UNIT = ['', 'إحدى', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const arTens = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون'];
/** minutes with their noun, as و or إلا take them */
function arMinutes(n: number): string {
  if (n === 1) return 'دقيقة';
  if (n === 2) return 'دقيقتان';
  if (n <= 10) return `${AR_UNIT[n]} دقائق`;
  if (n === 11) return 'إحدى عشرة دقيقة';
  if (n === 12) return 'اثنتا عشرة دقيقة';
  if (n < 20) return `${AR_UNIT[n - 10]} عشرة دقيقة`;
  return `${n % 10 ? `${AR_UNIT[n % 10] === 'اثنتان' ? 'اثنتان' : AR_UNIT[n % 10]} و` : ''}${arTens[Math.floor(n / 10)]} دقيقة`;
}

const HE_UNITS = ['', 'אחת', 'שתיים', 'שלוש', 'ארבע', 'חמש', 'שש', 'שבע', 'שמונה', 'תשע'];
const HE_TEENS = ['עשר', 'אחת עשרה', 'שתים עשרה', 'שלוש עשרה', 'ארבע עשרה', 'חמש עשרה', 'שש עשרה', 'שבע עשרה', 'שמונה עשרה', 'תשע עשרה'];
const HE_TENS = ['', '', 'עשרים', 'שלושים'];
const HE_HOUR = ['', ...HE_UNITS.slice(1), 'עשר', 'אחת עשרה', 'שתים עשרה'];
const HE_MIN = Array.from({ length: 40 }, (_, x) => (x < 10 ? HE_UNITS[x]! : x < 20 ? HE_TEENS[x - 10]! : `${HE_TENS[Math.floor(x / 10)]}${x % 10 ? ` ו${HE_UNITS[x % 10]}` : ''}`));
const ZH_DIGIT = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const ZH_HOUR = ['', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
const zh = (x: number) => (x < 10 ? ZH_DIGIT[x]! : `${x >= 20 ? ZH_DIGIT[Math.floor(x / 10)] : ''}十${x % 10 ? ZH_DIGIT[x % 10] : ''}`);

const DE = ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig'];
/** minutes before "nach" or "vor", as a teacher says them: "eine Minute", "zehn" */
const deMinutes = (x: number) => (x === 1 ? 'eine Minute' : DE[x]!);

const PT = ['', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const ptTens = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta'];
/** minutes are masculine (dois minutos), hours feminine (duas horas) */
const ptMinutes = (n: number) => (n < 20 ? (n === 1 ? 'um' : n === 2 ? 'dois' : PT[n]!) : `${ptTens[Math.floor(n / 10)]}${n % 10 ? ` e ${n % 10 === 1 ? 'um' : n % 10 === 2 ? 'dois' : PT[n % 10]}` : ''}`);
const next = (h: number) => (h % 12) + 1;
const SPEAKERS: Record<Language, (h: number, m: number) => string> = {
  en: (h, m) => (m === 0 ? `${en(h)} o'clock` : m === 15 ? `quarter past ${en(h)}` : m === 30 ? `half past ${en(h)}` : m === 45 ? `quarter to ${en(next(h))}` : m < 30 ? `${en(m)} past ${en(h)}` : `${en(60 - m)} to ${en(next(h))}`),
  fr: (h, m) => {
    const hour = (x: number) => (x === 12 ? 'midi' : `${FR[x]} heure${x > 1 ? 's' : ''}`);
    if (m === 0) return hour(h);
    if (m === 15) return `${hour(h)} et quart`;
    if (m === 30) return `${hour(h)} et ${h === 12 ? 'demi' : 'demie'}`;
    if (m === 45) return `${hour(next(h))} moins le quart`;
    return m < 40 ? `${hour(h)} ${fr(m)}` : `${hour(next(h))} moins ${fr(60 - m)}`;
  },
  es: (h, m) => {
    const hour = (x: number) => `${x === 1 ? 'la' : 'las'} ${ES[x]}`;
    if (m === 0) return `${hour(h)} en punto`;
    if (m === 15) return `${hour(h)} y cuarto`;
    if (m === 30) return `${hour(h)} y media`;
    if (m === 45) return `${hour(next(h))} menos cuarto`;
    return m < 40 ? `${hour(h)} y ${es(m)}` : `${hour(next(h))} menos ${es(60 - m)}`;
  },
  ar: (h, m) => {
    if (m === 0) return `${AR_HOUR[h]} تمامًا`;
    if (m === 15) return `${AR_HOUR[h]} والربع`;
    if (m === 20) return `${AR_HOUR[h]} والثلث`;
    if (m === 30) return `${AR_HOUR[h]} والنصف`;
    if (m === 40) return `${AR_HOUR[next(h)]} إلا ثلثًا`;
    if (m === 45) return `${AR_HOUR[next(h)]} إلا ربعًا`;
    if (m > 30 && m < 40) return `${AR_HOUR[h]} والنصف و${arMinutes(m - 30)}`;
    return m < 30 ? `${AR_HOUR[h]} و${arMinutes(m)}` : `${AR_HOUR[next(h)]} إلا ${arMinutes(60 - m)}`;
  },
  he: (h, m) => {
    const minutes = (x: number) => (x === 1 ? 'דקה' : x === 2 ? 'שתי דקות' : x === 10 ? 'עשרה' : `${HE_MIN[x]} דקות`);
    if (m === 0) return `${HE_HOUR[h]} בדיוק`;
    if (m === 15) return `${HE_HOUR[h]} ורבע`;
    if (m === 30) return `${HE_HOUR[h]} וחצי`;
    if (m === 45) return `רבע ל${HE_HOUR[next(h)]}`;
    return m < 40 ? `${HE_HOUR[h]} ו${minutes(m)}` : `${minutes(60 - m)} ל${HE_HOUR[next(h)]}`;
  },
  // halb vier is 3:30, fünf nach halb vier 3:35: the half hour counts on to the next hour
  de: (h, m) => {
    if (m === 0) return `${h === 1 ? 'ein' : DE[h]} Uhr`;
    if (m === 15) return `Viertel nach ${DE[h]}`;
    if (m === 30) return `halb ${DE[next(h)]}`;
    if (m === 45) return `Viertel vor ${DE[next(h)]}`;
    if (m <= 20) return `${deMinutes(m)} nach ${DE[h]}`;
    if (m < 30) return `${deMinutes(30 - m)} vor halb ${DE[next(h)]}`;
    if (m < 40) return `${deMinutes(m - 30)} nach halb ${DE[next(h)]}`;
    return `${deMinutes(60 - m)} vor ${DE[next(h)]}`;
  },
  pt: (h, m) => {
    const hour = (x: number) => (x === 12 ? 'meio-dia' : PT[x]!);
    const toHour = (x: number) => (x === 12 ? 'o meio-dia' : x === 1 ? 'a uma' : `as ${PT[x]}`);
    if (m === 0) return h === 12 ? 'meio-dia' : `${PT[h]} ${h === 1 ? 'hora' : 'horas'}`;
    if (m === 30) return `${hour(h)} e meia`;
    return m < 40 ? `${hour(h)} e ${ptMinutes(m)}` : `${ptMinutes(60 - m)} para ${toHour(next(h))}`;
  },
  zh: (h, m) => {
    if (m === 0) return `${ZH_HOUR[h]}点整`;
    if (m === 15) return `${ZH_HOUR[h]}点一刻`;
    if (m === 30) return `${ZH_HOUR[h]}点半`;
    if (m === 45) return `${ZH_HOUR[h]}点三刻`;
    if (m > 50) return `差${zh(60 - m)}分${ZH_HOUR[next(h)]}点`;
    return `${ZH_HOUR[h]}点${m < 10 ? '零' : ''}${zh(m)}分`;
  },
};

describe('every minute of the clock, in words', () => {
  it.each(LANGUAGES)('reads %s times back and no other language reads them', (language) => {
    const problems: string[] = [];
    for (let h = 1; h <= 12; h++) {
      for (let m = 0; m < 60; m++) {
        const said = SPEAKERS[language](h, m);
        const read = parseTime(said, language);
        if (read?.hours !== h || read.minutes !== m) problems.push(`${said} → ${JSON.stringify(read)}`);
        for (const other of LANGUAGES.filter((l) => l !== language)) {
          if (parseTime(said, other) !== undefined) problems.push(`${said} read in ${other}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { checkAnswer, normaliseInput, parseTime } from './check.ts';
import { generateItem, usesUnits } from './generate.ts';
import { formatAnswer, formatDecimal, formatInteger } from './text.ts';
import { DIFFICULTIES, TOPIC_GRADES, UNIT_SYSTEMS, type Answer, type Choice, type Item, type Language, type Response, type TopicKey, type Unit } from './types.ts';

const item = (answer: Answer, choices?: Choice[]): Pick<Item, 'answer' | 'choices'> => (choices ? { answer, choices } : { answer });
const ok = (i: Pick<Item, 'answer' | 'choices'>, r: string | Answer, l: Language = 'en') => checkAnswer(i, r, l);

describe('fractions', () => {
  const half = item({ kind: 'fraction', numerator: 1, denominator: 2, requireSimplest: false, allowDecimal: true });
  it.each(['1/2', '2/4', ' 3 / 6 ', '0.5', '.5', '0.50', '1⁄2'])('accepts %s for 1/2', (r) => expect(ok(half, r).correct).toBe(true));
  it('accepts 0,5 in French and Spanish, and Arabic-Indic digits in Arabic', () => {
    expect(ok(half, '0,5', 'fr').correct).toBe(true);
    expect(ok(half, '0,50', 'es').correct).toBe(true);
    expect(ok(half, '١/٢', 'ar').correct).toBe(true);
    expect(ok(half, '٠٫٥', 'ar').correct).toBe(true);
  });
  it('rejects near misses with a reason', () => {
    expect(ok(half, '2/1')).toMatchObject({ correct: false, reason: 'swapped' });
    expect(ok(half, '1/3')).toMatchObject({ correct: false, reason: 'incorrect' });
    expect(ok(half, '-1/2')).toMatchObject({ correct: false, reason: 'sign' });
    expect(ok(half, 'half')).toMatchObject({ correct: false, reason: 'unreadable' });
    expect(ok(half, '   ')).toMatchObject({ correct: false, reason: 'empty' });
  });
  it('asks for the simplest form when the question does', () => {
    const simplest = item({ kind: 'fraction', numerator: 2, denominator: 3, requireSimplest: true, allowDecimal: true });
    expect(ok(simplest, '2/3').correct).toBe(true);
    expect(ok(simplest, '4/6')).toMatchObject({ correct: false, reason: 'not-simplified' });
  });
  it('reads mixed numbers and improper fractions as the same value', () => {
    const a = item({ kind: 'fraction', numerator: 3, denominator: 2, requireSimplest: false, allowDecimal: true });
    for (const r of ['1 1/2', '3/2', '1.5', '6/4', '1-1/2']) expect(ok(a, r).correct, r).toBe(true);
    expect(formatAnswer(a.answer, 'en')).toBe('1 1/2');
    const mixed = item({ kind: 'fraction', numerator: 7, denominator: 4, requireSimplest: true, requireMixed: true });
    expect(ok(mixed, '1 3/4').correct).toBe(true);
    expect(ok(mixed, '7/4')).toMatchObject({ correct: false, reason: 'wrong-form' });
  });
  it('refuses a decimal when the question asks for a fraction, and the reverse', () => {
    const f = item({ kind: 'fraction', numerator: 3, denominator: 4, requireSimplest: false, allowDecimal: false });
    expect(ok(f, '0.75')).toMatchObject({ correct: false, reason: 'wrong-form' });
    const d = item({ kind: 'decimal', value: '0.75', allowFraction: false });
    expect(ok(d, '3/4')).toMatchObject({ correct: false, reason: 'wrong-form' });
    expect(ok(d, '0.750').correct).toBe(true);
  });
  it('takes a structured response from the fraction bars', () => {
    expect(ok(half, { kind: 'fraction', numerator: 2, denominator: 4 }).correct).toBe(true);
    expect(ok(half, { kind: 'time', hours: 1, minutes: 2 })).toMatchObject({ correct: false, reason: 'wrong-kind' });
  });
});

describe('numbers and units', () => {
  const n = item({ kind: 'integer', value: 1234 });
  it('reads grouping the language’s way', () => {
    expect(ok(n, '1,234').correct).toBe(true);
    expect(ok(n, '1234').correct).toBe(true);
    expect(ok(n, '1 234', 'fr').correct).toBe(true);
    expect(ok(n, '1\u202f234', 'fr').correct).toBe(true);
    expect(ok(n, '1.234', 'es').correct).toBe(true);
    expect(ok(n, '١٢٣٤', 'ar').correct).toBe(true);
  });
  it('diagnoses off by one, place value and sign', () => {
    expect(ok(n, '1235')).toMatchObject({ reason: 'off-by-one' });
    expect(ok(n, '12340')).toMatchObject({ reason: 'place-value' });
    expect(ok(n, '-1234')).toMatchObject({ reason: 'sign' });
    expect(ok(n, '999')).toMatchObject({ reason: 'incorrect' });
  });
  it('reads decimals with trailing zeros and the decimal comma', () => {
    const d = item({ kind: 'decimal', value: '3.25' });
    for (const [r, l] of [['3.25', 'en'], ['3.250', 'en'], ['3,25', 'fr'], ['3,2500', 'es'], ['3.25', 'fr'], ['٣٫٢٥', 'ar']] as const) expect(ok(d, r, l).correct, `${r} ${l}`).toBe(true);
    expect(ok(d, '3.26', 'en')).toMatchObject({ reason: 'close' });
    expect(ok(d, '32.5', 'en')).toMatchObject({ reason: 'place-value' });
  });
  it('accepts the unit, converts an equivalent unit, and refuses the wrong dimension', () => {
    const cm = item({ kind: 'integer', value: 120, unit: 'cm' });
    for (const r of ['120', '120 cm', '120cm', '1.2 m', '1200 mm', '120 centimetres']) expect(ok(cm, r).correct, r).toBe(true);
    expect(ok(cm, '1,2 m', 'fr').correct).toBe(true);
    expect(ok(cm, '120 سم', 'ar').correct).toBe(true);
    expect(ok(cm, '120 kg')).toMatchObject({ reason: 'wrong-unit' });
    expect(ok(cm, '120 m')).toMatchObject({ reason: 'wrong-unit' });
    expect(ok(cm, '120 bananas')).toMatchObject({ reason: 'unreadable' });
    const minutes = item({ kind: 'integer', value: 90, unit: 'min' });
    expect(ok(minutes, '1.5 h').correct).toBe(true);
    expect(ok(minutes, '90 minutos', 'es').correct).toBe(true);
    expect(ok(item({ kind: 'integer', value: 25, unit: 'percent' }), '25 %').correct).toBe(true);
    expect(ok(item({ kind: 'integer', value: 40, unit: 'deg' }), '40°').correct).toBe(true);
  });
  it('reads customary units by symbol, word, plural and prime marks, and converts within the system', () => {
    const inches = item({ kind: 'integer', value: 5, unit: 'in' });
    for (const r of ['5', '5 in', '5 in.', '5in', '5 inches', '5 inch', '5"', '5″', '5”']) expect(ok(inches, r).correct, r).toBe(true);
    const feet = item({ kind: 'integer', value: 5, unit: 'ft' });
    for (const r of ['5 ft', '5 feet', "5'", '5′', '5’', '60 in', '60"', '1 2/3 yd']) expect(ok(feet, r).correct, r).toBe(true);
    expect(ok(feet, '5 pieds', 'fr').correct).toBe(true);
    expect(ok(feet, '5 pies', 'es').correct).toBe(true);
    expect(ok(feet, '5 أقدام', 'ar').correct).toBe(true);
    const half = item({ kind: 'decimal', value: '2.5', unit: 'ft' });
    for (const r of ['2.5 ft', '2 1/2 ft', '5/2 feet', '30 in', '2 1/2']) expect(ok(half, r).correct, r).toBe(true);
    expect(ok(half, '2,5 pieds', 'fr').correct).toBe(true);
    const gallons = item({ kind: 'integer', value: 3, unit: 'gal' });
    for (const r of ['3 gal', '3 gallons', '12 qt', '24 pints', '48 cups', '48 c']) expect(ok(gallons, r).correct, r).toBe(true);
    const pounds = item({ kind: 'integer', value: 2, unit: 'lb' });
    for (const r of ['2 lb', '2 lbs', '2 pounds', '32 oz', '32 ounces']) expect(ok(pounds, r).correct, r).toBe(true);
    const area = item({ kind: 'integer', value: 12, unit: 'ft2' });
    for (const r of ['12 sq ft', '12 ft²', '12 square feet', '12 ft^2']) expect(ok(area, r).correct, r).toBe(true);
    // a height written 5'4" is two measures in one: not read rather than misread
    expect(ok(item({ kind: 'integer', value: 64, unit: 'in' }), `5'4"`)).toMatchObject({ correct: false, reason: 'unreadable' });
  });
  it('says wrong-unit for the other system, even for an equal length, and for another unit of the same system', () => {
    const inches = item({ kind: 'integer', value: 12, unit: 'in' });
    for (const r of ['12 cm', '30.48 cm', '1 m', '12 mm']) expect(ok(inches, r), r).toMatchObject({ correct: false, reason: 'wrong-unit' });
    expect(ok(inches, '12 ft')).toMatchObject({ correct: false, reason: 'wrong-unit' });
    expect(ok(inches, '12 lb')).toMatchObject({ correct: false, reason: 'wrong-unit' });
    const cm = item({ kind: 'integer', value: 30, unit: 'cm' });
    expect(ok(cm, '30 in')).toMatchObject({ correct: false, reason: 'wrong-unit' });
    expect(ok(item({ kind: 'integer', value: 2, unit: 'l' }), '2 qt')).toMatchObject({ correct: false, reason: 'wrong-unit' });
    expect(ok(item({ kind: 'integer', value: 2, unit: 'lb' }), '2 kg')).toMatchObject({ correct: false, reason: 'wrong-unit' });
  });
  it('writes the unit word that agrees with the value', () => {
    expect(formatAnswer({ kind: 'integer', value: 1, unit: 'ft' }, 'en')).toBe('1 foot');
    expect(formatAnswer({ kind: 'integer', value: 5280, unit: 'ft' }, 'en')).toBe('5,280 feet');
    expect(formatAnswer({ kind: 'integer', value: 5280, unit: 'ft' }, 'fr')).toBe('5\u202f280 pieds');
    expect(formatAnswer({ kind: 'decimal', value: '2.5', unit: 'gal' }, 'es')).toBe('2,5 galones');
    expect(formatAnswer({ kind: 'integer', value: 2, unit: 'in2' }, 'en')).toBe('2 square inches');
  });
  it('handles negative numbers written with a minus sign', () => {
    const neg = item({ kind: 'integer', value: -15 });
    expect(ok(neg, '−15').correct).toBe(true);
    expect(ok(neg, '-15').correct).toBe(true);
    expect(ok(neg, '15')).toMatchObject({ reason: 'sign' });
  });
});

describe('time', () => {
  const t = item({ kind: 'time', hours: 3, minutes: 5 });
  it.each(['3:05', '03:05', '15:05', '3.05', '3h05', '3 h 05', '3:05 pm', 'five past three', 'three oh five'])('accepts %s for 3:05', (r) => expect(ok(t, r).correct).toBe(true));
  it('reads quarter and half past, and “to”', () => {
    expect(parseTime('quarter past seven')).toEqual({ hours: 7, minutes: 15 });
    expect(parseTime('half past 12')).toEqual({ hours: 12, minutes: 30 });
    expect(parseTime('twenty to four')).toEqual({ hours: 3, minutes: 40 });
    expect(parseTime("nine o'clock")).toEqual({ hours: 9, minutes: 0 });
    expect(parseTime('three fifteen')).toEqual({ hours: 3, minutes: 15 });
  });
  it('spots swapped hands and the wrong hour', () => {
    expect(ok(t, '1:15')).toMatchObject({ correct: false, reason: 'hands-swapped' });
    expect(ok(item({ kind: 'time', hours: 3, minutes: 50 }), '4:50')).toMatchObject({ correct: false, reason: 'off-by-one' });
    expect(ok(t, '3:5O')).toMatchObject({ correct: false, reason: 'unreadable' });
  });
  it('takes a structured response from the clock', () => {
    expect(ok(t, { kind: 'time', hours: 3, minutes: 5 }).correct).toBe(true);
    expect(ok(t, { kind: 'time', hours: 3, minutes: 10 }).correct).toBe(false);
  });
});

describe('money', () => {
  const m = item({ kind: 'money', cents: 150, currency: 'USD' });
  it.each([['$1.50', 'en'], ['1.50', 'en'], ['1.5', 'en'], ['$1.5', 'en'], ['150c', 'en'], ['150¢', 'en'], ['1,50 $', 'fr'], ['1,50', 'es'], ['US$ 1.50', 'ar'], ['1,50 $', 'de'], ['150 ct', 'de']] as const)('accepts %s (%s)', (r, l) =>
    expect(ok(m, r, l).correct).toBe(true),
  );
  it('reads a plain number under a dollar as cents, but not a larger one', () => {
    const c = item({ kind: 'money', cents: 75, currency: 'USD' });
    expect(ok(c, '75').correct).toBe(true);
    expect(ok(c, '0.75').correct).toBe(true);
    expect(ok(m, '150')).toMatchObject({ correct: false, reason: 'place-value' });
    expect(ok(m, '1.51')).toMatchObject({ correct: false, reason: 'off-by-one' });
  });
  it('formats per language and currency', () => {
    expect(formatAnswer(m.answer, 'en')).toBe('$1.50');
    expect(formatAnswer(m.answer, 'fr')).toBe('1,50\u00a0$');
    expect(formatAnswer({ kind: 'money', cents: 1205, currency: 'GBP' }, 'en')).toBe('£12.05');
    expect(formatAnswer({ kind: 'money', cents: 1205, currency: 'EUR' }, 'es')).toBe('12,05\u00a0€');
    expect(formatAnswer({ kind: 'money', cents: 50, currency: 'EUR' }, 'de-DE')).toBe('0,50\u00a0€');
    expect(ok(item({ kind: 'money', cents: 50, currency: 'EUR' }), '50 ct', 'de').correct).toBe(true);
  });
});

describe('remainders, points and choices', () => {
  it('reads quotient and remainder in every language', () => {
    const r = item({ kind: 'remainder', quotient: 86, remainder: 20 });
    for (const [text, l] of [['86 R 20', 'en'], ['86r20', 'en'], ['86 remainder 20', 'en'], ['86 reste 20', 'fr'], ['86 resto 20', 'es'], ['86 والباقي 20', 'ar'], ['86 ושארית 20', 'he'], ['86 余 20', 'zh'], ['86余20', 'zh'], ['86 Rest 20', 'de'], ['86 R 20', 'de']] as const) expect(ok(r, text, l).correct, text).toBe(true);
    expect(ok(r, '86 R 2')).toMatchObject({ reason: 'remainder' });
  });
  it('reads points with commas or semicolons and spots swapped coordinates', () => {
    const p = item({ kind: 'point', x: 3, y: -4 });
    for (const text of ['(3, -4)', '3,-4', '(3 ; -4)', '( 3 -4 )', '(3|-4)', '(3 | -4)']) expect(ok(p, text).correct, text).toBe(true);
    expect(formatAnswer(p.answer, 'de')).toBe('(3|-4)');
    expect(ok(p, '(-4, 3)')).toMatchObject({ reason: 'swapped' });
    expect(ok(p, '(3, 4)')).toMatchObject({ reason: 'sign' });
  });
  it('accepts a choice by key, by its label in any language, or by letter', () => {
    const choices: Choice[] = ['yes', 'no'].map((k) => ({ key: k, label: { key: 'term', params: { t: { type: 'term', key: `choice.${k}` } } } }));
    const c = item({ kind: 'choice', key: 'yes' }, choices);
    for (const text of ['yes', 'Yes', 'oui', 'Sí', 'نعم', 'ja', 'a']) expect(ok(c, text).correct, text).toBe(true);
    expect(ok(c, 'no')).toMatchObject({ correct: false, reason: 'incorrect' });
    expect(ok(c, 'maybe')).toMatchObject({ correct: false, reason: 'unreadable' });
    expect(ok(c, { kind: 'choice', key: 'yes' }).correct).toBe(true);
  });
  it('normalises digits, minus signs and spaces', () => {
    expect(normaliseInput(' \u200f٣\u00a0٤ ')).toBe('3 4');
    expect(normaliseInput('−5')).toBe('-5');
  });
});

// ── every generated item: its own answer and equivalent forms pass, wrong ones fail ──

/** Other correct ways to write an item's answer in a language. */
function equivalents(answer: Answer, language: Language): string[] {
  const out: string[] = [];
  const decimalComma = language === 'fr' || language === 'es' || language === 'de';
  switch (answer.kind) {
    case 'integer':
      out.push(String(answer.value));
      if (answer.unit && answer.unit !== 'percent' && answer.unit !== 'deg') out.push(`${answer.value} ${answer.unit}`);
      break;
    case 'decimal': {
      const padded = `${answer.value}0`;
      out.push(decimalComma ? padded.replace('.', ',') : padded);
      if (language === 'fr' || language === 'ar') out.push(answer.value);
      break;
    }
    case 'fraction':
      if (answer.requireSimplest === false) out.push(`${answer.numerator * 3}/${answer.denominator * 3}`);
      if (!answer.requireMixed && Math.abs(answer.numerator) > answer.denominator) out.push(`${answer.numerator}/${answer.denominator}`);
      if (answer.allowDecimal) {
        for (const p of [1, 2, 3]) {
          const scaled = (answer.numerator * 10 ** p) / answer.denominator;
          if (Number.isInteger(scaled)) {
            out.push(formatDecimal((scaled / 10 ** p).toFixed(p), language));
            break;
          }
        }
      }
      break;
    case 'time':
      out.push(`${String(answer.hours).padStart(2, '0')}:${String(answer.minutes).padStart(2, '0')}`, `${answer.hours + (answer.hours === 12 ? 0 : 12)}:${String(answer.minutes).padStart(2, '0')}`);
      break;
    case 'money': {
      const plain = (answer.cents / 100).toFixed(2);
      out.push(decimalComma ? plain.replace('.', ',') : plain, `${answer.cents}c`);
      break;
    }
    case 'remainder':
      out.push(`${answer.quotient} r ${answer.remainder}`);
      break;
    case 'point':
      out.push(`${answer.x},${answer.y}`);
      break;
    case 'choice':
      out.push(answer.key);
      break;
    case 'rectangle':
      out.push(`${answer.rows} x ${answer.columns}`, `${answer.rows}×${answer.columns}`);
      // the German Malpunkt, as a German page writes the product
      if (language === 'de') out.push(`${answer.rows} · ${answer.columns}`);
      if (answer.match !== 'exact') out.push(`${answer.columns} by ${answer.rows}`);
      break;
    case 'polygon':
      break;
  }
  return out;
}

/** Answers given on a widget only: their canonical text describes them, it is not something to type. */
const typedCanonical = (answer: Answer) => answer.kind !== 'rectangle' && answer.kind !== 'polygon';

/** The item's answer as a widget would send it: a geoboard sends the pegs joined, not the rule. */
function structured(answer: Answer): Response {
  return answer.kind === 'polygon' ? { kind: 'drawn-polygon', points: answer.example } : answer;
}

/** A wrong answer of the same kind. */
function wrong(answer: Answer, choices?: readonly Choice[]): Answer {
  switch (answer.kind) {
    case 'integer':
      return { ...answer, value: answer.value + 1 };
    case 'decimal':
      return { ...answer, value: String(Number(answer.value) + 1) };
    case 'fraction':
      return { ...answer, numerator: answer.numerator + 1 };
    case 'time':
      return { ...answer, hours: (answer.hours % 12) + 1 };
    case 'money':
      return { ...answer, cents: answer.cents + 100 };
    case 'remainder':
      return { ...answer, remainder: answer.remainder + 1 };
    case 'point':
      return { ...answer, x: answer.x + 1 };
    case 'choice':
      return { kind: 'choice', key: choices!.find((c) => c.key !== answer.key)!.key };
    case 'rectangle':
      return { ...answer, rows: answer.rows + 1 };
    case 'polygon':
      // one peg fewer: a shape with fewer sides (or, from a triangle, no shape at all)
      return { ...answer, example: answer.example.slice(0, -1) };
  }
}

/** A unit of the other system for the same measure: typed after the right number, the checker must say wrong-unit. */
const OTHER_SYSTEM: Partial<Record<Unit, Unit>> = {
  mm: 'in', cm: 'in', m: 'ft', km: 'mi', g: 'oz', kg: 'lb', ml: 'cup', l: 'qt', cm2: 'in2', m2: 'ft2', cm3: 'in3',
  in: 'cm', ft: 'm', yd: 'm', mi: 'km', oz: 'g', lb: 'kg', cup: 'ml', pt: 'ml', qt: 'l', gal: 'l', in2: 'cm2', ft2: 'm2', in3: 'cm3',
};

/** The languages each item's answer is checked in, one by one: a script of each kind and each way of writing decimals. */
const WALKED: readonly Language[] = ['en', 'fr', 'es', 'ar', 'de'];

describe.each(Object.keys(TOPIC_GRADES) as TopicKey[])('checking %s items', (topic) => {
  it('accepts each item’s answer and its equivalent forms in every language, and rejects a wrong one', () => {
    const problems: string[] = [];
    const grades = TOPIC_GRADES[topic];
    // measurement items in both unit systems, 240 each
    for (let i = 0; i < 240 * (usesUnits(topic) ? UNIT_SYSTEMS.length : 1) && problems.length < 5; i++) {
      const units = UNIT_SYSTEMS[Math.floor(i / 240)]!;
      const it = generateItem({ topic, grade: grades[i % grades.length]!, difficulty: DIFFICULTIES[i % 3]!, seed: `c${i % 240}`, currency: i % 2 ? 'EUR' : 'USD', units });
      const language = WALKED[i % WALKED.length]!;
      const canonical = formatAnswer(it.answer, language, it.choices);
      for (const text of [...(typedCanonical(it.answer) ? [canonical] : []), ...equivalents(it.answer, language)]) {
        const r = checkAnswer(it, text, language);
        if (!r.correct) problems.push(`${it.id} ${language}: "${text}" refused (${r.reason})`);
      }
      if (!checkAnswer(it, structured(it.answer), language).correct) problems.push(`${it.id}: structured answer refused`);
      const bad = wrong(it.answer, it.choices);
      const wrongText = formatAnswer(bad, language, it.choices);
      if (checkAnswer(it, wrongText, language).correct) problems.push(`${it.id} ${language}: wrong "${wrongText}" accepted`);
      if (checkAnswer(it, structured(bad), language).correct) problems.push(`${it.id}: wrong structured answer accepted`);
      const other = (it.answer.kind === 'integer' || it.answer.kind === 'decimal') && it.answer.unit ? OTHER_SYSTEM[it.answer.unit] : undefined;
      if (other && (it.answer.kind === 'integer' || it.answer.kind === 'decimal')) {
        const r = checkAnswer(it, `${it.answer.value} ${other}`, 'en');
        if (r.reason !== 'wrong-unit') problems.push(`${it.id}: "${it.answer.value} ${other}" gave ${r.reason ?? 'correct'}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('formatting', () => {
  it('groups digits per language', () => {
    expect(formatInteger(1234567, 'en')).toBe('1,234,567');
    expect(formatInteger(1234567, 'fr')).toBe('1\u202f234\u202f567');
    expect(formatInteger(1234, 'es')).toBe('1234');
    expect(formatInteger(12345, 'es')).toBe('12.345');
    expect(formatDecimal('-1234.5', 'fr')).toBe('-1\u202f234,5');
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './all.ts';
import { allForms, countCategory, countedForm, type Forms, type GrammaticalCase } from './counted.ts';
import { generateItem, storyGrades } from './generate.ts';
import { catalogueOf, formatAnswer, renderText } from './text.ts';
import { DIFFICULTIES, LANGUAGES, TOPIC_GRADES, UNIT_SYSTEMS, type Currency, type Language, type TextRef, type TopicKey } from './types.ts';

describe('the form a noun takes after a number', () => {
  it('follows the classical Arabic rule (CLDR categories)', () => {
    const seen = Object.fromEntries([0, 1, 2, 3, 10, 11, 52, 99, 100, 101, 102, 103, 110, 111, 200, 502, 1000].map((n) => [n, countCategory('ar', n)]));
    expect(seen).toEqual({
      0: 'zero', 1: 'one', 2: 'two', 3: 'few', 10: 'few', 11: 'many', 52: 'many', 99: 'many',
      100: 'other', 101: 'other', 102: 'other', 103: 'few', 110: 'few', 111: 'many', 200: 'other', 502: 'other', 1000: 'other',
    });
    const pencil = CATALOGUES.ar.terms['obj.pencil'] as Forms;
    const cookie = CATALOGUES.ar.terms['obj.cookie'] as Forms;
    expect([1, 2, 3, 10, 11, 52, 99, 100, 101, 102, 103, 111].map((n) => `${n} ${countedForm(pencil, 'ar', n)}`)).toEqual([
      '1 قلم', '2 قلمان', '3 أقلام', '10 أقلام', '11 قلمًا', '52 قلمًا', '99 قلمًا', '100 قلم', '101 قلم', '102 قلم', '103 أقلام', '111 قلمًا',
    ]);
    expect(countedForm(cookie, 'ar', 502)).toBe('بسكويتة');
    // the case shows in the accusative singular and the oblique dual only
    expect([1, 2, 11].map((n) => countedForm(pencil, 'ar', n, 'acc'))).toEqual(['قلمًا', 'قلمين', 'قلمًا']);
    expect(countedForm(pencil, 'ar', 2, 'gen')).toBe('قلمين');
  });
  it('treats 0 and 1 as singular in French, 1 alone in English, Spanish and German', () => {
    const forms = (language: Language) => [0, 1, 2, 100].map((n) => countedForm(CATALOGUES[language].terms['w.bag']!, language, n));
    expect(forms('fr')).toEqual(['sachet', 'sachet', 'sachets', 'sachets']);
    expect(forms('en')).toEqual(['bags', 'bag', 'bags', 'bags']);
    expect(forms('es')).toEqual(['bolsas', 'bolsa', 'bolsas', 'bolsas']);
    expect(forms('de')).toEqual(['Tüten', 'Tüte', 'Tüten', 'Tüten']);
    // Portuguese as CLDR says it: one for 0 and 1, many for the millions, which take "de"
    expect(forms('pt')).toEqual(['saquinho', 'saquinho', 'saquinhos', 'saquinhos']);
    expect(countedForm(CATALOGUES.pt.terms['w.bag']!, 'pt', 2_000_000)).toBe('de saquinhos');
  });
  it('asks "how many" in the gender of what is counted in Portuguese', () => {
    const ask = (key: string) => renderText({ key: 'count.prompt', params: { obj: { type: 'term', key } } }, 'pt');
    expect([ask('obj.apple'), ask('obj.pencil'), ask('obj.star'), ask('obj.balloon')]).toEqual(['Quantas maçãs há?', 'Quantos lápis há?', 'Quantas estrelas há?', 'Quantos balões há?']);
    const solid = (key: string) => renderText({ key: 'ex.shape.solid', params: { faces: 1, shape: { type: 'term', key } } }, 'pt');
    expect([solid('shape.sphere'), solid('shape.cone')]).toEqual(['Número de faces: 1. Este sólido é uma esfera.', 'Número de faces: 1. Este sólido é um cone.']);
  });
  it('gives a German noun the case its preposition asks: the dative plural, an adjective that declines', () => {
    const apple = CATALOGUES.de.terms['obj.apple'] as Forms;
    const right = CATALOGUES.de.terms['w.right-angle'] as Forms;
    expect([1, 3].map((n) => countedForm(apple, 'de', n))).toEqual(['Apfel', 'Äpfel']);
    expect([1, 3].map((n) => countedForm(apple, 'de', n, 'dat'))).toEqual(['Apfel', 'Äpfeln']);
    expect([countedForm(right, 'de', 1), countedForm(right, 'de', 1, 'acc'), countedForm(right, 'de', 2, 'acc'), countedForm(right, 'de', 2, 'dat')]).toEqual(['rechter Winkel', 'rechten Winkel', 'rechte Winkel', 'rechten Winkeln']);
    const groups = renderText({ key: 'mul.story', params: { a: 3, b: 4, objB: { type: 'term', key: 'obj.apple' }, obj: { type: 'term', key: 'obj.apple' } } }, 'de');
    expect(groups).toBe('Es gibt 3 Schachteln mit je 4 Äpfeln. Wie viele Äpfel sind das insgesamt?');
  });
});

/**
 * Words that may follow a number without being a counted noun: symbols and
 * operators, words that start the rest of the sentence ("gives Sam 1 more",
 * "moves 3 left"). Any other word after a number must be a form of a counted
 * noun of the catalogue, so a noun written into a template by hand fails here. ("35 is 5 times as many as 7", "35 يساوي",
 * "35 גדול פי 5": the verb goes on with the sentence.)
 */
const NOT_NOUNS: Record<Language, readonly string[]> = {
  en: ['+', '=', '×', '÷', '−', '%', '°C', 'L', 'mL', 'm', 'mm', 'cm', 'cm²', 'cm³', 'm²', 'km', 'g', 'kg', 's', 'ft', 'a', 'and', 'more', 'of', 'on', 'to', 'with', 'have', 'is', 'left', 'right', 'up', 'down', 'long', 'wide', 'high', 'in', 'plus', 'minus', 'less', 'by', 'rounded', 'multiplied', 'divided', 'away', 'AED', '€', '$', '£', '¥'],
  fr: ['+', '=', '×', '÷', '−', '%', '°C', 'L', 'mL', 'm', 'mm', 'cm', 'cm²', 'cm³', 'm²', 'km', 'g', 'kg', 's', 'a-t-il', 'est', 'est-il', 'au', 'avec', 'de', 'des', 'et', 'sur', 'vers', 'à', 'plus', 'moins', 'par', 'divisé', 'arrondi', 'multiplié', 'AED', '€', '$', '£', '¥'],
  es: ['+', '=', '×', '÷', '−', '%', '°C', 'L', 'mL', 'm', 'mm', 'cm', 'cm²', 'cm³', 'm²', 'km', 'g', 'kg', 's', 'a', 'con', 'de', 'en', 'es', 'hacia', 'más', 'múltiplo', 'y', 'menos', 'por', 'redondeado', 'dividido', 'entre', 'multiplicado', 'AED', '€', '$', '£', '¥'],
  ar: ['+', '=', '×', '÷', '−', '%', '°س', 'لتر', 'مل', 'م', 'مم', 'سم', 'سم²', 'سم³', 'م²', 'كم', 'غ', 'كغ', 'ث', 'أخرى', 'إلى', 'في', 'من', 'منها', 'منفردة', 'بمكعبات', 'بعدد', 'بمقدار', 'ناقص', 'مقسومًا', 'مقرّبًا', 'زائد', 'على', 'مضروبًا', 'يساوي', 'AED', '€', '$', '£', '¥'],
  he: ['+', '=', '×', '÷', '−', '%', '°C', 'L', 'mL', 'm', 'mm', 'cm', 'cm²', 'cm³', 'm²', 'km', 'g', 'kg', 's', 'הוא', 'היא', 'גדול', 'בעיגול', 'לעשרת', 'למאית', 'לעשירית', 'לשלם', 'למאה', 'לאלף', 'למאת', 'למיליון', 'מעוגל', 'בעזרת', 'פחות', 'כפול', 'ועוד', 'חלקי', 'מוכפל', 'בודדים', 'בכל', 'בסך', 'בדיוק', 'בלי', 'והבסיס', 'ושארית', 'חלקים', 'כאלה', 'לאורך', 'לגובה', 'לרוחב', 'מהם', 'מהפס', 'מחלקים', 'מתוך', 'נקודות', 'ימינה', 'שמאלה', 'למעלה', 'למטה', 'AED', '€', '$', '£', '¥', '₪'],
  zh: [],
  // German writes every noun with a capital: a word in lower case goes on with the sentence (GOES_ON)
  de: ['+', '=', '·', ':', '−', '%', '°C', 'AED', '€', '$', '£', '¥'],
  pt: ['+', '=', '×', '÷', '−', '%', '°C', 'L', 'mL', 'm', 'mm', 'cm', 'cm²', 'cm³', 'm²', 'km', 'g', 'kg', 's', 'a', 'ao', 'até', 'com', 'de', 'do', 'da', 'e', 'em', 'no', 'na', 'ou', 'para', 'por', 'das', 'dos', 'tem', 'têm', 'mais', 'menos', 'resto', 'sem', 'são', 'é', 'cada', 'dividido', 'multiplicado', 'arredondado', 'AED', '€', '$', '£', '¥', 'R$'],
};
/**
 * Arabic joins "and" to the next word (وعرضه، وأكلت): a word that starts with it goes on with the sentence, it is not
 * the counted noun. German nouns start with a capital, so a word in lower case after a number is a unit symbol, a
 * verb put last ("um 3 größer", "das 3 × 2 zeigt"), a preposition or an adverb, never a noun to agree.
 */
const GOES_ON: Partial<Record<Language, RegExp>> = { ar: /^و/, he: /^[ובלמהש]־|^ו/, de: /^\p{Ll}/u };
/** Operators that read as a counted noun's form but join two numbers ("What is 1 times 2?"): not a count. */
const JOINS_NUMBERS: Partial<Record<Language, readonly string[]>> = { en: ['times'], pt: ['vezes'] };
/** Words that may stand between a number and its noun ("3 loose cards"). */
const BETWEEN: Record<Language, readonly string[]> = { en: ['loose', 'equal'], fr: [], es: [], ar: [], he: [], zh: [], de: ['gleich lange', 'gleich große', 'gleich großen'], pt: [] };

/** Every form of every counted noun of a language's catalogue, longest first, with the nouns it belongs to. */
function nounForms(language: Language): { form: string; nouns: Forms[] }[] {
  const byForm = new Map<string, Forms[]>();
  for (const [key, entry] of Object.entries(CATALOGUES[language].terms)) {
    // the words before a time (es "a las", pt "às") agree with the hour after them, not with a number before
    if (typeof entry === 'string' || key.startsWith('w.time-')) continue;
    for (const form of allForms(entry)) byForm.set(form, [...(byForm.get(form) ?? []), entry]);
  }
  return [...byForm].map(([form, nouns]) => ({ form, nouns })).sort((a, b) => b.form.length - a.form.length);
}
const NOUN_FORMS = Object.fromEntries(LANGUAGES.map((l) => [l, nounForms(l)])) as Record<Language, ReturnType<typeof nounForms>>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_GOES_ON = /^[\p{L}\p{M}\d-]/u;

/**
 * Each whole number in a text followed by a noun in the wrong form, or (unless `knownOnly`) by a word no table
 * knows, as "52 قلم (wants قلمًا)". Explanations go on after a number in many ways ("5 goes into 24"), so they
 * are read for the nouns the tables know only.
 */
export function disagreements(text: string, language: Language, knownOnly = false): string[] {
  const { group, decimal, listSep } = catalogueOf(language).locale;
  const numbers = new RegExp(`\\d+(?:${escape(group)}\\d{3})*(?:${escape(decimal)}\\d+)?`, 'g');
  const problems: string[] = [];
  for (const m of text.matchAll(numbers)) {
    const start = m.index;
    const before = text.slice(0, start);
    const after = text.slice(start + m[0].length);
    if (new RegExp(`${escape(decimal)}\\d+$`).test(m[0])) continue; // a decimal: measures, not counts
    if (/[/:\-−]$/.test(before) || /^[/:]/.test(after)) continue; // a fraction, a time, a negative number
    if (/\d$/.test(before.slice(0, before.length - listSep.length)) && before.endsWith(listSep)) continue; // the last of a list of numbers
    if (!/^[ \u00a0]/.test(after)) continue;
    if (/\d[ \u00a0]$/.test(before)) continue; // the thousands of a number written with a space (1 000)
    const count = Number(m[0].split(group).join(''));
    let rest = after.slice(1);
    for (const word of BETWEEN[language]) if (rest.startsWith(`${word} `)) rest = rest.slice(word.length + 1);
    if (/^\d/.test(rest)) continue;
    if (JOINS_NUMBERS[language]?.some((word) => new RegExp(`^${word} \\d`).test(rest))) continue;
    const known = NOUN_FORMS[language].find(({ form }) => rest.startsWith(form) && !WORD_GOES_ON.test(rest.slice(form.length)));
    if (known) {
      const agrees = known.nouns.some((noun) => [undefined, 'acc', 'gen', 'dat'].some((c) => countedForm(noun, language, count, c as GrammaticalCase | undefined) === known.form));
      if (!agrees) problems.push(`${m[0]} ${known.form} (wants ${countedForm(known.nouns[0]!, language, count)})`);
      continue;
    }
    if (knownOnly) continue;
    const word = /^[^\s.,:;?!()،؟]+/u.exec(rest)?.[0] ?? '';
    if (word === '' || GOES_ON[language]?.test(word)) continue; // punctuation follows, or the sentence goes on
    if (!NOT_NOUNS[language].includes(word)) problems.push(`${m[0]} ${word} (a word after a number that no table of counted nouns knows)`);
  }
  return problems;
}

describe('disagreements', () => {
  it('finds a noun in the wrong form and a noun no table knows, and passes lists, decimals and symbols', () => {
    expect(disagreements('Louis a 1 sachets de 10 billes.', 'fr')).toEqual(['1 sachets (wants sachet)']);
    expect(disagreements('مع نور 52 قلم و502 بسكويتات.', 'ar')).toEqual(['52 قلم (wants قلمًا)', '502 بسكويتات (wants بسكويتة)']);
    expect(disagreements('Zoe scored 22, 11, 1 points in 3 gizmos.', 'en')).toEqual(['3 gizmos (a word after a number that no table of counted nouns knows)']);
    expect(disagreements('Hugo court 1,5 km et 2 km. Il a 3 billes.', 'fr')).toEqual([]);
  });
});

/** Counts every template is made to meet, whatever its generator picks: one, two, the few, the many, the hundreds. */
const FORCED = [0, 1, 2, 3, 10, 11, 52, 100, 101, 102, 103, 111, 502];
const SEEDS = 30;

/** The integer parameters a template writes. */
const countParams = (ref: TextRef, language: Language) =>
  Object.entries(ref.params)
    .filter(([name, value]) => typeof value === 'number' && new RegExp(`\\{${name}[:}]`).test(CATALOGUES[language].templates[ref.key] ?? ''))
    .map(([name]) => name);

/**
 * Languages whose nouns take a form from the number before them. Chinese has one plural category: a
 * number takes its measure word, never another form of the noun, so there is nothing to agree (and,
 * written without spaces, no word after a number to read).
 */
const COUNTING = LANGUAGES.filter((l) => new Intl.PluralRules(l).resolvedOptions().pluralCategories.length > 1);

describe('every story reads with its nouns agreeing with their numbers', () => {
  const topics = (Object.keys(TOPIC_GRADES) as TopicKey[]).filter((topic) => storyGrades(topic).length > 0);
  it.each(topics)('%s, in every language, over many seeds and forced counts', (topic) => {
    const problems = new Set<string>();
    const forcedDone = new Set<string>();
    const check = (ref: TextRef, language: Language, id: string) => {
      for (const p of disagreements(renderText(ref, language), language)) problems.add(`${language} ${ref.key}: ${p} in «${renderText(ref, language)}» (${id})`);
    };
    for (const grade of storyGrades(topic)) {
      for (const difficulty of DIFFICULTIES) {
        for (let s = 0; s < SEEDS; s++) {
          const units = UNIT_SYSTEMS[s % UNIT_SYSTEMS.length]!;
          const currency: Currency = (['USD', 'EUR', 'AED'] as const)[s % 3]!;
          const item = generateItem({ topic, grade, difficulty, seed: `agree-${s}`, story: true, units, currency });
          for (const ref of [item.story!, item.prompt]) {
            for (const language of COUNTING) {
              check(ref, language, item.id);
              // the same template with each of its numbers set to every count: a noun must take its form from the number before it
              const key = `${language}|${ref.key}|${countParams(ref, language).join()}`;
              if (forcedDone.has(key)) continue;
              forcedDone.add(key);
              for (const name of countParams(ref, language)) for (const n of FORCED) check({ ...ref, params: { ...ref.params, [name]: n } }, language, `${item.id}, ${name} = ${n}`);
            }
          }
        }
      }
    }
    expect([...problems].slice(0, 30)).toEqual([]);
  });
});

describe('every explanation and answer reads with its counted nouns agreeing with their numbers', () => {
  const topics = Object.keys(TOPIC_GRADES) as TopicKey[];
  it.each(topics)('%s, in every language, over seeds and forced counts', (topic) => {
    const problems = new Set<string>();
    const forcedDone = new Set<string>();
    const check = (text: string, language: Language, what: string) => {
      for (const p of disagreements(text, language, true)) problems.add(`${language} ${what}: ${p} in «${text}»`);
    };
    for (const grade of TOPIC_GRADES[topic]) {
      for (const difficulty of DIFFICULTIES) {
        for (let s = 0; s < 12; s++) {
          const units = UNIT_SYSTEMS[s % UNIT_SYSTEMS.length]!;
          const item = generateItem({ topic, grade, difficulty, seed: `explain-${s}`, units });
          for (const language of LANGUAGES) {
            check(formatAnswer(item.answer, language, item.choices), language, `answer of ${item.id}`);
            for (const ref of item.explanation) {
              check(renderText(ref, language), language, ref.key);
              // a number that counts a noun of the catalogue ({n} {w.step:n}) is made to meet every count
              const counting = countParams(ref, language).filter((name) => new RegExp(`\\{[\\w.-]+:${name}[:}]`).test(CATALOGUES[language].templates[ref.key] ?? ''));
              const key = `${language}|${ref.key}|${counting.join()}`;
              if (forcedDone.has(key)) continue;
              forcedDone.add(key);
              for (const name of counting) for (const n of FORCED) check(renderText({ ...ref, params: { ...ref.params, [name]: n } }, language), language, `${ref.key}, ${name} = ${n}`);
            }
          }
        }
      }
    }
    expect([...problems].slice(0, 30)).toEqual([]);
  });

  it('writes a rectangle answer with its rows agreeing in every language', () => {
    for (const language of LANGUAGES) {
      for (const rows of FORCED.filter((n) => n > 0)) {
        const text = formatAnswer({ kind: 'rectangle', rows, columns: 3, match: 'turned' }, language);
        expect(disagreements(text, language, true), text).toEqual([]);
      }
    }
  });
});

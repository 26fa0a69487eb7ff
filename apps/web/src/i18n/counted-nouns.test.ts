import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { leaves, PLURAL, type Tree } from './catalogue-checks.ts';

/**
 * A noun after a number takes the form the number needs ("1 second", "2
 * seconds"; in Arabic one form for 1, 2, 3–10, 11–99 and 100), and only a
 * plural key, counted by {{count}}, can give it that form. Anywhere else a noun
 * after a number is wrong for some number: "{{seconds}} seconds" reads "1
 * seconds", "{{days}} يومًا" is wrong for 3–10. So in every catalogue of every
 * language, a placeholder holding a number (any outside a plural key, any but
 * {{count}} inside one) is followed by the end of the text, punctuation, a
 * symbol, or a word that goes on with the sentence ("3 of 10", "3 من 10"); a
 * counted noun goes in a plural key, and a sentence that counts two things is
 * worded so that each noun follows the number it agrees with.
 */
const CATALOGUES = import.meta.glob<{ default: Tree }>('../**/i18n/*.json', { eager: true });

/** Placeholders that never hold a number: names, dates, a version, words and phrases. */
const NOT_NUMBERS = new Set([
  'name',
  'nickname',
  'host',
  'provider',
  'providers',
  'email',
  'header',
  'here',
  'activity',
  'what',
  'mark',
  'unit',
  'thing',
  'things',
  'symbol',
  'version',
  'date',
  'start',
  'closes',
  'year',
  // a roster's value, file, column, the other identifier it names, a course and a challenge: names and identifiers
  'value',
  'file',
  'column',
  'other',
  'course',
  'challenge',
  // an activity's title
  'title',
]);

/**
 * Words that go on with the sentence after a number without being counted by
 * it, per language, and unit symbols, which stay the same after any number.
 * English adjectives, participles and adverbs keep one form whatever the
 * number ("3 right", "2 of 10 answered"); French and Spanish ones agree with
 * it, so they are not listed there. Arabic names a unit before the number
 * (بالملّي ثانية: 40) where it would otherwise follow it.
 */
const GOES_ON: Record<string, readonly string[]> = {
  en: [
    'of',
    'out',
    'to',
    'and',
    'or',
    'with',
    'against',
    'in',
    'long',
    'wide',
    'high',
    'right',
    'answered',
    'correctly',
    'ms',
    'Mbit/s',
  ],
  fr: ['sur', 'de', 'à', 'au', 'et', 'ou', 'avec', 'contre', 'en', 'ms', 'Mbit/s'],
  es: ['de', 'a', 'al', 'y', 'o', 'con', 'contra', 'en', 'bien', 'ms', 'Mbit/s'],
  ar: ['من', 'إلى', 'على', 'أو', 'ضد'],
  he: ['מתוך', 'עד', 'או', 'נגד', 'של', 'על', 'עם', 'ms', 'Mbit/s'],
  // German puts the verb of a button's infinitive phrase last ("{{title}} löschen"): verbs, participles and adverbs keep one form after any number
  de: [
    'von', 'bis', 'und', 'oder', 'mit', 'gegen', 'in', 'lang', 'breit', 'hoch', 'richtig', 'richtigen', 'beantwortet', 'insgesamt', 'gelandet', 'fehlerhaft',
    'hinzufügen', 'wegnehmen', 'verwalten', 'zuweisen', 'schließen', 'löschen', 'bearbeiten', 'sein', 'anfragen', 'beizutreten', 'entfernen', 'öffnen',
    'bestätigen', 'ablehnen', 'ms', 'Mbit/s',
  ],
  pt: ['de', 'a', 'ao', 'à', 'até', 'e', 'ou', 'com', 'contra', 'em', 'no', 'na', 'ms', 'Mbit/s'],
};
/** Arabic and Hebrew join "and" (and Hebrew "to") to the next word (وعرضها، וברוחב، ל-12): a word that starts with it goes on with the sentence. */
const JOINED_AND: Partial<Record<string, RegExp>> = { ar: /^و/, he: /^(ו|ל-)/ };

/** A placeholder and the word after it, if a word (not punctuation, a symbol or a suffix such as "st" in "1st") follows. */
const PLACEHOLDER_THEN_WORD = /\{\{(\w+)\}\}[\s\u00a0\u202f]+([\p{L}\p{M}][^\s\u00a0\u202f.,،؛:;!?؟()]*)?/gu;

/** Each number placeholder of a text followed by a word that may be a counted noun, as "{{seconds}} seconds". */
function nounsAfterNumbers(key: string, text: string, language: string): string[] {
  const plural = PLURAL.test(key);
  const goesOn = GOES_ON[language] ?? [];
  const found: string[] = [];
  for (const [, name, word] of text.matchAll(PLACEHOLDER_THEN_WORD)) {
    if (!word || NOT_NUMBERS.has(name!) || (plural && name === 'count')) continue;
    // a language whose nouns keep one form after every number (CLDR gives it the one category "other": Chinese)
    if (new Intl.PluralRules(language).resolvedOptions().pluralCategories.length === 1) continue;
    if (goesOn.includes(word) || JOINED_AND[language]?.test(word)) continue;
    found.push(`{{${name}}} ${word}`);
  }
  return found;
}

describe('nouns after numbers in the catalogues', () => {
  it('finds a noun after a number outside a plural key, or after another number inside one', () => {
    expect(nounsAfterNumbers('stream', 'Open {{seconds}} of {{total}} seconds, {{events}} updates.', 'en')).toEqual([
      '{{total}} seconds',
      '{{events}} updates',
    ]);
    expect(nounsAfterNumbers('array', '{{rows}} صفوف في كل منها {{columns}}', 'ar')).toEqual(['{{rows}} صفوف']);
    expect(nounsAfterNumbers('hint', 'Up to {{count}} characters.', 'en')).toEqual(['{{count}} characters']);
    expect(nounsAfterNumbers('answers_other', '{{correct}} justes sur {{count}} réponses', 'fr')).toEqual([
      '{{correct}} justes',
    ]);
  });

  it('lets a number go on with the sentence, and a plural key count its noun', () => {
    expect(nounsAfterNumbers('progress', 'Question {{n}} of {{total}}', 'en')).toEqual([]);
    expect(nounsAfterNumbers('box', 'علبة طولها {{l}} وعرضها {{w}}.', 'ar')).toEqual([]);
    expect(nounsAfterNumbers('percent', '{{mastery}} %', 'fr')).toEqual([]);
    expect(nounsAfterNumbers('hint_many', 'حتى {{count}} حرفًا.', 'ar')).toEqual([]);
    expect(nounsAfterNumbers('greeting', 'Hello {{name}} Smith', 'en')).toEqual([]);
    expect(nounsAfterNumbers('rank_one', 'You came {{rank}}st of {{players}}!', 'en')).toEqual([]);
  });

  it('reads every catalogue of the web app', () => {
    const languages = new Set(Object.keys(CATALOGUES).map((file) => file.replace(/^.*\/([\w-]+)\.json$/, '$1')));
    expect([...languages].sort()).toEqual([...UI_LANGUAGES, 'en-US'].sort());
  });

  for (const [file, { default: tree }] of Object.entries(CATALOGUES)) {
    const language = file.replace(/^.*\/([a-z]+)(-[A-Z]+)?\.json$/, '$1');
    it(`${file}: every noun after a number is in a plural key, counted by {{count}}`, () => {
      const found = leaves(tree).flatMap(([key, text]) =>
        nounsAfterNumbers(key, text, language).map((noun) => `${key}: ${noun}`),
      );
      expect(found).toEqual([]);
    });
  }
});

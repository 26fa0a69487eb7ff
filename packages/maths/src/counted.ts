/**
 * Counted nouns: the form a noun takes after a number, in each language.
 *
 * A catalogue gives a counted noun one form per plural category (`Forms`), and
 * `countCategory(language, count)` says which category a count falls in. The
 * renderer (text.ts) and the agreement test (counted.test.ts) both read these,
 * so "1 sachets" or "502 بسكويتات" cannot come back without a test naming it.
 *
 * - English, Spanish and German: one (1) / other. French: one for 0 and 1 ("0 sachet",
 *   "1 sachet"), other from 2.
 * - German nouns also change with the case a preposition gives them: the dative
 *   plural adds -n ("3 Äpfel", "mit 3 Äpfeln"), and an adjective in the noun
 *   declines ("1 rechter Winkel", "hat 1 rechten Winkel"); `acc` and `dat` hold
 *   the forms that differ.
 * - Arabic, as school books write a noun after digits: 1 → singular (قلم),
 *   2 → dual (قلمان), 3–10 → plural (أقلام), 11–99 → singular accusative, the
 *   tamyiz (قلمًا), 100, 1000 and their multiples → singular genitive (قلم);
 *   past a hundred the last two digits decide (103 أقلام, 111 قلمًا), except
 *   01 and 02, which keep the hundred's singular (101 قلم, 502 بسكويتة). 0 takes
 *   the plural. CLDR's Arabic rules (Intl.PluralRules('ar')) are exactly these
 *   categories: zero, one, two, few (3–10), many (11–99), other (100…).
 *   Case shows in two places only, once the vowels are left out as the catalogue
 *   does: the accusative singular (اشترى قلمًا) and the oblique dual
 *   (على صديقين); `acc` and `gen` hold those forms.
 */
import type { Language } from './types.ts';

export type CountCategory = Intl.LDMLPluralRule;

/** The case a template asks of a counted noun (Arabic: acc, gen; German: acc, dat); a noun without that case's forms keeps its own. */
export type GrammaticalCase = 'acc' | 'gen' | 'dat';

/** A counted noun's forms by count category; `other` is required. `acc` / `gen` / `dat` override them where the case changes the word (Arabic, German). */
export type Forms = Partial<Record<CountCategory, string>> & {
  other: string;
  /** the form with no number ("how many apples", كم عدد التفاحات), where it is not `other` (Arabic's `other` is the singular after 100) */
  plural?: string;
  acc?: Partial<Record<CountCategory, string>>;
  gen?: Partial<Record<CountCategory, string>>;
  /** German: the dative a preposition asks ("in 3 Tüten", "mit 4 Äpfeln", "aus 6 Würfeln") */
  dat?: Partial<Record<CountCategory, string>>;
};

const RULES: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  fr: new Intl.PluralRules('fr'),
  es: new Intl.PluralRules('es'),
  ar: new Intl.PluralRules('ar'),
  he: new Intl.PluralRules('he'),
  zh: new Intl.PluralRules('zh'),
  de: new Intl.PluralRules('de'),
  pt: new Intl.PluralRules('pt-BR'),
};

/** The category a count falls in, in a language (see the module comment for each language's rule). */
export function countCategory(language: Language, count: number): CountCategory {
  return RULES[language].select(count);
}

/** Every form a counted noun may take, whatever the count and case: what a number may be followed by. */
export function allForms(forms: Forms): string[] {
  const { acc, gen, dat, ...plain } = forms;
  return [...new Set([...Object.values(plain), ...Object.values(acc ?? {}), ...Object.values(gen ?? {}), ...Object.values(dat ?? {})])];
}

/**
 * The word for `count` of a counted noun, in the case the sentence gives it.
 * A plain string is a word that never changes (a unit symbol, a name); without
 * a count, the noun reads as after "how many …" in English: its plural.
 */
export function countedForm(entry: string | Forms, language: Language, count?: number, grammaticalCase?: GrammaticalCase): string {
  if (typeof entry === 'string') return entry;
  if (count === undefined) return entry.plural ?? entry.other;
  const category = countCategory(language, count);
  return (grammaticalCase && entry[grammaticalCase]?.[category]) ?? entry[category] ?? entry.other;
}

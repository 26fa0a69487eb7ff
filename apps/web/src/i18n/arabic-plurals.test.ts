import { describe, expect, it } from 'vitest';
import { ARABIC_PLURAL_FORMS, leaves, PLURAL, type Tree } from './catalogue-checks.ts';

/**
 * Every Arabic catalogue of the web app, each plural it counts with: all six
 * forms Intl.PluralRules('ar') picks between, and a noun after the number in
 * the plural for 3–10 (few) and the singular for 11–99 (many), never the same
 * word for both ("10 مرة" and "11 مرات" are each wrong).
 */
const CATALOGUES = import.meta.glob<{ default: Tree }>('../**/i18n/ar.json', { eager: true });

/** Words that go on with the sentence after a number without being counted by it ("3 من 10"). */
const NOT_NOUNS = ['من', 'في', 'على', 'إلى'];
const nounAfterCount = (text: string) => {
  const word = /\{\{count\}\}\s+([^\s.,،:;!?؟()]+)/u.exec(text)?.[1];
  return word && !NOT_NOUNS.includes(word) ? word : undefined;
};

describe('Arabic plurals in every catalogue', () => {
  it('Intl gives Arabic the six categories the catalogues are written for', () => {
    const rules = new Intl.PluralRules('ar');
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => rules.select(n))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other']);
  });

  for (const [file, { default: tree }] of Object.entries(CATALOGUES)) {
    it(`${file}: every counted text has all six forms, with the noun in the form its number needs`, () => {
      const texts = new Map(leaves(tree));
      const bases = new Set([...texts.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      for (const base of bases) {
        for (const form of ARABIC_PLURAL_FORMS) expect(texts.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
        const few = nounAfterCount(texts.get(`${base}_few`) ?? '');
        const many = nounAfterCount(texts.get(`${base}_many`) ?? '');
        if (few && many) expect(few, `${base}: 3–10 take the plural, 11–99 the singular`).not.toBe(many);
      }
      // a count outside a plural key has no form to agree with: a noun after it would be wrong for some number
      for (const [key, text] of texts) if (!PLURAL.test(key)) expect(nounAfterCount(text), key).toBeUndefined();
    });
  }
});

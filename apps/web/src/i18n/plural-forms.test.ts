import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { leaves, PLURAL, type Tree } from './catalogue-checks.ts';

/**
 * Every counted text of every web catalogue has each plural form CLDR names
 * for the catalogue's language (Intl.PluralRules, not a table of our own):
 * French and Spanish "many" (1 000 000 d'élèves), Arabic's six, Hebrew's
 * one, two and other, Chinese's one form. A missing form
 * makes i18next fall back to another language's text for that count.
 */
const CATALOGUES = Object.entries(import.meta.glob<{ default: Tree }>('../**/i18n/*.json', { eager: true }))
  .map(([path, m]) => ({ path, language: /\/([^/]+)\.json$/.exec(path)![1]!, tree: m.default }))
  // a regional overlay rewords some texts of its language's catalogue, in the forms that catalogue has
  .filter((c) => !c.language.includes('-'));

describe('plural forms', () => {
  it('finds the catalogues of every language', () => {
    expect(new Set(CATALOGUES.map((c) => c.language))).toEqual(new Set(UI_LANGUAGES));
  });

  for (const { path, language, tree } of CATALOGUES) {
    it(`${path}: every counted text has each of ${language}'s CLDR plural forms`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = new Set(leaves(tree).map(([k]) => k));
      const counted = new Set([...keys].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      const missing = [...counted].flatMap((base) => categories.filter((c) => !keys.has(`${base}_${c}`)).map((c) => `${base}_${c}`));
      expect(missing).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { ARABIC_PLURAL_FORMS, baseKeys, comparedPlaceholders, leaves, PLURAL, sourceText, type Tree } from './catalogue-checks.ts';

/**
 * The tests every catalogue's translations pass, for the features' catalogue
 * tests to call (tests only): each translation says everything English says
 * (plural forms counted once, none empty, the same {{placeholders}}), and
 * Arabic has all six plural forms wherever English has a plural.
 */
export function describeTranslations(name: string, en: Tree, translations: { fr: Tree; es: Tree; ar: Tree }) {
  describe(`${name}: translations`, () => {
    for (const [language, catalogue] of Object.entries(translations)) {
      it(`${language} has every English key, none empty, with the same placeholders`, () => {
        expect(baseKeys(catalogue)).toEqual(baseKeys(en));
        const english = new Map(leaves(en));
        for (const [key, text] of leaves(catalogue)) {
          expect(text.trim(), key).not.toBe('');
          const source = sourceText(english, key);
          expect(source, key).toBeDefined();
          expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, source!));
        }
      });
    }

    it('Arabic has all six plural forms wherever English has plurals', () => {
      const arabic = new Set(leaves(translations.ar).map(([k]) => k));
      for (const [key] of leaves(en).filter(([k]) => PLURAL.test(k) && k.endsWith('_other'))) {
        for (const form of ARABIC_PLURAL_FORMS) expect(arabic, key).toContain(key.replace(PLURAL, `_${form}`));
      }
    });
  });
}

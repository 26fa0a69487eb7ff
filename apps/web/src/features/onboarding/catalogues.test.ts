import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { ONBOARDING_MESSAGES } from '@numbloom/domain/onboarding';
import { ARABIC_PLURAL_FORMS, baseKeys, comparedPlaceholders, leaves, PLURAL, sourceText, type Tree } from '../../i18n/catalogue-checks.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/**
 * The sign-up and free-trial catalogues. English leaves some texts to
 * packages/domain (the code-sent line, the outcomes), so the translations
 * hold more keys than English: all three hold the same ones, every English
 * key among them, none empty, with the same {{placeholders}}, and Arabic has
 * all six plural forms.
 */


const translations = { fr, es, ar } as Record<string, Tree>;
const french = new Map(leaves(fr as Tree));

describe('onboarding catalogues', () => {
  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language} has the same keys as the others and every English one, none empty, with the same placeholders`, () => {
      const keys = baseKeys(catalogue);
      expect(keys).toEqual(baseKeys(fr as Tree));
      for (const key of baseKeys(en as Tree)) expect(keys, key).toContain(key);
      for (const [key, text] of leaves(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        const source = sourceText(french, key);
        expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, source!));
      }
    });
  }

  it('Arabic has all six plural forms wherever French has plurals', () => {
    const plurals = [...french.keys()].filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, ''));
    const arabic = new Set(leaves(ar as Tree).map(([k]) => k));
    for (const base of plurals) {
      for (const form of ARABIC_PLURAL_FORMS) expect(arabic, `${base}_${form}`).toContain(`${base}_${form}`);
    }
  });

  it('English says the spec’s onboarding form error word for word (§8), with the address to write to', () => {
    expect(en.form.submissionError.replace('{{email}}', SUPPORT_EMAIL)).toBe(ONBOARDING_MESSAGES.onboardingError);
  });
});

import { describe, expect, it } from 'vitest';
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
type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}
const baseKeys = (tree: Tree) => new Set(leaves(tree).map(([k]) => k.replace(PLURAL, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

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
        const base = key.replace(PLURAL, '');
        const source = french.get(key) ?? french.get(`${base}_other`) ?? french.get(base);
        // A plural form may say the number in words ("يومان"), so {{count}} is optional there.
        const compared = (ps: string[]) => (PLURAL.test(key) ? ps.filter((p) => p !== 'count') : ps);
        expect(compared(placeholders(text)), key).toEqual(compared(placeholders(source!)));
      }
    });
  }

  it('Arabic has all six plural forms wherever French has plurals', () => {
    const plurals = [...french.keys()].filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, ''));
    const arabic = new Set(leaves(ar as Tree).map(([k]) => k));
    for (const base of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arabic, `${base}_${form}`).toContain(`${base}_${form}`);
    }
  });
});

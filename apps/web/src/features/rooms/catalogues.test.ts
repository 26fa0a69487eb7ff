import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX, ROOM_CAPACITY, ROOM_CODE_LENGTH, ROOM_MESSAGES } from '@numbloom/domain/rooms';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/**
 * The rooms catalogues: French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * Arabic has all six plural forms, and the English of the spec's room errors
 * and the join form's rules is the domain's wording, so the server's texts
 * and the page's cannot drift apart.
 */
type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const baseKeys = (tree: Tree) => new Set(leaves(tree).map(([k]) => k.replace(PLURAL, '')));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

describe('rooms catalogues', () => {
  for (const [language, catalogue] of Object.entries({ fr, es, ar } as Record<string, Tree>)) {
    it(`${language} has every English key, none empty, with the same placeholders`, () => {
      expect(baseKeys(catalogue)).toEqual(baseKeys(en));
      const english = new Map(leaves(en));
      for (const [key, text] of leaves(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        const base = key.replace(PLURAL, '');
        const source = english.get(key) ?? english.get(`${base}_other`) ?? english.get(base);
        const compared = (ps: string[]) => (PLURAL.test(key) ? ps.filter((p) => p !== 'count') : ps);
        expect(compared(placeholders(text)), key).toEqual(compared(placeholders(source!)));
      }
    });
  }

  it('Arabic has all six plural forms wherever English has plurals', () => {
    const arabic = new Set(leaves(ar).map(([k]) => k));
    for (const [key] of leaves(en).filter(([k]) => k.endsWith('_other'))) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arabic, key).toContain(key.replace(PLURAL, `_${form}`));
    }
  });

  it('English says the spec’s room errors and the join rules word for word', () => {
    expect(en.errors.notFound).toBe(ROOM_MESSAGES.notFound);
    expect(en.errors.ended).toBe(ROOM_MESSAGES.ended);
    expect(fill(en.errors.full_other, { count: ROOM_CAPACITY })).toBe(ROOM_MESSAGES.full(ROOM_CAPACITY));
    const values = { max: NICKNAME_MAX, length: ROOM_CODE_LENGTH };
    for (const key of ['codeRequired', 'codeInvalid', 'nicknameRequired', 'nicknameTooLong', 'nicknameRefused', 'nicknameTaken'] as const) {
      expect(fill(en.join[key], values), key).toBe(ROOM_MESSAGES[key]);
    }
  });
});

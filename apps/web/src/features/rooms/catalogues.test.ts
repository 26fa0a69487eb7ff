import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX, ROOM_CAPACITY, ROOM_CODE_LENGTH } from '@numbloom/domain/games';
import { GAME_MESSAGES as ROOM_MESSAGES } from '@numbloom/domain/game-messages';
import { ARABIC_PLURAL_FORMS, baseKeys, comparedPlaceholders, leaves, PLURAL, sourceText, type Tree } from '../../i18n/catalogue-checks.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import hostEn from './host/i18n/en.json';
import hostFr from './host/i18n/fr.json';
import hostEs from './host/i18n/es.json';
import hostAr from './host/i18n/ar.json';

/**
 * The rooms catalogues (the children's pages' 'rooms', and the teacher's
 * 'host', which a child's page never downloads): French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * Arabic has all six plural forms, and the English of the spec's room errors
 * and the join form's rules is the domain's wording, so the server's texts
 * and the page's cannot drift apart.
 */
const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const NAMESPACES: Record<string, { en: Tree; fr: Tree; es: Tree; ar: Tree }> = {
  rooms: { en, fr, es, ar },
  host: { en: hostEn, fr: hostFr, es: hostEs, ar: hostAr },
};

describe('rooms catalogues', () => {
  for (const [namespace, { en: english, ...others }] of Object.entries(NAMESPACES)) {
    for (const [language, catalogue] of Object.entries(others)) {
      it(`${namespace}: ${language} has every English key, none empty, with the same placeholders`, () => {
        expect(baseKeys(catalogue)).toEqual(baseKeys(english));
        const source = new Map(leaves(english));
        for (const [key, text] of leaves(catalogue)) {
          expect(text.trim(), key).not.toBe('');
          expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, sourceText(source, key)!));
        }
      });
    }

    it(`${namespace}: Arabic has all six plural forms wherever English has plurals`, () => {
      const arabic = new Set(leaves(others.ar).map(([k]) => k));
      for (const [key] of leaves(english).filter(([k]) => k.endsWith('_other'))) {
        for (const form of ARABIC_PLURAL_FORMS) expect(arabic, key).toContain(key.replace(PLURAL, `_${form}`));
      }
    });
  }

  it('a child’s page does not download the teacher’s texts', () => {
    expect(Object.keys(en)).not.toContain('host');
    expect(Object.keys(hostEn)).toEqual(['host']);
  });

  it('English says the spec’s room errors and the join rules word for word', () => {
    expect(en.errors.notFound).toBe(ROOM_MESSAGES.notFound);
    expect(en.errors.ended).toBe(ROOM_MESSAGES.ended);
    expect(en.errors.locked).toBe(ROOM_MESSAGES.locked);
    expect(en.errors.removed).toBe(ROOM_MESSAGES.removed);
    expect(en.errors.notPlayer).toBe(ROOM_MESSAGES.notPlayer);
    expect(en.quick.ended).toBe(ROOM_MESSAGES.quickMatchEnded);
    expect(fill(en.errors.full_other, { count: ROOM_CAPACITY })).toBe(ROOM_MESSAGES.full(ROOM_CAPACITY));
    for (const key of [
      'codeRequired',
      'checkRequired',
      'checkWrong',
      'nicknameRequired',
      'nicknameRefused',
      'nicknameContact',
      'nicknameTaken',
      'pickYourName',
      'notInClass',
      'nameTaken',
      'noSuchSeat',
    ] as const) {
      expect(en.join[key], key).toBe(ROOM_MESSAGES[key]);
    }
    // a rule that counts says its number with the noun in the form the number needs
    expect(fill(en.join.codeInvalid_other, { count: ROOM_CODE_LENGTH })).toBe(ROOM_MESSAGES.codeInvalid);
    expect(fill(en.join.nicknameTooLong_other, { count: NICKNAME_MAX })).toBe(ROOM_MESSAGES.nicknameTooLong);
  });
});

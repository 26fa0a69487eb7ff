import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { allLocales } from '@faker-js/faker';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { allNames } from './names.ts';
import { isFullName, nicknameRefusal, skeleton } from './nickname-check.ts';

/**
 * The nickname check (decision 068) against real children's names, which must
 * all pass, and rude words in their disguises, which must all fail. Both
 * lists are made here by code: the names from faker's lists in several
 * languages, the disguises from Unicode's own confusables (the table the
 * check reads, turned around) and the tricks children use.
 */
const require = createRequire(import.meta.url);
const confusables = require('unhomoglyph/data.json') as Record<string, string>;

/** Given names of these locales (some not in the check's own list), one word each. */
const NAME_LOCALES = ['en', 'en_IN', 'en_GB', 'fr', 'es', 'de', 'it', 'nl', 'pt_BR', 'tr', 'pl', 'sv', 'id_ID', 'yo_NG', 'ar', 'cs_CZ', 'hr', 'lv'];
const flat = (v: unknown): string[] => (v == null ? [] : Array.isArray(v) ? (v as string[]) : Object.values(v as object).flat());
const REAL_NAMES = [
  ...new Set(
    NAME_LOCALES.flatMap((code) => flat((allLocales as Record<string, { person?: { first_name?: unknown } }>)[code]?.person?.first_name))
      .filter((n) => [...n].length <= 20 && !/\s/.test(n)),
  ),
];

describe('the nickname check', () => {
  it(`lets ${REAL_NAMES.length} real first names of ${NAME_LOCALES.length} languages through, and the names people carry that spell a word`, () => {
    expect(REAL_NAMES.length).toBeGreaterThan(3000);
    const named = [...REAL_NAMES, 'Shital', 'Dick', 'Fanny', 'F30', 'Randy', 'Gaylord', 'Willy', 'Hoe', 'Nimrod', 'Kuntal', 'Phuc', 'Dong', 'Shitij'];
    const refused = named.map((n) => [n, nicknameRefusal(n)]).filter(([, why]) => why);
    expect(refused).toEqual([]);
    // and a name with a number, a nickname of their own, or a first name and an initial
    for (const n of ['Mia 7', 'Noah J', 'Amélie B.', 'Zara the Brave', 'Team Rocket', 'Oscar 2B']) expect(nicknameRefusal(n), n).toBeUndefined();
  });

  it('lets every generated name through, in every language, each in its own words', () => {
    for (const language of UI_LANGUAGES) {
      expect(allNames(language).filter((n) => nicknameRefusal(n))).toEqual([]);
      // in the language itself: a child on a Hebrew or Chinese page is not given an English name
      if (language !== 'en') expect(allNames(language).filter((n) => allNames('en').includes(n)), language).toEqual([]);
    }
  });

  it('refuses a first and last name: the board is seen by everyone', () => {
    for (const n of ['Emma Johnson', 'emma johnson', 'Noah Smith', 'Lucas Martin', 'Sofia García', 'Jean Dupont', 'Ｅｍｍａ Ｊｏｈｎｓｏｎ']) {
      expect(nicknameRefusal(n), n).toBe(GAME_MESSAGES.nicknameFullName);
    }
    expect(isFullName('Emma')).toBe(false);
  });

  /** Each ASCII letter's look-alikes outside ASCII, from Unicode's confusables (one-letter mappings). */
  const lookAlikes = new Map<string, string[]>();
  for (const [from, to] of Object.entries(confusables)) {
    if (/^[a-z]$/i.test(to) && [...from].length === 1 && /\p{L}/u.test(from) && !/[\t-~]/.test(from)) {
      const key = to.toLowerCase();
      lookAlikes.set(key, [...(lookAlikes.get(key) ?? []), from]);
    }
  }
  const fullwidth = (w: string) => w.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
  const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
  const RUDE = ['fuck', 'shit', 'bitch', 'poop', 'stupid', 'idiot', 'penis', 'sexy', 'loser', 'dumbass', 'merde', 'putain', 'mierda', 'puta', 'nazi', 'kill'];
  const disguises = (w: string): string[] => {
    const upper = w.toUpperCase();
    const out = [w, upper, w[0]!.toUpperCase() + w.slice(1), fullwidth(upper), fullwidth(w), w.split('').join(' '), w.split('').join('.'), w.replace(/(.)$/, '$1$1$1'), `${w}head`, `Big ${w}`, `🖕 ${w}`];
    const leet = w.replace(/[aeiost]/g, (c) => LEET[c]!);
    if (leet !== w) out.push(leet);
    if (w.includes('u')) out.push(w.replace(/u/g, 'v'), upper.replace(/U/g, 'V'));
    // each letter that has look-alikes swapped for each of its first three (Greek, Cyrillic, Cherokee, maths letters…)
    for (let k = 0; k < 3; k++) {
      const swapped = w.replace(/[a-z]/g, (c) => lookAlikes.get(c)?.[k] ?? c);
      if (swapped !== w) out.push(swapped);
      const swappedUpper = upper.replace(/[A-Z]/g, (c) => lookAlikes.get(c.toLowerCase())?.filter((x) => x !== x.toLowerCase())[k] ?? c);
      if (swappedUpper !== upper) out.push(swappedUpper);
    }
    return out;
  };

  it('refuses rude words in every disguise: case, fullwidth, Unicode look-alikes, digits, v for u, spaced, stretched, run together', () => {
    const all = RUDE.flatMap(disguises);
    expect(all.length).toBeGreaterThan(RUDE.length * 14);
    expect(all.filter((n) => nicknameRefusal(n) !== GAME_MESSAGES.nicknameRefused)).toEqual([]);
  });

  it('refuses what the board showed: "🖕 FvCK", "ＦｖＣＫ", 💩, Greek look-alikes, a rude emoji alone', () => {
    for (const n of ['🖕 FvCK', 'ＦｖＣＫ', '💩', 'Mia 💩', '🖕🏽', '🍆', 'ΙDΙΟΤ', 'ѕτυρΙd', 'Ρ00Ρ', 'ｓｈｉｔ', '𝐟𝐮𝐜𝐤', 'ⓕⓤⓒⓚ']) {
      expect(nicknameRefusal(n), n).toBe(GAME_MESSAGES.nicknameRefused);
    }
    expect(skeleton('ＦｖＣＫ')).toBe('FvCK');
  });

  it('refuses a staff title and a way to reach the child, however written', () => {
    expect(nicknameRefusal('Ｔｅａｃｈｅｒ')).toBe(GAME_MESSAGES.nicknameStaff);
    expect(nicknameRefusal('Аdmin')).toBe(GAME_MESSAGES.nicknameStaff);
    expect(nicknameRefusal('mia@example.com')).toBe(GAME_MESSAGES.nicknameContact);
  });
});

import unhomoglyph from 'unhomoglyph';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { carriesContact, isOffensiveNickname, soundsLikeStaff } from '@numbloom/domain/nickname-filter';
import { LANGUAGES } from '@numbloom/maths/types';
import { allNames } from './names.ts';
import names from './people-names.json' with { type: 'json' };

/**
 * The nickname check of the live games, on the server (decision 068): what a
 * child types is read as the board will show it, then refused when it is
 * unkind, a way to reach the child, a staff title, or a child's full name.
 *
 * How a name is read: NFKC first (fullwidth ＦｖＣＫ is FvCK, ligatures and
 * circled letters are letters), then every letter outside ASCII is made the
 * letter it looks like by Unicode's own confusables table (UTS #39's
 * confusables.txt, as the unhomoglyph package ships it: Greek, Cyrillic,
 * Cherokee, mathematical letters), so "Ϝυϲκ" reads as the word it spells.
 * ASCII stays as typed: the table would turn "m" into "rn" and "1" into "l",
 * which the filter's own digit reading already handles.
 *
 * Real names are not refused for a word they spell (Dick, Fanny, Shital):
 * a word that is a given name somewhere (faker's lists for the site's and the
 * families' languages, people-names.json, made by scripts/given-names.mjs)
 * is a name. Two or more words, the first a given name and the last a
 * family name ("Emma Johnson"), is a child's full name on a public board:
 * refused, with its own text.
 */
const GIVEN = new Set(names.given);
const FAMILY = new Set(names.family);

const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
/** The names the server gives (names.ts): "Sunny Robin" is one of them, not a child's full name. */
const GENERATED = new Set(LANGUAGES.flatMap((language) => allNames(language).map((n) => n.split(' ').map(fold).join(' '))));

/** Emoji that are rude on a board whatever the language (their skin-tone and gender variants too). */
const RUDE_EMOJI = /\u{1F595}|\u{1F4A9}|\u{1F346}|\u{1F351}|\u{1F51E}|\u{1F4A6}|\u{1F445}|\u{1F52B}|\u{1F4A3}|\u{1F52A}|\u{2620}|\u{1F480}|\u{1F92C}|\u{1F92E}|\u{1F48A}|\u{1F489}|\u{1F6AC}|\u{1F37A}|\u{1F37B}|\u{1F377}/u;

/** The name as it looks: compatibility forms made plain, look-alike letters made the letters they look like. */
export function skeleton(nickname: string): string {
  return nickname.replace(/[^\t-~]/gu, (c) => {
    // the confusables first (Ϲ is C; its compatibility form Σ would be another letter), then NFKC (Ｋ is K)
    const seen = unhomoglyph(c);
    if (/^[\t-~]+$/.test(seen)) return seen;
    const plain = c.normalize('NFKC');
    return /^[\t-~]+$/.test(plain) ? plain : /\p{L}/u.test(plain) ? unhomoglyph(plain) : plain;
  });
}

/** A word that is somebody's given name. */
export const isGivenName = (word: string) => GIVEN.has(fold(word));

/** A given name with a family name beside it: the child's full name. */
export function isFullName(nickname: string): boolean {
  const words = nickname
    .normalize('NFKC')
    .split(/[\s.,_]+/)
    .filter((w) => /^\p{L}{2,}$/u.test(w))
    .map(fold);
  return words.length >= 2 && GIVEN.has(words[0]!) && FAMILY.has(words.at(-1)!) && !GENERATED.has(words.join(' '));
}

/** Why a typed nickname cannot be used (a GAME_MESSAGES text), or undefined when it may. */
export function nicknameRefusal(nickname: string): string | undefined {
  const plain = nickname.normalize('NFKC');
  if (carriesContact(plain)) return GAME_MESSAGES.nicknameContact;
  if (RUDE_EMOJI.test(plain)) return GAME_MESSAGES.nicknameRefused;
  const seen = skeleton(nickname);
  if (isOffensiveNickname(nickname, isGivenName) || isOffensiveNickname(seen, isGivenName)) return GAME_MESSAGES.nicknameRefused;
  if (soundsLikeStaff(seen)) return GAME_MESSAGES.nicknameStaff;
  if (isFullName(seen)) return GAME_MESSAGES.nicknameFullName;
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { isOffensiveNickname, nicknameKey, nicknameProblem, normaliseNickname, roomCodeProblem, ROOM_CODE_ALPHABET, ROOM_MESSAGES } from './rooms.ts';

describe('room codes', () => {
  it('use no character a child could misread (0/O, 1/I/L)', () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it('accept a code typed in lower case, with spaces or a dash, and name what is wrong otherwise', () => {
    expect(roomCodeProblem('k7m 2qx')).toBeUndefined();
    expect(roomCodeProblem('K7M-2QX')).toBeUndefined();
    expect(roomCodeProblem('  ')).toBe(ROOM_MESSAGES.codeRequired);
    expect(roomCodeProblem('K7M2Q')).toBe(ROOM_MESSAGES.codeInvalid);
    expect(roomCodeProblem('K7M2Q0')).toBe(ROOM_MESSAGES.codeInvalid);
  });
});

describe('nicknames', () => {
  it('are trimmed, inner spaces folded, at most 20 characters (letters, not UTF-16 units)', () => {
    expect(normaliseNickname('  Ada   L ')).toBe('Ada L');
    expect(nicknameProblem('   ')).toBe(ROOM_MESSAGES.nicknameRequired);
    expect(nicknameProblem('a'.repeat(20))).toBeUndefined();
    expect(nicknameProblem('a'.repeat(21))).toBe(ROOM_MESSAGES.nicknameTooLong);
    expect(nicknameProblem('🦊'.repeat(20))).toBeUndefined();
  });

  it('are the same in a room whatever their case or accents', () => {
    expect(nicknameKey('Zoë')).toBe(nicknameKey('ZOE'));
    expect(nicknameKey('Ada')).not.toBe(nicknameKey('Adam'));
  });

  it('refuse the obvious offensive words, spelled apart or with digits, but not names that contain them', () => {
    for (const bad of ['shit', 'Sh1t head', 'f.u.c.k', 'f u c k', 'Merde', 'puta', 'BITCH!!', 'fuuuck']) expect(isOffensiveNickname(bad), bad).toBe(true);
    for (const fine of ['Scunthorpe Sam', 'Dickens', 'Cocktail', 'Essex Ed', 'Ada', 'Kim 7']) expect(isOffensiveNickname(fine), fine).toBe(false);
  });
});

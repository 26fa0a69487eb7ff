import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { passwordProblem, passwordStrength, PASSWORD_TEXTS, passwordField } from './password.ts';
import { isCommonPassword, loadCommonPasswords } from './password-list.ts';
import { buildCommonPasswordList, OUTPUT, serialise } from '../../../content/passwords/generate.ts';

describe('password strength (too short / poor / average / strong)', () => {
  it.each([
    ['', 'too_short'],
    ['abc1234', 'too_short'],
    ['abcdefgh', 'poor'], // a run
    ['zmqwtrpl', 'poor'], // letters only, short
    ['74920385', 'poor'], // digits only, short
    ['zmqwtr42', 'average'], // letters and numbers
    ['zmq wtr!', 'average'], // letters and symbols
    ['Zmqwtr42!xpl', 'strong'], // 12+ with three kinds
    ['purple tractor sings loudly', 'strong'], // a long passphrase needs no digits
    ['aaaaaaaaaaaaaaaaaaaa', 'poor'],
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('calls a listed password poor whatever it looks like', () => {
    expect(passwordStrength('Zmqwtr42!xpl', { isCommon: true })).toBe('poor');
  });

  it('counts characters as people do: four emoji and four letters are eight', () => {
    expect(passwordStrength('🐱🐶🦊🐻abcz')).not.toBe('too_short');
  });
});

describe('password acceptance', () => {
  it('refuses short, over-long, listed and same-as-email passwords with the texts', () => {
    expect(passwordProblem('short', { isCommon: false })).toBe(PASSWORD_TEXTS.tooShort);
    expect(passwordProblem('x'.repeat(129), { isCommon: false })).toBe(PASSWORD_TEXTS.tooLong);
    expect(passwordProblem('password1', { isCommon: true })).toBe(PASSWORD_TEXTS.common);
    expect(passwordProblem('ann@example.org', { isCommon: false, email: 'ANN@example.org' })).toBe(PASSWORD_TEXTS.sameAsEmail);
    expect(passwordProblem('x y z w 12345 long enough', { isCommon: false })).toBeNull();
  });

  it('accepts 64 and 128 characters of anything, spaces included, without trimming', () => {
    expect(passwordField.safeParse(' '.repeat(2) + 'é'.repeat(62)).success).toBe(true);
    expect(passwordField.parse('q'.repeat(128))).toHaveLength(128);
    expect(passwordField.safeParse('q'.repeat(129)).success).toBe(false);
  });
});

describe('the common-password list', () => {
  it('is the generated list from @zxcvbn-ts/language-common, not stale', () => {
    const list = buildCommonPasswordList();
    expect(list.length).toBeGreaterThan(15_000);
    expect(readFileSync(OUTPUT, 'utf8')).toBe(serialise(list));
  });

  it('knows breached favourites, without case, and not a random passphrase', async () => {
    const list = await loadCommonPasswords();
    expect(isCommonPassword(list, 'password1')).toBe(true);
    expect(isCommonPassword(list, 'QWERTYUIOP')).toBe(true);
    expect(isCommonPassword(list, 'iloveyou2')).toBe(true);
    expect(isCommonPassword(list, 'violet kettle 93 under')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CALLING_CODES, isValidPhone, nationalDigits } from './form-rules.ts';
import { TEXT_MESSAGES, textProblem, textProblemsIn } from './text.ts';
import { isoDateTime, safeString, text } from './text-schema.ts';

describe('the text rule', () => {
  it('refuses control characters and lone surrogates, keeps emoji, accents and Arabic', () => {
    for (const ok of ['Ann', 'Zoë', 'محمد', '👩🏽‍🏫 class', 'a b']) expect(textProblem(ok), ok).toBeNull();
    for (const bad of ['Ann\u0000', '\u0007', '\u007f', '\u009b', 'a\tb', 'a\nb']) expect(textProblem(bad), JSON.stringify(bad)).toBe(TEXT_MESSAGES.controlCharacter);
    for (const bad of ['\ud800', 'a\udc00', '\ud83d']) expect(textProblem(bad), JSON.stringify(bad)).toBe(TEXT_MESSAGES.malformed);
    expect(textProblem('line one\nline two\tand a tab', { multiline: true })).toBeNull();
    expect(textProblem('a\u0000b', { multiline: true })).toBe(TEXT_MESSAGES.controlCharacter);
  });

  it('finds every breaking text of a value by its dotted path, keys included', () => {
    expect(textProblemsIn({ a: 'ok', b: { c: ['x', 'y\u0000'] }, ['k\ud800']: 1 })).toEqual({
      'b.c.1': TEXT_MESSAGES.controlCharacter,
      _: TEXT_MESSAGES.malformed,
    });
  });

  it('gives schemas that trim, limit and name the problem', () => {
    expect(text(5).parse('  Ann  ')).toBe('Ann');
    expect(text(5).safeParse('Ann\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacter);
    expect(text(3).safeParse('Anna').error?.issues[0]?.message).toBe('Please use at most 3 characters.');
    expect(safeString({ trim: false }).parse(' pass word ')).toBe(' pass word ');
    expect(isoDateTime().safeParse('2026-05-01T09:00:00Z').success).toBe(true);
    expect(isoDateTime().safeParse('2026-13-45T99:99:99Z').success).toBe(false);
    expect(isoDateTime().safeParse('<script>').success).toBe(false);
  });
});

describe('the phone rule (spec §5 and §9)', () => {
  it('takes a national number of 2 to 17 digits after the calling code', () => {
    expect(nationalDigits('+61 412 345 678')).toBe('412345678');
    expect(nationalDigits('+1 555 010 2030')).toBe('5550102030');
    expect(nationalDigits('0412 345 678')).toBe('0412345678');
    expect(isValidPhone('+1 ' + '2'.repeat(17))).toBe(true);
    expect(isValidPhone('+1 ' + '2'.repeat(18))).toBe(false);
    expect(isValidPhone('1'.repeat(21))).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
  });

  it('knows the calling codes the phone selector knows', async () => {
    const { getCountries, getCountryCallingCode } = await import('libphonenumber-js');
    for (const country of getCountries()) expect(CALLING_CODES.has(getCountryCallingCode(country)), country).toBe(true);
  });
});

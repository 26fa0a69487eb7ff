import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, oneLineOf, textProblem, textProblemsIn } from './text.ts';
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

describe('a passed-on value made to keep the rule (oneLineOf)', () => {
  it('turns control characters and runs of white space into one space, lone surrogates into U+FFFD', () => {
    expect(oneLineOf('  spring\tmaths\r\n2026\u0000\u009b end ', 255)).toBe('spring maths 2026 end');
    expect(oneLineOf('a\ud800b\udc00', 255)).toBe('a\ufffdb\ufffd');
    expect(oneLineOf('\u0007\n', 255)).toBe('');
    expect(oneLineOf('Zoë 👩🏽‍🏫 محمد', 255)).toBe('Zoë 👩🏽‍🏫 محمد');
  });

  it('cuts to the limit without splitting a character in two, and what it gives keeps the rule', () => {
    const emojiAtTheEdge = `${'x'.repeat(254)}😀tail`;
    expect(oneLineOf(emojiAtTheEdge, 255)).toBe('x'.repeat(254));
    expect(oneLineOf('x'.repeat(400), 255)).toBe('x'.repeat(255));
    expect(oneLineOf(`${'x'.repeat(253)} 😀`, 255)).toBe('x'.repeat(253));
    // every single UTF-16 unit at every place of a cut: the result always passes the schema it is sent to
    for (let unit = 0; unit <= 0xffff; unit += 97) {
      for (const at of [0, 100, 254, 255]) {
        const value = `${'y'.repeat(at)}${String.fromCharCode(unit)}😀${'z'.repeat(20)}`;
        const kept = oneLineOf(value, 255);
        expect(kept.length).toBeLessThanOrEqual(255);
        expect(text(255).safeParse(kept).success, JSON.stringify([unit, at])).toBe(true);
      }
    }
  });
});

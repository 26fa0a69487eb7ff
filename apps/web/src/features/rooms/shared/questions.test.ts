import { describe, expect, it } from 'vitest';
import { streakBefore } from './questions.tsx';

describe('a child’s streak', () => {
  it('is the right answers in a row just before the question they come back to, so a reload keeps it', () => {
    const answers = { '0': true, '1': false, '2': true, '3': true };
    expect(streakBefore(answers, 4)).toBe(2);
    expect(streakBefore(answers, 2)).toBe(0);
    expect(streakBefore(answers, 1)).toBe(1);
    expect(streakBefore({}, 0)).toBe(0);
    // a place not answered yet breaks the run
    expect(streakBefore({ '0': true, '2': true }, 3)).toBe(1);
  });
});

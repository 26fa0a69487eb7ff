/**
 * Expressions with letters, in grade 6 (6.EE.A.2, A.3, A.4, B.6): a letter stands for a number.
 * The child works out an expression for a value of its letter (3x + 4 when x = 5, 2(y + 7) when
 * y = 3), picks the expression that records a calculation said in words, writes a sum of like
 * terms as one (y + y + y = 3y, 4n + 9n = 13n), and finds the expression equivalent to another by
 * the distributive law, forwards (3(x + 2) = 3x + 6) and back (24x + 18 = 6(4x + 3)). The levels
 * go from numbers to 10, to brackets and equivalent expressions with numbers to 20, to taking a
 * common factor out with larger numbers.
 */
import type { Rng } from '../rng.ts';
import type { Choice, Difficulty, TextParam } from '../types.ts';
import { byD, list, t, type Ctx, type Made, type TopicDef } from './kit.ts';

const LETTERS = ['x', 'y', 'n'] as const;

/** An expression of one letter as a choice's label: k·v + c ('lin'), k(v + c) ('bracket') or v + c ('plus'). */
type Shape = { shape: 'lin' | 'bracket' | 'plus'; k: number; c: number };
const worth = (e: Shape, v: number) =>
  e.shape === 'lin' ? e.k * v + e.c : e.shape === 'bracket' ? e.k * (v + e.c) : v + e.c;
/** Two expressions of one letter, both linear, are equivalent when they agree at two values. */
const equivalent = (a: Shape, b: Shape) => worth(a, 1) === worth(b, 1) && worth(a, 2) === worth(b, 2);

/** The choices: the right expression first (key 'a'), then those not equivalent to it, shuffled for showing. */
function choicesOf(rng: Rng, letter: string, right: Shape, others: Shape[]): Choice[] {
  const kept: Shape[] = [right];
  for (const o of others) if (kept.every((k) => !equivalent(k, o))) kept.push(o);
  // k·v + 0 is written kv
  const label = (e: Shape) =>
    t(e.shape === 'lin' && e.c === 0 ? 'var.c.term' : `var.c.${e.shape}`, { v: letter, k: e.k, c: e.c });
  return rng.shuffle(kept.map((e, i) => ({ key: String.fromCharCode(97 + i), label: label(e) })));
}

type Kind =
  'eval' | 'eval.bracket' | 'write.times-plus' | 'write.plus-times' | 'repeat' | 'combine' | 'equiv' | 'factor';
const KINDS: readonly [readonly Kind[], readonly Kind[], readonly Kind[]] = [
  ['eval', 'eval', 'repeat', 'combine', 'write.times-plus'],
  ['eval', 'eval.bracket', 'combine', 'equiv', 'write.times-plus', 'write.plus-times'],
  ['eval', 'eval.bracket', 'combine', 'equiv', 'factor', 'write.plus-times'],
];

export const variables: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: [],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const level = d as Difficulty;
    const v = rng.pick(LETTERS);
    const kind = rng.pick(byD(level, KINDS));
    // the number in front of the letter (never 1: 1x is written x), the number added, the letter's value
    const a = rng.int(2, byD(level, [5, 9, 12]));
    const b = rng.int(1, byD(level, [10, 20, 50]));
    const n = rng.int(1, byD(level, [10, 12, 20]));
    if (kind === 'eval') {
      const r = a * n + b;
      return {
        subtopic: 'evaluate',
        prompt: t('var.eval', { a, v, b, n }),
        answer: { kind: 'integer', value: r },
        explanation: [t('ex.var.eval', { a, v, b, n, p: a * n, r })],
      };
    }
    if (kind === 'eval.bracket') {
      const r = a * (n + b);
      return {
        subtopic: 'evaluate',
        prompt: t('var.eval.bracket', { a, v, b, n }),
        answer: { kind: 'integer', value: r },
        explanation: [t('ex.var.eval.bracket', { a, v, b, n, s: n + b, r })],
      };
    }
    if (kind === 'repeat') {
      // y + y + y = 3y: a letter added to itself r times
      const r = rng.int(2, 6);
      const sum = list(Array<TextParam>(r).fill(v), 'plus');
      return {
        subtopic: 'like-terms',
        prompt: t('var.repeat', { sum, v }),
        answer: { kind: 'integer', value: r },
        explanation: [t('ex.var.repeat', { sum, v, r })],
      };
    }
    if (kind === 'combine') {
      const c = rng.int(2, byD(level, [9, 20, 50]));
      return {
        subtopic: 'like-terms',
        prompt: t('var.combine', { a, v, b: c }),
        answer: { kind: 'integer', value: a + c },
        explanation: [t('ex.var.combine', { a, v, b: c, r: a + c })],
      };
    }
    if (kind === 'factor') {
      // 24x + 18 = 6(4x + ?): each term divided by the common factor
      const k = rng.int(2, 9);
      return {
        subtopic: 'equivalent',
        prompt: t('var.factor', { P: k * a, v, Q: k * b, k, a }),
        answer: { kind: 'integer', value: b },
        explanation: [t('ex.var.factor', { P: k * a, v, Q: k * b, k, a, b })],
      };
    }
    // b at least 2 and not a, so every slip below is a different expression
    const c = b === a || b === 1 ? a + 1 : b;
    if (kind === 'equiv') {
      // a(v + c) = av + ac: each term in the brackets multiplied, not the first alone
      const right: Shape = { shape: 'lin', k: a, c: a * c };
      const slips: Shape[] = [
        { shape: 'lin', k: a, c },
        { shape: 'lin', k: a + c, c: 0 },
        { shape: 'plus', k: 1, c: a * c },
      ];
      return {
        subtopic: 'equivalent',
        prompt: t('var.equiv', { a, v, b: c }),
        answer: { kind: 'choice', key: 'a' },
        input: 'choice',
        choices: choicesOf(rng, v, right, slips),
        explanation: [t('ex.var.equiv', { a, v, b: c, c: a * c })],
      };
    }
    // an expression for a calculation in words (6.EE.A.2a, B.6)
    const timesFirst = kind === 'write.times-plus';
    const right: Shape = timesFirst ? { shape: 'lin', k: a, c } : { shape: 'bracket', k: a, c };
    const slips: Shape[] = timesFirst
      ? [
          { shape: 'bracket', k: a, c },
          { shape: 'lin', k: c, c: a },
          { shape: 'bracket', k: c, c: a },
        ]
      : [
          { shape: 'lin', k: a, c },
          { shape: 'bracket', k: c, c: a },
          { shape: 'lin', k: c, c: a },
        ];
    return {
      subtopic: 'write',
      prompt: t(`var.${kind}`, { a, v, b: c }),
      answer: { kind: 'choice', key: 'a' },
      input: 'choice',
      choices: choicesOf(rng, v, right, slips),
      explanation: [t(`ex.var.${kind}`, { a, v, b: c })],
    };
  },
};

/**
 * Times as many (4.OA.A.1, 4.OA.A.2): a multiplication read as a comparison, 35 = 5 × 7 as "35 is
 * 5 times as many as 7", and comparison problems solved by multiplying or dividing. Every question
 * is one comparison c = a × b: say what the equation means, write the equation a comparison says
 * (with a symbol for the unknown), find the larger number, the smaller one or how many times, and
 * tell "times as many" from "more than" (how many more is the larger number). On the board the
 * child builds a times as many as b, a row of b for each time. Word problems tell the same
 * comparisons of two children's things. Levels bring larger numbers, the comparison the same:
 * up to 5 times numbers to 10, then times tables to 10 × 10, then up to 9 times a two-digit number.
 */
import type { Rng } from '../rng.ts';
import type { Choice, TextRef } from '../types.ts';
import { OBJECTS, byD, obj, onModel, t, twoNames, type Ctx, type Made, type TopicDef } from './kit.ts';

type Range = readonly [number, number];
/** [fewest, most] times, and [least, greatest] smaller number, per level */
const TIMES: readonly [Range, Range, Range] = [[2, 5], [2, 10], [2, 9]];
const BASE: readonly [Range, Range, Range] = [[3, 10], [2, 10], [11, 30]];
/** The board to build on: room for 10 rows of 10, never just the answer's size. */
const BOARD = 10;

/** The comparison of a level: c is a times as many as b (never 2 and 2, where 2 × 2 is also 2 + 2). */
function comparison(rng: Rng, d: 1 | 2 | 3): { a: number; b: number; c: number } {
  const [lo, hi] = byD(d, TIMES);
  const [blo, bhi] = byD(d, BASE);
  let a = rng.int(lo, hi);
  const b = rng.int(blo, bhi);
  if (a === 2 && b === 2) a = 3;
  return { a, b, c: a * b };
}

/** Choices in an order of their own, from their labels; the first is the right one. */
function choicesOf(rng: Rng, labels: TextRef[]): { choices: Choice[]; key: string } {
  const keyed = labels.map((label, i) => ({ key: String.fromCharCode(97 + i), label }));
  return { choices: rng.shuffle(keyed), key: 'a' };
}

export const timesAsMany: TopicDef = {
  answerKinds: ['integer', 'choice', 'rectangle'],
  visuals: ['rectangle-board'],
  stories: ['4'],
  make({ rng, d, story: asStory }: Ctx): Made {
    const { a, b, c } = comparison(rng, d);
    const o = rng.pick(OBJECTS);
    const [name, name2] = twoNames(rng);
    const who = { name, name2, obj: obj(o), objB: obj(o, b), objC: obj(o, c) };
    const story = (key: string) => (asStory ? { story: t(key, { a, b, c, ...who }) } : {});
    const canBuild = a <= BOARD && b <= BOARD;
    if (canBuild && onModel(rng, 0.3)) {
      return {
        subtopic: 'build-times-as-many',
        prompt: t('tam.build', { a, b }),
        ...story('tam.story.build'),
        answer: { kind: 'rectangle', rows: a, columns: b, match: 'exact' },
        input: 'rectangle',
        visual: { type: 'rectangle-board', rows: BOARD, columns: BOARD, cells: 'objects', object: o },
        explanation: [t('ex.tam.build', { a, b, c })],
      };
    }
    // a word problem asks of two children's things; what an equation means is asked of the numbers alone
    const kinds = asStory ? (['product', 'smaller', 'times', 'more', 'unknown'] as const) : (['say', 'equation', 'product', 'smaller', 'times', 'more', 'unknown'] as const);
    const kind = rng.pick(kinds);
    if (kind === 'say' || kind === 'equation' || kind === 'unknown') {
      // one true sentence; the others read "more than" for "times as many", or the comparison turned round
      const labels =
        kind === 'say'
          ? [t('tam.c.times', { x: c, k: a, y: b }), t('tam.c.more', { x: c, k: a, y: b }), t('tam.c.times', { x: b, k: a, y: c })]
          : kind === 'equation'
            ? [t('tam.e.mul', { x: c, k: a, y: b }), t('tam.e.add', { x: c, k: a, y: b }), t('tam.e.mul', { x: b, k: a, y: c })]
            : [t('tam.u.mul', { k: a, y: b }), t('tam.u.add', { k: a, y: b }), t('tam.u.turned', { k: a, y: b })];
      const { choices, key } = choicesOf(rng, labels);
      const s = a + b;
      return {
        subtopic: kind === 'unknown' ? 'equation-with-unknown' : 'comparison-equation',
        prompt: kind === 'say' ? t('tam.say', { a, b, c }) : kind === 'equation' ? t('tam.equation', { a, b, c }) : t('tam.unknown', { a, b }),
        ...story('tam.story.unknown'),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices,
        explanation: kind === 'unknown' ? [t('ex.tam.unknown', { a, b, c })] : [t('ex.tam.say', { a, b, c }), t('ex.tam.not-more', { a, b, c, s })],
      };
    }
    if (kind === 'product') {
      return { subtopic: 'find-larger', prompt: t('tam.product', { a, b }), ...story('tam.story.product'), answer: { kind: 'integer', value: c }, explanation: [t('ex.tam.product', { a, b, c })] };
    }
    if (kind === 'smaller') {
      return { subtopic: 'find-smaller', prompt: t('tam.smaller', { a, c }), ...story('tam.story.smaller'), answer: { kind: 'integer', value: b }, explanation: [t('ex.tam.smaller', { a, b, c })] };
    }
    if (kind === 'times') {
      return { subtopic: 'how-many-times', prompt: t('tam.times', { b, c }), ...story('tam.story.times'), answer: { kind: 'integer', value: a }, explanation: [t('ex.tam.times', { a, b, c })] };
    }
    // times as many, then how many more: the multiplicative comparison told from the additive one
    const m = c - b;
    return { subtopic: 'how-many-more', prompt: t('tam.more', { a, b }), ...story('tam.story.more'), answer: { kind: 'integer', value: m }, explanation: [t('ex.tam.product', { a, b, c }), t('ex.tam.more', { b, c, m })] };
  },
};

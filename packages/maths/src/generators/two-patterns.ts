/**
 * Two patterns from two rules (5.OA.B.3): both start at 0, one adds k, the other adds m × k, so
 * each number of the second is m times the matching number of the first. The child says how the
 * matching numbers are related, what the second has reached when the first reaches a number,
 * makes ordered pairs of matching numbers and plots one on the grid (where the pairs lie on a
 * line), and finds the first number of a pair from its second. Levels bring larger steps and
 * times: steps to 3 twice or three times, then steps to 5 up to four times, then steps to 10.
 */
import type { Rng } from '../rng.ts';
import type { Difficulty, TextParam } from '../types.ts';
import { byD, list, t, term, type Ctx, type Made } from './kit.ts';

type Range = readonly [number, number];
/** [least, greatest] step of the first pattern, and times as large the second's is, per level */
const STEP: readonly [Range, Range, Range] = [[1, 3], [1, 5], [2, 10]];
const TIMES: readonly [Range, Range, Range] = [[2, 3], [2, 4], [2, 6]];
/** The grid the pairs are plotted on: 0 to 20 both ways. */
const GRID = 20;

/** The numbers 0, k, 2k, 3k of a pattern that starts at 0 and adds k. */
const firstFour = (k: number) => [0, 1, 2, 3].map((i) => i * k);

/** The two rules and their first numbers, as every question states them. */
function rulesOf(rng: Rng, d: Difficulty) {
  const [lo, hi] = byD(d, STEP);
  const [mlo, mhi] = byD(d, TIMES);
  const k = rng.int(lo, hi);
  const m = rng.int(mlo, mhi);
  const j = m * k;
  const add = term('rule.add');
  return { k, m, j, stated: { rule: add, k, j, seqA: list(firstFour(k)), seqB: list(firstFour(j)) } as Record<string, TextParam> };
}

export function twoPatterns({ rng, d }: Ctx): Made {
  const { k, m, j, stated } = rulesOf(rng, d);
  const why = t('ex.pat2.times', { k, j, m });
  // a pair on the grid when the pattern reaches it inside 0 to 20: the first three pairs drawn, a later one to put
  const fits = (i: number) => i * j <= GRID;
  const kind = rng.pick(['times', 'reach', 'pair', 'first', 'true', ...(fits(4) ? (['plot', 'plot'] as const) : [])] as const);
  if (kind === 'times') return { subtopic: 'relate', prompt: t('pat2.times', stated), answer: { kind: 'integer', value: m }, explanation: [why] };
  if (kind === 'reach') {
    const x = rng.int(4, 12) * k;
    return { subtopic: 'relate', prompt: t('pat2.reach', { ...stated, x }), answer: { kind: 'integer', value: m * x }, explanation: [why, t('ex.pat2.reach', { x, m, y: m * x })] };
  }
  if (kind === 'first') {
    const x = rng.int(4, 12) * k;
    return { subtopic: 'ordered-pairs', prompt: t('pat2.first', { ...stated, y: m * x }), answer: { kind: 'integer', value: x }, explanation: [why, t('ex.pat2.first', { x, m, y: m * x })] };
  }
  if (kind === 'pair') {
    // the next pair after (0, 0), (k, j), (2k, 2j), (3k, 3j)
    return { subtopic: 'ordered-pairs', prompt: t('pat2.pair', stated), answer: { kind: 'point', x: 4 * k, y: 4 * j }, explanation: [t('ex.pat2.pair', { x: 4 * k, y: 4 * j, a: 3 * k, b: 3 * j, k, j })] };
  }
  if (kind === 'plot') {
    const last = [4, 5, 6].filter(fits);
    const i = rng.pick(last);
    const drawn = [0, 1, 2].map((n) => ({ x: n * k, y: n * j, label: String.fromCharCode(65 + n) }));
    return {
      subtopic: 'ordered-pairs',
      prompt: t('pat2.plot', { ...stated, x: i * k }),
      answer: { kind: 'point', x: i * k, y: i * j },
      input: 'coordinate-grid',
      visual: { type: 'coordinate-grid', size: GRID, points: drawn },
      explanation: [why, t('ex.pat2.reach', { x: i * k, m, y: i * j })],
    };
  }
  // one true sentence: times as large; the others read a difference that holds for one pair only, or the patterns swapped
  const labels = [t('pat2.c.times', { m }), t('pat2.c.more', { n: j - k }), t('pat2.c.swapped', { m })];
  const choices = rng.shuffle(labels.map((label, i) => ({ key: String.fromCharCode(97 + i), label })));
  return { subtopic: 'relate', prompt: t('pat2.true', stated), answer: { kind: 'choice', key: 'a' }, input: 'choice', choices, explanation: [why, t('ex.pat2.not-more', { a: 2 * k, b: 2 * j, n: j - k, e: 2 * j - 2 * k })] };
}

/**
 * Number patterns from a rule (4.OA.C.5): the rule ("+ 3", "− 7", "× 2") and where the pattern
 * starts are given; the child makes the pattern go on (the next number, placed on the number line
 * or typed, a missing one, the last of n numbers) and finds what the rule does not say: whether its
 * numbers are all odd, all even or odd and even by turns, and how far apart two numbers two places
 * apart are. Levels bring larger steps and numbers: adding steps to 9, then adding or taking away
 * steps to 12, then steps of two digits and rules that multiply. Grade 5 relates two patterns (two-patterns.ts).
 */
import type { Rng } from '../rng.ts';
import type { Difficulty, TextParam, Visual } from '../types.ts';
import { list, onModel, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';
import { twoPatterns } from './two-patterns.ts';
import { twoVariables } from './two-variables.ts';

type Op = '+' | '−' | '×';
interface Rule {
  op: Op;
  k: number;
  start: number;
}

/** The number `i` places after the start (i = 0 is the start). */
const termOf = ({ op, k, start }: Rule, i: number) => (op === '+' ? start + i * k : op === '−' ? start - i * k : start * k ** i);

/** How many numbers the pattern of a rule may run to, staying within 1,000 and above zero. */
const RUN = 10;

/** A rule of the level, with a start that keeps its first RUN numbers (or 6 for a product) between 0 and 1,000. */
function ruleOf(rng: Rng, d: Difficulty, parityOrGap: boolean): Rule {
  if (d === 1) return { op: '+', k: rng.int(2, 9), start: rng.int(0, 20) };
  const op: Op = d === 3 && !parityOrGap && rng.chance(0.3) ? '×' : rng.pick(['+', '−'] as const);
  if (op === '×') return { op, k: rng.pick([2, 3]), start: rng.int(1, 4) };
  const k = d === 2 ? rng.int(2, 12) : rng.int(11, 50);
  const most = d === 2 ? 150 : 1000;
  // a pattern that takes away starts high enough that its tenth number is still 0 or more
  return op === '+' ? { op, k, start: rng.int(0, most - RUN * k) } : { op, k, start: rng.int((RUN - 1) * k, most) };
}

/** The rule in words ("add", "subtract", "multiply by"), for the question; the explanations write its sign. */
const RULE_WORD: Record<Op, string> = { '+': 'rule.add', '−': 'rule.subtract', '×': 'rule.multiply' };
/** The rule's sign as the language writes it (German multiplies with ·). */
const SIGN: Record<Op, string> = { '+': 'sign.add', '−': 'sign.subtract', '×': 'sign.multiply' };
const params = (r: Rule) => ({ rule: term(RULE_WORD[r.op]), k: r.k, s: r.start });

export const patterns: TopicDef = {
  answerKinds: ['integer', 'choice', 'point'],
  visuals: ['number-line', 'coordinate-grid'],
  stories: [],
  make(ctx: Ctx): Made {
    // grade 5 puts two patterns side by side (5.OA.B.3)
    if (ctx.grade === '5') return twoPatterns(ctx);
    // grade 6 relates two variables in a table and an equation (6.EE.C.9)
    if (ctx.grade === '6') return twoVariables(ctx);
    const { rng, d } = ctx;
    const kind = rng.pick(['next', 'next', 'last', 'missing', 'parity', 'gap'] as const);
    const rule = ruleOf(rng, d, kind === 'parity' || kind === 'gap');
    const { op, k } = rule;
    const seq = (n: number, from = 0) => Array.from({ length: n }, (_, i) => termOf(rule, from + i));
    if (kind === 'next') {
      const shown = seq(4);
      const next = termOf(rule, 4);
      const explanation = [t('ex.pat.step', { op: term(SIGN[op]), k, a: shown[3]!, b: next })];
      // small steps adding or taking away are counted on a line marked in ones (as skip counting is)
      if (op !== '×' && k <= 12 && onModel(rng)) {
        return { subtopic: 'place-next', prompt: t('pat.place', { ...params(rule), seq: list(shown) }), answer: { kind: 'integer', value: next }, input: 'number-line', visual: lineFor(rng, shown, next, k), explanation };
      }
      return { subtopic: 'next', prompt: t('pat.next', { ...params(rule), seq: list(shown) }), answer: { kind: 'integer', value: next }, explanation };
    }
    if (kind === 'last') {
      const n = op === '×' ? rng.int(5, rule.k === 3 ? 6 : 7) : rng.int(6, RUN);
      const all = seq(n);
      return { subtopic: 'last-of-n', prompt: t('pat.last', { ...params(rule), n }), answer: { kind: 'integer', value: all[n - 1]! }, explanation: [t('ex.pat.last', { n, seq: list(all), x: all[n - 1]! })] };
    }
    if (kind === 'missing') {
      const all = seq(5);
      const gap = rng.int(1, 3);
      const shown: TextParam[] = all.map((x, i) => (i === gap ? '?' : x));
      return {
        subtopic: 'missing',
        prompt: t('pat.missing', { rule: term(RULE_WORD[op]), k, seq: list(shown) }),
        answer: { kind: 'integer', value: all[gap]! },
        explanation: [t('ex.pat.missing', { op: term(SIGN[op]), k, a: all[gap - 1]!, x: all[gap]!, b: all[gap + 1]! })],
      };
    }
    if (kind === 'parity') {
      // adding or taking away an even step keeps a number odd or even; an odd step turns it each time
      const key = k % 2 === 1 ? 'odd-even' : rule.start % 2 === 1 ? 'all-odd' : 'all-even';
      const why = key === 'odd-even' ? t('ex.pat.turns', { k }) : t(key === 'all-odd' ? 'ex.pat.odd' : 'ex.pat.even', { k, s: rule.start });
      return {
        subtopic: 'odd-even',
        prompt: t('pat.parity', params(rule)),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices: ['all-odd', 'all-even', 'odd-even'].map((c) => ({ key: c, label: t('term', { t: term(`choice.${c}`) }) })),
        explanation: [why, t('ex.pat.seq', { seq: list(seq(5)) })],
      };
    }
    const [a, , b] = seq(3, rng.int(0, 3));
    return { subtopic: 'two-apart', prompt: t('pat.gap', params(rule)), answer: { kind: 'integer', value: 2 * k }, explanation: [t('ex.pat.gap', { k, g: 2 * k, a: a!, b: b! })] };
  },
};

/**
 * The number line the next number is placed on: marked in ones, labelled at the numbers given, with
 * hops between them only. It runs on past the answer by up to two steps of marks, and starts at or
 * a little before the first number, so where it ends never gives the answer away.
 */
function lineFor(rng: Rng, shown: number[], next: number, k: number): Visual {
  const up = next > shown[0]!;
  const beyond = rng.int(1, Math.max(4, 2 * k));
  const back = rng.int(0, Math.max(4, 2 * k));
  const lowEnd = Math.min(shown[0]!, next);
  const before = lowEnd - back >= 0 ? back : 0;
  const lo = up ? lowEnd - before : Math.max(0, lowEnd - beyond);
  const hi = Math.max(shown[0]!, next) + (up ? beyond : before);
  return { type: 'number-line', min: lo, max: hi, step: 1, labelled: shown, hops: [0, 1, 2].map((i) => ({ from: shown[i]!, to: shown[i + 1]! })) };
}

/**
 * One-step equations, in grade 6 (6.EE.B.5, 6.EE.B.7): x + p = q, x − p = q, px = q and x ÷ p = q,
 * a letter standing for the one number that makes the equation true. The child solves each by
 * doing the same to both sides, and picks from a set of values the one that makes an equation
 * true (substituting each). The levels go from whole numbers to 100, to whole numbers to about a
 * thousand, to decimals (the nonnegative rational numbers of 6.EE.B.7); every solution is
 * nonnegative and every division exact.
 */
import type { Rng } from '../rng.ts';
import type { Difficulty, TextParam } from '../types.ts';
import { dec, numAnswer, t, type Ctx, type Made, type TopicDef } from './kit.ts';

/** The letters an unknown is written with. */
const LETTERS = ['x', 'y', 'n'] as const;
type Form = 'add' | 'sub' | 'mul' | 'div';

/** An equation in scaled units (10^places): the letter's value v, the number p beside it, and the other side q. */
interface Equation {
  form: Form;
  v: number;
  p: number;
  q: number;
  /** decimal places of v and q (p is whole in px = q and x ÷ p = q) */
  places: number;
}

/** A number from lo to hi in scaled units; a decimal's last place never 0, so 4.0 is never a level's decimal. */
function drawn(rng: Rng, lo: number, hi: number, places: number): number {
  const n = rng.int(lo, hi);
  return places > 0 && n % 10 === 0 ? n + 1 : n;
}

/** Draws an equation of a form at a level: whole numbers to 100, then to about a thousand, then decimals. */
function draw(rng: Rng, form: Form, level: Difficulty): Equation {
  if (form === 'add' || form === 'sub') {
    const places = level === 3 ? rng.pick([1, 2]) : 0;
    const [lo, hi] = level === 1 ? [1, 50] : level === 2 ? [20, 500] : places === 1 ? [11, 499] : [101, 999];
    const v = drawn(rng, lo, hi, places);
    const p = drawn(rng, lo, hi, places);
    // x + p = q, or x − p = q with x the larger
    return form === 'add' ? { form, v, p, q: v + p, places } : { form, v: v + p, p, q: v, places };
  }
  const p = rng.int(2, level === 1 ? 10 : level === 2 ? 12 : 9);
  const places = level === 3 ? 1 : 0;
  const other = level === 1 ? rng.int(1, 10) : drawn(rng, 11, 99, places);
  // px = q: x is the other factor; x ÷ p = q: q is the quotient, x = pq
  return form === 'mul' ? { form, v: other, p, q: p * other, places } : { form, v: p * other, p, q: other, places };
}

/** The value an equation's letter stands for is v: true of s (in scaled units) only when s = v. */
const holds = (e: Equation, s: number) =>
  e.form === 'add'
    ? s + e.p === e.q
    : e.form === 'sub'
      ? s - e.p === e.q
      : e.form === 'mul'
        ? e.p * s === e.q
        : s === e.p * e.q;

/** Scaled units shown as a number: p is whole in px = q and x ÷ p = q. */
const shown = (e: Equation) => {
  const pPlaces = e.form === 'add' || e.form === 'sub' ? e.places : 0;
  return { p: dec(e.p, pPlaces), q: dec(e.q, e.places), r: dec(e.v, e.places) };
};

/** The steps that solve it: the same done to both sides, then the check. */
function solving(e: Equation, letter: string) {
  return t(`ex.eqn.${e.form}`, { v: letter, ...shown(e) });
}

/**
 * Values to choose from, one of them the solution: the slips a child makes (undoing with the wrong
 * operation, taking a number of the equation as the answer), then neighbours of the solution.
 */
function candidates(e: Equation): number[] {
  // p in the scaled units of v and q (it is whole in px = q)
  const p = e.form === 'mul' ? e.p * 10 ** e.places : e.p;
  const slips = e.form === 'add' ? [e.q + p, e.q, p] : e.form === 'mul' ? [e.q - p, e.q, p] : [];
  const out: number[] = [];
  for (const s of [...slips, e.v + 1, e.v + 2, e.v - 1]) {
    if (s > 0 && s !== e.v && !holds(e, s) && !out.includes(s)) out.push(s);
    if (out.length === 3) break;
  }
  return out;
}

export const equations: TopicDef = {
  answerKinds: ['integer', 'decimal', 'choice'],
  visuals: [],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const level = d as Difficulty;
    const letter = rng.pick(LETTERS);
    const kind = rng.pick(['add', 'sub', 'mul', 'div', 'which.add', 'which.mul'] as const);
    if (kind === 'which.add' || kind === 'which.mul') {
      // which value of a set makes the equation true (6.EE.B.5): each substituted, one holds
      const e = draw(rng, kind === 'which.add' ? 'add' : 'mul', level);
      const values = [e.v, ...candidates(e)];
      const choices = rng.shuffle(
        values.map((s, i) => ({
          key: String.fromCharCode(97 + i),
          label: t('eqn.c.value', { v: letter, s: dec(s, e.places) }),
        })),
      );
      const { p, q, r } = shown(e);
      return {
        subtopic: 'substitute',
        prompt: t(`eqn.${kind}`, { v: letter, p, q }),
        answer: { kind: 'choice', key: 'a' },
        input: 'choice',
        choices,
        explanation: [t('ex.eqn.which', { v: letter, r }), solving(e, letter)],
      };
    }
    const e = draw(rng, kind, level);
    const { p, q } = shown(e);
    const params: Record<string, TextParam> = { v: letter, p, q };
    return {
      subtopic: 'solve',
      prompt: t(`eqn.${kind}`, params),
      answer: numAnswer(e.v, e.places),
      explanation: [solving(e, letter)],
    };
  },
};

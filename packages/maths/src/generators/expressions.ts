/**
 * Expressions with brackets (5.OA.A.1, 5.OA.A.2): work out an expression with round brackets,
 * square brackets around round ones, or none (multiply before adding); write the expression a
 * calculation in words records ("add 8 and 7, then multiply by 2" is 2 × (8 + 7)), say in words
 * what an expression does, put the brackets where they make a given value, and read an expression
 * without working it out (3 × (18932 + 921) is 3 times as large as 18932 + 921). Levels bring
 * larger numbers, then square brackets, the numbers of the last level too large to work out.
 */
import type { Rng } from '../rng.ts';
import type { Choice, Difficulty, TextRef } from '../types.ts';
import { byD, list, t, type Ctx, type Made, type TopicDef } from './kit.ts';

/** [least, greatest] of the numbers a level adds, and of the number it multiplies by */
type Range = readonly [number, number];
const TERMS: readonly [Range, Range, Range] = [[2, 10], [2, 50], [11, 99]];
const TIMES: readonly [Range, Range, Range] = [[2, 5], [2, 9], [2, 9]];
/** How large the numbers of an expression read without working it out are, per level. */
const LARGE: readonly [Range, Range, Range] = [[10, 99], [100, 999], [1000, 99_999]];

const pick = (rng: Rng, [lo, hi]: Range) => rng.int(lo, hi);

/** Choices in an order of their own; the first label is the right one. */
function choicesOf(rng: Rng, labels: TextRef[]): { choices: Choice[]; key: string } {
  return { choices: rng.shuffle(labels.map((label, i) => ({ key: String.fromCharCode(97 + i), label }))), key: 'a' };
}

export const expressions: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: [],
  stories: [],
  make(ctx: Ctx): Made {
    // grade 6 writes and works out powers (6.EE.A.1)
    if (ctx.grade === '6') return exponents(ctx);
    const { rng, d } = ctx;
    const level = d as Difficulty;
    const a = pick(rng, byD(level, TERMS));
    const b = pick(rng, byD(level, TERMS));
    const c = pick(rng, byD(level, TIMES));
    const kinds = ['sum-times', 'times-difference', 'order', ...(level > 1 ? (['nested'] as const) : []), 'write', 'words', 'place', 'times-as-large'];
    const kind = rng.pick(kinds);
    if (kind === 'sum-times') {
      const s = a + b;
      return { subtopic: 'evaluate', prompt: t('expr.sum-times', { a, b, c }), answer: { kind: 'integer', value: s * c }, explanation: [t('ex.expr.sum-times', { a, b, c, s, r: s * c })] };
    }
    if (kind === 'times-difference') {
      // the greater number first, so the difference is a whole number above zero
      const [hi, lo] = a === b ? [a + 1, b] : [Math.max(a, b), Math.min(a, b)];
      const s = hi - lo;
      return { subtopic: 'evaluate', prompt: t('expr.times-difference', { a: c, b: hi, c: lo }), answer: { kind: 'integer', value: c * s }, explanation: [t('ex.expr.times-difference', { a: c, b: hi, c: lo, s, r: c * s })] };
    }
    if (kind === 'order') {
      // no brackets: the multiplication first
      const p = b * c;
      return { subtopic: 'evaluate', prompt: t('expr.order', { a, b, c }), answer: { kind: 'integer', value: a + p }, explanation: [t('ex.expr.order', { a, b, c, p, r: a + p })] };
    }
    if (kind === 'nested') {
      // [c × (a + b)] − e: the round brackets, then the square ones, then what is left
      const s = a + b;
      const p = c * s;
      const e = rng.int(1, Math.min(99, p - 1));
      return { subtopic: 'evaluate', prompt: t('expr.nested', { a: c, b: a, c: b, d: e }), answer: { kind: 'integer', value: p - e }, explanation: [t('ex.expr.nested', { a: c, b: a, c: b, d: e, s, p, r: p - e })] };
    }
    if (kind === 'write') {
      // "add a and b, then multiply by c": c × (a + b); the others leave the brackets out or add c; none with the same
      // value (c + a × b is c × (a + b) for 3, 4 and 2), so the one that says the words is the one right answer
      const k = c + a * b === c * (a + b) ? c + 1 : c;
      const { choices, key } = choicesOf(rng, [t('expr.c.times-sum', { a, b, c: k }), t('expr.c.times-plus', { a, b, c: k }), t('expr.c.plus-times', { a, b, c: k })]);
      return { subtopic: 'write', prompt: t('expr.write', { a, b, c: k }), answer: { kind: 'choice', key }, input: 'choice', choices, explanation: [t('ex.expr.write', { a, b, c: k })] };
    }
    if (kind === 'words') {
      const { choices, key } = choicesOf(rng, [t('expr.w.add-then-multiply', { a, b, c }), t('expr.w.multiply-then-add', { a, b, c }), t('expr.w.add-all', { a, b, c })]);
      return { subtopic: 'interpret', prompt: t('expr.words', { a, b, c }), answer: { kind: 'choice', key }, input: 'choice', choices, explanation: [t('ex.expr.words', { a, b, c })] };
    }
    if (kind === 'place') {
      // where the brackets go to make the value asked: round the sum, or round the product (where no brackets are needed)
      const sumFirst = rng.chance(0.5);
      const r = sumFirst ? (a + b) * c : a + b * c;
      const labels = [t('expr.c.sum-then-times', { a, b, c }), t('expr.c.plus-product', { a, b, c })];
      const { choices, key } = choicesOf(rng, sumFirst ? labels : [labels[1]!, labels[0]!]);
      return {
        subtopic: 'place-brackets',
        prompt: t('expr.place', { a, b, c, r }),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices,
        explanation: [sumFirst ? t('ex.expr.sum-times', { a, b, c, s: a + b, r }) : t('ex.expr.order', { a, b, c, p: b * c, r })],
      };
    }
    // c × (x + y) is c times x + y: read without working out, the numbers too large to make it worth it
    const x = pick(rng, byD(level, LARGE));
    const y = pick(rng, byD(level, LARGE));
    return { subtopic: 'interpret', prompt: t('expr.times-as-large', { a: x, b: y, c }), answer: { kind: 'integer', value: c }, explanation: [t('ex.expr.times-as-large', { a: x, b: y, c })] };
  },
};

/** Superscript digits, to write an exponent as it is printed: 3⁴. */
const SUPERSCRIPT = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
const sup = (e: number) => String(e).split('').map((c) => SUPERSCRIPT[Number(c)]!).join('');

/**
 * Whole-number exponents (6.EE.A.1): a power worked out, written from a repeated product, its
 * exponent or base found from its value, and powers in expressions (a + b², (a + b)²), worked
 * out in the order of operations. Levels: squares and cubes of numbers to 10, then exponents to 5,
 * then powers inside expressions with larger numbers.
 */
export function exponents({ rng, d }: Ctx): Made {
  const level = d as Difficulty;
  const e = level === 1 ? rng.int(2, 3) : rng.int(2, 5);
  // a base whose power stays within 90 000 (a sum with it within 100 000)
  const most = Math.floor(Math.pow(level === 1 ? 1000 : 90_000, 1 / e) + 1e-9);
  const drawn = rng.int(2, Math.min(level === 1 ? 10 : 12, most));
  // 2² is also 2 × 2: the one power that a product of base and exponent could be
  const b = drawn === 2 && e === 2 ? 3 : drawn;
  const v = b ** e;
  const power = { b, e, sup: sup(e) };
  const times = Array<number>(e).fill(b);
  const repeated = t('ex.pow.repeated', { b, sup: sup(e), prod: list(times, 'times'), v });
  const kind = rng.pick(['value', 'value', 'which', 'exponent', 'base', ...(level > 1 ? (['plus', 'bracket'] as const) : [])]);
  if (kind === 'value') return { subtopic: 'powers', prompt: t('pow.value', power), answer: { kind: 'integer', value: v }, explanation: [repeated] };
  if (kind === 'exponent') return { subtopic: 'powers', prompt: t('pow.exponent', { b, v }), answer: { kind: 'integer', value: e }, explanation: [repeated] };
  if (kind === 'base') return { subtopic: 'powers', prompt: t('pow.base', { sup: sup(e), e, v }), answer: { kind: 'integer', value: b }, explanation: [repeated] };
  if (kind === 'which') {
    // b multiplied by itself e times: b^e, not e^b, nor b × e
    const labels = [t('pow.c.power', { b, e, sup: sup(e) }), t('pow.c.power', { b: e, e: b, sup: sup(b) }), t('pow.c.times', { b, e })];
    const distinct = e !== b && e ** b !== v;
    const used = distinct ? labels : [labels[0]!, labels[2]!];
    const choices = rng.shuffle(used.map((label, i) => ({ key: String.fromCharCode(97 + i), label })));
    return { subtopic: 'powers', prompt: t('pow.which', { prod: list(times, 'times') }), answer: { kind: 'choice', key: 'a' }, input: 'choice', choices, explanation: [repeated] };
  }
  const a = rng.int(2, level === 3 ? 99 : 20);
  if (kind === 'plus') {
    // the power first, then the sum
    return { subtopic: 'expressions', prompt: t('pow.plus', { a, ...power }), answer: { kind: 'integer', value: a + v }, explanation: [repeated, t('ex.pow.plus', { a, v, r: a + v })] };
  }
  // (a + c)²: the brackets first, then the power (a square, so the value stays readable)
  const c = rng.int(2, level === 3 ? 30 : 10);
  const s = a + c;
  return { subtopic: 'expressions', prompt: t('pow.bracket', { a, c }), answer: { kind: 'integer', value: s * s }, explanation: [t('ex.pow.bracket', { a, c, s, r: s * s })] };
}

/**
 * A fraction times a whole number (4.NF.B.4): a/b is a times 1/b (5/4 = 5 × 1/4), so n × a/b is
 * n × a parts of 1/b: 3 × 2/5 = 6 × 1/5 = 6/5. The child makes a/b from unit parts (shading the
 * bar when it fits in a whole), multiplies, says how many unit parts a product is, finds the
 * whole number a fraction was multiplied by, and says between which two whole numbers a product
 * lies; word problems share pizza among friends. Levels: unit fractions, then any proper fraction,
 * then denominators to 12 and products of many wholes.
 */
import { gcd, q } from '../rational.ts';
import type { Rng } from '../rng.ts';
import type { Difficulty, TextParam, TextRef } from '../types.ts';
import { OBJECTS, compareChoices, frac, name, obj, onModel, t, type Ctx, type Made, type TopicDef } from './kit.ts';

/** The denominators a level uses (those of 4.NF: 2, 3, 4, 5, 6, 8, 10, 12). */
const DENOMINATORS = [[2, 3, 4, 5, 6, 8, 10], [3, 4, 5, 6, 8, 10], [3, 4, 5, 6, 8, 10, 12]] as const;

/** n × a/d for a level: a unit fraction, then a proper one, then larger wholes. */
function product(rng: Rng, d: Difficulty): { n: number; a: number; den: number } {
  const den = rng.pick(DENOMINATORS[d - 1]!);
  const a = d === 1 ? 1 : rng.int(2, den - 1);
  const n = d === 3 ? rng.int(3, 10) : rng.int(2, 6);
  return { n, a, den };
}

export const multiplyFractions: TopicDef = {
  answerKinds: ['fraction', 'integer', 'choice'],
  visuals: ['fraction-bars'],
  stories: ['4', '5'],
  make(ctx: Ctx): Made {
    // grade 5 multiplies fractions by fractions, and scales (5.NF.B.4-6)
    if (ctx.grade === '5') return multiplyFractions5(ctx);
    const { rng, d, story: asStory } = ctx;
    const { n, a, den } = product(rng, d);
    const m = n * a;
    const f = frac(a, den);
    const u = frac(1, den);
    const p = frac(m, den);
    // the answer in lowest terms, as a learner reads it (12/4 is 3); 12/4 typed, or shaded on the bar, is as right
    const fraction = (numerator: number) => {
      const x = q(numerator, den);
      return { kind: 'fraction' as const, numerator: x.n, denominator: x.d, requireSimplest: false, allowDecimal: true };
    };
    /** k parts of 1/den in simplest form, when that says it otherwise: 12/4 = 3, 6/8 = 3/4 */
    const simplified = (k: number): TextRef[] => {
      if (gcd(k, den) === 1) return [];
      const x = q(k, den);
      const written: TextParam = x.d === 1 ? x.n : frac(x.n, x.d);
      return [t('ex.simplify', { p: written })];
    };
    // a unit fraction times n is n parts of it; otherwise n × a parts
    const timesExplained = a === 1 ? [t('ex.mf.build', { a: n, u, p }), ...simplified(m)] : [t('ex.mf.times', { n, f, a, u, m, p }), ...simplified(m)];
    const bar = { type: 'fraction-bars' as const, bars: [{ parts: den, shaded: 0 }] };
    const who = name(rng);
    // products past a whole that are not whole numbers: between which two wholes
    const between = m > den && m % den !== 0;
    const kinds = asStory ? (['parts', 'times', 'times', 'missing', ...(between ? (['between'] as const) : [])] as const) : (['unit', 'parts', 'times', 'times', 'as-units', 'missing', ...(between ? (['between'] as const) : [])] as const);
    const kind = rng.pick(kinds);
    if (kind === 'unit') {
      // a/b as a times 1/b: a fraction of more than one part, up to two wholes
      const k = rng.int(2, 2 * den);
      return { subtopic: 'unit-fractions', prompt: t('mf.unit', { f: frac(k, den), u }), answer: { kind: 'integer', value: k }, explanation: [t('ex.mf.unit', { f: frac(k, den), a: k, u })] };
    }
    if (kind === 'parts') {
      // k parts of 1/b: shaded on the bar when they fit in one whole
      const k = rng.int(2, d === 1 ? den : 2 * den);
      const onBar = k <= den && onModel(rng);
      return {
        subtopic: 'unit-fractions',
        prompt: t('mf.build', { a: k, u }),
        ...(asStory ? { story: t('mf.story.build', { name: who, d: den, a: k }) } : {}),
        answer: fraction(k),
        ...(onBar ? { input: 'fraction-bars' as const, visual: bar } : {}),
        explanation: [t('ex.mf.build', { a: k, u, p: frac(k, den) }), ...simplified(k)],
      };
    }
    if (kind === 'times') {
      const onBar = m <= den && onModel(rng);
      return {
        subtopic: 'fraction-times-whole',
        prompt: t('mf.times', { n, f }),
        ...(asStory ? { story: t('mf.story.times', { n, f }) } : {}),
        answer: fraction(m),
        ...(onBar ? { input: 'fraction-bars' as const, visual: bar } : {}),
        explanation: timesExplained,
      };
    }
    if (kind === 'as-units') {
      return { subtopic: 'fraction-times-whole', prompt: t('mf.as-units', { n, f, u }), answer: { kind: 'integer', value: m }, explanation: a === 1 ? [t('ex.mf.build', { a: n, u, p })] : [t('ex.mf.times', { n, f, a, u, m, p })] };
    }
    if (kind === 'missing') {
      return {
        subtopic: 'missing-whole',
        prompt: t('mf.missing', { f, p }),
        ...(asStory ? { story: t('mf.story.missing', { f, p }) } : {}),
        answer: { kind: 'integer', value: n },
        explanation: [t('ex.mf.missing', { f, p, a, m, u, n })],
      };
    }
    // between x and x + 1; the other pairs are the wholes just below and just above
    const x = Math.floor(m / den);
    const pairs = [x, x - 1, x + 1];
    const choices = rng.shuffle(pairs).map((lo) => ({ key: String(lo), label: t('mf.pair', { x: lo, y: lo + 1 }) }));
    return {
      subtopic: 'between-wholes',
      prompt: t('mf.between', { n, f }),
      ...(asStory ? { story: t('mf.story.between', { n, f }) } : {}),
      answer: { kind: 'choice', key: String(x) },
      input: 'choice',
      choices,
      explanation: [...(a === 1 ? [t('ex.mf.build', { a: n, u, p })] : [t('ex.mf.times', { n, f, a, u, m, p })]), t('ex.mf.between', { p, x, y: x + 1, xp: frac(x * den, den), yp: frac((x + 1) * den, den) })],
    };
  },
};


/** [least, greatest] denominator of a grade 5 level: unit fractions first, then any to 10, then to 12. */
const DENOMINATORS_5 = [[2, 6], [2, 10], [3, 12]] as const;

/** A fraction of a grade 5 level: a unit fraction at the first level, a proper one after. */
function fraction5(rng: Rng, d: Difficulty): { n: number; d: number } {
  const [lo, hi] = DENOMINATORS_5[d - 1]!;
  const den = rng.int(lo, hi);
  return { n: d === 1 ? 1 : rng.int(1, den - 1), d: den };
}

/**
 * Multiplying fractions in grade 5 (5.NF.B.4, 5.NF.B.5, 5.NF.B.6): a/b × q as a parts of q cut in
 * b, a fraction times a fraction, the area of a rectangle with fraction sides, the factor a product
 * was made with, and scaling: whether n × a/b is more, less or the same as n, told by a/b alone.
 * Word problems take a fraction of what is left of a cake, or of a set of things.
 */
export function multiplyFractions5({ rng, d, story: asStory }: Ctx): Made {
  const level = d as Difficulty;
  const x = fraction5(rng, level);
  const y = fraction5(rng, level);
  const p = q(x.n * y.n, x.d * y.d);
  const answerOf = (v: { n: number; d: number }) => ({ kind: 'fraction' as const, numerator: v.n, denominator: v.d, requireSimplest: false, allowDecimal: true });
  const written = (v: { n: number; d: number }): TextParam => (v.d === 1 ? v.n : frac(v.n, v.d));
  const f = frac(x.n, x.d);
  const g = frac(y.n, y.d);
  const kinds = asStory ? (['times', 'of'] as const) : (['times', 'by-whole', 'of', 'area', 'scale', 'scale', 'missing'] as const);
  const kind = rng.pick(kinds);
  const who = name(rng);
  const times = [t('ex.mf5.times', { f, g, a: x.n, b: y.n, c: x.d, e: y.d, p: frac(x.n * y.n, x.d * y.d) }), ...(gcd(x.n * y.n, x.d * y.d) > 1 ? [t('ex.simplify', { p: written(p) })] : [])];
  if (kind === 'times') {
    return { subtopic: 'fraction-times-fraction', prompt: t('mf5.times', { f, g }), ...(asStory ? { story: t('mf5.story.times', { name: who, f, g }) } : {}), answer: answerOf(p), explanation: times };
  }
  if (kind === 'by-whole') {
    // a/b × q as (a × q) ÷ b, q not a multiple of b: a fraction of a whole number that is a fraction
    const n = rng.int(2, level === 3 ? 20 : 9);
    const r = q(x.n * n, x.d);
    return {
      subtopic: 'fraction-of-number',
      prompt: t('mf5.by-whole', { f, n }),
      answer: answerOf(r),
      explanation: [t('ex.mf5.by-whole', { f, n, a: x.n, b: x.d, k: x.n * n, p: frac(x.n * n, x.d) }), ...(gcd(x.n * n, x.d) > 1 ? [t('ex.simplify', { p: written(r) })] : [])],
    };
  }
  if (kind === 'area') {
    return { subtopic: 'area', prompt: t('mf5.area', { f, g }), answer: answerOf(p), explanation: [t('ex.mf5.area', { f, g, c: x.d, e: y.d, cells: x.d * y.d, a: x.n, b: y.n, k: x.n * y.n }), ...times] };
  }
  if (kind === 'missing') {
    // a/b × ? = p: the other factor, a fraction
    return { subtopic: 'fraction-times-fraction', prompt: t('mf5.missing', { f, p: written(p) }), answer: answerOf(q(y.n, y.d)), explanation: times };
  }
  if (kind === 'of') {
    // a/b of a whole number of things: cut it in b equal groups, take a of them (a whole answer, as things are counted)
    const each = rng.int(2, level === 1 ? 5 : 9);
    const whole = each * x.d;
    const o = rng.pick(OBJECTS);
    return {
      subtopic: 'fraction-of-number',
      prompt: t('mf5.of', { f, n: whole }),
      ...(asStory ? { story: t('mf5.story.of', { name: who, f, n: whole, objN: obj(o, whole), obj: obj(o) }) } : {}),
      answer: { kind: 'integer', value: x.n * each },
      explanation: [t('ex.mf5.of', { n: whole, b: x.d, e: each, a: x.n, r: x.n * each })],
    };
  }
  // scaling: a factor below 1 makes less, above 1 more, equal to 1 the same; n stays whole, the product is not worked out
  const n = rng.int(2, level === 3 ? 999 : 99);
  const shape = rng.pick(['less', 'more', 'same'] as const);
  const den = x.d;
  const num = shape === 'less' ? rng.int(1, den - 1) : shape === 'more' ? rng.int(den + 1, 3 * den) : den;
  const { choices, answer } = compareChoices(Math.sign(num - den));
  return {
    subtopic: 'scaling',
    prompt: t('mf5.scale', { n, f: frac(num, den) }),
    answer,
    input: 'choice',
    choices,
    explanation: [t(shape === 'less' ? 'ex.mf5.less' : shape === 'more' ? 'ex.mf5.more' : 'ex.mf5.same', { n, f: frac(num, den) })],
  };
}

/**
 * Dividing with unit fractions (5.NF.B.7): a unit fraction divided by a whole number (1/3 ÷ 4 =
 * 1/12: a third cut in four) and a whole number divided by a unit fraction (4 ÷ 1/5 = 20: how many
 * fifths are in 4), each checked by the multiplication it undoes; the missing divisor or dividend;
 * word problems share part of a pizza among friends, or cut whole cookies into equal pieces.
 * Levels bring larger denominators and wholes: to 5, then to 10, then twelfths and wholes to 20.
 */
import { q, qMul, type Q } from '../rational.ts';
import type { Answer, TextParam } from '../types.ts';
import { frac, name, obj, t, type Ctx, type Made, type TopicDef } from './kit.ts';

type Range = readonly [number, number];
const DENOMINATOR: readonly [Range, Range, Range] = [[2, 5], [2, 10], [2, 12]];
const WHOLE: readonly [Range, Range, Range] = [[2, 5], [2, 9], [2, 20]];

export const divideFractions: TopicDef = {
  answerKinds: ['fraction', 'integer'],
  visuals: [],
  stories: ['5'],
  make(ctx: Ctx): Made {
    // grade 6 divides a fraction by a fraction (6.NS.A.1)
    if (ctx.grade === '6') return fractionByFraction(ctx);
    const { rng, d, story: asStory } = ctx;
    const [dlo, dhi] = DENOMINATOR[d - 1]!;
    const [nlo, nhi] = WHOLE[d - 1]!;
    const den = rng.int(dlo, dhi);
    const n = rng.int(nlo, nhi);
    const u = frac(1, den);
    const small = frac(1, den * n);
    const many = den * n;
    const who = name(rng);
    const kind = rng.pick(asStory ? (['unit-by-whole', 'whole-by-unit'] as const) : (['unit-by-whole', 'whole-by-unit', 'how-many', 'missing-divisor', 'missing-dividend', 'missing-unit'] as const));
    const share = [t('ex.df.unit-by-whole', { u, n, r: small })];
    const fit = [t('ex.df.whole-by-unit', { u, n, d: den, r: many })];
    if (kind === 'unit-by-whole') {
      const x = q(1, den * n);
      return { subtopic: 'unit-by-whole', prompt: t('df.unit-by-whole', { u, n }), ...(asStory ? { story: t('df.story.share', { n, u }) } : {}), answer: { kind: 'fraction', numerator: x.n, denominator: x.d, requireSimplest: false, allowDecimal: true }, explanation: share };
    }
    if (kind === 'whole-by-unit') {
      return { subtopic: 'whole-by-unit', prompt: t('df.whole-by-unit', { n, u }), ...(asStory ? { story: t('df.story.pieces', { name: who, n, u, objN: obj('cookie', n) }) } : {}), answer: { kind: 'integer', value: many }, explanation: fit };
    }
    if (kind === 'how-many') return { subtopic: 'whole-by-unit', prompt: t('df.how-many', { n, u }), answer: { kind: 'integer', value: many }, explanation: fit };
    if (kind === 'missing-divisor') return { subtopic: 'unit-by-whole', prompt: t('df.missing-divisor', { u, r: small }), answer: { kind: 'integer', value: n }, explanation: share };
    if (kind === 'missing-dividend') return { subtopic: 'whole-by-unit', prompt: t('df.missing-dividend', { u, m: many }), answer: { kind: 'integer', value: n }, explanation: fit };
    // ? ÷ n = 1/(d × n): the unit fraction cut in n
    const x = q(1, den);
    return { subtopic: 'unit-by-whole', prompt: t('df.missing-unit', { n, r: small }), answer: { kind: 'fraction', numerator: x.n, denominator: x.d, requireSimplest: false, allowDecimal: true }, explanation: share };
  },
};

/** A fraction as the child reads it: a whole number when it is one, else a fraction in lowest terms. */
const shownQ = (x: Q): TextParam => (x.d === 1 ? x.n : frac(x.n, x.d));
const answerQ = (x: Q): Answer =>
  x.d === 1
    ? { kind: 'integer', value: x.n }
    : { kind: 'fraction', numerator: x.n, denominator: x.d, requireSimplest: false };

/**
 * A fraction divided by a fraction (6.NS.A.1): dividing by c/d is multiplying by its reciprocal
 * d/c, and the quotient times the divisor gives the dividend back. The child works out quotients,
 * how many of one fraction fit in another, the missing factor of a product, a whole number or a
 * mixed number divided by a fraction, and picks the multiplication a division is. Levels:
 * denominators to 6, then to 10, then twelfths and mixed numbers.
 */
function fractionByFraction({ rng, d }: Ctx): Made {
  const most = [6, 10, 12][d - 1]!;
  // the divisor c/e, a proper fraction in lowest terms, and the dividend a/b, another
  const proper = (): Q => {
    const den = rng.int(2, most);
    return q(rng.int(1, den - 1), den);
  };
  const g = proper();
  const h = q(g.d, g.n);
  const kind = rng.pick([
    'div',
    'div',
    'how-many',
    'missing',
    'whole',
    'which',
    ...(d > 1 ? (['mixed'] as const) : []),
  ] as const);
  const explain = (f: TextParam, r: Q) => [t('ex.df6.div', { f, g: frac(g.n, g.d), h: shownQ(h), r: shownQ(r) })];
  if (kind === 'how-many') {
    // a whole number of c/e fit: the dividend is k × c/e
    const k = rng.int(2, d === 1 ? 6 : 12);
    const f = qMul(q(k), g);
    return {
      subtopic: 'how-many-fit',
      prompt: t('df6.how-many', { f: shownQ(f), g: frac(g.n, g.d) }),
      answer: { kind: 'integer', value: k },
      explanation: explain(shownQ(f), q(k)),
    };
  }
  if (kind === 'whole') {
    const n = rng.int(2, d === 1 ? 6 : 12);
    const r = qMul(q(n), h);
    return {
      subtopic: 'divide',
      prompt: t('df6.whole', { n, g: frac(g.n, g.d) }),
      answer: answerQ(r),
      explanation: explain(n, r),
    };
  }
  if (kind === 'mixed') {
    const f0 = proper();
    const whole = rng.int(1, d === 2 ? 3 : 5);
    const f = q(whole * f0.d + f0.n, f0.d);
    const m: TextParam = { type: 'mixed', whole, numerator: f0.n, denominator: f0.d };
    const r = qMul(f, h);
    return {
      subtopic: 'divide',
      prompt: t('df6.mixed', { m, g: frac(g.n, g.d) }),
      answer: answerQ(r),
      explanation: [t('ex.df6.mixed', { m, f: frac(f.n, f.d) }), ...explain(frac(f.n, f.d), r)],
    };
  }
  let f = proper();
  // a/b ÷ a/b is 1, and its three products below would not all differ
  while (f.n === g.n && f.d === g.d) f = proper();
  const r = qMul(f, h);
  if (kind === 'missing') {
    return {
      subtopic: 'divide',
      prompt: t('df6.missing', { g: frac(g.n, g.d), f: frac(f.n, f.d) }),
      answer: answerQ(r),
      explanation: explain(frac(f.n, f.d), r),
    };
  }
  if (kind === 'which') {
    // f × d/c, not f × c/d (the divisor kept) nor b/a × c/d (the wrong fraction turned over)
    const labels = [
      t('df6.c.times', { a: frac(f.n, f.d), b: frac(h.n, h.d) }),
      t('df6.c.times', { a: frac(f.n, f.d), b: frac(g.n, g.d) }),
      t('df6.c.times', { a: frac(f.d, f.n), b: frac(g.n, g.d) }),
    ];
    const choices = rng.shuffle(labels.map((label, i) => ({ key: String.fromCharCode(97 + i), label })));
    return {
      subtopic: 'reciprocal',
      prompt: t('df6.which', { f: frac(f.n, f.d), g: frac(g.n, g.d) }),
      answer: { kind: 'choice', key: 'a' },
      input: 'choice',
      choices,
      explanation: explain(frac(f.n, f.d), r),
    };
  }
  return {
    subtopic: 'divide',
    prompt: t('df6.div', { f: frac(f.n, f.d), g: frac(g.n, g.d) }),
    answer: answerQ(r),
    explanation: explain(frac(f.n, f.d), r),
  };
}

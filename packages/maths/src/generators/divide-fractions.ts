/**
 * Dividing with unit fractions (5.NF.B.7): a unit fraction divided by a whole number (1/3 ÷ 4 =
 * 1/12: a third cut in four) and a whole number divided by a unit fraction (4 ÷ 1/5 = 20: how many
 * fifths are in 4), each checked by the multiplication it undoes; the missing divisor or dividend;
 * word problems share part of a pizza among friends, or cut whole cookies into equal pieces.
 * Levels bring larger denominators and wholes: to 5, then to 10, then twelfths and wholes to 20.
 */
import { q } from '../rational.ts';
import { frac, name, obj, t, type Ctx, type Made, type TopicDef } from './kit.ts';

type Range = readonly [number, number];
const DENOMINATOR: readonly [Range, Range, Range] = [[2, 5], [2, 10], [2, 12]];
const WHOLE: readonly [Range, Range, Range] = [[2, 5], [2, 9], [2, 20]];

export const divideFractions: TopicDef = {
  answerKinds: ['fraction', 'integer'],
  visuals: [],
  stories: ['5'],
  make({ rng, d, story: asStory }: Ctx): Made {
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

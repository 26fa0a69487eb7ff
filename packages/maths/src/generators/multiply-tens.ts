/**
 * A one-digit number times a multiple of 10 from 10 to 90, in grade 3 (3.NBT.A.3): 4 × 30 is 4 groups
 * of 3 tens, 12 tens, 120. The child builds the product with place-value blocks (ten tens make a
 * hundred), jumps along a number line of tens, counts the tens (4 groups of 3 tens make 12 tens), uses
 * the fact it rests on (4 × 3 = 12, so 4 × 30 = 120), turns the factors round (30 × 4), finds the
 * multiple of 10 that is missing, or writes the product. The levels go from 2 to 5 times 10 to 50, to
 * any one-digit number times any ten to 90, then 6 to 9 times 20 to 90 with the factor missing too.
 */
import { byD, list, numberLine, onModel, t, type Ctx, type Made, type TopicDef } from './kit.ts';

export const multiplyTens: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['number-line'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    // the one-digit factor and the tens of the other: 2-5 × 1-5 tens, 2-9 × 1-9 tens, 6-9 × 2-9 tens
    const a = rng.int(byD(d, [2, 2, 6]), byD(d, [5, 9, 9]));
    const t1 = rng.int(byD(d, [1, 1, 2]), byD(d, [5, 9, 9]));
    const b = t1 * 10;
    const p = a * t1;
    const c = a * b;
    const told = [t('ex.mx', { a, b, c, t1, p })];
    if (onModel(rng, 0.5)) {
      if (rng.chance(0.5)) return { subtopic: 'with-tens-blocks', prompt: t('mx.blocks', { a, b }), answer: { kind: 'integer', value: c }, input: 'place-value-blocks', explanation: told };
      // a tick at every multiple of the ten, ten jumps long: the child counts the jumps, the labels do not give the product away
      const jumps = Array.from({ length: a }, (_, i) => (i + 1) * b);
      return {
        subtopic: 'on-a-number-line',
        prompt: t('mx.line', { a, b }),
        answer: { kind: 'integer', value: c },
        input: 'number-line',
        visual: numberLine(0, 10 * b, b, 5 * b),
        explanation: [t('ex.mx.line', { a, b, c, jumps: list(jumps) })],
      };
    }
    const form = rng.pick(byD(d, [['mul', 'tens', 'fact', 'turn'], ['mul', 'tens', 'fact', 'turn'], ['mul', 'turn', 'fact', 'missing']] as const));
    if (form === 'mul') return { subtopic: 'product', prompt: t('mx.mul', { a, b }), answer: { kind: 'integer', value: c }, explanation: told };
    if (form === 'turn') return { subtopic: 'any-order', prompt: t('mx.turn', { a, b }), answer: { kind: 'integer', value: c }, explanation: [t('ex.mx.turn', { a, b, c, t1, p })] };
    if (form === 'tens') return { subtopic: 'groups-of-tens', prompt: t('mx.tens', { a, t1 }), answer: { kind: 'integer', value: p }, explanation: [t('ex.mx.tens', { a, c, t1, p })] };
    if (form === 'fact') return { subtopic: 'from-the-fact', prompt: t('mx.fact', { a, b, t1, p }), answer: { kind: 'integer', value: c }, explanation: told };
    return { subtopic: 'missing-factor', prompt: t('mx.missing', { a, c }), answer: { kind: 'integer', value: b }, explanation: [t('ex.mx.missing', { a, b, c, t1, p })] };
  },
};

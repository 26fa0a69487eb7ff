/**
 * Subtracting a multiple of 10 from a multiple of 10, both from 10 to 90, in grade 1 (1.NBT.C.6):
 * with tens blocks (what is left built with tens), jumps of ten back along a number line of tens, as
 * tens taken from tens (7 tens − 3 tens = 4 tens), from the fact it rests on (7 − 3 = 4, so
 * 70 − 30 = 40), with the number taken away missing, or as a bare difference. Differences may be 0.
 */
import { byD, numberLine, onModel, t, type Ctx, type Made, type TopicDef } from './kit.ts';

export const subtractTens: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['number-line'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    // tens in the first number: to 5, to 9, then to 9 with the difference 0 allowed
    const t1 = rng.int(2, byD(d, [5, 9, 9]));
    const t2 = rng.int(1, d === 3 ? t1 : t1 - 1);
    const [a, b, c] = [t1 * 10, t2 * 10, (t1 - t2) * 10];
    const told = [t('ex.st', { a, b, c, t1, t2, t3: t1 - t2 })];
    // a difference of 0 is written, never built: an empty board or a marker at 0 is no answer made
    if (c > 0 && onModel(rng, 0.6)) {
      return rng.chance(0.5)
        ? { subtopic: 'with-tens-blocks', prompt: t('st.blocks', { a, b }), answer: { kind: 'integer', value: c }, input: 'place-value-blocks', explanation: told }
        : { subtopic: 'on-a-number-line', prompt: t('st.line', { a, b }), answer: { kind: 'integer', value: c }, input: 'number-line', visual: numberLine(0, 90, 10, 10), explanation: [t('ex.st.line', { a, b, c, t2 })] };
    }
    const form = rng.pick(byD(d, [['sub', 'tens'], ['sub', 'tens', 'fact'], ['sub', 'fact', 'missing']] as const));
    if (form === 'sub') return { subtopic: 'difference', prompt: t('st.sub', { a, b }), answer: { kind: 'integer', value: c }, explanation: told };
    if (form === 'tens') return { subtopic: 'tens-from-tens', prompt: t('st.tens', { t1, t2 }), answer: { kind: 'integer', value: t1 - t2 }, explanation: told };
    if (form === 'fact') return { subtopic: 'from-the-fact', prompt: t('st.fact', { t1, t2, t3: t1 - t2, a, b }), answer: { kind: 'integer', value: c }, explanation: told };
    return { subtopic: 'missing-number', prompt: t('st.missing', { a, c }), answer: { kind: 'integer', value: b }, explanation: [t('ex.st.missing', { a, b, c })] };
  },
};

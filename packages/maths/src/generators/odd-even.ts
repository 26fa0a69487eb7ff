/**
 * Odd and even numbers to 20, in grade 2 (2.OA.C.3): a group is even when its members pair up with
 * none left over, and an even number is a sum of two equal numbers (8 = 4 + 4). The child makes an
 * even number from two equal groups on ten frames, counts by 2s along a number line to the next even
 * number, tells whether a group drawn or a number is odd or even, and writes an even number as a
 * double. The levels go from numbers to 10 to numbers to 20, then the doubles written out.
 */
import { byD, numberLine, onModel, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';

const COUNTER = 'marble';
const oddEven = (n: number) => ({
  answer: { kind: 'choice' as const, key: n % 2 ? 'odd' : 'even' },
  input: 'choice' as const,
  choices: ['odd', 'even'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
  explanation: [n % 2 ? t('ex.oe.odd', { n, h: (n - 1) / 2, m: n - 1 }) : t('ex.oe.even', { n, h: n / 2 })],
});

export const oddOrEven: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['counters', 'number-line'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const most = byD(d, [10, 20, 20]);
    if (onModel(rng, 0.6)) {
      if (rng.chance(0.5)) {
        // two equal groups: one is on the frames, the child puts the other
        const h = rng.int(1, most / 2);
        return {
          subtopic: 'two-equal-groups',
          prompt: t('oe.double', { h }),
          answer: { kind: 'integer', value: h },
          input: 'counters',
          visual: { type: 'counters', count: 0, fixed: h, object: COUNTER, tenFrame: true, max: 20 },
          explanation: [t('ex.oe.double', { h, n: 2 * h })],
        };
      }
      // counting by 2s: the even number just after n
      const n = rng.int(0, most - 1);
      const next = n % 2 ? n + 1 : n + 2;
      return {
        subtopic: 'count-by-twos',
        prompt: t('oe.line', { n }),
        answer: { kind: 'integer', value: next },
        input: 'number-line',
        visual: numberLine(0, 20, 1, 2),
        explanation: [t('ex.oe.line', { n, next })],
      };
    }
    const form = rng.pick(byD(d, [['picture', 'number'], ['picture', 'number'], ['number', 'half', 'picture']] as const));
    if (form === 'half') {
      const h = rng.int(1, most / 2);
      return { subtopic: 'double', prompt: t('oe.half', { n: 2 * h }), answer: { kind: 'integer', value: h }, explanation: [t('ex.oe.even', { n: 2 * h, h })] };
    }
    const n = rng.int(1, most);
    if (form === 'number') return { subtopic: 'odd-or-even', prompt: t('oe.number', { n }), ...oddEven(n) };
    // the group drawn on two ten frames, two rows of five: pairs stand one above the other
    return { subtopic: 'odd-or-even', prompt: t('oe.picture'), visual: { type: 'counters', count: n, object: COUNTER, tenFrame: true, max: 20 }, ...oddEven(n) };
  },
};

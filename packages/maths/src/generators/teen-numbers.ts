/**
 * The numbers from 11 to 19 as ten ones and some more ones, in Kindergarten (K.NBT.A.1: 18 = 10 + 8).
 * Built on two ten frames: the first full (ten ones, in another colour) and the child adds the ones
 * beyond it, or makes the whole number, a full frame first; read off two frames; and recorded as an
 * equation, 18 = 10 + 8, checked (is 14 ten ones and 5 more?) or chosen from sums that include
 * 1 + 8, the digits added as if the 1 were a one.
 */
import { byD, list, onModel, t, yesNo, type Ctx, type Made, type TopicDef } from './kit.ts';

/** What the frames hold: counters, the same thing in every question of the activity. */
const COUNTER = 'marble';
/** Two ten frames, room for 20: the ten ones already there (`fixed`), or none. */
const twoFrames = (fixed: number): Made['visual'] => ({ type: 'counters', count: 0, fixed, object: COUNTER, tenFrame: true, max: 20 });

export const teenNumbers: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['counters'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const n = rng.int(11, 19);
    const k = n - 10;
    const told = [t('ex.tn', { n, k })];
    if (onModel(rng, 0.6)) {
      // the levels lean from adding the ones to a full frame, to making the whole number a full frame first
      return rng.chance(byD(d, [0.75, 0.5, 0.25]))
        ? { subtopic: 'ones-beyond-ten', prompt: t('tn.fill', { n }), answer: { kind: 'integer', value: k }, input: 'counters', visual: twoFrames(10), explanation: told }
        : { subtopic: 'make-the-number', prompt: t('tn.make', { n }), answer: { kind: 'integer', value: n }, input: 'counters', visual: twoFrames(0), explanation: [t('ex.tn.make', { n, k })] };
    }
    const form = rng.pick(byD(d, [['frames', 'beyond'], ['beyond', 'eq', 'whole', 'true'], ['eq', 'whole', 'true', 'which']] as const));
    // the frames as a picture: the first full, the ones beyond it on the second
    const picture: Made['visual'] = { type: 'counters', count: n, object: COUNTER, tenFrame: true, max: 20 };
    if (form === 'frames') return { subtopic: 'read-the-frames', prompt: t('tn.frames'), answer: { kind: 'integer', value: n }, visual: picture, explanation: [t('ex.tn.frames', { n, k })] };
    if (form === 'beyond') return { subtopic: 'read-the-frames', prompt: t('tn.beyond', { n }), answer: { kind: 'integer', value: k }, visual: picture, explanation: [t('ex.tn.frames', { n, k })] };
    if (form === 'eq') return { subtopic: 'equation', prompt: t('tn.eq', { n }), answer: { kind: 'integer', value: k }, explanation: told };
    if (form === 'whole') return { subtopic: 'equation', prompt: t('tn.whole', { k }), answer: { kind: 'integer', value: n }, explanation: told };
    if (form === 'true') {
      const yes = rng.chance(0.5);
      // a near miss: one more or one fewer ones, still from 1 to 9
      const said = yes ? k : rng.pick([k - 1, k + 1].filter((x) => x >= 1 && x <= 9));
      const { choices, key } = yesNo(yes);
      return { subtopic: 'true-or-not', prompt: t('tn.true', { n, k: said }), answer: { kind: 'choice', key }, input: 'choice', choices, explanation: [t(yes ? 'ex.tn.yes' : 'ex.tn.not', { n, k })] };
    }
    // 10 + k among a sum of one more or one fewer ones, and 1 + k: the teen's digits added as if both were ones
    const near = rng.pick([k - 1, k + 1].filter((x) => x >= 1 && x <= 9));
    const offered = rng.shuffle([[10, k], [10, near], [1, k]] as [number, number][]);
    const keys = ['a', 'b', 'c'];
    return {
      subtopic: 'choose-the-sum',
      prompt: t('tn.which', { n }),
      answer: { kind: 'choice', key: keys[offered.findIndex(([x, y]) => x === 10 && y === k)]! },
      input: 'choice',
      choices: offered.map(([x, y], i) => ({ key: keys[i]!, label: t('term', { t: list([x, y], 'plus') }) })),
      explanation: told,
    };
  },
};

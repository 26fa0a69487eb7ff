/**
 * True or false equations, in grade 1 (1.OA.D.7): the equal sign says both sides are the same number,
 * wherever the sum stands. Every item shows one equation of addition or subtraction (6 = 6,
 * 7 = 8 − 1, 5 + 2 = 2 + 5, 4 + 1 = 5 + 2) and the child says whether it is true. A false one is a
 * true one with a single number one more or one less, so one side is always one away from the other.
 * The levels go from a sum on either side within 10 to a sum or a difference on both sides within 20.
 */
import { byD, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';

type Nums = Record<'a' | 'b' | 'c' | 'd', number>;
interface FormDef {
  sides(n: Nums): [number, number];
  make(r: Ctx['rng'], max: number): Partial<Nums>;
}
/** Each form: its two sides' values from its numbers, and a true equation of it within `max` (every number and side 0 to max). */
const FORMS = {
  same: { sides: (n: Nums) => [n.a, n.b], make: (r: Ctx['rng'], max: number) => { const a = r.int(0, max); return { a, b: a }; } },
  'add-left': { sides: (n: Nums) => [n.a + n.b, n.c], make: (r: Ctx['rng'], max: number) => { const c = r.int(2, max); const a = r.int(1, c - 1); return { a, b: c - a, c }; } },
  'add-right': { sides: (n: Nums) => [n.a, n.b + n.c], make: (r: Ctx['rng'], max: number) => { const a = r.int(2, max); const b = r.int(1, a - 1); return { a, b, c: a - b }; } },
  'sub-left': { sides: (n: Nums) => [n.a - n.b, n.c], make: (r: Ctx['rng'], max: number) => { const a = r.int(2, max); const b = r.int(1, a - 1); return { a, b, c: a - b }; } },
  'sub-right': { sides: (n: Nums) => [n.a, n.b - n.c], make: (r: Ctx['rng'], max: number) => { const b = r.int(2, max); const c = r.int(1, b - 1); return { a: b - c, b, c }; } },
  turn: { sides: (n: Nums) => [n.a + n.b, n.b + n.c], make: (r: Ctx['rng'], max: number) => { const a = r.int(1, Math.floor((max - 1) / 2)); const b = r.int(a + 1, max - a); return { a, b, c: a }; } },
  both: {
    sides: (n: Nums) => [n.a + n.b, n.c + n.d],
    make: (r: Ctx['rng'], max: number) => {
      // the same sum made of two other numbers: 4 + 2 = 5 + 1
      const s = r.int(4, max);
      const a = r.int(1, s - 1);
      const c = r.pick(Array.from({ length: s - 1 }, (_, i) => i + 1).filter((x) => x !== a && x !== s - a));
      return { a, b: s - a, c, d: s - c };
    },
  },
  mixed: { sides: (n: Nums) => [n.a + n.b, n.c - n.d], make: (r: Ctx['rng'], max: number) => { const s = r.int(2, max - 1); const a = r.int(1, s - 1); const d = r.int(1, max - s); return { a, b: s - a, c: s + d, d }; } },
} satisfies Record<string, FormDef>;
type Form = keyof typeof FORMS;

/** The forms of each level: a sum or a difference on either side within 10; both sides within 20; a sum against a difference. */
const LEVELS: readonly [readonly Form[], readonly Form[], readonly Form[]] = [
  ['same', 'add-left', 'add-right', 'sub-left'],
  ['add-right', 'sub-right', 'turn', 'both'],
  ['both', 'mixed', 'sub-right', 'turn', 'add-right'],
];

export const trueFalse: TopicDef = {
  answerKinds: ['choice'],
  visuals: [],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const max = byD(d, [10, 20, 20]);
    const form = rng.pick(byD(d, LEVELS));
    const { sides, make } = FORMS[form];
    const nums: Partial<Nums> = make(rng, max);
    const yes = rng.chance(0.5);
    if (!yes) {
      // one number one more or one less, every number and side staying from 0 to max
      const misses = (Object.keys(nums) as (keyof Nums)[]).flatMap((k) => [-1, 1].map((step) => ({ ...nums, [k]: nums[k]! + step })));
      const valid = misses.filter((m) => {
        const [l, r] = sides(m as Nums);
        // (the number both sides of a turned-around sum share changes both: still true)
        return Object.values(m).every((x) => x >= 0 && x <= max) && l >= 0 && r >= 0 && l <= max && r <= max && l !== r;
      });
      Object.assign(nums, rng.pick(valid));
    }
    const [l, r] = sides(nums as Nums);
    return {
      subtopic: form,
      prompt: t(`tf.${form}`, nums as Nums),
      answer: { kind: 'choice', key: l === r ? 'true' : 'false' },
      input: 'choice',
      choices: ['true', 'false'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
      explanation: [t(l === r ? 'ex.tf.true' : 'ex.tf.false', { l, r })],
    };
  },
};

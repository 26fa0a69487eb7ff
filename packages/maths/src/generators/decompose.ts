/**
 * Numbers in two parts, in Kindergarten: a number to 10 broken into a pair of parts in more than one
 * way (K.OA.A.3: 5 = 2 + 3 and 5 = 4 + 1), and the partner that makes 10 with any number from 1 to 9
 * (K.OA.A.4). Both are built on a ten frame: the known part sits there in another colour and the child
 * adds the other part, or puts the partner there alone; the rest record the pair as an equation, say
 * whether a pair makes the number, or choose another pair that makes it. Every part is 1 or more, so
 * a pair is never a number and nothing.
 */
import { byD, list, onModel, t, yesNo, type Ctx, type Made, type TopicDef } from './kit.ts';

/** The ten frame a part is put on: one frame of 10, the known part (`fixed`) already there in another colour. */
const tenFrame = (fixed: number, object: string): Made['visual'] => ({ type: 'counters', count: 0, fixed, object, tenFrame: true, max: 10 });
/** What the frame shows: counters, the same thing in every question of the activity. */
const COUNTER = 'marble';

/** A pair as the child writes it, 2 + 3, in the language's digits and spacing. */
const pairLabel = (x: number, y: number) => t('term', { t: list([x, y], 'plus') });

/** A pair that makes a number next to n but not n (n − 1 or n + 1, never past 10, 3 for n = 2), none of the pairs in `not`. */
function nearPair(rng: Ctx['rng'], n: number, not: readonly string[]): [number, number] {
  for (;;) {
    const s = n === 10 ? rng.pick([8, 9]) : n <= 2 ? 3 : rng.pick([n - 1, n + 1]);
    const x = rng.int(1, s - 1);
    if (!not.includes(`${x}+${s - x}`)) return [x, s - x];
  }
}

/** Break a number to 10 into two parts (K.OA.A.3). */
export const decompose: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['counters'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    // the whole: to 6, to 10, then 5 to 10 (numbers with more ways to break them)
    const n = rng.int(byD(d, [2, 2, 5]), byD(d, [6, 10, 10]));
    const a = rng.int(1, n - 1);
    const b = n - a;
    const told = [t('ex.dc', { n, a, b })];
    if (onModel(rng, 0.6)) {
      return { subtopic: 'build', prompt: t('dc.build', { n, a }), answer: { kind: 'integer', value: b }, input: 'counters', visual: tenFrame(a, COUNTER), explanation: told };
    }
    const forms = byD(d, [['eq', 'true'], ['eq', 'eq.first', 'true', 'another'], ['eq.first', 'true', 'another']] as const);
    // another way needs a whole with two pairs at least (4 = 1 + 3 = 2 + 2)
    const form = rng.pick(forms.filter((f) => f !== 'another' || n >= 4));
    if (form === 'eq') return { subtopic: 'equation', prompt: t('dc.eq', { n, a }), answer: { kind: 'integer', value: b }, explanation: told };
    if (form === 'eq.first') return { subtopic: 'equation', prompt: t('dc.eq.first', { n, a: b }), answer: { kind: 'integer', value: a }, explanation: told };
    if (form === 'true') {
      const yes = rng.chance(0.5);
      const [x, y] = yes ? [a, b] : nearPair(rng, n, []);
      const { choices, key } = yesNo(yes);
      return {
        subtopic: 'true-or-not',
        prompt: t('dc.true', { n, a: x, b: y }),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices,
        explanation: [yes ? t('ex.dc.yes', { n, a: x, b: y }) : t('ex.dc.not', { n, a: x, b: y, s: x + y })],
      };
    }
    // another pair of the same whole (not the one shown, nor it turned round), among two pairs that make a number next to it
    const shown = [`${a}+${b}`, `${b}+${a}`];
    const others = Array.from({ length: n - 1 }, (_, i) => i + 1).filter((x) => !shown.includes(`${x}+${n - x}`));
    const x = rng.pick(others);
    const wrong1 = nearPair(rng, n, []);
    const wrong2 = nearPair(rng, n, [`${wrong1[0]}+${wrong1[1]}`, `${wrong1[1]}+${wrong1[0]}`]);
    const offered = rng.shuffle([[x, n - x], wrong1, wrong2] as [number, number][]);
    const keys = ['a', 'b', 'c'];
    return {
      subtopic: 'another-way',
      prompt: t('dc.another', { n, a, b }),
      answer: { kind: 'choice', key: keys[offered.findIndex(([p, q]) => p + q === n)]! },
      input: 'choice',
      choices: offered.map(([p, q], i) => ({ key: keys[i]!, label: pairLabel(p, q) })),
      explanation: [t('ex.dc.another', { n, x, y: n - x })],
    };
  },
};

/** The partner that makes 10 with a number from 1 to 9 (K.OA.A.4). */
export const makeTen: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['counters'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const a = rng.int(1, 9);
    const b = 10 - a;
    const told = [t('ex.mt', { a, b })];
    // on the frame: fill it up from a (the known part there), or put the partner there alone; the levels lean from the first to the second
    const fillShare = byD(d, [0.8, 0.5, 0.25]);
    if (onModel(rng, 0.6)) {
      return rng.chance(fillShare)
        ? { subtopic: 'fill-the-frame', prompt: t('mt.fill', { a }), answer: { kind: 'integer', value: b }, input: 'counters', visual: tenFrame(a, COUNTER), explanation: told }
        : { subtopic: 'show-the-partner', prompt: t('mt.show', { a }), answer: { kind: 'integer', value: b }, input: 'counters', visual: tenFrame(0, COUNTER), explanation: told };
    }
    const form = rng.pick(byD(d, [['frame', 'eq'], ['eq', 'eq.first', 'pair'], ['eq.first', 'eq.ten', 'which', 'pair']] as const));
    if (form === 'frame') {
      return {
        subtopic: 'ten-frame',
        prompt: t('mt.frame', { a }),
        answer: { kind: 'integer', value: b },
        visual: { type: 'counters', count: a, object: COUNTER, tenFrame: true, max: 10 },
        explanation: [t('ex.mt.frame', { a, b })],
      };
    }
    if (form === 'eq' || form === 'eq.first' || form === 'eq.ten') return { subtopic: 'equation', prompt: t(`mt.${form}`, { a }), answer: { kind: 'integer', value: b }, explanation: told };
    if (form === 'pair') {
      const yes = rng.chance(0.5);
      // a near miss: one more or one less than the partner, still from 1 to 9
      const c = yes ? b : rng.pick([b - 1, b + 1].filter((x) => x >= 1 && x <= 9));
      const { choices, key } = yesNo(yes);
      return {
        subtopic: 'true-or-not',
        prompt: t('mt.pair', { a, b: c }),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices,
        explanation: [yes ? t('ex.mt.yes', { a, b }) : t('ex.mt.not', { a, b: c, s: a + c, c: b })],
      };
    }
    // the partner among three numbers that do not make 10 with a: one either side of it, and a itself or another
    const near = [b - 1, b + 1, a, b - 2, b + 2].filter((x, i, all) => x >= 1 && x <= 9 && x !== b && all.indexOf(x) === i);
    const offered = rng.shuffle([b, ...near.slice(0, 3)]);
    return {
      subtopic: 'choose-the-partner',
      prompt: t('mt.which', { a }),
      answer: { kind: 'choice', key: String(b) },
      input: 'choice',
      choices: offered.map((x) => ({ key: String(x), label: t('term', { t: x }) })),
      explanation: told,
    };
  },
};

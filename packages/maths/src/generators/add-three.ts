/**
 * Adding three whole numbers whose sum is 20 or less, in grade 1 (1.OA.A.2): told as a story in its
 * word-problem set, made with counters on two ten frames or with three jumps along a number line,
 * written as a sum, with one of the three numbers missing, or checked. At the second level two of
 * the numbers make 10, and the explanation adds them first (the associative property as a strategy).
 */
import { numberLine, obj, OBJECTS, onModel, t, twoNames, yesNo, type Ctx, type Made, type TopicDef } from './kit.ts';

/** Three addends of 1 or more: a sum to 10, then two of them making 10 and the third 1 to 9, then any sum from 11 to 20. */
function addends(rng: Ctx['rng'], d: Ctx['d']): [number, number, number] {
  if (d === 1) {
    const s = rng.int(3, 10);
    const a = rng.int(1, s - 2);
    const b = rng.int(1, s - a - 1);
    return [a, b, s - a - b];
  }
  if (d === 2) {
    const x = rng.int(1, 9);
    const z = rng.int(1, 9);
    // the pair of 10 in any two of the three places
    return rng.pick([[x, 10 - x, z], [x, z, 10 - x], [z, x, 10 - x]] as [number, number, number][]);
  }
  for (;;) {
    const a = rng.int(1, 9);
    const b = rng.int(1, 9);
    const c = rng.int(1, 9);
    if (a + b + c >= 11 && a + b + c <= 20) return [a, b, c];
  }
}

/** How the sum is worked out: two numbers that make 10 first where there are two, else the first two. */
function steps(a: number, b: number, c: number): Made['explanation'] {
  const s = a + b + c;
  if (a + b === 10) return [t('ex.a3.ten', { x: a, y: b, z: c, s })];
  if (b + c === 10) return [t('ex.a3.ten', { x: b, y: c, z: a, s })];
  if (a + c === 10) return [t('ex.a3.ten', { x: a, y: c, z: b, s })];
  return [t('ex.a3', { a, b, c, ab: a + b, s })];
}

export const addThree: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['counters', 'number-line'],
  stories: ['1'],
  make({ rng, d, story: asStory }: Ctx): Made {
    const [a, b, c] = addends(rng, d);
    const s = a + b + c;
    const [n1, n2] = twoNames(rng);
    const o = rng.pick(OBJECTS);
    const story = t('a3.story', { name: n1, name2: n2, a, b, c, objA: obj(o, a), obj: obj(o) });
    const told = steps(a, b, c);
    const sum = { answer: { kind: 'integer' as const, value: s }, explanation: told, ...(asStory ? { story } : {}) };
    if (onModel(rng, 0.6)) {
      return rng.chance(0.5)
        ? { subtopic: 'on-ten-frames', prompt: t('a3.build', { a, b, c }), input: 'counters', visual: { type: 'counters', count: 0, object: o, tenFrame: true, max: 20 }, ...sum }
        : { subtopic: 'on-a-number-line', prompt: t('a3.line', { a, b, c }), input: 'number-line', visual: numberLine(0, 20, 1, 5), ...sum };
    }
    // a story asks for the sum; the missing number and the check are the numbers alone
    const form = asStory ? 'sum' : rng.pick(['sum', 'missing', 'true'] as const);
    if (form === 'sum') return { subtopic: 'sum', prompt: t('a3.sum', { a, b, c }), ...sum };
    if (form === 'missing') {
      return { subtopic: 'missing-number', prompt: t('a3.missing', { a, c, s }), answer: { kind: 'integer', value: b }, explanation: [t('ex.a3.missing', { a, b, c, ac: a + c, s })] };
    }
    const yes = rng.chance(0.5);
    // a near miss: the sum one more or one less, still within 20
    const said = yes ? s : rng.pick([s - 1, s + 1].filter((x) => x <= 20));
    const { choices, key } = yesNo(yes);
    return {
      subtopic: 'true-or-not',
      prompt: t('a3.true', { a, b, c, s: said }),
      answer: { kind: 'choice', key },
      input: 'choice',
      choices,
      explanation: yes ? told : [t('ex.a3.not', { a, b, c, s, said }), ...told],
    };
  },
};

/**
 * Adding in any order and grouping, in grade 1 (1.OA.B.3): the properties of addition used as ways to
 * add. A sum turned around is the same sum (8 + 3 = 11, so 3 + 8 = 11); counting on is quicker from
 * the bigger number, along a number line; and of three numbers, two that make 10 are added first
 * (2 + 6 + 4 = 2 + 10 = 12). Every question asks for a sum, a part of an equality of sums, or
 * whether two sums are the same.
 */
import { byD, numberLine, onModel, t, yesNo, type Ctx, type Made, type TopicDef } from './kit.ts';

/** Two different addends of 1 or more, the smaller first (so that turning them round helps), their sum at most `most`. */
function smallFirst(rng: Ctx['rng'], most: number): [number, number] {
  const a = rng.int(1, Math.floor((most - 1) / 2));
  return [a, rng.int(a + 1, most - a)];
}

export const addAnyOrder: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['number-line'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const line = numberLine(0, 20, 1, 5);
    // the third level groups three numbers: a + b + c where b + c make 10
    if (d === 3 && rng.chance(0.5)) {
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      const c = 10 - b;
      // the pair of 10 first, last, or around the other number
      const [x, y, z] = rng.pick([[a, b, c], [b, c, a], [b, a, c]] as [number, number, number][]);
      const sum = { answer: { kind: 'integer' as const, value: a + 10 }, explanation: [t('ex.pr.group', { a, b, c, s: a + 10 })] };
      if (onModel(rng, 0.6)) return { subtopic: 'group-to-ten', prompt: t('pr.line.ten', { x, y, z }), input: 'number-line', visual: line, ...sum };
      return rng.chance(0.5)
        ? { subtopic: 'group-to-ten', prompt: t('pr.group', { x, y, z }), ...sum }
        : { subtopic: 'group-to-ten', prompt: t('pr.group.missing', { x, y, z }), answer: { kind: 'integer', value: a }, explanation: sum.explanation };
    }
    // two numbers turned around: within 10, then within 20
    const [a, b] = smallFirst(rng, byD(d, [10, 20, 20]));
    const s = a + b;
    const turned = [t('ex.pr.turn', { a, b, s })];
    if (onModel(rng, 0.6)) {
      return { subtopic: 'count-on-from-the-bigger', prompt: t('pr.line', { a, b }), answer: { kind: 'integer', value: s }, input: 'number-line', visual: line, explanation: [t('ex.pr.line', { a, b, s })] };
    }
    const form = rng.pick(byD(d, [['turn', 'same'], ['turn', 'turn.missing', 'same'], ['turn.missing', 'same']] as const));
    if (form === 'turn') return { subtopic: 'turn-around', prompt: t('pr.turn', { a: b, b: a, s }), answer: { kind: 'integer', value: s }, explanation: [t('ex.pr.turn', { a: b, b: a, s })] };
    if (form === 'turn.missing') return { subtopic: 'turn-around', prompt: t('pr.turn.missing', { a, b }), answer: { kind: 'integer', value: a }, explanation: turned };
    const yes = rng.chance(0.5);
    // the turnaround, or a near miss: the turnaround with one of its numbers one more or one less
    const misses = ([[b, a - 1], [b, a + 1], [b - 1, a], [b + 1, a]] as [number, number][]).filter(([x, y]) => x >= 1 && y >= 1 && x + y <= 20);
    const [c, e] = yes ? [b, a] : rng.pick(misses);
    const { choices, key } = yesNo(yes);
    return {
      subtopic: 'same-sum',
      prompt: t('pr.same', { a, b, c, d: e }),
      answer: { kind: 'choice', key },
      input: 'choice',
      choices,
      explanation: [yes ? t('ex.pr.same', { a, b, s }) : t('ex.pr.not', { a, b, s, c, d: e, t: c + e })],
    };
  },
};

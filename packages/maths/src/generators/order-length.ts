/**
 * Longest and shortest (K.MD.A.2) and ordering three lengths (1.MD.A.1): things laid side by side
 * as trains of cubes, their ends together, compared directly; grade 1 also compares two through a
 * third it is told of (if the rope is longer than the stick and the stick longer than the pencil,
 * the rope is longer than the pencil). On the model the child draws a strip of cubes: as long as
 * one thing, or longer than one and shorter than another. No ruler and no unit of any country:
 * the cubes are the unit, as in K "Longer and shorter".
 */
import type { Rng } from '../rng.ts';
import { byD, onModel, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';

/** Things to compare; not the crayon, which French calls what English calls a pencil (a typed answer is read in every language). */
const THINGS = ['pencil', 'ribbon', 'leaf', 'worm', 'stick'] as const;
const KEYS = ['a', 'b', 'c'] as const;

/** Three different lengths at least `gap` cubes apart, within 1..max. */
function threeLengths(rng: Rng, gap: number, max: number): [number, number, number] {
  const low = rng.int(1, max - 2 * gap);
  const mid = rng.int(low + gap, max - gap);
  const high = rng.int(mid + gap, max);
  return rng.shuffle([low, mid, high]) as [number, number, number];
}

export const orderLength: TopicDef = {
  answerKinds: ['choice', 'integer'],
  visuals: ['bar-chart'],
  stories: [],
  make({ rng, g, d }: Ctx): Made {
    const max = g === 0 ? 10 : 12;
    const names = rng.sample(THINGS, 3) as [string, string, string];
    const obj = (i: number) => term(`lobj.${names[i]}`);
    const strip = (i: number, value: number) => ({ term: `lobj.${names[i]}`, value });

    if (onModel(rng, 0.6)) {
      // draw the third strip: as long as the first, or between the first two (then one length only is right)
      const between = rng.chance(0.5);
      if (between) {
        const short = rng.int(1, max - 2);
        const [a, b] = rng.chance(0.5) ? [short, short + 2] : [short + 2, short];
        const answer = short + 1;
        const [s, l] = a < b ? [0, 1] : [1, 0];
        return {
          subtopic: 'draw-between',
          prompt: t('ol.draw.between', { obj: obj(2), objA: obj(s), objB: obj(l) }),
          answer: { kind: 'integer', value: answer },
          input: 'chart',
          visual: { type: 'bar-chart', categories: [strip(0, a), strip(1, b), strip(2, 0)], scale: 1, draw: 2 },
          explanation: [t('ex.ol.draw.between', { objA: obj(s), objB: obj(l), a: Math.min(a, b), b: Math.max(a, b), n: answer })],
        };
      }
      const [a, b] = rng.sample([...Array(max).keys()].map((k) => k + 1), 2) as [number, number];
      return {
        subtopic: 'draw-same',
        prompt: t('ol.draw.same', { obj: obj(2), objA: obj(0) }),
        answer: { kind: 'integer', value: a },
        input: 'chart',
        visual: { type: 'bar-chart', categories: [strip(0, a), strip(1, b), strip(2, 0)], scale: 1, draw: 2 },
        explanation: [t('ex.ol.draw.same', { objA: obj(0), n: a })],
      };
    }
    const choices = KEYS.map((key, i) => ({ key, label: t('term', { t: obj(i) }) }));
    // grade 1 reasons through a third thing it is told of, without a picture (1.MD.A.1), more often as the levels go
    if (g === 1 && rng.chance(byD(d, [0.2, 0.3, 0.4]))) {
      // told: 0 is longer than 1, 1 is longer than 2 (or shorter, for the shortest)
      const shortest = rng.chance(0.5);
      const order = rng.shuffle([0, 1, 2]);
      return {
        subtopic: 'compare-through-a-third',
        prompt: t(shortest ? 'ol.indirect.short' : 'ol.indirect', { objA: obj(order[0]!), objB: obj(order[1]!), objC: obj(order[2]!) }),
        answer: { kind: 'choice', key: KEYS[order[0]!]! },
        input: 'choice',
        choices,
        explanation: [t(shortest ? 'ex.ol.indirect.short' : 'ex.ol.indirect', { objA: obj(order[0]!), objB: obj(order[1]!), objC: obj(order[2]!) })],
      };
    }
    const lengths = threeLengths(rng, byD(d, [3, 2, 1]), max);
    const asks = g === 0 ? (['longest', 'shortest'] as const) : (['longest', 'shortest', 'middle'] as const);
    const ask = rng.pick(asks);
    const sorted = [...lengths].sort((x, y) => x - y);
    const target = ask === 'longest' ? sorted[2]! : ask === 'shortest' ? sorted[0]! : sorted[1]!;
    const i = lengths.indexOf(target);
    return {
      subtopic: ask,
      prompt: t(`ol.${ask}`),
      answer: { kind: 'choice', key: KEYS[i]! },
      input: 'choice',
      choices,
      visual: { type: 'bar-chart', categories: lengths.map((v, n) => strip(n, v)), scale: 1 },
      explanation: [t(`ex.ol.${ask}`, { obj: obj(i), n: target, a: sorted[0]!, b: sorted[1]!, c: sorted[2]! })],
    };
  },
};

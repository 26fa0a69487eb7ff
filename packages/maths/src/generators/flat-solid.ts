/**
 * Flat and solid (K.G.A.3, K.G.B.4; grade 1 goes on with the solids' faces, 1.G.A.1): a shape is flat (it lies on the page) or solid (it can be
 * held); a solid with a curved surface rolls, one with only flat faces does not; a solid's flat
 * faces are counted. Each level asks all it did before and more: which kind, which of three names
 * is the solid (or the flat) one, then rolling, then flat faces.
 */
import { byD, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';

const FLATS = ['circle', 'triangle', 'square', 'rectangle', 'hexagon', 'pentagon', 'octagon', 'rhombus', 'trapezoid'] as const;
const SOLIDS = ['cube', 'sphere', 'cylinder', 'cone', 'rectangular-prism'] as const;
/** The flat faces of each solid: the curved surfaces of a cylinder, a cone and a sphere are not flat. */
const FLAT_FACES: Record<(typeof SOLIDS)[number], number> = { cube: 6, 'rectangular-prism': 6, cylinder: 2, cone: 1, sphere: 0 };
/** A solid with a curved surface rolls on it. */
const ROLLS: Record<(typeof SOLIDS)[number], boolean> = { cube: false, 'rectangular-prism': false, cylinder: true, cone: true, sphere: true };
/** A rectangle drawn long, tall or nearly square: a flat shape is flat whatever its proportions. */
const RECTANGLES = [
  { width: 5, height: 3 },
  { width: 2, height: 5 },
  { width: 6, height: 2 },
] as const;

const named = (key: string) => ({ key, label: t('term', { t: term(`shape.${key}`) }) });

export const flatSolid: TopicDef = {
  answerKinds: ['choice', 'integer'],
  visuals: ['shape'],
  stories: [],
  make({ rng, g, d }: Ctx): Made {
    // K starts with flat or solid; grade 1 starts where K ends, with rolling and flat faces (1.G.A.1)
    const question = rng.pick(
      g === 0
        ? byD(d, [['which', 'pick'], ['which', 'pick', 'roll'], ['which', 'pick', 'roll', 'faces']] as const)
        : byD(d, [['which', 'pick', 'roll'], ['which', 'pick', 'roll', 'faces'], ['pick', 'roll', 'faces']] as const),
    );
    if (question === 'pick') {
      const solid = rng.chance(0.5);
      const [one, others] = solid ? [rng.pick(SOLIDS), rng.sample(FLATS, 2)] : [rng.pick(FLATS), rng.sample(SOLIDS, 2)];
      const order = rng.shuffle([one, ...others] as string[]);
      return {
        subtopic: 'which-is',
        prompt: t(solid ? 'fs.pick.solid' : 'fs.pick.flat', { a: term(`shape.${order[0]}`), b: term(`shape.${order[1]}`), c: term(`shape.${order[2]}`) }),
        answer: { kind: 'choice', key: one },
        input: 'choice',
        choices: order.map(named),
        explanation: [t(solid ? 'ex.fs.solid' : 'ex.fs.flat', { shape: term(`shape.${one}`) })],
      };
    }
    if (question === 'which') {
      const solid = rng.chance(0.5);
      const shape = solid ? rng.pick(SOLIDS) : rng.pick(FLATS);
      return {
        subtopic: 'flat-or-solid',
        prompt: t('fs.which'),
        answer: { kind: 'choice', key: solid ? 'solid' : 'flat' },
        input: 'choice',
        choices: ['flat', 'solid'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
        visual: shape === 'rectangle' ? { type: 'shape', shape, ...rng.pick(RECTANGLES) } : { type: 'shape', shape },
        explanation: [t(solid ? 'ex.fs.solid' : 'ex.fs.flat', { shape: term(`shape.${shape}`) })],
      };
    }
    const shape = rng.pick(SOLIDS);
    if (question === 'roll') {
      return {
        subtopic: 'rolls',
        prompt: t('fs.roll'),
        answer: { kind: 'choice', key: ROLLS[shape] ? 'yes' : 'no' },
        input: 'choice',
        choices: ['yes', 'no'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
        visual: { type: 'shape', shape },
        explanation: [t(ROLLS[shape] ? 'ex.fs.roll' : 'ex.fs.noroll', { shape: term(`shape.${shape}`) })],
      };
    }
    return {
      subtopic: 'flat-faces',
      prompt: t('fs.faces'),
      answer: { kind: 'integer', value: FLAT_FACES[shape] },
      visual: { type: 'shape', shape },
      explanation: [t('ex.fs.faces', { shape: term(`shape.${shape}`), n: FLAT_FACES[shape] })],
    };
  },
};

/** Strands: geometry and data. */
import type { Rng } from '../rng.ts';
import type { ShapeKind, TextRef } from '../types.ts';
import { polygonParams } from '../polygon.ts';
import { EVERY_GRADE, byD, list, name, onModel, sum, t, term, type TopicDef } from './kit.ts';
import { composeShapes } from './compose-shapes.ts';
import { flatSolid } from './flat-solid.ts';
import { partition } from './partition.ts';

/**
 * What every shape of a kind has, whatever its drawing: a number where all such shapes agree, null
 * where they differ (a rhombus may be a square, with four right angles; a right trapezoid has two;
 * a pentagon may be a house with three). A property that differs is asked only of the regular shape
 * (REGULAR: all sides equal and all angles equal), and said so in the question.
 */
export const FLAT: Record<string, { sides: number; right: number | null; symmetry: number | null; parallel: number | null }> = {
  triangle: { sides: 3, right: null, symmetry: null, parallel: 0 },
  square: { sides: 4, right: 4, symmetry: 4, parallel: 2 },
  // a square is a rectangle too: four lines of symmetry, not two
  rectangle: { sides: 4, right: 4, symmetry: null, parallel: 2 },
  rhombus: { sides: 4, right: null, symmetry: null, parallel: 2 },
  trapezoid: { sides: 4, right: null, symmetry: null, parallel: null },
  pentagon: { sides: 5, right: null, symmetry: null, parallel: null },
  hexagon: { sides: 6, right: null, symmetry: null, parallel: null },
  octagon: { sides: 8, right: null, symmetry: null, parallel: null },
};
/** The regular polygon of each number of sides: n lines of symmetry, n/2 pairs of parallel sides when n is even, right angles only in the square. */
export const REGULAR: Record<string, { right: number; symmetry: number; parallel: number }> = {
  triangle: { right: 0, symmetry: 3, parallel: 0 },
  square: { right: 4, symmetry: 4, parallel: 2 },
  pentagon: { right: 0, symmetry: 5, parallel: 0 },
  hexagon: { right: 0, symmetry: 6, parallel: 3 },
  octagon: { right: 0, symmetry: 8, parallel: 4 },
};
const SOLID: Record<string, { faces: number; edges: number; vertices: number }> = {
  cube: { faces: 6, edges: 12, vertices: 8 },
  'rectangular-prism': { faces: 6, edges: 12, vertices: 8 },
  cylinder: { faces: 3, edges: 2, vertices: 0 },
  cone: { faces: 2, edges: 1, vertices: 1 },
  sphere: { faces: 1, edges: 0, vertices: 0 },
};

/** The geoboard the drawing items use: GEOBOARD × GEOBOARD pegs. */
const GEOBOARD = 5;
type Pegs = { x: number; y: number }[];
const pegs = (...xy: [number, number][]): Pegs => xy.map(([x, y]) => ({ x, y }));
/** Shapes to draw, each with one drawing on the geoboard that is right (polygon.test.ts checks every one). */
const DRAW_SIDES: Record<number, Pegs> = {
  3: pegs([0, 0], [4, 0], [2, 3]),
  4: pegs([0, 0], [3, 0], [4, 3], [1, 3]),
  5: pegs([0, 0], [4, 0], [4, 2], [2, 4], [0, 2]),
  6: pegs([1, 0], [3, 0], [4, 2], [3, 4], [1, 4], [0, 2]),
};
/** [sides, right angles] → a drawing with exactly that many right angles. */
const DRAW_RIGHT: { sides: number; right: number; example: Pegs }[] = [
  { sides: 3, right: 1, example: pegs([0, 0], [3, 0], [0, 3]) },
  { sides: 4, right: 1, example: pegs([0, 0], [3, 0], [4, 3], [0, 2]) },
  { sides: 4, right: 2, example: pegs([0, 0], [4, 0], [2, 3], [0, 3]) },
  { sides: 4, right: 4, example: pegs([0, 0], [3, 0], [3, 2], [0, 2]) },
  { sides: 5, right: 2, example: pegs([0, 0], [4, 0], [4, 2], [2, 3], [0, 2]) },
  { sides: 5, right: 3, example: pegs([0, 0], [4, 0], [4, 2], [2, 4], [0, 2]) },
  { sides: 6, right: 5, example: pegs([0, 0], [4, 0], [4, 2], [2, 2], [2, 4], [0, 4]) },
];

/** An item: join pegs into a shape with `sides` sides (and `right` right angles when given). */
function drawShape(sides: number, right: { count: number; example: Pegs } | undefined) {
  const params = polygonParams(sides, right?.count);
  return {
    subtopic: right ? 'draw-right-angles' : 'draw-shape',
    prompt: t(right ? 'shape.draw.right' : 'shape.draw', params),
    answer: right ? { kind: 'polygon' as const, sides, rightAngles: right.count, example: right.example } : { kind: 'polygon' as const, sides, example: DRAW_SIDES[sides]! },
    input: 'geoboard' as const,
    visual: { type: 'geoboard' as const, size: GEOBOARD },
    explanation: [t('ex.shape.draw', params), ...(right ? [t('ex.shape.draw.right', params)] : [])],
  };
}

/**
 * The picture of a flat shape: a rectangle drawn long, tall or nearly square (a shape is named and
 * counted whatever its proportions: K.G.A.2, 1.G.A.1), every other shape as the player draws it.
 */
const RECTANGLES = [
  { width: 5, height: 3 },
  { width: 2, height: 5 },
  { width: 6, height: 2 },
] as const;
function flatPicture(rng: Rng, shape: ShapeKind) {
  return shape === 'rectangle' ? { type: 'shape' as const, shape, ...rng.pick(RECTANGLES) } : { type: 'shape' as const, shape };
}

/** How many sides or corners a flat shape has, asked of its picture. */
function countOf(rng: Rng, shape: ShapeKind, question: 'sides' | 'vertices') {
  const value = FLAT[shape]!.sides;
  return {
    subtopic: question,
    prompt: t(`prop.${question}`, { shape: term(`a.${shape}`) }),
    answer: { kind: 'integer' as const, value },
    visual: flatPicture(rng, shape),
    explanation: [t(`ex.prop.${question}`, { shape: term(`a.${shape}`), n: value })],
  };
}

const shapeChoice = (key: string) => ({ key, label: t('term', { t: term(`shape.${key}`) }) });

/**
 * The other names a drawn shape also answers to in school maths: a square is a rectangle and a
 * rhombus, and each of them a trapezoid where a trapezoid has at least one pair of parallel sides
 * (the inclusive definition many curricula teach). None is offered beside the shape's own name,
 * where choosing it would be marked wrong although it is right.
 */
const ALSO_NAMED: Record<string, readonly string[]> = {
  square: ['rectangle', 'rhombus', 'trapezoid'],
  rectangle: ['trapezoid'],
  rhombus: ['trapezoid'],
};

const nameShapes: TopicDef = {
  answerKinds: ['choice', 'polygon'],
  visuals: ['shape', 'geoboard'],
  stories: [],
  make({ rng, g, d }) {
    // K names flat shapes at every level (K.G.A.2), more of them with each level; grades 1–2 name flat
    // shapes and solids alike at every level (1.G.A.2, 2.G.A.1)
    // K also counts the sides and corners of the flat shapes it names (K.G.B.4) and meets the solids from level 3 (K.G.A.3)
    const flat =
      g === 0
        ? byD(d, [['circle', 'triangle', 'square', 'rectangle'], ['circle', 'triangle', 'square', 'rectangle', 'hexagon'], ['circle', 'triangle', 'square', 'rectangle', 'hexagon']])
        : g === 1
          ? ['circle', 'triangle', 'square', 'rectangle', 'hexagon', 'trapezoid', 'rhombus']
          : ['triangle', 'square', 'rectangle', 'hexagon', 'trapezoid', 'rhombus', 'pentagon', 'octagon'];
    const solid = d === 1 ? ['cube', 'sphere', 'cylinder', 'cone'] : Object.keys(SOLID);
    if (onModel(rng, 0.6)) return drawShape(rng.pick(g === 0 ? [3, 4] : [3, 4, 5, 6]), undefined);
    if (g === 0 && rng.chance(0.45)) return countOf(rng, rng.pick(flat.filter((f) => f !== 'circle')) as ShapeKind, rng.pick(['sides', 'vertices'] as const));
    const pool = (g >= 1 || d === 3) && rng.chance(0.5) ? (g === 0 ? ['cube', 'sphere', 'cylinder', 'cone'] : solid) : flat;
    const shape = rng.pick(pool) as ShapeKind;
    const options = [shape, ...rng.sample(pool.filter((s) => s !== shape && !ALSO_NAMED[shape]?.includes(s)), 3)];
    const info = FLAT[shape];
    return {
      subtopic: info || shape === 'circle' ? '2d-shapes' : '3d-shapes',
      prompt: t('shape.name'),
      answer: { kind: 'choice', key: shape },
      input: 'choice',
      choices: rng.shuffle(options).map(shapeChoice),
      visual: info ? flatPicture(rng, shape) : { type: 'shape', shape },
      explanation: [
        shape === 'circle'
          ? t('ex.shape.circle')
          : info
            ? t('ex.shape.flat', { sides: info.sides, shape: term(`shape.${shape}`) })
            : t('ex.shape.solid', { faces: SOLID[shape]!.faces, shape: term(`shape.${shape}`) }),
      ],
    };
  },
};

const shapeProperties: TopicDef = {
  answerKinds: ['integer', 'polygon'],
  visuals: ['shape', 'geoboard'],
  stories: [],
  make({ rng, g, d }) {
    type Q = 'sides' | 'vertices' | 'faces' | 'edges' | 'right' | 'symmetry' | 'parallel';
    if (onModel(rng, 0.55)) {
      // Draw a shape with the property: so many sides (grades 1–2), so many right angles too (3–4).
      if (g <= 2) return drawShape(rng.pick([3, 4, 5, 6]), undefined);
      const spec = rng.pick(DRAW_RIGHT);
      return drawShape(spec.sides, { count: spec.right, example: spec.example });
    }
    // The activity's questions at every level; the levels bring in more shapes. Grades 1–2 count the
    // sides and corners of flat shapes (1.G.A.1, 2.G.A.1); grade 3 sorts quadrilaterals by their sides
    // and right angles (3.G.A.1); grade 4 by right angles, lines of symmetry and parallel sides (4.G.A).
    const questions: readonly Q[] = g <= 2 ? ['sides', 'vertices'] : g === 3 ? ['sides', 'vertices', 'right'] : ['right', 'symmetry', 'parallel'];
    const question = rng.pick(questions);
    const pools: readonly [string[], string[], string[]] =
      g <= 2
        ? [['triangle', 'square', 'rectangle', 'hexagon'], ['triangle', 'square', 'rectangle', 'pentagon', 'hexagon'], ['triangle', 'square', 'rectangle', 'pentagon', 'hexagon', 'octagon', 'rhombus', 'trapezoid']]
        : [['square', 'rectangle', 'rhombus', 'trapezoid'], ['triangle', 'square', 'rectangle', 'rhombus', 'trapezoid', 'pentagon', 'hexagon'], Object.keys(FLAT)];
    const counting = question === 'sides' || question === 'vertices';
    // a property every shape of the kind has, or the regular shape's (never a rhombus's right angles: a square is a rhombus)
    const askable = byD(d, pools).filter((s) => counting || FLAT[s]![question as 'right' | 'symmetry' | 'parallel'] !== null || s in REGULAR);
    const shape = rng.pick(askable) as ShapeKind;
    if (counting) return countOf(rng, shape, question);
    const property = question as 'right' | 'symmetry' | 'parallel';
    const always = FLAT[shape]![property];
    if (always !== null) {
      return {
        subtopic: question,
        prompt: t(`prop.${question}`, { shape: term(`a.${shape}`) }),
        answer: { kind: 'integer', value: always },
        visual: flatPicture(rng, shape),
        explanation: [t(`ex.prop.${question}`, { shape: term(`a.${shape}`), n: always })],
      };
    }
    const value = REGULAR[shape]![property];
    return {
      subtopic: question,
      prompt: t(`prop.${question}.regular`, { shape: term(`shape.${shape}`) }),
      answer: { kind: 'integer', value },
      visual: { type: 'shape', shape },
      explanation: [t(`ex.prop.${question}.regular`, { shape: term(`shape.${shape}`), n: value })],
    };
  },
};

const angles: TopicDef = {
  answerKinds: ['choice', 'integer'],
  visuals: ['shape', 'protractor'],
  stories: [],
  make({ rng, g, d }) {
    const r5 = (min: number, max: number) => 5 * rng.int(Math.ceil(min / 5), Math.floor(max / 5));
    if (onModel(rng, g === 4 ? 0.55 : 0.35)) {
      // Make an angle of a given size with the protractor (4.MD.C.6); past a half turn from grade 5.
      const whole = g >= 5 && rng.chance(0.3);
      const a = whole ? r5(185, 350) : r5(10, 175);
      return {
        subtopic: 'draw-angle',
        prompt: t('angle.make', { a }),
        answer: { kind: 'integer', value: a, unit: 'deg' },
        input: 'angle',
        visual: { type: 'protractor', max: whole ? 360 : 180 },
        explanation: [t(whole ? 'ex.angle.make.reflex' : 'ex.angle.make', { a, b: 360 - a })],
      };
    }
    if (g === 4 && d === 1) {
      const kind = rng.pick(['acute', 'right', 'obtuse', 'straight'] as const);
      const a = kind === 'acute' ? r5(10, 85) : kind === 'right' ? 90 : kind === 'obtuse' ? r5(95, 175) : 180;
      return {
        subtopic: 'classify',
        prompt: t('angle.classify', { a }),
        answer: { kind: 'choice', key: kind },
        input: 'choice',
        choices: ['acute', 'right', 'obtuse', 'straight'].map((k) => ({ key: k, label: t('term', { t: term(`angle.${k}`) }) })),
        visual: { type: 'shape', shape: 'angle', angles: [a] },
        explanation: [t(`ex.angle.${kind}`, { a })],
      };
    }
    let known: number[];
    let total: number;
    let key: string;
    if (g === 4) {
      total = d === 2 ? 180 : 90;
      known = [r5(10, total - 10)];
      key = d === 2 ? 'angle.line' : 'angle.right';
    } else if (g === 5) {
      total = byD(d, [360, 180, 90]);
      known = d === 1 ? [r5(40, 160), r5(40, 150)] : d === 2 ? [r5(20, 80), r5(20, 80)] : [r5(5, 85)];
      key = byD(d, ['angle.point', 'angle.line2', 'angle.right']);
    } else if (d === 2) {
      const apex = 2 * rng.int(10, 80);
      const x = (180 - apex) / 2;
      return {
        subtopic: 'isosceles',
        prompt: t('angle.iso', { a: apex }),
        answer: { kind: 'integer', value: x, unit: 'deg' },
        // only the angle the question gives: the picture's data reaches the browser, and the others are the answer
        visual: { type: 'shape', shape: 'triangle', angles: [apex] },
        explanation: [t('ex.angle.iso', { total: 180, a: apex, x })],
      };
    } else {
      total = d === 1 ? 180 : 360;
      known = d === 1 ? [r5(20, 100), r5(20, 60)] : [r5(60, 120), r5(60, 120), r5(60, 100)];
      key = d === 1 ? 'angle.tri' : 'angle.quad';
    }
    const x = total - sum(known);
    const params = Object.fromEntries(known.map((v, i) => [['a', 'b', 'c'][i]!, v]));
    return {
      subtopic: key.slice('angle.'.length),
      prompt: t(key, params),
      answer: { kind: 'integer', value: x, unit: 'deg' },
      visual: { type: 'shape', shape: key === 'angle.tri' ? 'triangle' : key === 'angle.quad' ? 'trapezoid' : 'angle', angles: known },
      explanation: [t('ex.angle.sum', { total, known: sum(known), x })],
    };
  },
};

const coordinates: TopicDef = {
  answerKinds: ['point', 'integer'],
  visuals: ['coordinate-grid'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    const neg = g === 6;
    const size = 10;
    const lo = neg ? -size : 0;
    const coord = () => rng.int(lo, size);
    const labels = rng.sample(['A', 'B', 'C', 'D', 'E', 'F', 'P', 'Q', 'R'], 3);
    const pts = labels.map((label) => ({ x: coord(), y: coord(), label }));
    const target = pts[0]!;
    const who = name(rng);
    if (d !== 2 && onModel(rng)) {
      // Plot the point: the learner places it on the empty grid (5.G.A.1, 6.NS.C.8).
      return {
        subtopic: 'plot-point',
        prompt: t('coord.plot', { x: target.x, y: target.y }),
        story: t('coord.plot.story', { name: who, x: target.x, y: target.y }),
        answer: { kind: 'point', x: target.x, y: target.y },
        input: 'coordinate-grid',
        visual: { type: 'coordinate-grid', size, negative: neg, points: [] },
        explanation: [t('ex.coord.read', { x: target.x, y: target.y })],
      };
    }
    if (d === 1) {
      return {
        subtopic: 'read-point',
        prompt: t('coord.read', { label: target.label }),
        story: t('coord.story', { name: who, label: target.label }),
        answer: { kind: 'point', x: target.x, y: target.y },
        visual: { type: 'coordinate-grid', size, negative: neg, points: pts },
        explanation: [t('ex.coord.read', { x: target.x, y: target.y })],
      };
    }
    if (d === 2) {
      const dx = rng.int(lo - target.x, size - target.x) || (target.x < size ? 1 : -1);
      const dy = rng.int(lo - target.y, size - target.y) || (target.y < size ? 1 : -1);
      const nx = target.x + dx;
      const ny = target.y + dy;
      const mx = dx;
      return {
        subtopic: 'translate',
        prompt: t('coord.move', { label: target.label, x: target.x, y: target.y, a: Math.abs(mx), h: term(mx >= 0 ? 'dir.right' : 'dir.left'), b: Math.abs(dy), v: term(dy >= 0 ? 'dir.up' : 'dir.down') }),
        story: t('coord.move.story', { name: who, x: target.x, y: target.y, a: Math.abs(mx), h: term(mx >= 0 ? 'dir.right' : 'dir.left'), b: Math.abs(dy), v: term(dy >= 0 ? 'dir.up' : 'dir.down') }),
        answer: { kind: 'point', x: nx, y: ny },
        input: 'coordinate-grid',
        visual: { type: 'coordinate-grid', size, negative: neg, points: [target] },
        explanation: [t('ex.coord.move', { x: target.x, y: target.y, nx, ny })],
      };
    }
    // distance between two points on a horizontal or vertical line
    const other = pts[1]!;
    const horizontal = rng.chance(0.5);
    if (horizontal) other.y = target.y;
    else other.x = target.x;
    if (other.x === target.x && other.y === target.y) {
      if (horizontal) other.x = target.x === size ? lo : size;
      else other.y = target.y === size ? lo : size;
    }
    const dist = Math.abs(horizontal ? other.x - target.x : other.y - target.y);
    return {
      subtopic: 'distance',
      prompt: t('coord.dist', { p: target.label, q: other.label }),
      story: t('coord.dist.story', { name: who, p: target.label, q: other.label }),
      answer: { kind: 'integer', value: dist },
      visual: { type: 'coordinate-grid', size, negative: neg, points: [target, other] },
      explanation: [t('ex.coord.dist', { a: horizontal ? target.x : target.y, b: horizontal ? other.x : other.y, d: dist })],
    };
  },
};

// ── data ───────────────────────────────────────────────────────────────────

const FRUITS = ['apple', 'banana', 'orange', 'grapes', 'pear', 'mango'] as const;

function chartItem(kind: 'pictograph' | 'bar-chart', rng: Rng, g: number, d: 1 | 2 | 3) {
  // a bar graph in K and grade 1 has three bars counted in ones (K.MD.B.3, 1.MD.C.4), up to 5 and 10
  const early = kind === 'bar-chart' && g <= 1;
  const k = early ? 3 : rng.int(3, 4);
  const cats = rng.sample(FRUITS, k);
  const per = kind === 'pictograph' ? (g <= 1 ? 1 : g === 2 ? 2 : rng.pick([2, 5, 10])) : early ? 1 : g <= 3 ? rng.pick([1, 2, 5]) : rng.pick([10, 50, 100]);
  const maxSymbols = kind === 'pictograph' ? (g === 0 ? 5 : 10) : early && g === 0 ? 5 : 10;
  const values = cats.map(() => per * rng.int(1, maxSymbols));
  // make the values distinct so "how many more" has one answer and bars are easy to tell apart
  for (let i = 1; i < values.length; i++) while (values.slice(0, i).includes(values[i]!)) values[i] = values[i]! + per;
  const categories = cats.map((c, i) => ({ term: `fruit.${c}`, value: values[i]! }));
  const visual = kind === 'pictograph' ? { type: 'pictograph' as const, categories, perSymbol: per } : { type: 'bar-chart' as const, categories, scale: per };
  const cat = (n: number) => term(`fruit.${cats[n]}`);
  const i = rng.int(0, k - 1);
  if (onModel(rng, early ? 0.6 : 0.5)) {
    // Draw one bar (or fill one row of the pictograph) from its count: reading the scale the other way (2.MD.D.10, 3.MD.B.3).
    const drawn = categories.map((c, n) => (n === i ? { ...c, value: 0 } : c));
    return {
      subtopic: 'draw-value',
      prompt: t(kind === 'pictograph' ? 'chart.draw.pict' : 'chart.draw.bar', { cat: cat(i), v: values[i]! }),
      answer: { kind: 'integer' as const, value: values[i]! },
      input: 'chart' as const,
      visual: kind === 'pictograph' ? { type: 'pictograph' as const, categories: drawn, perSymbol: per, draw: i } : { type: 'bar-chart' as const, categories: drawn, scale: per, draw: i },
      explanation: [kind === 'pictograph' ? t('ex.chart.draw.pict', { per, k: values[i]! / per, cat: cat(i), v: values[i]! }) : t('ex.chart.draw.bar', { cat: cat(i), v: values[i]! })],
    };
  }
  let j = rng.int(0, k - 1);
  if (j === i) j = (i + 1) % k;
  const [hi, lo] = values[i]! >= values[j]! ? [i, j] : [j, i];
  if (d === 1) {
    return {
      subtopic: 'read-value',
      prompt: t('chart.value', { cat: cat(i) }),
      answer: { kind: 'integer' as const, value: values[i]! },
      visual,
      explanation: [kind === 'pictograph' ? t('ex.chart.symbols', { per, k: values[i]! / per, cat: cat(i), v: values[i]! }) : t('ex.chart.bar', { cat: cat(i), v: values[i]! })],
    };
  }
  if (d === 2 && early && g === 0) {
    // K sorts the categories by their counts (K.MD.B.3): which has the most
    const top = values.indexOf(Math.max(...values));
    return {
      subtopic: 'most',
      prompt: t('chart.most'),
      answer: { kind: 'choice' as const, key: cats[top]! },
      input: 'choice' as const,
      choices: cats.map((c) => ({ key: c, label: t('term', { t: term(`fruit.${c}`) }) })),
      visual,
      explanation: [t('ex.chart.most', { cat: cat(top), v: values[top]! })],
    };
  }
  if (d === 2) {
    const diff = values[hi]! - values[lo]!;
    return {
      subtopic: 'compare-values',
      prompt: t('chart.more', { a: cat(hi), b: cat(lo) }),
      answer: { kind: 'integer' as const, value: diff },
      visual,
      explanation: [t('ex.sub', { a: values[hi]!, b: values[lo]!, c: diff })],
    };
  }
  return {
    subtopic: 'total',
    prompt: t('chart.total'),
    answer: { kind: 'integer' as const, value: sum(values) },
    visual,
    explanation: [t('ex.sum', { parts: list(values, 'plus'), total: sum(values) })],
  };
}

const pictograph: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['pictograph'],
  stories: [],
  make: ({ rng, g, d }) => chartItem('pictograph', rng, g, d),
};

const barChart: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['bar-chart'],
  stories: [],
  make: ({ rng, g, d }) => chartItem('bar-chart', rng, g, d),
};

const meanMedian: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    // the activity's statistics at every level (grade 5: mode, median and range; grade 6: mean, median
    // and mode, 6.SP.B.5c); the levels give more values, and grade 6's last an even count for the median
    const stat = rng.pick(g === 5 ? (['range', 'mode', 'median'] as const) : (['mean', 'median', 'mode'] as const));
    const n = stat === 'median' && d === 3 && g === 6 ? rng.pick([4, 6]) : byD(d, [5, rng.pick([5, 7]), 7]);
    let values = Array.from({ length: n }, () => rng.int(1, g === 5 ? 20 : 50));
    const who = name(rng);
    if (stat === 'mode') {
      const m = rng.pick(values);
      const others = [...new Set(values.filter((v) => v !== m))].slice(0, n - 3);
      values = rng.shuffle([...others, m, m, m]);
    }
    if (stat === 'mean') {
      // a whole-number mean in grade 5; grade 6 allows one decimal place (n = 5)
      const s = sum(values);
      if (g === 5 || (s * 10) % n !== 0) values[0] = values[0]! + ((n - (s % n)) % n);
    }
    const sorted = [...values].sort((a, b) => a - b);
    const vs = list(values);
    let answerUnits: number;
    let places = 0;
    let explanation: TextRef[];
    if (stat === 'range') {
      answerUnits = sorted[n - 1]! - sorted[0]!;
      explanation = [t('ex.range', { max: sorted[n - 1]!, min: sorted[0]!, r: answerUnits })];
    } else if (stat === 'mode') {
      const m = sorted.find((v) => values.filter((x) => x === v).length === 3)!;
      answerUnits = m;
      explanation = [t('ex.mode', { m, k: 3 })];
    } else if (stat === 'mean') {
      const s = sum(values);
      answerUnits = (s * 10) / n;
      places = 1;
      explanation = [t('ex.mean', { sum: list(values, 'plus'), s, n, m: { type: 'decimal', value: String(answerUnits / 10) } })];
    } else if (n % 2 === 1) {
      answerUnits = sorted[(n - 1) / 2]!;
      explanation = [t('ex.median', { sorted: list(sorted), m: answerUnits })];
    } else {
      const a = sorted[n / 2 - 1]!;
      const b = sorted[n / 2]!;
      answerUnits = (a + b) * 5;
      places = 1;
      explanation = [t('ex.median.even', { sorted: list(sorted), a, b, m: { type: 'decimal', value: String((a + b) / 2) } })];
    }
    const value = places ? answerUnits / 10 : answerUnits;
    // The data as a dot plot on a number line; the marker goes where the median, mode or mean sits (6.SP.B.4).
    const top = g === 5 ? 20 : 50;
    const onLine = stat !== 'range' && Number.isInteger(value * 2) && Math.max(...values) <= top && onModel(rng);
    return {
      subtopic: stat,
      prompt: t(onLine ? `stat.line.${stat}` : `stat.${stat}`, { list: vs }),
      story: t(`stat.story.${stat}`, { name: who, list: vs, n }),
      ...(onLine
        ? { input: 'number-line' as const, visual: { type: 'number-line' as const, min: 0, max: top, step: Number.isInteger(value) ? 1 : 0.5, labelled: Array.from({ length: top / 5 + 1 }, (_, i) => i * 5), marks: sorted } }
        : {}),
      answer: Number.isInteger(value) ? { kind: 'integer', value } : { kind: 'decimal', value: String(value) },
      explanation,
    };
  },
};

export const shapeDataTopics = {
  'geometry/name-shapes': nameShapes,
  'geometry/shape-properties': shapeProperties,
  'geometry/angles': angles,
  'geometry/coordinates': coordinates,
  'geometry/partition': partition,
  'geometry/flat-solid': flatSolid,
  'geometry/compose-shapes': composeShapes,
  'data/pictograph': pictograph,
  'data/bar-chart': barChart,
  'data/mean-median': meanMedian,
} satisfies Record<string, TopicDef>;

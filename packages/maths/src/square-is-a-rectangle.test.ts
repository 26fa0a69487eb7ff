/**
 * A square is a rectangle (and a rhombus) in school maths: every question that
 * asks for "a rectangle" with given measures takes a square with them, and no
 * question offers two right names for one shape and marks one of them wrong.
 */
import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { checkAnswer } from './check.ts';
import { generateItem } from './generate.ts';
import { DIFFICULTIES, TOPIC_GRADES, type Answer, type Item, type TopicKey } from './types.ts';

const SEEDS = 150;

/** Every item of these topics, in every grade and difficulty, for SEEDS seeds. */
function* itemsOf(topics: TopicKey[]): Generator<Item> {
  for (const topic of topics)
    for (const grade of TOPIC_GRADES[topic])
      for (const difficulty of DIFFICULTIES) for (let i = 0; i < SEEDS; i++) yield generateItem({ topic, grade, difficulty, seed: `square-${i}` });
}

/** The side of the square with the rectangle answer's measure (its area or its perimeter), if a square has it. */
function squareSide(answer: Extract<Answer, { kind: 'rectangle' }>): number | undefined {
  const side = answer.match === 'area' ? Math.sqrt(answer.rows * answer.columns) : answer.match === 'perimeter' ? (answer.rows + answer.columns) / 2 : undefined;
  return side !== undefined && Number.isInteger(side) ? side : undefined;
}

const built = (side: number) => ({ kind: 'rectangle' as const, rows: side, columns: side, match: 'exact' as const });
const drawn = (...xy: [number, number][]) => ({ kind: 'drawn-polygon' as const, points: xy.map(([x, y]) => ({ x, y })) });

describe('a square built for "a rectangle"', () => {
  it('is right wherever the rectangle asked for is given by its area or its perimeter (build, factor pairs, fences, patches)', () => {
    const checked = new Map<string, number>();
    for (const item of itemsOf(['measurement/area', 'measurement/perimeter', 'multiplication-division/factors'])) {
      if (item.answer.kind !== 'rectangle') continue;
      const side = squareSide(item.answer);
      if (side === undefined) continue;
      for (const text of [built(side), `${side} x ${side}`]) expect(checkAnswer(item, text, 'en'), `${item.id}: ${side} × ${side}`).toMatchObject({ correct: true });
      checked.set(item.answer.match, (checked.get(item.answer.match) ?? 0) + 1);
    }
    // both rules were met by squares many times over, so the check above is not empty
    expect(checked.get('area')).toBeGreaterThan(20);
    expect(checked.get('perimeter')).toBeGreaterThan(20);
  });

  it('is right for a shape with four sides and four right angles, drawn straight or tilted', () => {
    const fourRight = { answer: { kind: 'polygon', sides: 4, rightAngles: 4, example: [] } } as Pick<Item, 'answer'>;
    expect(checkAnswer(fourRight, drawn([0, 0], [2, 0], [2, 2], [0, 2]), 'en').correct).toBe(true);
    expect(checkAnswer(fourRight, drawn([1, 0], [3, 1], [2, 3], [0, 2]), 'en').correct).toBe(true);
  });

  it('is still refused where an array of so many rows of so many is asked for, and the rows differ', () => {
    const array = { answer: { kind: 'rectangle', rows: 3, columns: 4, match: 'exact' } } as Pick<Item, 'answer'>;
    expect(checkAnswer(array, built(3), 'en').correct).toBe(false);
  });
});

/** The names a shape also has (a square is a rectangle and a rhombus; each of these a trapezoid where one has at least one pair of parallel sides). */
const ALSO: Record<string, string[]> = { square: ['rectangle', 'rhombus', 'trapezoid'], rectangle: ['trapezoid'], rhombus: ['trapezoid'] };

describe('naming a shape from a choice', () => {
  it('never offers a second right name beside the shape’s own, where choosing it would be marked wrong', () => {
    let squares = 0;
    for (const item of itemsOf(['geometry/name-shapes'])) {
      if (item.answer.kind !== 'choice' || item.visual?.type !== 'shape') continue;
      const shape = item.answer.key;
      const offered = (item.choices ?? []).map((c) => c.key);
      expect(offered).toContain(shape);
      expect(offered.filter((k) => ALSO[shape]?.includes(k)), `${item.id}: a ${shape} offered as ${offered.join(', ')}`).toEqual([]);
      if (shape === 'square') squares++;
    }
    expect(squares).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { checkAnswer } from './check.ts';
import { generateItem } from './generate.ts';
import { cornersOf, polygonFacts, type Peg } from './polygon.ts';
import { DIFFICULTIES, type Answer, type Item, type TopicKey } from './types.ts';

const pegs = (...xy: [number, number][]): Peg[] => xy.map(([x, y]) => ({ x, y }));
const drawn = (...xy: [number, number][]) => ({ kind: 'drawn-polygon' as const, points: pegs(...xy) });
const shapeItem = (answer: Extract<Answer, { kind: 'polygon' }>): Pick<Item, 'answer'> => ({ answer });

describe('the shape a learner joins on the geoboard', () => {
  it('counts corners, not pegs: a peg in the middle of a side is not a corner', () => {
    expect(cornersOf(pegs([0, 0], [2, 0], [4, 0], [4, 4], [0, 4]))).toHaveLength(4);
    // the first peg itself in the middle of a side, and the path closed by repeating it
    expect(cornersOf(pegs([2, 0], [4, 0], [4, 4], [0, 4], [0, 0], [2, 0]))).toHaveLength(4);
    // a peg tapped twice is one peg
    expect(cornersOf(pegs([0, 0], [3, 0], [3, 0], [0, 3]))).toHaveLength(3);
  });

  it('tells a simple shape from one whose sides cross, touch or fold back', () => {
    expect(polygonFacts(pegs([0, 0], [3, 0], [3, 3], [0, 3])).simple).toBe(true);
    expect(polygonFacts(pegs([0, 0], [3, 3], [3, 0], [0, 3])).simple).toBe(false); // a bow tie
    expect(polygonFacts(pegs([0, 0], [4, 0], [2, 0], [2, 2])).simple).toBe(false); // doubles back on a side
    expect(polygonFacts(pegs([0, 0], [4, 0], [4, 4], [2, 0], [0, 4])).simple).toBe(false); // a corner on another side
    expect(polygonFacts(pegs([0, 0], [2, 2], [4, 0], [4, 4], [2, 2], [0, 4])).simple).toBe(false); // one peg used twice
  });

  it('counts inside right angles only: the 270° corner of an L is not one', () => {
    expect(polygonFacts(pegs([0, 0], [3, 0], [3, 2], [0, 2])).rightAngles).toBe(4);
    expect(polygonFacts(pegs([0, 0], [4, 0], [4, 2], [2, 2], [2, 4], [0, 4])).rightAngles).toBe(5);
    // the same L drawn the other way round
    expect(polygonFacts(pegs([0, 4], [2, 4], [2, 2], [4, 2], [4, 0], [0, 0])).rightAngles).toBe(5);
    // a tilted square still has four
    expect(polygonFacts(pegs([1, 0], [3, 1], [2, 3], [0, 2])).rightAngles).toBe(4);
    expect(polygonFacts(pegs([0, 0], [4, 0], [2, 3])).rightAngles).toBe(0);
  });
});

describe('checking a drawn shape', () => {
  const pentagon = shapeItem({ kind: 'polygon', sides: 5, example: pegs([0, 0], [4, 0], [4, 2], [2, 4], [0, 2]) });
  it('accepts any simple shape with the sides asked for, wherever it is drawn', () => {
    expect(checkAnswer(pentagon, drawn([1, 1], [3, 1], [4, 3], [2, 4], [0, 3]), 'en').correct).toBe(true);
  });
  it('says why a drawing is not accepted', () => {
    expect(checkAnswer(pentagon, drawn([0, 0], [4, 0]), 'en')).toMatchObject({ correct: false, reason: 'too-few-corners' });
    expect(checkAnswer(pentagon, drawn([0, 0], [2, 0], [4, 0]), 'en')).toMatchObject({ correct: false, reason: 'too-few-corners' });
    expect(checkAnswer(pentagon, drawn([0, 0], [4, 4], [4, 0], [0, 4], [2, 1]), 'en')).toMatchObject({ correct: false, reason: 'sides-cross' });
    expect(checkAnswer(pentagon, drawn([0, 0], [4, 0], [4, 4], [0, 4]), 'en')).toMatchObject({ correct: false, reason: 'off-by-one' });
    expect(checkAnswer(pentagon, drawn([0, 0], [4, 0], [2, 3]), 'en')).toMatchObject({ correct: false, reason: 'incorrect' });
    expect(checkAnswer(pentagon, 'pentagon', 'en')).toMatchObject({ correct: false, reason: 'wrong-kind' });
  });
  it('holds a shape to the number of right angles asked for', () => {
    const rightTrapezoid = shapeItem({ kind: 'polygon', sides: 4, rightAngles: 2, example: pegs([0, 0], [4, 0], [2, 3], [0, 3]) });
    expect(checkAnswer(rightTrapezoid, drawn([0, 0], [3, 0], [3, 3], [0, 1]), 'en').correct).toBe(true);
    expect(checkAnswer(rightTrapezoid, drawn([0, 0], [3, 0], [3, 3], [0, 3]), 'en').correct).toBe(false);
  });
  it('describes the answer for an answer key in every language', () => {
    expect(checkAnswer(pentagon, drawn([0, 0], [4, 0], [2, 3]), 'en').expected).toBe('any shape with 5 sides');
    expect(checkAnswer(shapeItem({ kind: 'polygon', sides: 3, rightAngles: 1, example: pegs([0, 0], [3, 0], [0, 3]) }), 'x', 'fr').expected).toBe('toute forme à 3 côtés et 1 angle droit');
  });
});

describe('checking a built rectangle', () => {
  const rect = (match: 'exact' | 'turned' | 'area' | 'perimeter') => ({ answer: { kind: 'rectangle', rows: 3, columns: 4, match } as const });
  const built = (rows: number, columns: number) => ({ kind: 'rectangle' as const, rows, columns, match: 'exact' as const });
  it('an array must have the rows asked for; turned round it is a different array', () => {
    expect(checkAnswer(rect('exact'), built(3, 4), 'en').correct).toBe(true);
    expect(checkAnswer(rect('exact'), built(4, 3), 'en')).toMatchObject({ correct: false, reason: 'swapped' });
    expect(checkAnswer(rect('turned'), built(4, 3), 'en').correct).toBe(true);
  });
  it('any rectangle with the area, or the perimeter, asked for is right', () => {
    expect(checkAnswer(rect('area'), built(2, 6), 'en').correct).toBe(true);
    expect(checkAnswer(rect('area'), built(1, 12), 'en').correct).toBe(true);
    expect(checkAnswer(rect('area'), built(3, 5), 'en').correct).toBe(false);
    expect(checkAnswer(rect('perimeter'), built(5, 2), 'en').correct).toBe(true);
    expect(checkAnswer(rect('perimeter'), built(2, 6), 'en').correct).toBe(false);
  });
  it('reads a typed rectangle in each language', () => {
    for (const text of ['3 x 4', '3×4', '3 by 4', '3 par 4', '3 por 4']) expect(checkAnswer(rect('exact'), text, 'en').correct, text).toBe(true);
    expect(checkAnswer(rect('exact'), 'three by four', 'en')).toMatchObject({ correct: false, reason: 'unreadable' });
    expect(checkAnswer(rect('exact'), built(0, 4), 'en').correct).toBe(false);
  });
});

describe('the generated building and drawing items', () => {
  const kinds: [TopicKey, string[]][] = [
    ['number-place-value/place-value', ['1', '2', '3']],
    ['multiplication-division/equal-groups', ['2']],
    ['multiplication-division/multiply', ['3']],
    ['measurement/area', ['3', '4']],
    ['measurement/perimeter', ['3', '4']],
    ['geometry/name-shapes', ['K', '1', '2']],
    ['geometry/shape-properties', ['3', '4']],
  ];
  it.each(kinds)('%s makes items answered on a widget, each solvable on its board', (topic, grades) => {
    const inputs = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const grade = grades[i % grades.length] as Item['grade'];
      const item = generateItem({ topic, grade, difficulty: DIFFICULTIES[i % 3]!, seed: `w${i}` });
      if (item.input === 'text' || item.input === 'choice' || !item.input) continue;
      inputs.add(item.input);
      const a = item.answer;
      const v = item.visual;
      if (a.kind === 'rectangle') {
        // the rectangle fits on the board it is built on
        expect(v?.type).toBe('rectangle-board');
        if (v?.type === 'rectangle-board') expect(a.rows <= v.rows && a.columns <= v.columns).toBe(true);
      }
      if (a.kind === 'polygon') {
        expect(v?.type).toBe('geoboard');
        if (v?.type === 'geoboard') expect(a.example.every((p) => p.x >= 0 && p.y >= 0 && p.x < v.size && p.y < v.size)).toBe(true);
        expect(checkAnswer(item, { kind: 'drawn-polygon', points: a.example }, 'en').correct).toBe(true);
      }
    }
    expect(inputs.size).toBeGreaterThan(0);
  });
});

/**
 * Putting shapes together (K.G.B.6): small squares joined side to side make a larger shape, a long
 * rectangle (squares in a row), a tall one (in a column), a rectangle of rows or a big square (2 by
 * 2, 3 by 3). The child builds it on the board of squares, counts the small squares a big shape
 * is made of, and says whether the big shape is a square. A square is also a rectangle, so no question asks "square or rectangle?". The levels
 * bring more squares: up to 5, then 6, then 10 (the numbers of Kindergarten, K.CC.B.5).
 */
import { byD, onModel, t, term, type Ctx, type Made, type TopicDef } from './kit.ts';

/** The most small squares a level puts together: 5, then 6, then 10. */
const MOST = [5, 6, 10] as const;
/** rows × columns of the big shapes a level shows: every row, column, rectangle and square of 2 to `most` small squares */
const SHAPES = MOST.map((most) => {
  const shapes: [number, number][] = [];
  for (let r = 1; r <= most; r++) for (let c = 1; c <= most; c++) if (r * c >= 2 && r * c <= most) shapes.push([r, c]);
  return shapes;
});
/** The board to build on: room for a column of 10, never just the answer's size. */
const BOARD = 10;

export const composeShapes: TopicDef = {
  answerKinds: ['rectangle', 'integer', 'choice'],
  visuals: ['shape', 'rectangle-board'],
  stories: [],
  make({ rng, d }: Ctx): Made {
    const most = byD(d, MOST);
    if (onModel(rng, 0.6)) {
      const board = { type: 'rectangle-board' as const, rows: BOARD, columns: BOARD, cells: 'squares' as const };
      const build = (subtopic: string, key: string, params: Record<string, number>, answer: Made['answer'], explanation: Made['explanation']): Made => ({
        subtopic,
        prompt: t(key, params),
        answer,
        input: 'rectangle',
        visual: board,
        explanation,
      });
      // the big squares and the rectangles of 2 rows or more that fit the level (2 by 2 is a square, so rectangles start at 6)
      const squares = [2, 3].filter((s) => s * s <= most);
      const rectangles = SHAPES[d - 1]!.filter(([r, c]) => r > 1 && c > 1 && r !== c);
      const kind = rng.pick(['row', 'column', 'any', 'square', ...(rectangles.length ? (['rectangle'] as const) : [])] as const);
      const n = rng.int(2, most);
      if (kind === 'row') return build('build-row', 'cs.build.row', { n }, { kind: 'rectangle', rows: 1, columns: n, match: 'exact' }, [t('ex.cs.row', { n })]);
      if (kind === 'column') return build('build-column', 'cs.build.column', { n }, { kind: 'rectangle', rows: n, columns: 1, match: 'exact' }, [t('ex.cs.column', { n })]);
      // any rectangle of n squares: one row of n, or rows of the same length (a square is a rectangle too)
      if (kind === 'any') return build('build-any', 'cs.build.any', { n }, { kind: 'rectangle', rows: 1, columns: n, match: 'area' }, [t('ex.cs.any', { n })]);
      if (kind === 'square') {
        const s = rng.pick(squares);
        return build('build-big-square', 'cs.build.square', { n: s * s }, { kind: 'rectangle', rows: s, columns: s, match: 'exact' }, [t('ex.cs.square', { n: s * s, s })]);
      }
      const [r, c] = rng.pick(rectangles);
      return build('build-rectangle', 'cs.build.rect', { n: r * c, r }, { kind: 'rectangle', rows: r, columns: c, match: 'exact' }, [t('ex.cs.rect', { r, c, n: r * c })]);
    }
    const [r, c] = rng.pick(SHAPES[d - 1]!);
    const n = r * c;
    const square = r === c;
    const picture = { type: 'shape' as const, shape: square ? ('square' as const) : ('rectangle' as const), width: c, height: r, gridSquares: true };
    if (rng.chance(0.5)) {
      return {
        subtopic: 'count-squares',
        prompt: t('cs.count'),
        answer: { kind: 'integer', value: n },
        visual: picture,
        explanation: [t('ex.cs.count', { n })],
      };
    }
    return {
      subtopic: 'is-square',
      prompt: t('cs.is-square'),
      answer: { kind: 'choice', key: square ? 'yes' : 'no' },
      input: 'choice',
      choices: ['yes', 'no'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
      visual: picture,
      explanation: [square ? t('ex.cs.is-square', { s: r }) : t('ex.cs.not-square', { r, c })],
    };
  },
};

/**
 * Rows and columns of same-size squares (2.G.A.2): a rectangle cut into rows and columns, the
 * squares counted (by adding the rows: 4 + 4 + 4) and built on the board; in grade 3 each square
 * is a unit fraction of the whole (3.G.A.2). The levels bring more rows and columns.
 */
import { byD, frac, list, onModel, t, type Ctx, type Made, type TopicDef } from './kit.ts';

export const partition: TopicDef = {
  answerKinds: ['rectangle', 'integer', 'fraction'],
  visuals: ['shape', 'rectangle-board'],
  stories: [],
  make({ rng, g, d }: Ctx): Made {
    // rows × columns by level: within 5 by 5 in grade 2 at first (2.OA.C.4), larger after
    const [rLo, rHi, cLo, cHi] = g === 2 ? byD(d, [[1, 4, 2, 5], [2, 5, 2, 5], [2, 6, 3, 6]] as const) : byD(d, [[2, 6, 2, 6], [2, 8, 2, 8], [3, 10, 3, 10]] as const);
    const r = rng.int(rLo, rHi);
    const c = rng.int(cLo, cHi);
    const a = r * c;
    const rows = list(Array.from({ length: r }, () => c), 'plus');
    const picture = { type: 'shape' as const, shape: r === c ? ('square' as const) : ('rectangle' as const), width: c, height: r, gridSquares: true };
    if (onModel(rng, 0.6)) {
      return {
        subtopic: 'build-rows-columns',
        prompt: t('pt.build', { r, c }),
        answer: { kind: 'rectangle', rows: r, columns: c, match: 'exact' },
        input: 'rectangle',
        visual: { type: 'rectangle-board', rows: 10, columns: 10, cells: 'squares' },
        explanation: [t('ex.pt.build', { r, c, a })],
      };
    }
    const questions = g === 2 ? (['count', 'rows', 'columns', 'add'] as const) : (['count', 'fraction', 'each-row', 'parts'] as const);
    const question = rng.pick(questions);
    // grade 2 adds the rows (2.OA.C.4), grade 3 multiplies them (3.OA.A.1)
    const counted = g === 2 ? t('ex.pt.count', { r, c, rows, a }) : t('ex.pt.count.mul', { r, c, a });
    if (question === 'count') return { subtopic: 'count-squares', prompt: t('pt.count'), answer: { kind: 'integer', value: a }, visual: picture, explanation: [counted] };
    if (question === 'rows') return { subtopic: 'rows', prompt: t('pt.rows'), answer: { kind: 'integer', value: r }, visual: picture, explanation: [t('ex.pt.rows', { r })] };
    if (question === 'columns') return { subtopic: 'columns', prompt: t('pt.columns'), answer: { kind: 'integer', value: c }, visual: picture, explanation: [t('ex.pt.columns', { c })] };
    if (question === 'add') return { subtopic: 'count-squares', prompt: t('pt.add', { r, c }), answer: { kind: 'integer', value: a }, explanation: [counted] };
    if (question === 'fraction') {
      return { subtopic: 'unit-fraction', prompt: t('pt.fraction'), answer: { kind: 'fraction', numerator: 1, denominator: a }, visual: picture, explanation: [t('ex.pt.fraction', { a, f: frac(1, a) })] };
    }
    if (question === 'each-row') return { subtopic: 'each-row', prompt: t('pt.each-row', { r, a }), answer: { kind: 'integer', value: c }, explanation: [t('ex.pt.each-row', { r, c, a })] };
    return { subtopic: 'parts', prompt: t('pt.parts', { f: frac(1, a) }), answer: { kind: 'integer', value: a }, explanation: [t('ex.pt.parts', { a, f: frac(1, a) })] };
  },
};

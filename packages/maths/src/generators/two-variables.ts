/**
 * Two quantities that change together, in grade 6 (6.EE.C.9): a table of x and y made by one rule
 * (y = kx, y = x + c, and at the last level y = kx + c). The child reads the rule from the table as
 * an equation, works out y for a later x and x for a later y, and says which variable depends on
 * the other. Levels: tables from x = 1 with small numbers, then tables starting anywhere with
 * larger numbers, then rules of both kinds together (y = kx + c).
 */
import type { Difficulty } from '../types.ts';
import { byD, list, t, type Ctx, type Made } from './kit.ts';

/** A rule y = kx + c (k = 1 for y = x + c, c = 0 for y = kx). */
interface Rule {
  k: number;
  c: number;
}
const at = (r: Rule, x: number) => r.k * x + r.c;
/** The rule as an equation's label: y = kx, y = x + c or y = kx + c. */
const ruleLabel = (r: Rule) =>
  r.c === 0
    ? t('rel.c.times', { k: r.k })
    : r.k === 1
      ? t('rel.c.plus', { c: r.c })
      : t('rel.c.lin', { k: r.k, c: r.c });

function drawRule(rng: Ctx['rng'], d: Difficulty): Rule {
  const form = rng.pick(
    byD(d, [
      ['times', 'plus'],
      ['times', 'plus'],
      ['times', 'plus', 'lin', 'lin'],
    ] as const),
  );
  const k = rng.int(2, byD(d, [5, 10, 6]));
  const c = rng.int(1, byD(d, [10, 20, 10]));
  return form === 'times' ? { k, c: 0 } : form === 'plus' ? { k: 1, c } : { k, c };
}

/** Rules a child may read off one pair alone, that the table's other pairs rule out. */
function slips(r: Rule, x0: number): Rule[] {
  const y0 = at(r, x0);
  const out: Rule[] = [];
  const add = (s: Rule) => {
    if (
      s.k >= 1 &&
      s.c >= 0 &&
      !(s.k === r.k && s.c === r.c) &&
      !out.some((o) => o.k === s.k && o.c === s.c) &&
      !(s.k === 1 && s.c === 0)
    )
      out.push(s);
  };
  // the first pair alone: y0 = x0 + (y0 − x0), or y0 = (y0 / x0)·x0
  add({ k: 1, c: y0 - x0 });
  if (y0 % x0 === 0) add({ k: y0 / x0, c: 0 });
  add({ k: r.k + 1, c: r.c });
  add({ k: r.k, c: r.c + 1 });
  return out.slice(0, 3);
}

export function twoVariables({ rng, d }: Ctx): Made {
  const level = d as Difficulty;
  const r = drawRule(rng, level);
  const x0 = level === 1 ? 1 : rng.int(1, 6);
  const xs = [0, 1, 2, 3].map((i) => x0 + i);
  const table = { xs: list(xs), ys: list(xs.map((x) => at(r, x))) };
  const why =
    r.c === 0
      ? t('ex.rel.times', { k: r.k })
      : r.k === 1
        ? t('ex.rel.plus', { c: r.c })
        : t('ex.rel.lin', { k: r.k, c: r.c });
  const kind = rng.pick([
    'y',
    'y',
    'x',
    'x',
    'rule',
    'rule',
    'depends',
    ...(r.c === 0 ? (['k'] as const) : r.k === 1 ? (['c'] as const) : []),
  ] as const);
  if (kind === 'y' || kind === 'x') {
    const n = rng.int(x0 + 5, x0 + byD(level, [10, 15, 20]));
    const y = at(r, n);
    if (kind === 'y')
      return {
        subtopic: 'table',
        prompt: t('rel.y', { ...table, n }),
        answer: { kind: 'integer', value: y },
        explanation: [why, t('ex.rel.y', { n, y })],
      };
    return {
      subtopic: 'table',
      prompt: t('rel.x', { ...table, m: y }),
      answer: { kind: 'integer', value: n },
      explanation: [why, t('ex.rel.x', { n, y })],
    };
  }
  if (kind === 'k')
    return {
      subtopic: 'equation',
      prompt: t('rel.k', table),
      answer: { kind: 'integer', value: r.k },
      explanation: [why],
    };
  if (kind === 'c')
    return {
      subtopic: 'equation',
      prompt: t('rel.c', table),
      answer: { kind: 'integer', value: r.c },
      explanation: [why],
    };
  if (kind === 'depends') {
    // y is worked out from x: y is the dependent variable, x the independent one
    const choices = ['x', 'y'].map((v) => ({ key: v, label: t('rel.c.var', { v }) }));
    return {
      subtopic: 'dependent',
      prompt: t('rel.depends', table),
      answer: { kind: 'choice', key: 'y' },
      input: 'choice',
      choices,
      explanation: [why, t('ex.rel.depends')],
    };
  }
  const rules = [r, ...slips(r, x0)];
  const choices = rng.shuffle(rules.map((s, i) => ({ key: String.fromCharCode(97 + i), label: ruleLabel(s) })));
  return {
    subtopic: 'equation',
    prompt: t('rel.rule', table),
    answer: { kind: 'choice', key: 'a' },
    input: 'choice',
    choices,
    explanation: [why],
  };
}

/**
 * The same question in other words (decision 080). A question template (its prompt key, 'op.add')
 * may have wordings, `${key}.w1` … `${key}.wN`, each a template of every language taking the
 * question's own parameters ('What is the sum of {a} and {b}?'). generate.ts words each item with
 * one of them or the question's own, drawn from the item's id apart from its maths, so the same seed
 * keeps the same numbers and a run meets the skill in several wordings. Two items that differ only
 * in wording ask the same question (run.ts questionKey reads baseTemplate).
 */
import { Rng } from './rng.ts';
import type { TextParam, TextRef } from './types.ts';

/**
 * How many wordings each question template has. `whole`: only where no number of the question is
 * below zero ("What is −5 more than 3?" is not how a child meets integers; those keep the symbols).
 */
const WORDINGS: Readonly<Record<string, { count: number; whole?: true }>> = {
  'a3.sum': { count: 1 },
  'angle.classify': { count: 1 },
  'angle.iso': { count: 1 },
  'angle.line': { count: 1 },
  'angle.line2': { count: 1 },
  'angle.make': { count: 1 },
  'area.build': { count: 2 },
  'area.missing': { count: 1 },
  'area.par': { count: 1 },
  'area.rect': { count: 1 },
  'array.build': { count: 3 },
  'array.prompt': { count: 1 },
  'chart.draw.bar': { count: 1 },
  'chart.draw.pict': { count: 1 },
  'chart.more': { count: 1 },
  'chart.most': { count: 1 },
  'clock.read': { count: 2 },
  'clock.set': { count: 2 },
  'cmpf.line': { count: 2 },
  'coins.count': { count: 1 },
  'coins.show': { count: 3 },
  'coins.which': { count: 2 },
  'compare.line.greater': { count: 1 },
  'compare.prompt': { count: 2 },
  'conv.prompt': { count: 5 },
  'coord.dist': { count: 1 },
  'coord.move': { count: 1 },
  'count.make': { count: 2 },
  'count.prompt': { count: 2 },
  'cs.count': { count: 1 },
  'cs.is-square': { count: 1 },
  'd2f.prompt': { count: 1 },
  'dc.build': { count: 1 },
  'dc.true': { count: 1 },
  'd2f.simplest': { count: 1 },
  'elapsed.between': { count: 1 },
  'elapsed.end': { count: 1 },
  'elapsed.end.h': { count: 1 },
  'eq.missing': { count: 1 },
  'eq.shade': { count: 1 },
  'eq.simplify': { count: 1 },
  'ex.sum.q': { count: 2 },
  'f2d.chart': { count: 1 },
  'f2d.prompt': { count: 1 },
  'fac.count': { count: 1 },
  'fac.gcf': { count: 1 },
  'fac.lcm': { count: 1 },
  'fac.pair': { count: 1 },
  'fac.prime': { count: 1 },
  'fos.parts': { count: 2 },
  'fos.shade': { count: 2 },
  'fos.shade.parts': { count: 2 },
  'fos.what': { count: 2 },
  'fs.which': { count: 1 },
  'groups.prompt': { count: 2 },
  'len.compare': { count: 2 },
  'len.compare.short': { count: 2 },
  'len.diff': { count: 1 },
  'len.make': { count: 1 },
  'len.ruler': { count: 1 },
  'lp.line.most': { count: 1 },
  'missing.add1': { count: 1 },
  'missing.add2': { count: 1 },
  'msum.coins': { count: 2 },
  'mt.fill': { count: 1 },
  'mx.mul': { count: 1 },
  'nl.place': { count: 2 },
  'nl.read': { count: 2 },
  'oe.number': { count: 1 },
  'op.add': { count: 5, whole: true },
  'op.sub': { count: 5, whole: true },
  'op.mul': { count: 5, whole: true },
  'op.div': { count: 5, whole: true },
  'ol.longest': { count: 1 },
  'ol.shortest': { count: 1 },
  'pct.line': { count: 1 },
  'pct.of': { count: 1 },
  'pct.write': { count: 1 },
  'perim.build': { count: 1 },
  'perim.poly': { count: 1 },
  'pr.turn': { count: 1 },
  'prop.sides': { count: 1 },
  'pt.build': { count: 1 },
  'pt.count': { count: 1 },
  'pv.blocks': { count: 1 },
  'pv.build': { count: 1 },
  'pv.chart': { count: 1 },
  'pv.digit': { count: 1 },
  'round.line': { count: 2 },
  'round.prompt': { count: 2 },
  'shape.draw': { count: 2 },
  'shape.name': { count: 2 },
  'skip.place': { count: 2 },
  'skip.prompt': { count: 2 },
  'st.sub': { count: 1 },
  'stat.line.median': { count: 1 },
  'tn.fill': { count: 1 },
  'vol.cubes': { count: 1 },
  'vol.cubes.in': { count: 1 },
  'vol.prism': { count: 1 },
};

/** The keys of a question template's wordings, without its own. */
export const wordingsOf = (key: string): string[] => Array.from({ length: WORDINGS[key]?.count ?? 0 }, (_, i) => `${key}.w${i + 1}`);

/** The question template a prompt key words: 'op.add.w3' → 'op.add'; a template's own key is its own. */
export function baseTemplate(key: string): string {
  const m = /^(.+)\.w\d+$/.exec(key);
  return m && WORDINGS[m[1]!] ? m[1]! : key;
}

const negative = (p: TextParam): boolean =>
  (typeof p === 'number' && p < 0) ||
  (typeof p === 'object' && ((p.type === 'decimal' && p.value.startsWith('-')) || (p.type === 'fraction' && p.numerator < 0) || (p.type === 'list' && p.items.some(negative))));

/** The prompt in one of its wordings or its own, drawn from the item's id (never from the generator's draws). */
export function reword(prompt: TextRef, id: string): TextRef {
  const w = WORDINGS[prompt.key];
  if (!w || (w.whole && Object.values(prompt.params).some(negative))) return prompt;
  const pick = new Rng(`${id}|wording`).int(0, w.count);
  return pick === 0 ? prompt : { key: `${prompt.key}.w${pick}`, params: prompt.params };
}

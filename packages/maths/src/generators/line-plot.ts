/**
 * Line plots of measurements (2.MD.D.9, 3.MD.B.4, 4.MD.B.4, 5.MD.B.2) and dot plots (6.SP.B.4): the
 * lengths of a few things, each a dot above its length on a number line, read and used. Grade 2
 * measures in whole units, grade 3 in halves and quarters, grades 4 and 5 down to eighths, adding
 * (4) and sharing out (5) what the plot shows; grade 6 describes it by its centre and spread. Every level asks the same questions of a plot; a level brings more dots and
 * finer parts. The units are the region's (inches on a US page, centimetres elsewhere).
 */
import type { Rng } from '../rng.ts';
import type { Answer, TextParam, Unit, Visual } from '../types.ts';
import { byD, onModel, t, term, unit, type Ctx, type Made, type TopicDef } from './kit.ts';

/** What is measured: a plural noun the questions name (lobjs.*). */
const THINGS = ['leaf', 'ribbon', 'worm', 'pencil', 'stick'] as const;

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A length of `parts` parts of 1/den as a child reads it: 3, 3/4 or 2 1/4 (lowest terms). */
function lengthParam(parts: number, den: number): TextParam {
  const k = gcd(parts, den);
  const [n, d] = [parts / k, den / k];
  if (d === 1) return n;
  return n < d ? { type: 'fraction', numerator: n, denominator: d } : { type: 'mixed', whole: Math.floor(n / d), numerator: n % d, denominator: d };
}

/** The answer of a length: a whole number, or a fraction of its parts (typed as 9/4 or 2 1/4, or placed on the line). */
function lengthAnswer(parts: number, den: number): Answer {
  const k = gcd(parts, den);
  return den / k === 1 ? { kind: 'integer', value: parts / den } : { kind: 'fraction', numerator: parts / k, denominator: den / k, requireSimplest: false, allowDecimal: true };
}

/** The parts of a unit a grade's plot is measured in, by level. */
function denominatorFor(g: number, d: 1 | 2 | 3, rng: Rng): number {
  if (g === 2 || g === 6) return 1;
  if (g === 3) return byD(d, [2, 4, 4]);
  if (g === 4) return byD(d, [2, 4, 8]);
  return byD(d, [4, rng.pick([4, 8]), 8]);
}

export const linePlot: TopicDef = {
  answerKinds: ['integer', 'fraction'],
  visuals: ['number-line'],
  stories: [],
  make({ rng, g, d, units }: Ctx): Made {
    const u: Unit = units === 'customary' ? 'in' : 'cm';
    const den = denominatorFor(g, d, rng);
    // the line: whole units from lo to hi, every length a dot above its mark
    const span = g === 6 ? byD(d, [8, 10, 12]) : den === 1 ? byD(d, [6, 8, 10]) : den === 8 ? 2 : 3;
    const lo = g === 6 ? rng.int(10, 30) : den === 1 ? rng.int(2, 10) : rng.int(1, g === 3 ? 4 : 6);
    const hi = lo + span;
    const positions = span * den + 1;
    // how many lengths, each with its own count of dots: every question has one answer
    const kinds = Math.min(positions, byD(d, [4, 5, 6]));
    const spots = rng.sample([...Array(positions).keys()], kinds).sort((a, b) => a - b);
    const counts = rng.sample([1, 2, 3, 4, 5, 6].slice(0, Math.max(kinds, byD(d, [4, 5, 6]))), kinds);
    const at = (i: number) => lo * den + spots[i]!;
    const marks = spots.flatMap((s, i) => Array.from({ length: counts[i]! }, () => lo + s / den));
    const visual: Visual = {
      type: 'number-line',
      min: lo,
      max: hi,
      step: 1 / den,
      labelled: Array.from({ length: span + 1 }, (_, i) => lo + i),
      marks,
      ...(den > 1 ? { denominator: den } : {}),
    };
    // leaves, worms and pencils are short; a plot past 12 units measures ribbons or sticks
    const things = term(`lobjs.${rng.pick(hi > 12 ? (['ribbon', 'stick'] as const) : THINGS)}`);
    /** the unit in words, where a question names it without a number ("in inches") */
    const uu = term(`unit-name.${u}`);
    /** a length and its unit, the unit in the form its number takes (1/2 inch, 1 inch, 2 1/2 inches) */
    const len = (name: string, parts: number, per = den) => ({ [name]: lengthParam(parts, per), [`u${name}`]: unit(u, Math.max(1, Math.ceil(parts / per))) });
    const v = (i: number) => lengthParam(at(i), den);
    const total = counts.reduce((a, b) => a + b, 0);
    const most = counts.indexOf(Math.max(...counts));

    // answered on the line: where the most dots stand, or the length a count of them has (reading the plot both ways)
    if (onModel(rng, g === 2 ? 0.6 : 0.5)) {
      if (rng.chance(0.5)) {
        return {
          subtopic: 'mode',
          prompt: t('lp.line.most', { things, u: uu }),
          answer: lengthAnswer(at(most), den),
          input: 'number-line',
          visual,
          explanation: [t('ex.lp.most', { ...len('v', at(most)), k: counts[most]! })],
        };
      }
      // a count of two or more, so "the same length" says something
      const i = rng.pick(counts.flatMap((c, n) => (c >= 2 ? [n] : [])));
      return {
        subtopic: 'read-count',
        prompt: t('lp.line.count', { things, k: counts[i]! }),
        answer: lengthAnswer(at(i), den),
        input: 'number-line',
        visual,
        explanation: [t('ex.lp.count', { ...len('v', at(i)), k: counts[i]! })],
      };
    }
    const questions =
      g === 2 || g === 3
        ? (['count', 'more', 'total', 'longer', 'range'] as const)
        : g === 4
          ? (['count', 'more', 'range', 'sum', 'longer'] as const)
          : g === 5
            ? (['count', 'more', 'range', 'sum', 'share'] as const)
            : (['count', 'more', 'range', 'median', 'longer'] as const);
    const question = rng.pick(questions);
    const i = rng.int(0, kinds - 1);
    if (question === 'count') {
      return { subtopic: 'read-count', prompt: t('lp.count', { things, ...len('v', at(i)) }), answer: { kind: 'integer', value: counts[i]! }, visual, explanation: [t('ex.lp.count', { ...len('v', at(i)), k: counts[i]! })] };
    }
    if (question === 'more') {
      let j = rng.int(0, kinds - 2);
      if (j >= i) j++;
      const [a, b] = counts[i]! > counts[j]! ? [i, j] : [j, i];
      const c = counts[a]! - counts[b]!;
      return {
        subtopic: 'compare-counts',
        prompt: t('lp.more', { things, ...len('a', at(a)), ...len('b', at(b)) }),
        answer: { kind: 'integer', value: c },
        visual,
        explanation: [t('ex.lp.more', { a: v(a), b: v(b), x: counts[a]!, y: counts[b]!, c })],
      };
    }
    if (question === 'total') {
      return { subtopic: 'total', prompt: t('lp.total', { things }), answer: { kind: 'integer', value: total }, visual, explanation: [t('ex.lp.total', { n: total })] };
    }
    if (question === 'longer') {
      // a length below the longest, so some are longer; counted strictly longer
      const k = rng.int(0, kinds - 2);
      const longer = counts.slice(k + 1).reduce((a, b) => a + b, 0);
      return { subtopic: 'longer-than', prompt: t('lp.longer', { things, ...len('v', at(k)) }), answer: { kind: 'integer', value: longer }, visual, explanation: [t('ex.lp.longer', { ...len('v', at(k)), k: longer })] };
    }
    if (question === 'range') {
      const r = at(kinds - 1) - at(0);
      return {
        subtopic: 'range',
        prompt: t('lp.range', { things, u: uu }),
        answer: lengthAnswer(r, den),
        visual,
        explanation: [t('ex.lp.range', { ...len('max', at(kinds - 1)), ...len('min', at(0)), r: lengthParam(r, den) })],
      };
    }
    if (question === 'median') {
      // grade 6 describes the plot by its centre and spread (6.SP.A.2, 6.SP.B.5c): the middle length, or halfway between the two middle ones
      const sorted = spots.flatMap((_, n) => Array.from({ length: counts[n]! }, () => at(n)));
      const [a, b] = total % 2 ? [sorted[(total - 1) / 2]!, sorted[(total - 1) / 2]!] : [sorted[total / 2 - 1]!, sorted[total / 2]!];
      return {
        subtopic: 'median',
        prompt: t('lp.median', { things, u: uu }),
        answer: lengthAnswer(a + b, 2 * den),
        visual,
        explanation: [a === b ? t('ex.lp.median', { n: total, ...len('m', a) }) : t('ex.lp.median.even', { n: total, a: lengthParam(a, den), b: lengthParam(b, den), ...len('m', a + b, 2 * den) })],
      };
    }
    if (question === 'sum') {
      const i = rng.pick(counts.flatMap((c, n) => (c >= 2 ? [n] : [])));
      const s = counts[i]! * at(i);
      return {
        subtopic: 'total-length',
        prompt: t('lp.sum', { things, ...len('v', at(i)), u: uu }),
        answer: lengthAnswer(s, den),
        visual,
        explanation: [t('ex.lp.sum', { k: counts[i]!, ...len('v', at(i)), s: lengthParam(s, den) })],
      };
    }
    // share: the longest and the shortest laid end to end, then cut into two equal pieces (5.MD.B.2's sharing out)
    const joined = at(kinds - 1) + at(0);
    return {
      subtopic: 'share-equally',
      prompt: t('lp.share', { things, u: uu }),
      answer: lengthAnswer(joined, 2 * den),
      visual,
      explanation: [t('ex.lp.share', { max: v(kinds - 1), min: v(0), ...len('s', joined), m: lengthParam(joined, 2 * den), um: unit(u, Math.max(1, Math.ceil(joined / (2 * den)))) })],
    };
  },
};

/** Strand: fractions and decimals. */
import { gcd, lcm, q, qCmp, qToDecimal, type Q } from '../rational.ts';
import type { Answer, TextParam, TextRef } from '../types.ts';
import { EVERY_GRADE, byD, notRound, compareChoices, dec, frac, name, numAnswer, onModel, pow10, t, twoNames, whoChoices, type Made, type TopicDef } from './kit.ts';
import { divideFractions } from './divide-fractions.ts';
import { multiplyFractions } from './multiply-fractions.ts';

/** A fraction as a text param: mixed number when improper and not whole. */
export function fracParam(x: Q): TextParam {
  if (x.d === 1) return x.n;
  if (Math.abs(x.n) > x.d) {
    const whole = Math.trunc(x.n / x.d);
    return { type: 'mixed', whole, numerator: Math.abs(x.n) % x.d, denominator: x.d };
  }
  return frac(x.n, x.d);
}

const fracAnswer = (x: Q, extra: Partial<Extract<Answer, { kind: 'fraction' }>> = {}): Answer => ({
  kind: 'fraction',
  numerator: x.n,
  denominator: x.d,
  requireSimplest: false,
  allowDecimal: true,
  ...extra,
});

const fractionOfShape: TopicDef = {
  answerKinds: ['integer', 'fraction'],
  visuals: ['fraction-bars'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    const who = name(rng);
    const shade = onModel(rng);
    /** counting the shaded or the unshaded parts of a bar with some shaded (K.G.B.6 composing, 1.G.A.3 describing shares) */
    const countParts = (parts: number): Made => {
      const n = rng.int(1, parts - 1);
      const left = rng.chance(0.5);
      return {
        subtopic: 'equal-parts',
        prompt: t(left ? 'fos.count.unshaded' : 'fos.count.shaded'),
        ...(asStory ? { story: t(left ? 'fos.story.count.unshaded' : 'fos.story.count.shaded', { name: who, d: parts }) } : {}),
        answer: { kind: 'integer', value: left ? parts - n : n },
        visual: { type: 'fraction-bars', bars: [{ parts, shaded: n }] },
        explanation: [left ? t('ex.count.unshaded', { n, d: parts, r: parts - n }) : t('ex.count.shaded', { n })],
      };
    };
    if (g === 0) {
      // K counts equal parts: two to four of them, then up to six, then up to eight
      const parts = rng.int(2, byD(d, [4, 6, 8]));
      if (shade) {
        const n = rng.int(1, parts - 1);
        return {
          subtopic: 'equal-parts',
          prompt: t('fos.shade.parts', { n, d: parts }),
          ...(asStory ? { story: t('fos.story.shade.parts', { name: who, n, d: parts }) } : {}),
          answer: { kind: 'fraction', numerator: n, denominator: parts, requireSimplest: false, allowDecimal: true },
          input: 'fraction-bars',
          visual: { type: 'fraction-bars', bars: [{ parts, shaded: 0 }] },
          explanation: [t('ex.shade.parts', { n, d: parts })],
        };
      }
      if (rng.chance(0.6)) return countParts(parts);
      return {
        subtopic: 'equal-parts',
        prompt: t('fos.parts'),
        ...(asStory ? { story: t('fos.story.parts', { name: who }) } : {}),
        answer: { kind: 'integer', value: parts },
        visual: { type: 'fraction-bars', bars: [{ parts, shaded: 0 }] },
        explanation: [t('ex.parts', { d: parts })],
      };
    }
    const dens = g === 1 ? [2, 4] : g === 2 ? [2, 3, 4] : [2, 3, 4, 6, 8];
    const den = rng.pick(dens);
    const num = rng.int(1, den - 1);
    const f = frac(num, den);
    const subtopic = den === 2 ? 'halves' : den === 4 ? 'quarters' : den === 3 ? 'thirds' : 'unit-fractions';
    if (!shade && g <= 2) {
      // the other shares of the same bars: the part not shaded, as a fraction or as a count of parts
      const form = rng.int(0, 2);
      if (form === 1) return countParts(den);
      if (form === 2) {
        const rest = frac(den - num, den);
        return {
          subtopic,
          prompt: t('fos.what.unshaded'),
          story: t('fos.story.unshaded', { name: who, d: den }),
          answer: { kind: 'fraction', numerator: den - num, denominator: den, requireSimplest: false, allowDecimal: true },
          visual: { type: 'fraction-bars', bars: [{ parts: den, shaded: num }] },
          explanation: [t('ex.fos.unshaded', { n: num, d: den, r: den - num, f: rest })],
        };
      }
    }
    return {
      subtopic,
      prompt: shade ? t('fos.shade', { f }) : t('fos.what'),
      story: shade ? t('fos.story.shade', { name: who, d: den, n: num }) : t('fos.story', { name: who, d: den, n: num }),
      answer: { kind: 'fraction', numerator: num, denominator: den, requireSimplest: false, allowDecimal: true },
      input: shade ? 'fraction-bars' : 'text',
      visual: { type: 'fraction-bars', bars: [{ parts: den, shaded: shade ? 0 : num }] },
      explanation: [t('ex.fos', { d: den, n: num, f })],
    };
  },
};

const equivalent: TopicDef = {
  answerKinds: ['integer', 'fraction'],
  visuals: ['fraction-bars'],
  stories: [],
  make({ rng, g, d }) {
    const dens = g === 3 ? [2, 3, 4, 6] : g === 4 ? [2, 3, 4, 5, 6, 8, 10, 12] : [3, 4, 5, 6, 7, 8, 9, 10, 12];
    const den = rng.pick(dens);
    let num = rng.int(1, den - 1);
    while (gcd(num, den) !== 1) num = rng.int(1, den - 1);
    if (onModel(rng, g <= 4 ? 0.65 : 0.45)) {
      // Shade the second bar, cut in k times as many parts, to cover as much as the first (at most 24 parts).
      const k = rng.int(2, Math.max(2, Math.min(g === 3 ? 4 : 6, Math.floor(24 / den))));
      return {
        subtopic: 'equal-shading',
        prompt: t('eq.shade', { f: frac(num, den), d: den * k }),
        answer: { kind: 'fraction', numerator: num * k, denominator: den * k, requireSimplest: false, allowDecimal: false },
        input: 'fraction-bars',
        visual: { type: 'fraction-bars', bars: [{ parts: den, shaded: num }, { parts: den * k, shaded: 0 }] },
        explanation: [t('ex.eq.mul', { k, f: frac(num, den), g: frac(num * k, den * k) })],
      };
    }
    const k = rng.int(2, g === 3 ? 4 : g === 4 ? 5 : 9);
    if (d === 1) {
      return {
        subtopic: 'missing-numerator',
        prompt: t('eq.missing', { f: frac(num, den), d: den * k }),
        answer: { kind: 'integer', value: num * k },
        // the second bar is cut but left clear: shaded, its parts would be the missing numerator
        visual: { type: 'fraction-bars', bars: [{ parts: den, shaded: num }, { parts: den * k, shaded: 0 }] },
        explanation: [t('ex.eq.mul', { k, f: frac(num, den), g: frac(num * k, den * k) })],
      };
    }
    if (d === 2 || g === 3 || g >= 5) {
      return {
        subtopic: 'simplest-form',
        prompt: t('eq.simplify', { f: frac(num * k, den * k) }),
        answer: fracAnswer(q(num, den), { requireSimplest: true }),
        explanation: [t('ex.eq.div', { k, f: frac(num * k, den * k), g: frac(num, den) })],
      };
    }
    const whole = rng.int(1, 4);
    const n = whole * den + num;
    return {
      subtopic: 'mixed-numbers',
      prompt: t('eq.mixed', { f: frac(n, den) }),
      answer: fracAnswer(q(n, den), { requireSimplest: true, requireMixed: true }),
      explanation: [t('ex.mixed', { d: den, n, w: whole, r: num, f: frac(n, den), m: { type: 'mixed', whole, numerator: num, denominator: den } })],
    };
  },
};

const compareFractions: TopicDef = {
  answerKinds: ['choice', 'fraction'],
  visuals: ['fraction-bars', 'number-line'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    let a: Q;
    let b: Q;
    const pickDen = (list: number[]) => rng.pick(list);
    if (g === 3) {
      if (d === 1) {
        const den = pickDen([3, 4, 6, 8]);
        a = { n: rng.int(1, den - 1), d: den };
        b = { n: rng.int(1, den - 1), d: den };
      } else if (d === 2) {
        const n = rng.int(1, 3);
        a = { n, d: rng.int(n + 1, 8) };
        b = { n, d: rng.int(n + 1, 8) };
      } else {
        const den = pickDen([2, 3, 4]);
        const n = rng.int(1, den - 1);
        const k = rng.int(2, 3);
        a = { n, d: den };
        b = rng.chance(0.5) ? { n: n * k, d: den * k } : { n: n * k + 1 <= den * k - 1 ? n * k + 1 : n * k - 1, d: den * k };
      }
    } else {
      const da = pickDen(g === 4 ? [2, 3, 4, 5, 6] : [3, 4, 5, 6, 7, 8, 9, 10, 12]);
      const db = g === 4 && d === 1 ? da * rng.int(2, 3) : pickDen(g === 4 ? [3, 4, 5, 6, 8, 10, 12] : [3, 4, 5, 6, 7, 8, 9, 10, 12]);
      a = { n: rng.int(1, da - 1), d: da };
      b = { n: rng.int(1, db - 1), d: db };
      if (d === 3 && rng.chance(0.3)) b = { n: a.n * 2, d: a.d * 2 };
    }
    const sign = qCmp(a, b);
    const { choices, answer, symbol } = compareChoices(sign);
    const common = lcm(a.d, b.d);
    const fa = frac(a.n, a.d);
    const fb = frac(b.n, b.d);
    const subtopic = a.d === b.d ? 'same-denominator' : a.n === b.n ? 'same-numerator' : 'different-denominators';
    const explanation = [t('ex.cmp.frac', { d: common, a2: frac((a.n * common) / a.d, common), b2: frac((b.n * common) / b.d, common), a: fa, b: fb, sym: symbol })];
    if (asStory) {
      const [n1, n2] = twoNames(rng);
      const who = whoChoices(n1, n2, sign);
      return { subtopic, prompt: t('compare.prompt', { a: fa, b: fb }), story: t('cmpf.story', { name: n1, name2: n2, a: fa, b: fb }), ...who, input: 'choice', explanation };
    }
    // Where the two sit on a line from 0 to 1 cut in parts both fractions can be read in (3.NF.A.2, 3.NF.A.3d).
    if (sign !== 0 && common <= 24 && onModel(rng)) {
      const greater = sign > 0 ? a : b;
      return {
        subtopic,
        prompt: t('cmpf.line', { a: fa, b: fb }),
        answer: { kind: 'fraction', numerator: greater.n, denominator: greater.d, requireSimplest: false, allowDecimal: false },
        input: 'number-line',
        visual: { type: 'number-line', min: 0, max: 1, step: 1 / common, labelled: [0, 1], denominator: common },
        explanation: [t('ex.cmpf.line', { d: common, a2: frac((a.n * common) / a.d, common), b2: frac((b.n * common) / b.d, common), g: frac(greater.n, greater.d) })],
      };
    }
    return {
      subtopic,
      prompt: t('compare.prompt', { a: fa, b: fb }),
      answer,
      input: 'choice',
      choices,
      ...(g === 3 ? { visual: { type: 'fraction-bars' as const, bars: [{ parts: a.d, shaded: a.n }, { parts: b.d, shaded: b.n }] } } : {}),
      explanation,
    };
  },
};

/**
 * Adding and subtracting fractions: the activity's skill at every level (4.NF.B.3, 5.NF.A.1).
 * Grade 4 keeps like denominators: proper fractions whose sum stays within a whole, then any
 * proper ones, then mixed numbers. Grades 5 and 6 keep unlike denominators: one a multiple of the
 * other, then any two, then mixed numbers. Each level adds and subtracts alike.
 */
const addFractions: TopicDef = {
  answerKinds: ['fraction'],
  visuals: ['fraction-bars'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    const op = rng.pick(['add', 'sub'] as const);
    const [n1, n2] = twoNames(rng);
    const like = g === 4;
    const related = g === 5 ? d === 1 : false;
    const mixed = d === 3;
    let a: Q = { n: 1, d: 2 };
    let b: Q = { n: 1, d: 2 };
    // a few tries for two different fractions (1/2 and 2/4 are one number: their difference is nothing)
    for (let tries = 0; tries < 8 && (tries === 0 || qCmp(a, b) === 0); tries++) {
      const da = rng.pick(like ? [3, 4, 5, 6, 8, 10, 12] : [2, 3, 4, 5, 6, 8]);
      const db = like ? da : related ? da * rng.int(2, 3) : rng.pick([2, 3, 4, 5, 6, 8, 10].filter((x) => x !== da));
      a = { n: rng.int(1, da - 1), d: da };
      b = { n: rng.int(1, db - 1), d: db };
      if (like && d === 1 && op === 'add' && a.n + b.n > da) b = { n: rng.int(1, da - a.n > 0 ? da - a.n : 1), d: db };
      if (mixed) {
        a = { n: a.n + da * rng.int(1, 3), d: da };
        if (g === 6 || rng.chance(0.5)) b = { n: b.n + db * rng.int(1, 2), d: db };
      }
    }
    if (qCmp(a, b) === 0) a = { n: a.n + a.d, d: a.d };
    if (op === 'sub' && qCmp(a, b) < 0) [a, b] = [b, a];
    const params = (r: Q) => ({ a: fracParam(a), b: fracParam(b), c: fracParam(r) });
    const common = lcm(a.d, b.d);
    // On one bar cut in the common parts, starting from the first fraction: shade on (add) or clear (take away).
    const bars = common <= 12 && a.n < a.d && onModel(rng);
    if (bars && op === 'add' && (a.n * common) / a.d + (b.n * common) / b.d > common) b = { n: rng.int(1, Math.max(1, Math.floor(((common - (a.n * common) / a.d) * b.d) / common))), d: b.d };
    if (qCmp(a, b) === 0 && op === 'sub') a = { n: a.n + a.d, d: a.d };
    const an = (a.n * common) / a.d;
    const bn = (b.n * common) / b.d;
    const r = q(op === 'add' ? an + bn : an - bn, common);
    const proper = a.n < a.d && b.n < b.d;
    let story: TextRef;
    if (op === 'add') story = proper && an + bn <= common ? t('addf.story', { name: n1, name2: n2, a: fracParam(a), b: fracParam(b) }) : t('addf.story.l', { name: n1, a: fracParam(a), b: fracParam(b) });
    else story = proper ? t('subf.story', { name: n1, a: fracParam(a), b: fracParam(b) }) : t('subf.story.l', { name: n1, a: fracParam(a), b: fracParam(b) });
    const fits = bars && a.n < a.d && an + (op === 'add' ? bn : 0) <= common;
    return {
      subtopic: like ? 'like-denominators' : 'unlike-denominators',
      prompt: t(op === 'add' ? 'op.add' : 'op.sub', params(r)),
      story,
      answer: fracAnswer(r),
      ...(fits ? { input: 'fraction-bars' as const, visual: { type: 'fraction-bars' as const, bars: [{ parts: common, shaded: an }] } } : {}),
      explanation: [
        t(op === 'add' ? 'ex.addf.common' : 'ex.subf.common', { d: common, a2: frac(an, common), b2: frac(bn, common), s: frac(op === 'add' ? an + bn : an - bn, common) }),
        t('ex.simplify', { p: fracParam(r) }),
      ],
    };
  },
};

/** The place-value chart decimal items are made on: ten thousands down to thousandths. */
const DECIMAL_CHART = { type: 'place-value-chart' as const, high: 4, low: -3 };

const decimals: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line', 'place-value-chart'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    const who = name(rng);
    if (g === 5 && d <= 2) {
      const mul = d === 1;
      // On the chart every digit moves k places (5.NBT.A.2); its columns run from ten thousands to thousandths.
      const chart = onModel(rng);
      const k = chart && !mul ? rng.int(1, 2) : rng.int(1, 3);
      const places = chart && !mul ? 1 : rng.int(1, 2);
      const units = chart && mul ? rng.int(11, 999) : rng.int(11, 9999);
      // units/10^places × 10^k  or  ÷ 10^k
      const rPlaces = mul ? Math.max(0, places - k) : places + k;
      const rUnits = mul ? (places >= k ? units : units * pow10(k - places)) : units;
      const params = { a: dec(units, places), b: pow10(k) };
      return {
        subtopic: mul ? 'multiply-powers-of-ten' : 'divide-powers-of-ten',
        prompt: t(mul ? 'op.mul' : 'op.div', params),
        story: t(mul ? 'dec.story.mul10' : 'dec.story.div10', { name: who, ...params }),
        answer: numAnswer(rUnits, rPlaces),
        ...(chart ? { input: 'place-value-chart' as const, visual: DECIMAL_CHART } : {}),
        explanation: [t(mul ? 'ex.pow10.mul' : 'ex.pow10.div', { p: pow10(k), k, c: dec(rUnits, rPlaces) })],
      };
    }
    if (g === 6) {
      const a = notRound(rng.int(11, 999));
      const b = byD(d, [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)]);
      if (d === 3) {
        const quotient = rng.int(11, 999);
        const params = { a: dec(quotient * b, 2), b, q: dec(quotient, 2) };
        return {
          subtopic: 'divide-decimals',
          prompt: t('op.div', params),
          story: t('div.story.dec', params),
          answer: numAnswer(quotient, 2),
          explanation: [t('ex.div', params)],
        };
      }
      const bPlaces = d === 2 ? 1 : 0;
      return {
        subtopic: 'multiply-decimals',
        prompt: t('op.mul', { a: dec(a, 1), b: dec(b, bPlaces) }),
        story: bPlaces ? t('mul.story.area', { a: dec(a, 1), b: dec(b, 1) }) : t('mul.story.dec', { a: dec(a, 1), b }),
        answer: numAnswer(a * b, 1 + bPlaces),
        explanation: [t('ex.mul.dec', { a2: a, b2: b, p2: a * b, k: 1 + bPlaces, p: dec(a * b, 1 + bPlaces) })],
      };
    }
    // grade 4 (and grade 5 stretch): add or subtract tenths / hundredths
    const places = g === 4 ? byD(d, [1, 1, 2]) : 2;
    const aPlaces = g === 5 ? 1 : places;
    const subtract = d === 2 || (g === 5 && rng.chance(0.5));
    // Tenths to 2 on a number line (grade 4), or the sum made on the place-value chart (grade 5).
    const model = onModel(rng) ? (g === 4 && places === 1 ? 'line' : g === 5 ? 'chart' : undefined) : undefined;
    const most = model === 'line' ? (subtract ? 20 : 10) : g === 4 ? 99 : 999;
    let a = rng.int(1, most) * pow10(places - aPlaces);
    let b = rng.int(1, model === 'line' ? 10 : g === 4 ? 99 : 999);
    if (subtract && b > a) [a, b] = [b, a];
    if (subtract && a === b) a += 1;
    const c = subtract ? a - b : a + b;
    const params = { a: dec(a, places), b: dec(b, places), c: dec(c, places) };
    const visual =
      model === 'line'
        ? { type: 'number-line' as const, min: 0, max: 2, step: 0.1, labelled: [0, 0.5, 1, 1.5, 2] }
        : model === 'chart'
          ? DECIMAL_CHART
          : undefined;
    return {
      subtopic: subtract ? 'subtract-decimals' : 'add-decimals',
      prompt: t(subtract ? 'op.sub' : 'op.add', params),
      story: subtract ? t('sub.story.dec', { name: who, ...params }) : t('dec.story.add', { name: who, ...params }),
      answer: numAnswer(c, places),
      ...(visual ? { input: model === 'line' ? ('number-line' as const) : ('place-value-chart' as const), visual } : {}),
      explanation: [t('ex.dec.align'), t(subtract ? 'ex.sub' : 'ex.add', params)],
    };
  },
};

const fractionToDecimal: TopicDef = {
  answerKinds: ['decimal', 'fraction'],
  visuals: ['place-value-chart'],
  stories: [],
  make({ rng, g, d }) {
    let x: Q;
    if (g === 4) {
      const den = byD(d, [10, 100, rng.pick([10, 100])]);
      x = { n: rng.int(1, den - 1), d: den };
      if (x.n % 10 === 0 && den === 100) x.n += 1;
    } else if (g === 5) {
      const den = byD(d, [rng.pick([2, 4, 5]), 1000, rng.pick([2, 4, 5, 20, 25])]);
      x = { n: rng.int(1, den - 1), d: den };
    } else {
      const den = byD(d, [rng.pick([8, 20, 25, 40]), rng.pick([2, 4, 5, 8]), rng.pick([8, 20, 25, 40, 50])]);
      x = { n: rng.int(1, den - 1) + (d === 2 ? den * rng.int(1, 5) : 0), d: den };
    }
    const r = q(x.n, x.d);
    const decimal = qToDecimal(r)!;
    const placesN = decimal.includes('.') ? decimal.length - decimal.indexOf('.') - 1 : 0;
    const scaled = { n: (r.n * pow10(placesN)) / r.d, d: pow10(placesN) };
    const toFraction = d === 3;
    const dp: TextParam = { type: 'decimal', value: decimal };
    if (toFraction) {
      const simplest = g >= 5;
      return {
        subtopic: 'decimal-to-fraction',
        prompt: t(simplest ? 'd2f.simplest' : 'd2f.prompt', { x: dp }),
        answer: { kind: 'fraction', numerator: r.n, denominator: r.d, requireSimplest: simplest, allowDecimal: false },
        explanation: [t('ex.d2f', { x: dp, g: frac(scaled.n, scaled.d), f: fracParam(r) })],
      };
    }
    const shown = fracParam(x);
    // Written on a place-value chart from the ones to the thousandths (4.NF.C.6): each digit in its column.
    const chart = onModel(rng);
    return {
      subtopic: 'fraction-to-decimal',
      prompt: t(chart ? 'f2d.chart' : 'f2d.prompt', { f: shown }),
      answer: { kind: 'decimal', value: decimal, allowFraction: false },
      ...(chart ? { input: 'place-value-chart' as const, visual: { type: 'place-value-chart' as const, high: g === 6 ? 1 : 0, low: g === 4 ? -2 : -3 } } : {}),
      explanation: [t('ex.f2d', { f: shown, g: frac(scaled.n, scaled.d), x: dp })],
    };
  },
};

const percent: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['number-line'],
  stories: EVERY_GRADE,
  make({ rng, d, story: asStory }) {
    if (d === 3 && !asStory) {
      const den = rng.pick([2, 4, 5, 10, 20, 25, 50]);
      const num = rng.int(1, den - 1);
      const p = (num * 100) / den;
      return {
        subtopic: 'fraction-to-percent',
        prompt: t('pct.write', { f: frac(num, den) }),
        answer: { kind: 'integer', value: p, unit: 'percent' },
        explanation: [t('ex.pct.frac', { f: frac(num, den), g: frac(p, 100) , p })],
      };
    }
    // On a percent line from 0 to the whole, cut in twentieths (5% each): where does p% of n sit? (6.RP.A.3c)
    const line = onModel(rng);
    const p = line ? 5 * rng.int(1, 19) : d === 1 ? rng.pick([10, 20, 25, 50, 75]) : rng.int(1, 99);
    const step = line ? 20 : 100 / gcd(p, 100);
    const n = step * rng.int(1, Math.floor(600 / step));
    const r = (n * p) / 100;
    return {
      subtopic: 'percent-of',
      prompt: t(line ? 'pct.line' : 'pct.of', { p, n }),
      story: t('pct.story', { p, n }),
      answer: { kind: 'integer', value: r },
      ...(line ? { input: 'number-line' as const, visual: { type: 'number-line' as const, min: 0, max: n, step: n / 20, labelled: [0, n / 2, n] } } : {}),
      explanation: [t('ex.pct', { p, n, r })],
    };
  },
};

export const fractionTopics = {
  'fractions-decimals/fraction-of-shape': fractionOfShape,
  'fractions-decimals/equivalent-fractions': equivalent,
  'fractions-decimals/compare-fractions': compareFractions,
  'fractions-decimals/add-fractions': addFractions,
  'fractions-decimals/multiply-fractions': multiplyFractions,
  'fractions-decimals/divide-fractions': divideFractions,
  'fractions-decimals/decimals': decimals,
  'fractions-decimals/fraction-to-decimal': fractionToDecimal,
  'fractions-decimals/percent': percent,
} satisfies Record<string, TopicDef>;

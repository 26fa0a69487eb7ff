/** Strand: number and place value. */
import { decimalString } from '../rational.ts';
import type { Visual } from '../types.ts';
import { OBJECTS, byD, compareChoices, dec, digits, kDigit, list, name, numAnswer, obj, pow10, t, term, type Ctx, type TopicDef } from './kit.ts';

const count: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['counters'],
  hasStory: false,
  make({ rng, g, d }) {
    const max = g === 0 ? byD(d, [5, 10, 20]) : byD(d, [20, 30, 50]);
    const n = rng.int(d === 1 ? 1 : Math.floor(max / 2) + 1, max);
    const o = rng.pick(OBJECTS);
    return {
      subtopic: n <= 10 ? 'count-to-10' : n <= 20 ? 'count-to-20' : 'count-to-50',
      prompt: t('count.prompt', { obj: obj(o) }),
      answer: { kind: 'integer', value: n },
      visual: { type: 'counters', count: n, object: o, tenFrame: true },
      explanation: [t('ex.count', { n, obj: obj(o, n) })],
    };
  },
};

const skipCount: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['number-line'],
  hasStory: false,
  make({ rng, g, d }) {
    let step: number;
    let start: number;
    if (g === 0) {
      step = byD(d, [1, 1, 10]);
      start = byD(d, [rng.int(0, 5), rng.int(8, 15), 10 * rng.int(0, 5)]);
    } else if (g === 1) {
      step = byD(d, [2, 5, 10]);
      start = step === 10 ? rng.int(1, 9) + 10 * rng.int(0, 5) : step * rng.int(0, 10);
    } else if (g === 2) {
      step = byD(d, [5, 10, 100]);
      start = step === 100 ? rng.int(1, 4) * 10 + 100 * rng.int(0, 4) : step === 10 ? rng.int(1, 9) + 10 * rng.int(0, 40) : 5 * rng.int(0, 30);
    } else {
      step = byD(d, [rng.pick([3, 4, 6]), rng.pick([7, 8, 9]), -rng.pick([25, 50])]);
      start = step > 0 ? step * rng.int(0, 8) : rng.int(12, 30) * 50;
    }
    const seq = [0, 1, 2, 3].map((i) => start + i * step);
    const next = start + 4 * step;
    const lo = Math.min(start, next);
    const hi = Math.max(start, next);
    const visual: Visual = {
      type: 'number-line',
      min: lo,
      max: hi,
      step: Math.abs(step),
      labelled: seq,
      hops: [0, 1, 2, 3].map((i) => ({ from: seq[i]!, to: seq[i]! + step })),
    };
    return {
      subtopic: `by-${Math.abs(step)}`,
      prompt: t('skip.prompt', { seq: list(seq) }),
      answer: { kind: 'integer', value: next },
      visual,
      explanation: [t(step > 0 ? 'ex.skip.up' : 'ex.skip.down', { step: Math.abs(step) }), t(step > 0 ? 'ex.add' : 'ex.sub', { a: seq[3]!, b: Math.abs(step), c: next })],
    };
  },
};

/** Two numbers to compare, as scaled integers with `places` decimals. */
function comparePair({ rng, g, d }: Ctx): { a: number; b: number; places: number } {
  const close = (n: number, k: number) => {
    // change one digit of n so the two numbers share most digits
    const ds = digits(n);
    const p = rng.int(0, Math.max(0, Math.min(k, ds.length) - 1));
    const delta = (rng.chance(0.5) ? 1 : -1) * rng.int(1, 3) * pow10(p);
    const m = n + delta;
    return m >= 0 && m !== n ? m : n + pow10(p);
  };
  const ints = (max: number, near: boolean) => {
    const a = rng.int(0, max);
    const b = rng.chance(0.1) ? a : near ? Math.min(max, close(a, String(a).length)) : rng.int(0, max);
    return { a, b, places: 0 };
  };
  switch (g) {
    case 0:
      return ints(byD(d, [5, 10, 20]), false);
    case 1:
      return ints(byD(d, [20, 50, 120]), d === 3);
    case 2:
      return ints(byD(d, [100, 500, 1000]), d === 3);
    case 3:
      return ints(byD(d, [1000, 9999, 9999]), d >= 2);
    case 4:
      return ints(byD(d, [99_999, 999_999, 999_999]), d >= 2);
    case 5: {
      if (d < 3) return ints(byD(d, [999_999, 9_999_999, 0]), d === 2);
      const a = rng.int(0, 9999);
      const b = rng.chance(0.1) ? a : close(a, 3);
      return { a, b, places: 3 };
    }
    default: {
      if (d === 1) {
        const a = rng.int(0, 9999);
        return { a, b: rng.chance(0.1) ? a : close(a, 2), places: rng.pick([2, 3]) };
      }
      const a = rng.int(-50, 50);
      const b = d === 2 ? rng.int(-50, 50) : -a + rng.int(-2, 2);
      return { a, b, places: 0 };
    }
  }
}

const compare: TopicDef = {
  answerKinds: ['choice'],
  visuals: [],
  hasStory: false,
  make(ctx) {
    const { a, b, places } = comparePair(ctx);
    const { choices, answer, symbol } = compareChoices(Math.sign(a - b));
    const pa = dec(a, places);
    const pb = dec(b, places);
    return {
      subtopic: places ? 'decimals' : a < 0 || b < 0 ? 'negative-numbers' : 'whole-numbers',
      prompt: t('compare.prompt', { a: pa, b: pb }),
      answer,
      input: 'choice',
      choices,
      explanation: [t(symbol === '<' ? 'ex.compare.lt' : symbol === '>' ? 'ex.compare.gt' : 'ex.compare.eq', { a: pa, b: pb })],
    };
  },
};

const PLACE_DIGITS = [2, 3, 4, 6, 7, 9];

const placeValue: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['place-value-blocks'],
  hasStory: false,
  make({ rng, g, d }) {
    const k = PLACE_DIGITS[g - 1]!;
    if (d === 1) {
      const n = kDigit(rng, Math.min(k, 4));
      const ds = digits(n);
      const parts = ds.map((x, p) => x * pow10(p)).filter((v) => v > 0).reverse();
      if (g <= 3) {
        return {
          subtopic: 'blocks',
          prompt: t('pv.blocks'),
          answer: { kind: 'integer', value: n },
          visual: { type: 'place-value-blocks', thousands: ds[3] ?? 0, hundreds: ds[2] ?? 0, tens: ds[1] ?? 0, ones: ds[0] ?? 0 },
          explanation: [t('ex.pv.parts', { parts: list(parts, 'plus'), n })],
        };
      }
      const m = kDigit(rng, k);
      const mparts = digits(m).map((x, p) => x * pow10(p)).filter((v) => v > 0).reverse();
      return {
        subtopic: 'expanded-form',
        prompt: t('pv.expanded', { parts: list(mparts, 'plus') }),
        answer: { kind: 'integer', value: m },
        explanation: [t('ex.pv.parts', { parts: list(mparts, 'plus'), n: m })],
      };
    }
    const n = kDigit(rng, k);
    const ds = digits(n);
    if (d === 2 && g <= 3 && rng.chance(0.5)) {
      // Building the number on the blocks is the other half of reading it off them.
      const parts = ds.map((x, p) => x * pow10(p)).filter((v) => v > 0).reverse();
      return {
        subtopic: 'build-number',
        prompt: t('pv.build', { n }),
        answer: { kind: 'integer', value: n },
        input: 'place-value-blocks',
        explanation: [t('ex.pv.parts', { parts: list(parts, 'plus'), n })],
      };
    }
    if (d === 2) {
      const positions = ds.map((x, p) => (x > 0 ? p : -1)).filter((p) => p >= 0);
      const p = rng.pick(positions);
      const digit = ds[p]!;
      return {
        subtopic: 'digit-value',
        prompt: t('pv.digit', { n, place: term(`place.${p}`) }),
        answer: { kind: 'integer', value: digit * pow10(p) },
        explanation: [t('ex.pv.digit', { digit, place: term(`place.${p}`), pv: pow10(p), v: digit * pow10(p) })],
      };
    }
    const p = rng.int(1, Math.min(3, k - 1));
    const q = Math.floor(n / pow10(p));
    return {
      subtopic: 'regroup',
      prompt: t('pv.howmany', { n, place: term(`place.${p}`) }),
      answer: { kind: 'integer', value: q },
      explanation: [t('ex.pv.howmany', { n, pv: pow10(p), q, place: term(`place.${p}`) })],
    };
  },
};

/** [min, max, step, labelEvery] in units of 10^-places, per grade and difficulty. */
function lineSpec({ rng, g, d }: Ctx): { min: number; max: number; step: number; every: number; places: number } {
  switch (g) {
    case 0:
      return d === 3 ? { min: 0, max: 20, step: 1, every: 5, places: 0 } : { min: 0, max: 10, step: 1, every: 5, places: 0 };
    case 1:
      return byD(d, [
        { min: 0, max: 20, step: 1, every: 5, places: 0 },
        { min: 0, max: 100, step: 10, every: 50, places: 0 },
        { min: 0, max: 100, step: 5, every: 20, places: 0 },
      ]);
    case 2:
      return byD(d, [
        { min: 0, max: 100, step: 5, every: 50, places: 0 },
        { min: 0, max: 1000, step: 100, every: 500, places: 0 },
        { min: 0, max: 1000, step: 50, every: 200, places: 0 },
      ]);
    case 3: {
      const s = rng.int(0, 9) * 100;
      const s2 = rng.int(0, 8) * 1000;
      return byD(d, [
        { min: s, max: s + 100, step: 10, every: 50, places: 0 },
        { min: 0, max: 10000, step: 1000, every: 5000, places: 0 },
        { min: s2, max: s2 + 1000, step: 100, every: 500, places: 0 },
      ]);
    }
    case 4:
      return byD(d, [
        { min: 0, max: 10, step: 1, every: 5, places: 1 },
        { min: 0, max: 50, step: 5, every: 10, places: 1 },
        { min: 10, max: 20, step: 1, every: 5, places: 1 },
      ]);
    case 5: {
      const s = rng.int(0, 9) * 10;
      return byD(d, [
        { min: s, max: s + 10, step: 1, every: 5, places: 2 },
        { min: 0, max: 100, step: 5, every: 20, places: 1 },
        { min: s, max: s + 10, step: 1, every: 5, places: 2 },
      ]);
    }
    default:
      return byD(d, [
        { min: -10, max: 10, step: 1, every: 5, places: 0 },
        { min: -20, max: 20, step: 2, every: 10, places: 0 },
        { min: -10, max: 10, step: 1, every: 5, places: 1 },
      ]);
  }
}

const numberLine: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line'],
  hasStory: false,
  make(ctx) {
    const { min, max, step, every, places } = lineSpec(ctx);
    const ticks = (max - min) / step;
    const unlabelled = [...Array(ticks - 1).keys()].map((i) => min + (i + 1) * step).filter((v) => (v - min) % every !== 0);
    const target = ctx.rng.pick(unlabelled.length ? unlabelled : [min + step]);
    const num = (u: number) => Number(decimalString(u, places));
    const labelled: number[] = [];
    for (let v = min; v <= max; v += every) labelled.push(num(v));
    if (labelled[labelled.length - 1] !== num(max)) labelled.push(num(max));
    const place = ctx.d === 2;
    const steps = (target - min) / step;
    return {
      subtopic: places ? 'decimals' : min < 0 ? 'negative-numbers' : 'whole-numbers',
      prompt: place ? t('nl.place', { n: dec(target, places) }) : t('nl.read'),
      answer: { ...numAnswer(target, places), ...(places ? { allowFraction: true } : {}) },
      input: place ? 'number-line' : 'text',
      visual: { type: 'number-line', min: num(min), max: num(max), step: num(step), labelled, ...(place ? {} : { target: num(target) }) },
      explanation: [t('ex.nl', { step: dec(step, places), from: dec(min, places), k: steps, target: dec(target, places) })],
    };
  },
};

const rounding: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: [],
  hasStory: true,
  make({ rng, g, d }) {
    // value as scaled integer with `places` decimals, rounded to place r (negative = decimals)
    let places = 0;
    let value: number;
    let r: number;
    if (g === 3) {
      r = byD(d, [1, 2, 3]);
      value = rng.int(pow10(r) + 1, 9999);
    } else if (g === 4) {
      r = byD(d, [3, 4, 5]);
      value = rng.int(pow10(r) + 1, 999_999);
    } else if (g === 5) {
      r = byD(d, [0, -1, -2]);
      places = -r + 1;
      value = rng.int(pow10(places), 100 * pow10(places) - 1);
    } else {
      r = byD(d, [6, -2, -1]);
      places = r === 6 ? 0 : 3;
      value = r === 6 ? rng.int(1_000_001, 999_999_999) : rng.int(1000, 99_999);
    }
    const f = pow10(r + places);
    if (value % f === 0) value -= Math.max(1, Math.floor(f / 10)) * rng.int(1, 9);
    const rounded = Math.floor((value + f / 2) / f) * f;
    const next = Math.floor((value % f) / (f / 10));
    const p = dec(value, places);
    const placeTerm = term(`nearest.${r}`);
    const who = name(rng);
    return {
      subtopic: places ? 'decimals' : `nearest-${pow10(r)}`,
      prompt: t('round.prompt', { n: p, place: placeTerm }),
      story: places ? t('round.story.dec', { name: who, n: p, place: placeTerm }) : t('round.story', { n: p, place: placeTerm }),
      answer: numAnswer(rounded, places),
      explanation: [t(rounded >= value ? 'ex.round.up' : 'ex.round.down', { digit: next, place: placeTerm, r: dec(rounded, places) })],
    };
  },
};

export const numberTopics = {
  'number-place-value/count': count,
  'number-place-value/skip-count': skipCount,
  'number-place-value/compare': compare,
  'number-place-value/place-value': placeValue,
  'number-place-value/number-line': numberLine,
  'number-place-value/rounding': rounding,
} satisfies Record<string, TopicDef>;

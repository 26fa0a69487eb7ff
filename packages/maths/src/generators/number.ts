/** Strand: number and place value. */
import { decimalString } from '../rational.ts';
import type { Visual } from '../types.ts';
import { teenNumbers } from './teen-numbers.ts';
import { EVERY_GRADE, OBJECTS, byD, compareChoices, dec, digits, kDigit, list, name, numAnswer, obj, onModel, pow10, t, term, twoNames, whoChoices, type Ctx, type TopicDef } from './kit.ts';
import { patterns } from './patterns.ts';

const count: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['counters'],
  // counting a collection is not story-shaped: no word-problem set
  stories: [],
  make({ rng, g, d }) {
    // grade 1 counts on to 120 (1.NBT.A.1)
    const max = g === 0 ? byD(d, [5, 10, 20]) : byD(d, [20, 50, 120]);
    const n = rng.int(d === 1 ? 1 : Math.floor(max / 2) + 1, max);
    const o = rng.pick(OBJECTS);
    const subtopic = n <= 10 ? 'count-to-10' : n <= 20 ? 'count-to-20' : 'count-to-50';
    // past fifty the collection is shown in tens and ones: 120 loose counters are not counted, they are bundled
    if (n > 50 || onModel(rng)) {
      if (n <= 20) {
        // Make the number: counters go into ten frames, as many frames as the level's largest number needs.
        return {
          subtopic,
          prompt: t('count.make', { n, objN: obj(o, n) }),
          answer: { kind: 'integer', value: n },
          input: 'counters',
          visual: { type: 'counters', count: 0, object: o, tenFrame: true, max: Math.max(10, Math.ceil(Math.min(max, 20) / 10) * 10) },
          explanation: [t('ex.count.make', { n, objN: obj(o, n) })],
        };
      }
      // Past twenty a child counts in tens: bundles of ten and loose ones.
      const tens = Math.floor(n / 10);
      return {
        subtopic,
        prompt: t('count.tens', { n }),
        answer: { kind: 'integer', value: n },
        input: 'place-value-blocks',
        explanation: [t('ex.count.tens', { n, t: tens, o: n % 10 })],
      };
    }
    return {
      subtopic,
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
  stories: [],
  make({ rng, g, d }) {
    let step: number;
    let start: number;
    // The activity's steps at every level; the levels start further along and, in grade 3, count back too.
    if (g === 0) {
      // K: count by tens to 100 (K.CC.A.1): from 0, from any ten, then on to 100
      step = 10;
      start = byD(d, [10 * rng.int(0, 2), 10 * rng.int(0, 4), 10 * rng.int(3, 6)]);
    } else if (g <= 2) {
      // by 2s, 5s and 10s (1.NBT.A.1, 2.NBT.A.2): from a multiple of the step, further on with each level;
      // from grade 2's last level by tens from any number
      step = rng.pick([2, 5, 10]);
      const reach = byD(d, [4, 10, g === 1 ? 14 : 40]);
      start = g === 2 && d === 3 && step === 10 ? rng.int(1, 9) + 10 * rng.int(0, 40) : step * rng.int(0, step === 10 ? Math.min(reach, 8) : reach);
    } else {
      // by 10s and 100s from any number (3.NBT.A.1 and 2.NBT.A.2 extended): up, then from larger numbers, then back
      const size = rng.pick([10, 100]);
      step = d === 3 && rng.chance(0.5) ? -size : size;
      const from = byD(d, [size === 10 ? rng.int(1, 9) + 10 * rng.int(0, 9) : rng.int(1, 9) * 10 + 100 * rng.int(0, 3), size === 10 ? rng.int(100, 899) : rng.int(10, 499), size === 10 ? rng.int(500, 959) : rng.int(500, 599)]);
      start = step < 0 ? Math.max(from, 4 * size + 1) : from;
    }
    const seq = [0, 1, 2, 3].map((i) => start + i * step);
    const next = start + 4 * step;
    const size = Math.abs(step);
    // Small steps are counted on a line marked in ones; big ones on a line marked in fifths of the step.
    const tick = size >= 10 ? size / 5 : 1;
    const place = onModel(rng);
    // The line runs on past the next number by any number of its marks up to two hops, not by whole
    // hops: an end always a hop or two past the answer would be a count to make back from it. It
    // starts at or a little before the first number, never below zero.
    const marks = Math.max(4, (2 * size) / tick);
    const beyond = tick * rng.int(1, marks);
    const back = tick * rng.int(0, marks);
    const before = Math.min(start, next) - back >= 0 ? back : 0;
    const lo = Math.min(start, next) - (step > 0 ? before : beyond);
    const hi = Math.max(start, next) + (step > 0 ? beyond : before);
    // Hops between the numbers given only: the jump to the next number is the child's to make.
    const visual: Visual = { type: 'number-line', min: lo, max: hi, step: tick, labelled: seq, hops: [0, 1, 2].map((i) => ({ from: seq[i]!, to: seq[i + 1]! })) };
    return {
      subtopic: `by-${size}`,
      prompt: t(place ? 'skip.place' : 'skip.prompt', { seq: list(seq) }),
      answer: { kind: 'integer', value: next },
      ...(place ? { input: 'number-line' as const } : {}),
      visual,
      explanation: [t(step > 0 ? 'ex.skip.up' : 'ex.skip.down', { step: size }), t(step > 0 ? 'ex.add' : 'ex.sub', { a: seq[3]!, b: size, c: next })],
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
      return ints(byD(d, [20, 50, 99]), d === 3);
    case 2:
      return ints(byD(d, [100, 500, 999]), d === 3);
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
  answerKinds: ['choice', 'integer'],
  visuals: ['number-line'],
  stories: EVERY_GRADE,
  make(ctx) {
    const { rng } = ctx;
    const pair = comparePair(ctx);
    const { a, places } = pair;
    let { b } = pair;
    const pa = dec(a, places);
    const pb = dec(b, places);
    const subtopic = places ? 'decimals' : a < 0 || b < 0 ? 'negative-numbers' : 'whole-numbers';
    const sign = Math.sign(a - b);
    const symbol = sign < 0 ? '<' : sign > 0 ? '>' : '=';
    const explanation = [t(symbol === '<' ? 'ex.compare.lt' : symbol === '>' ? 'ex.compare.gt' : 'ex.compare.eq', { a: pa, b: pb })];
    if (ctx.story) {
      const [n1, n2] = twoNames(rng);
      const o = rng.pick(OBJECTS);
      const key = places ? 'compare.story.dec' : a < 0 || b < 0 ? 'compare.story.neg' : Math.max(a, b) <= 120 ? 'compare.story' : 'compare.story.points';
      const { choices, answer } = whoChoices(n1, n2, sign);
      return {
        subtopic,
        prompt: t('compare.prompt', { a: pa, b: pb }),
        story: t(key, { name: n1, name2: n2, a: pa, b: pb, objA: obj(o, a), objB: obj(o, b), obj: obj(o) }),
        answer,
        input: 'choice',
        choices,
        explanation,
      };
    }
    // Numbers are compared by where they sit on a number line (K.CC.C.6, 2.NBT.A.4, 6.NS.C.7): whenever both fit
    // on a line of at most 40 steps of the last digit's place, labelled every ten steps.
    // two different numbers, the other one below (never past the range the title promises: 20 + 1 is not within 20)
    if (a === b) b = a === 0 ? 1 : a - 1;
    // the line starts below both numbers (the marker starts there), and never below 0 before grade 6
    let lo = Math.floor(Math.min(a, b) / 10) * 10;
    if (lo === Math.min(a, b)) lo -= 10;
    const hi = Math.ceil((Math.max(a, b) + 1) / 10) * 10;
    if (hi - lo <= 40 && (lo >= 0 || ctx.g === 6) && onModel(rng)) {
      const greater = rng.chance(0.5);
      const want = greater ? Math.max(a, b) : Math.min(a, b);
      const other = want === a ? b : a;
      const num = (u: number) => Number(decimalString(u, places));
      return {
        subtopic,
        prompt: t(greater ? 'compare.line.greater' : 'compare.line.less', { a: dec(a, places), b: dec(b, places) }),
        // a line through the negatives may have its answer there
        answer: { ...numAnswer(want, places), ...(lo < 0 ? { signed: true } : {}) },
        input: 'number-line',
        visual: { type: 'number-line', min: num(lo), max: num(hi), step: num(1), labelled: Array.from({ length: (hi - lo) / 10 + 1 }, (_, i) => num(lo + 10 * i)) },
        explanation: [t(greater ? 'ex.compare.line.greater' : 'ex.compare.line.less', { a: dec(want, places), b: dec(other, places) })],
      };
    }
    const { choices, answer } = compareChoices(sign);
    return {
      subtopic,
      prompt: t('compare.prompt', { a: pa, b: pb }),
      answer,
      input: 'choice',
      choices,
      explanation,
    };
  },
};

/** Digits of the numbers place-value items use, grades 1–6. */
const PLACE_DIGITS = [2, 3, 4, 6, 7, 9];

/** The blocks showing n (at most four digits). */
const blocksOf = (n: number) => {
  const ds = digits(n);
  return { type: 'place-value-blocks' as const, thousands: ds[3] ?? 0, hundreds: ds[2] ?? 0, tens: ds[1] ?? 0, ones: ds[0] ?? 0 };
};

/** n as its parts: 300 + 40 + 7. */
const partsOf = (n: number) =>
  digits(n)
    .map((x, p) => x * pow10(p))
    .filter((v) => v > 0)
    .reverse();

const placeValue: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['place-value-blocks', 'place-value-chart'],
  // bundles of tens and hundreds are stories a young child can picture; millions are not
  stories: ['1', '2', '3'],
  make({ rng, g, d, story }) {
    const k = PLACE_DIGITS[g - 1]!;
    const blocks = g <= 3;
    if (story) {
      const n = kDigit(rng, k);
      const o = rng.pick(OBJECTS);
      const who = name(rng);
      const explanation = [t('ex.pv.parts', { parts: list(partsOf(n), 'plus'), n })];
      if (rng.chance(0.5)) {
        return { subtopic: 'build-number', prompt: t('pv.build', { n }), story: t('pv.story.build', { name: who, n, objN: obj(o, n) }), answer: { kind: 'integer', value: n }, input: 'place-value-blocks', explanation };
      }
      const ds = digits(n);
      return {
        subtopic: 'bundles',
        prompt: t('pv.blocks'),
        story: t(`pv.story.${k}`, { name: who, th: ds[3] ?? 0, h: ds[2] ?? 0, t: ds[1] ?? 0, o: ds[0] ?? 0, obj: obj(o) }),
        answer: { kind: 'integer', value: n },
        visual: blocksOf(n),
        explanation,
      };
    }
    if (onModel(rng)) {
      // Make the number: blocks up to the thousands, a chart of place-value disks beyond.
      const n = kDigit(rng, k);
      const explanation = [t('ex.pv.parts', { parts: list(partsOf(n), 'plus'), n })];
      return blocks
        ? { subtopic: 'build-number', prompt: t('pv.build', { n }), answer: { kind: 'integer', value: n }, input: 'place-value-blocks', explanation }
        : {
            subtopic: 'build-number',
            prompt: t('pv.chart', { n }),
            answer: { kind: 'integer', value: n },
            input: 'place-value-chart',
            visual: { type: 'place-value-chart', high: k - 1, low: 0 },
            explanation,
          };
    }
    if (d === 1) {
      if (blocks) {
        const n = kDigit(rng, Math.min(k, 4));
        return {
          subtopic: 'blocks',
          prompt: t('pv.blocks'),
          answer: { kind: 'integer', value: n },
          visual: blocksOf(n),
          explanation: [t('ex.pv.parts', { parts: list(partsOf(n), 'plus'), n })],
        };
      }
      const m = kDigit(rng, k);
      return {
        subtopic: 'expanded-form',
        prompt: t('pv.expanded', { parts: list(partsOf(m), 'plus') }),
        answer: { kind: 'integer', value: m },
        explanation: [t('ex.pv.parts', { parts: list(partsOf(m), 'plus'), n: m })],
      };
    }
    const n = kDigit(rng, k);
    const ds = digits(n);
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
        // a line to 20 at every level, labelled less often with each
        { min: 0, max: 20, step: 1, every: 5, places: 0 },
        { min: 0, max: 20, step: 1, every: 10, places: 0 },
        { min: 0, max: 20, step: 1, every: 20, places: 0 },
      ]);
    case 2:
      return byD(d, [
        { min: 0, max: 100, step: 5, every: 50, places: 0 },
        { min: 0, max: 1000, step: 100, every: 500, places: 0 },
        { min: 0, max: 1000, step: 50, every: 200, places: 0 },
      ]);
    case 3: {
      const s = rng.int(0, 9) * 100;
      return byD(d, [
        // lines to 1,000 at every level: a hundred of it in tens, the whole in hundreds, then in twenty-fives
        { min: s, max: s + 100, step: 10, every: 50, places: 0 },
        { min: 0, max: 1000, step: 100, every: 500, places: 0 },
        { min: 0, max: 1000, step: 25, every: 250, places: 0 },
      ]);
    }
    case 4: {
      const s4 = rng.int(0, 3) * 10;
      return byD(d, [
        { min: 0, max: 10, step: 1, every: 5, places: 1 },
        // two wholes of tenths somewhere between 0 and 5, labelled at the wholes
        { min: s4, max: s4 + 20, step: 1, every: 10, places: 1 },
        { min: 10, max: 20, step: 1, every: 5, places: 1 },
      ]);
    }
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

const numberLineTopic: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line'],
  stories: [],
  make(ctx) {
    const { min, max, step, every, places } = lineSpec(ctx);
    const ticks = (max - min) / step;
    const unlabelled = [...Array(ticks - 1).keys()].map((i) => min + (i + 1) * step).filter((v) => (v - min) % every !== 0);
    const target = ctx.rng.pick(unlabelled.length ? unlabelled : [min + step]);
    const num = (u: number) => Number(decimalString(u, places));
    const labelled: number[] = [];
    for (let v = min; v <= max; v += every) labelled.push(num(v));
    if (labelled[labelled.length - 1] !== num(max)) labelled.push(num(max));
    const place = onModel(ctx.rng);
    const steps = (target - min) / step;
    return {
      subtopic: places ? 'decimals' : min < 0 ? 'negative-numbers' : 'whole-numbers',
      prompt: place ? t('nl.place', { n: dec(target, places) }) : t('nl.read'),
      answer: { ...numAnswer(target, places), ...(places ? { allowFraction: true } : {}), ...(min < 0 ? { signed: true } : {}) },
      input: place ? 'number-line' : 'text',
      visual: { type: 'number-line', min: num(min), max: num(max), step: num(step), labelled, ...(place ? {} : { target: num(target) }) },
      explanation: [t('ex.nl', { step: dec(step, places), from: dec(min, places), k: steps, target: dec(target, places) })],
    };
  },
};

const rounding: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    // value as scaled integer with `places` decimals, rounded to place r (negative = decimals)
    let places = 0;
    let value: number;
    let r: number;
    if (g === 3) {
      // to the nearest 10 or 100 at every level (3.NBT.A.1): within 1,000, then past it
      r = d === 1 ? 1 : rng.pick([1, 2]);
      value = rng.int(pow10(r) + 1, byD(d, [999, 999, 9999]));
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
    // On the line between the two neighbouring multiples, the number marked: which end is nearer?
    const below = Math.floor(value / f) * f;
    const num = (u: number) => Number(decimalString(u, places));
    const onLine = onModel(rng);
    return {
      subtopic: places ? 'decimals' : `nearest-${pow10(r)}`,
      prompt: t(onLine ? 'round.line' : 'round.prompt', { n: p, place: placeTerm }),
      story: places ? t('round.story.dec', { name: who, n: p, place: placeTerm }) : t('round.story', { n: p, place: placeTerm }),
      answer: numAnswer(rounded, places),
      ...(onLine
        ? {
            input: 'number-line' as const,
            // half a step of the rounding place either side, so the marker never starts on the answer
            visual: { type: 'number-line' as const, min: num(below - f / 2), max: num(below + f + f / 2), step: num(f / 10), labelled: [num(below), num(below + f / 2), num(below + f)], marks: [num(value)] },
          }
        : {}),
      explanation: [t(rounded >= value ? 'ex.round.up' : 'ex.round.down', { digit: next, place: placeTerm, r: dec(rounded, places) })],
    };
  },
};

export const numberTopics = {
  'number-place-value/teen-numbers': teenNumbers,
  'number-place-value/count': count,
  'number-place-value/skip-count': skipCount,
  'number-place-value/patterns': patterns,
  'number-place-value/compare': compare,
  'number-place-value/place-value': placeValue,
  'number-place-value/number-line': numberLineTopic,
  'number-place-value/rounding': rounding,
} satisfies Record<string, TopicDef>;

/** Strands: addition and subtraction; multiplication and division. */
import type { Rng } from '../rng.ts';
import type { Item, TextRef } from '../types.ts';
import { expressions } from './expressions.ts';
import { equations } from './equations.ts';
import { variables } from './variables.ts';
import { timesAsMany } from './times-as-many.ts';
import { addAnyOrder } from './add-any-order.ts';
import { addThree } from './add-three.ts';
import { multiplyTens } from './multiply-tens.ts';
import { oddOrEven } from './odd-even.ts';
import { subtractTens } from './subtract-tens.ts';
import { trueFalse } from './true-false.ts';
import { decompose, makeTen } from './decompose.ts';
import { EVERY_GRADE, OBJECTS, notRound, byD, dec, digits, factorsOf, kDigit, list, name, numAnswer, numberLine, obj, onModel, pow10, t, term, twoNames, yesNo, type Ctx, type Made, type TopicDef } from './kit.ts';

interface Operands {
  a: number;
  b: number;
  places: number;
  /** the level's numbers range below zero: a sum or difference of it may be negative, whatever this one's sign */
  signed?: boolean;
}

/**
 * The number line every question of a signed level is answered on: the level's whole range, from
 * its least number to its greatest. A line fitted to this question's numbers would end near the
 * answer and tell its sign (a sum that only reached 20 or 30 when it was above zero).
 */
const SIGNED_LINES = {
  // −30..−1 plus 1..60; −50..−5 plus −50..−5
  add: { 2: [-30, 60], 3: [-100, 0] },
  // −20..20 minus 1..40; −40..−1 minus 1..40
  subtract: { 2: [-60, 20], 3: [-80, 0] },
} as const satisfies Record<string, Record<2 | 3, readonly [number, number]>>;

/** Addends (scaled integers) by grade and difficulty; a + b stays within the grade's range. */
function addends({ rng, g, d }: Ctx): Operands {
  const within = (max: number, minEach = 0) => {
    const total = rng.int(minEach * 2, max);
    const a = rng.int(minEach, total - minEach);
    return { a, b: total - a, places: 0 };
  };
  const noRegroup = (k: number) => {
    // each column sums to at most 9
    let a = 0;
    let b = 0;
    for (let p = 0; p < k; p++) {
      const x = rng.int(p === k - 1 ? 1 : 0, 8);
      a += x * pow10(p);
      b += rng.int(p === k - 1 ? 1 : 0, 9 - x) * pow10(p);
    }
    return { a, b, places: 0 };
  };
  /** a teen number and ones that stay within 20 (13 + 5) */
  const teenAndOnes = () => {
    const a = rng.int(11, 18);
    return { a, b: rng.int(1, 20 - a), places: 0 };
  };
  /** two ones digits that make more than ten (8 + 5), or ones added to a teen past the next ten is never asked: within 20 */
  const bridgeTen = () => {
    const a = rng.int(3, 9);
    return { a, b: rng.int(11 - a, 9), places: 0 };
  };
  /** two numbers of at least `least` whose ones regroup (and, past 100, the tens), the sum at most `max` */
  const regroupWithin = (max: number, least: number) => {
    for (let tries = 0; tries < 20; tries++) {
      const a = rng.int(least + 5, max / 2 + least);
      const b = rng.int(least + 5, max - a);
      if ((a % 10) + (b % 10) >= 10 && (max < 1000 || (Math.floor(a / 10) % 10) + (Math.floor(b / 10) % 10) >= 9)) return { a, b, places: 0 };
    }
    return { a: max / 2 - 3, b: max / 2 - 9 + 4, places: 0 };
  };
  switch (g) {
    case 0:
      return byD(d, [within(5, 1), within(10, 1), within(10, 3)]);
    case 1:
      // within 20 at every level (1.OA.C.6): sums to 10, a teen and ones without passing 20, then bridging ten
      return byD(d, [within(10, 1), teenAndOnes(), bridgeTen()]);
    case 2:
      // within 100 (2.NBT.B.5): no regrouping, regrouping the ones, then two two-digit numbers regrouped up to 100
      return byD(d, [noRegroup(2), { a: rng.int(15, 79), b: rng.int(15, 20), places: 0 }, regroupWithin(100, 10)]);
    case 3:
      // within 1,000 (3.NBT.A.2): no regrouping, regrouping once, then regrouping twice up to 1,000
      return byD(d, [noRegroup(3), { a: rng.int(150, 599), b: rng.int(150, 399), places: 0 }, regroupWithin(1000, 100)]);
    case 4:
      return byD(d, [
        { a: kDigit(rng, 4), b: kDigit(rng, 4), places: 0 },
        { a: kDigit(rng, 5), b: kDigit(rng, 5), places: 0 },
        { a: rng.int(100_000, 499_999), b: rng.int(100_000, 499_999), places: 0 },
      ]);
    case 5:
      return byD(d, [
        { a: rng.int(100_000, 4_999_999), b: rng.int(100_000, 4_999_999), places: 0 },
        { a: rng.int(11, 999), b: rng.int(11, 999), places: 1 },
        { a: rng.int(101, 9999), b: rng.int(101, 9999), places: 2 },
      ]);
    default:
      return byD(d, [
        { a: rng.int(1001, 99_999), b: rng.int(1001, 99_999), places: 3 },
        // the ranges SIGNED_LINES.add draws
        { a: -rng.int(1, 30), b: rng.int(1, 60), places: 0, signed: true },
        { a: rng.int(-50, -5), b: rng.int(-50, -5), places: 0, signed: true },
      ]);
  }
}

/** Column-addition steps for two whole numbers, ones first. */
function columnSteps(a: number, b: number): TextRef[] {
  const da = digits(a);
  const db = digits(b);
  const steps: TextRef[] = [];
  let carry = 0;
  for (let p = 0; p < Math.max(da.length, db.length); p++) {
    const x = da[p] ?? 0;
    const y = db[p] ?? 0;
    const s = x + y + carry;
    const parts = carry ? [x, y, carry] : [x, y];
    steps.push(t(s >= 10 ? 'ex.col.carry' : 'ex.col', { place: term(`place.${p}`), sum: list(parts, 'plus'), s, digit: s % 10 }));
    carry = s >= 10 ? 1 : 0;
  }
  return steps;
}

/**
 * The model a sum or a difference of whole numbers is answered on, by grade: counters in ten
 * frames or a number line to 20 (K–1), place-value blocks to 9,999 (1–3), a number line of
 * the level's numbers through zero (6, SIGNED_LINES). The board starts with the first number (counting on, taking away);
 * a line starts empty, and never shows a jump, which would land on the answer.
 */
function sumModel(g: number, a: number, c: number, object: string, rng: Ctx['rng'], places = 0, signedLine?: readonly [number, number]): Pick<Made, 'input' | 'visual'> | undefined {
  if (signedLine) return { input: 'number-line', visual: numberLine(signedLine[0], signedLine[1], 1, 10) };
  const top = Math.max(a, c);
  // Past the thousands (and with decimals) the sum is made with place-value disks on a chart (4.NBT.B.4, 5.NBT.B.7).
  if (g >= 4 && a >= 0 && c >= 0) {
    if (places === 0 && g <= 5) return { input: 'place-value-chart', visual: { type: 'place-value-chart', high: 6, low: 0 } };
    if (places > 0) return { input: 'place-value-chart', visual: { type: 'place-value-chart', high: g === 5 ? 3 : 2, low: -places } };
  }
  if (places > 0) return undefined;
  if (g <= 1 && a >= 0 && c >= 0 && top <= 20) {
    const max = g === 0 ? 10 : 20;
    return rng.chance(0.5)
      ? { input: 'counters', visual: { type: 'counters', count: a, object, tenFrame: true, max } }
      : { input: 'number-line', visual: numberLine(0, max, 1, 5) };
  }
  if (g >= 1 && g <= 3 && a >= 0 && c >= 0 && top <= 9999) return { input: 'place-value-blocks' };
  return undefined;
}

/**
 * A number line to count on or back along: a picture beside a typed sum in K–1 (no jump drawn).
 * It runs as far as the grade counts (10 in K, 20 in grade 1), never to a bound picked from the
 * numbers: a line that stopped at 10 whenever the sum did would tell the child the sum is 10 or less.
 */
const countingLine = (g: number) => numberLine(0, g === 0 ? 10 : 20, 1, 5);

const add: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line', 'counters'],
  stories: EVERY_GRADE,
  make(ctx) {
    const { rng, g, d } = ctx;
    const { a, b, places, signed } = addends(ctx);
    const c = a + b;
    const [n1, n2] = twoNames(rng);
    const o = rng.pick(OBJECTS);
    const params = { a: dec(a, places), b: dec(b, places), c: dec(c, places) };
    let story: TextRef;
    let explanation: TextRef[];
    if (places) {
      story = t('add.story.dec', { name: n1, ...params });
      explanation = [t('ex.dec.align'), t('ex.add', params)];
    } else if (a < 0 || b < 0) {
      story = b > 0 ? t('add.story.neg', params) : t('add.story.drop', { a, b: -b, c });
      explanation = [t(b > 0 ? 'ex.add.neg' : 'ex.add.negneg', params), t('ex.add', params)];
    } else {
      story = t('add.story', { name: n1, name2: n2, a, b, objA: obj(o, a), objB: obj(o, b), obj: obj(o) });
      explanation = a >= 10 && b >= 10 ? [...columnSteps(a, b), t('ex.add', params)] : [t('ex.add.on', params)];
    }
    const model = onModel(rng) ? sumModel(g, a, c, o, rng, places, signed ? SIGNED_LINES.add[d as 2 | 3] : undefined) : undefined;
    return {
      // a signed level's subtopic is the level's, whatever this sum's sign
      subtopic: places ? 'decimals' : signed ? 'integers' : c <= 10 ? 'within-10' : c <= 20 ? 'within-20' : c <= 100 ? 'within-100' : 'multi-digit',
      prompt: t('op.add', params),
      story,
      answer: { ...numAnswer(c, places), ...(signed ? { signed } : {}) },
      ...(model ?? (g <= 1 && c <= 20 ? { visual: countingLine(g) } : {})),
      explanation,
    };
  },
};

const subtract: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['number-line', 'counters'],
  stories: EVERY_GRADE,
  make(ctx) {
    const { rng, g, d } = ctx;
    // a − b = c built from an addition so ranges match: c + b = a
    const { a: x, b: y, places: p0 } = addends(ctx);
    let places = p0;
    let a: number;
    let b: number;
    // integers: a difference below zero is as likely as one above
    const signed = g === 6 && d >= 2;
    if (signed) {
      // the ranges SIGNED_LINES.subtract draws
      a = byD(d, [0, rng.int(-20, 20), rng.int(-40, -1)]);
      b = rng.int(1, 40);
      places = 0;
    } else {
      a = x + y;
      b = Math.min(x, y);
    }
    const c = a - b;
    const [n1, n2] = twoNames(rng);
    const o = rng.pick(OBJECTS);
    const params = { a: dec(a, places), b: dec(b, places), c: dec(c, places) };
    let story: TextRef;
    if (places) story = t('sub.story.dec', { name: n1, ...params });
    // every difference of a signed level is a fall in temperature: a story told only of those below zero would give the sign away
    else if (signed) story = t('sub.story.neg', params);
    else story = t('sub.story', { name: n1, name2: n2, a, b, objA: obj(o, a), objB: obj(o, b), obj: obj(o) });
    const explanation = places || c < 0 || a < 0 || a >= 20 ? [t('ex.sub', params), t('ex.sub.check', params)] : [t('ex.sub.back', params)];
    const model = onModel(rng) ? sumModel(g, a, c, o, rng, places, signed ? SIGNED_LINES.subtract[d as 2 | 3] : undefined) : undefined;
    return {
      // the level's subtopic, the same for every difference of it: 'integers' only when this one fell below zero told its sign
      subtopic: places ? 'decimals' : signed ? 'integers' : a <= 10 ? 'within-10' : a <= 20 ? 'within-20' : a <= 100 ? 'within-100' : 'multi-digit',
      prompt: t('op.sub', params),
      story,
      answer: { ...numAnswer(c, places), ...(signed ? { signed } : {}) },
      ...(model ?? (g <= 1 && a <= 20 ? { visual: countingLine(g) } : {})),
      explanation,
    };
  },
};

const missingNumber: TopicDef = {
  answerKinds: ['integer'],
  visuals: ['counters'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    // the activity's range at every level: within 20, 100, then 1,000 (grades 3 and 4); the levels
    // go from a missing addend to a missing part of a subtraction, and from the smaller numbers up
    const max = [0, 20, 100, 1000, 1000][g]!;
    const forms = d === 1 ? (['add1', 'add2'] as const) : asStory ? (['add1', 'add2', 'sub1'] as const) : (['add1', 'add2', 'sub1', 'sub2'] as const);
    const form = rng.pick(forms);
    const c = rng.int(Math.max(3, byD(d, [max / 10, max / 4, max / 2])), max);
    const a = rng.int(1, c - 1);
    const x = c - a;
    const [n1, n2] = twoNames(rng);
    const o = rng.pick(OBJECTS);
    if (form === 'add1' || form === 'add2') {
      // Part–part–whole on ten frames: the known part sits there fixed; the learner adds the missing part.
      const counters = c <= 20 && onModel(rng);
      return {
        subtopic: 'addition',
        prompt: t(form === 'add1' ? 'missing.add1' : 'missing.add2', { a, c }),
        story: t('missing.story', { name: n1, name2: n2, a, c, objA: obj(o, a), objC: obj(o, c), obj: obj(o) }),
        answer: { kind: 'integer', value: x },
        ...(counters ? { input: 'counters' as const, visual: { type: 'counters' as const, count: 0, fixed: a, object: o, tenFrame: true, max: 20 } } : {}),
        explanation: [t(counters ? 'ex.missing.counters' : 'ex.missing.add', { a, c, x })],
      };
    }
    // sub1: c − ? = a → x = c − a ; sub2: ? − a = x → answer c
    return form === 'sub1'
      ? {
          subtopic: 'subtraction',
          prompt: t('missing.sub1', { a: c, c: a }),
          story: t('missing.story.sub', { name: n1, a: c, c: a, objA: obj(o, c), objC: obj(o, a), obj: obj(o) }),
          answer: { kind: 'integer', value: x },
          explanation: [t('ex.missing.sub1', { a: c, c: a, x })],
        }
      : {
          subtopic: 'subtraction',
          prompt: t('missing.sub2', { b: a, c: x }),
          answer: { kind: 'integer', value: c },
          explanation: [t('ex.missing.sub2', { b: a, c: x, x: c })],
        };
  },
};

/** The empty board arrays are built on: 10 × 10 places for objects. */
const arrayBoard = (object: string): Item['visual'] => ({ type: 'rectangle-board', rows: 10, columns: 10, cells: 'objects', object });

const equalGroups: TopicDef = {
  answerKinds: ['integer', 'rectangle'],
  visuals: ['array', 'rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    let groups: number;
    let size: number;
    if (g === 0) {
      groups = byD(d, [2, rng.int(2, 3), rng.int(2, 5)]);
      size = rng.int(1, Math.min(byD(d, [3, 3, 5]), Math.floor(10 / groups)));
    } else if (g === 1) {
      groups = byD(d, [2, rng.int(2, 4), rng.int(3, 5)]);
      size = rng.int(2, Math.min(byD(d, [10, 5, 5]), Math.floor(20 / groups)));
    } else {
      groups = rng.int(2, byD(d, [3, 5, 5]));
      size = rng.int(2, byD(d, [5, 5, 10]));
    }
    const total = groups * size;
    const o = rng.pick(OBJECTS);
    const array = g === 2;
    const who = name(rng);
    if (onModel(rng)) {
      // Build the equal groups as the rows of an array: one row per group.
      return {
        subtopic: 'build-array',
        prompt: t('array.build', { r: groups, c: size, objC: obj(o, size) }),
        ...(asStory ? { story: t('array.build.story', { name: who, r: groups, c: size, objC: obj(o, size), obj: obj(o) }) } : {}),
        answer: { kind: 'rectangle', rows: groups, columns: size, match: 'exact' },
        input: 'rectangle',
        visual: arrayBoard(o),
        explanation: [t('ex.array.build', { r: groups, c: size, a: total })],
      };
    }
    return {
      subtopic: array ? 'arrays' : groups === 2 && g === 1 ? 'doubles' : 'equal-groups',
      prompt: array ? t('array.prompt', { r: groups, c: size, obj: obj(o) }) : t('groups.prompt', { g: groups, n: size, objN: obj(o, size), obj: obj(o) }),
      story: t('groups.story', { name: who, g: groups, n: size, objN: obj(o, size), obj: obj(o) }),
      answer: { kind: 'integer', value: total },
      visual: { type: 'array', rows: groups, columns: size, object: o },
      explanation: [t('ex.sum', { parts: list(Array<number>(groups).fill(size), 'plus'), total }), ...(g >= 2 ? [t('ex.mul', { a: groups, b: size, c: total })] : [])],
    };
  },
};

function factorsPair(rng: Rng, g: number, d: number): { a: number; b: number; places: number; bPlaces: number } {
  const w = (a: number, b: number) => ({ a, b, places: 0, bPlaces: 0 });
  switch (g) {
    case 2:
      return d === 3 ? w(rng.int(2, 9), 10) : w(rng.int(2, 5), rng.int(2, 5));
    case 3:
      // the times tables to 10 × 10 at every level: the 2s, 5s and 10s, then any, then the 6s to 9s
      return d === 1 ? w(rng.int(2, 10), rng.pick([2, 5, 10])) : d === 2 ? w(rng.int(2, 10), rng.int(2, 10)) : w(rng.int(6, 9), rng.int(6, 10));
    case 4:
      return byD(d as 1 | 2 | 3, [w(rng.int(12, 99), rng.int(2, 9)), w(rng.int(1000, 9999), rng.int(2, 9)), w(rng.int(12, 99), rng.int(12, 99))]);
    case 5:
      return byD(d as 1 | 2 | 3, [w(rng.int(100, 999), rng.int(12, 99)), w(rng.int(1000, 9999), rng.int(12, 99)), { a: notRound(rng.int(11, 99)), b: rng.int(2, 9), places: 1, bPlaces: 0 }]);
    default:
      return byD(d as 1 | 2 | 3, [w(rng.int(1000, 9999), rng.int(100, 999)), { a: notRound(rng.int(11, 99)), b: rng.int(2, 9), places: 1, bPlaces: 1 }, { a: notRound(rng.int(101, 999)), b: rng.int(2, 9), places: 2, bPlaces: 1 }]);
  }
}

const multiply: TopicDef = {
  answerKinds: ['integer', 'decimal', 'rectangle'],
  visuals: ['array', 'rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    const { a, b, places, bPlaces } = factorsPair(rng, g, d);
    const p = a * b;
    const pp = places + bPlaces;
    const o = rng.pick(OBJECTS);
    if (g <= 3 && !pp && a <= 10 && b <= 10 && onModel(rng)) {
      // Multiplication facts as arrays: either way round is right (3 × 4 and 4 × 3 have the same total).
      return {
        subtopic: 'build-array',
        prompt: t('mul.build', { a, b }),
        ...(asStory ? { story: t('mul.build.story', { a, b, objB: obj(o, b), obj: obj(o) }) } : {}),
        answer: { kind: 'rectangle', rows: a, columns: b, match: 'turned' },
        input: 'rectangle',
        visual: arrayBoard(o),
        explanation: [t('ex.array.build', { r: a, c: b, a: p })],
      };
    }
    const params = { a: dec(a, places), b: dec(b, bPlaces), c: dec(p, pp) };
    let explanation: TextRef[];
    if (pp) {
      explanation = [t('ex.mul.dec', { a2: a, b2: b, p2: p, k: pp, p: dec(p, pp) })];
    } else if (b >= 10 && digits(b).filter((x) => x > 0).length > 1) {
      const parts = digits(b).map((x, i) => x * pow10(i)).filter((v) => v > 0).reverse();
      explanation = [t('ex.mul.split', { b, parts: list(parts, 'plus') }), ...parts.map((part) => t('ex.mul', { a, b: part, c: a * part })), t('ex.sum', { parts: list(parts.map((part) => a * part), 'plus'), total: p })];
    } else {
      explanation = g === 2 ? [t('ex.sum', { parts: list(Array<number>(a).fill(b), 'plus'), total: p }), t('ex.mul', params)] : [t('ex.mul', params)];
    }
    let story: TextRef;
    if (!pp) story = t('mul.story', { a, b, objB: obj(o, b), obj: obj(o) });
    else if (bPlaces === 0) story = t('mul.story.dec', { a: dec(a, places), b });
    // a decimal times a decimal: the area of a rug
    else story = t('mul.story.area', { a: dec(a, places), b: dec(b, bPlaces) });
    return {
      subtopic: pp ? 'decimals' : a <= 10 && b <= 10 ? 'facts' : 'multi-digit',
      prompt: t('op.mul', params),
      story,
      answer: numAnswer(p, pp),
      ...(g <= 3 && !pp && a <= 10 && b <= 10 ? { visual: { type: 'array' as const, rows: a, columns: b, object: o } } : {}),
      explanation,
    };
  },
};

const divide: TopicDef = {
  answerKinds: ['integer', 'decimal', 'remainder', 'rectangle'],
  visuals: ['rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    // dividend = divisor × quotient (+ remainder); scaled integers where decimal
    let divisor: number;
    let quotient: number;
    let remainder = 0;
    let qPlaces = 0;
    let dPlaces = 0;
    if (g === 3) {
      // division facts at every level: by 2, 5 and 10, then any, then by 6 to 9
      divisor = d === 1 ? rng.pick([2, 5, 10]) : d === 2 ? rng.int(2, 9) : rng.int(6, 9);
      quotient = d === 3 ? rng.int(6, 10) : rng.int(2, 10);
    } else if (g === 4) {
      divisor = rng.int(2, 9);
      quotient = byD(d, [rng.int(12, 99), rng.int(112, 999), rng.int(12, 99)]);
      if (d === 3) remainder = rng.int(1, divisor - 1);
    } else if (g === 5) {
      divisor = d === 3 ? rng.int(2, 9) : rng.int(11, 40);
      quotient = byD(d, [rng.int(12, 99), rng.int(12, 99), rng.int(11, 99)]);
      if (d === 2) remainder = rng.int(1, divisor - 1);
      if (d === 3) qPlaces = 1;
    } else {
      divisor = d === 1 ? rng.int(11, 99) : d === 2 ? rng.int(2, 9) : rng.pick([2, 4, 5]);
      quotient = byD(d, [rng.int(101, 999), rng.int(101, 999), rng.int(11, 99)]);
      if (d === 2) qPlaces = 2;
      if (d === 3) dPlaces = 1;
    }
    if (quotient % 10 === 0 && qPlaces) quotient += 1;
    const [n1] = twoNames(rng);
    const o = rng.pick(OBJECTS);
    if (remainder) {
      const dividend = divisor * quotient + remainder;
      return {
        subtopic: 'remainders',
        prompt: t('op.div', { a: dividend, b: divisor }),
        story: t('div.story.rem', { name: n1, a: dividend, b: divisor, objA: obj(o, dividend), obj: obj(o) }),
        answer: { kind: 'remainder', quotient, remainder },
        explanation: [t('ex.div.rem', { a: dividend, b: divisor, q: quotient, bq: divisor * quotient, r: remainder })],
      };
    }
    if (dPlaces) {
      // a ÷ b with b = divisor/10 (0.2, 0.4, 0.5) and a = quotient × b, one decimal place
      const a = quotient * divisor;
      return {
        subtopic: 'decimal-divisors',
        prompt: t('op.div', { a: dec(a, 1), b: dec(divisor, 1) }),
        story: t('div.story.pieces', { a: dec(a, 1), b: dec(divisor, 1) }),
        answer: { kind: 'integer', value: quotient },
        explanation: [t('ex.div.scale', { f: 10, a2: a, b2: divisor, q: quotient })],
      };
    }
    const a = divisor * quotient;
    if (g === 3 && quotient <= 10 && onModel(rng)) {
      // Sharing as an array: one row for each share; the length of a row is the quotient (3.OA.A.2).
      return {
        subtopic: 'share-array',
        prompt: t('div.build', { a, b: divisor, objA: obj(o, a) }),
        story: t('div.build.story', { name: n1, a, b: divisor, objA: obj(o, a) }),
        answer: { kind: 'rectangle', rows: divisor, columns: quotient, match: 'exact' },
        input: 'rectangle',
        visual: arrayBoard(o),
        explanation: [t('ex.div.build', { a, b: divisor, q: quotient })],
      };
    }
    const params = { a: dec(a, qPlaces), b: divisor, q: dec(quotient, qPlaces) };
    return {
      subtopic: qPlaces ? 'decimals' : divisor <= 10 && quotient <= 10 ? 'facts' : 'long-division',
      prompt: t('op.div', params),
      story: qPlaces ? t('div.story.dec', params) : t('div.story', { name: n1, a, b: divisor, objA: obj(o, a), obj: obj(o) }),
      answer: numAnswer(quotient, qPlaces),
      explanation: [t('ex.div', params)],
    };
  },
};

const factors: TopicDef = {
  answerKinds: ['choice', 'integer', 'rectangle'],
  visuals: ['rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    // the activity's questions at every level: factor pairs, multiples and primes (4.OA.B.4), primes and
    // composites (grade 5), greatest common factors and least common multiples (6.NS.B.4); the levels
    // bring larger numbers
    let kind: 'multiple' | 'count' | 'prime' | 'gcf' | 'lcm' | 'pair' = rng.pick(
      g === 4 ? (['multiple', 'count', 'prime'] as const) : g === 5 ? (['prime', 'prime', 'count'] as const) : (['gcf', 'lcm'] as const),
    );
    // Factor pairs as rectangles of squares (4.OA.B.4): any rectangle of n squares is a factor pair of n.
    if (onModel(rng, g === 4 ? 0.55 : 0.35)) kind = 'pair';
    // a prime has no story to tell: a story asks how many ways instead
    if (asStory && kind === 'prime') kind = 'count';
    const who = name(rng);
    if (kind === 'pair') {
      const r = rng.int(2, 9);
      const c = rng.int(2, 10);
      const n = r * c;
      return {
        subtopic: 'factor-pairs',
        prompt: t('fac.pair', { n }),
        ...(asStory ? { story: t('fac.story.pair', { name: who, n }) } : {}),
        answer: { kind: 'rectangle', rows: r, columns: c, match: 'area' },
        input: 'rectangle',
        visual: { type: 'rectangle-board', rows: 10, columns: 10, cells: 'squares' },
        explanation: [t('ex.fac.pair', { n, r, c })],
      };
    }
    if (kind === 'multiple') {
      const k = rng.int(3, 9);
      const n = rng.chance(0.5) ? k * rng.int(3, g === 4 ? 12 : 30) : k * rng.int(3, g === 4 ? 12 : 30) + rng.int(1, k - 1);
      const yes = n % k === 0;
      const { choices, key } = yesNo(yes);
      return {
        subtopic: 'multiples',
        prompt: t('fac.multiple', { n, k }),
        ...(asStory ? { story: t('fac.story.multiple', { name: who, n, k }) } : {}),
        answer: { kind: 'choice', key },
        input: 'choice',
        choices,
        explanation: [yes ? t('ex.multiple.yes', { n, k, q: n / k }) : t('ex.multiple.no', { n, k, q: Math.floor(n / k), r: n % k })],
      };
    }
    if (kind === 'prime') {
      const n = rng.int(2, byD(d, [30, 60, 100]));
      const fs = factorsOf(n);
      const prime = fs.length === 2;
      const choices = ['prime', 'composite'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) }));
      return {
        subtopic: 'prime-composite',
        prompt: t('fac.prime', { n }),
        answer: { kind: 'choice', key: prime ? 'prime' : 'composite' },
        input: 'choice',
        choices,
        explanation: [prime ? t('ex.prime', { n }) : t('ex.composite', { n, list: list(fs) })],
      };
    }
    if (kind === 'count') {
      const n = rng.int(6, g === 4 ? 100 : 200);
      const fs = factorsOf(n);
      return {
        subtopic: 'factors',
        prompt: t('fac.count', { n }),
        ...(asStory ? { story: t('fac.story.count', { name: who, n }) } : {}),
        answer: { kind: 'integer', value: fs.length },
        explanation: [t('ex.factors', { n, list: list(fs), c: fs.length })],
      };
    }
    if (kind === 'gcf') {
      const gg = rng.int(2, g === 5 ? 12 : 15);
      let x = rng.int(2, 8);
      let y = rng.int(2, 8);
      while (gcdSmall(x, y) !== 1 || x === y) {
        x = rng.int(1, 8);
        y = rng.int(2, 9);
      }
      const a = gg * x;
      const b = gg * y;
      return {
        subtopic: 'greatest-common-factor',
        prompt: t('fac.gcf', { a, b }),
        ...(asStory ? { story: t('fac.story.gcf', { name: who, a, b }) } : {}),
        answer: { kind: 'integer', value: gg },
        explanation: [t('ex.gcf', { a, b, fa: list(factorsOf(a)), fb: list(factorsOf(b)), g: gg })],
      };
    }
    const a = rng.int(2, 12);
    let b = rng.int(2, 12);
    if (b === a) b = a + 1;
    const l = (a * b) / gcdSmall(a, b);
    const multiples = (n: number) => [...Array(l / n).keys()].map((i) => (i + 1) * n);
    return {
      subtopic: 'least-common-multiple',
      prompt: t('fac.lcm', { a, b }),
      ...(asStory ? { story: t('fac.story.lcm', { a, b }) } : {}),
      answer: { kind: 'integer', value: l },
      explanation: [t('ex.lcm', { a, b, ma: list(multiples(a)), mb: list(multiples(b)), l })],
    };
  },
};

function gcdSmall(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export const operationTopics = {
  'addition-subtraction/add': add,
  'addition-subtraction/subtract': subtract,
  'addition-subtraction/missing-number': missingNumber,
  'addition-subtraction/decompose': decompose,
  'addition-subtraction/make-ten': makeTen,
  'addition-subtraction/add-three': addThree,
  'addition-subtraction/add-any-order': addAnyOrder,
  'addition-subtraction/true-false': trueFalse,
  'addition-subtraction/subtract-tens': subtractTens,
  'multiplication-division/equal-groups': equalGroups,
  'multiplication-division/odd-even': oddOrEven,
  'multiplication-division/multiply': multiply,
  'multiplication-division/multiply-tens': multiplyTens,
  'multiplication-division/divide': divide,
  'multiplication-division/factors': factors,
  'multiplication-division/times-as-many': timesAsMany,
  'multiplication-division/expressions': expressions,
  'multiplication-division/equations': equations,
  'multiplication-division/variables': variables,
} satisfies Record<string, TopicDef>;

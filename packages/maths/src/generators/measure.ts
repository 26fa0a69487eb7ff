/** Strands: measurement, time and money. */
import { q, qMul, qToDecimal, type Q } from '../rational.ts';
import type { Answer, Currency, TextParam, TextRef, Unit, UnitSystem } from '../types.ts';
import { linePlot } from './line-plot.ts';
import { orderLength } from './order-length.ts';
import { EVERY_GRADE, byD, dec, list, money, name, numAnswer, onModel, sum, t, term, time, unit, type Ctx, type Made, type TopicDef } from './kit.ts';

/**
 * The units each system measures with (decision 029): the ruler's unit, the
 * sides of a flat shape and its area, a grid's unit square, a box's edges and
 * its volume. Customary shapes are in feet so their stories (a garden, a rug)
 * are in the unit of the answer.
 */
const MEASURES: Record<UnitSystem, { ruler: Unit; side: Unit; area: Unit; grid: Unit; edge: Unit; volume: Unit }> = {
  metric: { ruler: 'cm', side: 'cm', area: 'cm2', grid: 'cm2', edge: 'cm', volume: 'cm3' },
  customary: { ruler: 'in', side: 'ft', area: 'ft2', grid: 'in2', edge: 'in', volume: 'in3' },
};

const LENGTH_OBJECTS = ['pencil', 'crayon', 'ribbon', 'leaf', 'worm', 'stick'] as const;

/** A ruler a little longer than the object: marked to the next 5 cm, or a 12-inch ruler (a yardstick past two feet). */
const rulerLength = (n: number, u: Unit) => (u === 'in' ? Math.max(12, Math.ceil((n + 1) / 12) * 12) : Math.max(10, Math.ceil((n + 2) / 5) * 5));

const length: TopicDef = {
  answerKinds: ['integer', 'choice'],
  visuals: ['ruler', 'bar-chart'],
  stories: EVERY_GRADE,
  make({ rng, g, d, units, story: asStory }) {
    const u = MEASURES[units].ruler;
    // a 12-inch ruler in grade 1, two feet in grade 2 (2.MD.A.1); 15 and 30 centimetres
    const max = g === 0 ? byD(d, [5, 10, 10]) : units === 'customary' ? (g === 1 ? 12 : 24) : g === 1 ? 15 : 30;
    const who = name(rng);
    if (g === 0) {
      // K compares two lengths directly (K.MD.A.2), told as trains of cubes laid beside each: no ruler and
      // no unit of any country yet. The levels bring the lengths closer, and the last asks for the shorter too.
      // not the crayon: French calls a pencil a crayon, and a typed answer is read in every language
      const [oa, ob] = rng.sample(LENGTH_OBJECTS.filter((o) => o !== 'crayon'), 2) as [string, string];
      const gap = byD(d, [rng.int(4, 8), rng.int(2, 3), 1]);
      const low = rng.int(1, 10 - gap);
      const [a, b] = rng.chance(0.5) ? [low + gap, low] : [low, low + gap];
      // a story asks for the longer (its sentence says so)
      const shorter = !asStory && d === 3 && rng.chance(0.5);
      const longerIsA = a > b;
      const pick = shorter ? !longerIsA : longerIsA;
      const p = { objA: term(`lobj.${oa}`), objB: term(`lobj.${ob}`), a, b };
      const [big, small] = longerIsA ? [a, b] : [b, a];
      return {
        subtopic: 'compare-length',
        prompt: t(shorter ? 'len.compare.short' : 'len.compare', p),
        ...(asStory ? { story: t('len.story.compare', { ...p, name: who }) } : {}),
        answer: { kind: 'choice', key: pick ? 'a' : 'b' },
        input: 'choice',
        choices: [
          { key: 'a', label: t('term', { t: term(`lobj.${oa}`) }) },
          { key: 'b', label: t('term', { t: term(`lobj.${ob}`) }) },
        ],
        // the two lengths as two strips side by side, their ends together
        visual: { type: 'bar-chart', categories: [{ term: `lobj.${oa}`, value: a }, { term: `lobj.${ob}`, value: b }], scale: 1 },
        explanation: [t(shorter ? 'ex.len.compare.short' : 'ex.len.compare', { obj: term(`lobj.${pick ? oa : ob}`), a: big, b: small })],
      };
    }
    if (d === 3 && g >= 1) {
      const [oa, ob] = rng.sample(LENGTH_OBJECTS, 2) as [string, string];
      const a = rng.int(4, max);
      const b = rng.int(1, a - 1);
      const p = { objA: term(`lobj.${oa}`), objB: term(`lobj.${ob}`), a, b, ua: unit(u, a), ub: unit(u, b) };
      return {
        subtopic: 'compare-lengths',
        prompt: t('len.diff', p),
        story: t('len.story', { ...p, name: who }),
        answer: { kind: 'integer', value: a - b, unit: u },
        explanation: [t('ex.sub', { a, b, c: a - b })],
      };
    }
    const o = rng.pick(LENGTH_OBJECTS);
    const n = rng.int(d === 1 ? 1 : 3, max);
    if (onModel(rng)) {
      // Make a length: the learner stretches the object from 0 along a ruler as long as the level's longest (2.MD.A.1).
      return {
        subtopic: 'make-length',
        prompt: t('len.make', { obj: term(`lobj.${o}`), n, u: unit(u, n) }),
        ...(asStory ? { story: t('len.story.make', { name: who, obj: term(`lobj.${o}`), n, u: unit(u, n) }) } : {}),
        answer: { kind: 'integer', value: n, unit: u },
        input: 'ruler',
        visual: { type: 'ruler', unit: u, length: rulerLength(max, u), objectLength: 0 },
        explanation: [t('ex.len.make', { obj: term(`lobj.${o}`), n, u: unit(u, n) })],
      };
    }
    return {
      subtopic: 'measure-with-ruler',
      prompt: t('len.ruler', { obj: term(`lobj.${o}`) }),
      ...(asStory ? { story: t('len.story.ruler', { name: who, obj: term(`lobj.${o}`) }) } : {}),
      answer: { kind: 'integer', value: n, unit: u },
      visual: { type: 'ruler', unit: u, length: rulerLength(n, u), objectLength: n },
      explanation: [t('ex.len', { obj: term(`lobj.${o}`), n, u: unit(u, n) })],
    };
  },
};

/** [big unit, small unit, factor] */
const CONVERSIONS: readonly [Unit, Unit, number][] = [
  ['m', 'cm', 100],
  ['cm', 'mm', 10],
  ['km', 'm', 1000],
  ['kg', 'g', 1000],
  ['l', 'ml', 1000],
  ['m', 'mm', 1000],
];

/** Converts n (scaled by 10^places) from one unit to another; returns a prompt/answer. */
function conversion(n: number, places: number, from: Unit, to: Unit, factor: number, up: boolean) {
  // up: big → small (multiply); else small → big (divide)
  const resultUnits = up ? n * factor : n;
  let resultPlaces = up ? places : places + Math.round(Math.log10(factor));
  let units = resultUnits;
  while (resultPlaces > 0 && units % 10 === 0) {
    units /= 10;
    resultPlaces -= 1;
  }
  while (resultPlaces < 0) {
    units *= 10;
    resultPlaces += 1;
  }
  return {
    prompt: t('conv.prompt', { n: dec(n, places), from: unit(from, n / 10 ** places), to: unit(to) }),
    answer: numAnswer(units, resultPlaces, to),
    explanation: [t(up ? 'ex.conv.mul' : 'ex.conv.div', { n: dec(n, places), f: factor, r: dec(units, resultPlaces), from: unit(up ? from : to, 1), to: unit(up ? to : from, factor) })],
  };
}

/**
 * US customary [big unit, small unit, factor] (4.MD.A.1's tables): grade 3
 * takes the first two, then the first five; grade 4 all but miles.
 */
const CUSTOMARY_CONVERSIONS: readonly [Unit, Unit, number][] = [
  ['ft', 'in', 12],
  ['yd', 'ft', 3],
  ['gal', 'qt', 4],
  ['qt', 'pt', 2],
  ['pt', 'cup', 2],
  ['lb', 'oz', 16],
  ['yd', 'in', 36],
  ['mi', 'ft', 5280],
];

/** x as a prompt number: whole, a mixed number (2 1/4) or a decimal (2.25, terminating by construction). */
function amount(x: Q, style: 'mixed' | 'decimal'): TextParam {
  if (x.d === 1) return x.n;
  if (style === 'decimal') return { type: 'decimal', value: qToDecimal(x)! };
  return { type: 'mixed', whole: Math.floor(x.n / x.d), numerator: x.n % x.d, denominator: x.d };
}

/** x in unit u as the answer: whole, or a decimal (a typed fraction or mixed number is accepted too). */
function amountAnswer(x: Q, u: Unit): Answer {
  const value = qToDecimal(x)!;
  return value.includes('.') ? { kind: 'decimal', value, unit: u } : { kind: 'integer', value: Number(value), unit: u };
}

/** A whole number plus a fraction in lowest terms whose denominator is one of `dens` that divides f (halves, thirds, quarters). */
function partOf(rng: Ctx['rng'], f: number, dens: readonly number[], maxWhole: number): Q {
  const den = rng.pick(dens.filter((k) => f % k === 0));
  const part = rng.pick([...Array(den).keys()].filter((i) => i > 0 && q(i, den).d === den));
  return q(rng.int(1, maxWhole) * den + part, den);
}

/** x of `from` in `to`, multiplying by f (up: to the smaller unit) or dividing (down). */
function customaryConversion(x: Q, from: Unit, to: Unit, f: number, up: boolean, style: 'mixed' | 'decimal'): Made {
  const r = up ? qMul(x, q(f)) : qMul(x, q(1, f));
  return {
    subtopic: up ? 'to-smaller-unit' : 'to-larger-unit',
    prompt: t('conv.prompt', { n: amount(x, style), from: unit(from, x.n / x.d), to: unit(to) }),
    answer: amountAnswer(r, to),
    explanation: [t(up ? 'ex.conv.mul' : 'ex.conv.div', { n: amount(x, style), f, r: amount(r, 'decimal'), from: unit(up ? from : to, 1), to: unit(up ? to : from, f) })],
  };
}

/**
 * Customary conversions by grade (Common Core 4.MD.A.1–2, 5.MD.A.1): whole
 * amounts to the smaller unit and back in grades 3–4, a mixed measure (5 ft
 * 4 in) in inches, then fractions of the larger unit (2 1/4 ft) and answers in
 * halves or quarters (30 in = 2.5 ft) in grades 5–6. Every factor is exact, so
 * no answer is rounded.
 */
function convertCustomary({ rng, g, d }: Ctx): Made {
  const pool = CUSTOMARY_CONVERSIONS.slice(0, g === 3 ? (d === 1 ? 2 : 5) : g === 4 ? 7 : 8);
  const compound = (g === 4 && d === 2) || (g === 5 && d === 1);
  if (compound) {
    // the small part stays below one big unit; miles are left out (3 mi 2,417 ft is nobody's measure)
    const [big, small, f] = rng.pick(pool.filter(([, , k]) => k <= 36));
    const a = rng.int(1, 9);
    const b = rng.int(1, f - 1);
    return {
      subtopic: 'compound',
      prompt: t('conv.compound', { a, ua: unit(big, a), b, ub: unit(small, b), to: unit(small) }),
      answer: { kind: 'integer', value: a * f + b, unit: small },
      explanation: [t('ex.conv.compound', { a, f, b, r: a * f + b })],
    };
  }
  if (g <= 4) {
    const [big, small, f] = rng.pick(pool);
    const k = g === 3 ? rng.int(1, 9) : rng.int(2, byD(d, [12, 20, 20]));
    return d === 3 ? customaryConversion(q(k * f), small, big, f, false, 'mixed') : customaryConversion(q(k), big, small, f, true, 'mixed');
  }
  const maxWhole = g === 5 ? 9 : 20;
  if (d === 2 && g === 5) {
    const [big, small, f] = rng.pick(pool);
    return customaryConversion(partOf(rng, f, [2, 3, 4], maxWhole), big, small, f, true, 'mixed');
  }
  // answers in halves or quarters of the larger unit, and decimal prompts, need a factor they divide
  const [big, small, f] = rng.pick(pool.filter(([, , k]) => k % 2 === 0));
  if (g === 6 && d === 1) return customaryConversion(partOf(rng, f, [2, 3, 4], maxWhole), big, small, f, true, 'mixed');
  const x = partOf(rng, f, [2, 4], maxWhole);
  if (g === 6 && d === 3) return customaryConversion(x, big, small, f, true, 'decimal');
  return customaryConversion(qMul(x, q(f)), small, big, f, false, 'decimal');
}

/**
 * What a conversion's story is about, by its larger unit: a ribbon or a rope (length), a path
 * (distance), a bag of flour or a parcel (mass), a jug (capacity), a film, a song, a holiday or
 * a trip (time).
 */
const STORY_THING: Partial<Record<Unit, string>> = {
  mm: 'len', cm: 'len', m: 'len', km: 'dist', in: 'len', ft: 'len', yd: 'len', mi: 'dist',
  g: 'mass', kg: 'mass', oz: 'mass', lb: 'mass', ml: 'cap', l: 'cap', cup: 'cap', pt: 'cap', qt: 'cap', gal: 'cap',
  min: 'song', h: 'film', day: 'trip', week: 'holiday',
};

const bigger = (a: Unit, b: Unit) => {
  const order: Unit[] = ['mm', 'cm', 'in', 'ft', 'yd', 'm', 'km', 'mi', 'g', 'oz', 'lb', 'kg', 'ml', 'cup', 'pt', 'qt', 'l', 'gal', 's', 'min', 'h', 'day', 'week'];
  return order.indexOf(a) > order.indexOf(b) ? a : b;
};

/** The conversion told as a story with the same numbers: "A ribbon is 3 m long. How long is it in centimetres?" */
export function conversionStory(made: Made, name: TextParam): TextRef {
  const p = made.prompt.params;
  const unitOf = (x: TextParam | undefined) => (typeof x === 'object' && x.type === 'unit' ? x.unit : undefined);
  // a story asks "in centimetres?", never "in cm?": the unit it asks for in words
  const toName: TextParam = { type: 'term', key: `unit-name.${unitOf(p.to)!}` };
  if (made.prompt.key === 'conv.compound') {
    const thing = STORY_THING[bigger(unitOf(p.ua)!, unitOf(p.ub)!)]!;
    return t(`conv.story.compound.${['film', 'song', 'trip', 'holiday', 'time'].includes(thing) ? 'time' : thing}`, { ...p, name, toName });
  }
  return t(`conv.story.${STORY_THING[bigger(unitOf(p.from)!, unitOf(p.to)!)]}`, { ...p, name, toName });
}

const convertUnits: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: [],
  stories: EVERY_GRADE,
  make(ctx) {
    const made = convertMade(ctx);
    return ctx.story ? { ...made, story: conversionStory(made, name(ctx.rng)) } : made;
  },
};

function convertMade(ctx: Ctx): Made {
  const { rng, g, d } = ctx;
  if (ctx.units === 'customary') return convertCustomary(ctx);
  // grade 3 starts with metres and centimetres, and centimetres and millimetres (one step of 100 or 10), then adds the thousands
  const pool = g === 3 ? CONVERSIONS.filter(([, , f]) => f === 100 || (f === 10 && d === 1) || (f === 1000 && d >= 2)).slice(0, 3) : CONVERSIONS;
  const [big, small, f] = rng.pick(g === 3 ? pool.filter((c) => c[0] !== 'km') : pool);
  let n: number;
  let places = 0;
  let up: boolean;
  if (g <= 4) {
    up = d !== 3;
    n = up ? rng.int(1, g === 3 ? 9 : 99) : f * rng.int(1, g === 3 ? 9 : 99);
  } else {
    up = d !== 2;
    places = g === 5 ? 1 : rng.int(1, 2);
    if (up) n = rng.int(11, g === 5 ? 99 : 999);
    else {
      n = rng.int(11, f * 10 - 1);
      places = 0;
    }
    if (d === 3 && g === 6) places = 3;
  }
  const c = conversion(n, places, up ? big : small, up ? small : big, f, up);
  return { subtopic: up ? 'to-smaller-unit' : 'to-larger-unit', ...c };
}

const perimeter: TopicDef = {
  answerKinds: ['integer', 'decimal', 'rectangle'],
  visuals: ['shape', 'rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d, units, story: asStory }) {
    const max = g === 3 ? 10 : g === 4 ? 50 : 99;
    const u = MEASURES[units].side;
    if (onModel(rng, g <= 4 ? 0.55 : 0.45)) {
      // Rectangles with the same perimeter can have different areas (3.MD.D.8): any of them is right.
      const w = rng.int(2, 8);
      const h = rng.int(1, 8);
      const half = w + h;
      return {
        subtopic: 'build-rectangle',
        prompt: t('perim.build', { p: 2 * half }),
        ...(asStory ? { story: t(units === 'customary' ? 'perim.build.story.ft' : 'perim.build.story', { name: name(rng), p: 2 * half }) } : {}),
        answer: { kind: 'rectangle', rows: h, columns: w, match: 'perimeter' },
        input: 'rectangle',
        visual: { type: 'rectangle-board', rows: 10, columns: 10, cells: 'squares' },
        explanation: [t('ex.perim.build', { half, r: h, c: w })],
      };
    }
    // a word problem is the fence round a garden, whatever the level
    if (d === 1 || asStory) {
      const w = rng.int(2, max);
      const h = rng.int(1, w);
      const places = g === 6 ? 1 : 0;
      const W = places ? w * 10 + rng.int(1, 9) : w;
      const H = places ? h * 10 + rng.int(1, 9) : h;
      const p = 2 * (W + H);
      // A garden is measured in metres (or feet): the question, its story and the answer share that unit.
      const ru: Unit = units === 'customary' ? u : 'm';
      const sides = { w: dec(W, places), h: dec(H, places), uw: unit(ru, W / 10 ** places), uh: unit(ru, H / 10 ** places) };
      return {
        subtopic: 'rectangles',
        prompt: t('perim.rect', sides),
        story: units === 'customary' ? t('perim.story.ft', { name: name(rng), ...sides }) : t('perim.story', { name: name(rng), w: sides.w, h: sides.h, u: unit(ru) }),
        answer: numAnswer(p, places, ru),
        visual: { type: 'shape', shape: W === H ? 'square' : 'rectangle', width: W / 10 ** places, height: H / 10 ** places },
        explanation: [t('ex.perim.rect', { w: dec(W, places), h: dec(H, places), p: dec(p, places) })],
      };
    }
    if (d === 2) {
      const k = rng.int(3, 6);
      const sides = Array.from({ length: k }, () => rng.int(2, max));
      const shape = k === 3 ? 'triangle' : k === 4 ? 'trapezoid' : k === 5 ? 'pentagon' : 'hexagon';
      const p = sum(sides);
      return {
        subtopic: 'polygons',
        prompt: t('perim.poly', { shape: term(`shape.${shape}`), sides: list(sides), u: unit(u) }),
        answer: { kind: 'integer', value: p, unit: u },
        visual: { type: 'shape', shape, sides },
        explanation: [t('ex.sum', { parts: list(sides, 'plus'), total: p })],
      };
    }
    if (g <= 4) {
      const s = rng.int(2, max);
      return {
        subtopic: 'square-side',
        prompt: t('perim.square', { p: 4 * s, u: unit(u, 4 * s) }),
        answer: { kind: 'integer', value: s, unit: u },
        visual: { type: 'shape', shape: 'square' },
        explanation: [t('ex.perim.square', { p: 4 * s, s })],
      };
    }
    const w = rng.int(2, max);
    const h = rng.int(1, max);
    const p = 2 * (w + h);
    return {
      subtopic: 'missing-side',
      prompt: t('perim.missing', { p, w, up: unit(u, p), uw: unit(u, w) }),
      answer: { kind: 'integer', value: h, unit: u },
      visual: { type: 'shape', shape: 'rectangle' },
      explanation: [t('ex.perim.missing', { p, half: w + h, w, h })],
    };
  },
};

const area: TopicDef = {
  answerKinds: ['integer', 'decimal', 'rectangle'],
  visuals: ['shape', 'rectangle-board'],
  stories: EVERY_GRADE,
  make({ rng, g, d, units, story: asStory }) {
    const { side, area: u, grid } = MEASURES[units];
    if (onModel(rng, g <= 4 ? 0.55 : 0.45)) {
      // Many rectangles share an area: any of them is right (3.MD.C.7, AC9M3M02).
      const w = rng.int(2, 8);
      const h = rng.int(2, 8);
      return {
        subtopic: 'build-rectangle',
        prompt: t('area.build', { a: w * h }),
        ...(asStory ? { story: t(units === 'customary' ? 'area.build.story.ft' : 'area.build.story', { name: name(rng), a: w * h }) } : {}),
        answer: { kind: 'rectangle', rows: h, columns: w, match: 'area' },
        input: 'rectangle',
        visual: { type: 'rectangle-board', rows: 10, columns: 10, cells: 'squares' },
        explanation: [t('ex.area.build', { r: h, c: w, a: w * h })],
      };
    }
    if (g === 3 && d === 1 && !asStory) {
      const w = rng.int(2, 6);
      const h = rng.int(2, 6);
      return {
        subtopic: 'count-squares',
        prompt: t(units === 'customary' ? 'area.grid.in' : 'area.grid'),
        answer: { kind: 'integer', value: w * h, unit: grid },
        visual: { type: 'shape', shape: w === h ? 'square' : 'rectangle', width: w, height: h, gridSquares: true },
        explanation: [t('ex.area.count', { w, h, a: w * h })],
      };
    }
    if (g === 6) {
      const b = rng.int(2, 30);
      const h = rng.int(2, 30);
      const tri = d !== 2;
      // a triangle's area is b × h ÷ 2 (in halves when b × h is odd)
      const twice = b * h;
      const [count, places] = tri ? (twice % 2 === 0 ? [twice / 2, 0] : [twice * 5, 1]) : [twice, 0];
      return {
        subtopic: tri ? 'triangles' : 'parallelograms',
        prompt: t(tri ? 'area.tri' : 'area.par', { b, h, ub: unit(side, b), uh: unit(side, h) }),
        story: t(tri ? 'area.story.tri' : 'area.story.par', { b, h, ub: unit(side, b), uh: unit(side, h) }),
        answer: numAnswer(count, places, u),
        visual: { type: 'shape', shape: tri ? 'triangle' : 'rhombus', width: b, height: h },
        explanation: [t(tri ? 'ex.area.tri' : 'ex.area.par', { b, h, a: dec(count, places) })],
      };
    }
    const max = g === 3 ? 10 : 20;
    const w = rng.int(2, max);
    const h = rng.int(2, max);
    if (d === 3 && !asStory) {
      return {
        subtopic: 'missing-side',
        prompt: t('area.missing', { a: w * h, w, uw: unit(side, w), ua: unit(u, w * h) }),
        answer: { kind: 'integer', value: h, unit: side },
        visual: { type: 'shape', shape: 'rectangle', width: w },
        explanation: [t('ex.area.missing', { a: w * h, w, h })],
      };
    }
    // A rug is measured in metres (or feet): the question, its story and the answer share that unit.
    const [rs, ra]: [Unit, Unit] = units === 'customary' ? [side, u] : ['m', 'm2'];
    const sides = { w, h, uw: unit(rs, w), uh: unit(rs, h) };
    return {
      subtopic: 'rectangles',
      prompt: t('area.rect', sides),
      story: units === 'customary' ? t('area.story.ft', { name: name(rng), ...sides }) : t('area.story', { name: name(rng), w, h }),
      answer: { kind: 'integer', value: w * h, unit: ra },
      visual: { type: 'shape', shape: w === h ? 'square' : 'rectangle', width: w, height: h },
      explanation: [t('ex.area.rect', { w, h, a: w * h })],
    };
  },
};

const volume: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: ['shape'],
  stories: EVERY_GRADE,
  make({ rng, g, d, units }) {
    const who = name(rng);
    const { edge, volume: uv } = MEASURES[units];
    const max = byD(d, [5, 12, 12]);
    const l = rng.int(2, max);
    const w = rng.int(2, max);
    const h = rng.int(2, max);
    if (d === 3 && g === 5) {
      return {
        subtopic: 'missing-dimension',
        prompt: t('vol.missing', { v: l * w * h, l, w, uv: unit(uv, l * w * h), ul: unit(edge, l), uw: unit(edge, w) }),
        story: t('vol.story.missing', { v: l * w * h, l, w, uv: unit(uv, l * w * h), ul: unit(edge, l), uw: unit(edge, w) }),
        answer: { kind: 'integer', value: h, unit: edge },
        visual: { type: 'shape', shape: 'rectangular-prism', sides: [l, w] },
        explanation: [t('ex.vol.missing', { v: l * w * h, l, w, h })],
      };
    }
    const places = d === 3 ? 1 : 0;
    const L = places ? l * 10 + rng.int(1, 9) : l; // a tenths length such as 4.7
    const cubes = units === 'customary' ? 'vol.cubes.in' : 'vol.cubes';
    const prism = { l: dec(L, places), w, h, ul: unit(edge, L / 10 ** places), uw: unit(edge, w), uh: unit(edge, h) };
    return {
      subtopic: d === 1 ? 'unit-cubes' : 'rectangular-prisms',
      prompt: d === 1 ? t(cubes, { l, w, h }) : t('vol.prism', prism),
      story: d === 1 ? t(units === 'customary' ? 'vol.story.cubes.in' : 'vol.story.cubes', { name: who, l, w, h }) : t('vol.story.prism', { name: who, ...prism }),
      answer: numAnswer(L * w * h, places, uv),
      visual: { type: 'shape', shape: 'rectangular-prism', sides: [L / 10 ** places, w, h] },
      explanation: [t('ex.vol', { l: dec(L, places), w, h, v: dec(L * w * h, places) })],
    };
  },
};

// ── time ───────────────────────────────────────────────────────────────────

/** Adds minutes to a 12-hour clock time. */
export function addMinutes(h: number, m: number, add: number): [number, number] {
  const total = (((h % 12) * 60 + m + add) % 720 + 720) % 720;
  const hh = Math.floor(total / 60);
  return [hh === 0 ? 12 : hh, total % 60];
}

/**
 * Where the hands of a clock to be set start: one of the quarter turns of the hour hand, drawn at
 * random, never the answer. Always twelve o'clock, but three o'clock when twelve is the answer,
 * would tell the child the answer whenever the clock starts at three.
 */
const clockStart = (rng: Ctx['rng'], h: number, m: number) => {
  const hours = rng.pick([12, 3, 6, 9].filter((s) => s !== h || m !== 0));
  return { hours, minutes: 0 };
};

const readClock: TopicDef = {
  answerKinds: ['time'],
  visuals: ['clock'],
  stories: EVERY_GRADE,
  make({ rng, g, d, story: asStory }) {
    const set = onModel(rng);
    const gran = g === 0 ? 60 : g === 1 ? (d === 1 ? 60 : 30) : g === 2 ? (d === 1 ? 15 : 5) : g === 3 ? (d === 1 ? 5 : 1) : 1;
    const h = rng.int(1, 12);
    const m = gran === 60 ? 0 : gran * rng.int(0, 60 / gran - 1);
    const tp = time(h, m);
    const who = name(rng);
    const event = term(`event.${rng.int(0, EVENT_COUNT - 1)}`);
    // drawn after everything else, so a clock to set does not change the rest of its item
    const start = set ? clockStart(rng, h, m) : undefined;
    return {
      subtopic: gran === 60 ? 'hour' : gran === 30 ? 'half-hour' : gran === 15 ? 'quarter-hour' : gran === 5 ? 'five-minutes' : 'minute',
      prompt: set ? t('clock.set', { t: tp }) : t('clock.read'),
      ...(asStory ? { story: set ? t('clock.story.set', { name: who, event, t: tp }) : t('clock.story.read', { name: who, event }) } : {}),
      answer: { kind: 'time', hours: h, minutes: m },
      input: set ? 'clock' : 'text',
      // A clock to set is a face without hands of its own: the player's hands start at `start`, on
      // paper the child draws them. One to read shows the time.
      visual: start ? { type: 'clock', ...start, showHands: false } : { type: 'clock', hours: h, minutes: m, showHands: true },
      explanation: [m === 0 ? t('ex.clock.hour', { h, t: tp }) : t('ex.clock.min', { h, m, t: tp })],
    };
  },
};

/** Everyday events a time is given for in stories (terms event.0 …): a lesson, a match, a show… */
const EVENT_COUNT = 6;

/** Explanation hops: to the next hour, whole hours, then the rest. */
function hops(h: number, m: number, minutes: number): TextRef[] {
  const steps: TextRef[] = [];
  let [ch, cm] = [h, m];
  let left = minutes;
  if (cm !== 0 && left >= 60 - cm) {
    const k = 60 - cm;
    const [nh, nm] = addMinutes(ch, cm, k);
    steps.push(t('ex.elapsed.hop', { a: time(ch, cm), b: time(nh, nm), m: k }));
    [ch, cm] = [nh, nm];
    left -= k;
  }
  if (left >= 60) {
    const k = Math.floor(left / 60) * 60;
    const [nh, nm] = addMinutes(ch, cm, k);
    steps.push(t('ex.elapsed.hop', { a: time(ch, cm), b: time(nh, nm), m: k }));
    [ch, cm] = [nh, nm];
    left -= k;
  }
  if (left > 0) {
    const [nh, nm] = addMinutes(ch, cm, left);
    steps.push(t('ex.elapsed.hop', { a: time(ch, cm), b: time(nh, nm), m: left }));
  }
  return steps;
}

const elapsedTime: TopicDef = {
  answerKinds: ['time', 'integer'],
  visuals: ['clock'],
  stories: EVERY_GRADE,
  make({ rng, g, d }) {
    const h = rng.int(1, 11);
    let m: number;
    let minutes: number;
    if (g === 2) {
      m = byD(d, [0, 0, rng.pick([0, 30])]);
      minutes = byD(d, [60 * rng.int(1, 3), 30 * rng.int(1, 5), 30 * rng.int(1, 6)]);
    } else if (g === 3) {
      m = 5 * rng.int(0, 11);
      minutes = byD(d, [5 * rng.int(2, Math.max(2, (60 - m) / 5 - 1 || 2)), 5 * rng.int(2, 20), 5 * rng.int(4, 24)]);
    } else {
      m = rng.int(0, 59);
      minutes = byD(d, [rng.int(10, 120), rng.int(20, 180), rng.int(60, 300)]);
    }
    const [eh, em] = addMinutes(h, m, minutes);
    const who = name(rng);
    const between = d === 3;
    if (between) {
      return {
        subtopic: 'duration',
        prompt: t('elapsed.between', { t1: time(h, m), t2: time(eh, em) }),
        story: t('elapsed.story.between', { t1: time(h, m), t2: time(eh, em) }),
        answer: { kind: 'integer', value: minutes, unit: 'min' },
        visual: { type: 'clock', hours: h, minutes: m, showHands: true },
        explanation: [...hops(h, m, minutes), t('ex.elapsed.total', { parts: list(hopsMinutes(m, minutes), 'plus'), total: minutes })],
      };
    }
    const inHours = minutes % 60 === 0;
    // The clock starts at the start time; moving its hands on by the time that passes gives the end.
    const onClock = onModel(rng);
    return {
      subtopic: 'end-time',
      ...(onClock ? { input: 'clock' as const } : {}),
      prompt: inHours ? t('elapsed.end.h', { t: time(h, m), n: minutes / 60, u: unit('h', minutes / 60) }) : t('elapsed.end', { t: time(h, m), n: minutes, u: unit('min', minutes) }),
      story: t('elapsed.story', { name: who, t: time(h, m), n: minutes }),
      answer: { kind: 'time', hours: eh, minutes: em },
      visual: { type: 'clock', hours: h, minutes: m, showHands: true },
      explanation: hops(h, m, minutes),
    };
  },
};

function hopsMinutes(m: number, minutes: number): number[] {
  const parts: number[] = [];
  let left = minutes;
  if (m !== 0 && left >= 60 - m) {
    parts.push(60 - m);
    left -= 60 - m;
  }
  if (left >= 60) {
    parts.push(Math.floor(left / 60) * 60);
    left %= 60;
  }
  if (left > 0) parts.push(left);
  return parts;
}

const TIME_FACTORS: readonly [Unit, Unit, number][] = [
  ['h', 'min', 60],
  ['min', 's', 60],
  ['week', 'day', 7],
  ['day', 'h', 24],
];

const timeUnits: TopicDef = {
  answerKinds: ['integer', 'decimal'],
  visuals: [],
  stories: EVERY_GRADE,
  make(ctx) {
    const made = timeUnitsMade(ctx);
    return ctx.story ? { ...made, story: conversionStory(made, name(ctx.rng)) } : made;
  },
};

function timeUnitsMade({ rng, g, d }: Ctx): Made {
    if ((g >= 4 && d === 3) || (g >= 5 && d === 1)) {
      const [big, small, f] = rng.pick(TIME_FACTORS.slice(0, g >= 5 ? 4 : 2));
      const a = rng.int(1, 9);
      const b = rng.int(1, f - 1);
      return {
        subtopic: 'compound',
        prompt: t('conv.compound', { a, ua: unit(big, a), b, ub: unit(small, b), to: unit(small) }),
        answer: { kind: 'integer', value: a * f + b, unit: small },
        explanation: [t('ex.conv.compound', { a, f, b, r: a * f + b })],
      };
    }
    if (g === 6 && d === 3) {
      const halves = rng.int(3, 19);
      return {
        subtopic: 'decimal-hours',
        prompt: t('conv.prompt', { n: halves * 30, from: unit('min'), to: unit('h') }),
        answer: numAnswer(halves * 5, 1, 'h'),
        explanation: [t('ex.conv.div', { n: halves * 30, f: 60, r: dec(halves * 5, 1), from: unit('h', 1), to: unit('min', 60) })],
      };
    }
    const pairs = g === 3 ? [TIME_FACTORS[byD(d, [0, 1, 2])]!] : TIME_FACTORS;
    const [big, small, f] = rng.pick(pairs);
    // grade 3 converts one way and back, 2 to 10 of the larger unit (3.MD.A: 10 hours is 600 minutes, within 1,000)
    const up = g === 3 ? rng.chance(0.5) : d === 1 || (g >= 5 && d === 2);
    const n = rng.int(2, g === 3 ? 10 : 12);
    return up
      ? {
          subtopic: 'to-smaller-unit',
          prompt: t('conv.prompt', { n, from: unit(big, n), to: unit(small) }),
          answer: { kind: 'integer', value: n * f, unit: small },
          explanation: [t('ex.conv.mul', { n, f, r: n * f, from: unit(big, 1), to: unit(small, f) })],
        }
      : {
          subtopic: 'to-larger-unit',
          prompt: t('conv.prompt', { n: n * f, from: unit(small, n * f), to: unit(big) }),
          answer: { kind: 'integer', value: n, unit: big },
          explanation: [t('ex.conv.div', { n: n * f, f, r: n, from: unit(big, 1), to: unit(small, f) })],
        };
}

// ── money ──────────────────────────────────────────────────────────────────

/** Coins (and small notes) per currency, in cents, smallest first. */
export const COINS: Record<Currency, readonly number[]> = {
  USD: [1, 5, 10, 25, 50, 100],
  CAD: [5, 10, 25, 100, 200],
  AUD: [5, 10, 20, 50, 100, 200],
  NZD: [10, 20, 50, 100, 200],
  GBP: [1, 2, 5, 10, 20, 50, 100, 200],
  EUR: [1, 2, 5, 10, 20, 50, 100, 200],
  AED: [25, 50, 100],
  CNY: [10, 50, 100],
};

/** Smallest amount a price can move by in a currency (its smallest coin). */
export const moneyStep = (c: Currency) => COINS[c][0]!;

const ITEMS = ['book', 'ball', 'kite', 'sandwich', 'notebook', 'toy-car', 'puzzle', 'yo-yo'] as const;

/** Notes a tray offers beside the coins once amounts pass a few dollars (pounds, euros…): 5, 10, 20 and 50. */
export const NOTES: readonly number[] = [500, 1000, 2000, 5000];

const countCoins: TopicDef = {
  answerKinds: ['money', 'choice'],
  visuals: ['coins'],
  stories: EVERY_GRADE,
  make({ rng, g, d, currency, story: asStory }) {
    const set = COINS[currency];
    let kinds: readonly number[];
    let coins: number[];
    if (g === 0) {
      // K names the coins (no sums yet): one coin, unlabelled, and which it is among the level's coins,
      // two of the smallest, then three, then every coin of the currency
      const among = set.slice(0, Math.min(set.length, byD(d, [2, 3, set.length])));
      const c = rng.pick(among);
      const offered = [c, ...rng.sample(among.filter((x) => x !== c), Math.min(3, among.length - 1))].sort((x, y) => x - y);
      const who = name(rng);
      if (onModel(rng)) {
        // the coin found by its look among the level's coins, unlabelled, and put in the purse
        const m = money(c, currency);
        return {
          subtopic: 'name-coins',
          prompt: t('coins.show', { m }),
          ...(asStory ? { story: t('coins.story.show', { name: who, m }) } : {}),
          answer: { kind: 'money', cents: c, currency },
          input: 'coins',
          visual: { type: 'coins', currency, coins: [...among], labelled: false },
          explanation: [t('ex.coins.which', { m })],
        };
      }
      if (rng.chance(0.5)) {
        // sort a handful of the level's coins and count those of one kind (K.MD.B.3): telling the coins
        // apart by their look is the skill, so none is labelled
        const k = rng.int(1, byD(d, [5, 7, 10]));
        const others = Array.from({ length: rng.int(1, byD(d, [3, 5, 6])) }, () => rng.pick(among.filter((x) => x !== c)));
        const m = money(c, currency);
        return {
          subtopic: 'name-coins',
          prompt: t('coins.sort', { m }),
          ...(asStory ? { story: t('coins.story.sort', { name: who, m }) } : {}),
          answer: { kind: 'integer', value: k },
          input: 'text',
          visual: { type: 'coins', currency, coins: rng.shuffle([...Array<number>(k).fill(c), ...others]), labelled: false },
          explanation: [t('ex.coins.sort', { m, k })],
        };
      }
      return {
        subtopic: 'name-coins',
        prompt: t('coins.which'),
        ...(asStory ? { story: t('coins.story.which', { name: who }) } : {}),
        answer: { kind: 'choice', key: String(c) },
        input: 'choice',
        choices: offered.map((x) => ({ key: String(x), label: t('term', { t: money(x, currency) }) })),
        visual: { type: 'coins', currency, coins: [c], labelled: false },
        explanation: [t('ex.coins.which', { m: money(c, currency) })],
      };
    } else {
      kinds = set.slice(0, Math.min(set.length, g === 1 ? byD(d, [2, 3, 4]) : set.length));
      const n = rng.int(3, g === 1 ? 6 : 8);
      coins = Array.from({ length: n }, () => rng.pick(kinds));
      // grade 1 counts to a dollar (a pound, a euro); where the smallest coin is a quarter of one or more
      // (the dirham's fils), to a dozen of it, so the amounts are not only three or four
      if (g === 1 && sum(coins) > Math.max(100, 12 * set[0]!)) coins = coins.filter((c, i) => i < 3 || c < 25);
    }
    coins.sort((a, b) => b - a);
    const total = sum(coins);
    // Make the amount from a tray of the level's coins, or count the coins shown.
    const show = onModel(rng);
    const who = name(rng);
    const m = money(total, currency);
    return {
      subtopic: g === 0 ? 'one-kind' : 'mixed-coins',
      prompt: show ? t('coins.show', { m }) : t('coins.count'),
      ...(asStory ? { story: show ? t('coins.story.show', { name: who, m }) : t('coins.story.count', { name: who }) } : {}),
      answer: { kind: 'money', cents: total, currency },
      input: show ? 'coins' : 'text',
      // telling the coins apart is the skill: their values are not printed on them
      visual: { type: 'coins', currency, coins: show ? [...kinds] : coins, labelled: false },
      explanation: show
        ? [t('ex.coins.show', { list: list(greedy(total, kinds).map((c) => money(c, currency)), 'plus'), m })]
        : [t('ex.coins', { list: list(coins.map((c) => money(c, currency)), 'plus'), m })],
    };
  },
};

/** Fewest coins making an amount (greedy works for these coin sets at these amounts). */
function greedy(amount: number, set: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of [...set].reverse()) while (amount >= c) {
    out.push(c);
    amount -= c;
  }
  return out;
}

/** The tray an amount is made from: coins in grade 2, coins and notes to 20 in grade 3, to 50 after. */
const tray = (g: number, currency: Currency) => (g <= 2 ? [...COINS[currency]] : [...COINS[currency], ...NOTES.slice(0, g === 3 ? 3 : 4)]);

const makeChange: TopicDef = {
  answerKinds: ['money'],
  visuals: ['coins'],
  stories: EVERY_GRADE,
  make({ rng, g, currency }) {
    const step = moneyStep(currency);
    // grade 2 pays with one unit; where the smallest coin is a quarter of it (the dirham) a unit leaves three
    // prices, so two and five units too, still paid and changed in coins
    const paid = g === 2 ? (step >= 25 ? rng.pick([100, 200, 500]) : 100) : g === 3 ? rng.pick([500, 1000]) : rng.pick([2000, 5000]);
    const price = step * rng.int(1, paid / step - 1);
    const item = rng.pick(ITEMS);
    const who = name(rng);
    const p = { price: money(price, currency), paid: money(paid, currency), c: money(paid - price, currency) };
    // Counting the change into the hand, as a shopkeeper does.
    const coins = onModel(rng);
    return {
      subtopic: 'change',
      prompt: coins ? t('change.coins', p) : t('op.sub', { a: p.paid, b: p.price }),
      story: t('change.story', { name: who, item: term(`item.${item}`, 1), ...p }),
      answer: { kind: 'money', cents: paid - price, currency },
      ...(coins ? { input: 'coins' as const, visual: { type: 'coins' as const, currency, coins: tray(g, currency), labelled: true } } : {}),
      explanation: [t('ex.change', p)],
    };
  },
};

const moneySums: TopicDef = {
  answerKinds: ['money'],
  visuals: ['coins'],
  stories: EVERY_GRADE,
  make({ rng, g, d, currency }) {
    const step = moneyStep(currency);
    // grade 2 adds coins' worth to half a unit, or to four of the smallest coin where that is more (the dirham's fils)
    const maxEach = g === 2 ? Math.max(50, 4 * step) : g === 3 ? 500 : 5000;
    const price = () => step * rng.int(1, Math.floor(maxEach / step));
    const who = name(rng);
    if (g === 6 && d <= 2) {
      const p = price();
      const n = rng.int(2, 12);
      const params = { a: money(p, currency), b: n, c: money(p * n, currency) };
      const item = rng.pick(ITEMS);
      return {
        subtopic: 'multiply-price',
        prompt: t('op.mul', params),
        story: t('mqty.story', { name: who, n, items: term(`items.${item}`, n), p: params.a }),
        answer: { kind: 'money', cents: p * n, currency },
        explanation: [t('ex.mul', params)],
      };
    }
    const k = d === 3 ? 3 : 2;
    const prices = Array.from({ length: k }, price);
    const items = rng.sample(ITEMS, k);
    const total = sum(prices);
    const ps: TextParam[] = prices.map((c) => money(c, currency));
    // Paying the total with coins (and notes) to grade 5.
    const coins = g <= 5 && onModel(rng);
    return {
      subtopic: k === 3 ? 'three-prices' : 'two-prices',
      prompt: t(coins ? 'msum.coins' : 'ex.sum.q', { parts: list(ps, 'plus') }),
      story:
        k === 3
          ? t('msum.story3', { name: who, itemA: term(`item.${items[0]}`, 1), itemB: term(`item.${items[1]}`, 1), itemC: term(`item.${items[2]}`, 1), a: ps[0]!, b: ps[1]!, c: ps[2]! })
          : t('msum.story', { name: who, itemA: term(`item.${items[0]}`, 1), itemB: term(`item.${items[1]}`, 1), a: ps[0]!, b: ps[1]! }),
      answer: { kind: 'money', cents: total, currency },
      ...(coins ? { input: 'coins' as const, visual: { type: 'coins' as const, currency, coins: tray(g, currency), labelled: true } } : {}),
      explanation: [t('ex.sum', { parts: list(ps, 'plus'), total: money(total, currency) })],
    };
  },
};

const unitPrice: TopicDef = {
  answerKinds: ['money'],
  visuals: ['coins'],
  stories: EVERY_GRADE,
  make({ rng, g, d, currency }) {
    const step = moneyStep(currency);
    const each = step * rng.int(1, Math.floor((g === 5 ? 1000 : 5000) / step));
    const n = rng.int(2, byD(d, [5, 9, 12]));
    const item = rng.pick(ITEMS);
    const p = { n, items: term(`items.${item}`, n), total: money(each * n, currency), each: money(each, currency) };
    // The price of one, counted out in coins and notes.
    const coins = onModel(rng, 0.5);
    return {
      subtopic: 'unit-price',
      prompt: t(coins ? 'uprice.coins' : 'op.div', { a: p.total, b: n }),
      story: t('uprice.story', { name: name(rng), ...p }),
      answer: { kind: 'money', cents: each, currency },
      ...(coins ? { input: 'coins' as const, visual: { type: 'coins' as const, currency, coins: tray(g, currency), labelled: true } } : {}),
      explanation: [t('ex.uprice', p)],
    };
  },
};

export const measureTopics = {
  'measurement/length': length,
  'measurement/order-length': orderLength,
  'measurement/line-plot': linePlot,
  'measurement/convert-units': convertUnits,
  'measurement/perimeter': perimeter,
  'measurement/area': area,
  'measurement/volume': volume,
  'time/read-clock': readClock,
  'time/elapsed-time': elapsedTime,
  'time/time-units': timeUnits,
  'money/count-coins': countCoins,
  'money/make-change': makeChange,
  'money/money-sums': moneySums,
  'money/unit-price': unitPrice,
} satisfies Record<string, TopicDef>;


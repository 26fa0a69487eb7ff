/**
 * Property tests: for thousands of seeds per topic, the item is well formed,
 * its answer matches an independent recomputation from the item's own data,
 * its numbers stay within the grade's range, and the same seed gives the same item.
 */
import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem, generateItems, ItemRequestError, usesUnits } from './generate.ts';
import { numberLimit } from './grades.ts';
import { baseTemplate } from './wordings.ts';
import { q, qAdd, qCmp, qMul, qSub, decimalToQ, type Q } from './rational.ts';
import { TOPICS } from './catalogue.ts';
import { DIFFICULTIES, STRANDS, GRADES, TOPIC_GRADES, UNIT_SYSTEMS, type Answer, type Choice, type Item, type RectangleMatch, type TextParam, type TextRef, type TopicKey, type Unit, type UnitSystem } from './types.ts';

const SEEDS_PER_TOPIC = 2000;

// ── an independent solver: reads the item's prompt data, never the generator ──

function toQ(p: TextParam | undefined): Q {
  if (typeof p === 'number') return q(p);
  if (p === undefined || typeof p === 'string') throw new Error(`not a number: ${String(p)}`);
  switch (p.type) {
    case 'decimal':
      return decimalToQ(p.value)!;
    case 'fraction':
      return q(p.numerator, p.denominator);
    case 'mixed':
      return q(Math.sign(p.whole || 1) * (Math.abs(p.whole) * p.denominator + p.numerator), p.denominator);
    case 'money':
      return q(p.cents, 100);
    default:
      throw new Error(`not a number: ${JSON.stringify(p)}`);
  }
}
const num = (p: TextParam | undefined) => {
  const x = toQ(p);
  return x.n / x.d;
};
const qDiv = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
const listOf = (p: TextParam | undefined): TextParam[] => {
  if (typeof p !== 'object' || p.type !== 'list') throw new Error('not a list');
  return p.items;
};
const termKey = (p: TextParam | undefined) => {
  if (typeof p !== 'object' || p.type !== 'term') throw new Error('not a term');
  return p.key;
};
const timeOf = (p: TextParam | undefined) => {
  if (typeof p !== 'object' || p.type !== 'time') throw new Error('not a time');
  return p.hours * 60 + p.minutes;
};
const clock = (minutes: number) => {
  const m = ((minutes % 720) + 720) % 720;
  return { hours: Math.floor(m / 60) || 12, minutes: m % 60 };
};
const divisors = (n: number) => [...Array(n).keys()].map((i) => i + 1).filter((i) => n % i === 0);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const SIDES: Record<string, number> = { triangle: 3, square: 4, rectangle: 4, rhombus: 4, trapezoid: 4, pentagon: 5, hexagon: 6, octagon: 8 };
/** What every shape of a kind has (a rhombus may be a square, a trapezoid may have right angles): asked plainly only of these */
const RIGHT: Record<string, number> = { square: 4, rectangle: 4 };
const SYMMETRY: Record<string, number> = { square: 4 };
const PARALLEL: Record<string, number> = { triangle: 0, square: 2, rectangle: 2, rhombus: 2 };
/** A regular polygon of n sides: n lines of symmetry, n/2 pairs of parallel sides when n is even, right angles in the square only. */
const regular = (sides: number) => ({ right: sides === 4 ? 4 : 0, symmetry: sides, parallel: sides % 2 ? 0 : sides / 2 });
/** The solids, and whether each rolls (on a curved surface); and their flat faces, the curved ones left out. */
const ROLLING: Record<string, boolean> = { cube: false, 'rectangular-prism': false, cylinder: true, cone: true, sphere: true };
const FLAT_FACES: Record<string, number> = { cube: 6, 'rectangular-prism': 6, cylinder: 2, cone: 1, sphere: 0 };
const FACES: Record<string, number> = { cube: 6, 'rectangular-prism': 6, cylinder: 3, cone: 2 };
const EDGES: Record<string, number> = { cube: 12, 'rectangular-prism': 12, cylinder: 2, cone: 1 };
/** [system, what it measures, size in that measure's smallest unit]: written from the definitions (1 ft = 12 in, 1 gal = 4 qt = 8 pt = 16 cups…), not from the engine. */
const UNITS: Partial<Record<Unit, [UnitSystem | 'both', string, number]>> = {
  mm: ['metric', 'length', 1], cm: ['metric', 'length', 10], m: ['metric', 'length', 1000], km: ['metric', 'length', 1e6],
  g: ['metric', 'mass', 1], kg: ['metric', 'mass', 1000], ml: ['metric', 'capacity', 1], l: ['metric', 'capacity', 1000],
  cm2: ['metric', 'area', 1], m2: ['metric', 'area', 1e4], cm3: ['metric', 'volume', 1],
  in: ['customary', 'length', 1], ft: ['customary', 'length', 12], yd: ['customary', 'length', 3 * 12], mi: ['customary', 'length', 5280 * 12],
  oz: ['customary', 'weight', 1], lb: ['customary', 'weight', 16],
  cup: ['customary', 'capacity', 1], pt: ['customary', 'capacity', 2], qt: ['customary', 'capacity', 2 * 2], gal: ['customary', 'capacity', 4 * 2 * 2],
  in2: ['customary', 'area', 1], ft2: ['customary', 'area', 144], in3: ['customary', 'volume', 1],
  s: ['both', 'time', 1], min: ['both', 'time', 60], h: ['both', 'time', 3600], day: ['both', 'time', 86400], week: ['both', 'time', 604800],
};
const unitInfo = (p: TextParam | undefined) => {
  if (typeof p !== 'object' || p.type !== 'unit') throw new Error('not a unit');
  const info = UNITS[p.unit];
  if (!info) throw new Error(`unknown unit ${p.unit}`);
  return info;
};
/** The factor from one unit to another, refusing a conversion across measures or systems. */
const factor = (from: TextParam | undefined, to: TextParam | undefined) => {
  const [sa, ma, a] = unitInfo(from);
  const [sb, mb, b] = unitInfo(to);
  if (sa !== sb || ma !== mb) throw new Error(`converts ${sa} ${ma} to ${sb} ${mb}`);
  return q(a, b);
};

type Solved =
  | { q: Q }
  | { time: { hours: number; minutes: number } }
  | { choice: string }
  | { point: [number, number] }
  | { rem: [number, number] }
  /** a rectangle to build: which match the prompt calls for, and whether a rows × columns one is right */
  | { rectangle: RectangleMatch; right: (rows: number, columns: number) => boolean }
  | { polygon: { sides: number; rightAngles?: number } };

/** The key of the choice that names a thing (its label is that thing's term). */
function choiceNamed(item: Item, termKeyWanted: string): string {
  const found = (item.choices ?? []).filter((c) => {
    const t = c.label.params.t;
    return typeof t === 'object' && t.type === 'term' && t.key === termKeyWanted;
  });
  if (found.length !== 1) throw new Error(`no one choice names ${termKeyWanted}`);
  return found[0]!.key;
}

function solve(item: Item): Solved {
  const p = item.prompt.params;
  const v = item.visual;
  // a question's wordings ask the same maths (wordings.ts)
  const key = baseTemplate(item.prompt.key);
  const cmp = (a: Q, b: Q) => ({ choice: ['<', '=', '>'][qCmp(a, b) + 1]! });
  switch (key) {
    case 'op.add':
      return { q: qAdd(toQ(p.a), toQ(p.b)) };
    case 'op.sub':
      return { q: qSub(toQ(p.a), toQ(p.b)) };
    case 'op.mul':
      return { q: qMul(toQ(p.a), toQ(p.b)) };
    case 'op.div': {
      const a = toQ(p.a);
      const b = toQ(p.b);
      const r = q(a.n * b.d, a.d * b.n);
      if (item.answer.kind === 'remainder') return { rem: [Math.floor(num(p.a) / num(p.b)), num(p.a) % num(p.b)] };
      return { q: r };
    }
    case 'ex.sum.q':
      return { q: listOf(p.parts).map(toQ).reduce(qAdd) };
    case 'count.prompt':
      return { q: q(v?.type === 'counters' ? v.count : NaN) };
    case 'count.make':
    case 'count.tens':
      return { q: toQ(p.n) };
    case 'skip.place':
    case 'skip.prompt': {
      const s = listOf(p.seq).map(num);
      return { q: q(s[3]! + (s[3]! - s[2]!)) };
    }
    case 'compare.prompt':
      // a story asks who has more: the first person, the second, or the same
      if (item.story) return { choice: ['b', 'same', 'a'][qCmp(toQ(p.a), toQ(p.b)) + 1]! };
      return cmp(toQ(p.a), toQ(p.b));
    case 'compare.line.greater':
      return { q: qCmp(toQ(p.a), toQ(p.b)) >= 0 ? toQ(p.a) : toQ(p.b) };
    case 'compare.line.less':
    return { q: qCmp(toQ(p.a), toQ(p.b)) <= 0 ? toQ(p.a) : toQ(p.b) };
    case 'cmpf.line':
      return { q: qCmp(toQ(p.a), toQ(p.b)) >= 0 ? toQ(p.a) : toQ(p.b) };
    case 'pv.chart':
      return { q: toQ(p.n) };
    case 'div.build':
      return { rectangle: 'exact', right: (r, c) => r === num(p.b) && r * c === num(p.a) };
    case 'fac.pair':
      return { rectangle: 'area', right: (r, c) => r * c === num(p.n) };
    case 'fos.shade.parts':
      return { q: q(num(p.n), num(p.d)) };
    case 'eq.shade':
    case 'f2d.chart':
      return { q: toQ(p.f) };
    case 'pct.line':
      return { q: q(num(p.p) * num(p.n), 100) };
    case 'len.make':
      return { q: toQ(p.n) };
    case 'change.coins':
      return { q: qSub(toQ(p.paid), toQ(p.price)) };
    case 'uprice.coins':
      return { q: qMul(toQ(p.a), q(1, num(p.b))) };
    case 'msum.coins':
      return { q: listOf(p.parts).map(toQ).reduce(qAdd) };
    case 'coord.plot':
      return { point: [num(p.x), num(p.y)] };
    case 'angle.make':
      return { q: toQ(p.a) };
    case 'chart.draw.bar':
    case 'chart.draw.pict':
      return { q: toQ(p.v) };
    case 'pv.build':
      return { q: toQ(p.n) };
    case 'array.build':
      return { rectangle: 'exact', right: (r, c) => r === num(p.r) && c === num(p.c) };
    case 'mul.build':
      return { rectangle: 'turned', right: (r, c) => r * c === num(p.a) * num(p.b) && (r === num(p.a) || r === num(p.b)) };
    case 'area.build':
      return { rectangle: 'area', right: (r, c) => r * c === num(p.a) };
    case 'perim.build':
      return { rectangle: 'perimeter', right: (r, c) => 2 * (r + c) === num(p.p) };
    case 'shape.draw':
      return { polygon: { sides: num(p.n) } };
    case 'shape.draw.right':
      return { polygon: { sides: num(p.n), rightAngles: num(p.r) } };
    case 'pv.blocks':
      if (v?.type !== 'place-value-blocks') throw new Error('blocks');
      return { q: q(v.thousands * 1000 + v.hundreds * 100 + v.tens * 10 + v.ones) };
    case 'pv.expanded':
      return { q: listOf(p.parts).map(toQ).reduce(qAdd) };
    case 'pv.digit': {
      const place = Number(termKey(p.place).split('.')[1]);
      const digit = Math.floor(num(p.n) / 10 ** place) % 10;
      return { q: q(digit * 10 ** place) };
    }
    case 'pv.howmany': {
      const place = Number(termKey(p.place).split('.')[1]);
      return { q: q(Math.floor(num(p.n) / 10 ** place)) };
    }
    case 'nl.place':
      return { q: toQ(p.n) };
    case 'nl.read':
      if (v?.type !== 'number-line' || v.target === undefined) throw new Error('line');
      return { q: decimalToQ(String(v.target))! };
    case 'round.line':
    case 'round.prompt': {
      const r = Number(termKey(p.place).split('.')[1]);
      const x = toQ(p.n);
      // round half up at 10^r, exactly: scale so the rounding place is the ones place
      const scaled = q(x.n * 10 ** Math.max(0, -r), x.d * 10 ** Math.max(0, r));
      const rounded = Math.floor(scaled.n / scaled.d + 0.5);
      return { q: q(rounded * 10 ** Math.max(0, r), 10 ** Math.max(0, -r)) };
    }
    case 'missing.add1':
    case 'missing.add2':
      return { q: q(num(p.c) - num(p.a)) };
    case 'missing.sub1':
      return { q: q(num(p.a) - num(p.c)) };
    case 'missing.sub2':
      return { q: q(num(p.c) + num(p.b)) };
    case 'missing.mul':
      return { q: q(num(p.c), num(p.a)) };
    // a number to 10 in two parts (K.OA.A.3): the part on the frame or in the equation, the other part; a pair that makes it or not; another pair of it
    case 'dc.build':
      if (v?.type !== 'counters' || v.fixed !== num(p.a) || v.count !== 0) throw new Error('the frame does not hold the part');
      return { q: q(num(p.n) - num(p.a)) };
    case 'dc.eq':
    case 'dc.eq.first':
      return { q: q(num(p.n) - num(p.a)) };
    case 'dc.true':
      return { choice: num(p.a) + num(p.b) === num(p.n) ? 'yes' : 'no' };
    case 'dc.another': {
      const shown = [num(p.a), num(p.b)].sort((x, y) => x - y).join();
      const ways = (item.choices ?? []).filter((c) => {
        const pair = listOf(c.label.params.t).map(num);
        return pair.length === 2 && pair[0]! + pair[1]! === num(p.n) && pair.sort((x, y) => x - y).join() !== shown;
      });
      const making = (item.choices ?? []).filter((c) => listOf(c.label.params.t).map(num).reduce((x, y) => x + y) === num(p.n));
      if (ways.length !== 1 || making.length !== 1) throw new Error('not one other way among the choices');
      return { choice: ways[0]!.key };
    }
    // 11 to 19 as ten ones and more ones (K.NBT.A.1): the ones beyond a full frame, the whole made on two frames or read off them, 18 = 10 + ?, 10 + 8 = ?
    case 'tn.fill':
    case 'tn.make':
      if (v?.type !== 'counters' || v.max !== 20 || v.count !== 0 || v.fixed !== (key === 'tn.fill' ? 10 : 0)) throw new Error('not the two ten frames the question speaks of');
      return { q: q(key === 'tn.fill' ? num(p.n) - 10 : num(p.n)) };
    case 'tn.frames':
    case 'tn.beyond':
      if (v?.type !== 'counters' || v.max !== 20 || !v.tenFrame || !(v.count > 10 && v.count < 20) || (key === 'tn.beyond' && v.count !== num(p.n))) throw new Error('the frames do not show a teen number');
      return { q: q(key === 'tn.frames' ? v.count : v.count - 10) };
    case 'tn.eq':
      return { q: q(num(p.n) - 10) };
    case 'tn.whole':
      return { q: q(10 + num(p.k)) };
    case 'tn.true':
      return { choice: 10 + num(p.k) === num(p.n) ? 'yes' : 'no' };
    case 'tn.which': {
      const sums = (item.choices ?? []).filter((c) => listOf(c.label.params.t).map(num).reduce((x, y) => x + y) === num(p.n));
      if (sums.length !== 1) throw new Error('not one sum of the number among the choices');
      return { choice: sums[0]!.key };
    }
    // three whole numbers added, within 20 (1.OA.A.2): the sum, on the frames or along the line, one of them missing, a sum checked
    case 'a3.sum':
    case 'a3.build':
    case 'a3.line':
      return { q: q(num(p.a) + num(p.b) + num(p.c)) };
    case 'a3.missing':
      return { q: q(num(p.s) - num(p.a) - num(p.c)) };
    case 'a3.true':
      return { choice: num(p.a) + num(p.b) + num(p.c) === num(p.s) ? 'yes' : 'no' };
    // adding in any order (1.OA.B.3): a sum turned around, counted on from the bigger number; three numbers, two making 10
    case 'pr.turn':
    case 'pr.line':
      return { q: q(num(p.a) + num(p.b)) };
    case 'pr.turn.missing':
      return { q: q(num(p.a)) };
    case 'pr.same':
      return { choice: num(p.a) + num(p.b) === num(p.c) + num(p.d) ? 'yes' : 'no' };
    case 'pr.group':
    case 'pr.line.ten':
    case 'pr.group.missing': {
      const [x, y, z] = [num(p.x), num(p.y), num(p.z)];
      if (x + y !== 10 && y + z !== 10 && x + z !== 10) throw new Error('no two of the numbers make 10');
      return { q: q(key === 'pr.group.missing' ? x + y + z - 10 : x + y + z) };
    }
    // true or false equations (1.OA.D.7): each side worked out from the operators the template writes
    case 'tf.same':
    case 'tf.add-left':
    case 'tf.add-right':
    case 'tf.sub-left':
    case 'tf.sub-right':
    case 'tf.turn':
    case 'tf.both':
    case 'tf.mixed': {
      const [a, b, c, d] = [p.a, p.b, p.c, p.d].map((x) => (x === undefined ? NaN : num(x)));
      const sides: Record<string, [number, number]> = {
        'tf.same': [a!, b!], 'tf.add-left': [a! + b!, c!], 'tf.add-right': [a!, b! + c!], 'tf.sub-left': [a! - b!, c!],
        'tf.sub-right': [a!, b! - c!], 'tf.turn': [a! + b!, b! + c!], 'tf.both': [a! + b!, c! + d!], 'tf.mixed': [a! + b!, c! - d!],
      };
      const [l, r] = sides[key]!;
      if (Number.isNaN(l) || Number.isNaN(r) || l < 0 || r < 0) throw new Error('a side is not a whole number');
      return { choice: l === r ? 'true' : 'false' };
    }
    // tens from tens, 10 to 90 (1.NBT.C.6): the difference however it is asked, tens from tens, the number taken away
    case 'st.sub':
    case 'st.blocks':
    case 'st.line':
    case 'st.fact':
      if (num(p.a) % 10 || num(p.b) % 10 || num(p.a) > 90 || num(p.b) < 10) throw new Error('not tens from 10 to 90');
      if (key === 'st.fact' && (num(p.t1) * 10 !== num(p.a) || num(p.t2) * 10 !== num(p.b) || num(p.t3) !== num(p.t1) - num(p.t2))) throw new Error('not the fact the difference rests on');
      return { q: q(num(p.a) - num(p.b)) };
    case 'st.tens':
      return { q: q(num(p.t1) - num(p.t2)) };
    case 'st.missing':
      return { q: q(num(p.a) - num(p.c)) };
    // odd and even to 20 (2.OA.C.3): two equal groups, the next even number counting by 2s, a group or a number told, an even number halved
    case 'oe.double':
      if (v?.type !== 'counters' || v.fixed !== num(p.h) || v.count !== 0) throw new Error('the frames do not hold the first group');
      return { q: q(num(p.h)) };
    case 'oe.line':
      return { q: q(num(p.n) + (num(p.n) % 2 ? 1 : 2)) };
    case 'oe.number':
      return { choice: num(p.n) % 2 ? 'odd' : 'even' };
    case 'oe.picture':
      if (v?.type !== 'counters') throw new Error('no group drawn');
      return { choice: v.count % 2 ? 'odd' : 'even' };
    case 'oe.half':
      if (num(p.n) % 2) throw new Error('an odd number halved');
      return { q: q(num(p.n) / 2) };
    // a one-digit number times a multiple of 10 (3.NBT.A.3): the product, built, jumped, turned round, counted in tens, from its fact, the ten missing
    case 'mx.mul':
    case 'mx.blocks':
    case 'mx.line':
      if (num(p.b) % 10 || num(p.b) < 10 || num(p.b) > 90 || num(p.a) > 9) throw new Error('not a one-digit number times a multiple of 10');
      if (key === 'mx.line' && (v?.type !== 'number-line' || v.step !== num(p.b) || (num(p.a) !== 5 && v.labelled.includes(num(p.a) * num(p.b))))) throw new Error('the line is not one of jumps of the ten, or gives the product away');
      return { q: q(num(p.a) * num(p.b)) };
    case 'mx.turn':
      return { q: q(num(p.b) * num(p.a)) };
    case 'mx.tens':
      return { q: q(num(p.a) * num(p.t1)) };
    case 'mx.fact':
      if (num(p.t1) * 10 !== num(p.b) || num(p.p) !== num(p.a) * num(p.t1)) throw new Error('not the fact the product rests on');
      return { q: q(num(p.a) * num(p.b)) };
    case 'mx.missing':
      if (num(p.c) % num(p.a)) throw new Error('no whole factor is missing');
      return { q: q(num(p.c) / num(p.a)) };
    // the partner of a number from 1 to 9 in 10 (K.OA.A.4)
    case 'mt.fill':
    case 'mt.show':
      if (v?.type !== 'counters' || v.fixed !== (key === 'mt.fill' ? num(p.a) : 0) || v.count !== 0 || v.max !== 10) throw new Error('not the ten frame the question speaks of');
      return { q: q(10 - num(p.a)) };
    case 'mt.frame':
      if (v?.type !== 'counters' || !v.tenFrame || v.max !== 10 || v.count !== num(p.a)) throw new Error('the frame does not hold the number');
      return { q: q(10 - v.count) };
    case 'mt.eq':
    case 'mt.eq.first':
    case 'mt.eq.ten':
      return { q: q(10 - num(p.a)) };
    case 'mt.pair':
      return { choice: num(p.a) + num(p.b) === 10 ? 'yes' : 'no' };
    case 'mt.which': {
      const partners = (item.choices ?? []).filter((c) => num(c.label.params.t) + num(p.a) === 10);
      if (partners.length !== 1) throw new Error('not one partner among the choices');
      return { choice: partners[0]!.key };
    }
    case 'groups.prompt':
      return { q: q(num(p.g) * num(p.n)) };
    case 'array.prompt':
      return { q: q(num(p.r) * num(p.c)) };
    case 'fac.multiple':
      return { choice: num(p.n) % num(p.k) === 0 ? 'yes' : 'no' };
    case 'fac.prime':
      return { choice: divisors(num(p.n)).length === 2 ? 'prime' : 'composite' };
    case 'fac.count':
      return { q: q(divisors(num(p.n)).length) };
    case 'fac.gcf':
      return { q: q(gcd(num(p.a), num(p.b))) };
    case 'fac.lcm':
      return { q: q((num(p.a) * num(p.b)) / gcd(num(p.a), num(p.b))) };
    case 'fos.parts':
      if (v?.type !== 'fraction-bars') throw new Error('bars');
      return { q: q(v.bars[0]!.parts) };
    case 'fos.what':
      if (v?.type !== 'fraction-bars') throw new Error('bars');
      return { q: q(v.bars[0]!.shaded, v.bars[0]!.parts) };
    case 'fos.what.unshaded':
      if (v?.type !== 'fraction-bars') throw new Error('bars');
      return { q: q(v.bars[0]!.parts - v.bars[0]!.shaded, v.bars[0]!.parts) };
    case 'fos.count.shaded':
      if (v?.type !== 'fraction-bars') throw new Error('bars');
      return { q: q(v.bars[0]!.shaded) };
    case 'fos.count.unshaded':
      if (v?.type !== 'fraction-bars') throw new Error('bars');
      return { q: q(v.bars[0]!.parts - v.bars[0]!.shaded) };
    case 'fos.shade':
    case 'eq.simplify':
    case 'eq.mixed':
    case 'f2d.prompt':
      return { q: toQ(p.f) };
    case 'd2f.prompt':
    case 'd2f.simplest':
      return { q: toQ(p.x) };
    case 'eq.missing': {
      const f = p.f as { numerator: number; denominator: number };
      return { q: q((f.numerator * num(p.d)) / f.denominator) };
    }
    case 'pct.of':
      return { q: q(num(p.p) * num(p.n), 100) };
    case 'pct.write':
      return { q: qMul(toQ(p.f), q(100)) };
    case 'len.ruler':
      if (v?.type !== 'ruler') throw new Error('ruler');
      return { q: q(v.objectLength) };
    case 'len.diff':
      return { q: q(num(p.a) - num(p.b)) };
    case 'conv.prompt':
      return { q: qMul(toQ(p.n), factor(p.from, p.to)) };
    case 'conv.compound':
      return { q: qAdd(qMul(toQ(p.a), factor(p.ua, p.to)), qMul(toQ(p.b), factor(p.ub, p.to))) };
    case 'perim.rect':
      return { q: qMul(qAdd(toQ(p.w), toQ(p.h)), q(2)) };
    case 'perim.poly':
      return { q: listOf(p.sides).map(toQ).reduce(qAdd) };
    case 'perim.square':
      return { q: q(num(p.p), 4) };
    case 'perim.missing':
      return { q: q(num(p.p) / 2 - num(p.w)) };
    case 'area.grid':
    case 'area.grid.in':
      if (v?.type !== 'shape') throw new Error('shape');
      return { q: q(v.width! * v.height!) };
    case 'area.rect':
      return { q: qMul(toQ(p.w), toQ(p.h)) };
    case 'area.missing':
      return { q: q(num(p.a), num(p.w)) };
    case 'area.tri':
      return { q: q(num(p.b) * num(p.h), 2) };
    case 'area.par':
      return { q: q(num(p.b) * num(p.h)) };
    case 'vol.cubes':
    case 'vol.cubes.in':
    case 'vol.prism':
      return { q: qMul(qMul(toQ(p.l), toQ(p.w)), toQ(p.h)) };
    case 'vol.missing':
      return { q: q(num(p.v), num(p.l) * num(p.w)) };
    case 'clock.read':
      if (v?.type !== 'clock') throw new Error('clock');
      return { time: { hours: v.hours, minutes: v.minutes } };
    case 'clock.set':
      return { time: clock(timeOf(p.t)) };
    case 'elapsed.end':
      return { time: clock(timeOf(p.t) + num(p.n)) };
    case 'elapsed.end.h':
      return { time: clock(timeOf(p.t) + 60 * num(p.n)) };
    case 'elapsed.between':
      return { q: q((((timeOf(p.t2) - timeOf(p.t1)) % 720) + 720) % 720) };
    case 'coins.count':
      if (v?.type !== 'coins') throw new Error('coins');
      return { q: q(v.coins.reduce((a, b) => a + b, 0), 100) };
    case 'coins.show':
      return { q: toQ(p.m) };
    case 'shape.name':
      if (v?.type !== 'shape') throw new Error('shape');
      return { choice: v.shape };
    case 'prop.sides':
    case 'prop.vertices':
      return { q: q(SIDES[termKey(p.shape).slice(2)]!) };
    case 'prop.right':
      return { q: q(RIGHT[termKey(p.shape).slice(2)]!) };
    case 'prop.symmetry':
      return { q: q(SYMMETRY[termKey(p.shape).slice(2)]!) };
    case 'prop.parallel':
      return { q: q(PARALLEL[termKey(p.shape).slice(2)]!) };
    case 'prop.right.regular':
    case 'prop.symmetry.regular':
    case 'prop.parallel.regular':
      return { q: q(regular(SIDES[termKey(p.shape).slice('shape.'.length)]!)[key.split('.')[1] as 'right' | 'symmetry' | 'parallel']) };
    case 'len.compare':
    case 'len.compare.short': {
      const longerIsA = num(p.a) > num(p.b);
      return { choice: longerIsA === (key === 'len.compare') ? 'a' : 'b' };
    }
    case 'coins.sort': {
      if (v?.type !== 'coins') throw new Error('coins');
      const m = p.m as { cents: number };
      return { q: q(v.coins.filter((c) => c === m.cents).length) };
    }
    case 'coins.which':
      if (v?.type !== 'coins' || v.coins.length !== 1) throw new Error('one coin');
      return { choice: String(v.coins[0]) };
    case 'prop.faces':
      return { q: q(FACES[termKey(p.shape).slice(2)]!) };
    case 'prop.edges':
      return { q: q(EDGES[termKey(p.shape).slice(2)]!) };
    case 'angle.classify': {
      const a = num(p.a);
      return { choice: a < 90 ? 'acute' : a === 90 ? 'right' : a < 180 ? 'obtuse' : 'straight' };
    }
    case 'angle.line':
      return { q: q(180 - num(p.a)) };
    case 'angle.line2':
    case 'angle.tri':
      return { q: q(180 - num(p.a) - num(p.b)) };
    case 'angle.right':
      return { q: q(90 - num(p.a)) };
    case 'angle.point':
      return { q: q(360 - num(p.a) - num(p.b)) };
    case 'angle.quad':
      return { q: q(360 - num(p.a) - num(p.b) - num(p.c)) };
    case 'angle.iso':
      return { q: q(180 - num(p.a), 2) };
    case 'coord.read': {
      if (v?.type !== 'coordinate-grid') throw new Error('grid');
      const pt = v.points.find((x) => x.label === p.label)!;
      return { point: [pt.x, pt.y] };
    }
    case 'coord.move': {
      const dx = termKey(p.h) === 'dir.right' ? num(p.a) : -num(p.a);
      const dy = termKey(p.v) === 'dir.up' ? num(p.b) : -num(p.b);
      return { point: [num(p.x) + dx, num(p.y) + dy] };
    }
    case 'coord.dist': {
      if (v?.type !== 'coordinate-grid') throw new Error('grid');
      const a = v.points.find((x) => x.label === p.p)!;
      const b = v.points.find((x) => x.label === p.q)!;
      return { q: q(Math.abs(a.x - b.x) + Math.abs(a.y - b.y)) };
    }
    case 'chart.value':
    case 'chart.more':
    case 'chart.total': {
      if (v?.type !== 'pictograph' && v?.type !== 'bar-chart') throw new Error('chart');
      const val = (t: TextParam | undefined) => v.categories.find((c) => c.term === termKey(t))!.value;
      if (key === 'chart.value') return { q: q(val(p.cat)) };
      if (key === 'chart.more') return { q: q(val(p.a) - val(p.b)) };
      return { q: q(v.categories.reduce((s, c) => s + c.value, 0)) };
    }
    case 'stat.mean':
    case 'stat.median':
    case 'stat.mode':
    case 'stat.range':
    case 'stat.line.mean':
    case 'stat.line.median':
    case 'stat.line.mode': {
      const xs = listOf(p.list).map(num).sort((a, b) => a - b);
      const n = xs.length;
      const stat = key.replace('line.', '');
      if (stat === 'stat.mean') return { q: q(xs.reduce((a, b) => a + b, 0), n) };
      if (stat === 'stat.range') return { q: q(xs[n - 1]! - xs[0]!) };
      if (stat === 'stat.median') return { q: n % 2 ? q(xs[(n - 1) / 2]!) : q(xs[n / 2 - 1]! + xs[n / 2]!, 2) };
      const counts = xs.map((x) => xs.filter((y) => y === x).length);
      const best = Math.max(...counts);
      const modes = [...new Set(xs.filter((_, i) => counts[i] === best))];
      if (modes.length !== 1) throw new Error('mode is not unique');
      return { q: q(modes[0]!) };
    }
    case 'chart.most': {
      if (v?.type !== 'bar-chart') throw new Error('chart');
      const top = Math.max(...v.categories.map((c) => c.value));
      const tops = v.categories.filter((c) => c.value === top);
      if (tops.length !== 1) throw new Error('no one tallest bar');
      return { choice: choiceNamed(item, tops[0]!.term) };
    }
    case 'ol.longest':
    case 'ol.shortest':
    case 'ol.middle': {
      if (v?.type !== 'bar-chart') throw new Error('strips');
      const sorted = [...v.categories].sort((a, b) => a.value - b.value);
      if (new Set(sorted.map((c) => c.value)).size !== sorted.length) throw new Error('two strips alike');
      return { choice: choiceNamed(item, (key === 'ol.shortest' ? sorted[0] : key === 'ol.longest' ? sorted[sorted.length - 1] : sorted[1])!.term) };
    }
    case 'ol.indirect':
    case 'ol.indirect.short':
      // A is longer (shorter) than B, B than C: A is the longest (shortest) of the three
      if (termKey(p.objA) === termKey(p.objB) || termKey(p.objB) === termKey(p.objC) || termKey(p.objA) === termKey(p.objC)) throw new Error('one thing twice');
      return { choice: choiceNamed(item, termKey(p.objA)) };
    case 'ol.draw.same':
    case 'ol.draw.between': {
      if (v?.type !== 'bar-chart') throw new Error('strips');
      const len = (t: TextParam | undefined) => v.categories.find((c) => c.term === termKey(t))!.value;
      if (key === 'ol.draw.same') return { q: q(len(p.objA)) };
      const [a, b] = [len(p.objA), len(p.objB)];
      if (b - a !== 2) throw new Error('more than one length between');
      return { q: q(a + 1) };
    }
    case 'lp.count':
    case 'lp.line.count':
    case 'lp.line.most':
    case 'lp.more':
    case 'lp.total':
    case 'lp.longer':
    case 'lp.range':
    case 'lp.sum':
    case 'lp.median':
    case 'lp.share': {
      if (v?.type !== 'number-line' || !v.marks) throw new Error('line plot');
      const den = v.denominator ?? 1;
      const dots = v.marks.map((m) => q(Math.round(m * den), den));
      const at = (x: Q) => dots.filter((d) => qCmp(d, x) === 0).length;
      const lengths = [...new Map(dots.map((d) => [d.n / d.d, d])).values()].sort(qCmp);
      if (key === 'lp.count') return { q: q(at(toQ(p.v))) };
      if (key === 'lp.more') return { q: q(at(toQ(p.a)) - at(toQ(p.b))) };
      if (key === 'lp.total') return { q: q(dots.length) };
      if (key === 'lp.longer') return { q: q(dots.filter((d) => qCmp(d, toQ(p.v)) > 0).length) };
      if (key === 'lp.range') return { q: qSub(lengths[lengths.length - 1]!, lengths[0]!) };
      if (key === 'lp.sum') return { q: qMul(q(at(toQ(p.v))), toQ(p.v)) };
      if (key === 'lp.median') {
        const all = [...dots].sort(qCmp);
        const n = all.length;
        return { q: n % 2 ? all[(n - 1) / 2]! : qMul(qAdd(all[n / 2 - 1]!, all[n / 2]!), q(1, 2)) };
      }
      if (key === 'lp.share') return { q: qMul(qAdd(lengths[lengths.length - 1]!, lengths[0]!), q(1, 2)) };
      const wanted = key === 'lp.line.most' ? Math.max(...lengths.map(at)) : num(p.k);
      const found = lengths.filter((x) => at(x) === wanted);
      if (found.length !== 1) throw new Error('no one length');
      return { q: found[0]! };
    }
    case 'fs.which':
      if (v?.type !== 'shape') throw new Error('shape');
      return { choice: v.shape in ROLLING ? 'solid' : 'flat' };
    case 'fs.pick.solid':
    case 'fs.pick.flat': {
      const names = [p.a, p.b, p.c].map((x) => termKey(x).slice('shape.'.length));
      const fit = names.filter((n) => (n in ROLLING) === (key === 'fs.pick.solid'));
      if (fit.length !== 1) throw new Error('no one shape fits');
      return { choice: fit[0]! };
    }
    case 'fs.roll':
      if (v?.type !== 'shape' || !(v.shape in ROLLING)) throw new Error('solid');
      return { choice: ROLLING[v.shape] ? 'yes' : 'no' };
    case 'fs.faces':
      if (v?.type !== 'shape' || !(v.shape in FLAT_FACES)) throw new Error('solid');
      return { q: q(FLAT_FACES[v.shape]!) };
    // small squares put together (K.G.B.6): a row or a column of n, any rectangle of n, a big square of n, a rectangle of n in r rows
    case 'cs.build.row':
      return { rectangle: 'exact', right: (r, c) => r === 1 && c === num(p.n) };
    case 'cs.build.column':
      return { rectangle: 'exact', right: (r, c) => c === 1 && r === num(p.n) };
    case 'cs.build.any':
      return { rectangle: 'area', right: (r, c) => r * c === num(p.n) };
    case 'cs.build.square':
      return { rectangle: 'exact', right: (r, c) => r === c && r * c === num(p.n) };
    case 'cs.build.rect':
      return { rectangle: 'exact', right: (r, c) => r === num(p.r) && r * c === num(p.n) };
    case 'cs.count':
    case 'cs.is-square':
      if (v?.type !== 'shape' || !v.gridSquares) throw new Error('squares put together');
      return key === 'cs.count' ? { q: q(v.width! * v.height!) } : { choice: v.width === v.height ? 'yes' : 'no' };
    // times as many (4.OA.A.1, 4.OA.A.2): c is a times as many as b, read from the prompt; a choice is right when its sentence or equation is true
    case 'tam.product':
      return { q: q(num(p.a) * num(p.b)) };
    case 'tam.smaller':
      return { q: q(num(p.c) / num(p.a)) };
    case 'tam.times':
      return { q: q(num(p.c) / num(p.b)) };
    case 'tam.more':
      return { q: q(num(p.a) * num(p.b) - num(p.b)) };
    case 'tam.build':
      return { rectangle: 'exact', right: (r, c) => r === num(p.a) && c === num(p.b) };
    case 'tam.say':
    case 'tam.equation':
    case 'tam.unknown': {
      const asked = num(p.a) * num(p.b);
      const holds = (label: TextRef) => {
        const x = label.params.x === undefined ? asked : num(label.params.x);
        const k = num(label.params.k);
        const y = label.params.y === undefined ? NaN : num(label.params.y);
        switch (label.key) {
          case 'tam.c.times':
          case 'tam.e.mul':
          case 'tam.u.mul':
            return x === k * y;
          case 'tam.c.more':
          case 'tam.e.add':
          case 'tam.u.add':
            return x === k + y;
          case 'tam.u.turned':
            return y === k * asked;
          default:
            throw new Error(`comparison ${label.key}`);
        }
      };
      const right = (item.choices ?? []).filter((c) => holds(c.label));
      if (right.length !== 1) throw new Error(`${right.length} true comparisons`);
      // the sentence asked about is the equation's own: its numbers are the prompt's
      if (key !== 'tam.unknown' && num(p.c) !== asked) throw new Error('equation');
      return { choice: right[0]!.key };
    }
    // patterns from a rule (4.OA.C.5): the rule's word, its step and the start, read from the prompt; a missing number from its neighbours
    case 'pat.next':
    case 'pat.place':
    case 'pat.last':
    case 'pat.parity':
    case 'pat.gap':
    case 'pat.missing': {
      const k = num(p.k);
      const apply = (x: number) => ({ 'rule.add': x + k, 'rule.subtract': x - k, 'rule.multiply': x * k })[termKey(p.rule) as 'rule.add']!;
      if (key === 'pat.missing') {
        const s = listOf(p.seq);
        const i = s.findIndex((x) => x === '?');
        return { q: q(apply(num(s[i - 1]))) };
      }
      const start = num(p.s);
      const nth = (n: number) => [...Array(n).keys()].reduce((x) => apply(x), start);
      if (key === 'pat.gap') return { q: q(Math.abs(nth(2) - start)) };
      if (key === 'pat.last') return { q: q(nth(num(p.n) - 1)) };
      if (key === 'pat.parity') {
        const parities = new Set([0, 1, 2, 3, 4, 5].map((i) => nth(i) % 2));
        return { choice: parities.size === 2 ? 'odd-even' : parities.has(1) ? 'all-odd' : 'all-even' };
      }
      // the pattern shown starts at the start and keeps the rule; the next comes after its last
      const shown = listOf(p.seq).map(num);
      if (shown.some((x, i) => x !== nth(i))) throw new Error('pattern');
      return { q: q(apply(shown[shown.length - 1]!)) };
    }
    // a fraction times a whole number (4.NF.B.4), from the prompt's fractions and wholes
    case 'mf.unit':
      return { q: qDiv(toQ(p.f), toQ(p.u)) };
    case 'mf.build':
      return { q: qMul(toQ(p.a), toQ(p.u)) };
    case 'mf.times':
      return { q: qMul(toQ(p.n), toQ(p.f)) };
    case 'mf.as-units':
      return { q: qDiv(qMul(toQ(p.n), toQ(p.f)), toQ(p.u)) };
    case 'mf.missing':
      return { q: qDiv(toQ(p.p), toQ(p.f)) };
    case 'mf.between': {
      const x = qMul(toQ(p.n), toQ(p.f));
      const right = (item.choices ?? []).filter((c) => qCmp(q(num(c.label.params.x)), x) < 0 && qCmp(x, q(num(c.label.params.y))) < 0);
      if (right.length !== 1) throw new Error(`${right.length} pairs around the product`);
      return { choice: right[0]!.key };
    }
    // expressions with brackets (5.OA.A.1, 5.OA.A.2): each expression's value from its numbers; a choice is the one with the value asked
    case 'expr.sum-times':
      return { q: q((num(p.a) + num(p.b)) * num(p.c)) };
    case 'expr.times-difference':
      return { q: q(num(p.a) * (num(p.b) - num(p.c))) };
    case 'expr.order':
      return { q: q(num(p.a) + num(p.b) * num(p.c)) };
    case 'expr.nested':
      return { q: q(num(p.a) * (num(p.b) + num(p.c)) - num(p.d)) };
    case 'expr.times-as-large':
      return { q: q((num(p.c) * (num(p.a) + num(p.b))) / (num(p.a) + num(p.b))) };
    case 'expr.write':
    case 'expr.words':
    case 'expr.place': {
      const [a, b, c] = [num(p.a), num(p.b), num(p.c)];
      const wanted = key === 'expr.place' ? num(p.r) : c * (a + b);
      const VALUE: Record<string, number> = {
        'expr.c.times-sum': c * (a + b), 'expr.c.times-plus': c * a + b, 'expr.c.plus-times': c + a * b, 'expr.c.sum-then-times': (a + b) * c, 'expr.c.plus-product': a + b * c,
        'expr.w.add-then-multiply': (a + b) * c, 'expr.w.multiply-then-add': a + b * c, 'expr.w.add-all': a + b + c,
      };
      const right = (item.choices ?? []).filter((ch) => VALUE[ch.label.key] === wanted);
      if (right.length !== 1 || item.choices!.some((ch) => VALUE[ch.label.key] === undefined)) throw new Error(`${right.length} expressions of the value asked`);
      return { choice: right[0]!.key };
    }
    // two patterns from 0 (5.OA.B.3): the first adds k, the second j; matching numbers are i × k and i × j
    case 'pat2.times':
    case 'pat2.reach':
    case 'pat2.first':
    case 'pat2.pair':
    case 'pat2.plot':
    case 'pat2.true': {
      const [k, j] = [num(p.k), num(p.j)];
      const [a, b] = [listOf(p.seqA).map(num), listOf(p.seqB).map(num)];
      if (a.some((x, i) => x !== i * k) || b.some((y, i) => y !== i * j)) throw new Error('patterns');
      if (key === 'pat2.times') return { q: q(j / k) };
      if (key === 'pat2.reach') return { q: q((num(p.x) / k) * j) };
      if (key === 'pat2.first') return { q: q((num(p.y) / j) * k) };
      if (key === 'pat2.pair') return { point: [4 * k, 4 * j] };
      if (key === 'pat2.plot') {
        if (v?.type !== 'coordinate-grid' || v.points.some((pt) => pt.y !== (pt.x / k) * j)) throw new Error('pairs drawn off the patterns');
        return { point: [num(p.x), (num(p.x) / k) * j] };
      }
      // true of every pair (i × k, i × j): each number of the second is j / k times the first
      const holds = (c: Choice) => {
        const n = num(c.label.params.m ?? c.label.params.n);
        const pairs = [1, 2, 3].map((i) => [i * k, i * j] as const);
        if (c.label.key === 'pat2.c.times') return pairs.every(([x, y]) => y === n * x);
        if (c.label.key === 'pat2.c.swapped') return pairs.every(([x, y]) => x === n * y);
        if (c.label.key === 'pat2.c.more') return pairs.every(([x, y]) => y === x + n);
        throw new Error(`sentence ${c.label.key}`);
      };
      const right = (item.choices ?? []).filter(holds);
      if (right.length !== 1) throw new Error(`${right.length} true sentences`);
      return { choice: right[0]!.key };
    }
    // multiplying fractions in grade 5 (5.NF.B.4-6)
    case 'mf5.times':
    case 'mf5.area':
      return { q: qMul(toQ(p.f), toQ(p.g)) };
    case 'mf5.missing':
      return { q: qDiv(toQ(p.p), toQ(p.f)) };
    case 'mf5.of':
    case 'mf5.by-whole':
      return { q: qMul(toQ(p.f), toQ(p.n)) };
    case 'mf5.scale':
      return cmp(qMul(toQ(p.n), toQ(p.f)), toQ(p.n));
    // whole-number exponents (6.EE.A.1): b to the e; e is the superscript's number
    case 'pow.value':
      return { q: q(num(p.b) ** num(p.e)) };
    case 'pow.plus':
      return { q: q(num(p.a) + num(p.b) ** num(p.e)) };
    case 'pow.bracket':
      return { q: q((num(p.a) + num(p.c)) ** 2) };
    case 'pow.exponent':
      return { q: q(Math.round(Math.log(num(p.v)) / Math.log(num(p.b)))) };
    case 'pow.base':
      return { q: q(Math.round(num(p.v) ** (1 / num(p.e)))) };
    case 'pow.which': {
      const factors = listOf(p.prod).map(num);
      const value = factors.reduce((x, y) => x * y, 1);
      const worth = (c: Choice) => (c.label.key === 'pow.c.power' ? num(c.label.params.b) ** num(c.label.params.e) : num(c.label.params.b) * num(c.label.params.e));
      const right = (item.choices ?? []).filter((c) => c.label.key === 'pow.c.power' && worth(c) === value && num(c.label.params.b) === factors[0] && num(c.label.params.e) === factors.length);
      if (right.length !== 1 || (item.choices ?? []).filter((c) => worth(c) === value).length !== 1) throw new Error('powers');
      return { choice: right[0]!.key };
    }
    // one-step equations (6.EE.B.7): the letter's value, undone from the equation's numbers
    case 'eqn.add':
      return { q: qSub(toQ(p.q), toQ(p.p)) };
    case 'eqn.sub':
      return { q: qAdd(toQ(p.q), toQ(p.p)) };
    case 'eqn.mul':
      return { q: qDiv(toQ(p.q), toQ(p.p)) };
    case 'eqn.div':
      return { q: qMul(toQ(p.q), toQ(p.p)) };
    // which value of a set makes it true (6.EE.B.5): each choice substituted, exactly one holds
    case 'eqn.which.add':
    case 'eqn.which.mul': {
      const holds = (c: Choice) => {
        if (c.label.key !== 'eqn.c.value' || c.label.params.v !== p.v) return false;
        const s = toQ(c.label.params.s);
        return qCmp(key === 'eqn.which.add' ? qAdd(s, toQ(p.p)) : qMul(toQ(p.p), s), toQ(p.q)) === 0;
      };
      const right = (item.choices ?? []).filter(holds);
      if (right.length !== 1 || (item.choices ?? []).length < 3) throw new Error(`${right.length} values make it true`);
      return { choice: right[0]!.key };
    }
    // expressions with letters (6.EE.A.2-4): worked out for a value, like terms, a common factor
    case 'var.eval':
      return { q: q(num(p.a) * num(p.n) + num(p.b)) };
    case 'var.eval.bracket':
      return { q: q(num(p.a) * (num(p.n) + num(p.b))) };
    case 'var.repeat':
      if (!listOf(p.sum).every((x) => x === p.v)) throw new Error('not the letter repeated');
      return { q: q(listOf(p.sum).length) };
    case 'var.combine':
      return { q: q(num(p.a) + num(p.b)) };
    case 'var.factor':
      if (num(p.k) * num(p.a) !== num(p.P)) throw new Error('the letter term is not factored');
      return { q: qDiv(toQ(p.Q), toQ(p.k)) };
    // the one choice that names the same number as the expression meant, whatever the letter's value
    case 'var.equiv':
    case 'var.write.times-plus':
    case 'var.write.plus-times': {
      const [a, b] = [num(p.a), num(p.b)];
      const meant = (x: number) => (key === 'var.write.times-plus' ? a * x + b : a * (x + b));
      const value = (c: Choice, x: number) => {
        const [k, n] = [num(c.label.params.k ?? 1), num(c.label.params.c ?? 0)];
        if (c.label.params.v !== p.v) throw new Error('another letter');
        if (c.label.key === 'var.c.bracket') return k * (x + n);
        if (c.label.key === 'var.c.plus') return x + n;
        if (c.label.key === 'var.c.term') return k * x;
        if (c.label.key === 'var.c.lin') return k * x + n;
        throw new Error(c.label.key);
      };
      const right = (item.choices ?? []).filter((c) => [0, 1, 2, 7].every((x) => value(c, x) === meant(x)));
      if (right.length !== 1 || (item.choices ?? []).length < 3) throw new Error(`${right.length} equivalent`);
      return { choice: right[0]!.key };
    }
    // a fraction divided by a fraction (6.NS.A.1)
    case 'df6.div':
    case 'df6.how-many':
      return { q: qDiv(toQ(p.f), toQ(p.g)) };
    case 'df6.missing':
      return { q: qDiv(toQ(p.f), toQ(p.g)) };
    case 'df6.whole':
      return { q: qDiv(toQ(p.n), toQ(p.g)) };
    case 'df6.mixed':
      return { q: qDiv(toQ(p.m), toQ(p.g)) };
    case 'df6.which': {
      const quotient = qDiv(toQ(p.f), toQ(p.g));
      const right = (item.choices ?? []).filter((c) => c.label.key === 'df6.c.times' && qCmp(qMul(toQ(c.label.params.a), toQ(c.label.params.b)), quotient) === 0);
      if (right.length !== 1 || (item.choices ?? []).length !== 3) throw new Error(`${right.length} products are the quotient`);
      return { choice: right[0]!.key };
    }
    // two variables in a table (6.EE.C.9): the rule read from the table's first two pairs, held by all four
    case 'rel.y':
    case 'rel.x':
    case 'rel.k':
    case 'rel.c':
    case 'rel.rule':
    case 'rel.depends': {
      const xs = listOf(p.xs).map(num);
      const ys = listOf(p.ys).map(num);
      const k = (ys[1]! - ys[0]!) / (xs[1]! - xs[0]!);
      const c = ys[0]! - k * xs[0]!;
      if (!xs.every((x, i) => k * x + c === ys[i])) throw new Error('no one rule makes the table');
      if (key === 'rel.y') return { q: q(k * num(p.n) + c) };
      if (key === 'rel.x') return { q: q((num(p.m) - c) / k) };
      if (key === 'rel.k' && c === 0) return { q: q(k) };
      if (key === 'rel.c' && k === 1) return { q: q(c) };
      if (key === 'rel.depends') return { choice: 'y' };
      if (key !== 'rel.rule') throw new Error('the rule is not of the form asked');
      const ruleOf = (c0: Choice): [number, number] => {
        const lp = c0.label.params;
        if (c0.label.key === 'rel.c.times') return [num(lp.k), 0];
        if (c0.label.key === 'rel.c.plus') return [1, num(lp.c)];
        return [num(lp.k), num(lp.c)];
      };
      const right = (item.choices ?? []).filter((c0) => {
        const [kk, cc] = ruleOf(c0);
        return xs.every((x, i) => kk * x + cc === ys[i]);
      });
      if (right.length !== 1 || (item.choices ?? []).length < 3) throw new Error(`${right.length} rules make the table`);
      return { choice: right[0]!.key };
    }
    // dividing with unit fractions (5.NF.B.7)
    case 'df.unit-by-whole':
      return { q: qDiv(toQ(p.u), toQ(p.n)) };
    case 'df.whole-by-unit':
    case 'df.how-many':
      return { q: qDiv(toQ(p.n), toQ(p.u)) };
    case 'df.missing-divisor':
      return { q: qDiv(toQ(p.u), toQ(p.r)) };
    case 'df.missing-dividend':
      return { q: qMul(toQ(p.m), toQ(p.u)) };
    case 'df.missing-unit':
      return { q: qMul(toQ(p.r), toQ(p.n)) };
    case 'pt.build':
      return { rectangle: 'exact', right: (r, c) => r === num(p.r) && c === num(p.c) };
    case 'pt.count':
    case 'pt.rows':
    case 'pt.columns':
    case 'pt.fraction': {
      if (v?.type !== 'shape' || !v.gridSquares) throw new Error('squared rectangle');
      const all = v.width! * v.height!;
      return { q: key === 'pt.count' ? q(all) : key === 'pt.rows' ? q(v.height!) : key === 'pt.columns' ? q(v.width!) : q(1, all) };
    }
    case 'pt.add':
      return { q: q(num(p.r) * num(p.c)) };
    case 'pt.each-row':
      return { q: q(num(p.a), num(p.r)) };
    case 'pt.parts':
      return { q: qMul(q(1), q(toQ(p.f).d, toQ(p.f).n)) };
    default:
      throw new Error(`no solver for ${key}`);
  }
}

function answerMatches(answer: Answer, solved: Solved): boolean {
  if ('q' in solved) {
    if (answer.kind === 'integer') return solved.q.d === 1 && solved.q.n === answer.value;
    if (answer.kind === 'decimal') return qCmp(decimalToQ(answer.value)!, solved.q) === 0;
    if (answer.kind === 'fraction') return qCmp(q(answer.numerator, answer.denominator), solved.q) === 0;
    if (answer.kind === 'money') return qCmp(q(answer.cents, 100), solved.q) === 0;
    return false;
  }
  if ('time' in solved) return answer.kind === 'time' && answer.hours === solved.time.hours && answer.minutes === solved.time.minutes;
  if ('choice' in solved) return answer.kind === 'choice' && answer.key === solved.choice;
  if ('rectangle' in solved) return answer.kind === 'rectangle' && answer.match === solved.rectangle && solved.right(answer.rows, answer.columns);
  if ('polygon' in solved) return answer.kind === 'polygon' && answer.sides === solved.polygon.sides && answer.rightAngles === solved.polygon.rightAngles;
  if ('point' in solved) return answer.kind === 'point' && answer.x === solved.point[0] && answer.y === solved.point[1];
  return answer.kind === 'remainder' && answer.quotient === solved.rem[0] && answer.remainder === solved.rem[1];
}

/** Every plain number an item shows or expects (params, lists, answer). */
function numbersIn(item: Item): number[] {
  const out: number[] = [];
  const walk = (p: TextParam) => {
    if (typeof p === 'number') out.push(p);
    else if (typeof p === 'object' && p.type === 'list') p.items.forEach(walk);
    else if (typeof p === 'object' && p.type === 'decimal') out.push(Number(p.value));
  };
  Object.values(item.prompt.params).forEach(walk);
  if (item.answer.kind === 'integer') out.push(item.answer.value);
  if (item.answer.kind === 'decimal') out.push(Number(item.answer.value));
  return out;
}

/** Every unit an item names: in its texts' parameters, its answer and its picture. */
function unitsIn(item: Item): Unit[] {
  const out: Unit[] = [];
  const walk = (p: TextParam) => {
    if (typeof p === 'object' && p.type === 'unit') out.push(p.unit);
    else if (typeof p === 'object' && p.type === 'list') p.items.forEach(walk);
  };
  const refs: TextRef[] = [item.prompt, ...(item.story ? [item.story] : []), ...item.explanation];
  for (const ref of refs) Object.values(ref.params).forEach(walk);
  if ((item.answer.kind === 'integer' || item.answer.kind === 'decimal') && item.answer.unit) out.push(item.answer.unit);
  if (item.visual?.type === 'ruler') out.push(item.visual.unit);
  return out;
}

/** The unit systems a topic's items are made in: both for measurement, metric alone elsewhere. */
const systemsOf = (topic: TopicKey): readonly UnitSystem[] => (usesUnits(topic) ? UNIT_SYSTEMS : ['metric']);

/** Grade × difficulty combinations of a topic, cycled through by seed index. */
function combos(topic: TopicKey) {
  return TOPIC_GRADES[topic].flatMap((grade) => DIFFICULTIES.map((difficulty) => ({ topic, grade, difficulty })));
}

describe('catalogue', () => {
  it('covers every strand in every grade K–6', () => {
    for (const strand of STRANDS) {
      for (const grade of GRADES) {
        expect(TOPICS.some((t) => t.strand === strand && (t.grades as readonly string[]).includes(grade)), `${strand} ${grade}`).toBe(true);
      }
    }
  });
  it('has a word problem topic in every strand', () => {
    for (const strand of STRANDS) expect(TOPICS.some((t) => t.strand === strand && t.hasStory), strand).toBe(true);
  });
});

describe.each((Object.keys(TOPIC_GRADES) as TopicKey[]).flatMap((topic) => systemsOf(topic).map((units) => [topic, units] as const)))('%s (%s units)', (topic, units) => {
  it(`gives right, in-range, reproducible items for ${SEEDS_PER_TOPIC} seeds`, () => {
    const cs = combos(topic);
    // collect problems instead of calling expect per number: keeps 2000 seeds × 39 topics fast
    const problems: string[] = [];
    for (let i = 0; i < SEEDS_PER_TOPIC && problems.length < 5; i++) {
      const request = { ...cs[i % cs.length]!, seed: `p${i}`, units };
      const item = generateItem(request);
      const where = `${item.id} ${JSON.stringify(item.prompt)}`;
      if (item.topic !== topic) problems.push(`${where}: topic`);
      let solved: Solved | undefined;
      try {
        solved = solve(item);
      } catch (e) {
        problems.push(`${where}: unsolvable (${(e as Error).message})`);
      }
      if (solved && !answerMatches(item.answer, solved)) problems.push(`${where}: answer ${JSON.stringify(item.answer)} but solved ${JSON.stringify(solved)}`);
      const limit = numberLimit(item.grade);
      for (const n of numbersIn(item)) {
        if (!(Math.abs(n) <= limit)) problems.push(`${where}: ${n} beyond ${limit}`);
        if (item.grade !== '6' && n < 0) problems.push(`${where}: negative ${n}`);
      }
      const answer = item.answer;
      if (answer.kind === 'choice' && !item.choices?.some((c) => c.key === answer.key)) problems.push(`${where}: answer not among choices`);
      if (answer.kind === 'fraction' && !(answer.denominator > 0)) problems.push(`${where}: denominator`);
      // a measurement item speaks one system: no centimetre in a customary item, no inch in a metric one
      for (const u of unitsIn(item)) {
        const system = UNITS[u]?.[0];
        if (system !== undefined && system !== 'both' && system !== units) problems.push(`${where}: ${u} in a ${units} item`);
      }
      const to = item.prompt.params.to;
      if (typeof to === 'object' && to.type === 'unit' && (answer.kind === 'integer' || answer.kind === 'decimal') && answer.unit !== to.unit) problems.push(`${where}: asks for ${to.unit}, answers in ${answer.unit}`);
      if (i % 20 === 0 && JSON.stringify(generateItem(request)) !== JSON.stringify(item)) problems.push(`${where}: not reproducible`);
    }
    expect(problems).toEqual([]);
  });
});

describe('word problems', () => {
  it.each(TOPICS.filter((t) => t.storyGrades.length > 0).map((t) => [t.key, t.storyGrades] as const))('%s tells every item as a right story in its story grades', (topic, grades) => {
    const problems: string[] = [];
    for (const grade of grades) {
      for (const difficulty of DIFFICULTIES) {
        for (const units of systemsOf(topic)) {
          for (let i = 0; i < 60 && problems.length < 5; i++) {
            const item = generateItem({ topic, grade, difficulty, seed: `w${i}`, units, story: true });
            const where = `${item.id} ${JSON.stringify(item.prompt)}`;
            if (!item.story) problems.push(`${where}: no story`);
            if (!item.id.endsWith('|story')) problems.push(`${where}: id does not say story`);
            try {
              if (!answerMatches(item.answer, solve(item))) problems.push(`${where}: answer ${JSON.stringify(item.answer)}`);
            } catch (e) {
              problems.push(`${where}: unsolvable (${(e as Error).message})`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves a request for a story outside the story grades as an ordinary request', () => {
    const topic = TOPICS.find((t) => t.storyGrades.length === 0)!;
    const request = { topic: topic.key, grade: topic.grades[0]!, difficulty: 2 as const, seed: 's' };
    expect(generateItem({ ...request, story: true })).toEqual(generateItem(request));
  });
});

describe('determinism and requests', () => {
  it('gives the same item for the same seed and (almost always) a different one for another seed', () => {
    const a = generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: 2, seed: 'alpha' });
    expect(generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: 2, seed: 'alpha' })).toEqual(a);
    const others = ['beta', 'gamma', 'delta'].map((seed) => generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: 2, seed }));
    expect(others.some((o) => JSON.stringify(o.prompt) !== JSON.stringify(a.prompt))).toBe(true);
  });
  it('makes distinct worksheets items from one seed', () => {
    const items = generateItems({ topic: 'multiplication-division/multiply', grade: '4', difficulty: 2, seed: 'w' }, 20);
    expect(new Set(items.map((i) => JSON.stringify(i.prompt))).size).toBe(20);
  });
  it('money items follow the requested currency and its coins', () => {
    const gbp = generateItem({ topic: 'money/count-coins', grade: '1', difficulty: 2, seed: 's', currency: 'GBP' });
    expect(gbp.answer).toMatchObject({ kind: 'money', currency: 'GBP' });
    expect(gbp.id.endsWith('|GBP')).toBe(true);
    const aud = generateItem({ topic: 'money/make-change', grade: '3', difficulty: 1, seed: 's', currency: 'AUD' });
    expect((aud.answer as { cents: number }).cents % 5).toBe(0);
  });
  it('measurement items follow the requested unit system; only a customary one says so in its id', () => {
    const request = { topic: 'measurement/length', grade: '2', difficulty: 1, seed: 's' } as const;
    const metric = generateItem(request);
    expect(metric.id).toBe('measurement/length|2|1|s');
    expect(generateItem({ ...request, units: 'metric' })).toEqual(metric);
    expect(metric.visual).toMatchObject({ type: 'ruler', unit: 'cm' });
    const customary = generateItem({ ...request, units: 'customary' });
    expect(customary.id).toBe('measurement/length|2|1|s|customary');
    expect(customary.visual).toMatchObject({ type: 'ruler', unit: 'in' });
    expect(customary.answer).toMatchObject({ kind: 'integer', unit: 'in' });
  });
  it('leaves the items of other strands as they are whatever the unit system', () => {
    for (const topic of ['addition-subtraction/add', 'fractions-decimals/add-fractions', 'money/make-change', 'time/time-units'] as const) {
      const request = { topic, grade: '5', difficulty: 2, seed: 'u' } as const;
      expect(generateItem({ ...request, units: 'customary' }), topic).toEqual(generateItem(request));
    }
  });
  it('refuses unknown topics and grades a topic does not serve', () => {
    expect(() => generateItem({ topic: 'nope/x' as TopicKey, grade: '1', difficulty: 1, seed: 's' })).toThrow(ItemRequestError);
    expect(() => generateItem({ topic: 'fractions-decimals/percent', grade: '2', difficulty: 1, seed: 's' })).toThrow(ItemRequestError);
  });
});

/**
 * Geometry of a shape drawn on a geoboard: pegs joined in order, the last back
 * to the first. Coordinates are whole pegs, so every test here is exact integer
 * arithmetic (no tolerance to tune).
 */
import type { TextParam } from './types.ts';

export interface Peg {
  x: number;
  y: number;
}

/** What a drawn shape is, as a teacher would count it. */
export interface PolygonFacts {
  /** corners: pegs where the boundary turns (a peg in the middle of a straight side is not a corner) */
  corners: Peg[];
  /** true when no two sides cross or touch except neighbours at their shared corner */
  simple: boolean;
  rightAngles: number;
}

const cross = (o: Peg, a: Peg, b: Peg) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
const same = (a: Peg, b: Peg) => a.x === b.x && a.y === b.y;

/** The corners of the drawn path: repeated pegs dropped, pegs on a straight run merged away. */
export function cornersOf(points: readonly Peg[]): Peg[] {
  const pegs: Peg[] = [];
  for (const p of points) if (!pegs.length || !same(pegs[pegs.length - 1]!, p)) pegs.push(p);
  while (pegs.length > 1 && same(pegs[0]!, pegs[pegs.length - 1]!)) pegs.pop();
  // Removing one straight-through peg can make its neighbour straight-through too, so repeat until none is left.
  let changed = true;
  while (changed && pegs.length >= 3) {
    changed = false;
    for (let i = 0; i < pegs.length; i++) {
      const prev = pegs[(i + pegs.length - 1) % pegs.length]!;
      const next = pegs[(i + 1) % pegs.length]!;
      const here = pegs[i]!;
      // Straight through: on the line from prev to next and between them. A peg where the path
      // folds back on itself is on that line too, but it stays, so the fold is seen as overlapping sides.
      const between = (prev.x - here.x) * (next.x - here.x) + (prev.y - here.y) * (next.y - here.y) < 0;
      if (cross(prev, here, next) === 0 && between) {
        pegs.splice(i, 1);
        changed = true;
        break;
      }
    }
  }
  return pegs;
}

function onSegment(p: Peg, a: Peg, b: Peg): boolean {
  return cross(a, b, p) === 0 && Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);
}

/** True when segments ab and cd share any point. */
function segmentsMeet(a: Peg, b: Peg, c: Peg, d: Peg): boolean {
  const d1 = Math.sign(cross(c, d, a));
  const d2 = Math.sign(cross(c, d, b));
  const d3 = Math.sign(cross(a, b, c));
  const d4 = Math.sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** Whether the closed path through the corners is a simple polygon. */
function isSimple(corners: readonly Peg[]): boolean {
  const n = corners.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsMeet(corners[i]!, corners[(i + 1) % n]!, corners[j]!, corners[(j + 1) % n]!)) return false;
    }
  }
  // Neighbouring sides may only share their corner: folding straight back (a spike) would overlap them.
  for (let i = 0; i < n; i++) {
    const prev = corners[(i + n - 1) % n]!;
    const here = corners[i]!;
    const next = corners[(i + 1) % n]!;
    if (onSegment(prev, here, next) || onSegment(next, prev, here)) return false;
  }
  return new Set(corners.map((p) => `${p.x},${p.y}`)).size === n;
}

/** Corners, whether it is a proper shape, and how many right angles it has. */
export function polygonFacts(points: readonly Peg[]): PolygonFacts {
  const corners = cornersOf(points);
  const n = corners.length;
  // Twice the signed area: its sign is the direction the path runs round, which tells an
  // inside corner of 90° (turning the same way) from an outside one of 270° (turning back).
  let area2 = 0;
  for (let i = 0; i < n; i++) area2 += corners[i]!.x * corners[(i + 1) % n]!.y - corners[(i + 1) % n]!.x * corners[i]!.y;
  let rightAngles = 0;
  for (let i = 0; i < n && n >= 3; i++) {
    const prev = corners[(i + n - 1) % n]!;
    const here = corners[i]!;
    const next = corners[(i + 1) % n]!;
    const perpendicular = (prev.x - here.x) * (next.x - here.x) + (prev.y - here.y) * (next.y - here.y) === 0;
    if (perpendicular && Math.sign(cross(prev, here, next)) === Math.sign(area2)) rightAngles++;
  }
  return { corners, simple: isSimple(corners), rightAngles };
}

/** Parameters of the shape texts ('shape.draw', 'fmt.polygon'…): counts with their nouns in the language's plural form. */
export function polygonParams(sides: number, rightAngles = 0): Record<string, TextParam> {
  return { n: sides, sides: { type: 'term', key: 'w.side', count: sides }, r: rightAngles, rights: { type: 'term', key: 'w.right-angle', count: rightAngles } };
}

import type { ShapeKind } from '@numbloom/maths/types';

export interface Pt {
  x: number;
  y: number;
}

const POLYGON_SIDES: Partial<Record<ShapeKind, number>> = { triangle: 3, square: 4, pentagon: 5, hexagon: 6, octagon: 8 };

/** The drawn size of a rectangle in the 200 × 200 picture: its proportions when known, else a typical one. */
export function rectangleBox(shape: ShapeKind, width?: number, height?: number): { w: number; h: number } {
  const w = width && height ? Math.min(170, (170 * width) / Math.max(width, height)) : shape === 'square' ? 140 : 170;
  const h = width && height ? Math.min(170, (170 * height) / Math.max(width, height)) : shape === 'square' ? 140 : 100;
  return { w, h };
}

/**
 * The corners of a flat straight-sided shape as the picture draws it (200 × 200,
 * clockwise from the top left or the top), or undefined for a circle, an angle
 * or a solid. The drawing and its text alternative (picture-text.ts) both read
 * it, so a side the eye sees is a side the ear hears.
 */
export function shapeOutline(shape: ShapeKind, opts: { sides?: number[]; width?: number; height?: number } = {}): Pt[] | undefined {
  if (shape === 'rectangle' || shape === 'square') {
    const { w, h } = rectangleBox(shape, opts.width, opts.height);
    return [
      { x: 100 - w / 2, y: 100 - h / 2 },
      { x: 100 + w / 2, y: 100 - h / 2 },
      { x: 100 + w / 2, y: 100 + h / 2 },
      { x: 100 - w / 2, y: 100 + h / 2 },
    ];
  }
  if (shape === 'rhombus') return [{ x: 100, y: 25 }, { x: 170, y: 100 }, { x: 100, y: 175 }, { x: 30, y: 100 }];
  if (shape === 'trapezoid') return [{ x: 60, y: 50 }, { x: 140, y: 50 }, { x: 180, y: 150 }, { x: 20, y: 150 }];
  if (shape === 'circle' || shape === 'sphere' || shape === 'angle' || shape === 'cube' || shape === 'rectangular-prism' || shape === 'cylinder' || shape === 'cone') return undefined;
  const n = POLYGON_SIDES[shape] ?? opts.sides?.length ?? 5;
  return Array.from({ length: n }, (_, i) => {
    const a = (Math.PI * 2 * i) / n - Math.PI / 2;
    return { x: 100 + 75 * Math.cos(a), y: 105 + 75 * Math.sin(a) };
  });
}

/** The length of each side, side i running from corner i to corner i + 1. */
export function sideLengths(points: Pt[]): number[] {
  return points.map((p, i) => {
    const q = points[(i + 1) % points.length]!;
    return Math.hypot(q.x - p.x, q.y - p.y);
  });
}

/** Whether the corner at points[i] is a right angle (a square corner). */
export function isRightCorner(points: Pt[], i: number): boolean {
  const p = points[i]!;
  const a = points[(i + points.length - 1) % points.length]!;
  const b = points[(i + 1) % points.length]!;
  const dot = (a.x - p.x) * (b.x - p.x) + (a.y - p.y) * (b.y - p.y);
  return Math.abs(dot) < 1e-6 * Math.hypot(a.x - p.x, a.y - p.y) * Math.hypot(b.x - p.x, b.y - p.y) + 1e-9;
}

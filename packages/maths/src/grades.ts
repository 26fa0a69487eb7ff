import { GRADES, type Grade } from './types.ts';

/** 0 for K up to 6 for grade 6: the grade's `order`. */
export function gradeIndex(grade: Grade): number {
  return GRADES.indexOf(grade);
}

/** The grade at an order 0..6, or undefined. */
export function gradeFromIndex(index: number): Grade | undefined {
  return GRADES[index];
}

/** Parses 'K', 'k', '0'..'6' (0 meaning K) into a Grade, or undefined. */
export function parseGrade(text: string): Grade | undefined {
  const t = text.trim().toUpperCase();
  if (t === 'K' || t === '0') return 'K';
  return (GRADES as readonly string[]).includes(t) ? (t as Grade) : undefined;
}

/**
 * The largest whole number (in absolute value) an item for the grade may show
 * or expect. Roughly the Common Core / Australian Curriculum ranges.
 */
const LIMITS: Record<Grade, number> = {
  K: 100,
  '1': 120,
  '2': 1000,
  '3': 10_000,
  '4': 1_000_000,
  '5': 10_000_000,
  '6': 1_000_000_000,
};

/** Largest absolute whole number an item of this grade uses. */
export function numberLimit(grade: Grade): number {
  return LIMITS[grade];
}

/** Negative numbers appear from grade 6 only. */
export function allowsNegatives(grade: Grade): boolean {
  return grade === '6';
}

/**
 * Every activity is listed under both curricula (Common Core and the Australian Curriculum v9),
 * with standards of its own grade. Browsing by curriculum and the "In your curriculum" marks
 * only find an activity through these codes, so an activity without one is invisible there.
 */
import { describe, expect, it } from 'vitest';
import { TOPIC_GRADES, type Grade, type TopicKey } from '@numbloom/maths/types';
import { buildCatalogue, standardGrade } from '../../../../../content/catalogue.ts';

/**
 * Topic × grade pairs a curriculum has no content for at that grade, with where it does
 * teach it. Only these may go without a code; an entry that gains an alignment must go.
 */
const NO_STANDARD: Record<string, Record<string, string>> = {
  ccss: {
    'number-place-value/compare|3':
      'whole numbers are compared in 2.NBT.A.4 (three digits) and 4.NBT.A.2 (multi-digit)',
    'number-place-value/place-value|3': 'place value is 2.NBT.A.1 (three digits), then 4.NBT.A.1–2 (multi-digit)',
    'number-place-value/place-value|6': 'whole-number place value ends with 5.NBT.A.1–2',
    'number-place-value/rounding|6': 'rounding ends with 5.NBT.A.4 (decimals)',
    'multiplication-division/equal-groups|K': 'equal groups start with arrays in 2.OA.C.4',
    'multiplication-division/equal-groups|1': 'equal groups start with arrays in 2.OA.C.4',
    'multiplication-division/factors|5': 'factors and multiples are 4.OA.B.4 and 6.NS.B.4',
    'fractions-decimals/fraction-of-shape|K': 'equal shares start with 1.G.A.3',
    'fractions-decimals/compare-fractions|5': 'comparing fractions with unlike denominators is 4.NF.A.2',
    'fractions-decimals/add-fractions|6': 'adding fractions with unlike denominators ends with 5.NF.A.1–2',
    'fractions-decimals/fraction-to-decimal|6': 'writing a fraction as a decimal is 7.NS.A.2d',
    'measurement/perimeter|5': 'perimeter is 3.MD.D.8 and 4.MD.A.3',
    'measurement/perimeter|6': 'perimeter is 3.MD.D.8 and 4.MD.A.3',
    'measurement/area|5':
      'grade 5 area is of rectangles with fractional sides (5.NF.B.4b); the items use whole numbers',
    'time/read-clock|K': 'telling time starts with 1.MD.B.3',
    'time/elapsed-time|6': 'grade 6 measures no time; intervals of time are 3.MD.A.1 and 4.MD.A.2',
    'money/count-coins|K': 'coin values start with 2.MD.C.8',
    'geometry/angles|5': 'angle measure is 4.MD.C.5–7, then 7.G.B.5',
    'geometry/angles|6': 'angle measure is 4.MD.C.5–7, then 7.G.B.5',
    'data/bar-chart|4': 'scaled bar graphs are 3.MD.B.3; grade 4 makes line plots (4.MD.B.4)',
    'data/bar-chart|5': 'scaled bar graphs are 3.MD.B.3; grade 5 makes line plots (5.MD.B.2)',
    'data/mean-median|5': 'measures of centre start with 6.SP.A.3',
  },
  ac9: {
    'fractions-decimals/fraction-of-shape|K': 'fractions start with one-half in Year 2 (AC9M2N03)',
    'fractions-decimals/fraction-of-shape|1': 'fractions start with one-half in Year 2 (AC9M2N03)',
    'time/read-clock|K': 'reading a clock starts in Year 2 (AC9M2M04); Foundation sequences times of day (AC9MFM02)',
    'time/read-clock|1': 'reading a clock starts in Year 2 (AC9M2M04); Year 1 describes durations (AC9M1M03)',
    'money/count-coins|K':
      'Foundation counts collections (AC9MFN03) but not coin values; those start in Year 1 (AC9M1A01, AC9M1N05)',
    'number-place-value/compare|4':
      'ordering natural numbers beyond 10 000 is Year 3 (AC9M3N01); Year 4 extends place value to decimals (AC9M4N01)',
    'number-place-value/place-value|5':
      'place value of natural numbers ends in Year 4 (AC9M4N05); Year 5 is decimals (AC9M5N01)',
    'number-place-value/place-value|6':
      'place value of natural numbers ends in Year 4 (AC9M4N05); Year 6 is decimals (AC9M6N06)',
    'measurement/area|3': 'area starts in Year 4 (AC9M4M02)',
    'measurement/perimeter|6': 'perimeter ends in Year 5 (AC9M5M02); Year 6 establishes the area of a rectangle (AC9M6M02)',
    'number-place-value/patterns|5':
      'rules that generate number patterns are Year 6 (AC9M6A01); Year 5 algebra is inverse operations and unknowns (AC9M5A01, AC9M5A02)',
    'measurement/volume|5': 'volume of prisms is Year 7 (AC9M7M02)',
    'measurement/volume|6': 'volume of prisms is Year 7 (AC9M7M02)',
    'fractions-decimals/fraction-to-decimal|6': 'converting between fractions and decimals is Year 7 (AC9M7N04)',
    'fractions-decimals/divide-fractions|6': 'dividing a fraction by a fraction is Year 7 (AC9M7N06)',
    'data/mean-median|6': 'the mean and median are Year 7 (AC9M7ST01); Year 6 compares mode and range (AC9M6ST01)',
    'multiplication-division/expressions|5': 'equations with brackets and several operations are Year 6 (AC9M6A02)',
    'multiplication-division/expressions|6': 'exponent notation starts in Year 7 (AC9M7N02)',
    'number-place-value/patterns|6': 'a rule between two variables written as a formula is Year 7 (AC9M7A01)',
    'multiplication-division/variables|6': 'expressions with letters for numbers are Year 7 (AC9M7A02)',
    'multiplication-division/equations|6':
      'equations with a letter for the unknown are Year 7 (AC9M7A03); Year 6 finds unknowns in numerical equations (AC9M6A02)',
  },
};

describe('curriculum codes (content/authored/curricula)', () => {
  const c = buildCatalogue();
  /** The grades a curriculum has standards for, from the grade in each code. */
  const gradesOf = (id: string) =>
    new Set(Object.keys(c.curricula.find((cur) => cur.id === id)!.standards).map(standardGrade));
  const topicsOf = (a: (typeof c.activities)[number]): TopicKey[] => a.generator_mix ?? [a.topic];

  it('lists exactly the curricula the exceptions are written for', () => {
    expect(c.curricula.map((cur) => cur.id).sort()).toEqual(Object.keys(NO_STANDARD).sort());
  });

  it('gives every activity a code from each curriculum that covers its grade, but for the listed gaps', () => {
    const missing: string[] = [];
    for (const cur of c.curricula) {
      const grades = gradesOf(cur.id);
      for (const a of c.activities) {
        if (!grades.has(a.grade) || a.curricula[cur.id]?.length) continue;
        // A class game mixes topics: it is a gap only when every one of them is.
        const excused = topicsOf(a).every((t) => `${t}|${a.grade}` in NO_STANDARD[cur.id]!);
        if (!excused) missing.push(`${cur.id} ${a.id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every activity only codes of its own grade', () => {
    const wrong = c.activities.flatMap((a) =>
      Object.entries(a.curricula).flatMap(([id, codes]) =>
        codes.filter((code) => standardGrade(code) !== a.grade).map((code) => `${id} ${a.id} ${code}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('lists as gaps only engine topic × grade pairs that really have no code', () => {
    for (const [id, gaps] of Object.entries(NO_STANDARD)) {
      const cur = c.curricula.find((x) => x.id === id)!;
      for (const key of Object.keys(gaps)) {
        const [topic, grade] = key.split('|') as [TopicKey, Grade];
        expect(TOPIC_GRADES[topic] as readonly string[] | undefined, key).toContain(grade);
        expect(cur.alignments[key], `${id} ${key} is aligned: drop it from NO_STANDARD`).toBeUndefined();
      }
    }
  });

  it('describes only standards some activity carries, so no curriculum section is empty', () => {
    for (const cur of c.curricula) {
      const used = new Set(c.activities.flatMap((a) => a.curricula[cur.id] ?? []));
      expect(
        Object.keys(cur.standards).filter((code) => !used.has(code)),
        cur.id,
      ).toEqual([]);
    }
  });
});

/**
 * A skip-count's number line (on screen and on a worksheet) runs past the number that comes next,
 * and its end must not be a count to make back from: were it always one or two hops past the
 * answer, a child could find the answer from the end instead of by counting on.
 */
import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem } from './generate.ts';
import { DIFFICULTIES, TOPIC_GRADES } from './types.ts';

const TOPIC = 'number-place-value/skip-count';

describe('a skip-count’s number line', () => {
  it.each(TOPIC_GRADES[TOPIC].flatMap((grade) => DIFFICULTIES.map((difficulty) => [grade, difficulty] as const)))(
    'grade %s level %s: its end past the answer is no fixed count of hops, and never the answer',
    (grade, difficulty) => {
      // how far past the answer each line ends, in hops of the count
      const past = new Set<number>();
      let hopsApart = 0;
      for (let i = 0; i < 200; i++) {
        const item = generateItem({ topic: TOPIC, grade, difficulty, seed: `line-${i}` });
        const v = item.visual;
        if (v?.type !== 'number-line' || item.answer.kind !== 'integer') throw new Error(`${item.id}: no line`);
        const [first, second] = v.labelled as [number, number];
        const hop = second - first;
        const answer = item.answer.value;
        // counting up the line ends above the answer, counting down below it
        const end = hop > 0 ? v.max : v.min;
        expect(end, item.id).not.toBe(answer);
        expect(answer, item.id).toBeGreaterThan(v.min);
        expect(answer, item.id).toBeLessThan(v.max);
        past.add((end - answer) / hop);
        hopsApart = Math.abs(hop) / v.step;
      }
      // the end falls at several distances from the answer, and off the count where a hop spans several marks
      expect(past.size).toBeGreaterThanOrEqual(3);
      if (hopsApart > 1) expect([...past].some((n) => !Number.isInteger(n))).toBe(true);
    },
  );
});

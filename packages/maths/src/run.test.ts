import { describe, expect, it } from 'vitest';
import './all.ts';
import { generateItem } from './generate.ts';
import { planRun } from './run.ts';
import { currencyForCountry, unitsForCountry } from './types.ts';

const classGame = { generator_key: 'addition-subtraction/add', generator_mix: ['addition-subtraction/add', 'money/count-coins'], grade: '2', difficulty: 1, type: 'multiplayer-game' };

describe('planRun', () => {
  it('makes item i from the seed and index, topics in turn, in the country’s currency', () => {
    const plan = planRun(classGame, { seed: 'abc', count: 4, country: 'GB' });
    expect(plan.count).toBe(4);
    plan.items().forEach((item, i) => {
      const again = generateItem({
        topic: classGame.generator_mix[i % 2] as 'addition-subtraction/add',
        grade: '2',
        difficulty: 1,
        seed: `abc-${i}`,
        currency: currencyForCountry('GB'),
        units: unitsForCountry('GB'),
      });
      expect(item).toEqual(again);
    });
    expect(plan.itemAt(1).answer).toMatchObject({ kind: 'money', currency: 'GBP' });
  });

  it('plans the same run twice from the same seed, and another from another seed', () => {
    const a = planRun(classGame, { seed: 's1', count: 6, country: 'US' }).items();
    const b = planRun(classGame, { seed: 's1', count: 6, country: 'US' }).items();
    const c = planRun(classGame, { seed: 's2', count: 6, country: 'US' }).items();
    expect(b).toEqual(a);
    expect(c.map((i) => i.id)).not.toEqual(a.map((i) => i.id));
  });

  it('answers item i without generating the items after it, and keeps what it made', () => {
    const plan = planRun(classGame, { seed: 'lazy', count: 10, country: 'US' });
    const third = plan.itemAt(2);
    expect(plan.itemAt(2)).toBe(third);
    expect(plan.items()[2]).toBe(third);
  });

  it('keeps only items with a story in a word-problem set', () => {
    const set = { generator_key: 'addition-subtraction/add', grade: '2', difficulty: 1, type: 'word-problem' };
    const plan = planRun(set, { seed: 'wp', count: 5, country: 'US' });
    expect(plan.items().every((i) => i.story)).toBe(true);
  });

  it('refuses a position outside the run', () => {
    const plan = planRun(classGame, { seed: 'x', count: 3, country: 'US' });
    expect(() => plan.itemAt(3)).toThrow(RangeError);
    expect(() => plan.itemAt(-1)).toThrow(RangeError);
    expect(() => plan.itemAt(1.5)).toThrow(RangeError);
  });

  it('makes each position of an adaptive run at its own difficulty, the last one after the list ends', () => {
    const episode = { generator_key: 'addition-subtraction/add', grade: '3', difficulty: 2 };
    const plan = planRun(episode, { seed: 'ad', count: 5, country: 'US', difficulties: [2, 3, 1] });
    expect(plan.items().map((i) => i.difficulty)).toEqual([2, 3, 1, 1, 1]);
    plan.items().forEach((item, i) => {
      const d = ([2, 3, 1, 1, 1] as const)[i]!;
      expect(item).toEqual(generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: d, seed: `ad-${i}`, currency: 'USD', units: 'customary' }));
    });
    // without a list, and with a list of the activity's difficulty alone, the fixed plan
    const fixed = planRun(episode, { seed: 'ad', count: 5, country: 'US' }).items();
    expect(planRun(episode, { seed: 'ad', count: 5, country: 'US', difficulties: [2] }).items()).toEqual(fixed);
  });

  it('keeps the items already asked when an adaptive run learns the next position’s difficulty', () => {
    for (const type of ['episode', 'word-problem']) {
      const source = { generator_key: 'addition-subtraction/add', grade: '2', difficulty: 1, type };
      const before = planRun(source, { seed: 'grow', count: 5, country: 'US', difficulties: [1, 2] });
      const after = planRun(source, { seed: 'grow', count: 5, country: 'US', difficulties: [1, 2, 3] });
      expect(after.itemAt(0)).toEqual(before.itemAt(0));
      expect(after.itemAt(1)).toEqual(before.itemAt(1));
      expect(after.itemAt(2).difficulty).toBe(3);
      if (type === 'word-problem') expect(after.items().every((i) => i.story)).toBe(true);
    }
  });
});

describe('planRun with distinct', () => {
  it('never asks the same question twice in a run', async () => {
    const { questionKey } = await import('./run.ts');
    // a small topic asked many times: repeats are likely without distinct
    const small = { generator_key: 'fractions-decimals/fraction-of-shape', grade: 'K', difficulty: 1, type: 'multiplayer-game' };
    let repeatsWithout = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const plain = planRun(small, { seed, count: 30, country: 'US' }).items().map((item) => questionKey(item));
      repeatsWithout += plain.length - new Set(plain).size;
      const distinct = planRun(small, { seed, count: 30, country: 'US', distinct: true }).items().map((item) => questionKey(item));
      expect(new Set(distinct).size).toBe(distinct.length);
    }
    expect(repeatsWithout).toBeGreaterThan(0);
  });
});

/**
 * Whether a question's answer may be below zero is a fact of its range, sent
 * to the player (which then offers a minus key) without the answer's value
 * or its sign.
 */
import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem } from './generate.ts';
import { toPlayable } from './playable.ts';
import { DIFFICULTIES, TOPIC_GRADES, type Answer, type Item, type TopicKey } from './types.ts';

const SEEDS = 60;

function* everyItem(): Generator<Item> {
  for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[])
    for (const grade of TOPIC_GRADES[topic])
      for (const difficulty of DIFFICULTIES)
        for (let i = 0; i < SEEDS; i++) for (const story of [false, true]) yield generateItem({ topic, grade, difficulty, seed: `signed-${i}`, story });
}

const negative = (a: Answer) => (a.kind === 'integer' && a.value < 0) || (a.kind === 'decimal' && a.value.startsWith('-')) || (a.kind === 'fraction' && a.numerator < 0);
const signed = (a: Answer) => (a.kind === 'integer' || a.kind === 'decimal') && a.signed === true;

describe('answers below zero', () => {
  it('every item whose answer is negative says its answers range below zero, and so do others of its range', () => {
    const unflagged: string[] = [];
    let negatives = 0;
    let signedNotNegative = 0;
    for (const item of everyItem()) {
      if (negative(item.answer)) {
        negatives++;
        if (!signed(item.answer) && unflagged.length < 10) unflagged.push(`${item.id} (${item.input})`);
      } else if (signed(item.answer)) signedNotNegative++;
    }
    expect(unflagged).toEqual([]);
    expect(negatives).toBeGreaterThan(100);
    // the flag is the range's, not the value's: many answers of a range through zero are not negative
    expect(signedNotNegative).toBeGreaterThan(100);
  });

  it('reach the player as the flag alone: typed sums of integers and readings of a line through the negatives', () => {
    const sum = generateItem({ topic: 'addition-subtraction/subtract', grade: '6', difficulty: 2, seed: 'signed-sub' });
    const playable = toPlayable(sum, 0);
    expect(playable.answer).toEqual({ kind: 'integer', signed: true });
    const whole = toPlayable(generateItem({ topic: 'addition-subtraction/subtract', grade: '3', difficulty: 2, seed: 'signed-sub' }), 0);
    expect(whole.answer).toEqual({ kind: 'integer' });
    const line = generateItem({ topic: 'number-place-value/number-line', grade: '6', difficulty: 1, seed: 'signed-line' });
    expect(toPlayable(line, 0).answer.signed).toBe(true);
  });
});

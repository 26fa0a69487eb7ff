/**
 * Whether a question's answer may be below zero is a fact of its range, sent
 * to the player (which then offers a minus key) without the answer's value
 * or its sign.
 */
import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem } from './generate.ts';
import { toPlayable } from './playable.ts';
import { baseTemplate } from './wordings.ts';
import { DIFFICULTIES, TOPIC_GRADES, type Answer, type Grade, type Item, type TextRef, type TopicKey } from './types.ts';

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

/**
 * What a player is sent of an item but the question's numbers: every text's parameters left out, its
 * template kept. A template's wordings count as the template: a wording is chosen from the item's id
 * (decision 080), not from its numbers, and five wordings of each way split 400 items too thinly to
 * meet every way on both sides of zero.
 */
function sentButTheNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sentButTheNumbers);
  if (typeof value !== 'object' || value === null) return value;
  if (typeof (value as TextRef).key === 'string' && typeof (value as TextRef).params === 'object') return { key: baseTemplate((value as TextRef).key) };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sentButTheNumbers(v)]));
}

/** The answer is one of the numbers the question gives (the greater of two), or the mark its picture points at: nothing to hide. */
function shownByTheQuestion(item: Item): boolean {
  const a = item.answer;
  if (a.kind !== 'integer' && a.kind !== 'decimal') return false;
  const value = Number(a.value);
  const written = Object.values(toPlayable(item, 0).prompt.params).some((p) => Number(typeof p === 'object' && 'value' in p ? p.value : p) === value);
  const v = item.visual;
  return written || (v?.type === 'number-line' && (v.target === value || (v.marks ?? []).includes(value)));
}

describe('a grade 6 level whose answers range below zero', () => {
  it('sends an item with a negative answer as it sends one with a positive answer, but for the question’s numbers', () => {
    const leaks: string[] = [];
    let levels = 0;
    for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[]) {
      if (!(TOPIC_GRADES[topic] as readonly Grade[]).includes('6')) continue;
      for (const difficulty of DIFFICULTIES) {
        for (const story of [false, true]) {
          // each way an item of the level may be sent, by the sign of its answer
          const sent = { negative: new Set<string>(), positive: new Set<string>() };
          for (let i = 0; i < 400; i++) {
            const item = generateItem({ topic, grade: '6', difficulty, seed: `sign-${i}`, story });
            if (!signed(item.answer) || shownByTheQuestion(item)) continue;
            const { id: _id, ...playable } = toPlayable(item, 0);
            sent[negative(item.answer) ? 'negative' : 'positive'].add(JSON.stringify(sentButTheNumbers(playable)));
          }
          if (sent.negative.size === 0 || sent.positive.size === 0) continue;
          levels++;
          for (const [sign, other] of [['negative', 'positive'], ['positive', 'negative']] as const) {
            for (const way of sent[sign]) if (!sent[other].has(way)) leaks.push(`${topic} level ${difficulty}${story ? ' (story)' : ''}: only a ${sign} answer is sent as ${way}`);
          }
        }
      }
    }
    expect(leaks.slice(0, 8)).toEqual([]);
    // the walk met the levels whose answers fall either side of zero
    expect(levels).toBeGreaterThan(2);
  });
});

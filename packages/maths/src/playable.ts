/**
 * What a player's browser is sent of an item in any server-checked run (class
 * rooms, games, server-issued episode runs): everything to show and answer it,
 * but not the answer or its explanation, nor the seed and the id made from it.
 * The engine is public: with the seed anyone could make the item again, answer
 * included. Of the answer only what the widgets need stays: its kind (the input
 * mode) and its unit. A number line answered in fractions says its parts in
 * its picture (visual.denominator), as every child sees them.
 */
import type { Answer, Item } from './types.ts';

/** The part of an answer a widget needs to take a response: never the value. */
export interface AnswerShape {
  kind: Answer['kind'];
  unit?: string;
}

/** An item as a player receives it: no answer, explanation or seed; named by its place in the run. */
export type PlayableItem = Omit<Item, 'answer' | 'explanation' | 'seed' | 'id'> & { id: string; answer: AnswerShape };

export function toPlayable(item: Item, index: number): PlayableItem {
  const { explanation: _explanation, answer, id: _id, seed: _seed, ...rest } = item;
  const shape: AnswerShape = { kind: answer.kind };
  if ('unit' in answer && answer.unit) shape.unit = answer.unit;
  return { ...rest, id: `item-${index}`, answer: shape };
}

/** Public entry point: an item from (topic, grade, difficulty, seed). */
import { gradeIndex } from './grades.ts';
import { Rng } from './rng.ts';
import { TOPIC_GRADES, type Grade, type Item, type ItemRequest, type Strand, type TopicKey } from './types.ts';
import type { TopicDef } from './generators/kit.ts';
import { numberTopics } from './generators/number.ts';
import { operationTopics } from './generators/operations.ts';
import { fractionTopics } from './generators/fractions.ts';
import { measureTopics } from './generators/measure.ts';
import { shapeDataTopics } from './generators/shapes-data.ts';

/** Every topic's generator, keyed like TOPIC_GRADES (the compiler checks both lists match). */
export const GENERATORS: Record<TopicKey, TopicDef> = {
  ...numberTopics,
  ...operationTopics,
  ...fractionTopics,
  ...measureTopics,
  ...shapeDataTopics,
};

/** Thrown when a request names an unknown topic or a grade the topic does not serve. */
export class ItemRequestError extends Error {
  override name = 'ItemRequestError';
}

export function isTopicKey(key: string): key is TopicKey {
  return Object.hasOwn(TOPIC_GRADES, key);
}

/** True when the topic has items for the grade. */
export function topicServesGrade(topic: TopicKey, grade: Grade): boolean {
  return (TOPIC_GRADES[topic] as readonly Grade[]).includes(grade);
}

/** Builds the item's id; parseItemId reverses it. */
export function itemId({ topic, grade, difficulty, seed, currency }: ItemRequest): string {
  return [topic, grade, difficulty, seed, ...(topic.startsWith('money/') ? [currency ?? 'USD'] : [])].join('|');
}

/** One deterministic item. Throws ItemRequestError for a topic/grade that does not exist. */
export function generateItem(request: ItemRequest): Item {
  const { topic, grade, difficulty, seed } = request;
  if (!isTopicKey(topic)) throw new ItemRequestError(`Unknown topic: ${String(topic)}`);
  if (!topicServesGrade(topic, grade)) throw new ItemRequestError(`Topic ${topic} has no items for grade ${grade}`);
  const currency = request.currency ?? 'USD';
  const id = itemId({ ...request, currency });
  const made = GENERATORS[topic].make({ rng: new Rng(id), grade, g: gradeIndex(grade), d: difficulty, currency });
  return {
    id,
    seed,
    strand: topic.slice(0, topic.indexOf('/')) as Strand,
    topic,
    subtopic: made.subtopic,
    grade,
    difficulty,
    prompt: made.prompt,
    ...(made.story ? { story: made.story } : {}),
    answer: made.answer,
    input: made.input ?? (made.answer.kind === 'choice' ? 'choice' : 'text'),
    ...(made.choices ? { choices: made.choices } : {}),
    ...(made.visual ? { visual: made.visual } : {}),
    explanation: made.explanation,
  };
}

/**
 * `count` items from one seed: item i uses seed `${seed}-${i}`. Items whose
 * prompt repeats an earlier one are skipped (small topics have few distinct items),
 * so a worksheet never asks the same question twice when it can avoid it.
 */
export function generateItems(request: ItemRequest, count: number): Item[] {
  const out: Item[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const item = generateItem({ ...request, seed: `${request.seed}-${i}` });
    const key = JSON.stringify([item.prompt, item.visual]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  for (let i = 0; out.length < count; i++) out.push(generateItem({ ...request, seed: `${request.seed}-r${i}` }));
  return out;
}

/**
 * Public entry point: an item from (topic, grade, difficulty, seed).
 *
 * A topic's generator is used only once registered: the server and tests
 * register them all by importing all.ts; a browser page loads the families of
 * the topics it plays (`await loadGenerators(topics)`, a chunk per family).
 * Either way the same generator runs, so the same seed makes the same item.
 */
import { contractOf } from './contracts.ts';
import { gradeIndex } from './grades.ts';
import { Rng } from './rng.ts';
import { baseTemplate, reword } from './wordings.ts';
import { TOPIC_GRADES, type Grade, type Item, type ItemRequest, type Strand, type TopicKey } from './types.ts';
import type { TopicDef } from './generators/kit.ts';

/** Generators by topic, as a family module exports them. */
export type Generators = Partial<Record<TopicKey, TopicDef>>;

/** The generators registered in this process. */
const REGISTERED: Generators = {};

/** Each strand's family module, imported on demand so a bundler puts each family in a chunk of its own. */
const FAMILIES: Record<Strand, () => Promise<Generators>> = {
  'number-place-value': () => import('./generators/number.ts').then((m) => m.numberTopics),
  'addition-subtraction': () => import('./generators/operations.ts').then((m) => m.operationTopics),
  'multiplication-division': () => import('./generators/operations.ts').then((m) => m.operationTopics),
  'fractions-decimals': () => import('./generators/fractions.ts').then((m) => m.fractionTopics),
  measurement: () => import('./generators/measure.ts').then((m) => m.measureTopics),
  time: () => import('./generators/measure.ts').then((m) => m.measureTopics),
  money: () => import('./generators/measure.ts').then((m) => m.measureTopics),
  geometry: () => import('./generators/shapes-data.ts').then((m) => m.shapeDataTopics),
  data: () => import('./generators/shapes-data.ts').then((m) => m.shapeDataTopics),
};

/** Raised when an item is asked of a topic whose generator was never registered: a loading bug, not a bad request. */
export class GeneratorNotLoadedError extends Error {
  override name = 'GeneratorNotLoadedError';
}

/** Makes generators available to generateItem. */
export function registerGenerators(generators: Generators): void {
  Object.assign(REGISTERED, generators);
}

const strandOf = (topic: TopicKey) => topic.slice(0, topic.indexOf('/')) as Strand;

/** Loads (in a browser: fetches a chunk per family) and registers the generators of these topics; unknown topics are left to generateItem to refuse. */
export async function loadGenerators(topics: readonly string[]): Promise<void> {
  const strands = new Set(topics.filter(isTopicKey).map(strandOf));
  await Promise.all([...strands].map(async (strand) => registerGenerators(await FAMILIES[strand]())));
}

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

/**
 * True for the topics whose items change with the unit system: the measurement
 * strand. Elsewhere (decimal stories in km or kg) items stay metric, so a
 * region's units never change an addition item (decision 029).
 */
export const usesUnits = (topic: TopicKey) => topic.startsWith('measurement/');

/** Builds the item's id: the request's fields, plus the currency of a money item, the unit system of a customary measurement item and `story` for a word problem. */
export function itemId({ topic, grade, difficulty, seed, currency, units, story }: ItemRequest): string {
  return [
    topic,
    grade,
    difficulty,
    seed,
    ...(topic.startsWith('money/') ? [currency ?? 'USD'] : []),
    // only when customary, so every metric id (all ids made before decision 029) stays as it was
    ...(units === 'customary' && usesUnits(topic) ? [units] : []),
    ...(story ? ['story'] : []),
  ].join('|');
}

/** The grades in which a topic tells every item as a story when asked (its word-problem sets); [] for a topic not registered here. */
export function storyGrades(topic: TopicKey): readonly Grade[] {
  const stories = REGISTERED[topic]?.stories ?? [];
  return (TOPIC_GRADES[topic] as readonly Grade[]).filter((g) => stories.includes(g));
}

/** One deterministic item. Throws ItemRequestError for a topic/grade that does not exist. */
export function generateItem(request: ItemRequest): Item {
  const { topic, grade, difficulty, seed } = request;
  if (!isTopicKey(topic)) throw new ItemRequestError(`Unknown topic: ${String(topic)}`);
  if (!topicServesGrade(topic, grade)) throw new ItemRequestError(`Topic ${topic} has no items for grade ${grade}`);
  const currency = request.currency ?? 'USD';
  // a topic that ignores units gets metric, so its item cannot differ under an id that does not name the system
  const units = usesUnits(topic) ? (request.units ?? 'metric') : 'metric';
  const generator = REGISTERED[topic];
  if (!generator) {
    throw new GeneratorNotLoadedError(
      `The ${topic} generator is not registered: await loadGenerators(['${topic}']) first (browser), or import '@numbloom/maths/all' (server, scripts, tests).`,
    );
  }
  // a story request outside the topic's story grades is an ordinary request, id included
  const story = !!request.story && generator.stories.includes(grade);
  const id = itemId({ ...request, currency, units, story });
  const made = generator.make({ rng: new Rng(id), grade, g: gradeIndex(grade), d: difficulty, currency, units, story });
  if (story && !made.story) throw new Error(`${id}: the ${topic} generator tells no story in grade ${grade}, which its stories list`);
  return {
    id,
    seed,
    strand: strandOf(topic),
    topic,
    // the activity's own subtopic, whatever the generator calls the item's form (decision 065)
    subtopic: contractOf(topic, grade).subtopic,
    grade,
    difficulty,
    // the same maths in one of the question's wordings (decision 080)
    prompt: reword(made.prompt, id),
    ...(made.story ? { story: made.story } : {}),
    answer: made.answer,
    input: made.input ?? (made.answer.kind === 'choice' ? 'choice' : 'text'),
    ...(made.choices ? { choices: made.choices } : {}),
    ...(made.visual ? { visual: made.visual } : {}),
    explanation: made.explanation,
  };
}

/**
 * An item's picture as the child sees it, to tell two questions apart: a clock face without hands
 * is the same question wherever the player's hands start (its start is drawn at random).
 */
/** What an item asks as data: its question template (whatever its wording) with its numbers, and its picture. */
export const questionOf = (item: Pick<Item, 'prompt' | 'visual'>) => [{ key: baseTemplate(item.prompt.key), params: item.prompt.params }, pictureShown(item)];

export function pictureShown(item: Pick<Item, 'visual'>): Item['visual'] | { type: 'clock' } | null {
  const v = item.visual;
  if (!v) return null;
  return v.type === 'clock' && !v.showHands ? { type: 'clock' } : v;
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
    const key = JSON.stringify(questionOf(item));
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  for (let i = 0; out.length < count; i++) out.push(generateItem({ ...request, seed: `${request.seed}-r${i}` }));
  return out;
}

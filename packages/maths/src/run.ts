/**
 * The plan of a run of questions: the one place that decides which item a
 * player meets at each position of an episode, a word-problem set, a class
 * room or any game mode (decision 033). Item i is made from the run's seed and
 * its index alone, so the server and the browser, or two server processes,
 * plan the same run from the same seed without talking to each other.
 */
import { contractOf } from './contracts.ts';
import { generateItem, questionOf } from './generate.ts';
import { MODEL_INPUTS, currencyForCountry, unitsForCountry, type Difficulty, type Grade, type Item, type ModelInput, type TopicKey } from './types.ts';

/** What a run is planned from: the activity as the catalogue describes it. */
export interface RunSource {
  generator_key: string;
  /** class games and mixed sets take their topics in turn */
  generator_mix?: readonly string[] | null;
  grade: string;
  difficulty: number;
  /** word-problem sets keep only items that carry a story */
  type?: string;
  /** an episode on one model keeps only the items answered on it; one in numbers only those typed or chosen (decision 080) */
  focus?: string | null;
}

export interface RunOptions {
  seed: string;
  /** how many items the run has */
  count: number;
  /** ISO 3166-1 alpha-2 country of the page or room: its currency and unit system (decision 029) */
  country: string;
  /**
   * An adaptive run's difficulty at each position (decision 043): position i
   * is made at `difficulties[i]`, positions past the list's end at its last
   * entry. Without it every position has the activity's own difficulty, as
   * rooms and games plan. Item i depends only on the seed and the
   * difficulties up to i, so a run planned again with a longer list keeps
   * the items it had.
   */
  difficulties?: readonly Difficulty[];
  /**
   * No question twice in the run (live games, decision 035): a candidate that
   * asks what an earlier item asked is skipped. The run is then planned in
   * full up front, and may hold fewer items when the topic has few questions.
   */
  distinct?: boolean;
}

export interface RunPlan {
  /** how many items the run holds: `count`, or fewer when the activity cannot make that many */
  readonly count: number;
  /** the item at position i (0-based); made once, then kept */
  itemAt(index: number): Item;
  /** every item of the run, in order */
  items(): Item[];
}

/** Seeds tried per wanted item before a word-problem set gives up on finding more stories. */
const ATTEMPTS_PER_ITEM = 8;
/** Seeds a position of a run tries for a question the run has not asked before it asks one again (a topic with few questions). */
const REPEAT_TRIES = 150;

/** The topics a run draws from, in turn. */
export const runTopics = (source: RunSource): TopicKey[] =>
  (source.generator_mix?.length ? source.generator_mix : [source.generator_key]) as TopicKey[];

/**
 * What an item asks, as a child sees it: two items with the same key are the same question. A
 * word problem shows its story (and the sum under it); any other item shows its prompt and its
 * picture, never its story or the topic that made it, nor the wording of its question (wordings.ts). Two sums alike with different stories, or
 * from two topics, are one question on a game's screen: keyed by the story, a class game asked
 * '77 + 21' twice in about one run in a hundred.
 */
export const questionKey = (item: Item, wordProblem = false) =>
  JSON.stringify(wordProblem ? [item.story ?? null, ...questionOf(item)] : questionOf(item));

/**
 * Plans a run. Candidate j is generated from seed `${seed}-${j}` on topic
 * j mod topics, at the difficulty of the position it is tried for; every
 * candidate is an item of the run except, in a word-problem set, those
 * without a story. Items are generated on first use
 * and kept, so a room holding its plan checks an answer without generating
 * the run again.
 */
export function planRun(source: RunSource, options: RunOptions): RunPlan {
  const topics = runTopics(source);
  const wantsStory = source.type === 'word-problem';
  const focus = source.focus ?? null;
  const request = {
    grade: source.grade as Grade,
    currency: currencyForCountry(options.country),
    units: unitsForCountry(options.country),
    // a word-problem set asks the generator for stories: in the grades the catalogue lists such a set for, every item has one
    ...(wantsStory ? { story: true } : {}),
  };
  const wanted = options.difficulties;
  const difficultyAt = (position: number): Difficulty =>
    wanted?.length ? wanted[Math.min(position, wanted.length - 1)]! : (source.difficulty as Difficulty);
  const limit = options.count * (ATTEMPTS_PER_ITEM + (options.distinct ? 0 : REPEAT_TRIES));
  const planned: Item[] = [];
  const asked = new Set<string>();
  let candidate = 0;
  let exhausted = false;
  /** candidates this position has skipped for asking again what the run asked */
  let repeats = 0;

  /** Generates candidates until position `index` is planned or the attempts run out. */
  function fillTo(index: number) {
    while (planned.length <= index && !exhausted) {
      if (candidate >= limit) {
        exhausted = true;
        break;
      }
      const j = candidate++;
      const item = generateItem({ ...request, difficulty: difficultyAt(planned.length), topic: topics[j % topics.length]!, seed: `${options.seed}-${j}` });
      if (wantsStory && !item.story) continue;
      if (focus && focusOf(item) !== focus) continue;
      const key = questionKey(item, wantsStory);
      // No question twice in a run: a distinct run skips a repeat whatever it costs; any other run tries
      // REPEAT_TRIES more candidates for the position, then asks it again rather than end short.
      if (asked.has(key) && (options.distinct || repeats++ < REPEAT_TRIES)) continue;
      asked.add(key);
      repeats = 0;
      planned.push(item);
    }
  }

  // Only a word-problem set, an episode on one model or a distinct run can fall short, so only they are planned in full up front.
  let count = options.count;
  if (wantsStory || focus || options.distinct) {
    fillTo(options.count - 1);
    count = planned.length;
  }

  return {
    count,
    itemAt(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`run: no item ${index} in a run of ${count}`);
      fillTo(index);
      // an adaptive word-problem set planned again at other difficulties may find fewer stories than at its start
      if (index >= planned.length) throw new RangeError(`run: no item ${index}: the activity made only ${planned.length}`);
      return planned[index]!;
    },
    items() {
      fillTo(count - 1);
      return planned.slice(0, count);
    },
  };
}

/** What an episode may focus on: one model the items are answered on, or the numbers alone (typed or chosen). */
export type Focus = ModelInput | 'numbers';
/** The focus an item fits: the model it is answered on, or 'numbers'. */
export const focusOf = (item: Pick<Item, 'input'>): Focus => ((MODEL_INPUTS as readonly string[]).includes(item.input) ? (item.input as ModelInput) : 'numbers');

/** The foci an activity is played on alone, each an episode of its own: its contract's (decision 080). */
export const activityFoci = (topic: TopicKey, grade: Grade): readonly Focus[] => contractOf(topic, grade).foci ?? [];

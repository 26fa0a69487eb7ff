/** What the engine can make, for menus and content mapping. */
// The topic list reads every generator, so it takes the whole engine.
import { GENERATORS } from './all.ts';
import { TOPIC_GRADES, type Grade, type Strand, type TopicInfo, type TopicKey } from './types.ts';

/** Every topic with its grades, answer kinds and visuals, in TOPIC_GRADES order. */
export const TOPICS: readonly TopicInfo[] = (Object.keys(TOPIC_GRADES) as TopicKey[]).map((key) => {
  const def = GENERATORS[key];
  return {
    key,
    strand: key.slice(0, key.indexOf('/')) as Strand,
    grades: TOPIC_GRADES[key],
    answerKinds: def.answerKinds,
    visuals: def.visuals,
    hasStory: def.stories.length > 0,
    storyGrades: TOPIC_GRADES[key].filter((g) => def.stories.includes(g)),
  };
});

/** Topics with items for a grade, optionally within one strand. */
export function topicsFor(grade: Grade, strand?: Strand): TopicInfo[] {
  return TOPICS.filter((topic) => (topic.grades as readonly Grade[]).includes(grade) && (!strand || topic.strand === strand));
}

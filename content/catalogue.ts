/**
 * Builds the whole activity catalogue from the authored data in content/authored:
 * strands → topics → subtopics (with teacher tips), two curricula, a textbook
 * mapping and assessments. Activities are generated from the grid of
 * grade × topic (and grade × strand for class games); the prose they carry
 * (tips, descriptions) is authored per topic and per activity type.
 *
 * Pure and deterministic: the same data files give the same catalogue, so
 * activity ids and links are stable across builds.
 */
import { z } from 'zod';
import { GRADES, STRANDS, TOPIC_GRADES, type Difficulty, type Grade, type Strand, type TopicKey } from '../packages/maths/src/types.ts';
import { TOPICS } from '../packages/maths/src/catalogue.ts';
import { ACTIVITY_TYPES, episodeLink, type ActivityType } from '../packages/domain/src/content.ts';
import strandsData from './authored/strands.json' with { type: 'json' };
import ccssData from './authored/curricula/ccss.json' with { type: 'json' };
import ac9Data from './authored/curricula/ac9.json' with { type: 'json' };
import textbooksData from './authored/textbooks.json' with { type: 'json' };
import assessmentsData from './authored/assessments.json' with { type: 'json' };
import activityTypesData from './authored/activity-types.json' with { type: 'json' };
import gradesData from './authored/grades.json' with { type: 'json' };

const gradeSchema = z.enum(GRADES);
const subtopicSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1), grades: z.array(gradeSchema).min(1) });
const topicSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  tips: z.array(z.string().min(40)).min(2),
  subtopics: z.array(subtopicSchema).min(1),
});
const strandsSchema = z.record(
  z.enum(STRANDS),
  z.object({ name: z.string(), description: z.string(), topics: z.record(z.string(), topicSchema) }),
);
const curriculumSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  url: z.string().url(),
  regions: z.array(z.string()),
  standards: z.record(z.string(), z.string()),
  alignments: z.record(z.string(), z.array(z.string()).min(1)),
});
const textbooksSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    publisher: z.string(),
    url: z.string().url(),
    units: z.array(z.object({ id: z.string(), grade: gradeSchema, name: z.string(), topics: z.array(z.string()).min(1) })),
  }),
);
const assessmentsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    strands: z.union([z.literal('all'), z.array(z.enum(STRANDS))]),
    per_strand: z.number().int().min(0),
  }),
);
const activityTypesSchema = z.record(z.enum(ACTIVITY_TYPES), z.object({ name: z.string(), description: z.string(), tips: z.array(z.string()).min(1) }));
const gradesSchema = z.object({
  grades: z.array(z.object({ code: gradeSchema, order: z.number().int() })),
  names: z.record(z.string(), z.object({ short: z.array(z.string()).length(7), long: z.array(z.string()).length(7) })),
});

export interface Subtopic {
  id: string;
  name: string;
  grades: Grade[];
}
export interface Topic {
  key: TopicKey;
  strand: Strand;
  name: string;
  description: string;
  tips: string[];
  subtopics: Subtopic[];
}
export interface StrandInfo {
  id: Strand;
  name: string;
  description: string;
  topics: Topic[];
}
export interface Curriculum {
  id: string;
  name: string;
  short_name: string;
  url: string;
  regions: string[];
  standards: Record<string, string>;
  /** `${topic}|${grade}` → standard codes */
  alignments: Record<string, string[]>;
}
export type Textbook = z.infer<typeof textbooksSchema>[number];
export interface Assessment {
  id: string;
  name: string;
  description: string;
  /** grade → activity ids, in play order */
  activities: Record<Grade, string[]>;
}

/** One activity: what browse pages list and what the player and PDF route run. */
export interface Activity {
  id: string;
  slug: string;
  link: string;
  type: ActivityType;
  title: string;
  description: string;
  teacher_tips: string[];
  how_it_works: string;
  grade: Grade;
  strand: Strand;
  topic: TopicKey;
  subtopic: string;
  subtopic_name: string;
  /** curriculum id → standard codes */
  curricula: Record<string, string[]>;
  /** 'textbook-id:unit-id' */
  textbook_units: string[];
  assessments: string[];
  /** the engine topic that makes the items, and its difficulty */
  generator_key: TopicKey;
  /** class games mix the items of several topics */
  generator_mix?: TopicKey[];
  difficulty: Difficulty;
  item_count: number;
}

export interface Catalogue {
  grades: { code: Grade; order: number }[];
  gradeNames: Record<string, { short: string[]; long: string[] }>;
  strands: StrandInfo[];
  topics: Map<TopicKey, Topic>;
  curricula: Curriculum[];
  textbooks: Textbook[];
  assessments: Assessment[];
  activities: Activity[];
  byId: Map<string, Activity>;
}

/** How many items one run of each activity type has. */
export const ITEMS_PER_RUN: Record<ActivityType, number> = { episode: 5, 'word-problem': 5, worksheet: 12, 'multiplayer-game': 10 };

const TYPE_SUFFIX: Record<ActivityType, string> = { episode: 'episode', 'word-problem': 'word-problems', worksheet: 'worksheet', 'multiplayer-game': 'class-game' };

/** Which interactive model an episode of a topic uses, in words for its description. */
const MODEL_WORDS: Partial<Record<Strand, string>> = {
  'number-place-value': 'a number line and place-value blocks',
  'addition-subtraction': 'a number line',
  'multiplication-division': 'an array board',
  'fractions-decimals': 'a set of fraction bars',
  measurement: 'a ruler, shapes and a squared board',
  time: 'a clock',
  money: 'a set of coins',
  geometry: 'shapes and a geoboard',
  data: 'a graph',
};

/**
 * Whether a word-problem set is made for a topic in a grade: only where the
 * engine tells every item of the topic as a story (its storyGrades), so a
 * listed set always plays. Counting, skip counting, reading a number line,
 * naming shapes and reading graphs are not story-shaped, nor place value past
 * the thousands.
 */
const tellsStories = (topic: TopicKey, grade: Grade) => (TOPICS.find((t) => t.key === topic)?.storyGrades ?? []).includes(grade);

const shortName = (topic: TopicKey) => topic.split('/')[1]!;

export function buildCatalogue(): Catalogue {
  const strandsRaw = strandsSchema.parse(strandsData);
  const curricula = [curriculumSchema.parse(ccssData), curriculumSchema.parse(ac9Data)];
  const textbooks = textbooksSchema.parse(textbooksData);
  const assessmentDefs = assessmentsSchema.parse(assessmentsData);
  const typeCopy = activityTypesSchema.parse(activityTypesData);
  const gradeData = gradesSchema.parse(gradesData);

  // Strands and topics, checked against the engine: every engine topic is authored, every authored grade is served.
  const topics = new Map<TopicKey, Topic>();
  const strands: StrandInfo[] = STRANDS.map((id) => {
    const raw = strandsRaw[id];
    if (!raw) throw new Error(`content: strand ${id} is missing`);
    const list = Object.entries(raw.topics).map(([key, t]) => {
      if (!(key in TOPIC_GRADES)) throw new Error(`content: ${key} is not an engine topic`);
      const served = TOPIC_GRADES[key as TopicKey] as readonly Grade[];
      const covered = t.subtopics.flatMap((s) => s.grades);
      for (const g of served) if (!covered.includes(g)) throw new Error(`content: ${key} has no subtopic for grade ${g}`);
      for (const g of covered) if (!served.includes(g)) throw new Error(`content: ${key} subtopic grade ${g} is not served by the engine`);
      const topic: Topic = { key: key as TopicKey, strand: id, ...t };
      topics.set(topic.key, topic);
      return topic;
    });
    return { id, name: raw.name, description: raw.description, topics: list };
  });
  for (const key of Object.keys(TOPIC_GRADES)) if (!topics.has(key as TopicKey)) throw new Error(`content: engine topic ${key} has no content`);

  for (const c of curricula) {
    for (const [key, codes] of Object.entries(c.alignments)) {
      const [topic, grade] = key.split('|') as [TopicKey, Grade];
      if (!topics.has(topic) || !(TOPIC_GRADES[topic] as readonly string[]).includes(grade)) throw new Error(`content: ${c.id} aligns unknown ${key}`);
      for (const code of codes) if (!c.standards[code]) throw new Error(`content: ${c.id} ${code} has no description`);
    }
  }

  const subtopicOf = (topic: Topic, grade: Grade) => topic.subtopics.find((s) => s.grades.includes(grade))!;
  const unitsFor = (topic: TopicKey, grade: Grade) =>
    textbooks.flatMap((b) => b.units.filter((u) => u.grade === grade && u.topics.includes(topic)).map((u) => `${b.id}:${u.id}`));
  const curriculaFor = (topics: TopicKey[], grade: Grade) => {
    const out: Record<string, string[]> = {};
    for (const c of curricula) {
      const codes = [...new Set(topics.flatMap((t) => c.alignments[`${t}|${grade}`] ?? []))];
      if (codes.length) out[c.id] = codes;
    }
    return out;
  };
  const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

  const activities: Activity[] = [];
  const add = (a: Omit<Activity, 'id' | 'slug' | 'link' | 'assessments' | 'item_count'>, suffix: string) => {
    const slug = `grade-${a.grade.toLowerCase()}-${suffix}`;
    const id = slug;
    activities.push({ ...a, id, slug, link: episodeLink(id, slug), assessments: [], item_count: ITEMS_PER_RUN[a.type] });
  };

  for (const grade of GRADES) {
    for (const strand of strands) {
      const gradeTopics = strand.topics.filter((t) => (TOPIC_GRADES[t.key] as readonly Grade[]).includes(grade));
      for (const topic of gradeTopics) {
        const sub = subtopicOf(topic, grade);
        const base = {
          grade,
          strand: strand.id,
          topic: topic.key,
          subtopic: sub.id,
          subtopic_name: sub.name,
          curricula: curriculaFor([topic.key], grade),
          textbook_units: unitsFor(topic.key, grade),
          generator_key: topic.key,
        };
        const topicWords = `${topic.name.toLowerCase()} (${sub.name.toLowerCase()})`;
        const types: ActivityType[] = ['episode', 'worksheet', ...(tellsStories(topic.key, grade) ? (['word-problem'] as const) : [])];
        for (const type of types) {
          const copy = typeCopy[type];
          add(
            {
              ...base,
              type,
              title: type === 'episode' ? `${topic.name}: ${sub.name}` : `${topic.name}: ${sub.name} — ${copy.name}`,
              description: `${topic.description} ${fill(copy.description, { model: MODEL_WORDS[strand.id] ?? 'a model', topic: topicWords })}`,
              teacher_tips: [...topic.tips, ...copy.tips],
              how_it_works: fill(copy.description, { model: MODEL_WORDS[strand.id] ?? 'a model', topic: topicWords }),
              difficulty: 2,
            },
            `${shortName(topic.key)}-${TYPE_SUFFIX[type]}`,
          );
        }
      }
      if (gradeTopics.length > 0) {
        // One class game per grade and strand, mixing that grade's topics of the strand.
        const first = gradeTopics[0]!;
        const copy = typeCopy['multiplayer-game'];
        add(
          {
            grade,
            strand: strand.id,
            topic: first.key,
            subtopic: subtopicOf(first, grade).id,
            subtopic_name: subtopicOf(first, grade).name,
            curricula: curriculaFor(
              gradeTopics.map((t) => t.key),
              grade,
            ),
            textbook_units: [...new Set(gradeTopics.flatMap((t) => unitsFor(t.key, grade)))],
            generator_key: first.key,
            generator_mix: gradeTopics.map((t) => t.key),
            type: 'multiplayer-game',
            title: `${strand.name} class game`,
            description: `${strand.description} ${fill(copy.description, { topic: gradeTopics.map((t) => t.name.toLowerCase()).join(', ') })}`,
            teacher_tips: [...gradeTopics.flatMap((t) => t.tips.slice(0, 1)), ...copy.tips],
            how_it_works: fill(copy.description, { topic: strand.name.toLowerCase() }),
            difficulty: 1,
          },
          `${strand.id}-${TYPE_SUFFIX['multiplayer-game']}`,
        );
      }
    }
  }

  const byId = new Map(activities.map((a) => [a.id, a]));
  if (byId.size !== activities.length) throw new Error('content: duplicate activity ids');

  // Assessments: per grade, the episodes of the strands they cover.
  const assessments: Assessment[] = assessmentDefs.map((def) => {
    const wanted = def.strands === 'all' ? [...STRANDS] : def.strands;
    const perGrade = {} as Record<Grade, string[]>;
    for (const grade of GRADES) {
      perGrade[grade] = wanted.flatMap((s) => {
        const eps = activities.filter((a) => a.grade === grade && a.strand === s && a.type === 'episode');
        return (def.per_strand > 0 ? eps.slice(0, def.per_strand) : eps).map((a) => a.id);
      });
      for (const id of perGrade[grade]) byId.get(id)!.assessments.push(def.id);
    }
    return { id: def.id, name: def.name, description: def.description, activities: perGrade };
  });

  return {
    grades: gradeData.grades,
    gradeNames: gradeData.names,
    strands,
    topics,
    curricula,
    textbooks,
    assessments,
    activities,
    byId,
  };
}

/** The grade code a curriculum standard belongs to, from its code (K.CC.A.1 → K, AC9M3N01 → 3, AC9MFN01 → K). */
export function standardGrade(code: string): Grade | undefined {
  const ccss = /^([K1-6])\./.exec(code);
  if (ccss) return ccss[1] as Grade;
  const ac9 = /^AC9M([F1-6])/.exec(code);
  if (ac9) return ac9[1] === 'F' ? 'K' : (ac9[1] as Grade);
  return undefined;
}

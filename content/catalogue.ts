/**
 * Builds the whole activity catalogue from the authored data in content/authored:
 * strands → topics → subtopics (with teacher tips), two curricula, a textbook
 * mapping and assessments. Activities are generated from the grid of
 * grade × topic (and grade × strand for class games); the prose they carry
 * (tips, descriptions) is authored per topic and per activity type.
 *
 * One catalogue per language (CATALOGUE_LANGUAGES): English is the authored
 * source and gives the structure; content/authored/i18n/<language>/ gives
 * every text again, keyed by the same ids, and phrases.json says how titles
 * and descriptions are put together in each language.
 *
 * Pure and deterministic: the same data files give the same catalogue, so
 * activity ids and links are stable across builds.
 */
import { z } from 'zod';
import { GRADES, MODEL_INPUTS, STRANDS, TOPIC_GRADES, type Difficulty, type Grade, type Strand, type TopicKey } from '../packages/maths/src/types.ts';
import { TOPICS } from '../packages/maths/src/catalogue.ts';
import { activityFoci, type Focus } from '../packages/maths/src/run.ts';
import { ACTIVITY_TYPES, episodeLink, type ActivityType } from '../packages/domain/src/content.ts';
import strandsData from './authored/strands.json' with { type: 'json' };
import ccssData from './authored/curricula/ccss.json' with { type: 'json' };
import ac9Data from './authored/curricula/ac9.json' with { type: 'json' };
import textbooksData from './authored/textbooks.json' with { type: 'json' };
import assessmentsData from './authored/assessments.json' with { type: 'json' };
import activityTypesData from './authored/activity-types.json' with { type: 'json' };
import gradesData from './authored/grades.json' with { type: 'json' };
import phrasesData from './authored/phrases.json' with { type: 'json' };
import { REGIONS } from '../packages/domain/src/regions.ts';
import { isolateMaths } from '../packages/maths/src/bidi.ts';
import { TRANSLATIONS, type TranslatedLanguage, type TranslationFiles } from './authored/i18n/index.ts';

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

/** The languages the catalogue is written in: English, the authored source, and each translation beside it. */
export type CatalogueLanguage = 'en' | TranslatedLanguage;
export const CATALOGUE_LANGUAGES: readonly CatalogueLanguage[] = ['en', ...(Object.keys(TRANSLATIONS) as TranslatedLanguage[])];

/** Every focus an episode may have: the models, then the numbers alone. */
const FOCI = [...MODEL_INPUTS, 'numbers'] as const satisfies readonly Focus[];

/** How titles and descriptions are composed from the names, in one language (content/authored/phrases.json and its translations). */
const phrasesSchema = z.strictObject({
  episode_title: z.string().min(1),
  activity_title: z.string().min(1),
  class_game_title: z.string().min(1),
  topic_words: z.string().min(1),
  list_separator: z.string().min(1),
  /** names are lowercased where they fill in a sentence (English, French, Spanish); Arabic has no case */
  lowercase_fill_ins: z.boolean(),
  /** the interactive model an episode of each strand uses, in words for its description */
  models: z.record(z.enum(STRANDS), z.string().min(1)),
  /** the title of an episode on one focus: one model, or the numbers alone (decision 080) */
  focus_episode_title: z.string().min(1),
  /** each focus in words, as the title and the description say it */
  focus_names: z.strictObject(Object.fromEntries(FOCI.map((f) => [f, z.string().min(1)])) as Record<Focus, z.ZodString>),
});
const textSchema = z.string().min(1);
/** Every text the catalogue shows, in one language, keyed by the ids of the English files. */
const catalogueTextsSchema = z.strictObject({
  strands: z.record(
    z.enum(STRANDS),
    z.strictObject({
      name: textSchema,
      description: textSchema,
      topics: z.record(
        z.string(),
        z.strictObject({ name: textSchema, description: textSchema, tips: z.array(z.string().min(40)), subtopics: z.record(z.string(), textSchema) }),
      ),
    }),
  ),
  'activity-types': z.record(z.enum(ACTIVITY_TYPES), z.strictObject({ name: textSchema, description: textSchema, tips: z.array(textSchema).min(1) })),
  assessments: z.record(z.string(), z.strictObject({ name: textSchema, description: textSchema })),
  phrases: phrasesSchema,
});
export type CatalogueTexts = z.infer<typeof catalogueTextsSchema>;

const mapValues = <T, U>(record: Record<string, T>, fn: (value: T) => U) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));

/** The English texts, taken out of the authored files into the shape the translations have. */
function englishTexts(): CatalogueTexts {
  const strands = strandsSchema.parse(strandsData);
  return catalogueTextsSchema.parse({
    strands: mapValues(strands, (s) => ({
      name: s.name,
      description: s.description,
      topics: mapValues(s.topics, (t) => ({ name: t.name, description: t.description, tips: t.tips, subtopics: Object.fromEntries(t.subtopics.map((x) => [x.id, x.name])) })),
    })),
    'activity-types': activityTypesSchema.parse(activityTypesData),
    assessments: Object.fromEntries(assessmentsSchema.parse(assessmentsData).map((a) => [a.id, { name: a.name, description: a.description }])),
    phrases: phrasesData,
  } satisfies Record<keyof TranslationFiles, unknown>);
}

/** The catalogue's texts in a language, checked for shape (not yet against English: see textDifferences). */
export function catalogueTexts(language: CatalogueLanguage): CatalogueTexts {
  return language === 'en' ? englishTexts() : catalogueTextsSchema.parse(TRANSLATIONS[language]);
}

/** Every leaf of a texts tree by its path (strands.time.topics.time/read-clock.tips.0). */
function leaves(tree: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, v);
  } else out.set(path, tree);
  return out;
}
const placeholders = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',') : '');

/**
 * What keeps a translation from matching the English: a text missing, one the
 * English no longer has, or a different set of {placeholders}. Empty when whole.
 */
export function textDifferences(english: CatalogueTexts, other: CatalogueTexts): string[] {
  const en = leaves(english);
  const tr = leaves(other);
  const problems: string[] = [];
  for (const [path, text] of en) {
    if (!tr.has(path)) problems.push(`missing ${path}`);
    else if (placeholders(text) !== placeholders(tr.get(path))) problems.push(`placeholders differ at ${path}: {${placeholders(text)}} in English, {${placeholders(tr.get(path))}} here`);
  }
  for (const path of tr.keys()) if (!en.has(path)) problems.push(`extra ${path}`);
  return problems;
}

/** A text of a right-to-left language keeps its maths left to right (138 + 220 = ?, -3), as the maths engine's texts do. */
const rightToLeft = (language: string) => REGIONS.some((r) => r.languages.some((l) => l.code === language && l.dir === 'rtl'));
function mapTexts<T>(tree: T, fn: (text: string) => string): T {
  if (typeof tree === 'string') return fn(tree) as T;
  if (Array.isArray(tree)) return tree.map((v: unknown) => mapTexts(v, fn)) as T;
  if (tree !== null && typeof tree === 'object') return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, mapTexts(v, fn)])) as T;
  return tree;
}

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
  /** an episode on one focus serves only items answered on that model, or only typed and chosen ones (planRun) */
  focus?: Focus;
}

export interface Catalogue {
  /** the language of every text below; ids, slugs, grades and mappings are the same in every language */
  language: CatalogueLanguage;
  grades: { code: Grade; order: number }[];
  gradeNames: Record<string, { short: string[]; long: string[] }>;
  strands: StrandInfo[];
  topics: Map<TopicKey, Topic>;
  curricula: Curriculum[];
  textbooks: Textbook[];
  assessments: Assessment[];
  activities: Activity[];
  byId: Map<string, Activity>;
  /** each activity type's name, as titles use it */
  typeNames: Record<ActivityType, string>;
}

/** How many items one run of each activity type has. */
export const ITEMS_PER_RUN: Record<ActivityType, number> = { episode: 5, 'word-problem': 5, worksheet: 12, 'multiplayer-game': 10 };

const TYPE_SUFFIX: Record<ActivityType, string> = { episode: 'episode', 'word-problem': 'word-problems', worksheet: 'worksheet', 'multiplayer-game': 'class-game' };

/**
 * Whether a word-problem set is made for a topic in a grade: only where the
 * engine tells every item of the topic as a story (its storyGrades), so a
 * listed set always plays. Counting, skip counting, reading a number line,
 * naming shapes and reading graphs are not story-shaped, nor place value past
 * the thousands.
 */
const tellsStories = (topic: TopicKey, grade: Grade) => (TOPICS.find((t) => t.key === topic)?.storyGrades ?? []).includes(grade);

const shortName = (topic: TopicKey) => topic.split('/')[1]!;

/**
 * The catalogue in one language: the structure (ids, grades, mappings) comes
 * from the English files, every text from the language's own. A translation
 * that misses a text, has one too many or changes a {placeholder} stops the
 * build with the list.
 */
export function buildCatalogue(language: CatalogueLanguage = 'en'): Catalogue {
  const strandsRaw = strandsSchema.parse(strandsData);
  const english = catalogueTexts('en');
  const raw = language === 'en' ? english : catalogueTexts(language);
  const problems = language === 'en' ? [] : textDifferences(english, raw);
  if (problems.length) throw new Error(`content: the ${language} texts do not match the English ones:\n${problems.join('\n')}`);
  const texts = rightToLeft(language) ? mapTexts(raw, isolateMaths) : raw;
  const phrases = texts.phrases;
  const curricula = [curriculumSchema.parse(ccssData), curriculumSchema.parse(ac9Data)];
  const textbooks = textbooksSchema.parse(textbooksData);
  const assessmentDefs = assessmentsSchema.parse(assessmentsData);
  const typeCopy = texts['activity-types'];
  const gradeData = gradesSchema.parse(gradesData);

  // Strands and topics, checked against the engine: every engine topic is authored, every authored grade is served.
  const topics = new Map<TopicKey, Topic>();
  const strands: StrandInfo[] = STRANDS.map((id) => {
    const raw = strandsRaw[id];
    if (!raw) throw new Error(`content: strand ${id} is missing`);
    const words = texts.strands[id];
    const list = Object.entries(raw.topics).map(([key, t]) => {
      if (!(key in TOPIC_GRADES)) throw new Error(`content: ${key} is not an engine topic`);
      const served = TOPIC_GRADES[key as TopicKey] as readonly Grade[];
      const covered = t.subtopics.flatMap((s) => s.grades);
      for (const g of served) if (!covered.includes(g)) throw new Error(`content: ${key} has no subtopic for grade ${g}`);
      for (const g of covered) if (!served.includes(g)) throw new Error(`content: ${key} subtopic grade ${g} is not served by the engine`);
      const said = words.topics[key]!;
      const subtopics = t.subtopics.map((sub) => ({ ...sub, name: said.subtopics[sub.id]! }));
      const topic: Topic = { key: key as TopicKey, strand: id, name: said.name, description: said.description, tips: said.tips, subtopics };
      topics.set(topic.key, topic);
      return topic;
    });
    return { id, name: words.name, description: words.description, topics: list };
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
  /** a name where it fills in a sentence */
  const inSentence = (name: string) => (phrases.lowercase_fill_ins ? name.toLocaleLowerCase(language) : name);

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
        const topicWords = fill(phrases.topic_words, { topic: inSentence(topic.name), subtopic: inSentence(sub.name) });
        const howItWorks = (type: ActivityType) => fill(typeCopy[type].description, { model: phrases.models[strand.id], topic: topicWords });
        const types: ActivityType[] = ['episode', 'worksheet', ...(tellsStories(topic.key, grade) ? (['word-problem'] as const) : [])];
        for (const focus of activityFoci(topic.key, grade)) {
          const focusWords = phrases.focus_names[focus];
          const how = fill(typeCopy.episode.description, { model: focusWords, topic: topicWords });
          add(
            {
              ...base,
              type: 'episode',
              focus,
              title: fill(phrases.focus_episode_title, { topic: topic.name, subtopic: sub.name, focus: focusWords }),
              description: `${topic.description} ${how}`,
              teacher_tips: [...topic.tips, ...typeCopy.episode.tips],
              how_it_works: how,
              difficulty: 2,
            },
            `${shortName(topic.key)}-${focus}-${TYPE_SUFFIX.episode}`,
          );
        }
        for (const type of types) {
          const copy = typeCopy[type];
          add(
            {
              ...base,
              type,
              title: fill(type === 'episode' ? phrases.episode_title : phrases.activity_title, { topic: topic.name, subtopic: sub.name, type: copy.name }),
              description: `${topic.description} ${howItWorks(type)}`,
              teacher_tips: [...topic.tips, ...copy.tips],
              how_it_works: howItWorks(type),
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
            title: fill(phrases.class_game_title, { strand: strand.name }),
            description: `${strand.description} ${fill(copy.description, { topic: gradeTopics.map((t) => inSentence(t.name)).join(phrases.list_separator) })}`,
            teacher_tips: [...gradeTopics.flatMap((t) => t.tips.slice(0, 1)), ...copy.tips],
            how_it_works: fill(copy.description, { topic: inSentence(strand.name) }),
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
        // an assessment asks each topic's own episode, not those on one focus
        const eps = activities.filter((a) => a.grade === grade && a.strand === s && a.type === 'episode' && !a.focus);
        return (def.per_strand > 0 ? eps.slice(0, def.per_strand) : eps).map((a) => a.id);
      });
      for (const id of perGrade[grade]) byId.get(id)!.assessments.push(def.id);
    }
    const said = texts.assessments[def.id];
    if (!said) throw new Error(`content: assessment ${def.id} has no ${language} texts`);
    return { id: def.id, name: said.name, description: said.description, activities: perGrade };
  });

  return {
    language,
    grades: gradeData.grades,
    gradeNames: gradeData.names,
    strands,
    topics,
    curricula,
    textbooks,
    assessments,
    activities,
    byId,
    typeNames: Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, typeCopy[type].name])) as Record<ActivityType, string>,
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

import { z } from 'zod';

/**
 * The content model as it travels from the static CDN to the browser (spec §3:
 * Grade, Episode, Category node) plus the activity texts and keys both sides
 * use. The server writes these shapes from content/; the web loader reads them.
 */

/** Spec §1: the four activity types, in the order the site lists them. */
export const ACTIVITY_TYPES = ['episode', 'word-problem', 'worksheet', 'multiplayer-game'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The English names of the activity types (spec §1). */
export const ACTIVITY_TYPE_NAMES: Record<ActivityType, string> = {
  episode: 'Episodes',
  'word-problem': 'Word Problems',
  worksheet: 'Worksheets',
  'multiplayer-game': 'Multiplayer Game',
};

/** Spec §5: activity selection texts. */
export const ACTIVITY_SELECTION_MESSAGES = {
  gradeTopicSubtopic: 'Please select a Grade, Topic and a Subtopic',
  grade: 'Please select a Grade',
} as const;

/** Spec §3: the category id that only stands for "everything"; loaders drop it. */
export const ALL_CATEGORY_ID = 'All';

/** Spec §3: session storage key holding the episode feedback flags (one entry per episode id). */
export const EPISODE_FEEDBACK_KEY = 'numbloom.episode-feedback';

/** Longest comment a guest may leave with a like or dislike. */
export const FEEDBACK_COMMENT_MAX = 500;

/** Entry links look like /episode/{id}/{slug}: the episode id is the second path segment. */
export function episodeLink(id: string, slug: string): string {
  return `/episode/${encodeURIComponent(id)}/${slug}`;
}

/** The episode id from an entry link (its second path segment), or undefined. */
export function episodeIdFromLink(link: string): string | undefined {
  const path = link.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean)[1];
  return segment ? decodeURIComponent(segment) : undefined;
}

/** grades.json (static_mapping_url): names come from the grade-code enumeration. */
export const staticGradeSchema = z.object({
  order: z.number().int(),
  code: z.string(),
});
export type StaticGrade = z.infer<typeof staticGradeSchema>;

/** Spec §3 Grade, once named by the loader. */
export interface Grade extends StaticGrade {
  short_translated_name: string;
  translated_name: string;
}

export const curriculumLinksSchema = z.record(z.string(), z.array(z.string()));

/** One entry of episodes.json (episode_static_mapping_url). */
export const episodeSchema = z.object({
  id: z.string(),
  link: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  grade: z.string(),
  strand: z.string(),
  topic: z.string(),
  subtopic: z.string(),
  subtopic_name: z.string(),
  difficulty: z.number().int(),
  generator_key: z.string(),
  generator_mix: z.array(z.string()).optional(),
  curricula: curriculumLinksSchema,
  textbook_units: z.array(z.string()),
  assessments: z.array(z.string()),
  more_data: z.looseObject({ asset_url: z.string(), extra_data: z.string() }),
});
export type Episode = z.infer<typeof episodeSchema>;

/** What an episode's extra_data link answers; the loader merges it into more_data. */
export const episodeExtraSchema = z.object({
  description: z.string(),
  teacher_tips: z.array(z.string()),
  how_it_works: z.string(),
  item_count: z.number().int(),
  standards: z.array(z.object({ curriculum: z.string(), code: z.string(), description: z.string() })),
  textbook_units: z.array(z.object({ textbook: z.string(), unit: z.string() })),
});
export type EpisodeExtra = z.infer<typeof episodeExtraSchema>;

/** An episode once its extra data is merged in. */
export type EpisodeWithExtra = Episode & { more_data: Episode['more_data'] & Partial<EpisodeExtra> };

export interface CategoryEntry {
  link: string;
  title: string;
  type: ActivityType;
  grade: string;
}

/** Spec §3 Category node: id, child levels, episodes with mandatory and optional lists. */
export interface CategoryNode {
  id: string;
  name: string;
  level: 'strand' | 'topic' | 'subtopic';
  children: CategoryNode[];
  episodes: { mandatory: CategoryEntry[]; optional: CategoryEntry[] };
}

const categoryEntrySchema = z.object({ link: z.string(), title: z.string(), type: z.enum(ACTIVITY_TYPES), grade: z.string() });
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    level: z.enum(['strand', 'topic', 'subtopic']),
    children: z.array(categoryNodeSchema),
    episodes: z.object({ mandatory: z.array(categoryEntrySchema), optional: z.array(categoryEntrySchema) }),
  }),
);

/** catalogue.json: the names and mappings the browse pages need. */
export const contentCatalogueSchema = z.object({
  strands: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      topics: z.array(
        z.object({
          key: z.string(),
          name: z.string(),
          description: z.string(),
          subtopics: z.array(z.object({ id: z.string(), name: z.string(), grades: z.array(z.string()) })),
        }),
      ),
    }),
  ),
  curricula: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      short_name: z.string(),
      url: z.string(),
      regions: z.array(z.string()),
      standards: z.array(z.object({ code: z.string(), grade: z.string(), description: z.string() })),
    }),
  ),
  assessments: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  textbooks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      publisher: z.string(),
      url: z.string(),
      units: z.array(z.object({ id: z.string(), grade: z.string(), name: z.string() })),
    }),
  ),
});
export type ContentCatalogue = z.infer<typeof contentCatalogueSchema>;

/** One option of an enumeration (spec §3: value and display). */
export const enumOptionSchema = z.object({ value: z.string(), display: z.string() });
export type EnumOption = z.infer<typeof enumOptionSchema>;

/** GET /api/v2/enums/ */
export const enumsResponseSchema = z.object({
  GradeCodesEnum: z.array(z.object({ order: z.number().int(), value: z.string(), display: z.string(), short_display: z.string() })),
  SubRegionsEnum: z.record(z.string(), z.array(enumOptionSchema)),
  RolesEnum: z.array(z.object({ order: z.number().int(), value: z.string(), display: z.string() })),
  SchoolTypesEnum: z.array(z.object({ order: z.number().int(), value: z.string(), display: z.string() })),
  OccupationEnum: z.array(enumOptionSchema),
  ActivityTypesEnum: z.array(enumOptionSchema),
  StrandsEnum: z.array(enumOptionSchema),
  CurriculaEnum: z.array(enumOptionSchema),
});
export type EnumsResponse = z.infer<typeof enumsResponseSchema>;

/** Spec §3: role options at school, in order. */
export const SCHOOL_ROLE_OPTIONS = [
  'Principal',
  'Curriculum Coordinator',
  'Superintendent',
  'Director',
  'District Admin',
  'Professor',
  'Coordinator',
  'Head of Department/Grade',
  'Owner',
  'Maintainer',
  'Secretary of Education',
  'School Leadership',
  'School Owner',
  'Principal/Deputy Principal',
  'Head of Curriculum/Subject',
  'Subject/Curriculum Coordinator',
  'Ministry of Education',
  'Partner',
  'Student',
  'Others',
] as const;

/** Spec §3: occupation options. */
export const OCCUPATION_OPTIONS = ['Teacher', 'Parent', 'Other'] as const;

/** POST /api/v2/episodes/guest-feedback/ (spec §7: like or dislike with a comment, no auth). */
export const guestFeedbackSchema = z.strictObject({
  episode_id: z.string().trim().min(1).max(120),
  liked: z.boolean(),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).optional().default(''),
  region_code: z.string().max(8).optional(),
  language_code: z.string().max(8).optional(),
});
export type GuestFeedback = z.input<typeof guestFeedbackSchema>;

/** Stars a logged-in student earns for one run of an episode. */
export function starsFor(correct: number, total: number): 0 | 1 | 2 | 3 {
  if (total <= 0 || correct <= 0) return 0;
  const share = correct / total;
  if (share >= 0.9) return 3;
  if (share >= 0.6) return 2;
  return 1;
}

/** POST /api/v2/episodes/results/ (a logged-in student's finished run). */
export const episodeResultSchema = z.strictObject({
  episode_id: z.string().trim().min(1).max(120),
  correct: z.number().int().min(0).max(100),
  total: z.number().int().min(1).max(100),
  duration_ms: z.number().int().min(0).max(24 * 3600 * 1000),
  region_code: z.string().max(8).optional(),
  language_code: z.string().max(8).optional(),
}).refine((r) => r.correct <= r.total, { path: ['correct'], message: 'Invalid input.' });
export type EpisodeResult = z.infer<typeof episodeResultSchema>;

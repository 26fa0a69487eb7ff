import { z } from 'zod';
import { localeCode, regionCode, multilineText, text } from './text-schema.ts';
import { ACTIVITY_TYPES, FEEDBACK_COMMENT_MAX, type CategoryNode } from './content.ts';

/**
 * The zod schemas of the content model (content.ts) and of the episode
 * endpoints. The server checks what it writes and what it is sent with them;
 * the browser only reads the types, so its activity pages do not download zod
 * (decision 027, as decision 026 did for the page settings).
 */

/** grades.json (static_mapping_url): names come from the grade-code enumeration. */
export const staticGradeSchema = z.object({
  order: z.number().int(),
  code: z.string(),
});
export type StaticGrade = z.infer<typeof staticGradeSchema>;

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
  /** curriculum: its short name, shown; curriculum_id: where its browse page is */
  standards: z.array(z.object({ curriculum: z.string(), curriculum_id: z.string(), code: z.string(), description: z.string() })),
  textbook_units: z.array(z.object({ textbook: z.string(), unit: z.string() })),
});
export type EpisodeExtra = z.infer<typeof episodeExtraSchema>;

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

/** POST /api/v2/episodes/guest-feedback/ (spec §7: like or dislike with a comment, no auth). */
export const guestFeedbackSchema = z.strictObject({
  episode_id: text(120).min(1),
  liked: z.boolean(),
  comment: multilineText(FEEDBACK_COMMENT_MAX).optional().default(''),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});
export type GuestFeedback = z.input<typeof guestFeedbackSchema>;

/** POST /api/v2/episodes/results/ (a logged-in student's finished run). */
export const episodeResultSchema = z.strictObject({
  episode_id: text(120).min(1),
  correct: z.number().int().min(0).max(100),
  total: z.number().int().min(1).max(100),
  duration_ms: z.number().int().min(0).max(24 * 3600 * 1000),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
}).refine((r) => r.correct <= r.total, { path: ['correct'], message: 'Invalid input.' });
export type EpisodeResult = z.infer<typeof episodeResultSchema>;

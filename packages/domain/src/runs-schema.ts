import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { RUN_LENGTH_MESSAGE, RUN_LENGTHS, STANDARD_STATUSES } from './runs.ts';
import { responseSchema } from './response-schema.ts';
import { text } from './text-schema.ts';

/**
 * The request schemas of server-issued runs (runs.ts has the rules, texts and
 * views). Strict: there is no field for a score, a count of right answers or
 * stars, and a body carrying one is refused.
 */

const gradeSchema = z.enum(['K', '1', '2', '3', '4', '5', '6']);

/** A run's length: one of RUN_LENGTHS questions. */
export const runLengthSchema = z.literal(RUN_LENGTHS, { message: RUN_LENGTH_MESSAGE });

/** Start a run: of an activity (an episode or a word-problem set), or practice in a grade. */
export const startRunSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('activity'),
    activity_id: text(120).min(1),
    /** a guest's replay link (?seed=): the same questions again at the activity's level; a signed-in player's is not used */
    seed: text(32).regex(/^[a-z0-9-]{1,32}$/i).optional(),
    /** how many questions (default RUN_ITEM_COUNT) */
    item_count: runLengthSchema.optional(),
    ...regionFields,
  }),
  z.strictObject({ mode: z.literal('practice'), grade: gradeSchema, ...regionFields }),
]);
export type StartRunRequest = z.input<typeof startRunSchema>;

export const runIdParams = z.strictObject({ id: z.uuid() });

/** One answer: the id of the question it answers (as the run sent it) and the response. */
export const runAnswerSchema = z.strictObject({
  item_id: text(80).min(1),
  response: responseSchema,
  ...regionFields,
});
export type RunAnswerRequest = z.input<typeof runAnswerSchema>;

export const classIdParams = z.strictObject({ id: z.uuid() });
export const classStudentParams = z.strictObject({ id: z.uuid(), studentId: z.uuid() });

// ── what the server answers (checked on the way out, so a field can only leave on purpose) ──

const levelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A question as sent: the playable item (maths/playable.ts), loose because its
 * visual and texts are the engine's own shapes; its answer is held to the
 * shape a widget needs, so an answer's value could not leave even by mistake.
 */
export const runItemSchema = z.looseObject({
  id: z.string(),
  difficulty: z.number(),
  answer: z.object({ kind: z.string(), unit: z.string().optional(), denominator: z.number().optional(), signed: z.boolean().optional() }),
});

export const runViewSchema = z.object({
  id: z.string(),
  mode: z.enum(['activity', 'practice']),
  activity_id: z.string(),
  skill: z.string(),
  item_count: z.number(),
  answered: z.number(),
  correct: z.number(),
  level: levelSchema,
  adaptive: z.boolean(),
  word_problem: z.boolean(),
  signed_in: z.boolean(),
  item: runItemSchema.nullable(),
  result: z
    .object({ correct: z.number(), total: z.number(), stars: z.number().nullable(), total_stars: z.number().nullable() })
    .nullable(),
});

export const runAnswerViewSchema = z.object({
  correct: z.boolean(),
  expected: z.string(),
  reason: z.string().nullable(),
  explanation: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) })),
  level_change: z.enum(['up', 'down']).nullable(),
  run: runViewSchema,
});

export const skillMasterySchema = z.object({
  skill: z.string(),
  topic: z.string(),
  grade: z.string(),
  strand: z.string(),
  mastery: z.number(),
  band: z.enum(['not-started', 'started', 'needs-practice', 'getting-there', 'mastered']),
  answers: z.number(),
  correct: z.number(),
  runs: z.number().int(),
  days: z.number().int(),
  recent_accuracy: z.number(),
  level: levelSchema,
  updated_at: z.string(),
});

export const myMasteryViewSchema = z.object({ signed_in: z.boolean(), skills: z.array(skillMasterySchema) });

export const classMasteryViewSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  skills: z.array(z.object({ skill: z.string(), topic: z.string(), grade: z.string(), strand: z.string() })),
  students: z.array(z.object({ id: z.string(), display_name: z.string(), name_number: z.number().int().nullable(), skills: z.record(z.string(), skillMasterySchema) })),
});

export const childProgressViewSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  student: z.object({ id: z.string(), display_name: z.string(), name_number: z.number().int().nullable() }),
  curriculum: z.object({ id: z.string(), name: z.string() }),
  standards: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      status: z.enum(STANDARD_STATUSES),
      skills: z.array(z.string()),
      runs: z.number().int(),
      answers: z.number().int(),
      correct: z.number().int(),
      last_played: z.string(),
    }),
  ),
  skills: z.array(skillMasterySchema),
  weeks: z.array(z.object({ week: z.string(), runs: z.number().int(), correct: z.number().int(), total: z.number().int(), stars: z.number().int() })),
});

import { z } from 'zod';
import { childAssignmentSchema } from './assignments-schema.ts';
import { MASTERY_BANDS } from './mastery.ts';

/** GET /api/v2/my/home/ (child-home.ts has the types it describes). */
export const childHomeResponseSchema = z.object({
  child: z.object({ first_name: z.string(), class_name: z.string().nullable() }),
  assignments: z.array(childAssignmentSchema),
  challenges: z.array(
    z.object({ uuid: z.string(), name: z.string(), stage: z.enum(['warmup', 'contest']), ends_at: z.string() }),
  ),
  practice: z.array(
    z.object({
      skill: z.string(),
      topic_name: z.string(),
      grade: z.string(),
      band: z.enum(MASTERY_BANDS),
      activity_id: z.string().nullable(),
      activity_title: z.string().nullable(),
    }),
  ),
  carry_on: z
    .object({
      run_id: z.string(),
      activity_id: z.string(),
      activity_title: z.string(),
      answered: z.number().int(),
      item_count: z.number().int(),
    })
    .nullable(),
});

/** GET childActivityPath(id) (child-activity.ts has the type it describes). */
export const childActivityResponseSchema = z.object({
  activity_id: z.string(),
  stars: z.number().int(),
  runs: z.number().int(),
  assignments: z.array(z.object({ id: z.string(), due_at: z.string(), required: z.boolean(), done: z.boolean() })),
});

/** GET CHILD_CHALLENGES_PATH (child-challenges.ts has the type it describes). */
export const childChallengesResponseSchema = z.object({
  results: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      stage: z.enum(['registration', 'warmup', 'contest', 'over']),
      contest_starts_at: z.string(),
      contest_ends_at: z.string(),
      time_zone: z.string(),
    }),
  ),
});

import { z } from 'zod';

const challengeStage = z.enum(['registration', 'warmup', 'contest', 'over']);
const challengeWindow = { registration_closes_at: z.string(), starts_at: z.string(), ends_at: z.string(), time_zone: z.string() };

/** GET /api/v2/teachers/dashboard/ (dashboard.ts has the types it describes). */
export const dashboardResponseSchema = z.object({
  teacher: z.object({ first_name: z.string(), last_name: z.string() }),
  classes: z.array(z.object({ id: z.string(), name: z.string(), class_code: z.string(), students: z.number().int() })),
  recent_rooms: z.array(
    z.object({
      code: z.string(),
      mode: z.string(),
      activity_id: z.string(),
      activity_title: z.string(),
      state: z.enum(['waiting', 'started', 'ended']),
      created_at: z.string(),
      ended_at: z.string().nullable(),
      results_until: z.string().nullable(),
      players: z.number().int(),
      answers: z.number().int(),
      correct: z.number().int(),
    }),
  ),
  class_games: z.array(z.object({ id: z.string(), title: z.string(), grade: z.string() })),
  challenge_registrations: z.array(
    z.object({
      id: z.string(),
      challenge_uuid: z.string(),
      challenge: z.string(),
      class_name: z.string(),
      stage: challengeStage,
      ...challengeWindow,
    }),
  ),
  open_challenges: z.array(z.object({ uuid: z.string(), name: z.string(), stage: challengeStage, grades: z.array(z.string()), ...challengeWindow })),
});

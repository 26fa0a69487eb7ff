import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { UI_LANGUAGES } from './regions.ts';
import { DEFAULT_MIN_PARTICIPANTS, DEFAULT_TIER_RULE, TARGET_KINDS } from './challenges.ts';
import { isoDateTime, multilineText, text } from './text-schema.ts';

/**
 * The request schemas of challenges (challenges.ts has the rules and texts).
 * Staff's create and edit (the admin API and the command line use these same
 * schemas), registration and play. Strict: a body naming a score is refused.
 */

const LANGUAGE_CODES = UI_LANGUAGES;
const gradeSchema = z.enum(['K', '1', '2', '3', '4', '5', '6']);
const perLanguage = <T extends z.ZodType>(value: T) =>
  z
    .partialRecord(z.enum(LANGUAGE_CODES), value)
    .refine((r) => Object.keys(r).length > 0 && r.en !== undefined, { message: 'Give at least the English text.' });

const pct = z.number().int().min(0).max(100);
export const tierRuleSchema = z
  .strictObject({ ruby: pct, platinum: pct, gold: pct, silver: pct })
  .refine((r) => r.ruby >= r.platinum && r.platinum >= r.gold && r.gold >= r.silver && r.silver > 0, {
    message: 'Each tier needs at least the share of the one below it, and silver more than zero.',
  });

export const challengeFields = {
  names: perLanguage(text(120).min(1)),
  descriptions: perLanguage(multilineText(2000)),
  grades: z.array(gradeSchema).min(1).max(7),
  activity_ids: z.array(text(120).min(1)).min(1).max(50),
  registration_opens_at: isoDateTime(),
  registration_closes_at: isoDateTime(),
  warmup_starts_at: isoDateTime(),
  contest_starts_at: isoDateTime(),
  contest_ends_at: isoDateTime(),
  /** an IANA time zone the dates are shown in (Europe/London) */
  time_zone: text(64).min(1),
  target_kind: z.enum(TARGET_KINDS),
  target: z.number().int().min(1).max(100_000),
  tier_rule: tierRuleSchema,
  min_participants: z.number().int().min(1).max(1000),
};

/** Staff create a challenge (the command line and the admin API alike). */
export const challengeCreateSchema = z.strictObject({
  ...challengeFields,
  /** a fixed id (for a link printed ahead); drawn when absent */
  uuid: z.uuid().optional(),
  tier_rule: tierRuleSchema.default(DEFAULT_TIER_RULE),
  min_participants: challengeFields.min_participants.default(DEFAULT_MIN_PARTICIPANTS),
  target_kind: challengeFields.target_kind.default('stars'),
  ...regionFields,
});
export type ChallengeCreate = z.infer<typeof challengeCreateSchema>;

/** Staff edit: any of the fields (and the page's region and language, which the web adds to every write). */
export const challengeEditSchema = z.strictObject({ ...challengeFields, ...regionFields }).partial();
export type ChallengeEdit = z.infer<typeof challengeEditSchema>;

export const challengeParams = z.strictObject({ uuid: z.uuid() });
export const certificateParams = z.strictObject({ uuid: z.uuid(), file: text(60).regex(/^[0-9a-f-]{36}\.pdf$/) });
export const classCertificateParams = z.strictObject({ uuid: z.uuid(), classId: z.uuid() });
export const verifyParams = z.strictObject({ code: text(40) });

/** A teacher registers classes; a parent their children. */
export const registrationSchema = z.strictObject({
  challenge: z.uuid(),
  class_ids: z.array(z.uuid()).max(20).default([]),
  student_ids: z.array(z.uuid()).max(60).default([]),
  /** the school the classes play for (the school search's id) */
  school_id: z.number().int().positive().max(2_147_483_647).optional(),
  /** the teacher hides the class's names on public boards */
  hide_names: z.boolean().default(false),
  ...regionFields,
});
export type RegistrationRequest = z.input<typeof registrationSchema>;

/** Start a challenge run of one of its activities: the server issues it (no score is ever sent). */
export const challengePlaySchema = z.strictObject({ activity_id: text(120).min(1), ...regionFields });

export const leaderboardQuery = z.strictObject({
  board: z.enum(['students', 'classes', 'schools', 'region']).default('students'),
  /** one grade's board (the grade of the school classes that played, decision 061) */
  grade: z.enum(['K', '1', '2', '3', '4', '5', '6']).optional(),
  ...regionFields,
});

export const challengeQuery = z.strictObject({ ...regionFields });

// ── what the server answers (checked on the way out) ──

const stageSchema = z.enum(['registration', 'warmup', 'contest', 'over']);
const tierSchema = z.enum(['ruby', 'platinum', 'gold', 'silver', 'bronze', 'participation']);

/**
 * The fields a challenge is set up with, the same in the public view and the
 * staff view: both spread them at the same place, so the API document lists
 * them in the same order it always has.
 */
const challengeTermsFields = {
  grades: z.array(z.string()),
  activity_ids: z.array(z.string()),
  registration_opens_at: z.string(),
  registration_closes_at: z.string(),
  warmup_starts_at: z.string(),
  contest_starts_at: z.string(),
  contest_ends_at: z.string(),
  time_zone: z.string(),
  target_kind: z.string(),
  target: z.number(),
  tier_rule: z.object({ ruby: z.number(), platinum: z.number(), gold: z.number(), silver: z.number() }),
  min_participants: z.number(),
};

export const challengeViewSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  /** the language the description is written in (another than the page's where staff gave none in it) */
  description_language: z.string(),
  languages: z.array(z.string()),
  ...challengeTermsFields,
  stage: stageSchema,
  registration_open: z.boolean(),
  message: z.string().nullable(),
});

export const registrationViewSchema = z
  .object({
    entered: z.boolean(),
    class_ids: z.array(z.string()),
    student_ids: z.array(z.string()),
    hide_names: z.boolean(),
    /** the school the caller's classes play for (school and region boards); null for a parent's children */
    school: z.object({ id: z.number(), name: z.string() }).nullable(),
  })
  .nullable();

export const challengeDetailSchema = z.object({
  challenge: challengeViewSchema,
  registration: registrationViewSchema,
  standing: z
    .object({
      score: z.number(),
      runs: z.number().int(),
      rank: z.number().nullable(),
      of: z.number(),
      target: z.number(),
      tier: tierSchema.nullable(),
    })
    .nullable(),
});

export const challengeListSchema = z.object({ results: z.array(challengeViewSchema) });
export const registrationResponseSchema = z.object({ registration: registrationViewSchema });

const boardRowSchema = z.object({
  rank: z.number(),
  name: z.string(),
  score: z.number(),
  participants: z.number().optional(),
  you: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export const leaderboardViewSchema = z.object({
  stage: stageSchema,
  frozen: z.boolean(),
  min_participants: z.number(),
  kind: z.enum(['students', 'classes', 'schools', 'region']),
  top: z.array(boardRowSchema),
  own: boardRowSchema.nullable(),
  count: z.number(),
});

export const reportViewSchema = z.object({
  stage: stageSchema,
  final: z.boolean(),
  target: z.number(),
  tier_counts: z.record(z.string(), z.number()),
  /** children with at least one contest run counted so far (known while the contest is on; tiers wait for the end) */
  played: z.number(),
  rows: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      class_id: z.string().nullable(),
      class_name: z.string().nullable(),
      score: z.number(),
      runs: z.number(),
      rank: z.number().nullable(),
      tier: tierSchema.nullable(),
      certificate_code: z.string().nullable(),
    }),
  ),
});

export const verifyViewSchema = z.object({
  valid: z.literal(true),
  code: z.string(),
  challenge: z.string(),
  challenge_uuid: z.string(),
  tier: tierSchema,
  date: z.string(),
  name: z.string(),
});

/** What staff see of a challenge: every field as given, and the stage now. */
export const challengeStaffViewSchema = z.object({
  uuid: z.string(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  ...challengeTermsFields,
  closed_at: z.string().nullable(),
  finalized_at: z.string().nullable(),
  stage: stageSchema,
});

/** A challenge's registration as staff see it: what was registered, for which school, by whom, and how many played. */
export const challengeStaffRegistrationSchema = z.object({
  id: z.string(),
  kind: z.enum(['class', 'child']),
  class_name: z.string().nullable(),
  school_name: z.string().nullable(),
  region: z.string(),
  hide_names: z.boolean(),
  registered_by: z.object({ name: z.string(), email: z.string().nullable(), role: z.string() }).nullable(),
  players: z.number().int(),
  created_at: z.string(),
});
export const challengeStaffRegistrationsSchema = z.object({ results: z.array(challengeStaffRegistrationSchema) });
export type ChallengeStaffRegistration = z.infer<typeof challengeStaffRegistrationSchema>;

export type ChallengeView = z.infer<typeof challengeViewSchema>;
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;
export type LeaderboardView = z.infer<typeof leaderboardViewSchema>;
export type ReportView = z.infer<typeof reportViewSchema>;
export type VerifyView = z.infer<typeof verifyViewSchema>;

import { z } from 'zod';
import { safeString } from './text-schema.ts';
import { regionFields } from './accounts.ts';
import { loginPasswordField, PASSWORD_TEXTS } from './password.ts';

/**
 * What account holders (teachers, parents, school leaders) can do with the
 * data we keep about them and their students, as the privacy policy promises:
 * download it, delete one student's data, close the account. Shared by the
 * Account page and the server's routes.
 */

/** A closed account, its classes, students and results are gone this many days after closing (privacy policy). */
export const CLOSED_ACCOUNT_RETENTION_DAYS = 30;
/** An account without a password proves it is its owner by a sign-in this recent (minutes). */
export const RECENT_SIGN_IN_MINUTES = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date by which a closed account and everything in it is deleted. */
export const deletionDeadline = (closedAt: Date) => new Date(closedAt.getTime() + CLOSED_ACCOUNT_RETENTION_DAYS * DAY_MS);

/** A day as the server's English texts write it: "22 December 2026" (UTC, the day the server counts in). */
export const formatDeletionDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export const ACCOUNT_DATA_MESSAGES = {
  accountClosed: (deleteBy: Date) =>
    `This account has been closed. It and everything in it will be deleted by ${formatDeletionDay(deleteBy)}; after that, you can sign up again with this email.`,
  closed: (deleteBy: Date) => `Your account is closed. It and everything in it will be deleted by ${formatDeletionDay(deleteBy)}.`,
  passwordWrong: 'Your password is incorrect.',
  signInAgain: `For your safety, please sign in again, then close your account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
  holdersOnly: 'Only the account of a teacher, parent or school leader can do this.',
  studentDeleted: 'The student and all their results have been deleted.',
  studentNotFound: 'We could not find this student in your classes.',
  classClosed: 'This class is no longer available. Please ask your teacher.',
} as const;

/**
 * POST /api/v2/accounts/account/close/. The password confirms it is the
 * owner; an account that signs in only with Google or Microsoft has none and
 * sends nothing (the server then asks for a recent sign-in instead).
 */
export const closeAccountRequestSchema = z.strictObject({
  password: safeString({ trim: false }).max(1024, { message: PASSWORD_TEXTS.tooLong }).optional(),
  ...regionFields,
});
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;
/** The same body for an account with a password: the password is required (checked in the form and on the server). */
export const closeAccountWithPasswordSchema = closeAccountRequestSchema.extend({ password: loginPasswordField });

export const closeAccountResponseSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  closed_at: z.string(),
  /** When the account and everything in it is deleted at the latest. */
  delete_by: z.string(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

const exportedResultSchema = z.object({
  episode_id: z.string(),
  correct: z.number(),
  total: z.number(),
  stars: z.number(),
  duration_ms: z.number(),
  created_at: z.string(),
});

/** A mastery estimate per skill (decision 043), as the export holds it. */
const exportedMasterySchema = z.object({
  skill: z.string(),
  mastery: z.number(),
  band: z.string(),
  answers: z.number(),
  correct: z.number(),
  runs: z.number(),
  days: z.number(),
  recent_accuracy: z.number(),
  level: z.number(),
  updated_at: z.string(),
});

/** One checked answer of a run the server still keeps (finished runs' answers are kept 30 days). */
const exportedAnswerSchema = z.object({
  activity_id: z.string(),
  skill: z.string(),
  level: z.number(),
  correct: z.boolean(),
  answered_at: z.string(),
});

/** One answer a child gave in an assignment, with the question as they saw it (kept with the assignment, decision 076). */
const exportedAssignmentAnswerSchema = z.object({
  assignment_id: z.string(),
  activity_id: z.string(),
  question_number: z.number(),
  question: z.string(),
  /** null for an answer given on a model (a shape drawn) */
  given: z.string().nullable(),
  expected: z.string(),
  correct: z.boolean(),
  answered_at: z.string(),
});
export type ExportedAssignmentAnswer = z.infer<typeof exportedAssignmentAnswerSchema>;

/** The challenges a holder registered a class or child for, and their students' standings in them. */
export const exportedChallengesSchema = z.object({
  registrations: z.array(
    z.object({
      /** the challenge's name in each language it has */
      challenge: z.record(z.string(), z.string()),
      class_name: z.string().nullable(),
      student_id: z.string().nullable(),
      school_name: z.string().nullable(),
      region: z.string(),
      hide_names: z.boolean(),
      registered_at: z.string(),
    }),
  ),
  scores: z.array(
    z.object({
      challenge: z.record(z.string(), z.string()),
      student_id: z.string(),
      display_name: z.string(),
      score: z.number(),
      runs: z.number(),
      best_by_activity: z.record(z.string(), z.number()),
      final_rank: z.number().nullable(),
      tier: z.string().nullable(),
      certificate_id: z.string().nullable(),
    }),
  ),
});
export type ExportedChallenges = z.infer<typeof exportedChallengesSchema>;

/**
 * GET /api/v2/accounts/account/export/: everything kept about an account
 * holder, their classes, their students and the students' results. The
 * server's reply is shaped by this schema, so no other field (a password
 * hash) can leave.
 */
export const accountExportSchema = z.object({
  format: z.literal('numbloom-account-export'),
  version: z.literal(1),
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string(),
    region_code: z.string(),
    language_code: z.string(),
    marketing_opt_in: z.boolean(),
    sign_in_methods: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  trials: z.array(z.object({ started_at: z.string(), ends_at: z.string(), status: z.string() })),
  /** The holder's own activity results (a teacher trying an activity while signed in). */
  results: z.array(exportedResultSchema),
  mastery: z.array(exportedMasterySchema),
  answers: z.array(exportedAnswerSchema),
  classes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      class_code: z.string(),
      created_at: z.string(),
      students: z.array(
        z.object({
          id: z.string(),
          display_name: z.string(),
          /** the grade a parent gave their child (decision 041); null in a teacher's class */
          grade: z.string().nullable(),
          first_name: z.string(),
          last_name: z.string(),
          created_at: z.string(),
          results: z.array(exportedResultSchema),
          mastery: z.array(exportedMasterySchema),
          answers: z.array(exportedAnswerSchema),
          assignment_answers: z.array(exportedAssignmentAnswerSchema),
        }),
      ),
    }),
  ),
  challenges: exportedChallengesSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const ACCOUNT_DATA_PATHS = {
  export: '/api/v2/accounts/account/export/',
  close: '/api/v2/accounts/account/close/',
  student: (studentId: string) => `/api/v2/accounts/students/${studentId}/`,
} as const;

/** The page (under /{region}/{language}) shown once an account is closed. */
export const ACCOUNT_CLOSED_PAGE = 'account-closed/';

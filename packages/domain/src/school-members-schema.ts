import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { text } from './text-schema.ts';
import { MEMBER_ROLES, MEMBER_STATUSES, SCHOOL_GRADES, SCHOOL_MESSAGES } from './school-members.ts';

const schoolSummary = z.object({ id: z.number().int(), name: z.string(), city: z.string(), country: z.string() });

/** GET invitation: what a link tells before anyone signs in: the school and whom the link is for, nothing more. */
export const invitationViewSchema = z.object({ school: schoolSummary, invite_type: z.union([z.literal(1), z.literal(2)]) });

/** POST join-requests: a school's invitation token, or (a school without an admin yet) the school asked for. */
export const joinRequestSchema = z.union([z.strictObject({ token: text(64).min(1, { message: SCHOOL_MESSAGES.invitationNotFound }), ...regionFields }), z.strictObject({ school_id: z.number().int().positive().max(2_147_483_647), ...regionFields })]);

export const joinResultSchema = z.object({
  school: schoolSummary,
  kind: z.enum(['member', 'parent']),
  status: z.enum(MEMBER_STATUSES),
  role: z.enum(MEMBER_ROLES).nullable(),
  /** who decides: the school's admins, or Numbloom staff for a school's first admin */
  decided_by: z.enum(['school', 'staff']),
});

export const myMembershipsSchema = z.object({
  memberships: z.array(
    z.object({
      school: schoolSummary,
      role: z.enum(MEMBER_ROLES),
      status: z.enum(MEMBER_STATUSES),
      requested_at: z.string(),
      /** the caller's own classes that this school keeps, with their grades (none while the membership is pending) */
      classes: z.array(z.object({ id: z.string(), name: z.string(), grade: z.enum(SCHOOL_GRADES).nullable() })),
    }),
  ),
  parent_links: z.array(z.object({ id: z.number().int(), school: schoolSummary, child_name: z.string().nullable() })),
});

const memberView = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  requested_at: z.string(),
  classes: z.number().int(),
});
const classView = z.object({ id: z.string(), name: z.string(), grade: z.enum(SCHOOL_GRADES).nullable(), teacher_id: z.string(), teacher_name: z.string(), students: z.number().int() });
const parentView = z.object({ id: z.number().int(), parent_name: z.string(), parent_email: z.string().nullable(), child_id: z.string().nullable(), child_name: z.string().nullable(), requested_at: z.string() });

/** GET a school: a member's view; the admin's also has the teachers, the invitation links and the parents. */
export const schoolViewSchema = z.object({
  school: schoolSummary,
  you: z.object({ role: z.enum(MEMBER_ROLES) }),
  show_names_on_boards: z.boolean(),
  members: z.array(memberView),
  classes: z.array(classView),
  parents: z.array(parentView),
  invite_links: z.array(z.object({ type: z.union([z.literal(1), z.literal(2)]), link: z.string() })),
});
export type SchoolView = z.infer<typeof schoolViewSchema>;

export const memberPatchSchema = z.strictObject({ role: z.enum(MEMBER_ROLES), ...regionFields });
export const renewLinksSchema = z.strictObject({ invite_type: z.union([z.literal(1), z.literal(2)]), ...regionFields });
export const schoolClassSchema = z.strictObject({ grade: z.enum(SCHOOL_GRADES).nullable(), ...regionFields });
export const moveStudentSchema = z.strictObject({ class_id: z.uuid(), ...regionFields });
export const rolloverSchema = z.strictObject({ confirm: z.literal(true, { message: SCHOOL_MESSAGES.rolloverConfirm }), ...regionFields });
export const schoolSettingsSchema = z.strictObject({ show_names_on_boards: z.boolean(), ...regionFields });
export const parentLinkSchema = z.strictObject({ student_id: z.uuid().nullable(), ...regionFields });

export const classStudentsViewSchema = z.object({ students: z.array(z.object({ id: z.string(), name: z.string() })) });
export const rolloverResultSchema = z.object({ moved: z.number().int(), left: z.number().int() });
export const schoolAuditViewSchema = z.object({
  entries: z.array(z.object({ id: z.number().int(), at: z.string(), actor: z.string(), action: z.string(), target: z.string(), detail: z.record(z.string(), z.unknown()) })),
});

/** Staff: the join requests of schools that have no admin yet (staff verify a school's first admin). */
export const firstAdminRequestsSchema = z.object({
  requests: z.array(z.object({ school: schoolSummary, user_id: z.string(), name: z.string(), email: z.string().nullable(), requested_at: z.string() })),
});
export const staffDecisionSchema = z.strictObject({ approve: z.boolean(), ...regionFields });

/** A write that needs nothing but its path (approve, remove). */
export const schoolActionSchema = z.strictObject({ ...regionFields });

const gradeOrNull = z.enum(SCHOOL_GRADES).nullable();
const bandCounts = z.object({ mastered: z.number().int(), getting_there: z.number().int(), needs_practice: z.number().int(), started: z.number().int() });

/** GET a school's results (its admin): challenge standings by grade and class, and mastery per grade and skill. */
export const schoolResultsSchema = z.object({
  school: schoolSummary,
  grades: z.array(z.object({ grade: gradeOrNull, classes: z.number().int(), children: z.number().int() })),
  challenges: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      stage: z.enum(['registration', 'warmup', 'contest', 'over']),
      /** the school's place on the schools board (null until it has enough players) and of how many */
      rank: z.number().int().nullable(),
      of: z.number().int(),
      average: z.number(),
      players: z.number().int(),
      registered: z.number().int(),
      classes: z.array(z.object({ id: z.string(), name: z.string(), grade: gradeOrNull, teacher_name: z.string(), players: z.number().int(), registered: z.number().int(), average: z.number() })),
    }),
  ),
  mastery: z.array(z.object({ grade: gradeOrNull, skill: z.string(), topic: z.string(), skill_grade: z.string(), strand: z.string(), children: z.number().int(), ...bandCounts.shape })),
});
export type SchoolResults = z.infer<typeof schoolResultsSchema>;

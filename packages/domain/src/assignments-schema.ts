import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { ASSIGNABLE_TYPES, ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES } from './assignments.ts';
import { runItemSchema, runLengthSchema } from './runs-schema.ts';
import { isoDateTime, text } from './text-schema.ts';

/**
 * The request and response schemas of assignments (assignments.ts has the rules and types): the
 * teacher's form and the routes parse the same one. The dates' rule against the clock
 * (assignmentDateErrors) runs on the server's clock in the service and on the browser's in the form.
 */
export const assignmentInputSchema = z
  .strictObject({
    class_id: z.uuid({ message: ASSIGNMENT_MESSAGES.classNotFound }),
    activity_ids: z
      .array(text(120).min(1))
      .min(1, { message: ASSIGNMENT_MESSAGES.activityNotFound })
      .max(ASSIGNMENT_LIMITS.activities)
      .refine((ids) => new Set(ids).size === ids.length, { message: ASSIGNMENT_MESSAGES.duplicateActivity }),
    /** absent or null: the whole class, children who join later included */
    student_ids: z
      .array(z.uuid({ message: ASSIGNMENT_MESSAGES.studentNotInClass }))
      .min(1, { message: ASSIGNMENT_MESSAGES.studentNotInClass })
      .max(ASSIGNMENT_LIMITS.students)
      .nullable()
      .optional(),
    starts_at: isoDateTime(),
    due_at: isoDateTime(),
    required: z.boolean().optional(),
    item_count: runLengthSchema.optional(),
    /** the page's region: the questions' units and money are the class's country's */
    ...regionFields,
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.starts_at) >= Date.parse(v.due_at)) ctx.addIssue({ code: 'custom', path: ['starts_at'], message: ASSIGNMENT_MESSAGES.startAfterDue });
  });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const assignmentIdParams = z.strictObject({ id: z.uuid() });
export const classIdParams = z.strictObject({ classId: z.uuid() });

/** A child starts a run of one activity of their assignment. */
export const assignmentRunSchema = z.strictObject({ activity_id: text(120).min(1), ...regionFields });

const activitySchema = z.object({ id: z.string(), type: z.enum(ASSIGNABLE_TYPES), title: z.string(), grade: z.string() });

export const assignmentViewSchema = z.object({
  id: z.string(),
  class_id: z.string(),
  activities: z.array(activitySchema),
  student_ids: z.array(z.string()).nullable(),
  starts_at: z.string(),
  due_at: z.string(),
  required: z.boolean(),
  item_count: runLengthSchema,
  closed: z.boolean(),
  counts: z.object({ assigned: z.number(), not_started: z.number(), in_progress: z.number(), done: z.number() }),
  average: z.number().nullable(),
});

export const classAssignmentsViewSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  editable: z.boolean(),
  assignments: z.array(assignmentViewSchema),
});

export const assignmentReportSchema = z.object({
  assignment: assignmentViewSchema,
  class: z.object({ id: z.string(), name: z.string() }),
  children: z.array(
    z.object({
      id: z.string(),
      display_name: z.string(),
      name_number: z.number().nullable(),
      status: z.enum(['not-started', 'in-progress', 'done']),
      correct: z.number(),
      total: z.number(),
      stars: z.number(),
      duration_ms: z.number(),
      runs: z.number(),
      finished_at: z.string().nullable(),
    }),
  ),
  questions: z.array(
    z.object({
      activity_id: z.string(),
      number: z.number(),
      text: z.string(),
      item: runItemSchema.nullable(),
      expected: z.string(),
      answered: z.number(),
      right: z.number(),
      wrong: z.array(z.object({ text: z.string().nullable(), count: z.number() })),
    }),
  ),
});

/** The assignments on a child's home (the child-home schema embeds it). */
export const childAssignmentSchema = z.object({
  id: z.string(),
  due_at: z.string(),
  required: z.boolean(),
  due_soon: z.boolean(),
  done: z.boolean(),
  stars: z.number(),
  activities: z.array(
    z.object({ id: z.string(), type: z.enum(ASSIGNABLE_TYPES), title: z.string(), done: z.boolean(), stars: z.number(), print_url: z.string().nullable() }),
  ),
});

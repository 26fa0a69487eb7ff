import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { childAssignmentSchema } from './assignments-schema.ts';
import { skillMasterySchema } from './runs-schema.ts';
import { safeString } from './text-schema.ts';
import { PARENT_CODE_ALPHABET, PARENT_CODE_RULES, PARENT_LINK_KINDS, PARENT_MESSAGES, prepareParentCode } from './parents.ts';

/**
 * The wire shapes of parents who can see (decision 077), shared by the
 * server's routes and the parent's code form.
 */

const codeShape = new RegExp(`^[${PARENT_CODE_ALPHABET}]{${PARENT_CODE_RULES.length}}$`);

/** POST /api/v2/parents/links/: the teacher's code as the parent typed it (spaces, dashes and case do not matter). */
export const linkByCodeRequestSchema = z.strictObject({
  code: safeString()
    .max(20, { message: PARENT_MESSAGES.codeWrong })
    .optional()
    .refine((v) => !!v?.trim(), { message: PARENT_MESSAGES.codeRequired })
    .transform((v) => prepareParentCode(v ?? ''))
    .refine((v) => codeShape.test(v), { message: PARENT_MESSAGES.codeWrong }),
  ...regionFields,
});
export type LinkByCodeRequest = z.input<typeof linkByCodeRequestSchema>;

const classLine = z.object({ name: z.string(), teacher_name: z.string() }).nullable();

export const parentChildSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  link: z.enum(PARENT_LINK_KINDS),
  class: classLine,
});

export const parentChildrenViewSchema = z.object({ children: z.array(parentChildSummarySchema) });

export const linkByCodeResponseSchema = z.object({ child: parentChildSummarySchema });

export const parentChildViewSchema = z.object({
  child: parentChildSummarySchema,
  skills: z.array(skillMasterySchema),
  recent: z.array(z.object({ activity_id: z.string(), correct: z.number(), total: z.number(), stars: z.number(), created_at: z.string() })),
  total_stars: z.number(),
  certificates: z.array(z.object({ challenge_id: z.string(), challenge_name: z.string(), tier: z.string(), url: z.string() })),
  assignments: z.array(childAssignmentSchema),
});

export const parentCodeIssuedSchema = z.object({ code: z.string(), expires_at: z.string() });

export const studentParentsViewSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  active_code: z.object({ expires_at: z.string() }).nullable(),
  parents: z.array(z.object({ id: z.string(), name: z.string(), linked_at: z.string() })),
});

import { z } from 'zod';
import { ROSTER_ISSUE_CODES, ROSTER_LIMITS } from './roster.ts';

/** Base64 as a browser's FileReader or btoa makes it (padding optional, no line breaks). */
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'Not valid base64.' });

/** POST /api/v2/schools/:schoolId/roster/preview and /import: the export's files, or its zip, as base64. */
export const rosterImportBodySchema = z.object({
  files: z
    .array(z.object({ name: z.string().min(1).max(255), content_base64: base64 }))
    .min(1)
    .max(ROSTER_LIMITS.files),
  /** orgs.csv sourcedId → a school id of the directory, for orgs whose identifier is not the school's code */
  org_schools: z.record(z.string().max(255), z.number().int().positive()).optional(),
  /** import the rows without problems and leave the others out (otherwise a problem stops the whole import) */
  skip_bad_rows: z.boolean().optional(),
});
export type RosterImportBody = z.infer<typeof rosterImportBodySchema>;

const count = z.number().int().nonnegative();
const changeCounts = z.object({ created: count, changed: count, unchanged: count });

export const rosterIssueSchema = z.object({
  file: z.string(),
  /** the row as a spreadsheet numbers it (the header is row 1); 0 for the file as a whole */
  row: z.number().int().nonnegative(),
  field: z.string().nullable(),
  code: z.enum(ROSTER_ISSUE_CODES),
  /** whether it stops the import (false: a notice, the import goes on) */
  blocking: z.boolean(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type RosterIssue = z.infer<typeof rosterIssueSchema>;

export const rosterResultSchema = z.object({
  version: z.enum(['1.1', '1.2']),
  /** true when the import changed the database (always false for a preview) */
  applied: z.boolean(),
  schools: z.array(z.object({ org_sourced_id: z.string(), school_id: z.number().int(), name: z.string(), linked: z.boolean() })),
  counts: z.object({ schools: changeCounts, classes: changeCounts, teachers: changeCounts, children: changeCounts }),
  rows: z.object({ read: count, skipped: count }),
  errors: count,
  notices: count,
  /** the first ROSTER_LIMITS.issuesListed problems, errors first */
  issues: z.array(rosterIssueSchema),
});
export type RosterResult = z.infer<typeof rosterResultSchema>;

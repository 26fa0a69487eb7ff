/**
 * Rostering (issue 35): a school admin imports the OneRoster CSV files their
 * student information system exports (orgs, users, classes, enrollments; the
 * zip or the files one by one), or a teacher a Google Classroom course. The
 * texts of every problem a row can have, with a code the pages translate by.
 */

export const ROSTER_PATHS = {
  preview: '/api/v2/schools/:schoolId/roster/preview',
  import: '/api/v2/schools/:schoolId/roster/import',
} as const;

export const ROSTER_LIMITS = {
  /** the body of a preview or import (the files as base64 are a third larger than the files) */
  bodyBytes: 25 * 1024 * 1024,
  /** files in one import (the four, a manifest, roles.csv of 1.2, or one zip) */
  files: 12,
  /** rows of problems an answer lists (the counts say how many more there were) */
  issuesListed: 500,
} as const;

/** The files a OneRoster export holds that an import reads; the others (courses, terms…) are left alone. */
export const ONEROSTER_FILES = ['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv', 'roles.csv', 'manifest.csv'] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

/** The columns each file must have (1.1 and 1.2 alike; users.csv of 1.2 takes role and org from roles.csv). */
export const ONEROSTER_REQUIRED_COLUMNS: Record<Exclude<OneRosterFile, 'manifest.csv'>, readonly string[]> = {
  'orgs.csv': ['sourcedId', 'name', 'type'],
  'users.csv': ['sourcedId', 'givenName', 'familyName'],
  'classes.csv': ['sourcedId', 'title', 'schoolSourcedId'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
  'roles.csv': ['userSourcedId', 'role', 'orgSourcedId'],
};

/** Every problem an import can meet, by code (the pages' catalogues translate by code and fill in the values). */
export const ROSTER_ISSUE_CODES = [
  'file_missing',
  'file_unknown',
  'file_unreadable',
  'zip_unreadable',
  'csv_broken',
  'column_missing',
  'value_missing',
  'value_too_long',
  'duplicate_id',
  'duplicate_email',
  'email_invalid',
  'email_not_teacher',
  'org_not_yours',
  'org_unknown',
  'class_unknown',
  'user_unknown',
  'teacher_other_school',
  'child_other_school',
  'class_without_teacher',
  'class_full',
  'too_many_classes',
  'grade_unknown',
  'role_mismatch',
  'second_class',
  'not_enrolled',
] as const;
export type RosterIssueCode = (typeof ROSTER_ISSUE_CODES)[number];

/** Codes that only inform: the import goes on, as the text says. */
export const ROSTER_NOTICE_CODES: ReadonlySet<RosterIssueCode> = new Set(['file_unknown', 'grade_unknown', 'second_class', 'not_enrolled']);

type Values = { value?: string; column?: string; file?: string; other?: string; limit?: number; line?: number };

/** A problem in plain words, in English (the pages show their own language's text for the code). */
export const ROSTER_TEXTS: Record<RosterIssueCode, (v: Values) => string> = {
  file_missing: (v) => `The export has no ${v.file}: add it (or the whole zip your student information system made).`,
  file_unknown: (v) => `${v.file} is not read by the import and is left alone.`,
  file_unreadable: (v) => `${v.file} could not be read as text (UTF-8).`,
  zip_unreadable: (v) => `${v.file} is not a zip file that can be opened.`,
  csv_broken: (v) => `The quoting is broken near line ${v.line}: a value that opens a quote (") must close it, and a quote inside it is written twice ("").`,
  column_missing: (v) => `The column ${v.column} is missing from the first row.`,
  value_missing: (v) => `${v.column} is empty.`,
  value_too_long: (v) => `${v.column} is longer than ${v.limit} characters.`,
  duplicate_id: (v) => `The sourcedId ${v.value} is used by an earlier row too.`,
  duplicate_email: (v) => `The email ${v.value} is used by an earlier teacher too.`,
  email_invalid: (v) => `${v.value} is not an email address; a teacher signs in with their email.`,
  email_not_teacher: (v) => `${v.value} belongs to an account that is not a teacher's, so it cannot be made one.`,
  org_not_yours: (v) => `The school ${v.value} is not one of the schools you are an admin of${v.other ? ` (its identifier ${v.other} names none of them)` : ''}.`,
  org_unknown: (v) => `No row of orgs.csv has the sourcedId ${v.value}.`,
  class_unknown: (v) => `No row of classes.csv has the sourcedId ${v.value}.`,
  user_unknown: (v) => `No row of users.csv has the sourcedId ${v.value}.`,
  teacher_other_school: (v) => `The teacher ${v.value} belongs to another school than the class's (${v.other}).`,
  child_other_school: (v) => `The child ${v.value} belongs to another school than the class's (${v.other}).`,
  class_without_teacher: (v) => `The class ${v.value} has no teacher in enrollments.csv.`,
  class_full: (v) => `The class ${v.value} would have more than ${v.limit} children.`,
  too_many_classes: (v) => `The teacher ${v.value} would have more than ${v.limit} classes.`,
  grade_unknown: (v) => `The grade ${v.value} is not one of K to 6: the class is kept without a grade.`,
  role_mismatch: (v) => `The enrollment's role is ${v.value} but the user's is ${v.other}.`,
  second_class: (v) => `The child is already placed in the class ${v.other}: a child belongs to one class here, so this enrollment (${v.value}) is left out.`,
  not_enrolled: (v) => `The child ${v.value} is in no class and is left out.`,
};

/** The outcome texts of the import itself. */
export const ROSTER_MESSAGES = {
  hasErrors: 'The files have problems: nothing was imported. Correct them, or import again skipping the rows with problems.',
  badBase64: 'A file is not valid base64.',
  noFiles: 'Add the files of the export (orgs, users, classes, enrollments) or its zip.',
  notAdmin: 'Only an admin of this school can import its roster.',
} as const;

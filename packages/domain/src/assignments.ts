/**
 * Assignments (decision 076): a teacher gives one activity or a set to one of their classes, or to
 * chosen children of it, from a start to a due date, with a run length. Paths, limits, messages
 * and the wire shapes shared by the server, the teacher's pages and the child's home; the request
 * schemas are in assignments-schema.ts, so the child's pages never load zod.
 */
import type { RunItem, RunLength } from './runs.ts';

export const ASSIGNMENT_PATHS = {
  /** POST: a new assignment (its class is in the body) */
  create: '/api/v2/teachers/assignments/',
  /** GET: a class's assignments, each with how far its children are (the class report) */
  ofClass: (classId: string) => `/api/v2/classes/${encodeURIComponent(classId)}/assignments/`,
  /** GET one (to edit it), PUT to change it, DELETE */
  one: (id: string) => `/api/v2/teachers/assignments/${encodeURIComponent(id)}/`,
  close: (id: string) => `/api/v2/teachers/assignments/${encodeURIComponent(id)}/close/`,
  report: (id: string) => `/api/v2/teachers/assignments/${encodeURIComponent(id)}/report/`,
  reportCsv: (id: string) => `/api/v2/teachers/assignments/${encodeURIComponent(id)}/report.csv`,
  /** POST: the signed-in child starts a run of one of the assignment's activities */
  play: (id: string) => `/api/v2/students/assignments/${encodeURIComponent(id)}/runs/`,
} as const;

/** The teacher's pages, under /{region}/{language}/. */
export const ASSIGNMENT_PAGES = {
  ofClass: (classId: string) => `account/classes/${encodeURIComponent(classId)}/assignments/`,
  report: (id: string) => `account/assignments/${encodeURIComponent(id)}/`,
} as const;

/**
 * What an assignment may hold: played online (checked runs) or printed. A class game assigned is
 * played at home alone, as a run of the game's questions (live in class it needs its teacher).
 */
export const ASSIGNABLE_TYPES = ['episode', 'word-problem', 'worksheet', 'multiplayer-game'] as const;
export type AssignableType = (typeof ASSIGNABLE_TYPES)[number];
/** The types played as server-checked runs; a worksheet is done on paper. */
export const PLAYED_TYPES: readonly AssignableType[] = ['episode', 'word-problem', 'multiplayer-game'];
/** Whether an activity of the catalogue may be put in an assignment. */
export const isAssignableType = (type: string): type is AssignableType => (ASSIGNABLE_TYPES as readonly string[]).includes(type);

export const ASSIGNMENT_LIMITS = {
  /** activities in one assignment (a set) */
  activities: 10,
  /** children chosen by name */
  students: 60,
  /** the furthest a due date may be from now */
  maxDays: 366,
} as const;

/** An assignment shows as due soon on a child's home this long before its due date. */
export const DUE_SOON_HOURS = 48;
/** A done assignment stays on the child's home (with its stars) this long after its due date. */
export const DONE_SHOWN_DAYS = 7;
/** The common wrong answers a report shows per question. */
export const COMMON_WRONG_ANSWERS = 3;

export const ASSIGNMENT_MESSAGES = {
  dueInPast: 'The due date must be in the future.',
  startAfterDue: 'The start must be before the due date.',
  tooFar: 'The due date must be within a year.',
  classNotFound: 'This class was not found.',
  notFound: 'This assignment was not found.',
  activityNotFound: 'This activity does not exist.',
  notAssignable: 'This activity cannot be assigned.',
  duplicateActivity: 'Each activity can be in an assignment only once.',
  studentNotInClass: 'This child is not in the class.',
  classChanged: 'An assignment stays with its class.',
  notAssigned: 'This work is not for you.',
  notInAssignment: 'This activity is not part of the assignment.',
  notOpen: 'This assignment is not open.',
  onPaper: 'This activity is done on paper.',
  studentsOnly: 'This page is for students. Please log in with your class code.',
} as const;

/** The date rules the form and the service both apply: a due date ahead (within a year) and after the start. */
export function assignmentDateErrors(input: { starts_at: string; due_at: string }, now: Date): Record<string, string> {
  const starts = Date.parse(input.starts_at);
  const due = Date.parse(input.due_at);
  const errors: Record<string, string> = {};
  if (Number.isNaN(starts) || Number.isNaN(due)) return errors;
  if (due <= now.getTime()) errors.due_at = ASSIGNMENT_MESSAGES.dueInPast;
  else if (due - now.getTime() > ASSIGNMENT_LIMITS.maxDays * 24 * 3600 * 1000) errors.due_at = ASSIGNMENT_MESSAGES.tooFar;
  if (starts >= due) errors.starts_at = ASSIGNMENT_MESSAGES.startAfterDue;
  return errors;
}

export interface AssignmentActivity {
  id: string;
  type: AssignableType;
  title: string;
  grade: string;
}

/** An assignment as its teacher sees it in a list, with how far its children are. */
export interface AssignmentView {
  id: string;
  class_id: string;
  activities: AssignmentActivity[];
  /** null: the whole class, children who join later included */
  student_ids: string[] | null;
  starts_at: string;
  due_at: string;
  required: boolean;
  item_count: RunLength;
  closed: boolean;
  counts: { assigned: number; not_started: number; in_progress: number; done: number };
  /** the class's average score of the children done, 0..100; null before anyone is done */
  average: number | null;
}

export interface ClassAssignmentsView {
  class: { id: string; name: string };
  /** whether the caller may change them (the class's teacher; a school admin only reads) */
  editable: boolean;
  assignments: AssignmentView[];
}

export type AssigneeStatus = 'not-started' | 'in-progress' | 'done';

export interface AssignmentReportChild {
  id: string;
  display_name: string;
  /** told apart from a classmate of the same name, as on every list of the class */
  name_number: number | null;
  status: AssigneeStatus;
  /** right answers over questions, of each activity's best finished run */
  correct: number;
  total: number;
  stars: number;
  /** time spent in the runs counted */
  duration_ms: number;
  runs: number;
  finished_at: string | null;
}

export interface AssignmentReportQuestion {
  activity_id: string;
  /** 1-based, as the child saw it */
  number: number;
  /** the question, as the children saw it */
  text: string;
  /**
   * the question as the player showed it (its picture or model, no answer): planned again from the
   * assignment's seed, as every child's run was; null if the activity has left the catalogue
   */
  item: RunItem | null;
  expected: string;
  answered: number;
  right: number;
  /** the answers given most often that were wrong; text null for one given on a model (a shape drawn) */
  wrong: Array<{ text: string | null; count: number }>;
}

export interface AssignmentReport {
  assignment: AssignmentView;
  class: { id: string; name: string };
  children: AssignmentReportChild[];
  questions: AssignmentReportQuestion[];
}

/** An assignment on a child's home. */
export interface ChildAssignment {
  id: string;
  due_at: string;
  required: boolean;
  due_soon: boolean;
  done: boolean;
  stars: number;
  activities: Array<{
    id: string;
    type: AssignableType;
    title: string;
    done: boolean;
    stars: number;
    /** a worksheet's PDF to print, made for this assignment */
    print_url: string | null;
  }>;
}

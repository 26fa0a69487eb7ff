/**
 * Parents who can see (decision 077): the paths, pages, rules and texts the
 * server and the parent's and teacher's pages share. A parent sees a child of
 * their family, a child a school admin linked them to, or a child whose
 * teacher gave them a parent code. Apart from parents-schema.ts (the zod
 * schemas), so a page can know the paths without loading zod.
 */
import type { ChildAssignment } from './assignments.ts';
import type { SkillMastery } from './runs.ts';

/** The rules of a teacher's parent code. */
export const PARENT_CODE_RULES = {
  /** characters of a code, of an alphabet without look-alikes (no 0/O, 1/I/L) */
  length: 8,
  /** a code opens nothing after this many days */
  validDays: 7,
  /** parents a child may have linked by codes: two, as a child has at most two parents on a school's form */
  parentsPerChild: 2,
  /** wrong codes a parent's account may try in an hour (a 429 after) */
  triesPerHour: 10,
  /** the last runs a child's page lists */
  recentRuns: 10,
} as const;

export const PARENT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What a parent types, as it is kept: spaces, dashes and case do not matter. */
export const prepareParentCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
/** A code as a teacher reads it out or writes it down: two groups of four. */
export const displayParentCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** How a parent is tied to a child. */
export const PARENT_LINK_KINDS = ['family', 'school', 'code'] as const;
export type ParentLinkKind = (typeof PARENT_LINK_KINDS)[number];

export const PARENT_PATHS = {
  /** every child the signed-in parent may see */
  children: '/api/v2/parents/children/',
  /** one child's page: progress, recent activity, certificates, class */
  child: (childId: string) => `/api/v2/parents/children/${encodeURIComponent(childId)}/`,
  /** a parent enters a teacher's code */
  links: '/api/v2/parents/links/',
  /** a teacher's view of a student's parent code and linked parents; POST makes a code, DELETE revokes it */
  studentCode: (studentId: string) => `/api/v2/parents/students/${encodeURIComponent(studentId)}/code/`,
  /** a teacher removes a parent linked by a code */
  studentParent: (studentId: string, parentId: string) => `/api/v2/parents/students/${encodeURIComponent(studentId)}/parents/${encodeURIComponent(parentId)}/`,
} as const;

/** The parent's page of a child (under /{region}/{language}/). */
export const PARENT_PAGES = {
  child: (childId: string) => `account/children/${childId}/`,
} as const;

export const PARENT_MESSAGES = {
  codeRequired: 'Enter the parent code your child’s teacher gave you.',
  codeWrong: 'This parent code is not right. Check it with your child’s teacher.',
  codeExpired: 'This parent code is too old. Ask your child’s teacher for a new one.',
  codeRevoked: 'This parent code was cancelled by the teacher. Ask them for a new one.',
  codeUsed: 'This parent code has been used already. Each code links one parent: ask the teacher for another.',
  alreadyLinked: 'You can already see this child.',
  tooManyParents: `This child has ${PARENT_CODE_RULES.parentsPerChild} parents linked already. Ask the teacher to remove one first.`,
  tooManyTries: 'Too many wrong codes. Please wait an hour and try again.',
  parentsOnly: 'Only a parent’s account can enter a parent code.',
  childNotFound: 'This child is not one of yours.',
  studentNotFound: 'This child is not in one of your classes.',
  parentNotFound: 'This parent is not linked to this child.',
  noCode: 'This child has no parent code to cancel.',
} as const;

export interface ParentChildSummary {
  id: string;
  name: string;
  grade: string | null;
  /** how the parent is tied to the child (the strongest when several) */
  link: ParentLinkKind;
  /** the child's class and teacher, when the child is in a teacher's class */
  class: { name: string; teacher_name: string } | null;
}

export interface ParentChildrenView {
  children: ParentChildSummary[];
}

export interface ParentRecentRun {
  activity_id: string;
  correct: number;
  total: number;
  stars: number;
  created_at: string;
}

export interface ParentCertificate {
  challenge_id: string;
  challenge_name: string;
  tier: string;
  /** where the PDF downloads (the challenge's certificate of this child) */
  url: string;
}

/** GET /api/v2/parents/children/{id}/: what the parent's page of the child shows. */
export interface ParentChildView {
  child: ParentChildSummary;
  /** the same per-skill mastery the teacher reads, in curriculum order */
  skills: SkillMastery[];
  recent: ParentRecentRun[];
  total_stars: number;
  certificates: ParentCertificate[];
  /** the child's assignments, as their home shows them, when the child is in a teacher's class (none for a family's own) */
  assignments: ChildAssignment[];
}

export interface ParentCodeIssued {
  code: string;
  expires_at: string;
}

export interface StudentParentsView {
  student: { id: string; name: string };
  /** the code that may be used now, if any: only its expiry (the code itself is shown once, when made) */
  active_code: { expires_at: string } | null;
  /** who sees the child through a code: their name as their account gives it, and when they linked */
  parents: Array<{ id: string; name: string; linked_at: string }>;
}

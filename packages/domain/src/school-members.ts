/**
 * A school's members (decision 061): the texts, paths and rules the server and
 * the school admin's pages share. Membership is granted by an approval, never
 * by the role a person chose at sign-up.
 */

export const MEMBER_ROLES = ['admin', 'teacher'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['pending', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The grades a school's class may have, in order: the rollover moves each class one step on. */
export const SCHOOL_GRADES = ['K', '1', '2', '3', '4', '5', '6'] as const;
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];
/** The grade after this one, or null for the last (its class leaves the school at the rollover). */
export const nextGrade = (grade: string | null): SchoolGrade | null => {
  const at = SCHOOL_GRADES.indexOf(grade as SchoolGrade);
  return at < 0 || at === SCHOOL_GRADES.length - 1 ? null : SCHOOL_GRADES[at + 1]!;
};

/** Most rows a school admin's audit page shows at once. */
export const SCHOOL_AUDIT_PAGE = 50;

export const SCHOOL_PATHS = {
  invitation: (token: string) => `/api/v2/schools/invitations/${encodeURIComponent(token)}/`,
  joinRequests: '/api/v2/schools/join-requests/',
  mine: '/api/v2/schools/mine/',
  school: (id: number) => `/api/v2/schools/${id}/`,
  member: (id: number, userId: string) => `/api/v2/schools/${id}/members/${userId}/`,
  approve: (id: number, userId: string) => `/api/v2/schools/${id}/members/${userId}/approve/`,
  renewLinks: (id: number) => `/api/v2/schools/${id}/invite-links/renew/`,
  schoolClass: (id: number, classId: string) => `/api/v2/schools/${id}/classes/${classId}/`,
  classStudents: (id: number, classId: string) => `/api/v2/schools/${id}/classes/${classId}/students/`,
  moveStudent: (id: number, studentId: string) => `/api/v2/schools/${id}/students/${studentId}/move/`,
  rollover: (id: number) => `/api/v2/schools/${id}/rollover/`,
  settings: (id: number) => `/api/v2/schools/${id}/settings/`,
  audit: (id: number) => `/api/v2/schools/${id}/audit/`,
  parentLink: (id: number, linkId: number) => `/api/v2/schools/${id}/parents/${linkId}/`,
  results: (id: number) => `/api/v2/schools/${id}/results/`,
} as const;

/** The page a school's invitation link opens (the token is the last part of the path). */
export const SCHOOL_INVITE_PAGE = 'school-invite';
/** The school admin's pages. */
export const SCHOOL_ADMIN_PAGE = 'school';

export const SCHOOL_MESSAGES = {
  invitationNotFound: 'This invitation link is not valid any more. Ask your school for a new one.',
  teachersOnly: 'Only a teacher’s account can join a school as a teacher.',
  parentsOnly: 'This is a link for parents. Sign in with a parent’s account to use it.',
  alreadyMember: 'You are already a member of this school.',
  alreadyRequested: 'You have already asked to join this school. Its admin will look at your request.',
  askYourAdmin: 'This school has an admin on Numbloom already. Ask them for the school’s invitation link.',
  notAdmin: 'Only an admin of this school can do this.',
  notMember: 'Only a verified teacher of this school can do this.',
  memberNotFound: 'This person is not a member of this school.',
  lastAdmin: 'A school keeps at least one admin. Make someone else an admin first.',
  classNotFound: 'This class is not one of this school’s classes.',
  notYourClass: 'You can only add your own classes to a school.',
  studentNotFound: 'This child is not in one of this school’s classes.',
  sameClass: 'This child is in that class already.',
  parentLinkNotFound: 'This parent has not followed this school’s parent invitation.',
  schoolNotFound: 'This school was not found.',
  rolloverConfirm: 'Please confirm the move to the next grade.',
} as const;

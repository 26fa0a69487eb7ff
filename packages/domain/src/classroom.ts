/**
 * Google Classroom import (issue 35, decision 079): a teacher signed in with Google imports a
 * course's students into one of their classes. The paths, the scopes asked for when the
 * teacher chooses to import (never at sign-in), and the texts the server answers with.
 */

export const CLASSROOM_PATHS = {
  /** GET: sends the browser to Google for the Classroom scopes, then back to `next` */
  authorize: '/api/v2/classroom/authorize',
  courses: '/api/v2/classroom/courses/',
  import: (courseId: string) => `/api/v2/classroom/courses/${encodeURIComponent(courseId)}/import`,
} as const;

/** Read-only: the teacher's courses, their students, and the students' email addresses. */
export const CLASSROOM_SCOPES = [
  'https://www.googleapis.com/auth/classroom.courses.readonly',
  'https://www.googleapis.com/auth/classroom.rosters.readonly',
  'https://www.googleapis.com/auth/classroom.profile.emails',
] as const;

/** Why a Classroom student was not imported (the page words each in its language). */
export const CLASSROOM_LEFT_OUT = ['other_class', 'not_a_child', 'no_name'] as const;
export type ClassroomLeftOut = (typeof CLASSROOM_LEFT_OUT)[number];

export const CLASSROOM_MESSAGES = {
  notConfigured: 'Google Classroom import is not available on this site.',
  signInWithGoogle: 'Sign in with Google to import from Google Classroom.',
  teachersOnly: 'Only a teacher can import from Google Classroom.',
  grantNeeded: 'Allow Numbloom to read your Google Classroom courses first.',
  googleRefused: 'Google did not let Numbloom read this course. Allow it again, or check that you teach it.',
  googleUnreachable: 'Google Classroom could not be reached. Please try again in a moment.',
  classNotYours: 'Choose one of your own classes.',
  classFull: 'The class would be too full. Import the course into a new class.',
} as const;

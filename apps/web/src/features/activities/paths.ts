import { pageSettings } from '../../lib/page-settings.ts';

/** Browse dimensions of the activity pages (spec §1: grade, topic, curriculum, assessment, textbook). */
export const BROWSE_KINDS = ['grade', 'topic', 'curriculum', 'assessment', 'textbook'] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];

/**
 * The query parameter naming the grade of a grade-scoped browse page (lower-case grade code, as in /grade/k/);
 * on the other browse pages, the grade the list is filtered to.
 */
export const GRADE_PARAM = 'grade';
/** The query parameter of a browse page's activity-type filter. */
export const TYPE_PARAM = 'type';

const base = () => {
  const s = pageSettings();
  return `/${s.region}/${s.language}/activities`;
};

export const activitiesPath = () => `${base()}/`;
/** A browse page; `grade` picks one grade of the views read a grade at a time (curriculum, textbook). */
export const browsePath = (kind: BrowseKind, value: string, grade?: string) =>
  `${base()}/${kind}/${encodeURIComponent(value.toLowerCase())}/${grade ? `?${GRADE_PARAM}=${encodeURIComponent(grade.toLowerCase())}` : ''}`;
export const activityPath = (id: string) => `${base()}/episode/${encodeURIComponent(id)}/`;
export const playPath = (id: string) => `${base()}/episode/${encodeURIComponent(id)}/play`;

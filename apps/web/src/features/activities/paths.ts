import { pageSettings } from '../../app/page-settings.ts';

/** Browse dimensions of the activity pages (spec §1: grade, topic, curriculum, assessment, textbook). */
export const BROWSE_KINDS = ['grade', 'topic', 'curriculum', 'assessment', 'textbook'] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];

const base = () => {
  const s = pageSettings();
  return `/${s.region}/${s.language}/activities`;
};

export const activitiesPath = () => `${base()}/`;
export const browsePath = (kind: BrowseKind, value: string) => `${base()}/${kind}/${encodeURIComponent(value.toLowerCase())}/`;
export const activityPath = (id: string) => `${base()}/episode/${encodeURIComponent(id)}/`;
export const playPath = (id: string) => `${base()}/episode/${encodeURIComponent(id)}/play`;

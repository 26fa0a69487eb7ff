/**
 * The content model as it travels from the static CDN to the browser (spec §3:
 * Grade, Episode, Category node) plus the activity texts and keys both sides
 * use. The server writes these shapes from content/; the web loader reads them.
 * No zod here: the schemas, and the types inferred from them, live in
 * content-schema.ts, so browser code importing a constant does not pull zod in.
 */
import type { ContentCatalogue, EnumOption, EnumsResponse, Episode, EpisodeExtra, EpisodeResult, GuestFeedback, StaticGrade } from './content-schema.ts';

export type { ContentCatalogue, EnumOption, EnumsResponse, Episode, EpisodeExtra, EpisodeResult, GuestFeedback, StaticGrade };

/** Spec §1: the four activity types, in the order the site lists them. */
export const ACTIVITY_TYPES = ['episode', 'word-problem', 'worksheet', 'multiplayer-game'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The English names of the activity types (spec §1). */
export const ACTIVITY_TYPE_NAMES: Record<ActivityType, string> = {
  episode: 'Episodes',
  'word-problem': 'Word Problems',
  worksheet: 'Worksheets',
  'multiplayer-game': 'Multiplayer Game',
};

/** Spec §5: activity selection texts. */
export const ACTIVITY_SELECTION_MESSAGES = {
  gradeTopicSubtopic: 'Please select a Grade, Topic and a Subtopic',
  grade: 'Please select a Grade',
} as const;

/** Spec §3: the category id that only stands for "everything"; loaders drop it. */
export const ALL_CATEGORY_ID = 'All';

/** Spec §3: session storage key holding the episode feedback flags (one entry per episode id). */
export const EPISODE_FEEDBACK_KEY = 'numbloom.episode-feedback';

/** Longest comment a guest may leave with a like or dislike. */
export const FEEDBACK_COMMENT_MAX = 500;
/** The answer to a second like or dislike for the same activity from the same browser session. */
export const FEEDBACK_ALREADY_SENT = 'You have already sent feedback for this activity.';

/** Entry links look like /episode/{id}/{slug}: the episode id is the second path segment. */
export function episodeLink(id: string, slug: string): string {
  return `/episode/${encodeURIComponent(id)}/${slug}`;
}

/** The episode id from an entry link (its second path segment), or undefined. */
export function episodeIdFromLink(link: string): string | undefined {
  const path = link.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean)[1];
  return segment ? decodeURIComponent(segment) : undefined;
}

/** Spec §3 Grade, once named by the loader. */
export interface Grade extends StaticGrade {
  short_translated_name: string;
  translated_name: string;
}

/** An episode once its extra data is merged in. */
export type EpisodeWithExtra = Episode & { more_data: Episode['more_data'] & Partial<EpisodeExtra> };

export interface CategoryEntry {
  link: string;
  title: string;
  type: ActivityType;
  grade: string;
}

/** Spec §3 Category node: id, child levels, episodes with mandatory and optional lists. */
export interface CategoryNode {
  id: string;
  name: string;
  level: 'strand' | 'topic' | 'subtopic';
  children: CategoryNode[];
  episodes: { mandatory: CategoryEntry[]; optional: CategoryEntry[] };
}

/** Spec §3: role options at school, in order. */
export const SCHOOL_ROLE_OPTIONS = [
  'Principal',
  'Curriculum Coordinator',
  'Superintendent',
  'Director',
  'District Admin',
  'Professor',
  'Coordinator',
  'Head of Department/Grade',
  'Owner',
  'Maintainer',
  'Secretary of Education',
  'School Leadership',
  'School Owner',
  'Principal/Deputy Principal',
  'Head of Curriculum/Subject',
  'Subject/Curriculum Coordinator',
  'Ministry of Education',
  'Partner',
  'Student',
  'Others',
] as const;

/** Spec §3: occupation options. */
export const OCCUPATION_OPTIONS = ['Teacher', 'Parent', 'Other'] as const;

/** Stars a logged-in student earns for one run of an episode. */
export function starsFor(correct: number, total: number): 0 | 1 | 2 | 3 {
  if (total <= 0 || correct <= 0) return 0;
  const share = correct / total;
  if (share >= 0.9) return 3;
  if (share >= 0.6) return 2;
  return 1;
}


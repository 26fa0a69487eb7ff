import type { ChildAssignment } from './assignments.ts';
import type { MasteryBand } from './mastery.ts';

/**
 * A signed-in child's home: their assignments, the challenges open to their class, practice
 * suggested from their own mastery, and where they stopped. Types only; the
 * response schema is in child-home-schema.ts, so the child's pages never load zod.
 */
export const CHILD_HOME_PATH = '/api/v2/my/home/';
/** The page under /{region}/{language}/ (one of the child's pages, CHILD_PAGE_PATHS). */
export const CHILD_HOME_PAGE = 'my/';
/** How many skills the home suggests to practise. */
export const PRACTICE_SUGGESTIONS = 3;

export const CHILD_HOME_MESSAGES = {
  studentsOnly: 'This page is for students. Please log in with your class code.',
  noActivity: 'This activity does not exist.',
} as const;

export interface ChildHomeChallenge {
  uuid: string;
  name: string;
  stage: 'warmup' | 'contest';
  ends_at: string;
}

export interface ChildHomePractice {
  skill: string;
  topic_name: string;
  grade: string;
  band: MasteryBand;
  /** an episode of the skill to play, when the catalogue has one */
  activity_id: string | null;
  activity_title: string | null;
}

export interface ChildHomeCarryOn {
  run_id: string;
  activity_id: string;
  activity_title: string;
  answered: number;
  item_count: number;
}

export interface ChildHomeResponse {
  child: { first_name: string; class_name: string | null };
  /** the work their teacher gave them: to do (soonest due first), then done, with stars */
  assignments: ChildAssignment[];
  challenges: ChildHomeChallenge[];
  practice: ChildHomePractice[];
  carry_on: ChildHomeCarryOn | null;
}

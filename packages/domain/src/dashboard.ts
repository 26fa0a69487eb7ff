import type { ChallengeStage } from './challenges.ts';

/**
 * A teacher's dashboard: their classes and codes, recent class games and
 * their results, class games to start, their classes' challenge
 * registrations and the challenges open to register for. Types only; the
 * response schema is in dashboard-schema.ts.
 */
export const DASHBOARD_PATH = '/api/v2/teachers/dashboard/';
/** The page under /{region}/{language}/. */
export const DASHBOARD_PAGE = 'dashboard/';
/** How many recent class games the dashboard lists. */
export const RECENT_ROOMS = 10;

export interface DashboardClass {
  id: string;
  name: string;
  class_code: string;
  students: number;
}

export interface DashboardRoom {
  code: string;
  /** class-room, arena or quick-match */
  mode: string;
  activity_id: string;
  activity_title: string;
  state: 'waiting' | 'started' | 'ended';
  created_at: string;
  ended_at: string | null;
  /** until when the host can open the children's results (null once they are deleted, or before the end) */
  results_until: string | null;
  /** who played, answered and answered right: from the seats, or the anonymous counts once results are deleted */
  players: number;
  answers: number;
  correct: number;
}

export interface DashboardGame {
  id: string;
  title: string;
  grade: string;
}

/** When a challenge can be registered for and played: instants in UTC, shown in its time zone. */
interface ChallengeWindow {
  registration_closes_at: string;
  /** the contest's start and end */
  starts_at: string;
  ends_at: string;
  time_zone: string;
}

/** A class's registration for a challenge (the challenges module's, decision 041). */
export interface DashboardChallengeRegistration extends ChallengeWindow {
  id: string;
  challenge_uuid: string;
  /** the challenge's name in the page's language (English when it has none) */
  challenge: string;
  class_name: string;
  stage: ChallengeStage;
}

/** A challenge open for registration that none of the teacher's classes is in yet. */
export interface DashboardOpenChallenge extends ChallengeWindow {
  uuid: string;
  name: string;
  stage: ChallengeStage;
  grades: string[];
}

export interface DashboardResponse {
  teacher: { first_name: string; last_name: string };
  classes: DashboardClass[];
  recent_rooms: DashboardRoom[];
  class_games: DashboardGame[];
  challenge_registrations: DashboardChallengeRegistration[];
  open_challenges: DashboardOpenChallenge[];
}

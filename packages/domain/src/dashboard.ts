/**
 * A teacher's dashboard: their classes and codes, recent class games and
 * their results, class games to start, and (once the challenges module
 * exists) their classes' challenge registrations. Types only; the response
 * schema is in dashboard-schema.ts.
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

/** A class's registration for a challenge; filled by the challenges module (null until it exists). */
export interface DashboardChallengeRegistration {
  id: string;
  challenge: string;
  class_name: string;
  status: string;
  starts_at: string | null;
  ends_at: string | null;
}

export interface DashboardResponse {
  teacher: { first_name: string; last_name: string };
  classes: DashboardClass[];
  recent_rooms: DashboardRoom[];
  class_games: DashboardGame[];
  /** null: there is no challenges module yet, so the page shows no such section */
  challenge_registrations: DashboardChallengeRegistration[] | null;
}

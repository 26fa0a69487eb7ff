import { RECENT_ROOMS, type DashboardGame, type DashboardResponse } from '@numbloom/domain/dashboard';
import type { Deps } from '../../deps.ts';
import { teacherClasses, type UserRow } from '../accounts/service.ts';
import { challengesForTeacher } from '../challenges/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { recentRoomsOf } from '../games/service.ts';

/** How many class games the dashboard offers to start. */
const CLASS_GAMES = 8;

/** Class games to start from the dashboard: the first of each grade, youngest first, titled in the page's language. */
export function classGames(language: string | undefined): DashboardGame[] {
  const catalogue = loadCatalogue(language);
  const order = new Map(catalogue.grades.map((g) => [g.code, g.order]));
  const games = catalogue.activities.filter((a) => a.type === 'multiplayer-game').sort((a, b) => (order.get(a.grade) ?? 0) - (order.get(b.grade) ?? 0));
  const firstOfGrade = games.filter((a, i) => games.findIndex((b) => b.grade === a.grade) === i);
  return [...firstOfGrade, ...games.filter((a) => !firstOfGrade.includes(a))].slice(0, CLASS_GAMES).map((a) => ({ id: a.id, title: a.title, grade: a.grade }));
}

/** Everything a teacher's dashboard shows, each part from the module that owns it. */
export async function dashboardFor(deps: Deps, teacher: UserRow, language?: string): Promise<DashboardResponse> {
  const [{ rows, students }, rooms, challenges] = await Promise.all([
    teacherClasses(deps, teacher.id),
    recentRoomsOf(deps, teacher.id, RECENT_ROOMS, language),
    challengesForTeacher(deps.database.db, deps.now(), teacher.id, language),
  ]);
  return {
    teacher: { first_name: teacher.firstName, last_name: teacher.lastName },
    classes: rows.map((c) => ({ id: c.id, name: c.name, class_code: c.classCode, students: students.filter((s) => s.classId === c.id).length })),
    recent_rooms: rooms.map((r) => ({
      code: r.code,
      mode: r.mode,
      activity_id: r.activityId,
      activity_title: r.activityTitle,
      state: r.state,
      created_at: r.createdAt.toISOString(),
      ended_at: r.endedAt?.toISOString() ?? null,
      results_until: r.resultsUntil?.toISOString() ?? null,
      players: r.players,
      answers: r.answers,
      correct: r.correct,
    })),
    class_games: classGames(language),
    challenge_registrations: challenges.registrations,
    open_challenges: challenges.open,
  };
}

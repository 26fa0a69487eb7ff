import { CHILD_HOME_MESSAGES, PRACTICE_SUGGESTIONS, type ChildHomeResponse } from '@numbloom/domain/child-home';
import type { ChildActivityResponse } from '@numbloom/domain/child-activity';
import { MASTERY_BANDS } from '@numbloom/domain/mastery';
import type { TopicKey } from '@numbloom/maths/types';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { placementOf, type UserRow } from '../accounts/service.ts';
import { assignmentsForChild } from '../assignments/service.ts';
import { challengesForStudent } from '../challenges/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { activityRecord, carryOnRun, masteryOfUsers } from '../progress/service.ts';

/** Weakest first: the lower band, then the lower mastery. */
const bandRank = new Map(MASTERY_BANDS.map((b, i) => [b, i]));

/**
 * Everything a child's home shows, each part from the module that owns it: their assignments, the challenges their
 * class (or family) entered them in that are on now, the skills their own mastery says to
 * practise next (the weakest they have started, none they have mastered), and where they stopped.
 */
export async function childHomeFor(
  deps: Deps,
  child: UserRow,
  language?: string,
  region?: string,
): Promise<ChildHomeResponse> {
  const db = deps.database.db;
  const [place, assignments, challenges, mastery, carryOn] = await Promise.all([
    placementOf(db, child.id),
    assignmentsForChild(deps, child, { region, language }),
    challengesForStudent(db, deps.now(), child.id, language),
    masteryOfUsers(db, [child.id], deps.now()),
    carryOnRun(deps, child.id),
  ]);
  const catalogue = loadCatalogue(language);
  const practice = (mastery.get(child.id) ?? [])
    .filter((s) => s.band !== 'mastered')
    .sort((a, b) => (bandRank.get(a.band) ?? 0) - (bandRank.get(b.band) ?? 0) || a.mastery - b.mastery)
    .slice(0, PRACTICE_SUGGESTIONS)
    .map((s) => {
      const episode = catalogue.activities.find(
        (a) => a.type === 'episode' && a.generator_key === s.topic && a.grade === s.grade,
      );
      return {
        skill: s.skill,
        topic_name: catalogue.topics.get(s.topic as TopicKey)?.name ?? s.topic,
        grade: s.grade,
        band: s.band,
        activity_id: episode?.id ?? null,
        activity_title: episode?.title ?? null,
      };
    });
  return {
    child: { first_name: child.firstName, class_name: place?.className ?? null },
    // to do first, the soonest due first; then done
    assignments: [...assignments.filter((a) => !a.done), ...assignments.filter((a) => a.done)],
    challenges,
    practice,
    carry_on: carryOn
      ? {
          run_id: carryOn.id,
          activity_id: carryOn.activityId,
          activity_title: catalogue.byId.get(carryOn.activityId)?.title ?? carryOn.activityId,
          answered: carryOn.answered,
          item_count: carryOn.itemCount,
        }
      : null,
  };
}

/**
 * A child's own work on one activity, for its page: the stars of their best checked run, how many they
 * played, and the assignments on their home that give it to them (the same ones, with the same due dates).
 */
export async function childActivityFor(
  deps: Deps,
  child: UserRow,
  activityId: string,
  page: { region?: string | undefined; language?: string | undefined },
): Promise<ChildActivityResponse> {
  if (!loadCatalogue().byId.has(activityId)) throw notFound(CHILD_HOME_MESSAGES.noActivity);
  const [record, assignments] = await Promise.all([
    activityRecord(deps.database.db, child.id, activityId),
    assignmentsForChild(deps, child, page),
  ]);
  return {
    activity_id: activityId,
    ...record,
    assignments: assignments
      .filter((a) => a.activities.some((x) => x.id === activityId))
      .sort((a, b) => a.due_at.localeCompare(b.due_at))
      .map((a) => ({
        id: a.id,
        due_at: a.due_at,
        required: a.required,
        done: a.activities.find((x) => x.id === activityId)!.done,
      })),
  };
}

import { randomBytes } from 'node:crypto';
import { findRegion } from '@numbloom/domain/regions';
import '@numbloom/maths/all';
import { planRun } from '@numbloom/maths/run';
import type { Difficulty, Item } from '@numbloom/maths/types';
import { loadCatalogue } from '../content/service.ts';
import type { RoomRow } from './store.ts';

/** A room's questions, planned once from its seed (decision 033): the same on every process, none stored. */

/** The room's questions: its activity's run from the room's seed, in the room's country, no question twice (decision 033). */
export function planItems(row: Pick<RoomRow, 'activityId' | 'seed' | 'itemCount' | 'regionCode'>): Item[] {
  const activity = loadCatalogue().byId.get(row.activityId);
  if (!activity) throw new Error(`games: activity ${row.activityId} left the catalogue`);
  const country = findRegion(row.regionCode)?.iso2 ?? 'US';
  return planRun(activity, { seed: row.seed, count: row.itemCount, country, distinct: true }).items();
}

/**
 * A seed for a new room whose run has the activity's `wanted` questions, all
 * different. A few class games of the youngest grades (shapes, coins,
 * fractions in kindergarten) have fewer distinct questions for some seeds:
 * other seeds are tried, and when none fills the run the room gets the
 * longest one found (never a place without a question).
 */
export function seedForRun(activityId: string, regionCode: string, wanted: number, prefix = ''): { seed: string; itemCount: number } {
  let best = { seed: '', itemCount: 0 };
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = `${prefix}${randomBytes(9).toString('base64url')}`;
    const count = planItems({ activityId, seed, itemCount: wanted, regionCode }).length;
    if (count >= wanted) return { seed, itemCount: wanted };
    if (count > best.itemCount) best = { seed, itemCount: count };
  }
  // Planned again for the shorter count, a run tries fewer candidates and may find fewer still:
  // shorten until the count the room keeps is the count it plans.
  for (;;) {
    const count = planItems({ activityId, seed: best.seed, itemCount: best.itemCount, regionCode }).length;
    if (count >= best.itemCount) return best;
    best = { seed: best.seed, itemCount: count };
  }
}

/**
 * An adaptive room's questions (Arena): the activity's run planned at each of
 * the three levels from the room's seed, no question twice within a level.
 * A child starts at the activity's own level.
 */
export function planLevels(row: Pick<RoomRow, 'activityId' | 'seed' | 'itemCount' | 'regionCode'>): { levels: Item[][]; start: number } {
  const activity = loadCatalogue().byId.get(row.activityId);
  if (!activity) throw new Error(`games: activity ${row.activityId} left the catalogue`);
  const country = findRegion(row.regionCode)?.iso2 ?? 'US';
  const levels = ([1, 2, 3] as const).map((d: Difficulty) =>
    planRun({ ...activity, difficulty: d }, { seed: `${row.seed}-${d}`, count: LEVEL_PLAN_SIZE, country, distinct: true }).items(),
  );
  return { levels, start: activity.difficulty };
}
/** Questions planned per level of an adaptive room; a child who meets them all meets them again in a new order. */
const LEVEL_PLAN_SIZE = 60;

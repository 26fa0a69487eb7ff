import { describe, expect, it } from 'vitest';
import { REGIONS } from '@numbloom/domain/regions';
import { loadCatalogue } from '../content/service.ts';
import { planItems, seedForRun } from './live.ts';

/**
 * Every class game, in every region, gets a room whose every place has a
 * question (a few kindergarten games once planned fewer questions than the
 * room counted, and the room's questions answered 500). No question twice in
 * a run is planRun's rule, tested in packages/maths.
 */
describe('a new room’s run of questions', () => {
  const games = loadCatalogue().activities.filter((a) => a.type === 'multiplayer-game');

  it.each(REGIONS.map((r) => r.code))('has a question at every place of every class game in %s', (regionCode) => {
    expect(games.length).toBeGreaterThan(20);
    for (const game of games) {
      for (let room = 0; room < 3; room++) {
        const plan = seedForRun(game.id, regionCode, game.item_count);
        const items = planItems({ activityId: game.id, seed: plan.seed, itemCount: plan.itemCount, regionCode });
        expect(items.length, game.id).toBe(plan.itemCount);
        expect(plan.itemCount, game.id).toBeGreaterThan(0);
        expect(plan.itemCount, game.id).toBeLessThanOrEqual(game.item_count);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { REGIONS } from '@numbloom/domain/regions';
import { loadCatalogue } from '../content/service.ts';
import { planItems, seedForRun } from './plan.ts';

/**
 * Every class game, in every region, gets a room whose every place has a
 * question (a few kindergarten games once planned fewer questions than the
 * room counted, and the room's questions answered 500), and no child is shown
 * the same question twice in a run.
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

  // What a game's screen shows of a question is its prompt and its picture (item-view.tsx), not
  // its story or topic: two sums alike with different stories were planned as two questions.
  it('never shows a child the same question twice in a run of any class game', () => {
    const shown = (item: { prompt: unknown; visual?: unknown }) => JSON.stringify([item.prompt, item.visual ?? null]);
    let runs = 0;
    for (const game of games) {
      for (let room = 0; room < 100; room++) {
        const items = planItems({ activityId: game.id, seed: `walk-${room}`, itemCount: game.item_count, regionCode: 'us' });
        const asked = items.map(shown);
        expect(asked.filter((q, i) => asked.indexOf(q) !== i), `${game.id}, seed walk-${room}`).toEqual([]);
        runs++;
      }
    }
    expect(runs).toBe(games.length * 100);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { episodeResults } from './tables.ts';
import { PLAYER_PATH, RESULTS_PATH } from './routes.ts';

describe('episode results and stars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = (correct: number, episode_id = 'grade-3-read-clock-episode') => ({ episode_id, correct, total: 5, duration_ms: 61_000 });

  it('refuses a guest and stores nothing', async () => {
    const res = await t.post(RESULTS_PATH, run(5));
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(episodeResults)).toEqual([]);
    expect((await t.app.inject(RESULTS_PATH)).statusCode).toBe(401);
    expect((await t.app.inject(PLAYER_PATH)).json()).toEqual({ signed_in: false, total_stars: 0 });
  });

  it('saves a logged-in player’s run, answers its stars and keeps the best per episode in the total', async () => {
    const { email, user } = await createUser(t);
    const cookies = await loginAs(t, email);
    const first = await t.post(RESULTS_PATH, run(3), { cookies });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stars: 2, total_stars: 2 });
    const better = await t.post(RESULTS_PATH, run(5), { cookies });
    expect(better.json()).toEqual({ stars: 3, total_stars: 3 });
    const other = await t.post(RESULTS_PATH, run(1, 'grade-3-add-episode'), { cookies });
    expect(other.json()).toEqual({ stars: 1, total_stars: 4 });

    expect((await t.app.inject({ url: PLAYER_PATH, cookies })).json()).toEqual({ signed_in: true, total_stars: 4 });
    const mine = await t.app.inject({ url: RESULTS_PATH, cookies });
    expect(mine.json().total_stars).toBe(4);
    expect(mine.json().results).toHaveLength(3);
    const rows = await t.database.db.select().from(episodeResults);
    expect(rows.every((r) => r.userId === user.id)).toBe(true);
  });

  it('rejects bad input with 400', async () => {
    const { email } = await createUser(t);
    const cookies = await loginAs(t, email, undefined, '192.0.2.11');
    const before = (await t.database.db.select().from(episodeResults)).length;
    for (const body of [
      { ...run(6) },
      { ...run(2), episode_id: 'nope' },
      { ...run(2), episode_id: 'grade-3-multiply-worksheet' },
      { ...run(2), total: 0 },
      { ...run(2), extra: 1 },
    ]) {
      const res = await t.post(RESULTS_PATH, body, { cookies });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(episodeResults)).toHaveLength(before);
  });
});

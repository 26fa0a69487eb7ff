import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { GAME_PATHS } from '@numbloom/domain/games';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { Child, createRoom, rightAnswer, truthFor, type Jar } from './test-support.ts';

/**
 * A live game's answers are not access-log lines (decision 050): at the
 * product's log level (info) a class's answers write nothing to the log, the
 * other requests of the game still do, and an answer that fails on our side
 * is logged with the error id its child is shown.
 */
describe.each(testDrivers())('the log of a live game on %s', (driver) => {
  let t: TestApp;
  let host: Jar;
  const lines: Array<{ level: number; msg: string; reqId?: string; req?: { url?: string }; err?: unknown }> = [];
  const urlsLogged = () => lines.flatMap((l) => (l.req?.url ? [l.req.url] : []));

  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    host = await loginAs(t, (await createUser(t)).email);
  });
  afterAll(() => t.close());

  it("writes no line for an answer, and a line for the game's other requests", async () => {
    const room = await createRoom(t, host);
    const child = new Child(t, room.code);
    const player = await child.joined('Ada');
    expect((await t.post(GAME_PATHS.start, { code: room.code }, { cookies: host })).statusCode).toBe(200);
    const items = await truthFor(t, room.code, player.player_id);
    lines.length = 0;
    for (const [i, item] of items.slice(0, 3).entries())
      expect((await child.answer(i, rightAnswer(item))).json()).toMatchObject({ correct: true, repeated: false });
    // a refusal (the same question twice is answered as a repeat; an unknown place is a 4xx) is not logged either
    expect((await child.answer(0, rightAnswer(items[0]!))).json()).toMatchObject({ repeated: true });
    expect((await child.answer(99, '1')).statusCode).toBeGreaterThanOrEqual(400);
    await child.view();
    expect(urlsLogged().filter((u) => u.includes('/answers/'))).toEqual([]);
    expect(urlsLogged()).toContain(GAME_PATHS.player(room.code));
  });

  it('logs an answer that fails on our side, with the id the child is shown', async () => {
    const room = await createRoom(t, host);
    const child = new Child(t, room.code);
    const player = await child.joined('Bea');
    expect((await t.post(GAME_PATHS.start, { code: room.code }, { cookies: host })).statusCode).toBe(200);
    const [item] = await truthFor(t, room.code, player.player_id);
    lines.length = 0;
    // the answers' table gone stands for any failure of the write
    await t.database.db.execute(sql`alter table room_answers rename to room_answers_away`);
    const res = await child.answer(0, rightAnswer(item!));
    await t.database.db.execute(sql`alter table room_answers_away rename to room_answers`);
    expect(res.statusCode).toBe(500);
    expect(res.json().user_message).toBe(MESSAGES.serverError);
    const failed = lines.filter((l) => l.level >= 50 && l.reqId === res.json().error_id);
    expect(failed.map((l) => l.msg)).toContain('unhandled error');
  });
});

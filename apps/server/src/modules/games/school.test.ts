import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, ROOM_CAPACITY, seatCookieName } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostView } from '@numbloom/domain/games-schema';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { allNames } from './names.ts';
import { gamesOf } from './plugin.ts';
import { currentCheck } from './join-check.ts';
import { body, GAME, keep, rightAnswer, type Jar } from './test-support.ts';

/**
 * A whole school behind one public address (decision 067): two thousand
 * children of one Arena, every request from the school's one address, with
 * the product's own limits. Every child is seated, every answer is taken,
 * nothing is 429: the limits count per seat, per device and per room, and
 * the address has only a ceiling far above a school.
 */
const SCHOOL = '192.0.2.10';
const CHILDREN = 2000;
const ANSWERS_EACH = 3;
/** Kind names a school's children might type, each once: a generated name and a number. */
const NAMES = allNames('en');
const nameOf = (i: number) => `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`;
/** Devices asking at once: a hall of children tapping. */
const WIDTH = 400;

/** Runs the tasks with at most `width` in flight, as a school's devices would come and go. */
async function inFlight<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await task(items[next++]!);
  }));
}

describe.each(testDrivers())('a school behind one address on %s', (driver) => {
  let t: TestApp;
  let host: Jar;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    host = await loginAs(t, (await createUser(t)).email, undefined, SCHOOL);
  }, 120_000);
  afterAll(() => t.close());

  // The limits it proves are the process's own, whatever the database: the 2,000 joins run on the embedded
  // database only (on PostgreSQL they doubled this file's time); the bots' test runs on both.
  it.skipIf(driver === 'postgres')(`${CHILDREN} children of one Arena from one address: all seated, every answer taken, no 429`, async () => {
    const opened = await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 10, region_code: 'uk', language_code: 'en' }, { cookies: host, remoteAddress: SCHOOL });
    expect(opened.statusCode, opened.body).toBe(200);
    const { code } = opened.json() as HostView;
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

    const children: Array<{ jar: Jar; id: string }> = [];
    await inFlight(
      Array.from({ length: CHILDREN }, (_, i) => i),
      WIDTH,
      async (i) => {
        const res = await t.post(GAME_PATHS.arenaJoin, { code, nickname: nameOf(i) }, { remoteAddress: SCHOOL });
        count(res.statusCode);
        if (res.statusCode === 200) children.push({ jar: keep({}, res), id: res.json().player_id });
      },
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: CHILDREN });
    expect(children.every((c) => c.jar[seatCookieName(code)])).toBe(true);
    expect((await t.post(GAME_PATHS.start, { code }, { cookies: host, remoteAddress: SCHOOL })).statusCode).toBe(200);

    statuses.clear();
    const live = gamesOf(t.app).live;
    const room = (await live.room(code))!;
    await inFlight(children, WIDTH, async (child) => {
      const items = await t.app.inject({ url: GAME_PATHS.items(code), cookies: child.jar, remoteAddress: SCHOOL });
      count(items.statusCode);
      for (let index = 0; index < ANSWERS_EACH; index++) {
        const res = await t.post(GAME_PATHS.answers(code), { item_index: index, response: rightAnswer(room.itemFor(child.id, index)) }, { cookies: child.jar, remoteAddress: SCHOOL });
        count(res.statusCode);
      }
    });
    expect(Object.fromEntries(statuses)).toEqual({ 200: CHILDREN * (1 + ANSWERS_EACH) });
    const held = (await live.room(code))!;
    expect([...held.players.values()].filter((p) => p.answered === ANSWERS_EACH && p.score === ANSWERS_EACH)).toHaveLength(CHILDREN);
  }, 600_000);

  it('200 bots with a leaked code, from one address and from fifty, take no seat: the class still joins and plays', async () => {
    // a room made as a teacher makes one: the join check is on unless they turn it off
    const made = await t.post(GAME_PATHS.create, { activity_id: GAME, region_code: 'uk', language_code: 'en' }, { cookies: host, remoteAddress: SCHOOL });
    expect(made.statusCode, made.body).toBe(200);
    const { code, settings } = made.json() as HostView;
    expect(settings.join_check).toBe(true);
    const room = (await gamesOf(t.app).live.room(code))!;
    const shown = () => currentCheck(room.checkSecret, t.clock.now).code;
    // a guess that is neither the number shown nor the one before it
    const before = currentCheck(room.checkSecret, new Date(t.clock.now.getTime() - 60_000)).code;
    let guess = 0;
    const wrongGuess = () => {
      for (;;) {
        const g = String(guess++ % 10_000).padStart(4, '0');
        if (g !== shown() && g !== before) return g;
      }
    };

    const statuses: Record<string, number> = {};
    const bot = async (address: string, check?: string) => {
      const res = await t.post(GAME_PATHS.join, { code, nickname: `Zed ${guess}`, ...(check ? { check } : {}) }, { remoteAddress: address });
      const key = `${res.statusCode} ${body(res).user_message}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    };
    // a hundred from one address, guessing; a hundred from fifty addresses, half guessing and half with the code only
    for (let i = 0; i < 100; i++) await bot('198.51.100.66', wrongGuess());
    for (let i = 0; i < 100; i++) await bot(`203.0.113.${i % 50}`, i % 2 ? wrongGuess() : undefined);
    expect(statuses).toEqual({ [`400 ${GAME_MESSAGES.checkWrong}`]: 150, [`400 ${GAME_MESSAGES.checkRequired}`]: 50 });
    expect([...room.players.values()]).toHaveLength(0);

    // the class, at the school's address, types the number on the board: every seat is theirs
    const seated: Array<{ jar: Jar; id: string }> = [];
    for (let i = 0; i < ROOM_CAPACITY; i++) {
      const res = await t.post(GAME_PATHS.join, { code, nickname: nameOf(i), check: shown() }, { remoteAddress: SCHOOL });
      expect(res.statusCode, res.body).toBe(200);
      seated.push({ jar: keep({}, res), id: res.json().player_id });
    }
    expect((await t.post(GAME_PATHS.start, { code }, { cookies: host, remoteAddress: SCHOOL })).statusCode).toBe(200);
    const live = (await gamesOf(t.app).live.room(code))!;
    for (const { jar, id } of seated) {
      const res = await t.post(GAME_PATHS.answers(code), { item_index: 0, response: rightAnswer(live.itemFor(id, 0)) }, { cookies: jar, remoteAddress: SCHOOL });
      expect(res.statusCode, res.body).toBe(200);
    }
  }, 120_000);
});

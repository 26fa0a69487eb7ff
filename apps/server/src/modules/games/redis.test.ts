import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestCsrf } from '../../test/csrf.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import type { Leaderboard, PlayerView } from '@numbloom/domain/games-schema';
import { gamesOf } from './plugin.ts';
import { Child, cookieHeader, createRoom, GAME, listen, openStream, rightAnswer, truthFor, wrongAnswer, type Jar } from './test-support.ts';

/**
 * Two server processes sharing rooms through Redis (decision 035): each holds
 * the rooms it serves, the database is the truth, events keep the copies
 * current, and what arrives from Redis is checked against its schema.
 */
describe.runIf(process.env.TEST_REDIS_URL).each(testDrivers())('two app instances through Redis on %s', (driver) => {
  let a: TestApp;
  let b: FastifyInstance;
  let host: Jar;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp({ driver, config: { REDIS_URL: process.env.TEST_REDIS_URL } });
    b = await buildApp({ config: a.config, database: a.database, now: () => a.clock.now });
    const { email } = await createUser(a);
    host = await loginAs(a, email);
    baseA = await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** A request to instance B, with the CSRF cookie and header the browser sends. */
  const csrf = (cookies: Jar) => createTestCsrf(a.config.SECRET_KEY, cookies);
  const postB = (url: string, payload: object, cookies: Jar) => {
    const c = csrf(cookies);
    return b.inject({ method: 'POST', url, payload, headers: c.headers, cookies: { ...c.cookies, ...cookies } });
  };

  it('a host watching on one instance sees children join, connect and answer through the other, and both tell the same standings', async () => {
    const { code } = await createRoom(a, host);
    const watch = await openStream(baseB + GAME_PATHS.hostEvents(code), cookieHeader(host));
    await watch.seen('room');
    const via = new Child(a, code);
    const { player_id } = await via.joined('Via A');
    await watch.seen('player-joined');
    expect(watch.events.find((e) => e.event === 'player-joined')!.data).toMatchObject({ player: { nickname: 'Via A', status: 'not-started' } });
    // the child's stream is held by A; B's host screen hears they are connected
    const tab = await openStream(baseA + GAME_PATHS.playerEvents(code), cookieHeader(via.jar));
    await tab.seen('room');
    await watch.until((e) => e.some((x) => x.event === 'player-updated' && (x.data.player as { connected: boolean }).connected));
    expect((await postB(GAME_PATHS.start, { code }, host)).statusCode).toBe(200);
    await tab.seen('started');
    const truth = await truthFor(a, code, player_id);
    expect((await via.answer(0, rightAnswer(truth[0]!))).json()).toMatchObject({ score: 1 });
    await watch.seen('player-answered');
    const fromA = (await a.app.inject({ url: GAME_PATHS.host(code), cookies: host })).json();
    const fromB = (await b.inject({ url: GAME_PATHS.host(code), cookies: host })).json();
    expect(fromB.players).toEqual(fromA.players.map((p: object) => ({ ...p, connected: true })));
    expect(fromA.players[0]).toMatchObject({ score: 1, answered: 1, status: 'playing' });
    tab.close();
    watch.close();
  });

  it('a child taken out on one instance is refused on the other; a device let back in on one is served by the other', async () => {
    const { code } = await createRoom(a, host);
    const kid = new Child(a, code);
    const { player_id } = await kid.joined('Kid');
    await a.post(GAME_PATHS.start, { code }, { cookies: host });
    const truth = await truthFor(a, code, player_id);
    // B meets the room and the seat once, before the host acts on A
    expect((await b.inject({ url: GAME_PATHS.player(code), cookies: kid.jar })).statusCode).toBe(200);
    expect((await a.post(GAME_PATHS.removePlayer(code, player_id), {}, { cookies: host })).statusCode).toBe(200);
    const refused = await postB(GAME_PATHS.answers(code), { item_index: 0, response: rightAnswer(truth[0]!) }, kid.jar);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().user_message).toBe(GAME_MESSAGES.removed);

    // the same child on a tablet asks through B; the host lets it in through A; the tablet's stream on B hears it
    const tablet = new Child(a, code, '198.51.100.50');
    const ask = await postB(GAME_PATHS.seatRequest, { code, nickname: 'Kid' }, {});
    expect(ask.statusCode).toBe(202);
    tablet.jar = Object.fromEntries(ask.cookies.map((c) => [c.name, c.value]));
    const waiting = await openStream(baseB + GAME_PATHS.playerEvents(code), cookieHeader(tablet.jar));
    await waiting.seen('knocking');
    expect((await a.post(GAME_PATHS.seatDecision(code, player_id), { admit: true }, { cookies: host })).statusCode).toBe(200);
    await waiting.seen('room');
    expect(waiting.events.map((e) => e.event)).toEqual(['knocking', 'admitted', 'room']);
    const answered = await postB(GAME_PATHS.answers(code), { item_index: 0, response: rightAnswer(truth[0]!) }, tablet.jar);
    expect(answered.json()).toMatchObject({ correct: true, score: 1 });
    waiting.close();
  });

  it('an Arena raced through both instances: each tells the same standings, and a screen on either hears them', async () => {
    const opened = await a.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 2 }, { cookies: host });
    expect(opened.statusCode, opened.body).toBe(200);
    const { code } = opened.json() as { code: string };
    // three children: two enter through A, one through B
    const racers: Array<{ jar: Jar; id: string; name: string; via: 'a' | 'b' }> = [];
    for (const [nickname, via] of [['Rocket', 'a'], ['Comet', 'a'], ['Meteor', 'b']] as const) {
      const res = via === 'a' ? await a.post(GAME_PATHS.arenaJoin, { code, nickname }) : await postB(GAME_PATHS.arenaJoin, { code, nickname }, {});
      expect(res.statusCode, res.body).toBe(200);
      // a public Arena gives each child a made-up name (decision 089): the boards are read against the names given
      const seat = res.json() as PlayerView;
      racers.push({ jar: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])), id: seat.player_id, name: seat.nickname, via });
    }
    const screenOnB = await openStream(baseB + GAME_PATHS.hostEvents(code), cookieHeader(host));
    await screenOnB.seen('room');
    expect((await a.post(GAME_PATHS.start, { code }, { cookies: host })).statusCode).toBe(200);
    // Meteor (on B) answers three right, Rocket (on A) two, Comet (on A) one right and one wrong
    const plan: Array<[number, boolean[]]> = [[2, [true, true, true]], [0, [true, true]], [1, [true, false]]];
    for (const [who, marks] of plan) {
      const r = racers[who]!;
      for (const [index, right] of marks.entries()) {
        const item = (await gamesOf(r.via === 'a' ? a.app : b).live.room(code))!.itemFor(r.id, index);
        const payload = { item_index: index, response: right ? rightAnswer(item) : wrongAnswer(item) };
        const res = r.via === 'a' ? await a.post(GAME_PATHS.answers(code), payload, { cookies: r.jar }) : await postB(GAME_PATHS.answers(code), payload, r.jar);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    // the screen on B hears standings that count all seven answers, the four on A included
    await screenOnB.until((e) => e.some((x) => x.event === 'leaderboard' && (x.data.answers as number) === 7));
    const board = async (app: FastifyInstance, jar: Jar) => (await app.inject({ url: GAME_PATHS.leaderboard(code), cookies: jar })).json() as Leaderboard;
    const expected = [
      { nickname: racers[2]!.name, score: 3, rank: 1 },
      { nickname: racers[0]!.name, score: 2, rank: 2 },
      { nickname: racers[1]!.name, score: 1, rank: 3 },
    ];
    for (const r of racers) {
      for (const app of [a.app, b]) {
        await expect.poll(async () => (await board(app, r.jar)).top.map(({ nickname, score, rank }) => ({ nickname, score, rank }))).toEqual(expected);
      }
      const [onA, onB] = [await board(a.app, r.jar), await board(b, r.jar)];
      expect(onB.you).toEqual(onA.you);
    }
    screenOnB.close();
  });

  it('a message in Redis that does not match its schema is dropped; the next good one still arrives', async () => {
    const { code } = await createRoom(a, host);
    const watch = await openStream(baseB + GAME_PATHS.hostEvents(code), cookieHeader(host));
    await watch.seen('room');
    const intruder = createClient({ url: process.env.TEST_REDIS_URL });
    await intruder.connect();
    const forged = { type: 'player-joined', player: { id: 'x', nickname: '<script>' } };
    await intruder.publish('numbloom:games', JSON.stringify({ o: 'someone', b: [[code, forged], 'not a pair'] }));
    await intruder.publish('numbloom:games', JSON.stringify({ o: 'someone', m: forged }));
    await intruder.publish('numbloom:games', 'not json');
    await intruder.close();
    await new Child(a, code).joined('Real');
    await watch.seen('player-joined');
    expect(watch.events.filter((e) => e.event === 'player-joined').map((e) => (e.data.player as { nickname: string }).nickname)).toEqual(['Real']);
    watch.close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GAME_PATHS, NAME_REROLLS, ROOM_CAPACITY, ROOM_CODE_ALPHABET, SPEED_BONUS_MAX, STREAMS_PER_PLAYER } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { questionKey } from '@numbloom/maths/run';
import type { Item } from '@numbloom/maths/types';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { addStudents, createClass } from '../accounts/service.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { recentResults } from '../progress/service.ts';
import { currentCheck } from './join-check.ts';
import { gamesOf } from './plugin.ts';
import { findRoom } from './store.ts';
import { roomAnswers, roomPlayers, rooms } from './tables.ts';
import { body, Child, cookieHeader, createRoom, listen, openStream, rightAnswer, truthFor, wrongAnswer, type Jar } from './test-support.ts';

/**
 * Play with class, the server side (decision 035): every refusal a host, a
 * child or a flood meets, on PGlite and on PostgreSQL, through the real app
 * (in-process for requests, real sockets for the event streams).
 */
describe.each(testDrivers())('Play with class on %s', (driver) => {
  let t: TestApp;
  let host: Jar;
  let hostId: string;
  let hostEmail: string;
  let base: string;
  // a few streams per address, so the cap is met with a handful
  const STREAMS_PER_ADDRESS = 8;

  beforeAll(async () => {
    t = await createTestApp({ driver, config: { GAMES_STREAMS_PER_ADDRESS: STREAMS_PER_ADDRESS } });
    const { email, user } = await createUser(t);
    hostId = user.id;
    hostEmail = email;
    host = await loginAs(t, email);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  /** After the clock jumps by days the host's session has timed out, as it would: they sign in again. */
  const signInAgain = async () => {
    host = await loginAs(t, hostEmail);
  };
  const start = (code: string) => t.post(GAME_PATHS.start, { code }, { cookies: host });
  const end = (code: string) => t.post(GAME_PATHS.end, { code }, { cookies: host });
  const hostView = async (code: string) => (await t.app.inject({ url: GAME_PATHS.host(code), cookies: host })).json();
  const settings = (code: string, change: object) => t.post(GAME_PATHS.settings(code), change, { cookies: host });
  const checkOf = async (code: string) => currentCheck((await findRoom(t.database.db, code))!.checkSecret, t.clock.now).code;
  const seatsTaken = async (code: string) => (await findRoom(t.database.db, code))!.seatsTaken;
  const hostStream = (code: string) => openStream(base + GAME_PATHS.hostEvents(code), cookieHeader(host));
  const childStream = (child: Child) => openStream(base + GAME_PATHS.playerEvents(child.code), cookieHeader(child.jar));

  it('a teacher makes a room for a class game; a guest, another activity, an unknown field and a missing CSRF token are refused', async () => {
    const room = await createRoom(t, host);
    expect(room.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(room).toMatchObject({ mode: 'class-room', state: 'waiting', item_count: 10, capacity: ROOM_CAPACITY, players: [], check: null });
    expect(room.settings).toEqual({ locked: false, join_check: false, nickname_mode: 'free', class_id: null, class_name: null, speed_bonus: false, pace: 'self', seconds_per_question: null });
    expect((await t.post(GAME_PATHS.create, { activity_id: room.activity_id })).statusCode).toBe(401);
    const episode = await t.post(GAME_PATHS.create, { activity_id: 'grade-3-add-episode' }, { cookies: host });
    expect(episode.statusCode).toBe(400);
    expect(body(episode).user_message).toBe(GAME_MESSAGES.notAMultiplayerGame);
    const extra = await t.post(GAME_PATHS.create, { activity_id: room.activity_id, seed: 'mine' }, { cookies: host });
    expect(body(extra).errors).toEqual({ seed: 'Unknown field.' });
    const noCsrf = await t.app.inject({ method: 'POST', url: GAME_PATHS.create, payload: { activity_id: room.activity_id }, cookies: host });
    expect(noCsrf.statusCode).toBe(403);
    const stranger = await loginAs(t, (await createUser(t)).email, undefined, '192.0.2.77');
    const theirs = await t.app.inject({ url: GAME_PATHS.host(room.code), cookies: stranger });
    expect(theirs.statusCode).toBe(403);
    expect(body(theirs).user_message).toBe(GAME_MESSAGES.notHost);
    expect((await t.post(GAME_PATHS.end, { code: room.code }, { cookies: stranger })).statusCode).toBe(403);
  });

  it('children join with the code and a kind nickname; a taken one, an unknown code and an unkind one get clear answers; joining again keeps the seat', async () => {
    const { code } = await createRoom(t, host);
    const ada = new Child(t, code);
    const res = await ada.join({ code: `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`, nickname: '  Ada   Lovelace ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code, state: 'waiting', nickname: 'Ada Lovelace', score: 0, answers: {}, status: 'not-started' });
    expect(res.cookies.find((c) => c.name === `nb_seat_${code}`)).toMatchObject({ httpOnly: true, path: '/api/v2/rooms/' });
    // the same browser joining again (a reload, a join sent twice) gets its own seat back
    const again = await ada.join({ nickname: 'Someone Else' });
    expect(again.json()).toMatchObject({ player_id: res.json().player_id, nickname: 'Ada Lovelace' });

    const copy = await new Child(t, code).join({ nickname: 'ADA LOVELACE' });
    expect(copy.statusCode).toBe(409);
    expect(body(copy)).toMatchObject({ user_message: GAME_MESSAGES.nicknameTaken, errors: { nickname: GAME_MESSAGES.nicknameTaken } });
    // nor can a name that only looks different pass for her: a Cyrillic А, a zero-width space, a direction override
    for (const twin of ['\u0410da Lovelace', 'Ada\u200B Lovelace', '\u202EAda Lovelace']) {
      expect((await new Child(t, code).join({ nickname: twin })).statusCode, JSON.stringify(twin)).toBe(409);
    }
    const teacher = await new Child(t, code).join({ nickname: 'Teacher' });
    expect(teacher.statusCode).toBe(400);
    expect(body(teacher).errors?.nickname).toBe(GAME_MESSAGES.nicknameStaff);
    const unknown = await new Child(t, 'ZZZZZZ').join({ nickname: 'Bo' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).user_message).toBe("Oops, this room doesn't exist.");
    for (const [nickname, message] of [
      ['   ', GAME_MESSAGES.nicknameRequired],
      ['x'.repeat(21), GAME_MESSAGES.nicknameTooLong],
      ['poop', GAME_MESSAGES.nicknameRefused],
      ['Stupid', GAME_MESSAGES.nicknameRefused],
      ['Sh1t head', GAME_MESSAGES.nicknameRefused],
      ['ada@example.org', GAME_MESSAGES.nicknameContact],
    ] as const) {
      const refused = await new Child(t, code).join({ nickname });
      expect(refused.statusCode, nickname).toBe(400);
      expect(body(refused).errors?.nickname).toBe(message);
    }
    expect((await new Child(t, code).join({})).statusCode).toBe(400);
    expect((await new Child(t, code).join({ nickname: 'Scunthorpe Sam' })).statusCode).toBe(200);
    expect((await hostView(code)).players.map((p: { nickname: string }) => p.nickname)).toEqual(['Ada Lovelace', 'Scunthorpe Sam']);
    expect(await seatsTaken(code)).toBe(2);
  });

  it(`takes ${ROOM_CAPACITY} children and then says the room is full; taking one out frees a seat`, async () => {
    const { code } = await createRoom(t, host);
    const children = Array.from({ length: ROOM_CAPACITY + 1 }, () => new Child(t, code));
    const joins = await Promise.all(children.map((c, i) => c.join({ nickname: `Player ${i + 1}` })));
    expect(joins.filter((r) => r.statusCode === 200)).toHaveLength(ROOM_CAPACITY);
    const late = joins.find((r) => r.statusCode !== 200)!;
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ user_message: `Oops, this room is already full with ${ROOM_CAPACITY} students.`, errors: { code: GAME_MESSAGES.full(ROOM_CAPACITY) } });
    expect(await seatsTaken(code)).toBe(ROOM_CAPACITY);
    const first = joins[0]!.json().player_id as string;
    expect((await t.post(GAME_PATHS.removePlayer(code, first), {}, { cookies: host })).statusCode).toBe(200);
    expect((await new Child(t, code).join({ nickname: 'Late but in' })).statusCode).toBe(200);
  });

  it('two children typing the same name at the same moment: one seat, one clear refusal, and the seat count moved once', async () => {
    const { code } = await createRoom(t, host);
    const joins = await Promise.all(Array.from({ length: 6 }, () => new Child(t, code).join({ nickname: 'Sam' })));
    expect(joins.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(body(joins.find((r) => r.statusCode === 409)!).errors?.nickname).toBe(GAME_MESSAGES.nicknameTaken);
    expect(await seatsTaken(code)).toBe(1);
  });

  it('a class joining at the same moment is seated a batch at a time; a batch with a taken name or too few places is seated one by one', async () => {
    const { code } = await createRoom(t, host);
    const { id: roomId } = (await findRoom(t.database.db, code))!;
    const seats = gamesOf(t.app).live.seats;
    const entry = (nickname: string) => ({ roomId, nickname, nicknameKey: nickname.toLowerCase(), tokenHash: randomUUID(), deviceHash: randomUUID(), userId: null, joinedAt: new Date() });
    const before = { ...seats.stats };
    const names = Array.from({ length: 30 }, (_, i) => `Child ${i + 1}`);
    const class30 = await Promise.all(names.map((n) => seats.take(entry(n), ROOM_CAPACITY)));
    expect(class30.every((r) => r.ok)).toBe(true);
    expect(class30.map((r) => r.ok && r.player.nickname)).toEqual(names);
    // the first alone, the rest together while it was written
    expect(seats.stats.statements - before.statements).toBe(2);
    // a name already seated, a repeated one and the last places: each gets its own answer
    const late = await Promise.all(['Child 3', 'Noor', 'Noor', ...Array.from({ length: 12 }, (_, i) => `Late ${i + 1}`)].map((n) => seats.take(entry(n), ROOM_CAPACITY)));
    const refusals = late.map((r) => (r.ok ? 'seated' : r.refusal));
    expect(refusals.slice(0, 3)).toEqual(['taken', 'seated', 'taken']);
    expect(refusals.filter((r) => r === 'seated')).toHaveLength(ROOM_CAPACITY - 30);
    expect(refusals.slice(3).filter((r) => r === 'full')).toHaveLength(12 + 1 - (ROOM_CAPACITY - 30));
    expect(await seatsTaken(code)).toBe(ROOM_CAPACITY);
  });

  it('checks answers on the server: no verdict from the browser, a wrong answer scores nothing, a repeat counts once, a timed-out question is wrong', async () => {
    const { code } = await createRoom(t, host);
    const grace = new Child(t, code);
    const { player_id } = await grace.joined('Grace');
    const early = await grace.answer(0, '1');
    expect(early.statusCode).toBe(409);
    expect(body(early).user_message).toBe(GAME_MESSAGES.notStarted);
    expect((await grace.get(GAME_PATHS.items(code))).statusCode).toBe(409);
    expect((await t.post(GAME_PATHS.start, { code })).statusCode).toBe(401);
    expect((await start(code)).json().state).toBe('started');

    const items = (await grace.get(GAME_PATHS.items(code))).json().items as Array<{ id: string; answer: object }>;
    expect(items.map((it) => it.id)).toEqual(Array.from({ length: 10 }, (_, k) => `item-${k}`));
    const { seed } = (await findRoom(t.database.db, code))!;
    expect(JSON.stringify(items)).not.toContain(seed);
    expect(JSON.stringify(items)).not.toContain('explanation');
    const truth = await truthFor(t, code, player_id);
    expect(items.every((it) => Object.keys(it.answer).every((key) => ['kind', 'unit', 'denominator'].includes(key)))).toBe(true);

    expect((await grace.answer(0, wrongAnswer(truth[0]!), { correct: true })).statusCode).toBe(400);
    expect((await grace.answer(0, wrongAnswer(truth[0]!))).json()).toMatchObject({ correct: false, score: 0, repeated: false });
    expect((await grace.answer(0, rightAnswer(truth[0]!))).json()).toMatchObject({ correct: false, score: 0, repeated: true });
    expect((await grace.answer(1, rightAnswer(truth[1]!))).json()).toMatchObject({ correct: true, score: 1, answered: 2, status: 'playing', repeated: false });
    // the time ran out on question 3: wrong, and the right answer is told
    const timedOut = await grace.answer(2, null);
    expect(timedOut.json()).toMatchObject({ correct: false, score: 1, answered: 3 });
    expect(timedOut.json().expected).not.toBe('');
    expect((await grace.answer(10, '1')).statusCode).toBe(400);
    expect((await grace.answer(0, { kind: 'nonsense' })).statusCode).toBe(400);
    expect((await t.post(GAME_PATHS.answers(code), { item_index: 0, response: '1' })).statusCode).toBe(401);

    expect(await grace.view()).toMatchObject({ score: 1, answers: { 0: false, 1: true, 2: false }, status: 'playing' });
    expect((await hostView(code)).players).toEqual([
      expect.objectContaining({ nickname: 'Grace', score: 1, answered: 3, status: 'playing', answers: [false, true, false, null, null, null, null, null, null, null] }),
    ]);
  });

  it('gives every child the room’s questions in their own order, with no question twice in a run', async () => {
    const { code } = await createRoom(t, host);
    const children = [new Child(t, code), new Child(t, code), new Child(t, code)];
    const ids = [];
    for (const [i, c] of children.entries()) ids.push((await c.joined(`Kid ${i}`)).player_id);
    await start(code);
    const runs = await Promise.all(children.map(async (c) => ((await c.get(GAME_PATHS.items(code))).json().items as Array<{ prompt: unknown }>).map((it) => JSON.stringify(it.prompt))));
    // the same questions…
    expect(new Set(runs[1])).toEqual(new Set(runs[0]));
    expect(new Set(runs[2])).toEqual(new Set(runs[0]));
    // …in orders of their own, none asked twice
    expect(new Set(runs.map((r) => r.join('|'))).size).toBe(3);
    const truth = await truthFor(t, code, ids[0]!);
    expect(new Set(truth.map((item) => questionKey(item))).size).toBe(truth.length);
  });

  it('answers sent again from an offline queue count once, even when they arrive together', async () => {
    const { code } = await createRoom(t, host);
    const kim = new Child(t, code);
    const { player_id } = await kim.joined('Kim');
    await start(code);
    const truth = await truthFor(t, code, player_id);
    const queued = [0, 1, 2].map((i) => ({ i, response: rightAnswer(truth[i]!) }));
    // the page resends its whole queue on reconnect, twice over (the first try's answers were lost)
    const sent = await Promise.all([...queued, ...queued].map(({ i, response }) => kim.answer(i, response, { queued: true })));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(sent.filter((r) => r.json().repeated === false)).toHaveLength(3);
    expect(sent.every((r) => r.json().bonus_added === 0)).toBe(true);
    const rows = await t.database.db.select().from(roomAnswers).where(eq(roomAnswers.playerId, player_id));
    expect(rows).toHaveLength(3);
    expect(await kim.view()).toMatchObject({ score: 3, answers: { 0: true, 1: true, 2: true } });
  });

  it('the host takes a child out: their answers and their device are refused, a seat is freed, and the host can let them back', async () => {
    const { code } = await createRoom(t, host);
    const bo = new Child(t, code);
    const { player_id } = await bo.joined('Bo');
    await start(code);
    const truth = await truthFor(t, code, player_id);
    const stream = await childStream(bo);
    await stream.seen('room');

    const removed = await t.post(GAME_PATHS.removePlayer(code, player_id), {}, { cookies: host });
    expect(removed.json()).toMatchObject({ id: player_id, removed: true, status: 'aborted' });
    await stream.seen('removed');
    await stream.ended;
    for (const res of [await bo.answer(0, rightAnswer(truth[0]!)), await bo.join({ nickname: 'Bo again' })]) {
      expect(res.statusCode).toBe(403);
      expect(body(res).user_message).toBe(GAME_MESSAGES.removed);
    }
    // cookies of the room cleared, the device cookie kept: still that device
    const sameDevice = new Child(t, code);
    sameDevice.jar = { nb_device: bo.jar.nb_device! };
    expect(body(await sameDevice.join({ nickname: 'Bob' })).user_message).toBe(GAME_MESSAGES.removed);
    expect((await childStream(bo)).status).toBe(403);
    expect(await seatsTaken(code)).toBe(0);
    // only the host of the room takes children out
    expect((await bo.post(GAME_PATHS.removePlayer(code, player_id))).statusCode).toBe(401);

    const back = await t.post(GAME_PATHS.letIn(code, player_id), {}, { cookies: host });
    expect(back.json()).toMatchObject({ removed: false, status: 'not-started' });
    expect((await t.post(GAME_PATHS.letIn(code, player_id), {}, { cookies: host })).statusCode).toBe(409);
    expect((await bo.answer(0, rightAnswer(truth[0]!))).json()).toMatchObject({ correct: true, score: 1 });
    expect((await t.post(GAME_PATHS.removePlayer(code, '00000000-0000-4000-8000-000000000000'), {}, { cookies: host })).statusCode).toBe(404);
  });

  it('a locked room takes no new child, but those in it keep their seats', async () => {
    const { code } = await createRoom(t, host);
    const cy = new Child(t, code);
    await cy.joined('Cy');
    expect((await settings(code, { locked: true })).json().settings.locked).toBe(true);
    const late = await new Child(t, code).join({ nickname: 'Dee' });
    expect(late.statusCode).toBe(403);
    expect(body(late).user_message).toBe(GAME_MESSAGES.locked);
    expect((await cy.join({ nickname: 'Cy' })).statusCode).toBe(200);
    expect((await cy.get(GAME_PATHS.player(code))).statusCode).toBe(200);
    await settings(code, { locked: false });
    expect((await new Child(t, code).join({ nickname: 'Dee' })).statusCode).toBe(200);
  });

  it('with the join check on, 200 joins from a flood that has only the code take no seat, and the class behind the same address joins', async () => {
    const { code } = await createRoom(t, host, { join_check: true });
    const view = await hostView(code);
    expect(view.check.code).toMatch(/^\d{4}$/);
    const check = await checkOf(code);
    expect(view.check.code).toBe(check);
    const school = '203.0.113.5';
    const wrong = String((Number(check) + 1) % 10_000).padStart(4, '0');
    const flood = Array.from({ length: 200 }, (_, i) => new Child(t, code, school).join({ nickname: `Bot ${i}`, ...(i % 2 ? { check: wrong } : {}) }));
    const klass = Array.from({ length: 35 }, (_, i) => new Child(t, code, school).join({ nickname: `Pupil ${i}`, check }));
    const [floodResults, classResults] = await Promise.all([Promise.all(flood), Promise.all(klass)]);
    expect(floodResults.map((r) => r.statusCode)).toEqual(Array(200).fill(400));
    expect(body(floodResults[0]!).errors).toEqual({ check: GAME_MESSAGES.checkRequired });
    expect(body(floodResults[1]!).errors).toEqual({ check: GAME_MESSAGES.checkWrong });
    expect(classResults.map((r) => r.statusCode)).toEqual(Array(35).fill(200));
    expect(await seatsTaken(code)).toBe(35);
    // the number a child read a moment before it changed still lets them in
    t.clock.advance(60_000);
    expect((await new Child(t, code, school).join({ nickname: 'Slow Reader', check })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await new Child(t, code, school).join({ nickname: 'Too Slow', check })).statusCode).toBe(400);
  });

  it('limits count per player: a spamming device meets 429 while its classmates behind the same address carry on', async () => {
    const { code } = await createRoom(t, host);
    const school = '203.0.113.9';
    const spammer = new Child(t, code, school);
    const classmate = new Child(t, code, school);
    await spammer.joined('Spam');
    await classmate.joined('Mate');
    let limited;
    for (let i = 0; i < 400 && !limited; i++) {
      const res = await spammer.get(GAME_PATHS.player(code));
      if (res.statusCode === 429) limited = res;
    }
    expect(limited).toBeDefined();
    expect(body(limited!)).toMatchObject({ user_message: 'Too many requests. Please wait a moment and try again.' });
    expect(body(limited!).retry_after_seconds).toBeGreaterThan(0);
    expect((await classmate.get(GAME_PATHS.player(code))).statusCode).toBe(200);
  });

  it(`open streams are capped: ${STREAMS_PER_PLAYER} per player, and a few per address here`, async () => {
    const { code } = await createRoom(t, host);
    const watch = await hostStream(code);
    await watch.seen('room');
    const eve = new Child(t, code);
    const { player_id } = await eve.joined('Eve');
    const mine = await Promise.all(Array.from({ length: STREAMS_PER_PLAYER }, () => childStream(eve)));
    expect(mine.map((s) => s.status)).toEqual(Array(STREAMS_PER_PLAYER).fill(200));
    const oneMore = await childStream(eve);
    expect(oneMore.status).toBe(429);
    expect(oneMore.body).toMatchObject({ user_message: GAME_MESSAGES.tooManyStreams });
    // other children on the same address fill it up to its cap (the host's screen is one of them)
    const others = [];
    for (let i = 0; i < STREAMS_PER_ADDRESS - STREAMS_PER_PLAYER - 1; i++) {
      const c = new Child(t, code);
      await c.joined(`Other ${i}`);
      others.push(await childStream(c));
    }
    expect(others.every((s) => s.status === 200)).toBe(true);
    const last = new Child(t, code);
    await last.joined('Last');
    expect((await childStream(last)).status).toBe(429);
    // Eve closes her tabs: once the host's screen shows her gone, the places are free again
    for (const s of mine) s.close();
    await watch.until((e) => e.some((x) => x.event === 'player-updated' && (x.data.player as { id: string; connected: boolean }).id === player_id && !(x.data.player as { connected: boolean }).connected));
    const again = await childStream(last);
    await again.seen('room');
    for (const s of [again, ...others, watch]) s.close();
  });

  it('rejoin without loss: a reload and a new tab keep the seat; another device asks, the host lets it in, the old one loses the seat', async () => {
    const { code } = await createRoom(t, host);
    const ann = new Child(t, code);
    const { player_id } = await ann.joined('Ann');
    await start(code);
    const truth = await truthFor(t, code, player_id);
    await ann.answer(0, rightAnswer(truth[0]!));
    const hostEvents = await hostStream(code);
    await hostEvents.seen('room');

    // a reload and a second tab: the same seat, question and score
    const tab1 = await childStream(ann);
    const tab2 = await childStream(ann);
    await Promise.all([tab1.seen('room'), tab2.seen('room')]);
    for (const tab of [tab1, tab2]) expect(tab.events[0]!.data.room).toMatchObject({ player_id, score: 1, answers: { 0: true } });
    await hostEvents.until((e) => e.some((x) => x.event === 'player-updated' && (x.data.player as { connected: boolean }).connected));

    // a new device: the nickname is taken; asking for the seat back goes to the host
    const tablet = new Child(t, code, '198.51.100.99');
    expect((await tablet.join({ nickname: 'Ann' })).statusCode).toBe(409);
    const nobody = await tablet.post(GAME_PATHS.seatRequest, { code, nickname: 'Nobody' });
    expect(nobody.statusCode).toBe(404);
    const asked = await tablet.post(GAME_PATHS.seatRequest, { code, nickname: 'ann' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ code, nickname: 'Ann', state: 'waiting' });
    tablet.jar = { ...tablet.jar, ...Object.fromEntries(asked.cookies.map((c) => [c.name, c.value])) };
    await hostEvents.seen('seat-requested');
    expect((await hostView(code)).seat_requests).toEqual([expect.objectContaining({ player_id, nickname: 'Ann' })]);
    // until the host decides, the new device is no player
    expect((await tablet.answer(1, rightAnswer(truth[1]!))).statusCode).toBe(401);
    const waiting = await childStream(tablet);
    await waiting.seen('knocking');

    expect((await t.post(GAME_PATHS.seatDecision(code, player_id), { admit: true }, { cookies: host })).statusCode).toBe(200);
    await waiting.until((e) => e.some((x) => x.event === 'room'));
    expect(waiting.events.map((e) => e.event)).toEqual(['knocking', 'admitted', 'room']);
    expect(waiting.events[2]!.data.room).toMatchObject({ player_id, score: 1 });
    await Promise.all([tab1.seen('seat-moved'), tab2.seen('seat-moved')]);
    await Promise.all([tab1.ended, tab2.ended]);
    expect((await ann.answer(1, rightAnswer(truth[1]!))).statusCode).toBe(401);
    expect((await tablet.answer(1, rightAnswer(truth[1]!))).json()).toMatchObject({ score: 2, answered: 2 });
    await hostEvents.until((e) => e.some((x) => x.event === 'seat-request-closed' && x.data.admitted === true));

    // a device the host refuses hears so, and gets nothing
    const stranger = new Child(t, code, '198.51.100.98');
    const ask = await stranger.post(GAME_PATHS.seatRequest, { code, nickname: 'Ann' });
    stranger.jar = { ...stranger.jar, ...Object.fromEntries(ask.cookies.map((c) => [c.name, c.value])) };
    const knock = await childStream(stranger);
    await knock.seen('knocking');
    await t.post(GAME_PATHS.seatDecision(code, player_id), { admit: false }, { cookies: host });
    await knock.seen('refused');
    await knock.ended;
    expect((await t.post(GAME_PATHS.seatDecision(code, player_id), { admit: true }, { cookies: host })).statusCode).toBe(404);
    expect((await tablet.answer(2, rightAnswer(truth[2]!))).statusCode).toBe(200);
    waiting.close();
    hostEvents.close();
  });

  it('the host sees each child live: joined, playing, completed, left, taken out, connected, and who answered which question', async () => {
    const { code } = await createRoom(t, host);
    const events = await hostStream(code);
    await events.seen('room');
    const [a, b, c] = [new Child(t, code), new Child(t, code), new Child(t, code)];
    const ids = [(await a.joined('Ava')).player_id, (await b.joined('Ben')).player_id, (await c.joined('Cat')).player_id];
    await events.seen('player-joined', 3);
    await start(code);
    const truth = await truthFor(t, code, ids[0]!);
    for (let i = 0; i < 10; i++) await a.answer(i, rightAnswer(truth[i]!));
    await b.answer(0, 'wrong');
    expect((await b.post(GAME_PATHS.leave(code))).statusCode).toBe(204);
    await t.post(GAME_PATHS.removePlayer(code, ids[2]!), {}, { cookies: host });
    await events.until((e) => e.filter((x) => x.event === 'player-updated').length >= 2);
    const row = (id: string) =>
      events.events
        .filter((e) => ['player-joined', 'player-updated', 'player-answered'].includes(e.event))
        .map((e) => e.data.player as { id: string; status: string; answers: Array<boolean | null> })
        .filter((p) => p.id === id)
        .at(-1)!;
    expect(row(ids[0]!)).toMatchObject({ status: 'completed', answers: Array(10).fill(true) });
    expect(row(ids[1]!)).toMatchObject({ status: 'aborted', answers: [false, ...Array(9).fill(null)] });
    expect(row(ids[2]!)).toMatchObject({ status: 'aborted', removed: true });
    const answered = events.events.filter((e) => e.event === 'player-answered');
    expect(answered.at(-1)!.data).toMatchObject({ item_index: 0, correct: false, player: { nickname: 'Ben' } });
    events.close();
  });

  it('together: only the open question may be answered, the host moves everyone on, a closed one takes no more answers, the last has no next', async () => {
    const { code } = await createRoom(t, host, { pace: 'together', seconds_per_question: 20 });
    const dan = new Child(t, code);
    const { player_id } = await dan.joined('Dan');
    const stream = await childStream(dan);
    await stream.seen('room');
    expect((await start(code)).json()).toMatchObject({ round: 0 });
    await stream.seen('started');
    const truth = await truthFor(t, code, player_id);
    expect((await dan.get(GAME_PATHS.items(code))).json().items).toHaveLength(1);
    const ahead = await dan.answer(1, rightAnswer(truth[1]!));
    expect(ahead.statusCode).toBe(409);
    expect(body(ahead).user_message).toBe(GAME_MESSAGES.notOpenYet);
    expect((await t.post(GAME_PATHS.next(code), {}, { cookies: host })).json()).toMatchObject({ round: 1 });
    await stream.seen('round');
    expect((await dan.get(GAME_PATHS.items(code))).json().items).toHaveLength(2);
    const late = await dan.answer(0, rightAnswer(truth[0]!));
    expect(late.statusCode).toBe(409);
    expect(body(late).user_message).toBe(GAME_MESSAGES.roundClosed);
    // the verdict waits for the question to close: Dan is the only child, so his answer closes it
    expect((await dan.answer(1, rightAnswer(truth[1]!))).json()).toMatchObject({ correct: null, expected: null, score: 0 });
    await stream.seen('round-closed');
    expect((await dan.view())).toMatchObject({ score: 1, answers: { '1': true }, round_answered: false });
    for (let r = 2; r < 10; r++) await t.post(GAME_PATHS.next(code), {}, { cookies: host });
    // Next on the last question closes it; there is no question after it
    expect((await t.post(GAME_PATHS.next(code), {}, { cookies: host })).json()).toMatchObject({ round: 9 });
    const past = await t.post(GAME_PATHS.next(code), {}, { cookies: host });
    expect(body(past).user_message).toBe(GAME_MESSAGES.lastRound);
    const selfPaced = await createRoom(t, host);
    await start(selfPaced.code);
    expect(body(await t.post(GAME_PATHS.next(selfPaced.code), {}, { cookies: host })).user_message).toBe(GAME_MESSAGES.notTogether);
    stream.close();
  });

  it('accuracy first, with a speed bonus the host turns on before the start; queued answers earn none; extra time stretches the window', async () => {
    const { code } = await createRoom(t, host);
    expect((await settings(code, { speed_bonus: true })).json().settings.speed_bonus).toBe(true);
    const [fast, slow] = [new Child(t, code), new Child(t, code)];
    const fastId = (await fast.joined('Fast')).player_id;
    const slowId = (await slow.joined('Slow')).player_id;
    const stream = await childStream(slow);
    await stream.seen('room');
    await t.post(GAME_PATHS.extraTime(code, slowId), { extra_time: 'double' }, { cookies: host });
    await stream.until((e) => e.some((x) => x.event === 'you' && (x.data.you as { extra_time: string }).extra_time === 'double'));
    await start(code);
    expect(body(await settings(code, { speed_bonus: false })).user_message).toBe(GAME_MESSAGES.settingAfterStart);
    expect((await settings(code, { locked: true })).statusCode).toBe(200);
    const [tf, ts] = [await truthFor(t, code, fastId), await truthFor(t, code, slowId)];
    // at once: the whole bonus
    expect((await fast.answer(0, rightAnswer(tf[0]!))).json()).toMatchObject({ bonus_added: SPEED_BONUS_MAX, bonus: SPEED_BONUS_MAX });
    t.clock.advance(10_000);
    // ten seconds of a twenty-second window, then of a forty-second one (double time)
    expect((await fast.answer(1, rightAnswer(tf[1]!))).json().bonus_added).toBe(SPEED_BONUS_MAX / 2);
    expect((await slow.answer(0, rightAnswer(ts[0]!))).json().bonus_added).toBe(Math.round(SPEED_BONUS_MAX * 0.75));
    expect((await slow.answer(1, rightAnswer(ts[1]!), { queued: true })).json().bonus_added).toBe(0);
    expect((await slow.answer(2, wrongAnswer(ts[2]!))).json().bonus_added).toBe(0);
    t.clock.advance(30_000);
    expect((await fast.answer(2, rightAnswer(tf[2]!))).json().bonus_added).toBe(0);
    stream.close();
  });

  it('ends with results: each child’s score and rank (ties share), the host’s table and CSV, then the guests’ data goes', async () => {
    const { code } = await createRoom(t, host);
    const kids = [new Child(t, code), new Child(t, code), new Child(t, code)];
    const ids: string[] = [];
    for (const [i, name] of ['Zed', 'Amy', 'Cmd Kid'].entries()) ids.push((await kids[i]!.joined(name)).player_id);
    // Dee joins and never answers: not placed in the results, not on the podium, not counted in "of 3"
    const dee = new Child(t, code);
    await dee.joined('Dee');
    await start(code);
    // typed as a child types it in the answer box: the download must show these very characters
    const typed = (item: Item) => (item.answer.kind === 'integer' ? String(item.answer.value) : rightAnswer(item));
    const answer = async (k: number, rights: number, options: { typed?: boolean; wrong?: string } = {}) => {
      const truth = await truthFor(t, code, ids[k]!);
      for (let i = 0; i < 3; i++) {
        await kids[k]!.answer(i, i < rights ? (options.typed ? typed(truth[i]!) : rightAnswer(truth[i]!)) : (options.wrong ?? wrongAnswer(truth[i]!)));
      }
    };
    await answer(0, 2);
    await answer(1, 3, { typed: true });
    await answer(2, 2, { wrong: '7.50' });
    const zedStream = await childStream(kids[0]!);
    await zedStream.seen('room');
    expect((await t.app.inject({ url: GAME_PATHS.hostResults(code), cookies: host })).statusCode).toBe(409);
    expect((await end(code)).json()).toEqual({ code, state: 'ended' });
    await zedStream.seen('ended');
    expect((await end(code)).statusCode).toBe(200);

    const mine = (await kids[0]!.get(GAME_PATHS.results(code))).json();
    expect(mine).toMatchObject({ nickname: 'Zed', score: 2, rank: 2, players: 3, item_count: 10, stars: null });
    expect((await kids[2]!.get(GAME_PATHS.results(code))).json()).toMatchObject({ score: 2, rank: 2 });
    expect((await kids[1]!.get(GAME_PATHS.results(code))).json()).toMatchObject({ score: 3, rank: 1 });
    expect((await dee.get(GAME_PATHS.results(code))).json()).toMatchObject({ nickname: 'Dee', score: 0, rank: null, players: 3 });
    const table = (await t.app.inject({ url: GAME_PATHS.hostResults(code), cookies: host })).json();
    expect(table.players.map((p: { nickname: string; rank: number; status: string }) => [p.nickname, p.rank, p.status])).toEqual([
      // three of ten answered when the game ended: cut short
      ['Amy', 1, 'aborted'],
      // equal scores share the rank; they joined at the same moment, so by name
      ['Cmd Kid', 2, 'aborted'],
      ['Zed', 2, 'aborted'],
      ['Dee', null, 'not-started'],
    ]);
    const csv = await t.app.inject({ url: GAME_PATHS.hostResultsCsv(code), cookies: host });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="results-${code}.csv"`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('nickname,score,speed_bonus,rank,question_number,question,answer,right_answer,result');
    expect(lines).toHaveLength(1 + 9 + 1);
    expect(lines.at(-1)).toBe('Dee,0,0,,,,,,');
    const amy = lines.filter((l) => l.startsWith('Amy,'));
    expect(amy).toHaveLength(3);
    expect(amy.every((l) => l.endsWith(',right'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('Zed,')).map((l) => l.split(',').at(-1))).toEqual(['right', 'right', 'wrong']);
    expect(amy.map((l) => l.split(',')[4])).toEqual(['1', '2', '3']);
    // the answer column holds what each child sent: Amy's right answers read as the right answers do
    const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, 9);
    for (const line of amy) {
      const [, , , , , , sent, right] = cells(line);
      expect(sent, line).toBe(right);
      expect(sent, line).not.toBe('undefined');
    }
    expect(lines.filter((l) => l.startsWith('Cmd Kid,')).map((l) => cells(l)[6])).toContain('7.50');
    // a cell a spreadsheet would run as a formula is defused
    expect(csv.body).not.toMatch(/(^|,)=/m);
    expect((await kids[0]!.get(GAME_PATHS.hostResultsCsv(code))).statusCode).toBe(401);

    // after the end: no joining, no answering; the result stays readable for the day
    const late = await new Child(t, code).join({ nickname: 'Mary' });
    expect(late.statusCode).toBe(410);
    expect(body(late).user_message).toBe('Oops, this activity has ended.');
    expect((await kids[0]!.answer(5, '1')).statusCode).toBe(410);
    const roomId = (await findRoom(t.database.db, code))!.id;
    expect(await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, roomId))).toHaveLength(4);

    // a day later the sweep deletes the guests' nicknames and answers, keeping counts
    t.clock.advance(25 * 60 * 60 * 1000);
    await signInAgain();
    const swept = await gamesOf(t.app).sweep();
    expect(swept.resultsDeleted).toContain(code);
    expect(await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, roomId))).toEqual([]);
    const row = (await findRoom(t.database.db, code))!;
    expect(row).toMatchObject({ state: 'ended', resultsUntil: null, playersAtEnd: 4, answersAtEnd: 9, correctAtEnd: 7 });
    expect(JSON.stringify(row)).not.toContain('Amy');
    const gone = await kids[0]!.get(GAME_PATHS.results(code));
    expect(gone.statusCode).toBe(410);
    expect(body(gone).user_message).toBe(GAME_MESSAGES.ended);
    expect((await t.app.inject({ url: GAME_PATHS.hostResults(code), cookies: host })).statusCode).toBe(410);
    zedStream.close();
  });

  it('the host deletes the results at once; rooms nobody ended close after a few hours and their rows go after a month', async () => {
    const now = await createRoom(t, host);
    await new Child(t, now.code).joined('Hal');
    await end(now.code);
    expect((await t.post(GAME_PATHS.deleteResults(now.code), {}, { cookies: host })).statusCode).toBe(204);
    expect(await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, (await findRoom(t.database.db, now.code))!.id))).toEqual([]);
    expect((await t.app.inject({ url: GAME_PATHS.hostResultsCsv(now.code), cookies: host })).statusCode).toBe(410);

    const forgotten = await createRoom(t, host);
    await new Child(t, forgotten.code).joined('Ivy');
    t.clock.advance(5 * 60 * 60 * 1000);
    expect((await gamesOf(t.app).sweep()).closed).toContain(forgotten.code);
    expect(await findRoom(t.database.db, forgotten.code)).toMatchObject({ state: 'ended' });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await gamesOf(t.app).sweep();
    await signInAgain();
    expect(await t.database.db.select().from(rooms).where(eq(rooms.code, forgotten.code))).toEqual([]);
    const old = await new Child(t, forgotten.code).join({ nickname: 'Jo' });
    expect(old.statusCode).toBe(404);
  });

  it('generated names: the server names each child, a few new names on request before the first answer', async () => {
    const { code } = await createRoom(t, host, { nickname_mode: 'generated' });
    const kid = new Child(t, code);
    const first = await kid.joined('Typed Name Ignored');
    expect(first.nickname).not.toBe('Typed Name Ignored');
    expect(first.nickname).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(first.rerolls_left).toBe(NAME_REROLLS);
    const names = new Set([first.nickname]);
    for (let i = 0; i < NAME_REROLLS; i++) {
      const renamed = (await kid.post(GAME_PATHS.rename(code))).json();
      names.add(renamed.nickname);
      expect(renamed.rerolls_left).toBe(NAME_REROLLS - i - 1);
    }
    expect(names.size).toBeGreaterThan(1);
    expect(body(await kid.post(GAME_PATHS.rename(code))).user_message).toBe(GAME_MESSAGES.rerollsUsed);
    const other = new Child(t, code);
    const { player_id } = await other.joined('x');
    await start(code);
    await other.answer(0, rightAnswer((await truthFor(t, code, player_id))[0]!));
    expect(body(await other.post(GAME_PATHS.rename(code))).user_message).toBe(GAME_MESSAGES.renameTooLate);
  });

  it('roster names: children pick their own name from the host’s class, and keep their result and stars on their account', async () => {
    const deps = { config: t.config, database: t.database, now: () => t.clock.now };
    const klass = await createClass(deps, hostId, 'Class 3B');
    await addStudents(deps, hostId, klass.id, ['Nia Brown', 'Omar Diaz']);
    const refused = await t.post(GAME_PATHS.create, { activity_id: 'grade-2-addition-subtraction-class-game', nickname_mode: 'roster' }, { cookies: host });
    expect(body(refused).errors).toEqual({ class_id: GAME_MESSAGES.rosterNeedsClass });
    const { code, settings: s } = await createRoom(t, host, { nickname_mode: 'roster', class_id: klass.id });
    expect(s).toMatchObject({ nickname_mode: 'roster', class_name: 'Class 3B' });
    const roster = (await t.app.inject({ url: GAME_PATHS.roster(code) })).json();
    expect(roster).toMatchObject({ class_name: 'Class 3B', students: [expect.objectContaining({ name: 'Nia Brown', taken: false }), expect.objectContaining({ name: 'Omar Diaz' })] });
    const nia = new Child(t, code);
    expect(body(await nia.join({})).errors).toEqual({ student_id: GAME_MESSAGES.pickYourName });
    expect(body(await nia.join({ student_id: '00000000-0000-4000-8000-000000000000' })).errors).toEqual({ student_id: GAME_MESSAGES.notInClass });
    const niaId = roster.students[0].id as string;
    const seat = await nia.joined('ignored', { student_id: niaId });
    expect(seat.nickname).toBe('Nia Brown');
    expect((await new Child(t, code).join({ student_id: niaId })).json()).toMatchObject({ errors: { student_id: GAME_MESSAGES.nameTaken } });
    expect((await t.app.inject({ url: GAME_PATHS.roster(code) })).json().students[0].taken).toBe(true);
    // a class list's name may be longer than a seat's: the seat holds its first 40 characters
    const longName = 'Maximiliana Alejandra Konstantinopoulou-Wetherby';
    const other = await createClass(deps, hostId, 'Class 3C');
    await addStudents(deps, hostId, other.id, [longName]);
    const { code: otherCode } = await createRoom(t, host, { nickname_mode: 'roster', class_id: other.id });
    const [long] = (await t.app.inject({ url: GAME_PATHS.roster(otherCode) })).json().students;
    expect(long.name).toBe(longName);
    expect((await new Child(t, otherCode).joined('ignored', { student_id: long.id })).nickname).toBe(longName.slice(0, 40));
    await start(code);
    const truth = await truthFor(t, code, seat.player_id);
    for (let i = 0; i < 10; i++) await nia.answer(i, i < 8 ? rightAnswer(truth[i]!) : wrongAnswer(truth[i]!));
    await end(code);
    expect((await nia.get(GAME_PATHS.results(code))).json()).toMatchObject({ score: 8, stars: expect.any(Number) });
    const saved = await recentResults(deps, niaId);
    expect(saved).toEqual([expect.objectContaining({ episode_id: 'grade-2-addition-subtraction-class-game', correct: 8, total: 10 })]);
  });

  it('open streams are ended when the server stops, so a deploy is not held up by a class', async () => {
    const other = await buildApp({ config: t.config, database: t.database, now: () => t.clock.now });
    const url = await listen(other);
    const { code } = await createRoom(t, host);
    const stream = await openStream(url + GAME_PATHS.hostEvents(code), cookieHeader(host));
    await stream.seen('room');
    await other.close();
    // the stream ends cleanly rather than hanging (the test's timeout is the only clock)
    await stream.ended;
  });

  it('a server configured with a Redis it cannot reach stops at start with the reason', async () => {
    // port 9 (discard) has nothing listening here
    await expect(buildApp({ config: { ...t.config, REDIS_URL: 'redis://127.0.0.1:9' }, database: t.database })).rejects.toThrow(/cannot reach Redis at REDIS_URL/);
  });
});

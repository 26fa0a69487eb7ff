import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ARENA_PLACES, GAME_PATHS, LAUNCH_TOKEN_SECONDS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostView, PlayerView } from '@numbloom/domain/games-schema';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { recentResults } from '../progress/service.ts';
import { levelAt } from './engine.ts';
import { gamesOf } from './plugin.ts';
import { body, Child, cookieHeader, GAME, keep, listen, openStream, rightAnswer, wrongAnswer, type Jar } from './test-support.ts';

/**
 * Arena, the server side (decision 040): a timed race for a class or a whole
 * school on the games engine. Every refusal of its paths (spec §7), the
 * adaptive questions, the coalesced leaderboard, the clock, and the link from
 * a student's notice, through the real app.
 */
let ip = 0;
const nextIp = () => `203.0.113.${(ip = (ip % 250) + 1)}`;

describe.each(testDrivers())('Arena on %s', (driver) => {
  let t: TestApp;
  let base: string;
  let host: Jar;
  let other: Jar;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    host = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    other = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, cookies?: Jar) => t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}), remoteAddress: nextIp() });
  const open = async (body: Record<string, unknown> = {}, cookies = host): Promise<HostView> => {
    const res = await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 2, region_code: 'uk', language_code: 'en', ...body }, { cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A class of this teacher with signed-in students (class code login). */
  async function classOf(teacher: Jar, names: string[]) {
    const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3' }, { cookies: teacher })).json();
    const klass = (created.classes as Array<{ id: string; class_code: string }>).find((c) => c.class_code === created.class_code)!;
    const added = await t.post(ACCOUNT_PATHS.classStudents(klass.id), { names }, { cookies: teacher });
    expect(added.statusCode, added.body).toBe(200);
    const students: Array<{ id: string; name: string; jar: Jar }> = [];
    for (const s of added.json().students as Array<{ id: string; display_name: string }>) {
      const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: klass.class_code, student_id: s.id }, { remoteAddress: nextIp() });
      students.push({ id: s.id, name: s.display_name, jar: sessionCookieOf(login)! });
    }
    return { id: klass.id, students };
  }
  const itemOf = async (code: string, playerId: string, index: number) => (await gamesOf(t.app).live.room(code))!.itemFor(playerId, index);

  it('a teacher opens an Arena for an activity, a length of 1 to 10 minutes and one of their classes; the rest is refused', async () => {
    const klass = await classOf(host, ['Ava Stone']);
    const room = await open({ class_id: klass.id });
    expect(room).toMatchObject({ mode: 'arena', state: 'waiting', item_count: ARENA_PLACES, duration_seconds: 120, ends_at: null });
    expect(room.settings).toMatchObject({ class_id: klass.id, nickname_mode: 'roster', pace: 'self' });
    for (const minutes of [0, 11, 2.5]) {
      const res = await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes }, { cookies: host });
      expect(res.statusCode).toBe(400);
      expect(body(res).errors?.minutes).toBeDefined();
    }
    expect((await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 3 })).statusCode).toBe(401);
    expect((await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 3 }, { cookies: klass.students[0]!.jar })).statusCode).toBe(403);
    const sheet = await t.post(GAME_PATHS.createArena, { activity_id: 'nope', minutes: 3 }, { cookies: host });
    expect(body(sheet).user_message).toBe(GAME_MESSAGES.notAnArenaActivity);
    const theirs = await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 3, class_id: klass.id }, { cookies: other });
    expect(theirs.statusCode).toBe(400);
    expect(body(theirs).errors).toEqual({ class_id: GAME_MESSAGES.noSuchClass });
  });

  it('arena-class-details answers the class’s own teacher only: 403 for another, 404 for no such class, 401 for nobody', async () => {
    const klass = await classOf(host, ['Ben Okafor', 'Cleo Park']);
    const before = await get(GAME_PATHS.arenaClassDetails(klass.id), host);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ class: { id: klass.id, name: 'Year 3' }, arena: null });
    expect(before.json().students.map((s: { arena_status: string }) => s.arena_status)).toEqual(['not-joined', 'not-joined']);
    const room = await open({ class_id: klass.id });
    const ben = klass.students.find((s) => s.name === 'Ben Okafor')!;
    const res = await t.post(GAME_PATHS.arenaJoin, { code: room.code }, { cookies: ben.jar, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nickname: 'Ben O.', mode: 'arena' });
    const details = (await get(GAME_PATHS.arenaClassDetails(klass.id), host)).json();
    expect(details.arena).toMatchObject({ code: room.code, state: 'waiting', notified_at: null });
    expect(details.students).toEqual([
      { id: ben.id, name: 'Ben Okafor', arena_status: 'not-started', score: 0 },
      { id: expect.any(String), name: 'Cleo Park', arena_status: 'not-joined', score: null },
    ]);
    const forbidden = await get(GAME_PATHS.arenaClassDetails(klass.id), other);
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden).user_message).toBe(GAME_MESSAGES.notYourClass);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-class']) {
      const missing = await get(GAME_PATHS.arenaClassDetails(id), host);
      expect(missing.statusCode).toBe(404);
      expect(body(missing).user_message).toBe(GAME_MESSAGES.classNotFound);
    }
    expect((await get(GAME_PATHS.arenaClassDetails(klass.id))).statusCode).toBe(401);
    expect((await get(GAME_PATHS.arenaClassDetails(klass.id), ben.jar)).statusCode).toBe(403);
  });

  it('notify-students: the class sees the Arena on its pages with a single-use link; a forged, used or expired link gets a clear 4xx', async () => {
    // a teacher with one class of two
    const teacher = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    const klass = await classOf(teacher, ['Dara Quinn', 'Eli Ross']);
    const outsider = (await classOf(other, ['Finn Shaw'])).students[0]!;
    const [dara, eli] = klass.students as [(typeof klass.students)[0], (typeof klass.students)[0]];
    const room = await open({ class_id: klass.id }, teacher);
    expect((await get(GAME_PATHS.arenaNotices, dara.jar)).json()).toEqual({ notices: [] });

    expect((await t.post(GAME_PATHS.notifyStudents, { code: room.code }, { cookies: other })).statusCode).toBe(403);
    expect((await t.post(GAME_PATHS.notifyStudents, { code: room.code })).statusCode).toBe(401);
    const noClass = await open({}, teacher);
    const refused = await t.post(GAME_PATHS.notifyStudents, { code: noClass.code }, { cookies: teacher });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).errors).toEqual({ class_id: GAME_MESSAGES.arenaNeedsClass });
    expect((await t.post(GAME_PATHS.notifyStudents, { code: 'ZZZZZZ' }, { cookies: teacher })).statusCode).toBe(404);

    const told = await t.post(GAME_PATHS.notifyStudents, { code: room.code }, { cookies: teacher });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json()).toMatchObject({ code: room.code, class_id: klass.id, students: 2 });
    const notices = (await get(GAME_PATHS.arenaNotices, dara.jar)).json().notices;
    expect(notices).toEqual([expect.objectContaining({ code: room.code, class_name: 'Year 3', state: 'waiting', activity_id: GAME })]);
    // the activity in the student's page language; the room's (English here) when the call names none
    const titleIn = async (query: string) => (await get(`${GAME_PATHS.arenaNotices}${query}`, dara.jar)).json().notices[0].activity_title;
    expect(notices[0].activity_title).toBe('Addition and subtraction class game');
    expect(await titleIn('?region_code=CA&language_code=fr')).toBe('Jeu de classe\u00a0: Addition et soustraction');
    expect(await titleIn('?region_code=AUE&language_code=ar')).toBe('لعبة صفية في الجمع والطرح');
    expect((await get(GAME_PATHS.arenaNotices, outsider.jar)).json()).toEqual({ notices: [] });
    expect((await get(GAME_PATHS.arenaNotices, teacher)).statusCode).toBe(403);
    expect((await get(GAME_PATHS.arenaNotices)).statusCode).toBe(401);

    // the link: only for the class's students
    expect((await t.post(GAME_PATHS.arenaLaunch(room.code), {}, { cookies: outsider.jar })).statusCode).toBe(403);
    const launch = await t.post(GAME_PATHS.arenaLaunch(room.code), {}, { cookies: dara.jar });
    expect(launch.statusCode, launch.body).toBe(200);
    const token = launch.json().temp_session_token as string;
    const init = (tok: string, jar: Jar = {}) => get(`${GAME_PATHS.playInit}?temp_session_token=${encodeURIComponent(tok)}`, jar);

    for (const forged of ['', 'abc', `${token.slice(0, -2)}xx`, token.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a')), `${token}.x`]) {
      const res = await init(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(body(res).user_message).toBe(GAME_MESSAGES.linkInvalid);
    }
    expect((await get(GAME_PATHS.playInit)).statusCode).toBe(400);

    const first = await init(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user: { id: dara.id, name: 'Dara Quinn' }, activity_id: GAME, code: room.code, mode: 'arena', player: { nickname: 'Dara Q.', state: 'waiting' } });
    expect(first.cookies.find((c) => c.name === `nb_seat_${room.code}`)).toMatchObject({ httpOnly: true, path: '/api/v2/rooms/' });
    const again = await init(token);
    expect(again.statusCode).toBe(410);
    expect(body(again).user_message).toBe(GAME_MESSAGES.linkUsed);

    const late = (await t.post(GAME_PATHS.arenaLaunch(room.code), {}, { cookies: eli.jar })).json().temp_session_token as string;
    t.clock.advance((LAUNCH_TOKEN_SECONDS + 1) * 1000);
    const expired = await init(late);
    expect(expired.statusCode).toBe(410);
    expect(body(expired).user_message).toBe(GAME_MESSAGES.linkExpired);
  });

  it('children race on questions that follow their level, in turn; the screens hear coalesced standings with shared ranks; the bell ends it', async () => {
    const klass = await classOf(host, ['Gia Hale']);
    const gia = klass.students[0]!;
    // a class Arena its teacher opened to guests too
    const room = await open({ class_id: klass.id, minutes: 1, nickname_mode: 'free' });
    const { code } = room;
    const guest = new Child(t, code, nextIp());
    const joinGuest = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Rocket' }, { cookies: guest.jar, remoteAddress: guest.ip });
    expect(joinGuest.statusCode, joinGuest.body).toBe(200);
    guest.jar = keep(guest.jar, joinGuest);
    const guestView = joinGuest.json() as PlayerView;
    const other = new Child(t, code, nextIp());
    const joinOther = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Comet' }, { cookies: other.jar, remoteAddress: other.ip });
    other.jar = keep(other.jar, joinOther);
    const otherView = joinOther.json() as PlayerView;
    const student = new Child(t, code, nextIp());
    const joinGia = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Ignored' }, { cookies: { ...gia.jar }, remoteAddress: student.ip });
    expect(joinGia.json()).toMatchObject({ nickname: 'Gia H.' });
    student.jar = keep(gia.jar, joinGia);
    const giaView = joinGia.json() as PlayerView;
    // a code of another mode, and a taken nickname
    const taken = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'rocket' }, { remoteAddress: nextIp() });
    expect(taken.statusCode).toBe(409);

    expect((await guest.answer(0, { kind: 'integer', value: 1 })).statusCode).toBe(409);
    const hostStream = await openStream(base + GAME_PATHS.hostEvents(code), cookieHeader(host));
    const guestStream = await openStream(base + GAME_PATHS.playerEvents(code), cookieHeader(guest.jar));
    expect((await t.post(GAME_PATHS.start, { code }, { cookies: host })).statusCode).toBe(200);
    await guestStream.seen('started');

    // only the question to answer now; skipping ahead is refused
    const items = (await guest.get(GAME_PATHS.items(code))).json().items as Array<{ id: string }>;
    expect(items).toHaveLength(1);
    expect((await guest.answer(1, { kind: 'integer', value: 1 })).statusCode).toBe(409);

    // right answers move the guest up a level, a wrong one down
    let index = 0;
    const answer = async (child: Child, playerId: string, right: boolean) => {
      const item = await itemOf(code, playerId, index);
      const res = await child.answer(index, right ? rightAnswer(item) : wrongAnswer(item));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const r1 = await answer(guest, guestView.player_id, true);
    expect(r1).toMatchObject({ correct: true, score: 1, next: expect.objectContaining({ id: expect.any(String) }) });
    index = 1;
    await answer(guest, guestView.player_id, true);
    index = 2;
    await answer(guest, guestView.player_id, false);
    const room1 = (await gamesOf(t.app).live.room(code))!;
    const marks = room1.players.get(guestView.player_id)!.answers;
    expect(levelAt(room1.startLevel, marks, 3)).toBe(Math.max(1, Math.min(3, room1.startLevel + 2) - 1));
    // Comet and Gia each get two right: Rocket and Comet tie on 2 and share first place
    for (const [child, id] of [[other, otherView.player_id], [student, giaView.player_id]] as const) {
      for (index = 0; index < 2; index++) await answer(child, id, true);
    }
    await hostStream.until((e) => e.some((x) => x.event === 'leaderboard' && (x.data.answers as number) === 7));
    const board = hostStream.events.filter((x) => x.event === 'leaderboard').at(-1)!.data;
    expect(board).toMatchObject({ players: 3, answers: 7, correct: 6, you: null });
    expect((board.top as Array<{ rank: number; score: number }>).map((s) => [s.rank, s.score])).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
    // the host never hears a row per answer in an Arena
    expect(hostStream.events.some((x) => x.event === 'player-answered')).toBe(false);
    await guestStream.until((e) => e.some((x) => x.event === 'leaderboard' && (x.data.answers as number) === 7));
    const mine = guestStream.events.filter((x) => x.event === 'leaderboard').at(-1)!.data;
    expect(mine.you).toMatchObject({ rank: 1, score: 2, answered: 3 });
    expect((mine.top as unknown[]).length).toBe(3);
    const now = (await guest.get(GAME_PATHS.leaderboard(code))).json();
    expect(now.you).toMatchObject({ rank: 1 });
    expect((await t.app.inject({ url: GAME_PATHS.leaderboard(code), remoteAddress: nextIp() })).statusCode).toBe(401);

    // a child cannot end it; the bell (the clock running out) does
    expect((await t.post(GAME_PATHS.end, { code }, { cookies: other.jar })).statusCode).toBe(401);
    t.clock.advance(61_000);
    const after = await guest.answer(3, { kind: 'integer', value: 1 });
    expect(after.statusCode).toBe(410);
    expect(body(after).user_message).toBe(GAME_MESSAGES.ended);
    await guestStream.seen('ended');
    const results = (await guest.get(GAME_PATHS.results(code))).json();
    expect(results).toMatchObject({ rank: 1, score: 2 });
    // the signed-in student keeps the result and stars on her account
    const kept = await recentResults({ config: t.config, database: t.database, now: () => t.clock.now }, gia.id);
    expect(kept[0]).toMatchObject({ episode_id: GAME, correct: 2, total: 2 });
    hostStream.close();
    guestStream.close();
    const join = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Latecomer' }, { remoteAddress: nextIp() });
    expect(join.statusCode).toBe(410);
    expect(body(join).user_message).toBe(GAME_MESSAGES.ended);
  });

  it('a class Arena takes only its class by default: a guest and a child of another class are refused, its own child enters as first name and initial', async () => {
    const klass = await classOf(host, ['Noor Haddad']);
    const otherClass = await classOf(other, ['Leo Brandt']);
    const { code, settings } = await open({ class_id: klass.id });
    expect(settings.nickname_mode).toBe('roster');
    const guest = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Rocket' }, { remoteAddress: nextIp() });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().user_message).toBe(GAME_MESSAGES.rosterArena);
    const stranger = await t.post(GAME_PATHS.arenaJoin, { code }, { cookies: otherClass.students[0]!.jar, remoteAddress: nextIp() });
    expect(stranger.statusCode).toBe(403);
    const noor = await t.post(GAME_PATHS.arenaJoin, { code }, { cookies: klass.students[0]!.jar, remoteAddress: nextIp() });
    expect(noor.statusCode, noor.body).toBe(200);
    expect(noor.json()).toMatchObject({ nickname: 'Noor H.' });
    const hostView = (await get(`/api/v2/rooms/${code}/host/`, host)).json() as HostView;
    expect(hostView.players.map((p) => p.nickname)).toEqual(['Noor H.']);
  });

  it('an Arena for no class is public: every child gets a generated name, whatever they typed', async () => {
    const { code, settings } = await open({ nickname_mode: 'free' });
    expect(settings.nickname_mode).toBe('generated');
    const res = await t.post(GAME_PATHS.arenaJoin, { code, nickname: 'Emma' }, { remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    const name = (res.json() as PlayerView).nickname;
    expect(name).not.toBe('Emma');
    expect(name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u);
  });

  it('the final standings name every child tied at the last place shown, ranked 1, 2, 2, 4 …', async () => {
    const { code } = await open();
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) ids.push((await t.post(GAME_PATHS.arenaJoin, { code }, { remoteAddress: nextIp() })).json().player_id);
    expect((await t.post(GAME_PATHS.start, { code }, { cookies: host })).statusCode).toBe(200);
    expect((await t.post(GAME_PATHS.end, { code }, { cookies: host })).statusCode).toBe(200);
    // scores set on the ended room as answers would have left them: 5, 4, 4, then nine children on 2 (one never answered)
    const room = (await gamesOf(t.app).live.room(code))!;
    ids.forEach((id, i) => {
      const score = i === 0 ? 5 : i < 3 ? 4 : i < 12 ? 2 : 0;
      room.players.set(id, { ...room.players.get(id)!, score, answered: i < 12 ? 5 : 0 });
    });
    const final = (await get(`/api/v2/rooms/${code}/leaderboard/`, host)).json();
    expect(final.top.map((s: { rank: number }) => s.rank)).toEqual([1, 2, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
  });

  it('end-arena-activity ends an Arena early, for its host only', async () => {
    const room = await open();
    expect((await t.post(GAME_PATHS.start, { code: room.code }, { cookies: host })).statusCode).toBe(200);
    const refused = await t.post(GAME_PATHS.end, { code: room.code }, { cookies: other });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).user_message).toBe(GAME_MESSAGES.notHost);
    const ended = await t.post(GAME_PATHS.end, { code: room.code }, { cookies: host });
    expect(ended.json()).toEqual({ code: room.code, state: 'ended' });
    const view = (await get(GAME_PATHS.host(room.code), host)).json();
    expect(view.state).toBe('ended');
    const classRoomCode = (await t.post(GAME_PATHS.create, { activity_id: GAME }, { cookies: host })).json().code;
    const wrongMode = await t.post(GAME_PATHS.arenaJoin, { code: classRoomCode, nickname: 'Zed' }, { remoteAddress: nextIp() });
    expect(wrongMode.statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { DASHBOARD_PATH, type DashboardResponse } from '@numbloom/domain/dashboard';
import { GAME_PATHS } from '@numbloom/domain/games';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { Child, createRoom, GAME, rightAnswer, truthFor } from '../games/test-support.ts';
import { createChallenge } from '../staff/service.ts';

let ipSeq = 0;
const ip = () => `198.19.0.${++ipSeq}`;

describe("a teacher's dashboard", () => {
  let t: TestApp;
  let teacher: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const { email, password } = await createUser(t, { role: 'teacher' });
    teacher = await loginAs(t, email, password, ip());
  });
  afterAll(() => t.close());

  const dashboard = async (cookies = teacher) => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD_PATH, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardResponse;
  };

  it('shows the classes with their codes and student counts, and class games to start', async () => {
    const made = await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Blue' }, { cookies: teacher });
    expect(made.statusCode, made.body).toBe(200);
    const klass = made.json().classes[0];
    await t.post(`/api/v2/accounts/classes/${klass.id}/students/`, { names: ['Ava Brown', 'Leo Garcia'] }, { cookies: teacher });
    const body = await dashboard();
    expect(body.teacher).toEqual({ first_name: 'Sam', last_name: 'Lee' });
    expect(body.classes).toEqual([{ id: klass.id, name: 'Year 3 Blue', class_code: klass.class_code, students: 2 }]);
    expect(body.class_games.length).toBeGreaterThan(3);
    // one game of each grade first, youngest first
    const grades = [...new Set(body.class_games.map((g) => g.grade))];
    expect(body.class_games.slice(0, grades.length).map((g) => g.grade)).toEqual(grades);
    expect(body.challenge_registrations).toEqual([]);
  });

  it('lists recent class games with how the class did: live from the seats, then the counts kept', async () => {
    const room = await createRoom(t, teacher);
    const children = ['Kiwi', 'Otter', 'Fern'].map(() => new Child(t, room.code, ip()));
    const seats = await Promise.all(children.map((c, i) => c.joined(['Kiwi', 'Otter', 'Fern'][i]!)));
    let [recent] = (await dashboard()).recent_rooms;
    expect(recent).toMatchObject({ code: room.code, mode: 'class-room', activity_id: GAME, state: 'waiting', players: 3, answers: 0, ended_at: null, results_until: null });
    expect(recent!.activity_title).not.toBe(GAME);
    expect((await t.post(GAME_PATHS.start, { code: room.code }, { cookies: teacher })).statusCode).toBe(200);
    const items = await truthFor(t, room.code, seats[0]!.player_id);
    expect((await children[0]!.answer(0, rightAnswer(items[0]!))).statusCode).toBe(200);
    expect((await t.post(GAME_PATHS.end, { code: room.code }, { cookies: teacher })).statusCode).toBe(200);
    [recent] = (await dashboard()).recent_rooms;
    expect(recent).toMatchObject({ code: room.code, state: 'ended', players: 3, answers: 1, correct: 1 });
    expect(recent!.results_until).toEqual(expect.any(String));
    expect((await t.post(GAME_PATHS.deleteResults(room.code), {}, { cookies: teacher })).statusCode).toBe(204);
    [recent] = (await dashboard()).recent_rooms;
    expect(recent).toMatchObject({ players: 3, answers: 1, correct: 1, results_until: null });
  });

  it('titles recent games and class games in the page’s language: French, Arabic, English where the catalogue has no such language', async () => {
    const { email, password } = await createUser(t, { role: 'teacher' });
    const host = await loginAs(t, email, password, ip());
    await createRoom(t, host, { region_code: 'ca', language_code: 'fr' });
    const titled = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${DASHBOARD_PATH}${query}`, cookies: host });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as DashboardResponse;
      return { room: body.recent_rooms[0]!.activity_title, games: body.class_games.map((g) => g.title) };
    };
    const french = await titled('?region_code=CA&language_code=fr');
    expect(french.room).toBe('Jeu de classe\u00a0: Addition et soustraction');
    expect(french.games[0]).toBe('Jeu de classe\u00a0: Nombres et numération');
    const arabic = await titled('?region_code=AUE&language_code=ar');
    expect(arabic.room).toBe('لعبة صفية في الجمع والطرح');
    expect(arabic.games[0]).toBe('لعبة صفية في الأعداد والقيمة المنزلية');
    const english = { room: 'Addition and subtraction class game', first: 'Number and place value class game' };
    for (const query of ['?region_code=US&language_code=en', '?region_code=US&language_code=xx']) {
      expect(await titled(query)).toMatchObject({ room: english.room, games: expect.arrayContaining([english.first]) });
    }
    // a call naming no language: the room in its own language, the games in English
    expect(await titled('')).toMatchObject({ room: french.room, games: expect.arrayContaining([english.first]) });
  });

  it('shows the challenges a class is registered for, in the page’s language, and the ones still open to register for', async () => {
    const now = t.clock.now.getTime();
    const iso = (days: number) => new Date(now + days * 24 * 3600 * 1000).toISOString();
    const window = (closes: number) => ({
      descriptions: { en: 'Adding up.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode'],
      registration_opens_at: iso(-2),
      registration_closes_at: iso(closes),
      warmup_starts_at: iso(2),
      contest_starts_at: iso(3),
      contest_ends_at: iso(6),
      time_zone: 'Europe/Paris',
      target: 10,
    });
    const deps = { database: t.database, now: () => t.clock.now };
    const actor = { staffId: null, label: 'test' };
    const entered = await createChallenge(deps, actor, { names: { en: 'Dashboard Week', fr: 'Semaine du tableau de bord' }, ...window(5) });
    const open = await createChallenge(deps, actor, { names: { en: 'Open Week' }, ...window(5) });
    const closed = await createChallenge(deps, actor, { names: { en: 'Closed Registration Week' }, ...window(5), registration_opens_at: iso(-3), registration_closes_at: iso(-1) });
    const klass = (await dashboard()).classes[0]!;
    const reg = await t.post(CHALLENGE_PATHS.registration, { challenge: entered.id, class_ids: [klass.id] }, { cookies: teacher });
    expect(reg.statusCode, reg.body).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: `${DASHBOARD_PATH}?language_code=fr`, cookies: teacher });
    const body = res.json() as DashboardResponse;
    expect(body.challenge_registrations).toEqual([
      {
        id: expect.any(String),
        challenge_uuid: entered.id,
        challenge: 'Semaine du tableau de bord',
        class_name: 'Year 3 Blue',
        stage: 'registration',
        registration_closes_at: iso(5),
        starts_at: iso(3),
        ends_at: iso(6),
        time_zone: 'Europe/Paris',
      },
    ]);
    const openIds = body.open_challenges.map((c) => c.uuid);
    expect(openIds).toContain(open.id);
    expect(openIds).not.toContain(entered.id);
    expect(openIds).not.toContain(closed.id);
    expect(body.open_challenges.find((c) => c.uuid === open.id)).toMatchObject({ name: 'Open Week', stage: 'registration', grades: ['3'] });
  });

  it('shows nobody else’s rooms or classes', async () => {
    const { email, password } = await createUser(t, { role: 'teacher' });
    const other = await loginAs(t, email, password, ip());
    const body = await dashboard(other);
    expect(body.classes).toEqual([]);
    expect(body.recent_rooms).toEqual([]);
  });

  it('is for teachers and school leaders: 401 for a visitor, 403 for a parent', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: DASHBOARD_PATH });
    expect(visitor.statusCode).toBe(401);
    const { email, password } = await createUser(t, { role: 'parent' });
    const parent = await loginAs(t, email, password, ip());
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD_PATH, cookies: parent });
    expect(res.statusCode).toBe(403);
    expect(res.json().user_message).toBe(ACCOUNT_MESSAGES.teachersOnly);
    const { email: leaderEmail, password: leaderPassword } = await createUser(t, { role: 'school_leader' });
    await dashboard(await loginAs(t, leaderEmail, leaderPassword, ip()));
  });
});

import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { GAME_PATHS } from '@numbloom/domain/games';
import type { MatchTicket } from '@numbloom/domain/games-schema';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { gamesOf } from './plugin.ts';
import { TICKET_COOKIE } from './routes/quick-match.ts';
import { roomPlayers } from './tables.ts';
import { keep, type Jar } from './test-support.ts';

/**
 * Quick match takes a second tap as the first (decision 092): a child who taps twice, one tap after
 * the other or both at once, gets the same ticket and the same race, never a 500, never a ticket left
 * stuck, never a race against themselves; after Cancel a tap asks anew. On the in-process line and,
 * with TEST_REDIS_URL, on Redis's.
 */
let ip = 0;
const nextIp = () => `198.18.1.${(ip = (ip % 250) + 1)}`;
/** Grades are drawn per test so a line on Redis another run left is not this test's. */
const grades = ['K', '1', '2', '3', '4', '5', '6'];
let nextGrade = Math.floor(Math.random() * grades.length);
const aGrade = () => grades[(nextGrade = (nextGrade + 1) % grades.length)]!;

const setups = [
  ...testDrivers().map((driver) => ({ driver, redis: false })),
  ...(process.env.TEST_REDIS_URL ? testDrivers().map((driver) => ({ driver, redis: true })) : []),
];

describe.each(setups)('a second tap on Quick match ($driver, Redis: $redis)', ({ driver, redis }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { QUICK_MATCH_WAIT_MS: 300, ...(redis && { REDIS_URL: process.env.TEST_REDIS_URL }) } });
  });
  afterAll(() => t.close());

  /** A browser: its cookies as the last answer left them (both taps leave from the same jar). */
  const browser = () => ({ jar: {} as Jar, ip: nextIp() });
  const tap = (b: { jar: Jar; ip: string }, grade: string) => t.post(GAME_PATHS.quickMatch, { grade }, { cookies: b.jar, remoteAddress: b.ip });
  const took = (b: { jar: Jar }, res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    b.jar = keep(b.jar, res);
    return res.json() as MatchTicket;
  };
  const ticketOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === TICKET_COOKIE)?.value;
  const poll = (b: { jar: Jar; ip: string }) => t.app.inject({ url: GAME_PATHS.quickMatchTicket, cookies: b.jar, remoteAddress: b.ip });

  /** A signed-in student of a new class. */
  async function student() {
    const teacher = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3' }, { cookies: teacher })).json();
    const klass = (created.classes as Array<{ id: string; class_code: string }>).find((c) => c.class_code === created.class_code)!;
    const added = (await t.post(ACCOUNT_PATHS.classStudents(klass.id), { names: ['Rosa Parks'] }, { cookies: teacher })).json();
    const id = (added.students as Array<{ id: string }>)[0]!.id;
    const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: klass.class_code, student_id: id }, { remoteAddress: nextIp() });
    return { id, jar: { ...sessionCookieOf(login)! } as Jar, ip: nextIp() };
  }

  it('a tap after the first gets the same ticket; the next child is paired with it', async () => {
    const grade = aGrade();
    const ada = browser();
    const first = await tap(ada, grade);
    const one = took(ada, first);
    expect(one.state).toBe('waiting');
    const second = await tap(ada, grade);
    expect(took(ada, second)).toEqual(one);
    expect(ticketOf(second)).toBe(ticketOf(first));
    // the one ticket is in the line: the next child of the grade races it
    const ben = browser();
    const paired = took(ben, await tap(ben, grade));
    expect(paired).toMatchObject({ state: 'matched', practice: null });
    const heard = await poll(ada);
    expect(heard.json()).toMatchObject({ state: 'matched', code: paired.code });
    // and a tap once in the race is the race
    expect(took(ada, await tap(ada, grade))).toMatchObject({ state: 'matched', code: paired.code });
  });

  it("a signed-in child's two taps at once are one ticket, seated once, never against themselves", async () => {
    const grade = aGrade();
    const rosa = await student();
    const [a, b] = await Promise.all([tap(rosa, grade), tap(rosa, grade)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(ticketOf(a)).toBe(ticketOf(b));
    expect(b.json()).toEqual(a.json());
    rosa.jar = keep(rosa.jar, b);
    // nobody else asks: past the deadline her one ticket gets a practice race, not stuck
    let ticket = a.json() as MatchTicket;
    while (ticket.state !== 'matched') {
      const res = await poll(rosa);
      expect(res.statusCode, res.body).toBe(200);
      ticket = res.json();
    }
    expect(ticket.practice).not.toBeNull();
    const room = (await gamesOf(t.app).live.room(ticket.code!))!;
    const seats = await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, room.core.id));
    expect(seats.filter((s) => s.userId === rosa.id)).toHaveLength(1);
    expect(seats).toHaveLength(2);
  });

  it("a signed-in child's two taps at once while another waits: one race, one seat each", async () => {
    const grade = aGrade();
    const cleo = browser();
    expect(took(cleo, await tap(cleo, grade)).state).toBe('waiting');
    const rosa = await student();
    const [a, b] = await Promise.all([tap(rosa, grade), tap(rosa, grade)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const code = (a.json() as MatchTicket).code!;
    expect(a.json()).toMatchObject({ state: 'matched', code });
    expect(b.json()).toMatchObject({ state: 'matched', code });
    expect((await poll(cleo)).json()).toMatchObject({ state: 'matched', code });
    const room = (await gamesOf(t.app).live.room(code))!;
    const seats = await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, room.core.id));
    expect(seats.map((s) => s.userId === rosa.id).sort()).toEqual([false, true]);
  });

  it("a guest's two taps at once, before either answer set a cookie, are one ticket when the page sent one key with both", async () => {
    const grade = aGrade();
    const key = () => randomBytes(16).toString('base64url');
    const eve = browser();
    const tapKey = key();
    const withKey = () => t.post(GAME_PATHS.quickMatch, { grade, tap: tapKey }, { cookies: eve.jar, remoteAddress: eve.ip });
    const [a, b] = await Promise.all([withKey(), withKey()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(ticketOf(a)).toBeDefined();
    expect(ticketOf(b)).toBe(ticketOf(a));
    expect(b.json()).toEqual(a.json());
    expect((a.json() as MatchTicket).state).toBe('waiting');
    eve.jar = keep(eve.jar, b);
    // one ticket in the line: the next child of the grade races it, and Eve's page hears of that race
    const fay = browser();
    const paired = took(fay, await t.post(GAME_PATHS.quickMatch, { grade, tap: key() }, { cookies: fay.jar, remoteAddress: fay.ip }));
    expect(paired).toMatchObject({ state: 'matched', practice: null });
    expect((await poll(eve)).json()).toMatchObject({ state: 'matched', code: paired.code });
    // a key is a secret of one page's ask, not a name: a broken one is refused and changes nothing
    const broken = await t.post(GAME_PATHS.quickMatch, { grade, tap: 'short' }, { remoteAddress: nextIp() });
    expect(broken.statusCode).toBe(400);
    expect(ticketOf(broken)).toBeUndefined();
  });

  it('a tap after Cancel asks anew', async () => {
    const grade = aGrade();
    const dev = browser();
    const first = await tap(dev, grade);
    took(dev, first);
    expect((await t.post(GAME_PATHS.quickMatchCancel, {}, { cookies: dev.jar, remoteAddress: dev.ip })).statusCode).toBe(204);
    const again = await tap(dev, grade);
    expect(took(dev, again).state).toBe('waiting');
    expect(ticketOf(again)).not.toBe(ticketOf(first));
  });
});

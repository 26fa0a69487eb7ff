import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, QUICK_MATCH_QUESTIONS, QUICK_MATCH_SECONDS, seatCookieName } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { MatchTicket, QuickMatchView } from '@numbloom/domain/games-schema';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestCsrf } from '../../test/csrf.ts';
import { testDrivers } from '../../test/db.ts';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { recentResults } from '../progress/service.ts';
import { allNames } from './names.ts';
import { gamesOf } from './plugin.ts';
import { tokenHash } from './live-room.ts';
import { NO_HOST } from './quick-match.ts';
import { PRACTICE_KEY_PREFIX } from './quick-match-store.ts';
import { roomAnswers, roomPlayers, rooms } from './tables.ts';
import { TICKET_COOKIE } from './routes/quick-match.ts';
import type { Item } from '@numbloom/maths/types';
import { body, keep, listen, openStream, rightAnswer as answerOf, wrongAnswer, cookieHeader, type Jar } from './test-support.ts';

/** The answer key's rules (units, which forms count), which are the question's and never part of what a widget sends. */
const KEY_RULES = ['unit', 'allowFraction', 'requireSimplest', 'allowDecimal', 'requireMixed'];

/** A right answer as a widget sends it (races are drawn from any class game of the grade). */
function rightAnswer(item: Item): unknown {
  const answer = answerOf(item);
  if (!answer || typeof answer !== 'object') return answer;
  return Object.fromEntries(Object.entries(answer).filter(([k]) => !KEY_RULES.includes(k)));
}

/**
 * Quick match, the server side (decision 044): two children of a grade
 * paired by the queue, a practice opponent past the deadline, the race on the
 * engine (server-checked answers, the clock, leaving loses), and every
 * refusal, through the real app.
 */
let ip = 0;
const nextIp = () => `198.18.0.${(ip = (ip % 250) + 1)}`;
const WAIT_MS = 300;

/**
 * The ticket polls `app` holds from now on, seen from inside: `held` once the first listens for its
 * ticket's seating (the server holds it), and the seatings the polls heard while they listened. A
 * poll answered 'matched' with its own ticket among them was answered by the pairing's message, not
 * by reading the ticket again at the end of its wait. `stop` puts the queue back as it was.
 */
function watchPolls(app: FastifyInstance) {
  const queue = gamesOf(app).matches.queue;
  const own = queue.onSeated;
  const heard: string[] = [];
  let hold = () => {};
  const held = new Promise<void>((resolve) => (hold = resolve));
  queue.onSeated = (listener) => {
    const stop = own((ticket, code) => {
      heard.push(ticket);
      listener(ticket, code);
    });
    hold();
    return stop;
  };
  return { held, heard, stop: () => void (queue.onSeated = own) };
}

/** A child's browser asking for races: its cookies kept across calls. */
class Racer {
  jar: Jar = {};
  code: string | null = null;
  readonly ip = nextIp();
  readonly app: FastifyInstance;
  readonly post: (url: string, body: unknown, jar: Jar, ip: string) => Promise<LightMyRequestResponse>;

  constructor(app: FastifyInstance, post: (url: string, body: unknown, jar: Jar, ip: string) => Promise<LightMyRequestResponse>) {
    this.app = app;
    this.post = post;
  }

  async ask(grade: string, extra: Record<string, unknown> = {}) {
    const res = await this.post(GAME_PATHS.quickMatch, { grade, ...extra }, this.jar, this.ip);
    this.jar = keep(this.jar, res);
    if (res.statusCode === 200) this.code = (res.json() as MatchTicket).code;
    return res;
  }

  async poll() {
    const res = await this.app.inject({ url: GAME_PATHS.quickMatchTicket, cookies: this.jar, remoteAddress: this.ip });
    this.jar = keep(this.jar, res);
    if (res.statusCode === 200) this.code = (res.json() as MatchTicket).code ?? this.code;
    return res;
  }

  /** Asks, then waits until seated (with a partner or a practice opponent). */
  async race(grade: string): Promise<MatchTicket> {
    let ticket = (await this.ask(grade)).json() as MatchTicket;
    while (ticket.state !== 'matched') {
      const res = await this.poll();
      expect(res.statusCode, res.body).toBe(200);
      ticket = res.json();
    }
    return ticket;
  }

  get(url: string) {
    return this.app.inject({ url, cookies: this.jar, remoteAddress: this.ip });
  }

  async view(): Promise<QuickMatchView> {
    const res = await this.get(GAME_PATHS.quickMatchView(this.code!));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  send(url: string, payload: unknown = {}) {
    return this.post(url, payload, this.jar, this.ip);
  }
}

describe.each(testDrivers())('Quick match on %s', (driver) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ driver, config: { QUICK_MATCH_WAIT_MS: WAIT_MS } });
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const racer = () => new Racer(t.app, (url, payload, jar, from) => t.post(url, payload, { cookies: jar, remoteAddress: from }));
  const itemOf = async (code: string, playerId: string, index: number) => (await gamesOf(t.app).live.room(code))!.itemFor(playerId, index);

  it('two children of a grade are paired into one race of generated names, started at once, with no host', async () => {
    const ada = racer();
    const ben = racer();
    const first = await ada.ask('2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ state: 'waiting', grade: '2', code: null });
    expect(first.cookies.find((c) => c.name === TICKET_COOKIE)).toMatchObject({ httpOnly: true, path: '/api/v2/quick-match/' });
    const second = await ben.ask('2');
    expect(second.json()).toMatchObject({ state: 'matched', grade: '2', practice: null });
    const code = second.json().code as string;
    expect(ben.jar[seatCookieName(code)]).toBeDefined();
    // the one who waited hears it on their ticket
    const heard = await ada.poll();
    expect(heard.json()).toMatchObject({ state: 'matched', code, practice: null });
    expect(ada.jar[seatCookieName(code)]).toBeDefined();

    const a = await ada.view();
    const b = await ben.view();
    expect(a).toMatchObject({ code, state: 'started', grade: '2', item_count: QUICK_MATCH_QUESTIONS, practice: null, outcome: null, message: null });
    expect(a.opponent?.nickname).toBe(b.you.nickname);
    expect(b.opponent?.nickname).toBe(a.you.nickname);
    expect(allNames('en')).toContain(a.you.nickname);
    expect(allNames('en')).toContain(b.you.nickname);
    expect(Date.parse(a.ends_at!) - Date.parse(a.started_at!)).toBe(QUICK_MATCH_SECONDS * 1000);
    const room = (await gamesOf(t.app).live.room(code))!;
    expect(room.core.mode).toBe('quick-match');
    expect(room.hostUserId).toBe(NO_HOST);
  });

  it('a child of another grade is not paired: each races a practice opponent after the deadline, and the screen is told so', async () => {
    const cleo = racer();
    const dev = racer();
    expect((await cleo.ask('4')).json().state).toBe('waiting');
    expect((await dev.ask('5')).json().state).toBe('waiting');
    const [c, d] = await Promise.all([cleo.poll(), dev.poll()]);
    expect(c.json()).toMatchObject({ state: 'matched', grade: '4' });
    expect(d.json()).toMatchObject({ state: 'matched', grade: '5' });
    expect(c.json().code).not.toBe(d.json().code);
    // no race of these grades was kept yet: the practice opponent keeps a steady pace for the grade
    expect(c.json().practice).toBe('paced');
    const view = await cleo.view();
    expect(view).toMatchObject({ practice: 'paced', grade: '4', state: 'started' });
    expect(view.opponent).toMatchObject({ score: 0, left: false });
    expect(gamesOf(t.app).matches.ghosts.has(view.code)).toBe(true);
  });

  it('never pairs a child twice, however many ask at once', async () => {
    const children = Array.from({ length: 13 }, () => racer());
    const tickets = await Promise.all(children.map((c) => c.race('3')));
    const byCode = new Map<string, number>();
    for (const ticket of tickets) byCode.set(ticket.code!, (byCode.get(ticket.code!) ?? 0) + 1);
    const pairs = [...byCode.values()].filter((n) => n === 2).length;
    const practice = tickets.filter((x) => x.practice !== null).length;
    expect([...byCode.values()].every((n) => n <= 2)).toBe(true);
    expect(pairs * 2 + practice).toBe(13);
    expect(pairs).toBe(6);
    // each race has exactly its two seats, and each child holds one of them
    for (const [code, n] of byCode) {
      const room = (await gamesOf(t.app).live.room(code))!;
      expect(room.players.size).toBe(2);
      if (n === 2) expect(tickets.filter((x) => x.code === code).every((x) => x.practice === null)).toBe(true);
    }
    const seats = new Set<string>();
    for (const c of children) seats.add((await c.view()).you.player_id);
    expect(seats.size).toBe(13);
    expect(await gamesOf(t.app).matches.queue.waiting()).toMatchObject({ '3': 0 });
  });

  it('a child who stopped waiting is never paired; if they come back, a practice player', async () => {
    const gone = racer();
    expect((await gone.ask('5')).json().state).toBe('waiting');
    t.clock.advance(WAIT_MS + 6000);
    const next = racer();
    expect((await next.ask('5')).json()).toMatchObject({ state: 'waiting', code: null });
    const back = await gone.poll();
    expect(back.json()).toMatchObject({ state: 'matched', practice: expect.stringMatching(/^(paced|replay)$/) });
    expect((await next.send(GAME_PATHS.quickMatchCancel)).statusCode).toBe(204);
  });

  it('a signed-in student races under a generated name, never their own, and keeps the result on their account', async () => {
    const teacher = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 2' }, { cookies: teacher })).json();
    const klass = (created.classes as Array<{ id: string; class_code: string }>).find((c) => c.class_code === created.class_code)!;
    const added = (await t.post(ACCOUNT_PATHS.classStudents(klass.id), { names: ['Rosa Parks'] }, { cookies: teacher })).json();
    const student = (added.students as Array<{ id: string }>)[0]!;
    const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: klass.class_code, student_id: student.id }, { remoteAddress: nextIp() });
    const rosa = racer();
    rosa.jar = { ...sessionCookieOf(login)! };
    const guest = racer();
    await rosa.ask('3');
    const { code } = (await guest.ask('3')).json() as MatchTicket;
    await rosa.poll();
    const mine = await rosa.view();
    expect(allNames('en')).toContain(mine.you.nickname);
    expect((await guest.view()).opponent?.nickname).toBe(mine.you.nickname);
    expect(JSON.stringify(await guest.view())).not.toContain('Rosa');
    expect((await rosa.send(GAME_PATHS.answers(code!), { item_index: 0, response: rightAnswer(await itemOf(code!, mine.you.player_id, 0)) })).json()).toMatchObject({ score: 1 });
    expect((await guest.send(GAME_PATHS.leave(code!))).statusCode).toBe(204);
    expect((await rosa.view()).outcome).toBe('won');
    const kept = await recentResults({ config: t.config, database: t.database, now: () => t.clock.now }, student.id);
    expect(kept[0]).toMatchObject({ correct: 1, total: QUICK_MATCH_QUESTIONS });
  });

  it('a child whose page closed while waiting gets no practice race made for nobody; back again, they do', async () => {
    const uma = racer();
    expect((await uma.ask('4')).json().state).toBe('waiting');
    const controller = new AbortController();
    const polls = watchPolls(t.app);
    const held = fetch(base + GAME_PATHS.quickMatchTicket, { headers: { cookie: cookieHeader(uma.jar) }, signal: controller.signal }).catch(() => undefined);
    // the page closes while the server holds her poll
    await polls.held;
    polls.stop();
    controller.abort();
    await held;
    const racesBefore = gamesOf(t.app).live.size;
    // Not a sleep to show nothing happens: a child of another grade who asks after Uma and keeps her page
    // open gets her practice race when her wait ends, and Uma's wait, begun before, has ended by then.
    const ivy = racer();
    expect((await ivy.ask('5')).json().state).toBe('waiting');
    expect((await ivy.poll()).json()).toMatchObject({ state: 'matched', practice: expect.stringMatching(/^(paced|replay)$/) });
    expect(gamesOf(t.app).live.size).toBe(racesBefore + 1);
    const back = await uma.poll();
    expect(back.json()).toMatchObject({ state: 'matched', practice: expect.stringMatching(/^(paced|replay)$/) });
  });

  it('every race has ten different questions, even in kindergarten (whose shortest class games are left out)', async () => {
    const children = Array.from({ length: 20 }, () => racer());
    const tickets = [];
    for (const c of children) tickets.push((await c.ask('K')).json() as MatchTicket);
    const codes = new Set(tickets.map((x) => x.code).filter((c): c is string => c !== null));
    expect(codes.size).toBe(10);
    for (const code of codes) {
      const room = (await gamesOf(t.app).live.room(code))!;
      expect(room.items).toHaveLength(QUICK_MATCH_QUESTIONS);
      expect(new Set(room.items.map((i) => i.id)).size).toBe(QUICK_MATCH_QUESTIONS);
    }
  });

  it('only answers the server checked count; both hear the live score; ten each ends it early with the result', async () => {
    const eve = racer();
    const fin = racer();
    await eve.ask('6');
    const { code } = (await fin.ask('6')).json() as MatchTicket;
    await eve.poll();
    const e = await eve.view();
    const f = await fin.view();
    const watch = await openStream(base + GAME_PATHS.playerEvents(code!), cookieHeader(eve.jar));
    await watch.seen('room');
    // a score cannot be sent: the answer's schema has no such field
    const forged = await fin.send(GAME_PATHS.answers(code!), { item_index: 0, response: rightAnswer(await itemOf(code!, f.you.player_id, 0)), score: 10 });
    expect(forged.statusCode).toBe(400);
    // a wrong answer earns nothing, a right one a point, as the server checks them
    expect((await fin.send(GAME_PATHS.answers(code!), { item_index: 0, response: wrongAnswer(await itemOf(code!, f.you.player_id, 0)) })).json()).toMatchObject({ correct: false, score: 0 });
    expect((await fin.send(GAME_PATHS.answers(code!), { item_index: 1, response: rightAnswer(await itemOf(code!, f.you.player_id, 1)) })).json()).toMatchObject({ correct: true, score: 1 });
    await watch.until((ev) => ev.some((x) => x.event === 'leaderboard' && (x.data.top as Array<{ nickname: string; score: number }>).some((s) => s.nickname === f.you.nickname && s.score === 1)));
    expect((await eve.view()).opponent).toMatchObject({ nickname: f.you.nickname, score: 1, answered: 2 });
    for (let i = 0; i < QUICK_MATCH_QUESTIONS; i++) {
      const res = await eve.send(GAME_PATHS.answers(code!), { item_index: i, response: rightAnswer(await itemOf(code!, e.you.player_id, i)) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await eve.view()).state).toBe('started');
    for (let i = 2; i < QUICK_MATCH_QUESTIONS; i++) await fin.send(GAME_PATHS.answers(code!), { item_index: i, response: rightAnswer(await itemOf(code!, f.you.player_id, i)) });
    await watch.seen('ended');
    const end = await eve.view();
    expect(end).toMatchObject({ state: 'ended', outcome: 'won', message: GAME_MESSAGES.quickMatchEnded, you: { score: 10 }, opponent: { score: 9 } });
    expect((await fin.view()).outcome).toBe('lost');
    const late = await eve.send(GAME_PATHS.answers(code!), { item_index: 0, response: null });
    expect(late.statusCode).toBe(410);
    expect(body(late).user_message).toBe(GAME_MESSAGES.quickMatchEnded);
    const items = await eve.get(GAME_PATHS.items(code!));
    expect(items.statusCode).toBe(410);
    expect(body(items).user_message).toBe(GAME_MESSAGES.quickMatchEnded);
    watch.close();
  });

  it('a practice opponent replays an earlier real race of the grade, answer by answer', async () => {
    const gus = racer();
    const ticket = await gus.race('6');
    expect(ticket.practice).toBe('replay');
    // the race it repeats answered ten (right, right… or one wrong) at once on the test's clock
    await expect.poll(async () => (await gus.view()).opponent?.answered, { timeout: 5000 }).toBeGreaterThanOrEqual(QUICK_MATCH_QUESTIONS);
    const view = await gus.view();
    expect([9, 10]).toContain(view.opponent!.score);
    expect(allNames('en')).toContain(view.opponent!.nickname);
    // the child leaves: they lose, and the race has ended
    expect((await gus.send(GAME_PATHS.leave(ticket.code!))).statusCode).toBe(204);
    expect(await gus.view()).toMatchObject({ state: 'ended', outcome: 'lost', you: { left: true } });
  });

  it('a child who leaves loses and the other wins', async () => {
    const hal = racer();
    const ivy = racer();
    await hal.ask('1');
    const { code } = (await ivy.ask('1')).json() as MatchTicket;
    await hal.poll();
    const watch = await openStream(base + GAME_PATHS.playerEvents(code!), cookieHeader(ivy.jar));
    await watch.seen('room');
    const h = await hal.view();
    expect((await hal.send(GAME_PATHS.answers(code!), { item_index: 0, response: rightAnswer(await itemOf(code!, h.you.player_id, 0)) })).statusCode).toBe(200);
    expect((await hal.send(GAME_PATHS.leave(code!))).statusCode).toBe(204);
    await watch.seen('ended');
    expect(await ivy.view()).toMatchObject({ state: 'ended', outcome: 'won', opponent: { left: true, score: 1 }, you: { score: 0 } });
    expect(await hal.view()).toMatchObject({ outcome: 'lost', you: { left: true } });
    watch.close();
  });

  it('the 60-second clock ends a race; a draw is a draw', async () => {
    const jo = racer();
    const kai = racer();
    await jo.ask('1');
    const { code } = (await kai.ask('1')).json() as MatchTicket;
    await jo.poll();
    const j = await jo.view();
    expect((await jo.send(GAME_PATHS.answers(code!), { item_index: 0, response: wrongAnswer(await itemOf(code!, j.you.player_id, 0)) })).statusCode).toBe(200);
    t.clock.advance(QUICK_MATCH_SECONDS * 1000 + 1000);
    const late = await kai.send(GAME_PATHS.answers(code!), { item_index: 0, response: null });
    expect(late.statusCode).toBe(410);
    expect(body(late).user_message).toBe(GAME_MESSAGES.quickMatchEnded);
    expect(await kai.view()).toMatchObject({ state: 'ended', outcome: 'draw', message: GAME_MESSAGES.quickMatchEnded });
    expect((await jo.view()).outcome).toBe('draw');
  });

  it('refuses a bad grade, unknown fields, no ticket, not a player, another mode, and an ended race once its results are gone', async () => {
    const lu = racer();
    for (const grade of ['7', 'k', '', 3]) {
      const res = await lu.ask(grade as string);
      expect(res.statusCode).toBe(400);
      expect(body(res).errors?.grade).toBe(GAME_MESSAGES.chooseGrade);
    }
    const extra = await lu.ask('2', { nickname: 'Typed by a child' });
    expect(extra.statusCode).toBe(400);
    const nobody = racer();
    for (const res of [await nobody.poll(), await nobody.send(GAME_PATHS.quickMatchCancel)]) {
      expect(res.statusCode).toBe(401);
      expect(body(res).user_message).toBe(GAME_MESSAGES.noMatchTicket);
    }
    // a cancelled ticket is never paired
    const mo = racer();
    expect((await mo.ask('K')).json().state).toBe('waiting');
    expect((await mo.send(GAME_PATHS.quickMatchCancel)).statusCode).toBe(204);
    const nia = racer();
    expect((await nia.ask('K')).json().state).toBe('waiting');
    expect((await nia.send(GAME_PATHS.quickMatchCancel)).statusCode).toBe(204);

    const ola = racer();
    await ola.ask('5');
    const pip = racer();
    const { code } = (await pip.ask('5')).json() as MatchTicket;
    expect(code).not.toBeNull();
    const stranger = await t.app.inject({ url: GAME_PATHS.quickMatchView(code!), remoteAddress: nextIp() });
    expect(stranger.statusCode).toBe(401);
    expect(body(stranger).user_message).toBe(GAME_MESSAGES.notPlayer);
    expect((await t.app.inject({ url: GAME_PATHS.quickMatchView('ZZZZZZ'), remoteAddress: nextIp() })).statusCode).toBe(404);
    // no host path answers for a race
    expect((await t.post(GAME_PATHS.end, { code })).statusCode).toBe(401);

    // once the sweep has deleted the guests' results, the race says it has ended
    await ola.poll();
    expect((await pip.send(GAME_PATHS.leave(code!))).statusCode).toBe(204);
    t.clock.advance(25 * 60 * 60 * 1000);
    const swept = await gamesOf(t.app).sweep();
    expect(swept.resultsDeleted).toContain(code);
    const gone = await ola.get(GAME_PATHS.quickMatchView(code!));
    expect(gone.statusCode).toBe(410);
    expect(body(gone).user_message).toBe(GAME_MESSAGES.quickMatchEnded);
  });
});

/**
 * The wait for a partner on the processes below, on the app's clock: long, so that a held poll is
 * answered by the pairing's message well before its own wait ends; a test that wants the practice
 * opponent moves the clock past it.
 */
const REDIS_WAIT_MS = 20_000;

/** Two server processes sharing one queue through Redis: children asking on either meet. */
describe.runIf(process.env.TEST_REDIS_URL).each(testDrivers())('Quick match through Redis on %s', (driver) => {
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ driver, config: { REDIS_URL: process.env.TEST_REDIS_URL, QUICK_MATCH_WAIT_MS: REDIS_WAIT_MS } });
    b = await buildApp({ config: a.config, database: a.database, now: () => a.clock.now });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const onB = (url: string, payload: unknown, jar: Jar, from: string) => {
    const c = createTestCsrf(a.config.SECRET_KEY, jar);
    return b.inject({ method: 'POST', url, payload: payload as string, headers: c.headers, cookies: { ...c.cookies, ...jar }, remoteAddress: from });
  };

  it('a child waiting on one process is paired with a child asking on the other, and hears it at once', async () => {
    const grade = ['K', '1', '2', '3', '4', '5', '6'][Math.floor(Math.random() * 7)]!;
    const onA = new Racer(a.app, (url, payload, jar, from) => a.post(url, payload, { cookies: jar, remoteAddress: from }));
    const viaB = new Racer(b, onB);
    expect((await onA.ask(grade)).json().state).toBe('waiting');
    const polls = watchPolls(a.app);
    try {
      const waiting = onA.poll();
      // a's server holds the poll before b pairs the ticket: the news has to come through Redis
      await polls.held;
      const paired = await viaB.ask(grade);
      expect(paired.json()).toMatchObject({ state: 'matched', practice: null });
      const heard = await waiting;
      expect(heard.json()).toMatchObject({ state: 'matched', code: paired.json().code });
    } finally {
      polls.stop();
    }
    // answered by b's message, heard on a while the poll listened, not by a read at the end of its wait
    expect(polls.heard).toContain(tokenHash(onA.jar[TICKET_COOKIE]!));
    expect((await onA.view()).opponent?.nickname).toBe((await viaB.view()).you.nickname);
  });

  it('a practice opponent goes on answering when the process that made the race stops, each answer once', async () => {
    const c = await buildApp({ config: a.config, database: a.database, now: () => a.clock.now });
    await c.ready();
    const onC = (url: string, payload: unknown, jar: Jar, from: string) => {
      const csrf = createTestCsrf(a.config.SECRET_KEY, jar);
      return c.inject({ method: 'POST', url, payload: payload as string, headers: csrf.headers, cookies: { ...csrf.cookies, ...jar }, remoteAddress: from });
    };
    // nobody of the grade answered a race here yet: a practice opponent at the grade's pace, made on c
    const viaC = new Racer(c, onC);
    expect((await viaC.ask('K')).json().state).toBe('waiting');
    // past the wait on the app's clock: the poll seats the child with the practice opponent at once
    a.clock.advance(REDIS_WAIT_MS);
    const ticket = (await viaC.poll()).json() as MatchTicket;
    expect(ticket.practice).toBe('paced');
    const code = ticket.code!;
    expect(gamesOf(c).matches.ghosts.has(code)).toBe(true);
    const [row] = await a.database.db.select().from(rooms).where(eq(rooms.code, code));
    const seats = await a.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, row!.id));
    const ghost = seats.find((p) => p.nicknameKey.startsWith(PRACTICE_KEY_PREFIX));
    expect(ghost).toMatchObject({ answered: 0 });
    // c stops before its opponent's first answer (the first comes at least 7 s in, for kindergarten)
    await c.close();
    expect(gamesOf(c).matches.ghosts.size).toBe(0);

    // on to just after its third mark: the child's next call reaches a, which takes the race up and plays
    // what is due at once. The next mark is a pace away (seven seconds or more for kindergarten) on a's real
    // timer; half a minute on, the next one could fall due within a second, and on a busy machine the count
    // below then read one answer more than was due when it looked
    const at = row!.practiceMarks![2]!.atMs + 1;
    a.clock.advance(row!.startedAt!.getTime() + at - a.clock.now.getTime());
    const due = row!.practiceMarks!.filter((m) => m.atMs <= at);
    expect(due.length).toBe(3);
    const child = new Racer(a.app, (url, payload, jar, from) => a.post(url, payload, { cookies: jar, remoteAddress: from }));
    child.jar = viaC.jar;
    child.code = code;
    await expect.poll(async () => (await child.view()).opponent?.answered, { timeout: 5000 }).toBe(due.length);
    expect((await child.view()).opponent?.score).toBe(due.filter((m) => m.correct).length);
    // b holds the race too once asked: both play it, and each answer still counts once
    const viaB = new Racer(b, onB);
    viaB.jar = viaC.jar;
    viaB.code = code;
    expect((await viaB.view()).opponent?.answered).toBe(due.length);
    const answers = await a.database.db.select().from(roomAnswers).where(eq(roomAnswers.playerId, ghost!.id));
    expect(answers.map((x) => x.itemIndex).sort((x, y) => x - y)).toEqual(due.map((m) => m.itemIndex));
    expect((await child.send(GAME_PATHS.leave(code))).statusCode).toBe(204);
  });
});

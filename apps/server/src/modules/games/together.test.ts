import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS, seatCookieName } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostResults, HostView, Reveal } from '@numbloom/domain/games-schema';
import { checkAnswer } from '@numbloom/maths/check';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { gamesOf } from './plugin.ts';
import { body, Child, cookieHeader, createRoom, listen, openStream, rightAnswer, truthFor, wrongAnswer, type Jar } from './test-support.ts';

/**
 * Together, one question at a time (decision 090), through the real app on
 * PGlite and PostgreSQL: every child has the same question, nobody hears
 * the right answer before it closes, the host's screen hears how the class
 * answered once it has, the results per question, and play again with the
 * same children.
 */
describe.each(testDrivers())('Together on %s', (driver) => {
  let t: TestApp;
  let host: Jar;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    host = await loginAs(t, (await createUser(t)).email);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  const start = (code: string) => t.post(GAME_PATHS.start, { code }, { cookies: host });
  const hostPost = (url: string) => t.post(url, {}, { cookies: host });
  const hostGet = async (url: string) => (await t.app.inject({ url, cookies: host })).json();
  const hostStream = (code: string) => openStream(base + GAME_PATHS.hostEvents(code), cookieHeader(host));
  const childStream = (child: Child) => openStream(base + GAME_PATHS.playerEvents(child.code), cookieHeader(child.jar));
  const english = (item: Parameters<typeof checkAnswer>[0]) => checkAnswer(item, '', 'en').expected;

  /** A together room with three children seated and started. */
  async function room(settings: Record<string, unknown> = {}) {
    const { code } = await createRoom(t, host, { pace: 'together', ...settings });
    const kids = [new Child(t, code), new Child(t, code), new Child(t, code)];
    const ids: string[] = [];
    for (const [i, name] of ['Ada', 'Bo', 'Cy'].entries()) ids.push((await kids[i]!.joined(name)).player_id);
    return { code, kids, ids };
  }

  it('every child gets the same question in the same order, which a room read again from the database keeps', async () => {
    const { code, kids } = await room();
    await start(code);
    const firsts = await Promise.all(kids.map(async (k) => (await k.get(GAME_PATHS.items(code))).json().items as Array<{ id: string }>));
    expect(firsts.map((items) => items.length)).toEqual([1, 1, 1]);
    expect(new Set(firsts.map((items) => items[0]!.id)).size).toBe(1);
    await hostPost(GAME_PATHS.next(code));
    // a process that reads the room afresh (a restart) serves the same order
    await gamesOf(t.app).live.reload(code);
    const seconds = await Promise.all(kids.map(async (k) => (await k.get(GAME_PATHS.items(code))).json().items as Array<{ id: string }>));
    expect(seconds.map((items) => items.map((i) => i.id))).toEqual([0, 1, 2].map(() => seconds[0]!.map((i) => i.id)));
    expect(seconds[0]![0]!.id).toBe(firsts[0]![0]!.id);
    expect(seconds[0]![1]!.id).not.toBe(seconds[0]![0]!.id);
  });

  it('nobody hears the right answer before the question closes; once every child has answered, it closes and the host hears how the class answered', async () => {
    const { code, kids, ids } = await room();
    const hostEvents = await hostStream(code);
    const adaEvents = await childStream(kids[0]!);
    await Promise.all([hostEvents.seen('room'), adaEvents.seen('room')]);
    await start(code);
    const truth = await truthFor(t, code, ids[0]!);
    const wrong = wrongAnswer(truth[0]!);

    const ada = await kids[0]!.answer(0, rightAnswer(truth[0]!));
    expect(ada.json()).toMatchObject({ correct: null, expected: null, score: 0, bonus_added: 0 });
    expect(await kids[0]!.view()).toMatchObject({ score: 0, answers: {}, round_answered: true, round_closed_at: null });
    expect((await kids[1]!.answer(0, wrong)).json()).toMatchObject({ correct: null, expected: null });
    // the question itself is on the host's screen, without its answer while open
    const open = await hostGet(GAME_PATHS.hostQuestion(code));
    expect(open).toMatchObject({ round: 0, closed_at: null, reveal: null });
    expect(open.item).toEqual((await kids[2]!.get(GAME_PATHS.items(code))).json().items[0]);
    expect(open.item.answer).not.toHaveProperty('value');
    expect(hostEvents.events.some((e) => e.event === 'round-closed')).toBe(false);

    // the last child answers (the time ran out on them): the question closes
    await kids[2]!.answer(0, null);
    await Promise.all([hostEvents.seen('round-closed'), adaEvents.seen('round-closed')]);
    const reveal = hostEvents.events.find((e) => e.event === 'round-closed')!.data.reveal as Reveal;
    expect(reveal).toEqual({ expected: english(truth[0]!), answered: 3, right: 1, wrong: [{ answer: expect.any(String), count: 1 }], no_answer: 1 });
    // a child hears their own verdict and score, not the class's answers
    const toAda = adaEvents.events.find((e) => e.event === 'round-closed')!.data;
    expect(toAda).toMatchObject({ round: 0, reveal: null, you: { correct: true, score: 1 } });
    expect(await kids[0]!.view()).toMatchObject({ score: 1, answers: { '0': true }, round_answered: false });
    expect((await hostGet(GAME_PATHS.hostQuestion(code))).reveal).toEqual(reveal);

    // closed: no more answers, from anyone
    const again = await kids[1]!.answer(0, rightAnswer(truth[0]!));
    expect(again.statusCode).toBe(409);
    expect(body(again).user_message).toBe(GAME_MESSAGES.roundClosed);
    hostEvents.close();
    adaEvents.close();
  });

  it('the host closes a question before everyone has answered, or takes out the child it waits for; Next then opens the next one; a closed question takes no late answer', async () => {
    const { code, kids, ids } = await room();
    await start(code);
    const truth = await truthFor(t, code, ids[0]!);
    await kids[0]!.answer(0, wrongAnswer(truth[0]!));
    expect((await hostPost(GAME_PATHS.closeRound(code))).json()).toMatchObject({ round: 0, round_closed_at: expect.any(String) });
    expect((await hostGet(GAME_PATHS.hostQuestion(code))).reveal).toMatchObject({ answered: 1, right: 0, no_answer: 0 });
    const late = await kids[1]!.answer(0, rightAnswer(truth[0]!));
    expect(late.statusCode).toBe(409);
    expect(body(late).user_message).toBe(GAME_MESSAGES.roundClosed);
    // taking out the only child who had not answered closes the question too
    await hostPost(GAME_PATHS.next(code));
    await kids[0]!.answer(1, rightAnswer(truth[1]!));
    await kids[1]!.answer(1, rightAnswer(truth[1]!));
    expect((await hostGet(GAME_PATHS.host(code))).round_closed_at).toBeNull();
    await t.post(GAME_PATHS.removePlayer(code, ids[2]!), {}, { cookies: host });
    expect((await hostGet(GAME_PATHS.host(code))).round_closed_at).not.toBeNull();
    // closing twice answers the room as it is
    const twice = await hostPost(GAME_PATHS.closeRound(code));
    expect(twice.json().round_closed_at).toBe((await hostGet(GAME_PATHS.host(code))).round_closed_at);
    expect((await hostPost(GAME_PATHS.next(code))).json()).toMatchObject({ round: 2, round_closed_at: null });
    expect((await kids[1]!.answer(2, rightAnswer(truth[2]!))).statusCode).toBe(200);
    const selfPaced = await createRoom(t, host);
    await start(selfPaced.code);
    expect(body(await hostPost(GAME_PATHS.closeRound(selfPaced.code))).user_message).toBe(GAME_MESSAGES.notTogether);
  });

  it('a question with a timer closes by itself when its time (the longest a child has) is up', async () => {
    const { code, kids, ids } = await room({ seconds_per_question: 10 });
    await t.post(GAME_PATHS.extraTime(code, ids[1]!), { extra_time: 'double' }, { cookies: host });
    await start(code);
    const hostEvents = await hostStream(code);
    await hostEvents.seen('room');
    await kids[0]!.answer(0, rightAnswer((await truthFor(t, code, ids[0]!))[0]!));
    const live = gamesOf(t.app).live;
    // past the plain ten seconds, within Bo's twenty: still open
    t.clock.advance(15_000);
    live.scheduleClock((await live.room(code))!);
    expect((await hostGet(GAME_PATHS.host(code))).round_closed_at).toBeNull();
    t.clock.advance(10_000);
    live.scheduleClock((await live.room(code))!);
    await hostEvents.seen('round-closed');
    expect(hostEvents.events.find((e) => e.event === 'round-closed')!.data.reveal).toMatchObject({ answered: 1, right: 1 });
    hostEvents.close();
  });

  it('the results say, for each question, how many were right and the common wrong answers', async () => {
    const { code, kids, ids } = await room();
    await start(code);
    const truth = await truthFor(t, code, ids[0]!);
    await kids[0]!.answer(0, rightAnswer(truth[0]!));
    await kids[1]!.answer(0, wrongAnswer(truth[0]!));
    await kids[2]!.answer(0, wrongAnswer(truth[0]!));
    await hostPost(GAME_PATHS.next(code));
    await kids[0]!.answer(1, rightAnswer(truth[1]!));
    await kids[1]!.answer(1, rightAnswer(truth[1]!));
    await t.post(GAME_PATHS.end, { code }, { cookies: host });
    const results: HostResults = await hostGet(GAME_PATHS.hostResults(code));
    expect(results.questions).toHaveLength(2);
    expect(results.questions![0]).toMatchObject({ round: 0, expected: english(truth[0]!), answered: 3, right: 1, wrong: [{ count: 2 }], no_answer: 0 });
    expect(results.questions![0]!.text.length).toBeGreaterThan(3);
    expect(results.questions![1]).toMatchObject({ round: 1, answered: 2, right: 2, wrong: [] });
    const selfPaced = await createRoom(t, host);
    await start(selfPaced.code);
    await t.post(GAME_PATHS.end, { code: selfPaced.code }, { cookies: host });
    expect((await hostGet(GAME_PATHS.hostResults(selfPaced.code))).questions).toBeNull();
  });

  it('play again: the host starts a new game of the same activity and the same children follow without the code; one taken out does not', async () => {
    const { code, kids, ids } = await room();
    await t.post(GAME_PATHS.settings(code), { join_check: true }, { cookies: host });
    await start(code);
    await t.post(GAME_PATHS.removePlayer(code, ids[2]!), {}, { cookies: host });
    expect(body(await hostPost(GAME_PATHS.playAgain(code))).user_message).toBe(GAME_MESSAGES.notEndedYet);
    expect(body(await kids[0]!.post(GAME_PATHS.follow(code))).user_message).toBe(GAME_MESSAGES.noNextGame);
    await t.post(GAME_PATHS.end, { code }, { cookies: host });
    const adaEvents = await openStream(base + GAME_PATHS.playerEvents(code), cookieHeader(kids[0]!.jar));
    const again = await hostPost(GAME_PATHS.playAgain(code));
    expect(again.statusCode, again.body).toBe(200);
    const next: HostView = again.json();
    expect(next).toMatchObject({ state: 'waiting', activity_id: (await hostGet(GAME_PATHS.host(code))).activity_id, settings: { pace: 'together', join_check: true } });
    expect(next.code).not.toBe(code);
    // asked again (another screen of the host): the same new game
    expect((await hostPost(GAME_PATHS.playAgain(code))).json().code).toBe(next.code);
    expect((await hostGet(GAME_PATHS.host(code))).next_code).toBe(next.code);
    expect((await hostGet(GAME_PATHS.hostResults(code))).next_code).toBe(next.code);

    // a child whose page was still open hears it; one who reads their result later finds it there
    if (adaEvents.status === 200) {
      await adaEvents.seen('play-again');
      expect(adaEvents.events.find((e) => e.event === 'play-again')!.data).toEqual({ type: 'play-again', code: next.code });
      adaEvents.close();
    }
    expect((await kids[1]!.get(GAME_PATHS.results(code))).json().next_code).toBe(next.code);
    for (const [i, name] of ['Ada', 'Bo'].entries()) {
      const res = await kids[i]!.post(GAME_PATHS.follow(code));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ code: next.code, nickname: name, state: 'waiting', score: 0 });
      expect(res.cookies.some((c) => c.name === seatCookieName(next.code))).toBe(true);
      kids[i]!.jar = { ...kids[i]!.jar, ...Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) };
    }
    // following twice keeps the one seat
    expect((await kids[0]!.post(GAME_PATHS.follow(code))).json().player_id).toBe((await kids[0]!.post(GAME_PATHS.follow(code))).json().player_id);
    expect((await kids[2]!.post(GAME_PATHS.follow(code))).statusCode).toBe(403);
    const seated: HostView = await hostGet(GAME_PATHS.host(next.code));
    expect(seated.players.map((p) => p.nickname)).toEqual(['Ada', 'Bo']);
    // the new game plays as any: Ada's seat cookie opens it
    await start(next.code);
    const ada = new Child(t, next.code);
    ada.jar = kids[0]!.jar;
    expect((await ada.get(GAME_PATHS.items(next.code))).json().items).toHaveLength(1);
  });
});

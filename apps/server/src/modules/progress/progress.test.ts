import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { starsFor } from '@numbloom/domain/content';
import { RUN_MESSAGES, RUN_PATHS, type ClassMasteryView, type MyMasteryView, type RunAnswerView, type RunView } from '@numbloom/domain/runs';
import { planRun } from '@numbloom/maths/run';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { featureDrivers } from '../../test/db.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf } from '../accounts/test-support.ts';
import { loadCatalogue } from '../content/service.ts';
import { PLAYER_PATH, RESULTS_PATH } from './routes.ts';
import { deleteResultsOf, onRunFinished, startRun as startRunService, sweepRuns, type FinishedRun } from './service.ts';
import * as store from './store.ts';
import { episodeResults, runAnswers, runs, skillEstimates } from './tables.ts';
import { answer, askedItem, guestCookieOf, nextDay, playRun, rightResponse, startRun, WRONG } from './test-support.ts';

const HOUR = 60 * 60 * 1000;
let ip = 0;
const nextIp = () => `203.0.113.${(ip = (ip % 250) + 1)}`;

describe.each(featureDrivers())('server-issued runs, stars and mastery on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const signedIn = async (role: 'teacher' | 'parent' = 'parent') => {
    const { user, email } = await createUser(t, { role });
    return { user, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
  };
  const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
  const starsOf = async (cookies: Record<string, string>) => (await get(PLAYER_PATH, cookies)).json().total_stars as number;

  /** A teacher with a class of students, each signed in with the class code. */
  async function classWith(names: string[]) {
    const teacher = await signedIn('teacher');
    const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3' }, { cookies: teacher.cookies })).json();
    const classId = created.classes[0].id as string;
    const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher.cookies });
    const students: Array<{ id: string; name: string; cookies: Record<string, string> }> = [];
    for (const s of added.json().students as Array<{ id: string; display_name: string }>) {
      const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: created.class_code, student_id: s.id }, { remoteAddress: nextIp() });
      students.push({ id: s.id, name: s.display_name, cookies: sessionCookieOf(login)! });
    }
    return { teacher, classId, students };
  }

  describe('stars are earned', () => {
    it('the old request reporting a score earns nothing: the path is gone and no stars are given', async () => {
      const { user, cookies } = await signedIn();
      const forged = await t.post(RESULTS_PATH, { episode_id: 'grade-3-read-clock-episode', correct: 5, total: 5, duration_ms: 61_000 }, { cookies });
      expect(forged.statusCode).toBe(404);
      expect(await starsOf(cookies)).toBe(0);
      expect(await db().select().from(episodeResults).where(eq(episodeResults.userId, user.id))).toEqual([]);
    });

    it('sends each question without its answer, explanation or seed, then scores the run from the answers it checked', async () => {
      const { user, cookies } = await signedIn();
      const started = await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies);
      expect(started.statusCode, started.body).toBe(200);
      const view = started.json() as RunView;
      expect(view).toMatchObject({ mode: 'activity', activity_id: 'grade-3-add-episode', item_count: 5, answered: 0, correct: 0, signed_in: true, result: null });
      const row = await store.findRun(db(), view.id);
      expect(started.body).not.toContain(row!.seed);
      const item = await askedItem(t, view.id);
      expect(Object.keys(view.item!.answer).sort()).toEqual(Object.keys({ kind: 1, ...('unit' in item.answer && item.answer.unit ? { unit: 1 } : {}) }).sort());
      expect(view.item).not.toHaveProperty('explanation');
      expect(view.item).not.toHaveProperty('seed');
      expect(view.item!.id).toBe(`${view.id}.0`);

      // after an answer, its right answer and steps may come back
      const first = await answer(t, view.id, view.item!.id, rightResponse(item), cookies);
      expect(first.json()).toMatchObject({ correct: true, reason: null, explanation: item.explanation, run: { answered: 1, correct: 1 } });

      const { last } = await playRunFrom(view.id, first.json() as RunAnswerView, cookies, 2);
      expect(last.run.result).toEqual({ correct: 3, total: 5, stars: starsFor(3, 5), total_stars: starsFor(3, 5) });
      const results = await db().select().from(episodeResults).where(eq(episodeResults.userId, user.id));
      expect(results).toEqual([expect.objectContaining({ episodeId: 'grade-3-add-episode', correct: 3, total: 5, stars: 2, runId: view.id })]);
      expect((await get(RESULTS_PATH, cookies)).json()).toMatchObject({ total_stars: 2, results: [{ episode_id: 'grade-3-add-episode', correct: 3, total: 5, stars: 2 }] });
    });

    /** Answers the rest of a run: the next `right` questions right, the others wrong. */
    async function playRunFrom(runId: string, after: RunAnswerView, cookies: Record<string, string> | undefined, right: number) {
      let last = after;
      for (let i = 0; last.run.item; i++) {
        const item = await askedItem(t, runId);
        const res = await answer(t, runId, last.run.item.id, i < right ? rightResponse(item) : WRONG, cookies);
        expect(res.statusCode, res.body).toBe(200);
        last = res.json() as RunAnswerView;
      }
      return { last };
    }

    it('gives three stars for five right, keeps the best run of each activity in the total', async () => {
      const { cookies } = await signedIn();
      const perfect = await playRun(t, cookies, { activity_id: 'grade-2-add-episode', right: 5, durationMs: 42_000 });
      expect(perfect.last.run.result).toEqual({ correct: 5, total: 5, stars: 3, total_stars: 3 });
      const worse = await playRun(t, cookies, { activity_id: 'grade-2-add-episode', right: 1 });
      expect(worse.last.run.result).toEqual({ correct: 1, total: 5, stars: 1, total_stars: 3 });
      const other = await playRun(t, cookies, { activity_id: 'grade-3-read-clock-episode', right: 0 });
      expect(other.last.run.result).toEqual({ correct: 0, total: 5, stars: 0, total_stars: 3 });
      const results = (await get(RESULTS_PATH, cookies)).json().results as Array<{ duration_ms: number; stars: number }>;
      expect(results.map((r) => r.stars)).toEqual([0, 1, 3]);
      expect(results[2]!.duration_ms).toBe(42_000);
    });

    it('refuses a score in an answer, and any field it does not know', async () => {
      const { cookies } = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      for (const body of [
        { item_id: view.item!.id, response: '5', correct: true },
        { item_id: view.item!.id, response: '5', stars: 3 },
        { item_id: view.item!.id },
        { item_id: view.item!.id, response: { kind: 'integer', value: 'five' } },
      ]) {
        const res = await t.post(RUN_PATHS.answers(view.id), body, { cookies });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      for (const body of [
        { mode: 'activity', activity_id: 'grade-3-add-episode', correct: 5, total: 5 },
        { mode: 'activity' },
        { mode: 'practice', grade: '9' },
        { mode: 'quiz', activity_id: 'grade-3-add-episode' },
      ]) {
        expect((await startRun(t, body, cookies)).statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await store.findRun(db(), view.id))!.answered).toBe(0);
    });

    it('refuses activities not played on one’s own: a worksheet, a class game, one that does not exist', async () => {
      const { cookies } = await signedIn();
      for (const id of ['grade-3-multiply-worksheet', 'grade-3-time-class-game', 'grade-3-nothing-episode']) {
        const res = await startRun(t, { mode: 'activity', activity_id: id }, cookies);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().user_message).toBe(RUN_MESSAGES.notPlayable);
      }
    });

    it('counts one answer per question: a second answer to it is refused and changes nothing', async () => {
      const { cookies } = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      const item = await askedItem(t, view.id);
      expect((await answer(t, view.id, view.item!.id, WRONG, cookies)).json().correct).toBe(false);
      const again = await answer(t, view.id, view.item!.id, rightResponse(item), cookies);
      expect(again.statusCode).toBe(409);
      expect(again.json().user_message).toBe(RUN_MESSAGES.alreadyAnswered);
      expect(await store.findRun(db(), view.id)).toMatchObject({ answered: 1, correct: 0 });
      expect(await db().select().from(runAnswers).where(eq(runAnswers.runId, view.id))).toHaveLength(1);
    });

    it('refuses an answer to a question the run is not asking: a later one, or another run’s', async () => {
      const { cookies } = await signedIn();
      const a = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      const b = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      const itemA = await askedItem(t, a.id);
      for (const [run, itemId] of [
        [a.id, `${a.id}.1`],
        [b.id, a.item!.id],
        [a.id, 'item-0'],
      ] as const) {
        const res = await answer(t, run, itemId, rightResponse(itemA), cookies);
        expect(res.statusCode, itemId).toBe(409);
        expect(res.json().user_message).toBe(RUN_MESSAGES.notThisQuestion);
      }
      expect(await store.findRun(db(), a.id)).toMatchObject({ answered: 0 });
      expect(await store.findRun(db(), b.id)).toMatchObject({ answered: 0 });
    });

    it('answers 404 for another player’s run, a guest’s run, or one that does not exist; 400 for a malformed id', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, owner.cookies)).json() as RunView;
      const item = await askedItem(t, view.id);
      const guestStart = await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' });
      const guest = guestCookieOf(guestStart)!;
      const guestRun = guestStart.json() as RunView;
      for (const [runId, itemId, cookies] of [
        [view.id, view.item!.id, other.cookies],
        [view.id, view.item!.id, guest],
        [view.id, view.item!.id, undefined],
        [guestRun.id, guestRun.item!.id, owner.cookies],
        ['00000000-0000-4000-8000-000000000000', view.item!.id, owner.cookies],
      ] as const) {
        const res = await answer(t, runId, itemId, rightResponse(item), cookies);
        expect(res.statusCode).toBe(404);
        expect(res.json().user_message).toBe(RUN_MESSAGES.notFound);
        expect((await get(RUN_PATHS.run(runId), cookies)).statusCode).toBe(404);
      }
      expect((await answer(t, 'not-a-run', view.item!.id, '1', owner.cookies)).statusCode).toBe(400);
      expect(await store.findRun(db(), view.id)).toMatchObject({ answered: 0 });
    });

    it('refuses answers to a finished run: a replayed last answer earns nothing more', async () => {
      const { user, cookies } = await signedIn();
      const started = await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies);
      let view = started.json() as RunView;
      let lastBody: { item_id: string; response: unknown } | undefined;
      while (view.item) {
        const item = await askedItem(t, view.id);
        lastBody = { item_id: view.item.id, response: rightResponse(item) };
        view = ((await t.post(RUN_PATHS.answers(view.id), lastBody, { cookies })).json() as RunAnswerView).run;
      }
      expect(view.result).toMatchObject({ correct: 5, stars: 3 });
      for (const body of [lastBody, { item_id: `${view.id}.5`, response: '1' }]) {
        const replay = await t.post(RUN_PATHS.answers(view.id), body, { cookies });
        expect(replay.statusCode).toBe(409);
        expect(replay.json().user_message).toBe(RUN_MESSAGES.finished);
      }
      expect(await db().select().from(episodeResults).where(eq(episodeResults.userId, user.id))).toHaveLength(1);
      expect(await starsOf(cookies)).toBe(3);
      // the finished run still reads back with its result
      expect((await get(RUN_PATHS.run(view.id), cookies)).json()).toMatchObject({ item: null, result: { correct: 5, total: 5, stars: 3, total_stars: 3 } });
    });

    it('closes a run left idle for hours', async () => {
      const { cookies } = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      t.clock.advance(5 * HOUR);
      const res = await answer(t, view.id, view.item!.id, '1', cookies);
      expect(res.statusCode).toBe(410);
      expect(res.json().user_message).toBe(RUN_MESSAGES.expired);
      expect((await get(RUN_PATHS.run(view.id), cookies)).statusCode).toBe(410);
    });

    it('a guest plays the same way, and nothing of it is kept as a result or earns stars', async () => {
      const before = (await db().select().from(episodeResults)).length;
      const { start, last, cookies } = await playRun(t, undefined, { activity_id: 'grade-3-add-episode', right: 5 });
      expect(start.signed_in).toBe(false);
      expect(cookies?.nb_guest).toBeTruthy();
      expect(last.run.result).toEqual({ correct: 5, total: 5, stars: null, total_stars: null });
      expect(await db().select().from(episodeResults)).toHaveLength(before);
      // the guest cookie lives for the browser session only
      const started = await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' });
      const cookie = started.cookies.find((c) => c.name === 'nb_guest')!;
      expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v2/', sameSite: 'Lax' });
      expect(cookie.maxAge).toBeUndefined();
      expect(cookie.expires).toBeUndefined();
    });

    it('replays a guest’s run from a seed at the activity’s level, but never takes a signed-in player’s seed', async () => {
      const activity = loadCatalogue().byId.get('grade-2-add-episode')!;
      const planned = planRun(activity, { seed: 'shared1', count: 5, country: 'US' }).items();
      const guest = (await startRun(t, { mode: 'activity', activity_id: activity.id, seed: 'shared1', region_code: 'US' })).json() as RunView;
      expect(guest.adaptive).toBe(false);
      expect(await askedItem(t, guest.id)).toEqual(planned[0]);
      const { cookies } = await signedIn();
      const mine = (await startRun(t, { mode: 'activity', activity_id: activity.id, seed: 'shared1', region_code: 'US' }, cookies)).json() as RunView;
      expect((await store.findRun(db(), mine.id))!.seed).not.toBe('shared1');
      expect(mine.adaptive).toBe(true);
    });

    it('plans in the page region’s units and tells a word-problem set’s questions as stories', async () => {
      const length = loadCatalogue().activities.find((a) => a.type === 'episode' && a.generator_key === 'measurement/length' && a.grade === '1')!;
      const us = (await startRun(t, { mode: 'activity', activity_id: length.id, region_code: 'US' })).json() as RunView;
      const au = (await startRun(t, { mode: 'activity', activity_id: length.id, region_code: 'AU' })).json() as RunView;
      expect(us.item!.answer).toMatchObject({ unit: 'in' });
      expect(au.item!.answer).toMatchObject({ unit: 'cm' });
      expect(us.word_problem).toBe(false);
      const story = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-word-problems', language_code: 'fr' })).json() as RunView;
      expect(story.word_problem).toBe(true);
      expect(story.item!.story).toBeTruthy();
      expect((await store.findRun(db(), story.id))!.languageCode).toBe('fr');
    });

    it('tells the handlers of finished runs, in the run’s transaction, with the context it was started with', async () => {
      const { user, email } = await createUser(t, { role: 'parent' });
      const seen: FinishedRun[] = [];
      onRunFinished('test-listener', async (tx, run) => {
        const [row] = await tx.select().from(episodeResults).where(eq(episodeResults.runId, run.runId));
        expect(row).toBeTruthy();
        seen.push(run);
      });
      const deps = { config: t.config, database: t.database, now: () => t.clock.now };
      const { run } = await startRunService(deps, { learner: { kind: 'user', userId: user.id }, mode: 'activity', activityId: 'grade-3-add-episode', adaptive: false, context: { challenge_id: 'c-1' } });
      expect(run.adaptive).toBe(false);
      const cookies = await loginAs(t, email, PASSWORD, nextIp());
      let view = (await get(RUN_PATHS.run(run.id), cookies)).json() as RunView;
      let i = 0;
      while (view.item) {
        const item = await askedItem(t, run.id);
        view = ((await answer(t, run.id, view.item.id, i++ % 2 ? WRONG : rightResponse(item), cookies)).json() as RunAnswerView).run;
      }
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ runId: run.id, userId: user.id, activityId: 'grade-3-add-episode', mode: 'activity', context: { challenge_id: 'c-1' }, correct: 3, total: 5, stars: 2 });
      expect(seen[0]!.answers.map((a) => [a.index, a.correct])).toEqual([[0, true], [1, false], [2, true], [3, false], [4, true]]);
      expect(seen[0]!.answers.every((a) => a.level === 2)).toBe(true);
    });

    it('a handler that fails undoes the last answer, which may be sent again', async () => {
      const { cookies } = await signedIn();
      let fail = true;
      onRunFinished('test-listener', async () => {
        if (fail) throw new Error('listener down');
      });
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      let current = view;
      while (current.answered < current.item_count - 1) {
        current = ((await answer(t, view.id, current.item!.id, WRONG, cookies)).json() as RunAnswerView).run;
      }
      const lastId = current.item!.id;
      expect((await answer(t, view.id, lastId, WRONG, cookies)).statusCode).toBe(500);
      expect(await store.findRun(db(), view.id)).toMatchObject({ answered: 4, finishedAt: null });
      fail = false;
      const done = await answer(t, view.id, lastId, WRONG, cookies);
      expect(done.json().run.result).toMatchObject({ correct: 0, total: 5 });
    });

    afterEach(() => onRunFinished('test-listener', async () => {}));
  });

  describe('practice that adapts', () => {
    it('steps a run up after two right answers in a row and down after a mistake', async () => {
      const { cookies } = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, cookies)).json() as RunView;
      expect(view.level).toBe(2);
      const steps: Array<[number, string | null]> = [];
      let current = view;
      for (const right of [true, true, false, true]) {
        const item = await askedItem(t, view.id);
        expect(item.difficulty).toBe(current.level);
        const res = (await answer(t, view.id, current.item!.id, right ? rightResponse(item) : WRONG, cookies)).json() as RunAnswerView;
        current = res.run;
        steps.push([current.level, res.level_change]);
      }
      expect(steps).toEqual([
        [2, null],
        [3, 'up'],
        [2, 'down'],
        [2, null],
      ]);
      expect(current.item!.difficulty).toBe(2);
    });

    it('starts the next run of a skill at the level the estimate supports, up after success, down after mistakes', async () => {
      const strong = await signedIn();
      await playRun(t, strong.cookies, { activity_id: 'grade-4-multiply-episode', right: 5 });
      await playRun(t, strong.cookies, { activity_id: 'grade-4-multiply-episode', right: 5 });
      const third = (await startRun(t, { mode: 'activity', activity_id: 'grade-4-multiply-episode' }, strong.cookies)).json() as RunView;
      expect(third.level).toBe(3);

      const struggling = await signedIn();
      await playRun(t, struggling.cookies, { activity_id: 'grade-4-multiply-episode', right: 1 });
      const next = (await startRun(t, { mode: 'activity', activity_id: 'grade-4-multiply-episode' }, struggling.cookies)).json() as RunView;
      expect(next.level).toBe(1);
      const mine = (await get(RUN_PATHS.myMastery, struggling.cookies)).json() as MyMasteryView;
      expect(mine.signed_in).toBe(true);
      expect(mine.skills).toEqual([expect.objectContaining({ skill: 'multiplication-division/multiply@4', band: 'needs-practice', answers: 5, correct: 1, level: 1 })]);
    });

    it('practice picks the skill the child most needs, and not the same one twice in a row', async () => {
      const { cookies } = await signedIn();
      // each skill once, as its own episode: the episodes on one focus (decision 080) are not practice's
      const gradeThree = loadCatalogue().activities.filter((a) => a.type === 'episode' && a.grade === '3' && !a.generator_mix?.length && !a.focus);
      expect(new Set(gradeThree.map((a) => a.generator_key)).size).toBe(gradeThree.length);
      const first = await playRun(t, cookies, { grade: '3', right: 2 });
      t.clock.advance(60_000);
      expect(first.start).toMatchObject({ mode: 'practice', item_count: 8, activity_id: gradeThree[0]!.id });
      const second = (await startRun(t, { mode: 'practice', grade: '3' }, cookies)).json() as RunView;
      t.clock.advance(60_000);
      // the first skill is under way and weak, but was just practised: the next new skill comes between
      expect(second.activity_id).toBe(gradeThree[1]!.id);
      const rest = await playRun(t, cookies, { grade: '3', right: 0 });
      // the weakest skill under way comes back once another was practised
      expect(rest.start.skill).toBe(first.start.skill);
      expect(first.last.run.result).toMatchObject({ total: 8, stars: expect.any(Number) });
    });

    it('a guest’s practice adapts within the session and is forgotten with it', async () => {
      const first = await playRun(t, undefined, { activity_id: 'grade-5-divide-episode', right: 5 });
      const guest = first.cookies!;
      const again = (await startRun(t, { mode: 'activity', activity_id: 'grade-5-divide-episode' }, guest)).json() as RunView;
      expect(first.start.level).toBe(2);
      expect(again.level).toBe(3);
      expect((await get(RUN_PATHS.myMastery, guest)).json()).toMatchObject({ signed_in: false, skills: [{ skill: 'multiplication-division/divide@5', answers: 5, correct: 5 }] });
      // another browser starts from nothing
      expect((await get(RUN_PATHS.myMastery)).json()).toEqual({ signed_in: false, skills: [] });
    });

    it('tells two students of one name apart as every list of the class does', async () => {
      const { teacher, classId } = await classWith(['Mia', 'Noor', 'mia']);
      const view = (await get(RUN_PATHS.classMastery(classId), teacher.cookies)).json() as ClassMasteryView;
      expect(view.students.map((s) => [s.display_name, s.name_number]).sort()).toEqual([
        ['Mia', 1],
        ['Noor', null],
        ['mia', 2],
      ]);
    });

    it('shows a teacher each student’s mastery per skill for their class, and nobody else', async () => {
      const { teacher, classId, students } = await classWith(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
      const [ada, alan] = students;
      await playRun(t, ada!.cookies, { activity_id: 'grade-3-add-episode', right: 5 });
      // one perfect run is not mastery (decision 081): the view says what the band rests on
      const early = (await get(RUN_PATHS.classMastery(classId), teacher.cookies)).json() as ClassMasteryView;
      expect(early.students[0]!.skills['addition-subtraction/add@3']).toMatchObject({ band: 'getting-there', answers: 5, runs: 1, days: 1, recent_accuracy: 100 });
      await playRun(t, ada!.cookies, { activity_id: 'grade-3-add-episode', right: 5 });
      await nextDay(t, [ada!.cookies, alan!.cookies, teacher.cookies]);
      await playRun(t, ada!.cookies, { activity_id: 'grade-3-add-episode', right: 5 });
      await playRun(t, alan!.cookies, { activity_id: 'grade-3-add-episode', right: 1 });
      await playRun(t, alan!.cookies, { activity_id: 'grade-3-read-clock-episode', right: 3 });
      const res = await get(RUN_PATHS.classMastery(classId), teacher.cookies);
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json() as ClassMasteryView;
      expect(view.class).toEqual({ id: classId, name: 'Year 3' });
      expect(view.skills.map((s) => s.skill)).toEqual(['addition-subtraction/add@3', 'time/read-clock@3']);
      expect(view.students.map((s) => s.display_name)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
      expect(view.students[0]!.skills['addition-subtraction/add@3']).toMatchObject({ band: 'mastered', answers: 15, correct: 15, runs: 3, days: 2, recent_accuracy: 100 });
      expect(view.students[1]!.skills['addition-subtraction/add@3']).toMatchObject({ band: 'needs-practice', correct: 1 });
      expect(view.students[1]!.skills['time/read-clock@3']).toMatchObject({ answers: 5, correct: 3, mastery: expect.any(Number) });
      expect(view.students[2]!.skills).toEqual({});

      const otherTeacher = await signedIn('teacher');
      expect((await get(RUN_PATHS.classMastery(classId), otherTeacher.cookies)).statusCode).toBe(404);
      expect((await get(RUN_PATHS.classMastery(classId), ada!.cookies)).statusCode).toBe(403);
      expect((await get(RUN_PATHS.classMastery(classId))).statusCode).toBe(401);
      expect((await get('/api/v2/progress/classes/nope/mastery/', teacher.cookies)).statusCode).toBe(400);
    });
  });

  describe('malformed input', () => {
    it('answers every odd request with a 4xx, never a 500', async () => {
      const { cookies } = await signedIn();
      const view = (await startRun(t, { mode: 'activity', activity_id: 'grade-4-shape-properties-episode' }, cookies)).json() as RunView;
      expect(view.item).toBeTruthy();
      const big = 1_000_000;
      const responses: unknown[] = [
        '',
        ' ',
        'x'.repeat(100),
        '١٢٣',
        '1/0',
        '-0',
        { kind: 'integer', value: big },
        { kind: 'decimal', value: 'abc' },
        { kind: 'decimal', value: '1e309' },
        { kind: 'fraction', numerator: 1, denominator: 0 },
        { kind: 'fraction', numerator: -big, denominator: -big },
        { kind: 'time', hours: 24, minutes: 59 },
        { kind: 'money', cents: -big, currency: 'GBP' },
        { kind: 'remainder', quotient: -1, remainder: big },
        { kind: 'point', x: big, y: -big },
        { kind: 'choice', key: '' },
        { kind: 'rectangle', rows: -big, columns: 0, match: 'area' },
        { kind: 'drawn-polygon', points: [] },
        { kind: 'drawn-polygon', points: Array.from({ length: 50 }, (_, i) => ({ x: (i * 7919) % 13, y: (i * 104729) % 11 })) },
        { kind: 'drawn-polygon', points: [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }] },
        { kind: 'polygon', sides: 4 },
        null,
        7,
        [],
        {},
      ];
      let current = view;
      for (const response of responses) {
        const res = await t.post(RUN_PATHS.answers(view.id), { item_id: current.item?.id ?? `${view.id}.0`, response }, { cookies });
        expect(res.statusCode, JSON.stringify(response)).toBeLessThan(500);
        if (res.statusCode === 200) current = (res.json() as RunAnswerView).run;
      }
      // the readable ones were answers: the run went on, and finished
      expect(current.answered).toBe(5);
      const bodies: unknown[] = [null, [], 'x', 1, { mode: 'activity', activity_id: 'x'.repeat(500) }, { mode: 'activity', activity_id: 'grade-3-add-episode', seed: '../../etc' }, { mode: 'practice', grade: 'K', region_code: 'ZZ', language_code: 'xx' }];
      for (const body of bodies) {
        const res = await t.post(RUN_PATHS.start, body, { cookies });
        expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      }
      for (const url of [RUN_PATHS.run('0'), RUN_PATHS.run('%00'), RUN_PATHS.classMastery('%zz'), `${RUN_PATHS.myMastery}?region_code=${'x'.repeat(300)}`]) {
        expect((await get(url, cookies)).statusCode, url).toBeLessThan(500);
      }
      // a guest cookie of any shape is a guest, or none
      const odd = await t.post(RUN_PATHS.start, { mode: 'activity', activity_id: 'grade-3-add-episode' }, { cookies: { nb_guest: 'x'.repeat(500) } });
      expect(odd.statusCode).toBe(200);
    });
  });

  describe('retention', () => {
    it('deletes a guest’s runs and session estimates hours after the last answer; a player’s result and estimates stay', async () => {
      const guest = await playRun(t, undefined, { activity_id: 'grade-1-add-episode', right: 2 });
      const player = await signedIn();
      const played = await playRun(t, player.cookies, { activity_id: 'grade-1-add-episode', right: 2 });
      const abandoned = (await startRun(t, { mode: 'activity', activity_id: 'grade-1-add-episode' }, player.cookies)).json() as RunView;
      t.clock.advance(5 * HOUR);
      await sweepRuns(db(), t.clock.now);
      expect(await store.findRun(db(), guest.start.id)).toBeUndefined();
      expect(await store.findRun(db(), abandoned.id)).toBeUndefined();
      expect(await store.findRun(db(), played.start.id)).toBeDefined();
      expect((await get(RUN_PATHS.myMastery, guest.cookies)).json().skills).toEqual([]);
      t.clock.advance(31 * 24 * HOUR);
      await sweepRuns(db(), t.clock.now);
      expect(await store.findRun(db(), played.start.id)).toBeUndefined();
      expect(await db().select().from(episodeResults).where(eq(episodeResults.userId, player.user.id))).toHaveLength(1);
      expect(await db().select().from(skillEstimates).where(eq(skillEstimates.userId, player.user.id))).toHaveLength(1);
    });

    it('deletes a player’s runs and estimates with their results', async () => {
      const player = await signedIn();
      await playRun(t, player.cookies, { activity_id: 'grade-1-add-episode', right: 2 });
      await deleteResultsOf(db(), [player.user.id]);
      expect(await db().select().from(runs).where(eq(runs.userId, player.user.id))).toEqual([]);
      expect(await db().select().from(skillEstimates).where(eq(skillEstimates.userId, player.user.id))).toEqual([]);
    });
  });
});

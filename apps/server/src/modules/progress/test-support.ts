import type { LightMyRequestResponse } from 'fastify';
import { RUN_PATHS, type RunAnswerView, type RunView } from '@numbloom/domain/runs';
import '@numbloom/maths/all';
import { formatAnswer } from '@numbloom/maths/text';
import type { Item, Response } from '@numbloom/maths/types';
import type { TestApp } from '../../test/app.ts';
import { planOf } from './service.ts';
import * as store from './store.ts';

/** A response the checker takes as right: the answer as a child would type it, or a drawn shape. */
export function rightResponse(item: Item): Response {
  if (item.answer.kind === 'polygon') return { kind: 'drawn-polygon', points: item.answer.example };
  return formatAnswer(item.answer, 'en', item.choices);
}
/** Unreadable as any answer: wrong for every kind of question. */
export const WRONG = 'zzz';

/**
 * The question a run asks now, with its answer: the test reads the run's seed
 * from the database, as only the server can, and plans it again.
 */
export async function askedItem(t: TestApp, runId: string): Promise<Item> {
  const run = await store.findRun(t.database.db, runId);
  if (!run) throw new Error(`no run ${runId}`);
  const levels = (await store.answersOf(t.database.db, runId)).map((a) => a.level);
  return planOf(run, levels).itemAt(run.answered);
}

export async function startRun(t: TestApp, body: Record<string, unknown>, cookies?: Record<string, string>) {
  return t.post(RUN_PATHS.start, body, cookies ? { cookies } : {});
}

/** The guest cookie a start answered with, as cookies for the next requests. */
export function guestCookieOf(res: LightMyRequestResponse) {
  const c = res.cookies.find((x) => x.name === 'nb_guest');
  return c ? { nb_guest: c.value } : undefined;
}

export async function answer(t: TestApp, runId: string, itemId: string, response: Response, cookies?: Record<string, string>) {
  return t.post(RUN_PATHS.answers(runId), { item_id: itemId, response }, cookies ? { cookies } : {});
}

/**
 * Plays a whole run through the API: the first `right` questions answered
 * right, the rest wrong, `durationMs` on the app's clock between start and
 * the last answer. Answers the last answer's view.
 */
export async function playRun(
  t: TestApp,
  cookies: Record<string, string> | undefined,
  options: { activity_id?: string; grade?: string; right: number; durationMs?: number; region_code?: string; language_code?: string },
): Promise<{ start: RunView; last: RunAnswerView; cookies: Record<string, string> | undefined }> {
  const { right, durationMs = 0, activity_id, grade, ...rest } = options;
  const body = grade ? { mode: 'practice', grade, ...rest } : { mode: 'activity', activity_id: activity_id ?? 'grade-3-add-episode', ...rest };
  const started = await startRun(t, body, cookies);
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const jar = cookies ?? guestCookieOf(started);
  let view = started.json() as RunView;
  const start = view;
  let last: RunAnswerView | undefined;
  for (let i = 0; view.item; i++) {
    const item = await askedItem(t, view.id);
    if (view.answered === view.item_count - 1) t.clock.advance(durationMs);
    const res = await answer(t, view.id, view.item.id, i < right ? rightResponse(item) : WRONG, jar);
    if (res.statusCode !== 200) throw new Error(`answer ${i}: ${res.statusCode} ${res.body}`);
    last = res.json() as RunAnswerView;
    view = last.run;
  }
  if (!last) throw new Error('the run asked nothing');
  return { start, last, cookies: jar };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Moves the app's clock past the next midnight (UTC) a few hours at a time, each of these
 * people's sessions kept alive by a request on the way: a child coming back the next day.
 */
export async function nextDay(t: TestApp, sessions: Array<Record<string, string>>) {
  const today = Math.floor(t.clock.now.getTime() / DAY);
  while (Math.floor(t.clock.now.getTime() / DAY) === today) {
    t.clock.advance(6 * HOUR);
    for (const cookies of sessions) await t.app.inject({ method: 'GET', url: RUN_PATHS.myMastery, cookies });
  }
}

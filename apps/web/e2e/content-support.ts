import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import '../../../packages/maths/src/all.ts'; // the tests work out items and answers in any language
import { generateItem } from '../../../packages/maths/src/generate.ts';
import { formatAnswer } from '../../../packages/maths/src/text.ts';
import type { PlayableItem } from '../../../packages/maths/src/playable.ts';
import type { Currency, Grade, Item, TopicKey, UnitSystem } from '../../../packages/maths/src/types.ts';

/** Presses Tab until the locator has focus (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/**
 * The items of a run as the player makes them: same engine, same seeds (engine.ts
 * itemsForRun). The defaults are a US page's: dollars and customary units.
 */
export function runItems(topic: TopicKey, grade: Grade, runSeed: string, count: number, currency: Currency = 'USD', units: UnitSystem = 'customary'): Item[] {
  return Array.from({ length: count }, (_, i) => generateItem({ topic, grade, difficulty: 2, seed: `${runSeed}-${i}`, currency, units }));
}

/** Answers one item with the keyboard only: arrow keys on a number line, typing in a box, arrows in a radio group. */
export async function answerWithKeyboard(page: Page, item: Pick<Item, 'input' | 'visual' | 'answer' | 'choices'>) {
  if (item.input === 'number-line' && item.visual?.type === 'number-line') {
    const slider = page.getByRole('slider', { name: 'Move the marker to your answer' });
    await tabTo(page, slider);
    const target = item.answer.kind === 'integer' ? item.answer.value : Number(item.answer.kind === 'decimal' ? item.answer.value : NaN);
    const steps = Math.round((target - item.visual.min) / item.visual.step);
    await page.keyboard.press('Home');
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(target));
    await page.keyboard.press('Enter');
    return;
  }
  if (item.input === 'choice' && item.answer.kind === 'choice') {
    const keys = (item.choices ?? []).map((c) => c.key);
    await tabTo(page, page.getByRole('radio').first());
    const want = keys.indexOf(item.answer.key);
    // Focusing the group checks nothing yet; Space checks the focused radio, arrows move and check.
    await page.keyboard.press('Space');
    for (let i = 0; i < want; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    return;
  }
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await tabTo(page, box);
  await page.keyboard.type(formatAnswer(item.answer, 'en', item.choices));
  await page.keyboard.press('Enter');
}

/**
 * The questions of the server's runs a page plays, as the server sends them
 * (no answers): read off the run API's responses. A signed-in player's seed
 * never leaves the server, so a test answers as a child does, from what the
 * question shows.
 */
export function followRuns(page: Page) {
  const asked: PlayableItem[] = [];
  page.on('response', async (res) => {
    if (!/\/api\/v2\/runs\//.test(new URL(res.url()).pathname) || !res.ok()) return;
    const body = (await res.json().catch(() => null)) as { item?: PlayableItem | null; answered?: number; run?: { item: PlayableItem | null; answered: number } } | null;
    const run = body?.run ?? body;
    if (run?.item && typeof run.answered === 'number') asked[run.answered] = run.item;
  });
  return {
    /** The question at a position of the run being played, once the server has sent it. */
    async question(index: number): Promise<PlayableItem> {
      await expect.poll(() => asked[index], { timeout: 15_000 }).toBeTruthy();
      const item = asked[index]!;
      delete asked[index];
      return item;
    },
  };
}

/**
 * A number-line question as a child answers it from what it shows: the number
 * it asks to put on the line, or the one its arrow points to.
 */
export function shownNumberLineAnswer(item: PlayableItem): Pick<Item, 'input' | 'visual' | 'answer' | 'choices'> {
  if (item.visual?.type !== 'number-line') throw new Error(`not a number-line question: ${item.prompt.key}`);
  const n = item.prompt.params.n;
  const value = typeof n === 'number' ? n : item.visual.target;
  if (typeof value !== 'number') throw new Error(`nothing on the question says its number: ${JSON.stringify(item.prompt)}`);
  return { input: item.input, visual: item.visual, answer: { kind: 'integer', value } };
}

type RunView = { id: string; answered: number; item: PlayableItem | null; result: { correct: number; total: number; stars: number | null } | null };

/**
 * A run started by `start` (a POST answering the run), played to its end through the API as the
 * player does (CSRF header echoed from its cookie): the first `right` questions answered from what
 * they show, the others wrong. Answers the finished run.
 */
async function playRun(request: APIRequestContext, start: string, body: object, right: number) {
  const { csrf_token } = (await (await request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { headers: { 'X-CSRFToken': csrf_token }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  let run = (await post(start, body)) as RunView;
  while (run.item) {
    const shown = shownNumberLineAnswer(run.item);
    const value = shown.answer.kind === 'integer' ? shown.answer.value : NaN;
    const response = run.answered < right ? (run.item.input === 'number-line' ? { kind: 'integer', value } : String(value)) : 'zzz';
    run = ((await post(`/api/v2/runs/${run.id}/answers/`, { item_id: run.item.id, response })) as { run: RunView }).run;
  }
  return run;
}

/** A whole run of a number-line episode, played through the API (playRun). */
export function playNumberLineRun(request: APIRequestContext, activityId: string, right: number) {
  return playRun(request, '/api/v2/runs/', { mode: 'activity', activity_id: activityId, region_code: 'US', language_code: 'en' }, right);
}

/** A challenge's run of a number-line episode with the student's own session: the server issues it and checks each answer (playRun). */
export function playChallengeRun(request: APIRequestContext, uuid: string, activityId: string, right: number) {
  return playRun(request, `/api/v2/challenge/${uuid}/runs/`, { activity_id: activityId }, right);
}

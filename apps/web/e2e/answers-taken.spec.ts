/**
 * How a child's answer is taken, as a child gives it: a coordinate grid left as
 * it started is no answer (even when the point goes at (0, 0)), a question whose
 * answer may be below zero brings up a keyboard with a minus key, and in a
 * challenge an answer that reaches the server after the end is refused and the
 * child is told so, with the score the server counted.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import '../../../packages/maths/src/all.ts';
import type { Grade, Item, TopicKey } from '../../../packages/maths/src/types.ts';
import { makeClass, studentLogin } from './classes-support.ts';
import { runItems, shownNumberLineAnswer, tabTo } from './content-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { createChallenge, staff } from './staff-support.ts';

test.describe.configure({ timeout: 240_000 });

/** A run seed whose first item is answered on `input` and passes `wanted`, and that item. */
function seedFor(topic: TopicKey, grade: Grade, input: Item['input'], wanted: (item: Item) => boolean = () => true): { seed: string; item: Item } {
  for (let i = 0; i < 5000; i++) {
    const seed = `taken-${i}`;
    const item = runItems(topic, grade, seed, 1)[0]!;
    if (item.input === input && wanted(item)) return { seed, item };
  }
  throw new Error(`no seed gives such a ${input} item for ${topic} ${grade}`);
}

const check = (page: Page) => page.getByRole('button', { name: 'Check' });

test('a point never placed is no answer, even when it goes at (0, 0); placed there, it is right', async ({ page }) => {
  const { seed } = seedFor('geometry/coordinates', '5', 'coordinate-grid', (item) => item.answer.kind === 'point' && item.answer.x === 0 && item.answer.y === 0);
  await page.goto(`/us/en/activities/episode/grade-5-coordinates-episode/play?seed=${seed}`);
  const point = page.getByRole('slider', { name: 'Place the point' });
  // a screen reader hears that nothing is placed yet, not the point's resting place
  await expect(point).toHaveAttribute('aria-valuetext', 'Not placed yet: move the point with the arrow keys, or tap the grid');
  await check(page).click();
  await expect(page.getByRole('alert')).toHaveText('Place the point first: tap where it goes on the grid.');
  await expect(page.getByRole('status').getByText('Correct!')).toHaveCount(0);
  await expectAccessible(page);
  // the child places it: one step out along the axis and back
  await tabTo(page, point);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(point).toHaveAttribute('aria-valuetext', 'Point at (0, 0)');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await check(page).click();
  await expect(page.getByRole('status').getByText('Correct!')).toBeVisible();
});

test('a sum of integers brings up a keyboard with a minus key; whole-number sums keep the digit pad', async ({ page }) => {
  const { seed, item } = seedFor('addition-subtraction/subtract', '6', 'text', (i) => i.answer.kind === 'integer' && i.answer.value < 0);
  await page.goto(`/us/en/activities/episode/grade-6-subtract-episode/play?seed=${seed}`);
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toHaveAttribute('inputmode', 'text');
  await box.fill(String(item.answer.kind === 'integer' ? item.answer.value : ''));
  await check(page).click();
  await expect(page.getByRole('status').getByText('Correct!')).toBeVisible();

  const whole = seedFor('addition-subtraction/subtract', '3', 'text');
  await page.goto(`/us/en/activities/episode/grade-3-subtract-episode/play?seed=${whole.seed}`);
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('inputmode', 'numeric');
});

/** Plays a whole challenge run through the API with the child's session, every answer right, as the player would. */
async function playChallengeRunRight(request: APIRequestContext, uuid: string) {
  const { csrf_token } = (await (await request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const post = async (p: string, data: object) => {
    const res = await request.post(p, { headers: { 'X-CSRFToken': csrf_token }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  type View = { id: string; item: Parameters<typeof shownNumberLineAnswer>[0] | null };
  let run = (await post(`/api/v2/challenge/${uuid}/runs/`, { activity_id: 'grade-k-number-line-episode' })) as View;
  while (run.item) {
    const shown = shownNumberLineAnswer(run.item);
    const value = shown.answer.kind === 'integer' ? shown.answer.value : NaN;
    run = ((await post(`/api/v2/runs/${run.id}/answers/`, { item_id: run.item.id, response: run.item.input === 'number-line' ? { kind: 'integer', value } : String(value) })) as { run: View }).run;
  }
}

/** Gives some answer to the question shown (right or wrong does not matter here) and checks it. */
async function answerSomething(page: Page) {
  await expect(page.getByRole('heading', { name: /^Question \d+ of \d+$/ })).toBeVisible();
  const line = page.getByRole('slider', { name: 'Move the marker to your answer' });
  if (await line.count()) {
    await tabTo(page, line);
    await page.keyboard.press('ArrowRight');
  } else await page.getByRole('textbox', { name: 'Your answer' }).fill('1');
  await check(page).click();
}

test('in a challenge, an answer that arrives after the end is refused and the child is told, with the score that counted', async ({ page, browser }) => {
  const uuid = createChallenge({
    name: 'Bell Test Week',
    description: 'Find numbers on the number line.',
    activity: 'grade-k-number-line-episode',
    when: { registrationOpens: -1, registrationCloses: 1, warmup: -1, contest: -0.5, contestEnds: 2 },
  });
  await signIn(page, { firstName: 'Mary', lastName: 'Jackson', role: 'teacher' });
  const classCode = await makeClass(page, 'Kinder Bell', ['Ana Ruiz']);
  await page.goto(`/us/en/challenge/${uuid}/`);
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel(/Kinder Bell/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('1 class is registered.', { exact: false })).toBeVisible();

  const { page: child } = await anotherPage(browser);
  await studentLogin(child, classCode, 'Ana Ruiz');
  // one run finished in time counts
  await playChallengeRunRight(child.request, uuid);
  await child.goto(`/us/en/challenge/${uuid}/play/`);
  await child.getByRole('button', { name: 'Numbers on a number line: Number line to 20' }).click();
  await answerSomething(child);
  await child.getByRole('button', { name: 'Next question' }).click();
  await expect(child.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible();

  // the bell: the contest ends while the child is on a question
  staff(['challenge', 'close', uuid]);
  await answerSomething(child);
  await expect(child.getByRole('alert')).toHaveText('Time was up before this answer arrived, so it did not count.');
  // what the page says counted is what the server counted: the run finished in time, nothing of this one
  const counted = (await (await child.request.get(`/api/v2/challenge/${uuid}/`)).json()) as { standing: { score: number; target: number } };
  expect(counted.standing.score).toBeGreaterThan(0);
  await expect(child.getByText('Sorry, this challenge is now over.')).toBeVisible();
  await expect(child.getByText(`Your score: ${counted.standing.score} of ${counted.standing.target}`)).toBeVisible();
  await expectAccessible(child);
});

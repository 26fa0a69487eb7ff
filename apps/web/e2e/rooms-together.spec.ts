import { test, expect as baseExpect, anotherPage } from './fixtures.ts';
import { giveAnswer, join, openRoom, questionOnScreen, solve } from './rooms-support.ts';

/**
 * Together, one question at a time (decision 090): a teacher's projected
 * screen and two children on their own devices. Both get the same question,
 * which the big screen shows; once both have answered, the screen shows the
 * right answer and how the class answered, each child whether they were
 * right; the teacher moves on and closes the next one herself; the results
 * go question by question; Play again takes both children to a new game
 * without typing the code. Real server, real event streams.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('together: the same question for everyone on the big screen, how the class answered, results per question, and play again with the same children', async ({ page: host, browser }) => {
  await host.setViewportSize({ width: 1280, height: 720 });
  const code = await openRoom(host, { firstName: 'Grace', lastName: 'Hopper', tag: 'host' });
  await host.getByLabel('Pace').selectOption({ label: 'Together, one question at a time' });
  const [ada, bo] = [await anotherPage(browser), await anotherPage(browser)];
  for (const [child, name] of [[ada, 'Ada'], [bo, 'Bo']] as const) {
    await child.page.goto(`/us/en/join/?code=${code}`);
    await join(child.page, code, name);
    await expect(child.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  }
  await host.getByRole('button', { name: 'Start' }).click();

  // the same question on both devices and on the big screen, read from the back of the room
  for (const child of [ada.page, bo.page]) await expect(child.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const first = await questionOnScreen(ada.page);
  expect(await questionOnScreen(bo.page)).toBe(first);
  const onScreen = host.getByTestId('host-question').locator('.host-question-text');
  await expect(onScreen).toHaveText(first);
  expect(Number.parseFloat(await onScreen.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(36);
  await expect(host.getByText('Answered: 0 of 2')).toBeVisible();

  // Ada right, Bo wrong: neither is told until the question closes, which the last answer does
  const right = solve(first);
  await giveAnswer(ada.page, right);
  await expect(ada.page.getByRole('heading', { name: 'Your answer is in!' })).toBeVisible();
  await expect(host.getByText('Answered: 1 of 2')).toBeVisible();
  await expect(host.getByTestId('reveal')).toHaveCount(0);
  await giveAnswer(bo.page, right + 1);
  const reveal = host.getByTestId('reveal');
  await expect(reveal.getByTestId('right-answer')).toHaveText(String(right));
  await expect(reveal.getByText('Right: 1')).toBeVisible();
  await expect(reveal.getByRole('table', { name: 'Wrong answers' }).getByRole('row', { name: `${right + 1} 1` })).toBeVisible();
  await expect(ada.page.getByRole('heading', { name: 'You got it right!' })).toBeVisible();
  await expect(bo.page.getByRole('heading', { name: 'Not this time.' })).toBeVisible();

  // the teacher moves on; only Ada answers, and the teacher shows the answer herself
  await host.getByRole('button', { name: 'Next question' }).click();
  for (const child of [ada.page, bo.page]) await expect(child.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  const second = await questionOnScreen(bo.page);
  expect(await questionOnScreen(ada.page)).toBe(second);
  await expect(onScreen).toHaveText(second);
  await giveAnswer(ada.page, solve(second));
  await expect(host.getByText('Answered: 1 of 2')).toBeVisible();
  await host.getByRole('button', { name: 'Show the answer' }).click();
  await expect(reveal.getByTestId('right-answer')).toHaveText(String(solve(second)));
  await expect(reveal.getByText('No wrong answers')).toBeVisible();
  await expect(bo.page.getByRole('heading', { name: 'This question has closed.' })).toBeVisible();

  // the end: question by question
  await host.getByRole('button', { name: 'End activity' }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Yes, end the activity' }).click();
  const perQuestion = host.getByRole('table', { name: 'Question by question' });
  await expect(perQuestion.getByRole('row')).toHaveCount(3);
  await expect(perQuestion.getByRole('row').nth(1)).toContainText(`${right}1 / 2${right + 1} (1)`);
  await expect(perQuestion.getByRole('row').nth(2)).toContainText('1 / 1No wrong answers');
  for (const child of [ada.page, bo.page]) await expect(child.getByRole('heading', { name: 'The game is over!' })).toBeVisible();

  // play again: a new game, and both children are in it without typing its code
  await host.getByRole('button', { name: 'Play again with the same children' }).click();
  await expect(host.getByTestId('room-code')).not.toHaveText(code);
  const next = (await host.getByTestId('room-code').textContent())!.trim();
  for (const child of [ada.page, bo.page]) {
    await expect(child).toHaveURL(new RegExp(`/join/${next}/`));
    await expect(child.getByRole('heading', { name: "You're in!" })).toBeVisible();
  }
  await expect(host.locator('.name-wall')).toHaveText(/Ada.*Bo|Bo.*Ada/);
});

import { test, expect, expectAccessible, watchConsole, anotherPage } from './fixtures.ts';
import { answerSomehow } from './rooms-support.ts';
import { isDesktop } from './site-support.ts';

/**
 * Quick match (decision 044): two children in two browsers choose the same
 * grade and meet in a race; each sees the other's live progress and score;
 * one leaves, and both read 'This Quick Match has ended.' with the result. A
 * child alone races a practice player after the deadline (the test server's
 * QUICK_MATCH_WAIT_MS is a few seconds), and the page says so. Keyboard only
 * where a child would use it, and axe on every screen.
 */

test.describe.configure({ timeout: 180_000 });

const LOBBY = '/us/en/quick-match/';

// On a phone too: the lobby, the race with both scores and the end are the child's own pages.
test('two children of a grade meet, see each other’s live progress, and one leaving ends it for both', { tag: '@phone' }, async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  // Children are paired by grade alone, so no other journey running beside this one may ask for its
  // grade: the phone's run of it asks for another (a desktop child paired with a phone child of the
  // other run failed both), and the journeys racing a practice player use grades of their own.
  const grade = isDesktop(page) ? 'Grade 2' : 'Grade 3';
  // the other child's browser is open on the page already: the first one waits only a few seconds (the test server's deadline)
  const { page: other } = await anotherPage(browser);
  const otherProblems = watchConsole(other);
  await other.goto(LOBBY);
  await expect(other.getByRole('button', { name: grade })).toBeVisible();
  await page.goto(LOBBY);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick match' })).toBeVisible();
  await expectAccessible(page);
  // keyboard only: to the grade's button and Enter
  const gradeButton = page.getByRole('button', { name: grade });
  for (let i = 0; i < 30 && !(await gradeButton.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(gradeButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Looking for a player…' })).toBeVisible();
  await other.getByRole('button', { name: grade }).click();

  for (const p of [page, other]) {
    await expect(p).toHaveURL(/\/us\/en\/quick-match\/[A-Z0-9]{6}\/$/);
    await expect(p.getByTestId('opponent-kind')).toContainText('another child in your grade');
  }
  expect(new URL(page.url()).pathname).toBe(new URL(other.url()).pathname);
  await expect(page.getByTestId('their-answered')).toHaveText('0 of 10 answered');
  await expectAccessible(page);

  // the other child answers: this one sees it move, and the score the server gave
  await answerSomehow(other);
  await expect(other.getByTestId('my-answered')).toHaveText('1 of 10 answered');
  await expect(page.getByTestId('their-answered')).toHaveText('1 of 10 answered');
  const theirScore = await other.getByTestId('my-score').textContent();
  await expect(page.getByTestId('their-score')).toHaveText(theirScore!);
  await answerSomehow(page);
  await expect(other.getByTestId('their-answered')).toHaveText('1 of 10 answered');

  // this child leaves (keyboard: the button, then the confirmation)
  await page.getByRole('button', { name: 'Leave the match' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('If you leave now, you lose this match. Leave?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, leave' }).focus();
  await page.keyboard.press('Enter');
  for (const p of [page, other])
    await expect(p.getByRole('heading', { level: 1, name: 'This Quick Match has ended.' })).toBeVisible();
  await expect(page.getByTestId('outcome')).toHaveText('You lost this time. Good try!');
  await expect(page.getByText('You left the match, so it counts as a loss.')).toBeVisible();
  await expect(other.getByTestId('outcome')).toHaveText('You won!');
  await expect(other.getByText(/left the match, so you win\./)).toBeVisible();
  await expect(other.getByTestId('final-scores')).toContainText(`You: ${theirScore}.`);
  await expectAccessible(other);
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(otherProblems).toEqual([]);
  await other.context().close();
});

test('a child alone races a practice player, and the page says so; Play again looks again', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(LOBBY);
  await page.getByRole('button', { name: 'Kindergarten' }).click();
  await expect(page.getByRole('status')).toContainText(
    /If nobody comes in \d+ seconds, you will race a practice player\./,
  );
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/quick-match\/[A-Z0-9]{6}\/$/, { timeout: 20_000 });
  await expect(page.getByTestId('opponent-kind')).toHaveText(
    /^Nobody else was looking just now, so you are racing a practice player/,
  );
  await expect(page.getByTestId('time-left')).toContainText(/Time left: [01]:\d\d/);
  await expectAccessible(page);
  // the practice player answers on its own: its progress moves on this screen
  await expect(page.getByTestId('their-answered')).not.toHaveText('0 of 10 answered', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Leave the match' }).click();
  await page.getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This Quick Match has ended.' })).toBeVisible();
  await expect(page.getByTestId('outcome')).toHaveText('You lost this time. Good try!');
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByRole('heading', { name: 'Looking for a player…' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Kindergarten');
  await page.getByRole('button', { name: 'Stop looking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick match' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the tenth answer’s feedback is seen before the page says all ten are answered', async ({ page }) => {
  await page.goto(LOBBY);
  await page.getByRole('button', { name: 'Grade 4' }).click();
  await expect(page).toHaveURL(/\/quick-match\/[A-Z0-9]{6}\/$/, { timeout: 20_000 });
  for (let i = 0; i < 9; i++) {
    await answerSomehow(page);
    await page.getByRole('button', { name: 'Next question' }).click();
  }
  await answerSomehow(page);
  // the verdict of the last answer stays on the screen until the child moves on
  await expect(page.locator('.play-feedback p').first()).toBeVisible();
  await expect(page.getByTestId('my-answered')).toHaveText('10 of 10 answered');
  await page.getByRole('button', { name: 'Finish' }).click();
  // the practice player answers at a grade's usual pace, far slower than this: the race is still on
  await expect(page.getByRole('status').filter({ hasText: /^You have answered all ten! Waiting for / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
});

test('in Arabic the page reads right to left, every grade in Arabic, and stays accessible', async ({ page }) => {
  await page.goto('/aue/ar/quick-match/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مباراة سريعة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'الصف الثاني' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'اختر صفّك' }).getByRole('button')).toHaveCount(7);
  await expectAccessible(page);
});

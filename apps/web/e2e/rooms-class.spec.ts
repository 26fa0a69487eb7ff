import { test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, expectAccessible, signUpAccount, uniqueEmail, watchConsole } from './accounts-support.ts';
import { tabTo } from './content-support.ts';

/**
 * Play with class: a teacher opens a room from a class game, two children join
 * on their own devices (one nickname refused first), the teacher starts, the
 * children answer, the scoreboard moves, the teacher ends, the children are
 * told. Real server, real event streams.
 */

test.describe.configure({ timeout: 120_000 });

const GAME = '/us/en/activities/episode/grade-2-addition-subtraction-class-game/';

/** A child's own browser: a fresh context with the project's device settings. */
async function childPage(browser: Browser, info: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  return context.newPage();
}

/** Works out a grade 2 sum as a child would: "65 + 13 = ?", "97 − 12 = ?", "Find the missing number: ? + 17 = 60". */
function solve(question: string): number {
  const m = /(\d+|\?)\s*([+−-])\s*(\d+|\?)\s*=\s*(\d+|\?)/.exec(question);
  if (!m) throw new Error(`cannot read ${question}`);
  const [a, op, b, c] = [m[1]!, m[2]!, m[3]!, m[4]!];
  const n = (s: string) => Number(s);
  const plus = op === '+';
  if (c === '?') return plus ? n(a) + n(b) : n(a) - n(b);
  if (a === '?') return plus ? n(c) - n(b) : n(c) + n(b);
  return plus ? n(c) - n(a) : n(a) - n(c);
}

async function join(page: Page, code: string, nickname: string) {
  await page.getByLabel('Activity code').fill(code);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join' }).click();
}

test('a teacher hosts a class game: children join, play and are told when it ends', async ({ page, browser }, info) => {
  const problems = watchConsole(page);
  await signUpAccount(page, { firstName: 'Mary', lastName: 'Jackson', email: uniqueEmail('host'), role: 'Teacher' });

  await page.goto(GAME);
  await page.getByRole('button', { name: 'Play with my class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play with my class' })).toBeVisible();
  const code = (await page.getByTestId('room-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText(/\/us\/en\/join\/$/)).toBeVisible();
  await expect(page.getByText('Nobody has joined yet.')).toBeVisible();
  await expectAccessible(page);

  const ada = await childPage(browser, info);
  const bo = await childPage(browser, info);
  const childProblems = [ada, bo].map(watchConsole);
  await ada.goto('/us/en/join/');
  await expect(ada.getByRole('heading', { level: 1, name: 'Join your class game' })).toBeVisible();
  await expectAccessible(ada);
  // Typed in lower case with a space, as children do: the code still works.
  await join(ada, `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`, 'Ada');
  await expect(ada.getByRole('heading', { name: "You're in!" })).toBeVisible();
  const players = page.getByRole('list', { name: /Players/ });
  await expect(players.getByRole('listitem').filter({ hasText: /^Ada$/ })).toBeVisible();

  await bo.goto('/us/en/join/');
  await join(bo, code, 'ADA');
  await expect(bo.getByText('Someone in this room already has this nickname. Please choose another.')).toBeVisible();
  await expect(bo.getByLabel('Nickname')).toBeFocused();
  // The second child uses the keyboard only.
  await bo.getByLabel('Nickname').fill('Bo');
  await bo.keyboard.press('Enter');
  await expect(bo.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expectAccessible(bo);

  await expect(page.getByRole('heading', { name: 'Players: 2 of 40' })).toBeVisible();
  await expect(players.getByRole('listitem')).toHaveText(['Ada', 'Bo']);
  // a teacher using a screen reader hears each child arrive
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Bo joined.' })).toBeAttached();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Scoreboard' })).toBeVisible();
  for (const child of [ada, bo]) await expect(child.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expectAccessible(ada);

  // Ada answers the first two right; Bo answers the first one wrong.
  for (const n of [1, 2]) {
    await expect(ada.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const question = (await ada.locator('#question').textContent())!;
    await ada.getByLabel('Your answer').fill(String(solve(question)));
    await ada.getByRole('button', { name: 'Check' }).click();
    await expect(ada.getByText('Correct!')).toBeVisible();
    await ada.getByRole('button', { name: 'Next question' }).click();
  }
  const boQuestion = (await bo.locator('#question').textContent())!;
  await tabTo(bo, bo.getByLabel('Your answer'));
  await bo.keyboard.type(String(solve(boQuestion) + 1));
  await bo.keyboard.press('Enter');
  await expect(bo.getByText(`The answer is ${solve(boQuestion)}.`)).toBeVisible();

  const board = page.getByRole('table');
  await expect(board.getByRole('row', { name: /Ada/ })).toContainText('2 of 10');
  await expect(board.getByRole('row', { name: /Ada/ }).getByRole('cell').nth(1)).toHaveText('2');
  await expect(board.getByRole('row', { name: /Bo/ })).toContainText('1 of 10');
  await expect(board.getByRole('row', { name: /Bo/ }).getByRole('cell').nth(1)).toHaveText('0');
  await expect(board.getByRole('row').nth(1)).toContainText('Ada');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'End activity' }).click();
  await expect(page.getByRole('heading', { name: 'The activity has ended' })).toBeVisible();
  for (const child of [ada, bo]) {
    await expect(child.getByRole('alert')).toHaveText('Oops, this activity has ended.');
    await expect(child.getByText(/Going to the home page in \d+ seconds?\./)).toBeVisible();
  }
  await expectAccessible(ada);
  // The countdown takes the child home.
  await expect(ada).toHaveURL(/\/us\/en\/$/, { timeout: 15_000 });

  // A child who comes late with the old code is told the same.
  await bo.goto('/us/en/join/');
  await join(bo, code, 'Cy');
  await expect(bo.getByRole('alert')).toHaveText('Oops, this activity has ended.');
  expect(problems).toEqual([]);
  // the refused nickname (409) and the ended room (410) are answers the pages expect, not errors
  expect(childProblems.flat().filter((p) => !/status of 410/.test(p))).toEqual([]);
});

test('an unknown code says the room does not exist; a bad code and an empty nickname are named at their fields', async ({ page }) => {
  await page.goto('/us/en/join/');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Please type the activity code.')).toBeVisible();
  await expect(page.getByText('Please type a nickname.')).toBeVisible();
  await expect(page.getByLabel('Activity code')).toBeFocused();
  await expectAccessible(page);
  await join(page, 'ABC', 'Kim');
  await expect(page.getByText('An activity code has 6 letters and numbers.')).toBeVisible();
  await join(page, 'ZZZZZZ', 'Kim');
  await expect(page.getByRole('alert').filter({ hasText: "Oops, this room doesn't exist." })).toBeVisible();
  await expect(page.getByText(/Going to the home page in \d+ seconds?\./)).toBeVisible();
  await expectAccessible(page);
});

test('someone not logged in sees what a class game is and how to log in to host it', async ({ page }) => {
  await page.goto(GAME);
  await expect(page.getByText(/you open a room here and show your class its activity code/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Have a code? Join a class game' })).toHaveAttribute('href', '/us/en/join/');
  await expect(page.getByRole('button', { name: 'Play with my class' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in as a teacher to play with your class' }).click();
  await expect(page).toHaveURL(/\/us\/en\/login\/\?next=/);
});

test('after 20 minutes of play a dialog asks the teacher whether to end; keeping on asks again later', async ({ page }) => {
  await signUpAccount(page, { firstName: 'Dorothy', lastName: 'Vaughan', email: uniqueEmail('remind'), role: 'Teacher' });
  await page.goto(GAME);
  await page.getByRole('button', { name: 'Play with my class' }).click();
  await expect(page.getByTestId('room-code')).toBeVisible();
  // The page's clock is the test's from here: the host screen is loaded again under it.
  await page.clock.install();
  await page.reload();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Scoreboard' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'End the activity?' });
  await page.clock.runFor('19:00');
  await expect(dialog).toBeHidden();
  await page.clock.runFor('01:05');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your class has been playing for 20 minutes.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor('20:05');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'End activity' }).click();
  await expect(page.getByRole('heading', { name: 'The activity has ended' })).toBeVisible();
});

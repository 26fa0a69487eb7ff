import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, watchConsole, anotherPage } from './fixtures.ts';
import { makeClass, studentLogin } from './classes-support.ts';
import { answerRight } from './rooms-support.ts';

/**
 * Arena (decision 040): a teacher opens an Arena of a class game for their
 * class, tells the class; a signed-in student enters from the notice on their
 * page and a guest by code; both answer, the leaderboard moves; the teacher
 * ends it early; the children are told and see their place.
 */

test.describe.configure({ timeout: 420_000 });

const GAME = '/us/en/activities/episode/grade-2-addition-subtraction-class-game/';

async function childPage(browser: Browser): Promise<Page> {
  return (await anotherPage(browser)).page;
}

/** Answers the question on the screen rightly, then moves on. */
async function answerNext(page: Page) {
  await answerRight(page);
  await page.getByRole('button', { name: 'Next question' }).click();
}

test('a teacher runs an Arena: the class is told, a student enters from the notice and a guest by code, the teacher moderates from folded controls, the leaderboard moves, it ends', async ({ page, browser }) => {
  const problems = watchConsole(page);
  await signIn(page, { firstName: 'Katherine', lastName: 'Johnson', role: 'teacher' });
  const classCode = await makeClass(page, 'Grade 2 Oak', ['Nia Brown']);

  // the teacher opens an Arena of 10 minutes for the class (a slow machine still finishes inside it)
  await page.goto(GAME);
  await page.getByLabel('Arena length').selectOption('10');
  await page.getByLabel('For', { exact: true }).selectOption({ label: 'Grade 2 Oak' });
  // a class Arena is its class's only, unless the teacher lets guests in (with made-up names)
  await page.getByLabel('Guests without an account may join too (they get made-up names)').check();
  await page.getByRole('button', { name: 'Open an Arena' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible();
  const code = (await page.getByTestId('room-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByTestId('time-left')).toHaveText('10 minutes');
  // made to be projected, and the race too: no site header to wander off through; the address and its QR code
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('img', { name: new RegExp(`QR code for .*/us/en/arena/\\?code=${code}`) })).toBeVisible();
  // the screen stands on its own styles when opened afresh (a projector's browser reloads it), not on the activity page's
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  expect(await page.getByRole('button', { name: 'Start' }).evaluate((b) => getComputedStyle(b.parentElement!).display)).toBe('flex');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tell my class' }).click();
  await expect(page.getByText('1 student can now see the Arena on their page.')).toBeVisible();

  // the signed-in student sees the notice on her page and goes straight in
  const nia = await childPage(browser);
  await studentLogin(nia, classCode, 'Nia Brown');
  // the notice shows on the child's activities (the children's entry, decision 101) and the site's pages; the child's
  // home does not carry it yet
  await nia.goto('/us/en/activities/');
  const notice = nia.getByRole('region', { name: 'Your teacher has opened an Arena!' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Play now' }).click();
  await expect(nia.getByRole('heading', { name: "You're in!" })).toBeVisible();
  // strangers may see the board: first name and initial, not the class's full name
  await expect(nia.getByText('Playing as Nia B.')).toBeVisible();

  // a guest enters by code; what they type is not shown to strangers: the game gives the name
  const guest = await childPage(browser);
  const guestProblems = watchConsole(guest);
  await guest.goto('/us/en/arena/');
  await expect(guest.getByRole('heading', { level: 1, name: 'Enter the Arena' })).toBeVisible();
  await expectAccessible(guest);
  // a code of the wrong length is refused by the page, the field named, before anything is sent
  await guest.getByLabel('Activity code').fill('ab');
  await guest.getByRole('button', { name: 'Enter' }).click();
  await expect(guest.getByText('An activity code has 6 letters and numbers.')).toBeVisible();
  await expect(guest.getByLabel('Activity code')).toBeFocused();
  await expect(guest.getByLabel('Activity code')).toHaveAttribute('aria-invalid', 'true');
  await guest.getByLabel('Activity code').fill(code.toLowerCase());
  await guest.getByLabel('Nickname').fill('Rocket');
  await guest.getByRole('button', { name: 'Enter' }).click();
  await expect(guest.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(guest.getByRole('banner')).toHaveCount(0);
  await expect(guest.getByText(/^Playing as /)).not.toHaveText('Playing as Rocket');

  // the teacher's controls are folded away from the projected board; opened, they moderate by keyboard
  await expect(page.getByRole('button', { name: 'Take Nia B. out' })).toHaveCount(0);
  const controls = page.getByRole('button', { name: 'Controls' });
  await controls.focus();
  await page.keyboard.press('Enter');
  await expect(controls).toHaveAttribute('aria-expanded', 'true');
  const given = (await guest.getByText(/^Playing as /).textContent())!.replace('Playing as ', '');
  await page.getByRole('button', { name: `Give ${given} a made-up name` }).click();
  await expect(page.getByRole('button', { name: `Give ${given} a made-up name` })).toHaveCount(0);
  await expect(guest.getByText(/^Playing as /)).not.toHaveText(`Playing as ${given}`);
  const guestName = (await guest.getByText(/^Playing as /).textContent())!.replace('Playing as ', '');
  await page.getByRole('button', { name: 'Take Nia B. out' }).click();
  await page.getByRole('dialog', { name: 'Take Nia B. out of the game?' }).getByRole('button', { name: 'Yes, take Nia B. out' }).click();
  await page.getByRole('button', { name: 'Let Nia B. back in' }).click();
  await expect(page.getByRole('button', { name: 'Take Nia B. out' })).toBeVisible();
  await page.getByRole('button', { name: 'Join check' }).click();
  await expect(page.getByTestId('join-check')).toBeVisible();
  await page.getByRole('button', { name: 'Lock the room' }).click();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await controls.click();
  await expect(page.getByRole('button', { name: 'Take Nia B. out' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('time-left')).toHaveText(/^Time left: (10|\d):\d\d$/);
  await expect(guest.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(nia.getByRole('heading', { name: 'Question 1' })).toBeVisible();

  // the guest answers two right, Nia one: the leaderboard moves on every screen
  await answerNext(guest);
  await answerNext(guest);
  await answerNext(nia);
  const board = page.getByRole('list', { name: 'Leaderboard' });
  await expect(board.getByRole('listitem').first()).toContainText(guestName);
  await expect(board.getByRole('listitem').nth(1)).toContainText('Nia B.');
  await expect(page.getByTestId('arena-answers')).toHaveText('3 answers, 3 right');
  await expect(guest.getByTestId('my-rank')).toHaveText('You are number 1 of 2');
  await expect(nia.getByTestId('my-rank')).toHaveText('You are number 2 of 2');
  await expectAccessible(guest);

  // the teacher ends it now, after saying so in a dialog (keeping on first); everyone is told
  await page.getByRole('button', { name: 'End now' }).click();
  const confirm = page.getByRole('dialog', { name: 'End the Arena now for everyone?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('time-left')).toHaveText(/^Time left: /);
  await page.getByRole('button', { name: 'End now' }).click();
  await confirm.getByRole('button', { name: 'Yes, end the activity' }).click();
  // the end takes the teacher's and the children's focus to the result's heading
  await expect(page.getByRole('heading', { level: 1, name: 'Final standings' })).toBeFocused();
  // ended by the teacher, not by the bell; what the class was told is no longer news
  await expect(page.getByTestId('time-left')).toHaveText('Ended before the time was up');
  await expect(page.getByText('1 student can now see the Arena on their page.')).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Oops, this activity has ended.' })).toBeFocused();
  await expect(guest.getByText('You finished number 1 of 2 with 2 right.')).toBeVisible();
  await expect(nia.getByRole('heading', { name: 'Oops, this activity has ended.' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(guestProblems).toEqual([]);
});

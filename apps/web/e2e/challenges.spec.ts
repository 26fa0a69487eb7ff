import { readFileSync } from 'node:fs';
import { playChallengeRun } from './content-support.ts';
import { makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { verifiedAdminOf } from './school-members-support.ts';
import { createChallenge, staff } from './staff-support.ts';
import { expectPrintsWhole } from './print-support.ts';

/**
 * A challenge from end to end (decision 041): staff set it up with the
 * command line, a teacher registers a class, a student plays in the contest
 * (a server-issued run, every answer checked by the server), the leaderboard
 * moves, staff close it (the clock passes its end), the over text, the teacher
 * finds it on their dashboard, downloads the class's certificates and checks
 * one code; a forged one is refused.
 */
test.describe.configure({ timeout: 600_000 });

const ACTIVITY = 'grade-k-number-line-episode';

test('staff set up a challenge, a class plays it, the board moves, it ends, and certificates are downloaded and checked', async ({ page, browser }) => {
  const uuid = createChallenge({
    name: 'Number Line Week',
    description: 'Find numbers on the number line.',
    activity: ACTIVITY,
    when: { registrationOpens: -1, registrationCloses: 1, warmup: -1, contest: -0.5, contestEnds: 2 },
  });

  // a teacher makes a class and registers it
  const maria = await signIn(page, { firstName: 'Maria', lastName: 'Montessori', role: 'teacher' });
  const classCode = await makeClass(page, 'Kinder Oak', ['Noor Haddad', 'Sami Aziz']);
  // she registers for her school as its verified admin (decision 061), and the school shows names on boards
  await verifiedAdminOf(page, maria.email, 'spring', { showNames: true });

  await page.goto(`/us/en/challenge/${uuid}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Number Line Week' })).toBeVisible();
  await expect(page.getByText('The contest is on: every right answer counts')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel(/Kinder Oak/).check();
  // the school the class plays for, from the school search (the school and region boards rank schools)
  await page.getByRole('combobox', { name: /Your school/ }).fill('spring');
  const firstSchool = page.getByRole('listbox', { name: 'Schools' }).getByRole('option').first();
  const schoolName = (await firstSchool.locator('.reg-option-name').textContent())!.trim();
  await firstSchool.click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('1 class is registered.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // registered again later, the page shows the school to confirm or change
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Your school/ })).toHaveValue(schoolName);

  // the teacher's dashboard shows the class's registration, its stage and the live board
  await page.goto('/us/en/dashboard/');
  const registered = page.getByRole('region', { name: 'Challenge registrations' }).getByRole('row', { name: /Number Line Week/ });
  await expect(registered).toContainText('Kinder Oak');
  await expect(registered).toContainText('Contest on');
  await expect(registered.getByRole('link', { name: 'Leaderboard of Number Line Week' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Challenges open for registration' }).getByRole('link', { name: 'Number Line Week', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // a student plays in the window
  const { page: student } = await anotherPage(browser);
  await studentLogin(student, classCode, 'Noor Haddad');
  await student.goto(`/us/en/challenge/${uuid}/play/`);
  await expect(student.getByText('The contest is on: your best run of each activity counts.')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Numbers on a number line: Number line to 20' })).toBeVisible();
  await expectAccessible(student);
  // the activities that count are named in the page's language, as its own text
  await student.goto(`/aue/ar/challenge/${uuid}/play/`);
  const counted = student.getByRole('button', { name: 'الأعداد على خط الأعداد: خط الأعداد حتى 20' });
  await expect(counted).toBeVisible();
  await expect(counted.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'ar');
  await expectAccessible(student);
  // a run played while the page is open: choosing another activity shows the score it made at once
  await student.goto(`/us/en/challenge/${uuid}/play/`);
  await student.getByRole('button', { name: 'Numbers on a number line: Number line to 20' }).click();
  await expect(student.getByRole('button', { name: 'Choose another activity' })).toBeVisible();
  await playChallengeRun(student.request, uuid, ACTIVITY, 3);
  await student.getByRole('button', { name: 'Choose another activity' }).click();
  await expect(student.getByText(/^Your score: 3 of \d+$/)).toBeVisible();
  await student.goto(`/us/en/challenge/${uuid}/leaderboard/`);
  await expect(student.getByText('Live: the leaderboard moves as students play.')).toBeVisible();
  await expect(student.getByText('Your place: 1 of 1, with 3.')).toBeVisible();
  await expect(student.getByRole('row', { name: /Noor H\./ })).toBeVisible();
  // the class counts for its school
  await student.getByRole('button', { name: 'Schools', exact: true }).click();
  await expect(student.getByRole('row').filter({ hasText: schoolName })).toBeVisible();
  await expectAccessible(student);

  // the board moves: a classmate plays better
  const { page: sami } = await anotherPage(browser);
  await studentLogin(sami, classCode, 'Sami Aziz');
  await playChallengeRun(sami.request, uuid, ACTIVITY, 5);
  await student.reload();
  await expect(student.getByText('Your place: 2 of 2, with 3.')).toBeVisible();

  // during the contest the teacher's report shows who has played so far, with their runs; the awards wait for the end
  await page.goto(`/us/en/challenge/${uuid}/certificates/`);
  await expect(page.getByText('Students who have played: 2 of 2')).toBeVisible();
  const noorSoFar = page.getByRole('row', { name: /Noor Haddad/ });
  await expect(noorSoFar).toContainText('Played, award at the end');
  await expect(noorSoFar.getByRole('cell').nth(2)).toHaveText('1');
  await expect(page.getByText('Did not play')).toHaveCount(0);
  await expectAccessible(page);
  await expectPrintsWhole(page, { rows: page.getByRole('row'), header: 'Number Line Week' });

  // the clock passes the end: staff close it now
  staff(['challenge', 'close', uuid]);
  await student.goto(`/us/en/challenge/${uuid}/play/`);
  await expect(student.getByText('Sorry, this challenge is now over.')).toBeVisible();
  const late = await student.request.post(`/api/v2/challenge/${uuid}/runs/`, {
    headers: { 'X-CSRFToken': ((await (await student.request.get('/api/v2/csrf/')).json()) as { csrf_token: string }).csrf_token },
    data: { activity_id: ACTIVITY },
  });
  expect(late.status()).toBe(409);

  // the teacher downloads the class's certificates, from the dashboard, and checks one code
  await page.goto('/us/en/dashboard/');
  await page.getByRole('link', { name: 'Certificates of Number Line Week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Number Line Week: certificates and report' })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the certificates of Kinder Oak (PDF)' }).click();
  const pdf = await download;
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  // on a phone the report's table scrolls in its own box and the page keeps the screen's width
  await page.setViewportSize({ width: 375, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.getByRole('row', { name: /Sami Aziz/ });
  await expect(row).toContainText('Ruby');
  const code = (await row.getByRole('link').textContent())!.trim();
  await row.getByRole('link').click();
  await expect(page.getByText('This certificate is genuine.')).toBeVisible();
  await expect(page.getByText('Sami A.')).toBeVisible();
  await expectAccessible(page);

  const forged = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
  await page.goto(`/us/en/verify/${forged}/`);
  await expect(page.getByText('This certificate code is not valid.')).toBeVisible();
});

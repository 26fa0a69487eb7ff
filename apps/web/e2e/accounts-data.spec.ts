import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { playNumberLineRun } from './content-support.ts';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, PASSWORD, signIn, uniqueEmail, anotherPage } from './fixtures.ts';

/**
 * "Your data" on the Account page, as the privacy policy promises a holder:
 * download everything, delete one student's data, close the account, and
 * then find that neither the holder nor the students can log in.
 */

test.describe.configure({ timeout: 120_000 });

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

/** A student's finished run, played through the API as the player does: the server checks the answers and keeps the result. */
async function saveResult(request: APIRequestContext, correct: number) {
  const run = await playNumberLineRun(request, 'grade-k-number-line-episode', correct);
  expect(run.result).toMatchObject({ correct, total: 5 });
}


test('download the data, delete a student’s data, close the account, then fail to log in', async ({ page, browser }) => {
  const email = uniqueEmail('yourdata');
  await signIn(page, { firstName: 'Maria', lastName: 'Montessori', email, role: 'teacher' });
  // A class with two students, each with a result.
  const classCode = await makeClass(page, 'Year 4 Oak', ['Ada Lovelace', 'Alan Turing']);
  const students = await Promise.all(
    ['Ada Lovelace', 'Alan Turing'].map(async (name, i) => {
      const { context, page: student } = await anotherPage(browser);
      await studentLogin(student, classCode, name);
      await saveResult(context.request, 3 + i);
      return { name, context, page: student };
    }),
  );

  const data = yourData(page);
  await expect(data.getByRole('heading', { name: "Delete a student's data" })).toBeVisible();
  await expectAccessible(page);

  // Download: one JSON file with the account, the class, both students and their results.
  const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^numbloom-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.account).toMatchObject({ email, first_name: 'Maria', last_name: 'Montessori', role: 'teacher' });
  expect(exported.classes).toHaveLength(1);
  expect(exported.classes[0]).toMatchObject({ name: 'Year 4 Oak', class_code: classCode });
  const exportedStudents = exported.classes[0].students as Array<{ display_name: string; results: Array<{ correct: number }> }>;
  expect(exportedStudents.map((s) => [s.display_name, s.results.map((r) => r.correct)])).toEqual([['Ada Lovelace', [3]], ['Alan Turing', [4]]]);
  expect(JSON.stringify(exported)).not.toMatch(/argon2|password_hash/);

  // Delete Ada's data: a confirm step that opens on Cancel and closes with Escape, focus back on the button.
  const deleteAda = data.getByRole('button', { name: "Delete this student's data: Ada Lovelace" });
  await deleteAda.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: "Delete this student's data?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Ada Lovelace and all of their results will be deleted now');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteAda).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Yes, delete the data of Ada Lovelace' }).click();
  await expect(confirm).toBeHidden();
  const done = data.getByText('The data of Ada Lovelace has been deleted.');
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(deleteAda).toHaveCount(0);
  const card = classCard(page, 'Year 4 Oak');
  await expect(card.getByText('1 student', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toHaveCount(0);
  // Her session went with her account; her results went with it too.
  expect((await students[0]!.context.request.get('/api/v2/accounts/me/')).status()).toBe(401);
  const afterDelete = await (await page.request.get('/api/v2/accounts/account/export/')).json();
  expect(afterDelete.classes[0].students.map((s: { display_name: string }) => s.display_name)).toEqual(['Alan Turing']);

  // Close the account: what happens is said first; the password confirms it.
  const closeSection = data.getByRole('heading', { name: 'Close your account' }).locator('..');
  await expect(closeSection).toContainText('the students in your classes can no longer log in');
  await expect(closeSection).toContainText('deleted within 30 days');
  await data.getByRole('button', { name: 'Close my account' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close your account?' });
  const password = closeDialog.getByRole('textbox', { name: 'Your password' });
  await expect(password).toBeFocused();
  await closeDialog.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(closeDialog.getByText('Password is required.')).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('not my password');
  await page.keyboard.press('Enter');
  await expect(closeDialog.getByText('Your password is incorrect.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await password.fill(PASSWORD);
  await closeDialog.getByRole('button', { name: 'Close my account for good' }).click();

  await expect(page).toHaveURL(/\/us\/en\/account-closed\/\?delete_by=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is closed' })).toBeVisible();
  await expect(page.getByText(/will be deleted by \w+ \d{1,2}, \d{4}\./)).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);


  // The holder cannot log in: the right password is told why (the browser logs the 403 answer).
  await page.goto('/us/en/login/');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This account has been closed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/en\/login\/$/);
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);

  // Nor can the student still in the class, whose session ended with the account.
  const alan = students[1]!;
  expect((await alan.context.request.get('/api/v2/accounts/me/')).status()).toBe(401);
  await alan.page.goto('/us/en/student-login/');
  await alan.page.getByLabel('Class code').fill(classCode);
  await alan.page.getByRole('button', { name: 'Next' }).click();
  await expect(alan.page.getByText('This class is no longer available. Please ask your teacher.')).toBeVisible();
  await expect(alan.page.getByRole('button', { name: 'Alan Turing' })).toHaveCount(0);
});

test('a school leader sets up the school’s classes on their Account page, as a teacher does', async ({ page }) => {
  await signIn(page, { firstName: 'Ada', lastName: 'Head', role: 'school_leader' });
  const code = await makeClass(page, 'Year 5 Elm', ['Grace Hopper']);
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  await expect(classCard(page, 'Year 5 Elm').getByText('1 student')).toBeVisible();
  await expectAccessible(page);
});

test('a parent deletes one child’s data from their Account page, as the privacy page says they can', async ({ page }) => {
  await signIn(page, { firstName: 'Lena', lastName: 'Park', role: 'parent' });
  await page.goto('/us/en/account/children/');
  for (const [name, grade] of [['Noor', 'Grade 3'], ['Sami', 'Grade 4']] as const) {
    await page.getByLabel('First name').fill(name);
    await page.getByLabel('Grade').selectOption({ label: grade });
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${name}, ${grade}` })).toBeVisible();
  }
  await page.goto('/us/en/account/');
  const data = yourData(page);
  await expect(data.getByRole('heading', { name: 'Your children' })).toBeVisible();
  await data.getByRole('button', { name: "Delete this student's data: Noor" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete the data of Noor' }).click();
  await expect(data.getByText('The data of Noor has been deleted.')).toBeFocused();
  await expect(data.getByRole('button', { name: "Delete this student's data: Noor" })).toHaveCount(0);
  await expect(data.getByRole('button', { name: "Delete this student's data: Sami" })).toBeVisible();
  await expectAccessible(page);
});

import { test } from '@playwright/test';
import { expect, signUpAccount, uniqueEmail } from './accounts-support.ts';
import { answerWithKeyboard, expectAccessible, runItems } from './content-support.ts';

/** A logged-in student's run is saved and earns stars (spec §6); the guest case is in content-activities. */

test.describe.configure({ timeout: 180_000 });

test('a student logged in with a class code plays an episode, the result is saved and earns stars', async ({ page, browser }) => {
  await signUpAccount(page, { firstName: 'Maria', lastName: 'Montessori', email: uniqueEmail('teacher'), role: 'Teacher' });
  await page.goto('/us/en/account/');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await classes.getByLabel(/Class name/).fill('Grade 1 Oak');
  await classes.getByRole('button', { name: 'Create class' }).click();
  const card = classes.getByRole('article', { name: 'Grade 1 Oak' });
  const classCode = (await card.locator('.class-code').textContent())!.trim();
  await card.getByLabel('Add students to Grade 1 Oak').fill('Noor Haddad\n');
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByText('1 student')).toBeVisible();

  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto('/us/en/student-login/');
  await student.getByLabel('Class code').fill(classCode);
  await student.getByRole('button', { name: 'Next' }).click();
  await student.getByRole('button', { name: 'Noor Haddad' }).click();
  await expect(student.getByRole('heading', { name: 'Welcome, Noor!' })).toBeVisible();

  await student.goto('/us/en/activities/episode/grade-k-number-line-episode/play?seed=stars');
  const items = runItems('number-place-value/number-line', 'K', 'stars', 5);
  for (const [i, item] of items.entries()) {
    await expect(student.getByRole('heading', { name: `Question ${i + 1} of 5` })).toBeVisible({ timeout: 15_000 });
    if (i < 4) await answerWithKeyboard(student, item);
    else {
      // The last one wrong on purpose: 4 of 5 earns two stars.
      await student.getByRole('slider', { name: 'Move the marker to your answer' }).focus();
      const atStart = item.visual?.type === 'number-line' && item.answer.kind === 'integer' && item.answer.value === item.visual.min;
      await student.keyboard.press(atStart ? 'End' : 'Home');
      await student.keyboard.press('Enter');
    }
    await student.keyboard.press('Enter');
  }
  await expect(student.getByText('You answered 4 of 5 correctly.')).toBeVisible();
  await expect(student.getByText('You earned 2 stars. Your result is saved.')).toBeVisible();
  await expectAccessible(student);

  const mine = await student.request.get('/api/v2/episodes/results/');
  expect(mine.status()).toBe(200);
  const body = (await mine.json()) as { total_stars: number; results: Array<{ episode_id: string; correct: number; stars: number }> };
  expect(body.total_stars).toBe(2);
  expect(body.results).toEqual([expect.objectContaining({ episode_id: 'grade-k-number-line-episode', correct: 4, stars: 2 })]);
  await context.close();
});

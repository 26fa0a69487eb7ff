import { answerWithKeyboard, followRuns, shownNumberLineAnswer } from './content-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';

/**
 * A logged-in student's run is issued and checked by the server, which works
 * out the stars (spec §6, decision 043); the guest case is in content-activities.
 */

test.describe.configure({ timeout: 180_000 });

test('a student logged in with a class code plays an episode, the result is saved and earns stars', async ({ page, browser }) => {
  await signIn(page, { firstName: 'Maria', lastName: 'Montessori', role: 'teacher' });
  await page.goto('/us/en/account/');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await classes.getByLabel(/Class name/).fill('Grade 1 Oak');
  await classes.getByRole('button', { name: 'Create class' }).click();
  const card = classes.getByRole('article', { name: 'Grade 1 Oak' });
  const classCode = (await card.locator('.class-code').textContent())!.trim();
  await card.getByLabel('Add students to Grade 1 Oak').fill('Noor Haddad\n');
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByText('1 student')).toBeVisible();

  const { page: student } = await anotherPage(browser);
  await student.goto('/us/en/student-login/');
  await student.getByLabel('Class code').fill(classCode);
  await student.getByRole('button', { name: 'Next' }).click();
  await student.getByRole('button', { name: 'Noor Haddad' }).click();
  await expect(student.getByRole('heading', { name: 'Welcome, Noor!' })).toBeVisible();

  // A seed in the address is a guest's replay link: a signed-in student's run is drawn by the server all the same.
  const runs = followRuns(student);
  await student.goto('/us/en/activities/episode/grade-k-number-line-episode/play?seed=stars');
  for (let i = 0; i < 5; i++) {
    await expect(student.getByRole('heading', { name: `Question ${i + 1} of 5` })).toBeVisible({ timeout: 15_000 });
    const item = await runs.question(i);
    const shown = shownNumberLineAnswer(item);
    if (i < 4) await answerWithKeyboard(student, shown);
    else {
      // The last one wrong on purpose: 4 of 5 earns two stars.
      const value = shown.answer.kind === 'integer' ? shown.answer.value : 0;
      await answerWithKeyboard(student, { ...shown, answer: { kind: 'integer', value: value === 0 ? 1 : value - 1 } });
      await expect(student.getByRole('status').getByText('Not quite.')).toBeVisible();
    }
    // the server's verdict is in once the way on has the focus
    await expect(student.getByRole('button', { name: i < 4 ? 'Next question' : 'See my score' })).toBeFocused();
    await student.keyboard.press('Enter');
  }
  await expect(student.getByText('You answered 4 of 5 correctly.')).toBeVisible();
  await expect(student.getByText('You earned 2 stars. Your result is saved.')).toBeVisible();
  await expect(student.getByText('You have 2 stars in all.')).toBeVisible();
  await expectAccessible(student);

  const mine = await student.request.get('/api/v2/episodes/results/');
  expect(mine.status()).toBe(200);
  const body = (await mine.json()) as { total_stars: number; results: Array<{ episode_id: string; correct: number; stars: number }> };
  expect(body.total_stars).toBe(2);
  expect(body.results).toEqual([expect.objectContaining({ episode_id: 'grade-k-number-line-episode', correct: 4, stars: 2 })]);
});

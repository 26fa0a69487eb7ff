import { makeClass, studentLogin } from './classes-support.ts';
import { answerSomehow } from './rooms-support.ts';
import { expectPrintsWhole } from './print-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';

/**
 * Assignments (issue 36, decision 076): a teacher assigns an activity to her class from its page;
 * a child signs in with the class code, finds it on their home, plays it through the assignment;
 * the teacher's report shows the child done, with their score and each question they answered.
 */
test.describe.configure({ timeout: 240_000 });

test('a teacher assigns from an activity page, the child plays it from their home, the report shows the result', async ({ page, browser }) => {
  await signIn(page, { firstName: 'Katherine', lastName: 'Johnson', role: 'teacher' });
  const classCode = await makeClass(page, 'Grade 3 Birch', ['Ada Lovelace', 'Tom Brown']);

  await page.goto('/us/en/activities/episode/grade-3-add-episode/');
  await page.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to a class' });
  await expect(dialog.getByLabel(/^Class/)).toHaveValue(/.+/);
  // a due day before the start is refused by the shared schema, in the form, before anything is sent
  const start = await dialog.getByLabel(/^Start/).inputValue();
  await dialog.getByLabel(/^Due/).fill(start.replace(/^(\d{4})/, (y) => String(Number(y) - 1)));
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('The due date must be in the future.')).toBeVisible();
  await dialog.getByLabel(/^Due/).fill(start.replace(/^(\d{4})/, (y) => String(Number(y) + 0)).replace(/-(\d{2})$/, (_, d: string) => `-${String(Math.min(Number(d) + 1, 28)).padStart(2, '0')}`));
  await dialog.getByLabel('5 questions', { exact: true }).check();
  await dialog.getByLabel(/Required/).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned.' })).toBeVisible();

  // the child: their home lists it, to do; it plays through the assignment
  const { page: child } = await anotherPage(browser);
  await studentLogin(child, classCode, 'Ada Lovelace');
  const work = child.getByRole('region', { name: 'My work' });
  await expect(work.getByText('Must do')).toBeVisible();
  await expectAccessible(child);
  await work.getByRole('link', { name: /Add/ }).first().click();
  // the tile opens the child's page of the activity, the assignment kept: its Play goes through it, so the run counts
  await expect(child).toHaveURL(/\/activities\/episode\/[^/]+\/\?assignment=[0-9a-f-]{36}$/);
  await child.getByRole('link', { name: 'Play', exact: true }).click();
  for (let n = 1; n <= 5; n++) {
    await expect(child.getByRole('heading', { name: `Question ${n} of 5` })).toBeVisible({ timeout: 15_000 });
    await answerSomehow(child);
    await child.getByRole('button', { name: n < 5 ? 'Next question' : 'See my score' }).click();
  }
  await expect(child.getByText('You finished!')).toBeVisible();
  await child.goto('/us/en/my/');
  await expect(child.getByRole('region', { name: 'My work' }).getByText('Done!')).toBeVisible();

  // the teacher: the class's assignments, then the report: Ada done with her score, Tom not started, each question
  await page.getByRole('link', { name: 'See the class’s assignments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assignments: Grade 3 Birch' })).toBeVisible();
  await expect(page.getByText('Done: 1 of 2', { exact: false })).toBeVisible();
  await expectPrintsWhole(page, { rows: page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }), header: 'Grade 3 Birch' });
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assignment report' })).toBeVisible();
  const children = page.getByRole('region', { name: 'Children' });
  await expect(children.getByRole('row', { name: /Ada Lovelace/ })).toContainText('Done');
  await expect(children.getByRole('row', { name: /Tom Brown/ })).toContainText('Not started');
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByRole('heading', { name: 'Question 5' })).toBeVisible();
  await expect(questions.getByText('Right:', { exact: false }).first()).toBeVisible();
  // each question as the child saw it, its words from the player's own view
  await expect(questions.locator('.item-preview .question').first()).toHaveText(/\d/);
  await expectPrintsWhole(page, { rows: page.getByRole('row'), header: 'Grade 3 Birch' });
  await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', /report\.csv/);
  await expectAccessible(page);

  // the browse pages' cards carry the same Assign, named by their activity
  await page.goto('/us/en/activities/grade/3/');
  const cardAssign = page.getByRole('button', { name: /^Assign .+/ }).first();
  await cardAssign.click();
  const cardDialog = page.getByRole('dialog', { name: 'Assign to a class' });
  await expect(cardDialog.getByLabel(/^Class/)).toHaveValue(/.+/);
  await page.keyboard.press('Escape');
  await expect(cardDialog).toBeHidden();
  await expect(cardAssign).toBeFocused();

  // a set: two picked on the grade's page and a class game on the curriculum's, assigned at once
  const set = page.getByRole('complementary', { name: 'Set to assign' });
  const picks = page.getByRole('checkbox', { name: /^Add .+ to the set$/ });
  const titleOf = async (box: typeof picks) => (await box.getAttribute('aria-label'))!.replace(/^Add (.+) to the set$/, '$1');
  const titles = [await titleOf(picks.nth(0)), await titleOf(picks.nth(1))];
  await picks.nth(0).check();
  await picks.nth(1).check();
  await expect(set.getByText('2 activities chosen')).toBeVisible();
  await page.goto('/us/en/activities/curriculum/ccss/?grade=3&type=multiplayer-game');
  const game = page.getByRole('checkbox', { name: /^Add .+ to the set$/ }).first();
  titles.push(await titleOf(game));
  await game.check();
  await expect(set.getByText('3 activities chosen')).toBeVisible();
  for (const title of titles) await expect(set.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await set.getByRole('button', { name: 'Assign the set' }).click();
  const setDialog = page.getByRole('dialog', { name: 'Assign the set to a class' });
  await setDialog.getByRole('button', { name: 'Assign' }).click();
  await expect(set.getByRole('status')).toContainText('Assigned.');
  await set.getByRole('link', { name: 'See the class’s assignments' }).click();
  await expect(page.getByRole('link', { name: titles.join(' · ') })).toBeVisible();
});

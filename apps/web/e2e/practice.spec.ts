import { answerWithKeyboard, followRuns, playNumberLineRun, shownNumberLineAnswer } from './content-support.ts';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, signIn, watchConsole, anotherPage } from './fixtures.ts';

/**
 * Practice that adapts (decision 043): a student who struggled with a skill
 * is given it by practice, starts at an easier level, steps up after two right
 * in a row and down after a mistake; their teacher then sees the student's
 * mastery per skill for the class, as a chart with its table and a table per
 * student. The stars journey is content-student.spec.ts.
 */

test.describe.configure({ timeout: 240_000 });

const NUMBER_LINE = 'Numbers on a number line: Number line to 20';


test('practice gives a student the skill they need and adapts its level; the teacher sees the class’s mastery', async ({ page, browser }) => {
  await signIn(page, { firstName: 'Maria', lastName: 'Montessori', role: 'teacher' });
  const classCode = await makeClass(page, 'Kinder Oak', ['Noor Haddad', 'Sami Aziz']);

  const { context, page: student } = await anotherPage(browser);
  const studentProblems = watchConsole(student);
  await studentLogin(student, classCode, 'Noor Haddad');
  // An earlier run of the number line went badly: one right of five, checked by the server.
  expect((await playNumberLineRun(student.request, 'grade-k-number-line-episode', 1)).result).toMatchObject({ correct: 1, total: 5 });

  // a signed-in child's activities and practice are their own pages (decision 101)
  await student.goto('/us/en/activities/');
  await student.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await expectAccessible(student);
  const runs = followRuns(student);
  await student.getByRole('link', { name: 'Kindergarten' }).click();
  // Practice picks the skill the child most needs: the one that went badly, at the easier level.
  await expect(student.getByRole('heading', { level: 1, name: `Practice: ${NUMBER_LINE}` })).toBeVisible({ timeout: 15_000 });
  await expect(student.getByText('Level 1: warming up')).toBeVisible();

  const levels: number[] = [];
  const rights = [true, true, true, true, false, true, true, true];
  for (const [i, right] of rights.entries()) {
    await expect(student.getByRole('heading', { name: `Question ${i + 1} of 8` })).toBeVisible();
    const item = await runs.question(i);
    levels.push(item.difficulty);
    const shown = shownNumberLineAnswer(item);
    const value = shown.answer.kind === 'integer' ? shown.answer.value : 0;
    await answerWithKeyboard(student, right ? shown : { ...shown, answer: { kind: 'integer', value: value === 0 ? 1 : value - 1 } });
    const status = student.getByRole('status');
    await expect(status.getByText(right ? 'Correct!' : 'Not quite.')).toBeVisible();
    if (i === 1) await expect(status.getByText('Level up! The next question is a little harder.')).toBeVisible();
    if (i === 4) {
      await expect(status.getByText('Next, a slightly easier question.')).toBeVisible();
      await expectAccessible(student);
    }
    await expect(student.getByRole('button', { name: i < rights.length - 1 ? 'Next question' : 'See my score' })).toBeFocused();
    await student.keyboard.press('Enter');
  }
  // Up after two right in a row, down after the mistake, up again.
  expect(levels).toEqual([1, 1, 2, 2, 3, 2, 2, 3]);
  await expect(student.getByRole('heading', { name: 'You finished!' })).toBeFocused();
  await expect(student.getByText('You answered 7 of 8 correctly.')).toBeVisible();
  await expect(student.getByText('You earned 2 stars. Your result is saved.')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Keep practicing' })).toBeVisible();
  await expectAccessible(student);
  expect(studentProblems).toEqual([]);
  await context.close();

  // The teacher: the class's progress, linked from the class.
  await page.goto('/us/en/account/');
  await classCard(page, 'Kinder Oak').getByRole('link', { name: /^Progress of Kinder Oak/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinder Oak: progress' })).toBeVisible();
  const perStudent = page.getByRole('table', { name: 'Mastery of each student of Kinder Oak, by skill' });
  await expect(perStudent.getByRole('columnheader', { name: 'Numbers on a number line (Kindergarten)' })).toBeVisible();
  const noor = perStudent.getByRole('row', { name: /Noor Haddad/ });
  await expect(noor.getByRole('cell')).toHaveText([/^\d+% (Needs help|Practicing)8 right of 13 answers2 runs, on 1 day, \d+% right lately$/]);
  await expect(perStudent.getByRole('row', { name: /Sami Aziz/ }).getByRole('cell')).toHaveText(['Not started']);
  const chart = page.getByRole('img', { name: /How many students are in each band, for each skill/ });
  await expect(chart).toBeVisible();
  const counts = page.getByRole('table', { name: 'Students in each band, by skill' });
  await expect(counts.getByRole('row', { name: /Numbers on a number line/ }).getByRole('cell')).toHaveText([/^[01]$/, /^[01]$/, /^[01]$/, /^[01]$/, '1']);
  await expectAccessible(page);

  // The same page in Arabic reads right to left.
  await page.goto(page.url().replace('/us/en/', '/aue/ar/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kinder Oak: التقدّم' })).toBeVisible();
  await expectAccessible(page);
});

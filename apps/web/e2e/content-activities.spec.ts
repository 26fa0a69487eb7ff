import '../../../packages/maths/src/all.ts'; // the tests work out texts in any language
import { renderText } from '../../../packages/maths/src/text.ts';
import { planRun } from '../../../packages/maths/src/run.ts';
import { answerWithKeyboard, followRuns, runItems, shownNumberLineAnswer, tabTo } from './content-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

test('browse by grade → activity page → play a number-line episode to the end with the keyboard only', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  // No CSP report, no failed request logged, no script error on the way.
  consoleErrors.strict();
  await page.goto('/us/en/activities/');
  await expect(page.getByRole('heading', { level: 1, name: 'Math activities' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Browse by curriculum' }).getByRole('link', { name: /Common Core/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Kindergarten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kindergarten' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Numbers on a number line: Number line to 20', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Numbers on a number line: Number line to 20' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teacher tips' })).toBeVisible();
  await expect(page.getByText(/halfway point first/)).toBeVisible();
  await expectAccessible(page);

  // From here on, only the keyboard.
  const runs = followRuns(page);
  const play = page.getByRole('link', { name: 'Play this episode' });
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  // The server chose the seed: the address carries none, and the questions come without their answers.
  await expect(page).toHaveURL(/\/activities\/episode\/grade-k-number-line-episode\/play$/);
  await expectAccessible(page);

  const levels: number[] = [];
  for (let i = 0; i < 5; i++) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of 5` })).toBeVisible();
    const item = await runs.question(i);
    expect(item.answer).not.toHaveProperty('value');
    levels.push(item.difficulty);
    await answerWithKeyboard(page, shownNumberLineAnswer(item));
    await expect(page.getByRole('status').getByText('Correct!')).toBeVisible();
    if (i === 0) await expectAccessible(page);
    await expect(page.getByRole('button', { name: i < 4 ? 'Next question' : 'See my score' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  // Two right in a row: the run moved up a level for the guest too.
  expect(levels).toEqual([2, 2, 3, 3, 3]);
  await expect(page.getByRole('heading', { name: 'You finished!' })).toBeFocused();
  await expect(page.getByText('You answered 5 of 5 correctly.')).toBeVisible();
  // A guest: nothing is saved.
  await expect(page.getByText(/playing as a guest, so your result is not saved/)).toBeVisible();
  await expectAccessible(page);
});

test('a wrong answer gets feedback with the right answer, and the score counts it', async ({ page }) => {
  // a run whose first question is typed (most are made on a model)
  const seed = [...Array(100).keys()].map((i) => `wrong${i}`).find((s) => runItems('addition-subtraction/add', '2', s, 1)[0]!.input === 'text')!;
  await page.goto(`/us/en/activities/episode/grade-2-add-episode/play?seed=${seed}`);
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await box.fill('100000');
  await box.press('Enter');
  await expect(page.getByRole('status').getByText('Not quite.')).toBeVisible();
  await expect(page.getByRole('status').getByText(/The answer is \d+\./)).toBeVisible();
  await expect(page.getByText('Score: 0')).toBeVisible();
});

test('browse by topic, curriculum, assessment and textbook', async ({ page }) => {
  await page.goto('/au/en/activities/');
  // Australian English, where a US page says Math activities
  await expect(page.getByRole('heading', { level: 1, name: 'Maths activities' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Browse by topic' }).getByRole('link', { name: /^Time/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Telling time' })).toBeVisible();
  await page.getByLabel('Grade', { exact: true }).selectOption({ label: 'Year 3' });
  // the filter goes to the address, and the list follows it
  await expect(page).toHaveURL(/\/topic\/time\/\?grade=3$/);
  // once, under Year 3 (the list of every grade shows it under Years 3 and 4, and on a busy machine
  // the address can change a moment before the list does)
  await expect(page.getByRole('link', { name: 'Telling time: To the nearest minute', exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Telling time: To the nearest minute', exact: true })).toBeVisible();
  // Australia's curriculum covers the Year 3 clock (AC9M3M04): a mandatory entry of the category, marked.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Telling time: To the nearest minute', exact: true }) });
  await expect(card.getByText('In your curriculum')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Telling time: To five minutes', exact: true })).toHaveCount(0);
  // Back from an activity returns to the list as it was left: the filter is kept in the address
  await page.getByRole('link', { name: 'Telling time: To the nearest minute', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Telling time: To the nearest minute' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Grade', { exact: true })).toHaveValue('3');
  await expect(page.getByRole('link', { name: 'Telling time: To five minutes', exact: true })).toHaveCount(0);

  // A curriculum is read one grade at a time: its tile leads to the grade chooser alone.
  await page.goto('/au/en/activities/');
  await page.getByRole('navigation', { name: 'Browse by curriculum' }).getByRole('link', { name: /^Australian Curriculum/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Australian Curriculum: Mathematics v9.0' })).toBeVisible({ timeout: 15_000 });
  const grades = page.getByRole('navigation', { name: 'Choose a grade' });
  await expect(grades.getByRole('link')).toHaveText(['Foundation', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6']);
  await expect(grades.locator('[aria-current]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectAccessible(page);

  // Choose Year 3 with the keyboard: its standards only, each with its description and activities.
  const year3 = grades.getByRole('link', { name: 'Year 3', exact: true });
  await tabTo(page, year3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/au\/en\/activities\/curriculum\/ac9\/\?grade=3$/);
  await expect(year3).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'AC9M3M04' })).toBeVisible();
  const codes = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(codes.length).toBeGreaterThan(10);
  expect(codes.filter((code) => !code.startsWith('AC9M3'))).toEqual([]);
  const clock = page.getByRole('region', { name: 'AC9M3M04' });
  await expect(clock.getByText(/^Describe the relationship between the hours and minutes/)).toBeVisible();
  await expectAccessible(page);
  await clock.getByRole('link', { name: 'Telling time: To the nearest minute', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Telling time: To the nearest minute' })).toBeVisible();
  // The code links back to its own section of the curriculum page, at the activity's grade, with focus on it.
  await page.getByRole('region', { name: 'Curriculum links' }).getByRole('link', { name: 'AC9M3M04' }).click();
  await expect(page).toHaveURL(/\/au\/en\/activities\/curriculum\/ac9\/\?grade=3#section-AC9M3M04$/);
  await expect(page.getByRole('heading', { level: 2, name: 'AC9M3M04' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'AC9M3M04' })).toBeInViewport();

  // A grade in the URL works as a link of its own (here Kindergarten of the Common Core).
  await page.goto('/us/en/activities/curriculum/ccss/?grade=k');
  await expect(page.getByRole('heading', { level: 2, name: 'K.CC.A.1' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Choose a grade' }).getByRole('link', { name: 'Kindergarten' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: /^1\./ })).toHaveCount(0);

  await page.goto('/us/en/activities/assessment/start-of-year-check/');
  await expect(page.getByRole('heading', { level: 1, name: 'Start-of-year check' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Grade 6' })).toBeVisible();

  // The textbook too is read a grade at a time (one unit per module of K–6 is as long).
  await page.goto('/us/en/activities/textbook/eureka-math/');
  await page.getByRole('navigation', { name: 'Choose a grade' }).getByRole('link', { name: 'Grade 3' }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Grade 3 · Module 5: Fractions as Numbers on the Number Line' })).toBeVisible();
  const units = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(units.filter((unit) => !unit.startsWith('Grade 3 · '))).toEqual([]);
});

test('the selector asks for what is missing', async ({ page }) => {
  await page.goto('/us/en/activities/');
  await page.getByRole('button', { name: 'Make a worksheet' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a Grade, Topic and a Subtopic');
  await page.getByRole('button', { name: 'Start a class game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a Grade');
  await page.getByLabel('Grade', { exact: true }).selectOption({ label: 'Grade 3' });
  await page.getByRole('button', { name: 'Make a worksheet' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a Grade, Topic and a Subtopic');
  await page.getByLabel('Topic', { exact: true }).selectOption({ label: 'Fractions and decimals: Equivalent fractions' });
  await page.getByLabel('Subtopic', { exact: true }).selectOption({ label: 'Equivalent fractions with models' });
  await page.getByRole('button', { name: 'Make a worksheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equivalent fractions: Equivalent fractions with models — Worksheets' })).toBeVisible();

  await page.goto('/us/en/activities/');
  await page.getByLabel('Grade', { exact: true }).selectOption({ label: 'Grade 2' });
  await page.getByRole('button', { name: 'Start a class game' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Play with your class' })).toBeVisible();
  await expect(page.getByText(/students join with the code and a nickname/)).toBeVisible();
  await expectAccessible(page);
});

test('word problems are told in the page language (French)', async ({ page }) => {
  await page.goto('/ca/fr/activities/episode/grade-3-add-word-problems/play?seed=histoire');
  // a word-problem set asks the engine for stories: the run the player plans (planRun), as a Canadian page does
  const first = planRun({ generator_key: 'addition-subtraction/add', grade: '3', difficulty: 2, type: 'word-problem' }, { seed: 'histoire', count: 5, country: 'CA' }).itemAt(0);
  await expect(page.getByRole('heading', { name: 'Question 1 sur 5' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(renderText(first.story!, 'fr'), { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a Portuguese page of the Brazil site tells its word problems in Portuguese and marks no other language on them', async ({ page }) => {
  await page.goto('/br/pt/activities/episode/grade-3-add-word-problems/play?seed=historia');
  const first = planRun({ generator_key: 'addition-subtraction/add', grade: '3', difficulty: 2, type: 'word-problem' }, { seed: 'historia', count: 5, country: 'BR' }).itemAt(0);
  await expect(page.getByRole('heading', { name: 'Pergunta 1 de 5' })).toBeVisible({ timeout: 15_000 });
  const question = page.getByText(renderText(first.story!, 'pt'), { exact: true });
  await expect(question).toBeVisible();
  // the question is in the page's language: no lang="en" as when the engine had no Portuguese
  await expect(question).not.toHaveAttribute('lang', /.+/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expectAccessible(page);
});

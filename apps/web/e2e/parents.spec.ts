import { playNumberLineRun } from './content-support.ts';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { expectPrintsWhole } from './print-support.ts';

/**
 * Parents who can see (decision 077): a teacher makes a parent code for a child of their class,
 * the parent enters it on My children, and from then on sees the child's progress: mastery per
 * skill, recent runs with stars, and the certificates section. The teacher sees who is linked.
 */

test.describe.configure({ timeout: 120_000 });

test('a teacher gives a parent code, the parent enters it and sees the child’s progress', async ({ page, browser }) => {
  await signIn(page, { firstName: 'Rosa', lastName: 'Diaz', role: 'teacher' });
  const classCode = await makeClass(page, 'Grade K Oak', ['Mia Park']);

  // the child plays a run: the server checks the answers and keeps the stars
  const { context: childContext, page: child } = await anotherPage(browser);
  await studentLogin(child, classCode, 'Mia Park');
  const run = await playNumberLineRun(childContext.request, 'grade-k-number-line-episode', 4);
  expect(run.result).toMatchObject({ correct: 4, total: 5 });

  // the teacher opens the child's parent code from the class card, with the keyboard
  await page.reload();
  const card = classCard(page, 'Grade K Oak');
  // and gives the class work to do (the assignments journey makes it through the Assign dialog)
  const progressHref = (await card.locator('a[href*="/progress/"]').getAttribute('href'))!;
  const classId = /classes\/([^/]+)\/progress/.exec(progressHref)![1]!;
  const { csrf_token } = (await (await page.request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const due = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const assigned = await page.request.post('/api/v2/teachers/assignments/', {
    headers: { 'X-CSRFToken': csrf_token },
    data: { class_id: classId, activity_ids: ['grade-k-number-line-episode'], starts_at: new Date(Date.now() - 60_000).toISOString(), due_at: due.toISOString(), item_count: 5 },
  });
  expect(assigned.status()).toBe(200);
  const open = card.getByRole('button', { name: 'Parent code for Mia Park' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = card.getByRole('region', { name: 'Parent code for Mia Park' });
  await expect(panel.getByText('No parent is linked with a code yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Make a code' }).click();
  const code = (await panel.locator('.class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expectAccessible(page);

  // the parent enters a wrong code, then the teacher's
  const { page: parent } = await anotherPage(browser);
  await signIn(parent, { firstName: 'Jin', lastName: 'Park', role: 'parent' });
  await parent.goto('/us/en/account/children/');
  await expect(parent.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  const field = parent.getByLabel(/Parent code/);
  await field.fill('ABCD-EFGH');
  await parent.getByRole('button', { name: 'Link my child' }).click();
  await expect(parent.getByText('This parent code is not right. Check it with your child’s teacher.')).toBeVisible();
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(parent.getByText('Done: you can now see Mia Park’s progress.')).toBeVisible();
  const inClass = parent.getByRole('region', { name: 'Your children in a class' });
  await expect(inClass.getByText('Grade K Oak, with Rosa Diaz')).toBeVisible();
  await expectAccessible(parent);

  // the child's page: mastery per skill, the run with its stars, no certificate yet
  await inClass.getByRole('link', { name: 'See Mia Park’s progress' }).click();
  await expect(parent.getByRole('heading', { level: 1, name: 'Mia Park’s progress' })).toBeVisible();
  await expect(parent.getByText('Mia Park is in Grade K Oak. The teacher is Rosa Diaz.')).toBeVisible();
  const skills = parent.getByRole('table', { name: 'Mia Park’s mastery of each skill' });
  await expect(skills.getByRole('row')).not.toHaveCount(1);
  const recent = parent.getByRole('table', { name: 'Mia Park’s latest activities' });
  await expect(recent.getByRole('row')).toHaveCount(2);
  await expect(recent.getByText('4 right of 5')).toBeVisible();
  await expect(parent.getByText(/^No certificate yet\./)).toBeVisible();
  // the class's work: to do, with its due date
  const work = parent.getByRole('region', { name: 'Work from the class' });
  await expect(work.getByText(/^To do · due /)).toBeVisible();
  await expect(work.getByText(/not played yet/)).toBeVisible();
  await expectAccessible(parent);
  // on a phone the page fits its width (its tables scroll on their own)
  await parent.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // another child's page is one that does not exist
  await parent.goto('/us/en/account/children/00000000-0000-4000-8000-000000000000/');
  await expect(parent.getByText('This child is not one of yours.')).toBeVisible();

  // the teacher sees who is linked, and the code is spent
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(open).toBeFocused();
  await open.click();
  await expect(panel.getByText(/^Jin Park, since /)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Make a code' })).toBeVisible();

  // the teacher opens the child's own page from the class's progress: per standard and per week
  await page.goto(progressHref);
  await expect(page.getByRole('link', { name: 'Mia Park' })).toBeVisible();
  await expectPrintsWhole(page, { rows: page.getByRole('row'), header: 'Grade K Oak' });
  await page.getByRole('link', { name: 'Mia Park' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Park: progress' })).toBeVisible();
  const standards = page.getByRole('group', { name: /^By standard:/ });
  const line = standards.getByRole('row').filter({ hasText: 'K.CC.A.2' });
  await expect(line.getByRole('cell').nth(2)).toHaveText('4 of 5');
  await expect(line.getByText(/^(Mastered|Practicing|Needs help)$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Week by week' }).getByRole('row').nth(1)).toContainText('4 of 5');
  await expectAccessible(page);
  await expectPrintsWhole(page, { rows: page.getByRole('row'), header: 'Grade K Oak' });
  const csv = await page.request.get((await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href'))!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain('K.CC.A.2');
});

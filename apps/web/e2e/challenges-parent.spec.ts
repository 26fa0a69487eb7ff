import { studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, anotherPage } from './fixtures.ts';

/**
 * A parent enters their child in a challenge (decision 041): they add the
 * child on My children (first name and grade), which gives the family code
 * the child signs in with; they tick the child on the seeded contest's
 * registration page; the child signs in and is in, and can play.
 */
const CONTEST = '7d1c2a5e-4b8f-4c1e-9a3d-1f2e3d4c5b61';

test('a parent adds a child, registers them for a challenge, and the child signs in and can play', async ({
  page,
  parent,
  browser,
}) => {
  expect(parent.role).toBe('parent');
  await page.goto('/us/en/account/');
  await page.getByRole('link', { name: 'My children' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await expect(page.getByText('You have not added a child yet.', { exact: false })).toBeVisible();

  // the grade is asked for
  await page.getByLabel(/First name/).fill('Lucía');
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByText("Please choose your child's grade.")).toBeVisible();
  await page.getByLabel(/Grade/).selectOption({ label: 'Grade 3' });
  await page.getByRole('button', { name: 'Add child' }).click();
  const children = page.getByRole('region', { name: 'Your children' });
  await expect(children.getByRole('listitem')).toHaveText(['Lucía, Grade 3']);
  const familyCode = (await children.locator('.class-code').textContent())!.trim();
  expect(familyCode).toMatch(/^[A-Z2-9]{8}$/);
  await expectAccessible(page);

  // the challenge's registration page lists the parent's children
  await page.goto(`/us/en/challenge/${CONTEST}/register/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register for World Number Week' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your children' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Your school/ })).toHaveCount(0);
  await page.getByLabel('Lucía').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('1 child is registered. They can play from the warm-up.')).toBeVisible();
  await expectAccessible(page);
  // the registration is kept: the child stays ticked on a fresh load
  await page.reload();
  await expect(page.getByLabel('Lucía')).toBeChecked();

  // the child signs in with the family code and their name, and is in
  const { page: child } = await anotherPage(browser);
  await studentLogin(child, familyCode, 'Lucía');
  // the challenge's page is the child's own (decision 097): Play, since their parent registered them
  await child.goto(`/us/en/challenge/${CONTEST}/`);
  await expect(child.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute(
    'href',
    `/us/en/challenge/${CONTEST}/play/`,
  );
  await child.goto(`/us/en/challenge/${CONTEST}/play/`);
  await expect(child.getByText('The contest is on: your best run of each activity counts.')).toBeVisible();
});

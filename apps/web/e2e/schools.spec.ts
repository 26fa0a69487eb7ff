import type { Locator, Page } from '@playwright/test';
import { makeClass } from './classes-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { staffApi } from './staff-support.ts';

/**
 * A school on Numbloom from end to end (decision 061): a teacher asks to be the first admin of a
 * school of the search, staff approve them in the staff admin, the admin hands the teachers'
 * invitation link to a second teacher, who asks to join and is approved, then puts a class into
 * the school with its grade; the admin sees it, changes a setting, and the audit lists it all.
 * The approvals are made with the keyboard alone; the school page is checked at a phone's width too.
 */
test.describe.configure({ timeout: 300_000 });

/** Tabs through the page until `target` has the focus (as a keyboard user reaches it), then presses Enter. */
async function pressWithKeyboard(page: Page, target: Locator) {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a teacher becomes a school’s first admin, a second teacher joins through the invitation link, puts a class in, and the audit lists it', async ({
  page,
  browser,
}) => {
  // a teacher asks to be the first admin of their school, found with the school search
  await signIn(page, { firstName: 'Grace', lastName: 'Hopper', role: 'teacher' });
  await page.goto('/us/en/dashboard/');
  const card = page.getByRole('region', { name: 'Your school' });
  await expect(card.getByRole('heading', { name: 'Ask to be your school’s admin' })).toBeVisible();
  await card.getByRole('combobox', { name: /Your school/ }).fill('spring');
  // the second school found: the challenge journey's teacher is the first one's admin
  const option = page.getByRole('listbox', { name: 'Schools' }).getByRole('option').nth(1);
  const school = (await option.locator('.reg-option-name').textContent())!.trim();
  await option.click();
  await card.getByRole('button', { name: 'Ask to be the school’s admin' }).click();
  // the card then lists the request as waiting (the sent notice may already have given way to it)
  await expect(card.getByText('Waiting for Numbloom to verify you with your school.')).toBeVisible();
  await expectAccessible(page);

  // staff approve the request in the staff admin, with the keyboard
  const { page: staffPage } = await anotherPage(browser);
  await staffApi(staffPage);
  await staffPage.goto('/us/en/staff/schools/');
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Schools’ first admins' })).toBeVisible();
  await expectAccessible(staffPage);
  await pressWithKeyboard(staffPage, staffPage.getByRole('button', { name: `Approve Grace Hopper for ${school}` }));
  await expect(staffPage.getByText(`Grace Hopper is now the admin of ${school}.`)).toBeVisible();

  // the admin's school page: the teachers' invitation link
  await page.goto('/us/en/school/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your school' })).toBeVisible();
  const teachers = page.getByRole('region', { name: 'Teachers' });
  await expect(teachers.getByRole('rowheader', { name: /Grace Hopper/ })).toBeVisible();
  const link = (await teachers
    .getByRole('listitem')
    .filter({ hasText: 'For teachers' })
    .locator('code')
    .textContent())!.trim();
  expect(link).toContain('/join/enterprise/');
  await expectAccessible(page);

  // a second teacher opens the link and asks to join
  const { page: ada } = await anotherPage(browser);
  await signIn(ada, { firstName: 'Ada', lastName: 'Byron', role: 'teacher' });
  await makeClass(ada, 'Maple Two', ['Lia Chen']);
  await ada.goto(new URL(link).pathname);
  await expect(ada).toHaveURL(/\/us\/en\/school-invite\//);
  await expect(ada.getByText(`This link invites teachers to join ${school}.`)).toBeVisible();
  await expectAccessible(ada);
  await ada.getByRole('button', { name: `Ask to join ${school}` }).click();
  await expect(ada.getByText('It waits for the school’s admin to approve it')).toBeVisible();

  // the admin approves, with the keyboard
  await page.reload();
  await pressWithKeyboard(page, teachers.getByRole('button', { name: 'Approve Ada Byron' }));
  await expect(teachers.getByRole('rowheader', { name: /Ada Byron/ })).toBeVisible();
  await expect(teachers.getByText('No one is waiting to join.')).toBeVisible();

  // the second teacher puts their class into the school with its grade
  await ada.goto('/us/en/dashboard/');
  const adaCard = ada.getByRole('region', { name: 'Your school' });
  await expect(adaCard.getByRole('heading', { name: school })).toBeVisible();
  await adaCard.getByLabel('Grade of Maple Two').selectOption('2');
  await adaCard.getByRole('button', { name: 'Put Maple Two into the school' }).click();
  await expect(adaCard.getByText('Maple Two is in the school now.')).toBeVisible();
  await expectAccessible(ada);

  // the admin sees the class with its grade, and shows the children's names on public boards
  await page.reload();
  const classes = page.getByRole('region', { name: 'Classes' });
  const row = classes.getByRole('row', { name: /Maple Two/ });
  await expect(row).toContainText('Ada Byron');
  await expect(row.getByLabel('Grade of Maple Two')).toHaveValue('2');
  const settings = page.getByRole('region', { name: 'Settings' });
  const showNames = settings.getByRole('checkbox', { name: 'Show children’s names on public boards' });
  await expect(showNames).not.toBeChecked();
  await showNames.check();
  await expect(settings.getByText('Saved.')).toBeVisible();

  // the audit, newest first: the setting, the class, the approvals
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Settings changed');
  await expect(audit.getByRole('row', { name: /Class put into the school/ })).toContainText('Maple Two');
  await expect(audit.getByRole('row', { name: /Request approved/ }).filter({ hasText: 'Ada Byron' })).toHaveCount(1);
  // staff approved the first admin, the first admin approved the second teacher
  await expect(audit.getByRole('row', { name: /Request approved/ })).toHaveCount(2);
  await expectAccessible(page);

  // the school page at a phone's width: nothing wider than the screen, and still accessible
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your school' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

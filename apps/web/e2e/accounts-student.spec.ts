import { test, expect, expectAccessible, signIn } from './fixtures.ts';

/** A teacher makes a class and its code; a student logs in with the code and their name. */

test.describe.configure({ timeout: 90_000 });

test('class code login: the teacher makes a class, the student picks their name and is in', { tag: '@phone' }, async ({ page, browser }) => {
  await signIn(page, { firstName: 'Grace', lastName: 'Hopper', role: 'teacher' });
  await page.goto('/us/en/account/');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await expect(classes.getByText('You have no classes yet.', { exact: false })).toBeVisible();
  await classes.getByLabel(/Class name/).fill('Grade 3 Maple');
  await classes.getByRole('button', { name: 'Create class' }).click();
  const card = classes.getByRole('article', { name: 'Grade 3 Maple' });
  await expect(card).toBeVisible();
  const classCode = (await card.locator('.class-code').textContent())!.trim();
  expect(classCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await card.getByLabel('Add students to Grade 3 Maple').fill('Ada Lovelace\nAlan Turing\n');
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByText('2 students')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
  await expectAccessible(page);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/us/en/student-login/');
  await expect(student.getByRole('heading', { level: 1, name: 'Student login' })).toBeVisible();
  await expectAccessible(student);

  await student.getByLabel('Class code').fill('ZZZZ2222');
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(student.getByText('We could not find a class with that code. Please check it with your teacher.')).toBeVisible();

  // Children type codes any way: lower case and spaces are fine.
  await student.getByLabel('Class code').fill(`${classCode.slice(0, 4).toLowerCase()} ${classCode.slice(4).toLowerCase()}`);
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(student.getByRole('heading', { name: 'Find your name in Grade 3 Maple' })).toBeFocused();
  await expect(student.getByRole('button', { name: 'Alan Turing' })).toBeVisible();
  await expectAccessible(student);
  await student.getByRole('button', { name: 'Ada Lovelace' }).click();
  await expect(student.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await expectAccessible(student);

  await student.getByRole('link', { name: 'Continue' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Profile' }).getByRole('definition').filter({ hasText: 'Student' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Profile' }).getByRole('definition').filter({ hasText: 'Class code' })).toBeVisible();
  await studentContext.close();
});

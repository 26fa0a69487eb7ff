import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';

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

  const { page: student } = await anotherPage(browser);
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
  // in, the child lands on their own home
  await expect(student).toHaveURL(/\/us\/en\/my\/$/);
  await expect(student.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await expectAccessible(student);

  await student.goto('/us/en/account/');
  await expect(student.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Profile' }).getByRole('definition').filter({ hasText: 'Student' })).toBeVisible();
  await expect(student.getByRole('region', { name: 'Profile' }).getByRole('definition').filter({ hasText: 'Class code' })).toBeVisible();
});

test('two children of the same name: the teacher is warned, each child finds their own name by its number, and a renamed one by the new name', async ({ page, browser }) => {
  await signIn(page, { firstName: 'Mary', lastName: 'Jackson', role: 'teacher' });
  await page.goto('/us/en/account/');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await classes.getByLabel(/Class name/).fill('Year 1 Birch');
  await classes.getByRole('button', { name: 'Create class' }).click();
  const card = classes.getByRole('article', { name: 'Year 1 Birch' });
  const classCode = (await card.locator('.class-code').textContent())!.trim();
  const names = card.getByLabel('Add students to Year 1 Birch');
  await names.fill('Mia\nLeo\n');
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByText('2 students')).toBeVisible();

  // A second Mia: the teacher is told before anything is added, and chooses.
  await names.fill('mia\n');
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'These names are already in the class, or twice in your list: mia.' })).toBeVisible();
  await expect(card.getByText('2 students')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Add anyway' }).click();
  await expect(card.getByText('3 students')).toBeVisible();
  await expect(card.getByText('Mia (1)', { exact: true })).toBeVisible();
  await expect(card.getByText('mia (2)', { exact: true })).toBeVisible();
  await expect(card.getByText('Leo', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add students' })).toBeVisible();

  // Or tell them apart by name: the teacher renames the first Mia, by keyboard.
  const rename = card.getByRole('button', { name: 'Rename Mia (1)', exact: true });
  await rename.click();
  const newName = card.getByLabel('New name for Mia (1)');
  await expect(newName).toBeFocused();
  await expect(newName).toHaveValue('Mia');
  await newName.press('Escape');
  await expect(rename).toBeFocused();
  await rename.press('Enter');
  await expect(newName).toBeFocused();
  await expectAccessible(page);
  await newName.fill('Mia B');
  await newName.press('Enter');
  await expect(card.getByRole('button', { name: 'Rename Mia B', exact: true })).toBeFocused();
  // the other Mia keeps her number, shown no longer: no one else has her name
  await expect(card.getByText('mia', { exact: true })).toBeVisible();
  await expect(card.getByText('3 students')).toBeVisible();

  const { page: student } = await anotherPage(browser);
  await student.goto('/us/en/student-login/');
  await student.getByLabel('Class code').fill(classCode);
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(student.getByRole('heading', { name: 'Find your name in Year 1 Birch' })).toBeFocused();
  await expect(student.getByRole('button', { name: 'Mia B', exact: true })).toBeVisible();
  await expect(student.getByRole('button', { name: 'Leo', exact: true })).toBeVisible();
  await student.getByRole('button', { name: 'mia', exact: true }).click();
  await expect(student.getByRole('heading', { name: 'Welcome, mia!' })).toBeVisible();
});

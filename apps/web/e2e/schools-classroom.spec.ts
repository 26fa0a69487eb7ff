import type { Page } from '@playwright/test';
import { oidcTestProvider } from '../../../playwright.config.ts';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, anotherPage, uniqueEmail } from './fixtures.ts';

/**
 * Google Classroom import (decision 079) in a browser: a teacher signs up with Google (the local
 * OpenID provider the Playwright config starts, with its Classroom stand-in), chooses to import,
 * allows Numbloom to read their courses on the provider's page, imports a course into their class,
 * imports it again and finds nobody twice; the imported children sign in with the class code and
 * their name, or with Google.
 */
test.describe.configure({ timeout: 180_000 });

/** On the provider's page: who signs in (and, for the Classroom grant, allows it). */
async function atProvider(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`^${oidcTestProvider.issuer}/interaction/`));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a teacher signed in with Google imports a Classroom course into their class twice without duplicates, and the children sign in', async ({ page, browser }) => {
  const email = uniqueEmail('classroom');
  const kids = ['Ana Lima', 'Ben Okafor', 'Chloé Martin'].map((name, i) => ({ name, email: `kid${i}.${email}` }));
  const seeded = await page.request.post(`${oidcTestProvider.issuer}/test/classroom`, {
    data: { teacher_email: email, courses: [{ id: '301', name: 'Maths 3B', section: 'Period 2', students: kids }, { id: '302', name: 'Art', students: [] }, { id: '303', name: 'Music', students: [] }] },
  });
  expect(seeded.ok()).toBe(true);

  await page.goto('/us/en/signup/');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await atProvider(page, email, 'Maria Montessori');
  await expect(page).toHaveURL(/\/us\/en\/account\/$/);
  const code = await makeClass(page, 'Blue 3', ['Zed Quinn']);

  await page.goto('/us/en/dashboard/');
  const classroom = page.getByRole('region', { name: 'Import from Google Classroom' });
  await classroom.getByRole('button', { name: 'Choose a Google Classroom course' }).click();
  // Google asks for the Classroom scopes now, not at sign-in; then the dashboard lists the courses
  await atProvider(page, email, 'Maria Montessori');
  await expect(page).toHaveURL(/\/us\/en\/dashboard\/$/);
  await classroom.getByLabel('Google Classroom course').selectOption({ label: 'Maths 3B (Period 2)' });
  await classroom.getByLabel('Into your class').selectOption({ label: 'Blue 3' });
  await classroom.getByRole('button', { name: 'Import the students' }).click();
  await expect(classroom.getByText('Imported Maths 3B into Blue 3. New children: 3. Renamed: 0. Already there: 0.')).toBeVisible();
  await expectAccessible(page);
  await classroom.getByRole('button', { name: 'Import the students' }).click();
  await expect(classroom.getByText('Imported Maths 3B into Blue 3. New children: 0. Renamed: 0. Already there: 3.')).toBeVisible();

  await page.goto('/us/en/account/');
  await expect(classCard(page, 'Blue 3').getByText('4 students')).toBeVisible();

  // the children sign in as any child does: the class code and their name, or Google
  const { page: ana } = await anotherPage(browser);
  await studentLogin(ana, code, 'Ana Lima');
  const { page: ben } = await anotherPage(browser);
  await ben.goto('/us/en/login/');
  await ben.getByRole('link', { name: 'Continue with Google' }).click();
  await atProvider(ben, kids[1]!.email, 'Ben Okafor');
  await expect(ben).toHaveURL(/\/us\/en\/my\/$/);
  await expect(ben.getByRole('heading', { level: 1, name: 'Welcome, Ben!' })).toBeVisible();
});

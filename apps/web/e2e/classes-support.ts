import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A signed-in teacher makes a class with these students on their Account
 * page, as a teacher would; returns the class code the students log in with.
 */
export async function makeClass(page: Page, name: string, students: string[]): Promise<string> {
  await page.goto('/us/en/account/');
  const classes = page.getByRole('region', { name: 'Your classes' });
  await classes.getByLabel(/Class name/).fill(name);
  await classes.getByRole('button', { name: 'Create class' }).click();
  const card = classCard(page, name);
  await card.getByLabel(`Add students to ${name}`).fill(students.join('\n'));
  await card.getByRole('button', { name: 'Add students' }).click();
  await expect(card.getByText(students.length === 1 ? '1 student' : `${students.length} students`)).toBeVisible();
  return (await card.locator('.class-code').textContent())!.trim();
}

/** A student logs in with the class code and picks their name, and lands on their home. */
export async function studentLogin(page: Page, classCode: string, name: string) {
  await page.goto('/us/en/student-login/');
  await page.getByLabel('Class code').fill(classCode);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name }).click();
  // in, the child lands on their own home
  await expect(page).toHaveURL(/\/my\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name.split(' ')[0]}!` })).toBeVisible();
}

/** A class's card on its teacher's Account page. */
export const classCard = (page: Page, name: string) => page.getByRole('region', { name: 'Your classes' }).getByRole('article', { name });

import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/** The header once someone is signed in: their name and home instead of Sign in and Free trial, and Log out; desktop and mobile. */

test.describe.configure({ timeout: 180_000 });

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const openMenu = async (page: Page) => {
  if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
};

test('signed in, the header names the teacher, links to their home and logs them out', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signIn(page, { firstName: 'Grace', lastName: 'Okafor' });

  // A fresh page load: the server named the teacher in the page, the header asks nothing.
  const sessionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/accounts/session/')) sessionCalls.push(r.url());
  });
  await page.goto('/us/en/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openMenu(page);
  const home = nav.getByRole('link', { name: /Grace Okafor/ });
  await expect(home).toBeVisible();
  await expect(home).toContainText('Your dashboard');
  await expect(nav.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Free trial' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(sessionCalls).toEqual([]);
  await expectAccessible(page);

  // The home link by keyboard.
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/us\/en\/dashboard\/$/);
  // The teacher's dashboard: classes (none yet, with the way to make one), recent games, games to start.
  await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
  await expect(page.getByText('Hello Grace.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a class and get its code' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Recent class games' })).toBeVisible();
  const games = page.getByRole('region', { name: 'Start a class game' }).getByRole('link');
  await expect(games.first()).toBeVisible();
  expect(await games.count()).toBeGreaterThan(0);
  // No class registered for a challenge yet; the seeded one open for registration is offered.
  await expect(page.getByText('Your classes are not registered for a challenge.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Challenges open for registration' }).getByRole('link', { name: 'Register your classes for Spring Number Challenge' })).toBeVisible();
  await expectAccessible(page);

  // In French the games to start are named in French, as the page's own text (no other language marked).
  await page.goto('/ca/fr/dashboard/');
  const jeux = page.getByRole('region', { name: 'Lancer un jeu de classe' }).getByRole('link');
  await expect(jeux.first()).toHaveText(/^Jeu de classe\s:\sNombres et numération$/);
  await expect(page.getByRole('region', { name: 'Lancer un jeu de classe' }).locator('[lang]')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/us/en/dashboard/');
  await games.first().click();
  await expect(page).toHaveURL(/\/us\/en\/activities\/episode\/[^/]+\/$/);

  await openMenu(page);
  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/us\/en\/logout\/$/);
  await expect(page.getByText('You have been logged out', { exact: false })).toBeVisible();
  await openMenu(page);
  await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Free trial' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Grace Okafor/ })).toHaveCount(0);

  // And on the next page load too.
  await page.reload();
  await openMenu(page);
  await expect(nav.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

import { LOCALE_COOKIE } from '@numbloom/domain/regions';
import { configureSiteTests } from './site-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

configureSiteTests();

test('the terms page has the real terms, with a table of contents', async ({ page }) => {
  const response = await page.goto('/home/terms/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Terms of Use – Numbloom');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  for (const name of ['Acceptable use', 'Free trials and subscriptions', 'Challenges, leaderboards and certificates']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Acceptable use' }).click();
  await expect(page).toHaveURL(/#section-3$/);
  await expect(page.getByText('Questions about these terms: support@numbloom.com.')).toBeVisible();
  await expectAccessible(page);
});

test('the privacy page says plainly what is kept about children and for how long', async ({ page }) => {
  const response = await page.goto('/home/privacy/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'What we keep about children, in short' });
  await expect(summary).toContainText('kept while the game is open and for 24 hours after it ends');
  await expect(summary).toContainText('kept while their school\'s or parent\'s account is active, and deleted within 30 days of that account closing');
  await expect(page.getByRole('heading', { level: 2, name: /Guest players/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Logged-in students/ })).toBeVisible();
  await expectAccessible(page);
});

test('the legal pages follow the remembered language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'aue-ar', url: baseURL! }]);
  await page.goto('/home/privacy/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  await expectAccessible(page);
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'ca-fr', url: baseURL! }]);
  await page.goto('/home/terms/');
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
});

test('an unknown /home/ page is a 404', async ({ page }) => {
  const response = await page.goto('/home/nothing-here/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
});

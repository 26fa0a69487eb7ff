import type { Page } from '@playwright/test';
import { oidcTestProvider } from '../../../playwright.config.ts';
import { test, expect, expectAccessible, signIn, uniqueEmail } from './fixtures.ts';

/**
 * Sign in with Google / Microsoft through OpenID Connect: the product's
 * redirect to a real local provider (oidc-provider, started by the
 * Playwright config with the product configured to use it), the provider's
 * own sign-in page, and the callback that signs the person in.
 */

test.describe.configure({ timeout: 90_000 });

/** On the provider's sign-in page: who signs in. */
async function signInAtProvider(page: Page, email: string, name: string, opts: { unverified?: boolean } = {}) {
  await expect(page).toHaveURL(new RegExp(`^${oidcTestProvider.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name').fill(name);
  if (opts.unverified) await page.getByLabel('Email not verified').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up with Google: the redirect to the provider and back, and a new account', async ({ page }) => {
  const email = uniqueEmail('google');
  // the buttons come with the page (its settings), not from a second request that would land after the
  // form and push it down (decision 053): that request is refused here, and they are there all the same
  await page.route('**/api/v2/accounts/sso-providers/**', (route) => route.abort());
  await page.goto('/us/en/signup/');
  const google = page.getByRole('link', { name: 'Sign up with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up with Microsoft' })).toBeVisible();
  await expectAccessible(page);

  await google.click();
  await signInAtProvider(page, email, 'Chidi Anagonye');

  await expect(page).toHaveURL(/\/us\/en\/account\/$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: 'Chidi Anagonye' })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: email })).toContainText('verified');
  await expect(profile.getByRole('definition').filter({ hasText: 'Teacher' })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: /^Google$/ })).toBeVisible();

  // Signed in for real: the session is the server's, in an HttpOnly cookie.
  const me = await (await page.request.get('/api/v2/accounts/me/')).json();
  expect(me.user).toMatchObject({ email, first_name: 'Chidi', last_name: 'Anagonye', email_verified: true });
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.httpOnly && /sess/i.test(c.name))).toBe(true);

  // Signing in again finds the same account (the provider remembers its own session, so it does not ask again).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);
  await page.goto('/us/en/login/');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/us\/en\/account\/$/);
  expect((await (await page.request.get('/api/v2/accounts/me/')).json()).user.id).toBe(me.user.id);
});

test('log in with Microsoft to an account made with email: the same account, now with both ways in', async ({ page }) => {
  const email = uniqueEmail('microsoft');
  await signIn(page, { firstName: 'Sofia', lastName: 'Lind', email, role: 'school_leader' });
  await page.goto('/us/en/logout/');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  await page.goto('/us/en/login/');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue with Microsoft' }).click();
  await signInAtProvider(page, email, 'Sofia Lind');
  await expect(page).toHaveURL(/\/us\/en\/account\/$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: 'School leader' })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: 'Email and password, Microsoft' })).toBeVisible();
});

test('a provider that does not vouch for the email: back to login with the failure said', async ({ page }) => {
  await page.goto('/us/en/login/');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, uniqueEmail('unverified'), 'Pat Doe', { unverified: true });
  await expect(page).toHaveURL(/\/us\/en\/login\/\?sso_error=google$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in with Google did not complete. Please try again.' })).toBeVisible();
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);
  await expectAccessible(page);
});

test('a login page opened for another page returns there after Google; a link to elsewhere is not followed', async ({ page }) => {
  const email = uniqueEmail('sso-next');
  await page.goto(`/us/en/login/?next=${encodeURIComponent('/us/en/free-trial/')}`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email, 'Ines Duarte');
  await expect(page).toHaveURL(/\/us\/en\/free-trial\/$/);
  expect((await (await page.request.get('/api/v2/accounts/me/')).json()).user.email).toBe(email);

  await page.goto('/us/en/logout/');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  // The login page does not pass on a next that is not a path of this site…
  await page.goto(`/us/en/login/?next=${encodeURIComponent('//evil.example/')}`);
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).not.toHaveAttribute('href', /next=/);
  // …and the server ignores one given to it directly (the provider remembers the person, so it goes straight back).
  await page.goto(`/api/v2/accounts/sso/google/start?region_code=US&language_code=en&next=${encodeURIComponent('https://evil.example/')}`);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/us\/en\/account\/$/);
});

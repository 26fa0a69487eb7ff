import { CAPTCHA_CHALLENGE_PATH } from '@numbloom/domain/captcha';
import { codeFromMailbox, linkFromMailbox, signUpAccount, waitForCaptcha } from './accounts-support.ts';
import { test, expect, expectAccessible, PASSWORD, signIn, uniqueEmail } from './fixtures.ts';

/** Sign-up, login, logout and password reset through the pages, with the real server and mailbox. */

test.describe.configure({ timeout: 90_000 });

// On a phone too: each form sent empty and wrong says what is wrong where it is wrong (the journey
// below, the same code at a desktop's width, runs once, decision 060).
test('the sign-up form sent empty and the login form sent empty or wrong say what is wrong at each field', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/us/en/signup/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Numbloom account' })).toBeVisible();
  await expectAccessible(page);
  // Sent empty: each field says what it needs, the captcha included, and focus goes to the first.
  // The widget starts solving when the form takes focus and clears its message once solved, so its
  // challenge is held until the message has been seen (a fast machine would otherwise race past it);
  // once released, the route lets every later challenge through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${CAPTCHA_CHALLENGE_PATH}*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(page.getByText('Please choose your role.')).toBeVisible();
  await expect(page.getByText('Please agree to our Terms of Use and Privacy Policy')).toBeVisible();
  await expect(page.getByText('Please verify that you are not a robot')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expectAccessible(page);
  release();

  await page.goto('/us/en/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' })).toBeVisible();
});

test('sign up with email, log out, fail and then pass the login, log out from the logout page', async ({ page }) => {
  const email = uniqueEmail('login');
  await signUpAccount(page, { firstName: 'Tomás', lastName: 'Reyes', email, role: 'Parent' });
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: 'Tomás Reyes' })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: email })).toContainText('verified');
  await expect(profile.getByRole('definition').filter({ hasText: 'Parent' })).toBeVisible();
  await expect(profile.getByRole('definition').filter({ hasText: 'Email and password' })).toBeVisible();
  // Only teachers have classes.
  await expect(page.getByRole('heading', { name: 'Your classes' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/us\/en\/logout\/?$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);

  // The account page now sends a visitor to log in, and brings them back after.
  await page.goto('/us/en/account/');
  await expect(page).toHaveURL(/\/us\/en\/login\/\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/en\/account\/?$/);

  // The logout page asks before signing out (a link alone cannot sign anyone out).
  await page.goto('/us/en/logout/');
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);
});

test('forgotten password: the emailed link from the mailbox page, a new password, the old one refused', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signIn(page, { firstName: 'Ines', lastName: 'Duarte', email });
  await page.goto('/us/en/logout/');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  await page.goto('/us/en/login/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('If an account exists for that address, we have sent it a link to reset the password.', { exact: false })).toBeVisible();

  const link = await linkFromMailbox(page.context(), email, /password/i);
  expect(new URL(link).pathname).toBe('/us/en/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar (and so history and Referer) once read.
  await expect(page).toHaveURL(/\/us\/en\/reset-password\/?$/);
  await expectAccessible(page);
  const newPassword = 'quiet-river-stones-at-dawn';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-long-passphrase-9');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.', { exact: false })).toBeVisible();

  await page.goto('/us/en/login/');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});

test('the password field: strength meter announced politely, show/hide, paste allowed, help text', async ({ page, context }) => {
  await page.goto('/us/en/signup/');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(page.getByText('Use at least 8 characters (15 or more is best) with letters and numbers or symbols.')).toBeVisible();
  const meter = page.locator('[aria-live="polite"]').filter({ hasText: /Password strength/ });

  await password.fill('maple');
  await expect(page.getByText('Password strength: Too short')).toBeVisible();
  await expect(page.getByText('Password strength: Too short')).toHaveAttribute('aria-live', 'polite');
  await password.fill('password1');
  await expect(page.getByText('Password strength: Poor')).toBeVisible();
  await password.fill('maple-42x');
  await expect(page.getByText('Password strength: Average')).toBeVisible();
  await password.fill('Maple-Leaf-42-x');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await expect(meter).toHaveCount(1);

  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Paste works (a password manager or a passphrase from elsewhere).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await password.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('correct horse battery staple'));
  await password.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(password).toHaveValue('correct horse battery staple');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
});

test('sign-up by keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keys');
  await page.goto('/us/en/signup/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Numbloom account' })).toBeVisible();
  const first = page.getByLabel('First name');
  for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.type('Kofi');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Mensah');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  const role = page.getByLabel('I am a');
  await expect(role).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(role).toHaveValue('teacher');
  await page.keyboard.press('Tab');
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Use/ });
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  // Past the two links inside the terms label, the marketing box, then the captcha and the button.
  for (let i = 0; i < 10 && !(await page.getByRole('button', { name: 'Create my account' }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeFocused();
  await waitForCaptcha(page);
  await page.keyboard.press('Enter');

  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await codeFromMailbox(page.context(), email));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeFocused();
});

test('the free-trial page in French (Canada): its texts, the password meter and the form in French', async ({ page }) => {
  await page.goto('/ca/fr/free-trial/');
  await expect(page.getByRole('heading', { level: 1, name: /^Commencez votre essai gratuit de \d+ jours$/ })).toBeVisible();
  await expect(page.getByLabel('Je suis')).toBeVisible();
  const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
  await password.fill('court');
  await expect(page.getByText('Robustesse du mot de passe : Trop court')).toBeVisible();
  await password.fill('Erable-Rouge-42-x');
  await expect(page.getByText('Robustesse du mot de passe : Fort')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commencer mon essai gratuit' })).toBeVisible();
  await expectAccessible(page);
});

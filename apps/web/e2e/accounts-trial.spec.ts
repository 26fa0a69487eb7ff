import type { Page } from '@playwright/test';
import { codeFromMailbox, fillSignUpForm, startTrialAsGuest, waitForCaptcha } from './accounts-support.ts';
import { test, expect, expectAccessible, PASSWORD, uniqueEmail, anotherPage } from './fixtures.ts';

/**
 * Free-trial onboarding (spec §4): every outcome, reached the way a person
 * reaches it, against the real server and its dev mailbox.
 */

// Whole journeys: a real proof of work, mail read from the mailbox page, several page loads each.
test.describe.configure({ timeout: 90_000 });

async function trialDays(page: Page): Promise<number> {
  const settings = await (await page.request.get('/api/v2/settings/?region_code=US&language_code=en')).json();
  return settings.free_trial_period as number;
}

test('email sign-up → the code from the dev mailbox page → a new trial with its days and purchase-by date', async ({ page }) => {
  const days = await trialDays(page);
  const email = uniqueEmail('trial');

  await page.goto('/us/en/free-trial/');
  await expect(page.getByRole('heading', { level: 1, name: `Start your ${days}-day free trial` })).toBeVisible();
  await expectAccessible(page);
  await fillSignUpForm(page, { firstName: 'Maya', lastName: 'Okafor', email }, /Start my free trial/);

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We have sent a 6-digit verification code to ${email}.`)).toBeVisible();
  await expect(page.getByText('The email may take up to 30 minutes to arrive.', { exact: false })).toBeVisible();
  const input = page.getByLabel('Verification code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toBeFocused();
  await expectAccessible(page);

  const code = await codeFromMailbox(page.context(), email);
  // The dev mailbox page itself: the mail, its code picked out, and accessible.
  const mailbox = await page.context().newPage();
  await mailbox.goto('/us/en/dev/mailbox/');
  await expect(mailbox.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await mailbox.getByLabel('Show mail to').fill(email);
  const mail = mailbox.getByRole('article').filter({ hasText: email });
  await expect(mail.getByRole('heading', { name: `Your Numbloom verification code: ${code}` })).toBeVisible();
  await expect(mail.getByRole('definition').filter({ hasText: new RegExp(`^${code}$`) })).toBeVisible();
  await expectAccessible(mailbox);
  await mailbox.close();
  await input.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeFocused();
  await expect(page.getByText(`You have ${days} days remaining.`, { exact: false })).toBeVisible();
  const me = await (await page.request.get('/api/v2/accounts/me/')).json();
  expect(me.trial.days_remaining).toBe(days);
  const purchaseBy = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(me.trial.purchase_by));
  await expect(page.getByText(`Purchase a license by ${purchaseBy}`, { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The account page carries the same trial.
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`Your free trial has ${days} days remaining.`)).toBeVisible();
  await expect(page.getByText(`Purchase by ${purchaseBy}.`)).toBeVisible();
});

test('a signed-in person: the choice, the restored trial, a new one, then the yearly limit with its upgrade link', async ({ page, context }) => {
  const days = await trialDays(page);
  await startTrialAsGuest(page, { firstName: 'Noor', lastName: 'Haddad', email: uniqueEmail('choose') });
  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();

  // Asking again with a trial running: restore it or start anew.
  await page.goto('/us/en/free-trial/');
  await expect(page.getByText('Free trials used this academic year: 1 of 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('heading', { name: 'You already have a free trial' })).toBeFocused();
  await expect(page.getByText('Would you like to continue it or start a new one?', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Continue my trial (${days} days left)` }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(`Your trial has been restored with ${days} days remaining.`)).toBeVisible();
  await expect(page.getByText(/Purchase a license by \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expectAccessible(page);

  // Two tabs both offered the choice; the first starts the second trial of the year, the second hits the limit.
  const other = await context.newPage();
  for (const p of [page, other]) {
    await p.goto('/us/en/free-trial/');
    await p.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(p.getByRole('heading', { name: 'You already have a free trial' })).toBeVisible();
  }
  await page.getByRole('button', { name: `Start a new ${days}-day trial` }).click();
  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
  await expect(page.getByText(`You have ${days} days remaining.`, { exact: false })).toBeVisible();

  await other.getByRole('button', { name: `Start a new ${days}-day trial` }).click();
  await expect(other.getByRole('heading', { name: 'Maximum number of trials reached' })).toBeVisible();
  await expect(other.getByText('You have used the maximum number of free trials for this academic year.', { exact: false })).toBeVisible();
  const upgrade = other.getByRole('link', { name: 'Upgrade to a paid plan' });
  await expect(upgrade).toHaveAttribute('href', '/us/en/contact/?type=request');
  await expectAccessible(other);

  // With the year's trials used, asking again brings the running trial back rather than offering a choice.
  await page.goto('/us/en/free-trial/');
  await expect(page.getByText('Free trials used this academic year: 2 of 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('account already exists: refused at the form, and as the outcome when the account appeared while the code was on its way', async ({ page, browser }) => {
  const email = uniqueEmail('exists');
  // The trial form is sent first; its code waits in the mailbox.
  await page.goto('/us/en/free-trial/');
  await fillSignUpForm(page, { firstName: 'Lena', lastName: 'Berg', email }, /Start my free trial/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const trialCode = await codeFromMailbox(page.context(), email);

  // Meanwhile the same person signs up in another browser.
  const { context: otherContext, page: other } = await anotherPage(browser);
  await other.goto('/us/en/signup/');
  await fillSignUpForm(other, { firstName: 'Lena', lastName: 'Berg', email }, /Create my account/);
  const signUpCode = await codeFromMailbox(otherContext, email, [trialCode]);
  await other.getByLabel('Verification code').fill(signUpCode);
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await otherContext.close();

  // Back in the first tab, the code is right but the account now exists.
  await page.getByLabel('Verification code').fill(trialCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'This account already exists' })).toBeVisible();
  await expect(page.getByText('Hello, this account already exists in our system.', { exact: false })).toBeVisible();
  const login = page.getByRole('link', { name: 'Log in' }).last();
  await expect(login).toHaveAttribute('href', `/us/en/login/?next=${encodeURIComponent('/us/en/free-trial/')}`);
  await expectAccessible(page);

  // Asking for a trial with that address again is refused at once, with a way to log in.
  await page.goto('/us/en/free-trial/');
  await fillSignUpForm(page, { firstName: 'Lena', lastName: 'Berg', email }, /Start my free trial/);
  await expect(page.getByRole('alert').filter({ hasText: 'An account with that email already exists. Please login using the email.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in instead' })).toBeVisible();
  await expectAccessible(page);

  // A solved captcha is spent by the server: the widget solves a new one for the next try.
  const fresh = uniqueEmail('exists-other');
  await page.getByLabel('Email address').fill(fresh);
  await waitForCaptcha(page);
  await page.getByRole('button', { name: /Start my free trial/ }).click();
  await expect(page.getByText(`We have sent a 6-digit verification code to ${fresh}.`)).toBeVisible();
});

test('the robot check starts by itself when its script arrives after the form is filled (a slow machine)', async ({ page }) => {
  // hold the widget's script back until the person has filled everything in
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/altcha-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/us/en/signup/');
  await expect(page.getByText('Loading the robot check…')).toBeVisible();
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill('Moreau');
  await page.getByLabel('Email address').fill(uniqueEmail('slow'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('I am a').selectOption({ label: 'Teacher' });
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  // the focus stays where the person left it: nothing else happens on the form
  release();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: /Create my account/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
});

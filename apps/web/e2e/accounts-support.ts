import type { BrowserContext, Page } from '@playwright/test';
import { expect, PASSWORD } from './fixtures.ts';

/**
 * Helpers for the accounts and onboarding journeys: a fresh address per test,
 * the sign-up form filled as a person would, and the code read from the dev
 * mailbox page (the e2e server has no SMTP_URL, so mail is kept there).
 */

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  role?: 'Teacher' | 'Parent' | 'School leader';
}

/** Waits until the ALTCHA widget has solved its proof of work (it starts when the form gets focus). */
export async function waitForCaptcha(page: Page) {
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
}

/** Fills the sign-up / free-trial form and submits it once the captcha is solved. */
export async function fillSignUpForm(page: Page, d: SignUpDetails, submitName: RegExp) {
  await page.getByLabel('First name').fill(d.firstName);
  await page.getByLabel('Last name').fill(d.lastName);
  await page.getByLabel('Email address').fill(d.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(d.password ?? PASSWORD);
  await page.getByLabel('I am a').selectOption({ label: d.role ?? 'Teacher' });
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await waitForCaptcha(page);
  await page.getByRole('button', { name: submitName }).click();
}

/**
 * The newest verification code sent to `email`, read from the dev mailbox
 * page in a tab of its own. `after` skips codes already seen (after a resend).
 */
export async function codeFromMailbox(context: BrowserContext, email: string, after: string[] = []): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto('/us/en/dev/mailbox/');
    await mailbox.getByLabel('Show mail to').fill(email);
    let code = '';
    await expect(async () => {
      await mailbox.getByRole('button', { name: 'Refresh' }).click();
      const newest = mailbox.getByRole('article').filter({ hasText: /verification code/i }).first();
      await expect(newest).toBeVisible({ timeout: 1000 });
      code = (await newest.locator('.mail-code').textContent({ timeout: 1000 }))?.trim() ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(after).not.toContain(code);
    }).toPass({ timeout: 15_000 });
    return code;
  } finally {
    await mailbox.close();
  }
}

/** The newest link in a mail to `email` whose subject matches, from the dev mailbox page. */
export async function linkFromMailbox(context: BrowserContext, email: string, subject: RegExp): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto('/us/en/dev/mailbox/');
    await mailbox.getByLabel('Show mail to').fill(email);
    let href = '';
    await expect(async () => {
      await mailbox.getByRole('button', { name: 'Refresh' }).click();
      const mail = mailbox.getByRole('article').filter({ has: mailbox.getByRole('heading', { name: subject }) }).first();
      await expect(mail).toBeVisible({ timeout: 1000 });
      href = (await mail.getByRole('definition').getByRole('link').first().getAttribute('href', { timeout: 1000 })) ?? '';
      expect(href).toMatch(/^https?:\/\//);
    }).toPass({ timeout: 15_000 });
    return href;
  } finally {
    await mailbox.close();
  }
}

/**
 * The whole email route of the free trial, as a visitor: form, code from the
 * mailbox, verified. Leaves the page on the outcome screen, signed in.
 */
export async function startTrialAsGuest(page: Page, d: SignUpDetails) {
  await page.goto('/us/en/free-trial/');
  await fillSignUpForm(page, d, /Start my free trial/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = await codeFromMailbox(page.context(), d.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** An account made through the sign-up page (email route): form, code, verified, signed in. */
export async function signUpAccount(page: Page, d: SignUpDetails) {
  await page.goto('/us/en/signup/');
  await fillSignUpForm(page, d, /Create my account/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = await codeFromMailbox(page.context(), d.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
}

import { VERIFICATION_CODE } from '../../../packages/domain/src/onboarding.ts';
import { codeFromMailbox, fillSignUpForm } from './accounts-support.ts';
import { test, expect, expectAccessible, testRoute, uniqueEmail } from './fixtures.ts';

/**
 * The verification code's errors and the resend cooldown, against the real
 * server. The cooldown is not waited out: the test server moves this
 * sign-up's codes 60 seconds into the past (a test-mode route) and the page's
 * clock moves as far, so the server's own rule decides. 'This code has
 * expired' is covered by the code step's component test (apps/web/src/
 * features/onboarding/components/code-entry.test.tsx) and the onboarding API
 * tests.
 */


/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('missing code, wrong code, too many wrong codes, then a new code after the visible cooldown', async ({ page }) => {
  const email = uniqueEmail('codes');
  await page.clock.install();
  await page.goto('/us/en/free-trial/');
  await fillSignUpForm(page, { firstName: 'Ravi', lastName: 'Iyer', email }, /Start my free trial/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const first = await codeFromMailbox(page.context(), email);
  const input = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify' });

  // The resend button waits out its cooldown, counting down where it can be seen.
  const resend = page.getByRole('button', { name: /^Send a new code/ });
  await expect(resend).toBeDisabled();
  const before = Number((await resend.textContent())!.match(/in (\d+) seconds?/)![1]);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThanOrEqual(VERIFICATION_CODE.resendCooldownSeconds);
  await expect(resend).not.toHaveText(`Send a new code in ${before} seconds`, { timeout: 3_000 });

  await verify.click();
  await expect(page.getByText('Verification code is required.')).toBeVisible();
  await expect(input).toBeFocused();

  await input.fill(wrongCode(first));
  await verify.click();
  await expect(page.getByText('The code you entered was incorrect')).toBeVisible();
  await expect(page.getByText('4 attempts left for this code.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  for (const left of [3, 2, 1]) {
    await input.fill(wrongCode(first));
    await verify.click();
    await expect(page.getByText(`${left} ${left === 1 ? 'attempt' : 'attempts'} left for this code.`)).toBeVisible();
  }
  await input.fill(wrongCode(first));
  await verify.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Maximum number of incorrect attempts' })).toBeVisible();
  await expect(input).toHaveCount(0);
  await expectAccessible(page);

  // Only a new code helps now: it comes once the cooldown is over. A new code before it is refused by the server.
  await testRoute(page, '/api/v2/test/verification-codes/backdate/', { email, seconds: VERIFICATION_CODE.resendCooldownSeconds });
  await page.clock.fastForward(VERIFICATION_CODE.resendCooldownSeconds * 1000);
  await expect(resend).toHaveText('Send a new code');
  await resend.click();
  await expect(page.getByText(`We have sent a new code to ${email}.`)).toBeVisible();
  // the page's clock back in step with the server's: the new code's cooldown counts from now
  await page.clock.setSystemTime(new Date());
  await expect(resend).toBeDisabled();
  const second = await codeFromMailbox(page.context(), email, [first]);

  // The locked code stays dead; the new one works.
  await page.getByLabel('Verification code').fill(first);
  await verify.click();
  await expect(page.getByText('The code you entered was incorrect')).toBeVisible();
  await page.getByLabel('Verification code').fill(second);
  await verify.click();
  await expect(page.getByRole('heading', { name: 'Your free trial has started' })).toBeVisible();
});

test('the code step survives a reload of the page', async ({ page }) => {
  const email = uniqueEmail('reload');
  await page.goto('/us/en/signup/');
  await fillSignUpForm(page, { firstName: 'Aiko', lastName: 'Sato', email }, /Create my account/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFromMailbox(page.context(), email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  // Once used, the code step is gone for good.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign up with your email' })).toBeVisible();
});

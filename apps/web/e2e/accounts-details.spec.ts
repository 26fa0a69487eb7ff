import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, PASSWORD, signIn, uniqueEmail } from './fixtures.ts';

/**
 * "Your details" on the Account page (change the name, change the password)
 * and the accounts pages in French and Arabic, with the real server and the
 * dev mailbox.
 */

test.describe.configure({ timeout: 90_000 });

const NEW_PASSWORD = 'blue-Heron-77-fractions';

const details = (page: Page) => page.getByRole('region', { name: 'Your details' });
const nameForm = (page: Page) => details(page).getByRole('form', { name: 'Your name' });
const passwordForm = (page: Page) => details(page).getByRole('form', { name: 'Change your password' });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/us/en/login/');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('change the name: checked like sign-up, saved, said, and still there after a reload', async ({ page }) => {
  await signIn(page, { firstName: 'Ngozi', lastName: 'Eze', email: uniqueEmail('rename') });
  await page.goto('/us/en/account/');
  const form = nameForm(page);
  const first = form.getByRole('textbox', { name: 'First name' });
  const last = form.getByRole('textbox', { name: 'Last name' });
  await expect(first).toHaveValue('Ngozi');
  await expect(last).toHaveValue('Eze');
  await expectAccessible(page);

  // The shared rules, said under each field; focus goes to the first that needs fixing.
  await first.fill('');
  await last.fill('Eze <script>');
  await form.getByRole('button', { name: 'Save my name' }).click();
  await expect(form.getByText('First name is required.')).toBeVisible();
  await expect(form.getByText('Name contains invalid characters.')).toBeVisible();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // With the keyboard only: type, then Enter in the field sends the form.
  await page.keyboard.type('Ngozi Adaeze');
  await last.fill('Okafor-Eze');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Your name has been saved.');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('definition').filter({ hasText: 'Ngozi Adaeze Okafor-Eze' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByRole('definition').filter({ hasText: 'Ngozi Adaeze Okafor-Eze' })).toBeVisible();
  await expect(nameForm(page).getByRole('textbox', { name: 'First name' })).toHaveValue('Ngozi Adaeze');
});

test('change the password: the wrong current one is refused at its field; then only the new one logs in', async ({ page }) => {
  const email = uniqueEmail('repassword');
  await signIn(page, { firstName: 'Lars', lastName: 'Holm', email });
  await page.goto('/us/en/account/');
  const form = passwordForm(page);
  const current = form.getByRole('textbox', { name: 'Current password' });
  const next = form.getByRole('textbox', { name: 'New password' });

  // The same widget as sign-up: a meter and the help on the new password.
  await next.fill('abc');
  await expect(form.getByText('Password strength: Too short')).toBeVisible();
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByText('Password is required.')).toBeVisible();
  await expect(form.getByText('Your password must be at least 8 characters.')).toBeVisible();
  await expect(current).toBeFocused();

  // The server's refusal lands under the field it is about.
  await current.fill('not-my-password-9');
  await next.fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toBeFocused();
  await expect(next).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // A new password the server refuses (the address itself) lands under the new one.
  await current.fill(PASSWORD);
  await next.fill(email);
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your password must not be your email address.');
  await expect(next).toBeFocused();

  await next.fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. You are still signed in here; your other devices have been signed out.',
  );
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  // This session stays.
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' })).toBeVisible();
  expect((await page.request.get('/api/v2/accounts/me/')).status()).toBe(401);

  await logIn(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/us\/en\/account\/$/);
});

test('the Account page in Arabic reads right to left, translated, with the rules in Arabic', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, { firstName: 'Layla', lastName: 'Haddad', email: uniqueEmail('arabic') });
  await page.goto('/aue/ar/account/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'الملف الشخصي' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الملف الشخصي' }).getByRole('definition').filter({ hasText: 'معلّم' })).toBeVisible();
  const form = page.getByRole('region', { name: 'معلوماتك الشخصية' }).getByRole('form', { name: 'اسمك' });
  const first = form.getByRole('textbox', { name: 'الاسم الأول' });
  await expect(first).toHaveValue('Layla');
  // Laid out right to left: text runs from the right, and on a wide screen the first name's field
  // sits to the right of the last name's (on a phone they stack, first above).
  await expect(form).toHaveCSS('direction', 'rtl');
  const last = form.getByRole('textbox', { name: 'اسم العائلة' });
  const [a, b] = [(await first.boundingBox())!, (await last.boundingBox())!];
  if (test.info().project.name === 'desktop') {
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x).toBeGreaterThan(b.x);
  } else expect(a.y).toBeLessThan(b.y);
  await expectAccessible(page);

  await first.fill('');
  await form.getByRole('button', { name: 'احفظ اسمي' }).click();
  await expect(form.getByText('الاسم الأول مطلوب.')).toBeVisible();
  await expect(first).toBeFocused();
  await first.fill('ليلى');
  await form.getByRole('button', { name: 'احفظ اسمي' }).click();
  await expect(form.getByRole('status')).toHaveText('تم حفظ اسمك.');
  await expect(page.getByRole('region', { name: 'الملف الشخصي' }).getByRole('definition').filter({ hasText: 'ليلى Haddad' })).toBeVisible();
  await expectAccessible(page);
});

test('the login and password-reset pages in French', async ({ page }) => {
  await page.goto('/ca/fr/login/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'adresse courriel est obligatoire.")).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  await expect(page.getByLabel('Adresse courriel')).toBeFocused();

  await page.getByLabel('Adresse courriel').fill(uniqueEmail('nobody'));
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "L'adresse courriel ou le mot de passe saisi est incorrect." })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' })).toBeVisible();
  await page.getByLabel('Adresse courriel').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: "M'envoyer un lien" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe pour cette adresse' })).toBeVisible();
  await expectAccessible(page);
});

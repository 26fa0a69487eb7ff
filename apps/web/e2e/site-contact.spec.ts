import type { Page } from '@playwright/test';
import { configureSiteTests } from './site-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

configureSiteTests();

const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('contact page', () => {
  test('the submit label follows the form type', async ({ page }) => {
    const cases: [string, string, string][] = [
      ['?type=enquiry', 'Send Enquiry', 'Send us an enquiry'],
      ['?type=request', 'Send Request', 'Book a demo'],
      ['?type=register', 'Register Now', 'Register your interest'],
      ['?type=newsletter', 'Submit', 'Contact us'],
      ['', 'Submit', 'Contact us'],
    ];
    for (const [query, label, heading] of cases) {
      await page.goto(`/us/en/contact/${query}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(submit(page, label)).toBeVisible();
    }
  });

  test('shows the spec texts under each field and the summary when required fields are missing', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/us/en/contact/?type=enquiry');
    await submit(page, 'Send Enquiry').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Your name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Your name is required.');
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Email address is required.');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Message is required\./);
    await expect(page.getByRole('textbox', { name: /Phone number/ })).not.toHaveAttribute('aria-invalid');
    await expectAccessible(page);

    await name.fill('Ann $mith');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ann@school');
    await page.getByRole('textbox', { name: /Phone number/ }).fill('12-34');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await submit(page, 'Send Enquiry').click();
    await expect(name).toHaveAccessibleDescription('Name contains invalid characters.');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Invalid email address.');
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(/Invalid phone number\./);

    // Fixing a field clears its message as the visitor types.
    await name.fill('Ann Smith');
    await expect(name).not.toHaveAttribute('aria-invalid');
  });

  test('sends the enquiry, with a spinner meanwhile, and thanks the visitor', async ({ page }) => {
    await page.goto('/au/en/contact/?type=request');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Maya Lopez');
    await page.getByRole('textbox', { name: 'Email address' }).fill('Maya.Lopez@Example.org');
    // spec §5: the phone's country comes from the site's region, and the number formats as it is typed
    await expect(page.getByRole('combobox', { name: 'Phone country' })).toHaveValue('AU');
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    await phone.pressSequentially('0293744000');
    await expect(phone).toHaveValue('(02) 9374 4000');
    await page.getByRole('textbox', { name: /School or organisation/ }).fill('Riverside Elementary');
    await page.getByRole('textbox', { name: 'Message' }).fill('We would like a demo for our grade 3 team.');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/v2/contact/**', async (route) => {
      sent = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse((r) => r.url().includes('/api/v2/contact/'));
    await submit(page, 'Send Request').click();
    await expect(page.getByRole('status').filter({ hasText: 'Sending…' })).toBeAttached();
    await expect(page.getByRole('button', { name: /Send Request/ })).toBeDisabled();
    release();
    expect((await answered).status()).toBe(200);
    // spec §5 preparation before sending: the phone as plus and digits, the email lower-cased
    expect(sent).toMatchObject({ form_type: 'request', your_name: 'Maya Lopez', email: 'maya.lopez@example.org', phone: '+61293744000', region_code: 'AU', language_code: 'en' });

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message is on its way' })).toBeFocused();
    await expect(page.getByRole('status')).toContainText('will reply to maya.lopez@example.org within two working days');
  });

  test('shows the generic error when the submission fails, and lets the visitor try again', async ({ page, consoleErrors }) => {
    // The 5xx below is the test's own stub; the browser logs it.
    consoleErrors.allow(/status of 50[03]\b/);
    await page.goto('/us/en/contact/');
    await page.route('**/api/v2/contact/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ user_message: 'Something went wrong on our side. Please try again.' }) }),
    );
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Lee');
    await page.getByRole('textbox', { name: 'Email address' }).fill('sam@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('A question about licences.');
    await submit(page, 'Submit').click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error in the submission.' })).toBeVisible();
    await expect(submit(page, 'Submit')).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Sending…' })).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute('**/api/v2/contact/**');
    await submit(page, 'Submit').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your message is on its way' })).toBeVisible();
  });

  test('is translated, labels included', async ({ page }) => {
    await page.goto('/ca/fr/contact/?type=register');
    await expect(page.getByRole('button', { name: "S'inscrire maintenant" })).toBeVisible();
    await page.getByRole('button', { name: "S'inscrire maintenant" }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs obligatoires' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Votre nom' })).toHaveAccessibleDescription('Votre nom est obligatoire.');
    await page.goto('/aue/ar/contact/');
    await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
    await expectAccessible(page);
  });
});

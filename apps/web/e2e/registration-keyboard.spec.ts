import type { Page } from '@playwright/test';
import { DEMO, tabTo, uniqueEmail } from './registration-helpers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

test.describe.configure({ timeout: 90_000 });

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') ?? '');

/** Arrow keys pick an option in a focused native select without opening it. */
async function pickWithArrows(page: Page, steps: number) {
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
}

test.describe('keyboard only', () => {
  test('the campaign form can be completed and sent with the keyboard alone', async ({ page }) => {
    const email = uniqueEmail('keys');
    await page.goto(`/us/en/campaign/${DEMO}/`);
    const form = page.getByRole('form', { name: 'School demo 2026' });
    await expect(form).toBeVisible();
    // From the top of the page: the skip link, then into the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByRole('textbox', { name: 'First name', exact: true }));
    await page.keyboard.type('Katherine');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Johnson');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // phone country
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('phone');
    await page.keyboard.type('2025550143');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('role');
    await pickWithArrows(page, 1);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'School', exact: true })).toBeFocused();
    await page.keyboard.type('spring');
    await expect(form.getByRole('listbox', { name: 'Schools' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: 'Clear school' })).toBeVisible();
    await tabTo(page, form.getByRole('combobox', { name: 'School type', exact: true }));
    await pickWithArrows(page, 2);
    await tabTo(page, form.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Register Now' }));
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/accounts/homepage-campaign/'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: email.toLowerCase(),
      phone: '+12025550143',
      role: 0,
      school_type: 1,
      termsAgreed: true,
    });
    await page.waitForURL('**/us/en/thank-you/');
    await expectAccessible(page);
  });

  test('the competition form, with its manual school and file, can be completed with the keyboard alone', async ({ page }) => {
    // Listened for from the start: Playwright turns on catching file choosers only when the first
    // listener comes, by a message of its own that is not awaited. Once, in a full run under load,
    // the key below opened no chooser the journey heard of (the input had focus); with the listener
    // in place before the page loads, catching is on well before the key whatever the cause.
    const chooser = page.waitForEvent('filechooser');
    await page.goto('/us/en/competition/');
    const form = page.getByRole('form', { name: 'numbers-cup-2026' });
    await expect(form).toBeVisible();
    await tabTo(page, form.getByRole('textbox', { name: 'First name', exact: true }));
    await page.keyboard.type('Dorothy');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Vaughan');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('dorothy'));
    await tabTo(page, form.getByRole('combobox', { name: 'Role at school', exact: true }));
    await pickWithArrows(page, 1);
    // Not listed: the modal, filled and sent from the keyboard.
    await tabTo(page, form.getByRole('button', { name: 'Not listed? Enter manually' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add My School' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('textbox', { name: 'School name', exact: true }));
    await page.keyboard.type('Langley Elementary');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1 Langley Blvd');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hampton');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: 'State/Province', exact: true })).toBeFocused();
    await page.keyboard.type('Virginia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('23666');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('combobox', { name: 'School', exact: true })).toHaveValue('Langley Elementary');
    await tabTo(page, form.getByRole('combobox', { name: 'School type', exact: true }));
    await pickWithArrows(page, 1);
    await tabTo(page, form.getByLabel('Student list'));
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from('first_name,last_name\nAl,Bo\n') });
    await tabTo(page, form.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Register Now' }));
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/competition/503/register/'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      first_name: 'Dorothy',
      regional_school: null,
      schoolDetail: { name: 'Langley Elementary', region: 'US', sub_region: 'VA', zip_code: '23666', school_type: 0 },
      studentListFileExtension: 'csv',
      termsAgreed: true,
    });
    await page.waitForURL('**/us/en/thank-you/');
  });
});

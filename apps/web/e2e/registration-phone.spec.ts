import { test, type Page } from '@playwright/test';
import { expect, DEMO, form, select, textbox } from './registration-helpers.ts';

// Journeys against the real server, in a machine that may run many browsers at once.
test.describe.configure({ timeout: 60_000 });

const open = async (page: Page, region = 'us') => {
  await page.goto(`/${region}/en/campaign/${DEMO}/`);
  await expect(textbox(form(page), 'Phone')).toBeVisible();
  return { phone: textbox(form(page), 'Phone'), country: select(form(page), 'Phone country') };
};

test.describe('phone input', () => {
  for (const [region, country] of [
    ['us', 'US'],
    ['zh', 'CN'],
    ['aue', 'AE'],
    ['uk', 'GB'],
  ] as const) {
    test(`the country starts from the region code: ${region.toUpperCase()} → ${country}`, async ({ page }) => {
      const { country: selector } = await open(page, region);
      await expect(selector).toHaveValue(country);
    });
  }

  test('formats the number as it is typed', async ({ page }) => {
    const { phone } = await open(page);
    await phone.pressSequentially('213');
    await expect(phone).toHaveValue('(213)');
    await phone.pressSequentially('3734253');
    await expect(phone).toHaveValue('(213) 373-4253');
    // Backspace over the formatting removes a digit, not the bracket alone.
    await phone.press('Backspace');
    await expect(phone).toHaveValue('(213) 373-425');
  });

  test('follows the selected country, and an international number moves the selector', async ({ page }) => {
    const { phone, country } = await open(page);
    await country.selectOption('CN');
    await phone.pressSequentially('13812345678');
    await expect(phone).toHaveValue('138 1234 5678');
    await phone.fill('');
    await phone.pressSequentially('+61412345678');
    await expect(country).toHaveValue('AU');
    await expect(phone).toHaveValue('+61 412 345 678');
  });

  test('refuses a national number longer than 17 digits', async ({ page }) => {
    const { phone, country } = await open(page);
    await country.selectOption('DE');
    await phone.pressSequentially('1'.repeat(19));
    await expect.poll(async () => (await phone.inputValue()).replace(/\D/g, '')).toBe('1'.repeat(17));
  });

  test('refuses text over 250 characters', async ({ page }) => {
    const { phone } = await open(page);
    await phone.pressSequentially('2133734253');
    // A paste of 251 characters is refused whole; 250 would be read.
    await phone.fill(`2133734253${' '.repeat(241)}`);
    await expect(phone).toHaveValue('(213) 373-4253');
    await phone.fill(`2025550123${' '.repeat(240)}`);
    await expect(phone).toHaveValue('(202) 555-0123');
  });

  test('fewer than 6 digits is an invalid phone number; 6 or more passes', async ({ page }) => {
    const { phone } = await open(page);
    await phone.pressSequentially('21337');
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByText('Invalid phone number.')).toBeVisible();
    await phone.pressSequentially('3');
    await expect(form(page).getByText('Invalid phone number.')).toHaveCount(0);
  });

  test('an empty required phone is asked for', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    const phone = textbox(form(page), 'Phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});

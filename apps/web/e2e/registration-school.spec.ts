import type { Page } from '@playwright/test';
import { SCHOOL_SEARCH_DELAY_MS } from '@numbloom/domain/school';
import { DEMO, chooseSchool, form, schoolInput, select, textbox } from './registration-helpers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

// Journeys against the real server, in a machine that may run many browsers at once.
test.describe.configure({ timeout: 60_000 });

const open = async (page: Page, region = 'us') => {
  await page.goto(`/${region}/en/campaign/${DEMO}/`);
  await expect(schoolInput(form(page))).toBeVisible();
};
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add My School' });
const openModal = async (page: Page) => {
  await page.getByRole('button', { name: 'Not listed? Enter manually' }).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
};

test.describe('school search', () => {
  test('searches the trimmed, lower-cased term once typing pauses for 100 ms', async ({ page }) => {
    await open(page);
    const searched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/school-management/autocomplete')) searched.push(new URL(r.url()).searchParams.get('search') ?? '');
    });
    // The page's clock stands still while the keys go in, so no pause exists between
    // them however slow the machine is; then time moves by hand to the debounce edge.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await schoolInput(page).pressSequentially('  SPRING ');
    await page.clock.runFor(SCHOOL_SEARCH_DELAY_MS - 1);
    expect(searched).toEqual([]);
    await page.clock.runFor(1);
    // Sent at the 100 ms mark itself, while the page's clock is still held.
    await expect.poll(() => searched).toEqual(['spring']);
    await page.clock.resume();
    await expect(page.getByRole('listbox', { name: 'Schools' }).getByRole('option').first()).toBeVisible();
    expect(searched).toEqual(['spring']);
    await expect(page.getByRole('listbox', { name: 'Schools' }).getByRole('option').first()).toContainText(/spring/i);
  });

  test('an empty or blank term is not searched', async ({ page }) => {
    await open(page);
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/school-management/autocomplete')) searches += 1;
    });
    // The page's clock is moved well past the debounce instead of waiting for it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await schoolInput(page).pressSequentially('   ');
    await page.clock.runFor(SCHOOL_SEARCH_DELAY_MS * 4);
    await page.clock.resume();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(searches).toBe(0);
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeHidden();
  });

  test('arrow keys and Enter choose a school; the input locks and a clear button appears; clearing resets', async ({ page }) => {
    await open(page);
    const input = schoolInput(page);
    await input.fill('spring');
    const options = page.getByRole('listbox', { name: 'Schools' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    const second = (await options.nth(1).locator('.reg-option-name').textContent())!;
    await input.press('Enter');
    await expect(input).toHaveValue(second);
    await expect(input).toHaveAttribute('readonly', '');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Locked: typing changes nothing.
    await input.press('x');
    await expect(input).toHaveValue(second);

    await page.getByRole('button', { name: 'Clear school' }).click();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('readonly', '');
    await expect(input).toBeFocused();
    await expect(page.getByRole('button', { name: 'Clear school' })).toHaveCount(0);
    // The choice is gone: submitting asks for a school again.
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByText('Please select your school.')).toBeVisible();
  });

  test('a chosen school passes the required-school rule', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByText('Please select your school.')).toBeVisible();
    await chooseSchool(page);
    await expect(form(page).getByText('Please select your school.')).toHaveCount(0);
  });

  test('Escape closes the list without choosing', async ({ page }) => {
    await open(page);
    await schoolInput(page).fill('spring');
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeVisible();
    await schoolInput(page).press('Escape');
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeHidden();
    await expect(schoolInput(page)).toHaveValue('spring');
  });
});

test.describe("'Add My School' modal", () => {
  test('opens as a dialog with its seven fields in order, a close button and a submit button', { tag: '@phone' }, async ({ page }) => {
    await open(page);
    const d = await openModal(page);
    const labels = await d.locator('.field-label').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\*$/, '').trim())).toEqual([
      'Country',
      'School name',
      'Street address',
      'City',
      'State/Province',
      'ZIP code',
      'School code (optional)',
    ]);
    await expect(d.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Add school' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the required fields show an alert under each; filled in, they pass', { tag: '@phone' }, async ({ page }) => {
    await open(page);
    const d = await openModal(page);
    await d.getByRole('button', { name: 'Add school' }).click();
    await expect(d.getByRole('alert')).toHaveText([
      'School name is required.',
      'Street address is required.',
      'City is required.',
      'State/Province is required.',
      'ZIP code is required.',
    ]);
    await textbox(d, 'School name').fill('Hilltop Primary');
    await textbox(d, 'Street address').fill('1 Hill Road');
    await textbox(d, 'City').fill('Springfield');
    await select(d, 'State/Province').selectOption({ label: 'Illinois' });
    await d.getByRole('spinbutton', { name: 'ZIP code' }).fill('62701');
    await expect(d.getByRole('alert')).toHaveCount(0);
    await d.getByRole('button', { name: 'Add school' }).click();
    await expect(dialog(page)).toBeHidden();
    // Handed to the parent form, which shows it as the chosen school.
    await expect(schoolInput(page)).toHaveValue('Hilltop Primary');
    await expect(schoolInput(page)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Clear school' })).toBeVisible();
    await expect(page.getByText('1 Hill Road, Springfield, 62701')).toBeVisible();
  });

  // The modal's limits (255, 32, a numeric postcode) are checked in add-school-modal.test.tsx (decision 032).

  test('subregions: a dropdown with the blank State/Province entry; a new country clears it; free text where there are none', async ({ page }) => {
    await open(page);
    const d = await openModal(page);
    const state = select(d, 'State/Province');
    const first = state.getByRole('option').first();
    await expect(first).toHaveText('State/Province');
    await expect(first).toHaveAttribute('value', '');
    await state.selectOption({ label: 'Texas' });
    await expect(state).toHaveValue('TX');
    await select(d, 'Country').selectOption({ label: 'Canada' });
    await expect(state).toHaveValue('');
    await expect(state.getByRole('option', { name: 'Ontario' })).toHaveCount(1);
    await state.selectOption({ label: 'Ontario' });
    // New Zealand has no subregions: an optional free-text field, empty.
    await select(d, 'Country').selectOption({ label: 'New Zealand' });
    const text = textbox(d, 'State/Province (optional)');
    await expect(text).toHaveValue('');
    await text.fill('Canterbury');
    await textbox(d, 'School name').fill('Harbour School');
    await textbox(d, 'Street address').fill('2 Quay St');
    await textbox(d, 'City').fill('Christchurch');
    await d.getByRole('spinbutton', { name: 'ZIP code' }).fill('8011');
    await d.getByRole('button', { name: 'Add school' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(schoolInput(page)).toHaveValue('Harbour School');
  });

  test('closing clears the text fields; Escape closes and focus returns to the link', async ({ page }) => {
    await open(page);
    let d = await openModal(page);
    await textbox(d, 'School name').fill('Temporary School');
    await textbox(d, 'City').fill('Nowhere');
    await d.getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Not listed? Enter manually' })).toBeFocused();
    d = await openModal(page);
    await expect(textbox(d, 'School name')).toHaveValue('');
    await expect(textbox(d, 'City')).toHaveValue('');
    await textbox(d, 'School name').fill('Another');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Not listed? Enter manually' })).toBeFocused();
    d = await openModal(page);
    await expect(textbox(d, 'School name')).toHaveValue('');
    // Nothing was chosen.
    await page.keyboard.press('Escape');
    await expect(schoolInput(page)).toHaveValue('');
  });

  test('focus stays inside the dialog while it is open', async ({ page }) => {
    await open(page);
    const d = await openModal(page);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await d.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  for (const [region, country, label] of [
    ['us', 'US', 'United States'],
    ['uk', 'GB', 'United Kingdom'],
    ['aue', 'AE', 'United Arab Emirates'],
    ['zh', 'CN', 'China'],
  ] as const) {
    test(`the country starts from the page region: ${region} → ${country}`, async ({ page }) => {
      await open(page, region);
      const d = await openModal(page);
      await expect(select(d, 'Country')).toHaveValue(country);
      await expect(select(d, 'Country').locator('option:checked')).toHaveText(label);
    });
  }
});

test('on an Arabic page the search and the modal read right to left, in Arabic', async ({ page }) => {
  await page.goto(`/aue/ar/campaign/${DEMO}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'غير موجودة في القائمة؟ أدخلها يدويًا' }).click();
  const d = page.getByRole('dialog', { name: 'أضف مدرستي' });
  await expect(d).toBeVisible();
  await expect(select(d, 'البلد')).toHaveValue('AE');
  await expect(select(d, 'الولاية/المقاطعة').getByRole('option').first()).toHaveText('الولاية/المقاطعة');
  await expectAccessible(page);
});

import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Shared steps of the registration journeys. The seeded data they rely on is
 * apps/server/src/modules/campaigns/seed.ts and competitions/seed.ts:
 * - school-demo-2026: open, terms checkbox, teacher invite link, thank-you /us/en/thank-you/
 * - sales-enquiry-2026: open, no terms checkbox, optional class list, parent invite link
 * - back-to-school-2024: expired, expired_url /us/en/
 * - competitions 503 contest (first of the list), 502 warmup, 501 created (open);
 *   504 ended (registration_off_url /us/en/), 505 disabled (registration_off_url 'false')
 */
export const DEMO = 'school-demo-2026';
export const SALES = 'sales-enquiry-2026';
export const EXPIRED = 'back-to-school-2024';
export const REGISTER_ERROR = 'There was an error in the submission of the registration form. Please contact us at support@numbloom.com.';

/** A unique address per test, so the server's duplicate check never merges two tests' registrations. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@Example-School.org`;

export const form = (page: Page) => page.getByRole('form').first();
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: false }).first();
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const schoolInput = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'School', exact: true });
export const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
export const errorUnder = (control: Locator) =>
  control.evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

/** Picks the first school the search offers for `term`; returns its name. */
export async function chooseSchool(scope: Page | Locator, term = 'spring'): Promise<string> {
  const input = schoolInput(scope);
  await input.fill(term);
  const first = scope.getByRole('listbox', { name: 'Schools' }).getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.reg-option-name').textContent()) ?? '';
  await first.click();
  await expect(input).toHaveValue(name);
  return name;
}

/** Fills the seeded campaign fields with valid values (school from the search). */
export async function fillCampaign(page: Page, opts: { email?: string; phone?: string } = {}) {
  const f = form(page);
  await textbox(f, 'First name').fill('Ada');
  await textbox(f, 'Last name').fill('Lovelace');
  await textbox(f, 'Email address').fill(opts.email ?? uniqueEmail('ada'));
  await textbox(f, 'Phone').pressSequentially(opts.phone ?? '2133734253');
  await select(f, 'Role at school').selectOption({ label: 'Teacher' });
  const school = await chooseSchool(f);
  await select(f, 'School type').selectOption({ label: 'Public' });
  return { school };
}

/** The JSON body of a request. */
export const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

/** Presses Tab until `target` has focus (keyboard-only journeys); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

export const sessionItem = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null') as unknown, key);

import type { Page, Request } from '@playwright/test';
import { REGISTER_ERROR, bodyOf, chooseSchool, errorUnder, form, select, sessionItem, textbox, uniqueEmail } from './registration-helpers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

// Journeys against the real server, in a machine that may run many browsers at once.
test.describe.configure({ timeout: 60_000 });

const studentList = { name: 'class-4.csv', mimeType: 'text/csv', buffer: Buffer.from('first_name,last_name,grade\nAmy,Ng,4\nBen,Ola,4\n') };

async function fillCompetition(page: Page, email = uniqueEmail('teacher')) {
  const f = form(page);
  await textbox(f, 'First name').fill('Mary');
  await textbox(f, 'Last name').fill('Jackson');
  await textbox(f, 'Email address').fill(email);
  await select(f, 'Role at school').selectOption({ label: 'Teacher' });
  const school = await chooseSchool(f);
  await select(f, 'School type').selectOption({ label: 'Public' });
  await f.getByLabel('Student list').setInputFiles(studentList);
  return { school, email };
}

function registrations(page: Page) {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/\/api\/v2\/competition\/\d+\/register\/$/.test(new URL(r.url()).pathname)) calls.push(r);
  });
  return calls;
}

test.describe('competition form', () => {
  test('reads the first competition and shows its form; submit is disabled until terms are ticked', async ({ page }) => {
    await page.goto('/us/en/competition/');
    await expect(page.getByRole('heading', { level: 1, name: 'numbers-cup-2026' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Register Now' });
    await expect(submit).toBeDisabled();
    const terms = form(page).getByRole('checkbox', { name: /I agree to the Terms of Use/ });
    await terms.check();
    await expect(submit).toBeEnabled();
    await terms.uncheck();
    await expect(submit).toBeDisabled();
    const labels = await form(page).locator('.field:not(.field-checkbox) > .field-label').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\*$/, '').trim())).toEqual([
      'First name',
      'Last name',
      'Email address',
      'Phone',
      'Role at school',
      'School',
      'School type',
      'Student list',
    ]);
    await expect(form(page).getByRole('link', { name: 'Download the student list template' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the student list is required and checked; a missing list fails, a good one passes', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/us/en/competition/');
    const f = form(page);
    await f.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(f.getByText('Please fill in all required fields')).toBeVisible();
    const list = f.getByLabel('Student list');
    expect(await errorUnder(list)).toBe('Student list is required.');
    await list.setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    expect(await errorUnder(list)).toBe('You must not select an executable file');
    await list.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(600_000, 65) });
    expect(await errorUnder(list)).toBe('The file you select must be less than 0.5MB');
    await list.setInputFiles(studentList);
    expect(await errorUnder(list)).toBe('');
  });

  test('registers: payload of spec §7, marker, thank-you page', async ({ page }) => {
    const calls = registrations(page);
    await page.goto('/us/en/competition/?utm_source=poster&utm_campaign=cup');
    await expect(form(page)).toBeVisible();
    expect(await sessionItem(page, 'competition_registration')).toEqual({ id: 503, submitted: false });
    const { school, email } = await fillCompetition(page);
    await textbox(form(page), 'Phone').pressSequentially('(202) 555-0123');
    await form(page).getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL('**/us/en/thank-you/');
    expect(await sessionItem(page, 'competition_registration')).toEqual({ id: 503, submitted: true });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url()).pathname).toBe('/api/v2/competition/503/register/');
    const body = bodyOf(calls[0]!);
    expect(body).toMatchObject({
      first_name: 'Mary',
      last_name: 'Jackson',
      email: email.toLowerCase(),
      phone: '+12025550123',
      role: 0,
      school_type: 0,
      region: 'US',
      competitionId: 503,
      campaignName: 'numbers-cup-2026',
      signupForEmail: true,
      termsAgreed: true,
      studentListFileBase64: studentList.buffer.toString('base64'),
      studentListFileExtension: 'csv',
      utm_source: 'poster',
      utm_campaign: 'cup',
    });
    expect(body.schoolDetail).toMatchObject({ name: school, region: 'US' });
    expect(typeof body.regional_school).toBe('number');
  });

  test('a refused registration shows the error under the form and stops the spinner', async ({ page, consoleErrors }) => {
    // The 5xx below is the test's own stub; the browser logs it.
    consoleErrors.allow(/status of 50[03]\b/);
    await page.route('**/api/v2/competition/*/register/', (route) => route.fulfill({ status: 503, json: { user_message: 'Unavailable' } }));
    await page.goto('/us/en/competition/');
    await fillCompetition(page);
    await form(page).getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: REGISTER_ERROR })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeEnabled();
    expect(await sessionItem(page, 'competition_registration')).toEqual({ id: 503, submitted: false });
  });
});

test.describe('competition navigation targets', () => {
  // Which load goes where (every stage, a failed or malformed list or config) is decided by
  // loadCompetition and checked in competition-flow.test.ts; these journeys show the moves a browser makes.
  test('registration closed goes to registration_off_url', async ({ page }) => {
    await page.goto('/us/en/competition/?id=504');
    await page.waitForURL((url) => url.pathname === '/us/en/');
  });

  test("registration closed with registration_off_url 'false' stays, explains itself and points to what is open", async ({ page }) => {
    await page.goto('/us/en/competition/?id=505');
    await expect(page.getByText('Registration for this competition is closed.')).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/us/en/competition/');
    // what it was, its stage, and what is open instead, from the configuration
    const closed = page.locator('section.competition-closed');
    await expect(closed.getByRole('heading', { name: /^Registration for .+ is closed$/ })).toBeVisible();
    await expect(closed.getByText(/^This competition no longer takes registrations \(stage: .+\)\.$/)).toBeVisible();
    const open = closed.getByRole('region', { name: 'Open now' });
    const first = open.getByRole('link').first();
    await expect(first).toBeVisible();
    await expectAccessible(page);
    const target = await first.getAttribute('href');
    expect(target).toMatch(/^\/us\/en\/campaign\/[^/]+\/$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(form(page)).toBeVisible();
  });

  test('no competition found goes to /matificgames, a real page', async ({ page }) => {
    await page.goto('/us/en/competition/?id=999999');
    await page.waitForURL((url) => url.pathname === '/matificgames');
    await expect(page.getByRole('heading', { level: 1, name: 'Numbloom games' })).toBeVisible();
    await expectAccessible(page);
  });
});

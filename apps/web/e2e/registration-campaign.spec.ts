import type { Page, Request } from '@playwright/test';
import { DEMO, EXPIRED, REGISTER_ERROR, SALES, bodyOf, chooseSchool, errorUnder, fillCampaign, form, schoolInput, select, sessionItem, textbox, uniqueEmail } from './registration-helpers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

// Journeys against the real server, in a machine that may run many browsers at once.
test.describe.configure({ timeout: 60_000 });

const REGISTER = '/api/v2/accounts/homepage-campaign/';
const MARKETING = '/api/v2/pardot/submit-data/';
const INVITE = '/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/';

/** The calls of one submission, in the order the browser made them. */
function recordCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if ([REGISTER, MARKETING, INVITE].includes(path)) calls.push(r);
  });
  return calls;
}
const pathOf = (r: Request) => new URL(r.url()).pathname;

// The form's rules (configuration errors, input limits, name and email checks, the terms
// checkbox and its links) are checked once, in registration-form.test.tsx (decision 032).
// Here: the real config from the server, laid out; what the page derives from the campaign
// and the region; and one failing and one passing path.
test.describe('campaign form: layout and rules', () => {
  test('shows the configured fields in the display order with the spinner first', async ({ page }) => {
    // Hold the real config answer back a moment so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/home/api/campaign/${DEMO}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/us/en/campaign/${DEMO}/`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the registration form…' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the registration form…' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'School demo 2026' })).toBeVisible();
    const labels = await form(page).locator('.field:not(.field-checkbox) > .field-label').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\*$/, '').trim())).toEqual([
      'First name',
      'Last name',
      'Email address',
      'Phone',
      'Role at school',
      'School',
      'School type',
      'Message',
    ]);
    // Placeholders: dashes with the null order, then the options by order.
    const role = select(form(page), 'Role at school');
    await expect(role).toHaveValue('');
    await expect(role.getByRole('option').first()).toHaveText('---------');
    await expect(role.getByRole('option').nth(1)).toHaveText('Teacher');
    await expect(select(form(page), 'School type').getByRole('option').first()).toHaveText('---------');
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
    // The seeded config is a good one: no configuration error shown.
    await expect(form(page).getByText(/NOT FOUND|drop down options/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the submit label follows the type property', async ({ page }) => {
    for (const [type, label] of [
      ['request', 'Send Request'],
      ['enquiry', 'Send Enquiry'],
      ['register', 'Register Now'],
      ['webinar', 'Submit'],
    ]) {
      await page.goto(`/us/en/campaign/${DEMO}/?type=${type}`);
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
  });

  test('an empty form fails with a message per field and the general message', { tag: '@phone' }, async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto(`/us/en/campaign/${DEMO}/`);
    await page.getByRole('button', { name: 'Register Now' }).click();
    const f = form(page);
    await expect(f.getByText('Please fill in all required fields')).toBeVisible();
    expect(await errorUnder(textbox(f, 'First name'))).toBe('This field is required.');
    expect(await errorUnder(textbox(f, 'Email address'))).toBe('This field is required.');
    expect(await errorUnder(select(f, 'Role at school'))).toBe('Role at school is required.');
    expect(await errorUnder(select(f, 'School type'))).toBe('School type is required.');
    expect(await errorUnder(schoolInput(f))).toBe('Please select your school.');
    await expect(f.getByText('Please agree to our Terms of Use and Privacy Policy')).toBeVisible();
    // The optional message has no error.
    expect(await errorUnder(textbox(f, 'Message'))).toBe('');
    await expect(textbox(f, 'First name')).toBeFocused();
    expect(calls).toHaveLength(0);
  });

  test('terms: a campaign without the checkbox does not ask for them', async ({ page }) => {
    await page.goto(`/us/en/campaign/${SALES}/?type=enquiry`);
    await expect(page.getByRole('button', { name: 'Send Enquiry' })).toBeVisible();
    await expect(form(page).getByRole('checkbox', { name: /Terms of Use/ })).toHaveCount(0);
  });

  test('the marketing box is ticked by default, and unticked under GDPR (uk)', async ({ page }) => {
    await page.goto(`/us/en/campaign/${DEMO}/`);
    await expect(form(page).getByRole('checkbox', { name: /news/ })).toBeChecked();
    await page.goto(`/uk/en/campaign/${DEMO}/`);
    await expect(form(page).getByRole('checkbox', { name: /news/ })).not.toBeChecked();
  });
});

test.describe('campaign form: student list file', () => {
  const choose = (page: Page, name: string, bytes: number) =>
    form(page).getByLabel('Class list (optional)').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(bytes, 65) });

  test('an executable, a blocked extension and a file of 0.5 MB are refused with their texts', async ({ page }) => {
    await page.goto(`/us/en/campaign/${SALES}/`);
    const input = form(page).getByLabel('Class list (optional)');
    await choose(page, 'setup.exe', 100);
    expect(await errorUnder(input)).toBe('You must not select an executable file');
    await choose(page, 'list.js', 100);
    expect(await errorUnder(input)).toBe('Invalid file extension.');
    await choose(page, 'list.csv', 524288);
    expect(await errorUnder(input)).toBe('The file you select must be less than 0.5MB');
    // The refusal stands at submit time.
    await page.getByRole('button', { name: 'Register Now' }).click();
    expect(await errorUnder(input)).toBe('The file you select must be less than 0.5MB');
  });

  test('a list just under 0.5 MB is accepted and sent as base64 with its extension', async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto(`/us/en/campaign/${SALES}/`);
    await fillCampaign(page);
    await choose(page, 'Class 3B.CSV', 524287);
    expect(await errorUnder(form(page).getByLabel('Class list (optional)'))).toBe('');
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL('**/us/en/thank-you/');
    const register = calls.find((r) => pathOf(r) === REGISTER)!;
    const body = bodyOf(register);
    expect(body.student_list_extension).toBe('csv');
    expect(Buffer.from(body.student_list_b64 as string, 'base64')).toEqual(Buffer.alloc(524287, 65));
  });
});

test.describe('campaign form: the submission flow', () => {
  test('invite link, then marketing submit, then registration; marker and thank-you page', async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto(`/us/en/campaign/${DEMO}/?type=request&utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    await expect(page.getByRole('button', { name: 'Send Request' })).toBeVisible();
    expect(await sessionItem(page, 'campaign_registration')).toEqual({ slug: DEMO, submitted: false });
    const email = uniqueEmail('Flow');
    const { school } = await fillCampaign(page, { email });
    await textbox(form(page), 'Message').fill('  We would like a demo for grade 3.  ');
    await form(page).getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    // The registration waits (and then goes on to the real server) until the spinner has been
    // seen: on a fast machine it would otherwise be gone before anyone could look.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${REGISTER}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sending your registration…' })).toBeAttached();
    release();
    await page.waitForURL('**/us/en/thank-you/');
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
    expect(await sessionItem(page, 'campaign_registration')).toEqual({ slug: DEMO, submitted: true });

    expect(calls.map(pathOf)).toEqual([INVITE, MARKETING, REGISTER]);
    const invite = new URL(calls[0]!.url()).searchParams;
    const register = bodyOf(calls[2]!);
    expect(invite.get('invite_type')).toBe('1');
    expect(invite.get('school_id')).toBe(String(register.regional_school));

    const marketing = bodyOf(calls[1]!);
    expect(marketing).toMatchObject({
      email: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+12133734253',
      school_name: school,
      school_type: 'Public',
      school_role: 'Teacher',
      marketing_subscriber: 'true',
      form_type: 'Demo',
      form_id: DEMO,
      env: '127',
      locale: 'US/en',
      endpoint_id: 'demo-request-2026',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    });
    expect(typeof marketing.teacher_enterprise_invite_link).toBe('string');

    expect(register).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: email.toLowerCase(),
      phone: '+12133734253',
      message: 'We would like a demo for grade 3.',
      role: 0,
      school_type: 0,
      region: 'US',
      signupForEmail: true,
      termsAgreed: true,
      locale_slug: 'US/en',
      event_detail: { type: 'request', name: 'School demo 2026' },
      competition_id: 10000001,
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
      region_code: 'US',
      language_code: 'en',
    });
    expect(register.school_detail).toMatchObject({ name: school, school_type: 0, region: 'US' });
  });

  test('a school entered by hand is sent as school_detail, with no invite lookup', async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto(`/uk/en/campaign/${DEMO}/`);
    const f = form(page);
    await textbox(f, 'First name').fill('Grace');
    await textbox(f, 'Last name').fill('Hopper');
    await textbox(f, 'Email address').fill(uniqueEmail('grace'));
    await textbox(f, 'Phone').pressSequentially('07911 123456');
    await select(f, 'Role at school').selectOption({ label: 'Principal' });
    await page.getByRole('button', { name: 'Not listed? Enter manually' }).click();
    const d = page.getByRole('dialog', { name: 'Add My School' });
    await textbox(d, 'School name').fill('Riverside Primary');
    await textbox(d, 'Street address').fill('5 River Lane');
    await textbox(d, 'City').fill('York');
    await textbox(d, 'State/Province (optional)').fill('North Yorkshire');
    await textbox(d, 'Postcode').fill('YO1 7HH');
    await textbox(d, 'School code (optional)').fill('URN 100001');
    await d.getByRole('button', { name: 'Add school' }).click();
    await expect(schoolInput(f)).toHaveValue('Riverside Primary');
    await select(f, 'School type').selectOption({ label: 'Private' });
    await f.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL('**/us/en/thank-you/');
    expect(calls.map(pathOf)).toEqual([MARKETING, REGISTER]);
    const register = bodyOf(calls[1]!);
    expect(register).toMatchObject({
      phone: '+447911123456',
      regional_school: null,
      region: 'UK',
      locale_slug: 'UK/en',
      signupForEmail: false,
      school_detail: {
        school_type: 1,
        region: 'GB',
        name: 'Riverside Primary',
        address: '5 River Lane',
        city: 'York',
        zip_code: 'YO1 7HH',
        code: 'URN 100001',
        sub_region: 'North Yorkshire',
      },
    });
  });

  test('a marketing system that cannot be reached does not stop the registration', async ({ page, consoleErrors }) => {
    // The refused connection below is the test's own; the browser logs it.
    consoleErrors.allow(/net::ERR_CONNECTION_REFUSED/);
    const calls = recordCalls(page);
    await page.route(`**${MARKETING}`, (route) => route.abort('connectionrefused'));
    await page.goto(`/us/en/campaign/${SALES}/`);
    await fillCampaign(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await page.waitForURL('**/us/en/thank-you/');
    expect(calls.map(pathOf)).toContain(REGISTER);
  });

  test('any placeholder type, a link’s stray tracking characters and no thank_you_url of its own still end on a thank-you page', async ({ page }) => {
    const calls = recordCalls(page);
    // the real config, as staff leave it when they give no thank-you address
    await page.route(`**/home/api/campaign/${SALES}/**`, async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...(await real.json()), thank_you_url: '' } });
    });
    const cutEmoji = encodeURIComponent(`${'c'.repeat(254)}😀`);
    await page.goto(`/au/en/campaign/${SALES}/?type=demo.request%20(AU)&utm_source=a%0Ab&utm_medium=%00&utm_campaign=${cutEmoji}`);
    // an Australian number: the phone's country is the site's
    await fillCampaign(page, { phone: '0412 345 678' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/au/en/thank-you/');
    await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
    expect(await sessionItem(page, 'campaign_registration')).toEqual({ slug: SALES, submitted: true });
    const register = bodyOf(calls.find((r) => pathOf(r) === REGISTER)!);
    expect(register).toMatchObject({ event_detail: { type: 'demo.request (AU)' }, utm: { utm_source: 'a b', utm_campaign: 'c'.repeat(254) } });
    expect(register.utm).not.toHaveProperty('utm_medium');
  });

  test('a refused registration shows the error under the form and stops the spinner', async ({ page, consoleErrors }) => {
    // The 5xx below is the test's own stub; the browser logs it.
    consoleErrors.allow(/status of 500/);
    await page.route(`**${REGISTER}`, (route) => route.fulfill({ status: 500, json: { user_message: 'Something went wrong on our side. Please try again.' } }));
    await page.goto(`/us/en/campaign/${SALES}/`);
    await fillCampaign(page);
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: REGISTER_ERROR })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Sending your registration…' })).toHaveCount(0);
    expect(page.url()).toContain(`/campaign/${SALES}/`);
    expect(await sessionItem(page, 'campaign_registration')).toEqual({ slug: SALES, submitted: false });
  });

  test('the server re-checks: a refusal with field messages shows them under the fields', async ({ page }) => {
    // A registration the server refuses: the chosen school id no longer exists.
    await page.goto(`/us/en/campaign/${SALES}/`);
    await fillCampaign(page);
    await page.route(`**${REGISTER}`, async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, first_name: 'Ada<script>' }) });
    });
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: REGISTER_ERROR })).toBeVisible();
    expect(await errorUnder(textbox(form(page), 'First name'))).toBe('Name contains invalid characters.');
  });
});

test.describe('campaign navigation targets', () => {
  test('an expired campaign goes to its expired_url, which says on arrival, in its language, that the campaign has ended', async ({ page }) => {
    await page.goto(`/us/en/campaign/${EXPIRED}/`);
    await page.waitForURL((url) => url.pathname === '/us/en/');
    const notice = page.getByRole('status').filter({ hasText: /has ended/ });
    await expect(notice.getByText(/^.+ has ended$/)).toBeVisible();
    await expect(notice.getByText(/^This campaign (ended on .+ and )?(has ended and )?no longer takes registrations\.$/)).toBeVisible();
    await expectAccessible(page);
    // an expired_url on a French page: the word is French
    await page.route(`**/home/api/campaign/${EXPIRED}/**`, async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...((await real.json()) as object), expired_url: '/ca/fr/' } });
    });
    await page.goto(`/us/en/campaign/${EXPIRED}/`);
    await page.waitForURL((url) => url.pathname === '/ca/fr/');
    await expect(page.getByRole('status').filter({ hasText: /n'accepte plus d'inscriptions/ })).toBeVisible();
    // a made-up slug in the address names nothing
    await page.unrouteAll();
    await page.goto('/us/en/?campaign_ended=no-such-campaign');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/has ended/)).toHaveCount(0);
  });

  test('an expired campaign with nowhere to go explains itself and points to what is open', async ({ page }) => {
    // the seeded expired campaign, as the server sends it, with its expired_url taken away
    await page.route(`**/home/api/campaign/${EXPIRED}/**`, async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...((await real.json()) as object), expired_url: '' } });
    });
    await page.goto(`/us/en/campaign/${EXPIRED}/`);
    const ended = page.locator('section.campaign-ended');
    await expect(ended.getByRole('heading', { name: /.+ has ended$/ })).toBeVisible();
    await expect(ended.getByText(/^This campaign (ended on .+ and )?(has ended and )?no longer takes registrations\.$/)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/us/en/campaign/${EXPIRED}/`);
    const open = ended.getByRole('region', { name: 'Open now' });
    await expect(open.getByRole('link').first()).toBeVisible();
    // never itself, and each an open campaign's page
    for (const href of await open.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/us\/en\/campaign\/[^/]+\/$/);
      expect(href).not.toContain(EXPIRED);
    }
    await expectAccessible(page);
    await open.getByRole('link').first().click();
    await expect(form(page)).toBeVisible();
  });

  test('an unknown campaign goes to the campaign-invalid page', async ({ page }) => {
    await page.goto('/us/en/campaign/no-such-campaign/');
    await page.waitForURL('**/us/en/campaign-invalid/');
    await expect(page.getByRole('heading', { level: 1, name: 'This registration is not available' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a campaign that cannot be loaded goes to the campaign-invalid page', async ({ page, consoleErrors }) => {
    // The reset connection below is the test's own; the browser logs it.
    consoleErrors.allow(/net::ERR_CONNECTION_RESET/);
    await page.route(`**/home/api/campaign/${DEMO}/**`, (route) => route.abort('connectionreset'));
    await page.goto(`/us/en/campaign/${DEMO}/`);
    await page.waitForURL('**/us/en/campaign-invalid/');
  });

  test('an open campaign stays and shows its form', async ({ page }) => {
    await page.goto(`/us/en/campaign/${DEMO}/`);
    await expect(form(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/us/en/campaign/${DEMO}/`);
    await chooseSchool(page);
  });
});

import type { Page } from '@playwright/test';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { HELPDESK_PATHS } from '@numbloom/domain/helpdesk';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { baseURL, e2eStaff } from '../../../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { staffApi } from './staff-support.ts';

test.describe.configure({ timeout: 240_000 });

/** A system report sent as the checker sends one, so the admin has something to find. */
async function sendReport(page: Page, school: string) {
  await page.goto('/us/en/');
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE_NAME)!.value;
  const res = await page.request.post(HELPDESK_PATHS.systemReport, {
    headers: { [CSRF_HEADER_NAME]: csrf, origin: baseURL },
    data: {
      results: [{ id: 'stream', status: 'failed', detail: 'cut after 30 s' }],
      browser: {
        user_agent: 'Mozilla/5.0 Chrome/131.0',
        language: 'en-US',
        languages: ['en-US'],
        platform: 'Linux',
        timezone: 'UTC',
        screen: { width: 1280, height: 800, pixel_ratio: 1 },
        viewport: { width: 1280, height: 800 },
        cookies_enabled: true,
        online: true,
      },
      school,
      page_host: '127.0.0.1',
    },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { number: string }).number;
}

test('staff routes refuse a visitor: the API says 401 and the admin shows only its login', async ({ page }) => {
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/[a-z]+\/[a-z]+\/staff\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff admin' })).toHaveCount(0);
  for (const path of [STAFF_PATHS.me, STAFF_PATHS.systemReports, STAFF_PATHS.enquiriesCsv, STAFF_PATHS.audit]) {
    expect((await page.request.get(path)).status(), path).toBe(401);
  }
  await page.goto('/us/en/staff/system-reports/');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
});

test('staff log in, find a system report, mark it answered, see the change in the audit log, and close and reopen a campaign', async ({ page }) => {
  const school = `Audit Primary ${Date.now().toString(36)}`;
  const number = await sendReport(page, school);

  await page.goto('/us/en/staff/');
  await page.getByRole('textbox', { name: /^Email address/ }).fill(e2eStaff.email);
  await page.getByLabel(/^Password/).fill('wrong-password-123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(e2eStaff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff admin' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${e2eStaff.name}`)).toBeVisible();
  await expectAccessible(page);

  // System reports: search by number, open, mark answered.
  await page.getByRole('navigation', { name: 'Staff admin' }).getByRole('link', { name: 'System reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System reports' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '1 found' })).toBeVisible();
  const csv = page.getByRole('link', { name: 'Download CSV' });
  const csvText = await (await page.request.get((await csv.getAttribute('href'))!)).text();
  expect(csvText).toContain(number);
  expect(csvText).toContain(school);
  await expectAccessible(page);
  await page.getByRole('link', { name: `Open ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `System report ${number}` })).toBeVisible();
  await expect(page.getByText('Status: New')).toBeVisible();
  await expect(page.getByText(school)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(page.getByText('Status: Answered')).toBeVisible();
  await expectAccessible(page);

  // Campaigns: close and reopen, as the command line does. A campaign of this journey's own: the
  // first in the list could be one another journey is registering for or editing at this moment
  // (closing it showed that journey's public page as ended).
  const own = Date.now().toString(36);
  const name = `Spring Fair ${own}`;
  await (await staffApi(page)).post(STAFF_PATHS.campaigns, { slug: `spring-fair-${own}`, name, campaign_source: 'm_rd', form_fields: [{ slug: 'email', display: 'Email', is_required: true }] });
  await page.getByRole('navigation', { name: 'Staff admin' }).getByRole('link', { name: 'Campaigns' }).click();
  await page.getByRole('button', { name: `Close ${name}` }).click();
  await expect(page.getByText(`${name} is closed.`)).toBeVisible();
  await page.getByRole('button', { name: `Reopen ${name}` }).click();
  await expect(page.getByText(`${name} is open again.`)).toBeVisible();
  await expectAccessible(page);

  // The audit log shows who did it.
  await page.getByRole('navigation', { name: 'Staff admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: e2eStaff.email });
  await expect(rows.filter({ hasText: /close/i }).first()).toBeVisible();
  await expect(rows.filter({ hasText: number }).first()).toBeVisible();

  // Log out: the admin shows the login again and the API refuses.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
  expect((await page.request.get(STAFF_PATHS.me)).status()).toBe(401);
});

test('the admin at 375 px, in its own frame: an ended campaign says so with nothing to close, a name saved keeps the end to the second, enquiries and reports read as pages', async ({ page }) => {
  const own = Date.now().toString(36);
  const school = `Narrow Primary ${own}`;
  const number = await sendReport(page, school);
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE_NAME)!.value;
  const enquiry = await page.request.post('/api/v2/contact/', {
    headers: { [CSRF_HEADER_NAME]: csrf, origin: baseURL },
    data: { your_name: `Ana Narrow ${own}`, email: `ana.${own}@example.org`, phone: '+44 20 7946 0958', message: 'Our IT blocks the live games.\nCan you help?', region_code: 'UK', language_code: 'en' },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(200);
  const staff = await staffApi(page);
  const ended = `Summer 2024 ${own}`;
  const later = `Autumn 2040 ${own}`;
  const form = [{ slug: 'email', display: 'Email', is_required: true }];
  await staff.post(STAFF_PATHS.campaigns, { slug: `summer-2024-${own}`, name: ended, campaign_source: 'm_rd', form_fields: form, end_time: '2024-08-31T23:59:59Z' });
  await staff.post(STAFF_PATHS.campaigns, { slug: `autumn-2040-${own}`, name: later, campaign_source: 'm_rd', form_fields: form, end_time: '2040-10-31T23:59:59Z' });

  await page.setViewportSize({ width: 375, height: 800 });
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/us/en/staff/campaigns/');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  // its own frame: the admin's header, none of the public site's
  await expect(page.getByRole('link', { name: /Numbloom Staff admin/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Free trial' })).toHaveCount(0);
  const endedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ended }) });
  await expect(endedRow.getByRole('cell', { name: 'Ended', exact: true })).toBeVisible();
  await expect(endedRow.getByRole('button')).toHaveCount(0);
  const laterRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: later }) });
  await expect(laterRow.getByRole('cell', { name: 'Open', exact: true })).toBeVisible();
  await expect(laterRow.getByRole('button', { name: `Close ${later}` })).toBeVisible();
  await fits();
  await expectAccessible(page);

  // only the name changes: the end stays at 23:59:59, and the audit says only the name changed
  await page.getByRole('link', { name: later }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${later}` })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).first().fill(`${later} (renamed)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await fits();
  const saved = await staff.get<{ end_time: string }>(STAFF_PATHS.campaign(`autumn-2040-${own}`));
  expect(saved.end_time).toBe('2040-10-31T23:59:59.000Z');
  const audit = await staff.get<{ results: { detail: { changes?: Record<string, unknown> } }[] }>(`${STAFF_PATHS.audit}?q=autumn-2040-${own}&action=campaign.edit`);
  expect(Object.keys(audit.results[0]!.detail.changes ?? {})).toEqual(['name']);

  // an enquiry: labelled fields and the message as written, no raw keys
  await page.goto('/us/en/staff/enquiries/');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`ana.${own}@example.org`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '1 found' })).toBeVisible();
  await fits();
  await page.getByRole('link', { name: /^Open / }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact enquiry' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: `ana.${own}@example.org` })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Phone$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '+442079460958' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Message' })).toBeVisible();
  await expect(page.getByText('your_name')).toHaveCount(0);
  await fits();
  await expectAccessible(page);

  // a system report: its result, each check by name, the browser's details, no JSON
  await page.goto('/us/en/staff/system-reports/');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: `Open ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `System report ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Checks' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Live updates: Failed' })).toContainText('cut after 30 s');
  await expect(page.getByRole('term').filter({ hasText: 'Browser identification' })).toBeVisible();
  await expect(page.getByText(school)).toBeVisible();
  await expect(page.getByText('"user_agent"')).toHaveCount(0);
  await fits();
  await expectAccessible(page);
});

test('staff edit a campaign’s form fields and options through the form (each problem under its field), the public page shows them; and create a challenge through its form', async ({ page }) => {
  const slug = `fields-${Date.now().toString(36)}`;
  const staff = await staffApi(page);
  await staff.post(STAFF_PATHS.campaigns, { slug, name: 'Fields Webinar', campaign_source: 'm_rd', form_fields: [{ slug: 'email', display: 'Email', is_required: true }] });
  const admin = page.getByRole('navigation', { name: 'Staff admin' });

  // A role field: without options anywhere, the schema's message sits under it; role options fix it.
  await page.goto(`/us/en/staff/campaigns/${slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Fields Webinar' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByRole('combobox', { name: 'Field 2 (School): which field' }).selectOption('role');
  await page.getByRole('textbox', { name: 'Field 2 (Role): label' }).fill('Your role here');
  await page.getByRole('checkbox', { name: 'Field 2 (Role): required' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please correct the fields marked (1).')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Field 2 (role): its own options' })).toHaveAccessibleDescription(/Please set up role drop down options/);
  await page.getByRole('button', { name: 'Add an option to Role options' }).click();
  await page.getByRole('textbox', { name: 'Role options, option 1: label shown' }).fill('Head teacher');
  await page.getByRole('textbox', { name: 'Role options, option 1: English label' }).fill('Head teacher');
  await page.getByRole('button', { name: 'Move Field 2 (role) up' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectAccessible(page);

  // The public campaign page shows the new field and its option.
  await page.goto(`/us/en/campaign/${slug}/`);
  const role = page.getByRole('combobox', { name: /Your role here/ });
  await expect(role).toBeVisible();
  await expect(role.getByRole('option', { name: 'Head teacher' })).toHaveCount(1);

  // A challenge through its form: the server's rule on the windows comes back under its field.
  await page.goto('/us/en/staff/challenges/');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await page.getByRole('link', { name: 'New challenge' }).click();
  const name = `Form Week ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name (English)' }).fill(name);
  await page.getByRole('textbox', { name: 'Description (English)' }).fill('Adding up all week.');
  await page.getByRole('checkbox', { name: 'Grade 3', exact: true }).check();
  await page.getByRole('checkbox', { name: /grade-3-add-episode/ }).check();
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/New_York');
  const times = { 'Registration opens': '2031-02-01T09:00', 'Registration closes': '2031-03-05T17:00', 'Warm-up starts': '2031-02-25T09:00', 'Contest starts': '2031-03-01T09:00', 'Contest ends': '2031-02-28T17:00' };
  for (const [label, value] of Object.entries(times)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('spinbutton', { name: 'Target' }).fill('10');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Contest ends', exact: true })).toHaveAccessibleDescription(/The dates must follow one another/);
  await page.getByRole('textbox', { name: 'Contest ends', exact: true }).fill('2031-03-07T17:00');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByText('Stage now: Registration.')).toBeVisible();
  await expect(page.getByText('No class or child is registered yet.')).toBeVisible();
  await expectAccessible(page);
  await admin.getByRole('link', { name: 'Challenges' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Registration');
  // entered on New York's clock: 9:00 there is 14:00 in UTC
  const created = (await staff.get<{ results: Array<{ uuid: string; names: { en: string }; contest_starts_at: string }> }>('/api/v2/staff/challenges/')).results.find((c) => c.names.en === name);
  expect(created?.contest_starts_at).toBe('2031-03-01T14:00:00.000Z');

  // In the admin's French, the activities that count are named in French, as the page's own text.
  await page.goto(`/ca/fr/staff/challenges/${created!.uuid}/`);
  const counted = page.getByRole('checkbox', { name: /^Addition\s:\sAdditionner jusqu’à 1\s000 avec retenue \(Niveau 3, grade-3-add-episode\)$/ });
  await expect(counted).toBeChecked();
  await expect(page.getByRole('group', { name: 'Activités qui comptent' }).locator('[lang]')).toHaveCount(0);
  await expectAccessible(page);
});

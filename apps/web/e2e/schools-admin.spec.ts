import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { SCHOOL_PATHS } from '@numbloom/domain/school-members';
import { generateOneRoster } from '../../server/src/modules/school-members/roster/oneroster-fixtures.ts';
import { baseURL } from '../../../playwright.config.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { verifiedAdminOf } from './school-members-support.ts';

/**
 * A school admin's year on Numbloom (decisions 061, 062): they import the roster their student
 * information system exported (a OneRoster export this test generates: two teachers, their two
 * classes and six children), read the preview with a broken row in it, import the rows without
 * problems, then import a newer export (a renamed class, newcomers) and find nothing made twice.
 * Then the school's people: a teacher who followed the link is approved, an imported teacher made
 * admin, the approved one removed, a child moved to the other class, the year rolled over, and the
 * audit lists every change.
 */
test.describe.configure({ timeout: 300_000 });

/** The export's files as the file input takes them. */
const asUploads = (files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) }));

/** Asks to join the school with its teachers' link, as the invitation page does (schools.spec.ts walks that page). */
async function askToJoin(page: Page, link: string) {
  await page.goto('/us/en/');
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE_NAME)?.value ?? '';
  const token = decodeURIComponent(new URL(link).pathname.split('/').filter(Boolean).pop()!);
  const res = await page.request.post(SCHOOL_PATHS.joinRequests, { data: { token }, headers: { [CSRF_HEADER_NAME]: csrf, origin: baseURL } });
  expect(res.status()).toBe(200);
}

test('a school admin imports the roster twice without duplicates, then approves, promotes and removes teachers, moves a child, rolls the year over and reads the audit', async ({
  page,
  browser,
}) => {
  const admin = await signIn(page, { firstName: 'Rosa', lastName: 'Parks', role: 'teacher' });
  const school = (await verifiedAdminOf(page, admin.email, 'lakewood')) as { id: number; name: string; code: string };
  const shape = {
    schools: [{ identifier: school.code, name: school.name }],
    teachersPerSchool: 2,
    classesPerTeacher: 1,
    childrenPerClass: 3,
    idPrefix: `e2e${randomBytes(4).toString('hex')}-`,
  };
  const first = generateOneRoster(shape).files;
  // one broken row: an enrollment in a class the export does not have
  first['enrollments.csv'] += 'e-broken,active,2026-08-01T00:00:00Z,no-such-class,x,y,student,false,,\n';

  await page.goto('/us/en/school/');
  const roster = page.getByRole('region', { name: 'Import from your student information system' });
  await roster.getByLabel('The export’s zip or its CSV files').setInputFiles(asUploads(first));
  await roster.getByRole('button', { name: 'Preview the import' }).click();
  await expect(roster.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  const counts = roster.getByRole('table', { name: 'What the import creates and changes' });
  await expect(counts.getByRole('row', { name: /^Classes/ })).toHaveText(/Classes\s*2\s*0\s*0/);
  await expect(counts.getByRole('row', { name: /^Teachers/ })).toHaveText(/Teachers\s*2\s*0\s*0/);
  await expect(counts.getByRole('row', { name: /^Children/ })).toHaveText(/Children\s*6\s*0\s*0/);
  // the broken row, in plain words, with its file and row
  await expect(roster.getByRole('listitem').filter({ hasText: 'enrollments.csv, row 10' })).toContainText(/No row of (classes|users)\.csv has the sourcedId (no-such-class|y)\./);
  const importButton = roster.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await expectAccessible(page);
  await roster.getByRole('checkbox', { name: 'Import the rows without problems and leave the others out' }).check();
  await importButton.click();
  await expect(roster.getByText('The roster is imported. The classes below show it.')).toBeVisible();

  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(classes.getByRole('row', { name: /Class 1 \(KG\)/ })).toContainText('3');
  await expect(classes.getByRole('row', { name: /Class 2 \(01\)/ })).toBeVisible();
  await expect(classes.getByRole('row', { name: /Class 1 \(KG\)/ }).getByLabel('Grade of Class 1 (KG)')).toHaveValue('K');

  // the newer export: the first class renamed, a newcomer in each, some names changed; nothing made twice
  const newer = generateOneRoster({ ...shape, revision: 2 }).files;
  await roster.getByLabel('The export’s zip or its CSV files').setInputFiles(asUploads(newer));
  await roster.getByRole('button', { name: 'Preview the import' }).click();
  await expect(counts.getByRole('row', { name: /^Classes/ })).toHaveText(/Classes\s*0\s*1\s*1/);
  await expect(counts.getByRole('row', { name: /^Children/ })).toHaveText(/Children\s*2\s*\d+\s*\d+/);
  await roster.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(roster.getByRole('heading', { name: 'What the import did' })).toBeVisible();
  await expect(classes.getByRole('row', { name: /Class 1 \(KG\), renamed/ })).toContainText('4');
  await expect(classes.getByRole('row', { name: /Class \d/ })).toHaveCount(2);

  // a teacher who followed the school's link is approved
  const teachers = page.getByRole('region', { name: 'Teachers' });
  const link = (await teachers.getByRole('listitem').filter({ hasText: 'For teachers' }).locator('code').textContent())!.trim();
  const { page: joiner } = await anotherPage(browser);
  await signIn(joiner, { firstName: 'Ida', lastName: 'Wells', role: 'teacher' });
  await askToJoin(joiner, link);
  await page.reload();
  await teachers.getByRole('button', { name: 'Approve Ida Wells' }).click();
  await expect(teachers.getByRole('rowheader', { name: /Ida Wells/ })).toBeVisible();

  // an imported teacher is made an admin; the approved one is removed again
  const imported = teachers.getByRole('button', { name: /^Make .* an admin$/ }).filter({ hasNotText: 'Ida Wells' }).first();
  const promoted = (await imported.textContent())!.replace(/^Make | an admin$/g, '');
  await imported.click();
  await expect(teachers.getByRole('row', { name: new RegExp(promoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toContainText('School admin');
  await teachers.getByRole('button', { name: 'Remove Ida Wells' }).click();
  await expect(teachers.getByRole('rowheader', { name: /Ida Wells/ })).toHaveCount(0);

  // a child moved to the other class
  await classes.getByRole('button', { name: 'Open Class 2 (01)' }).click();
  const children = classes.getByRole('heading', { name: 'Children of Class 2 (01)' }).locator('..');
  const child = children.getByRole('listitem').first();
  const childName = (await child.locator('span').first().textContent())!.trim();
  await child.getByLabel(`Move ${childName} to`).selectOption({ label: 'Class 1 (KG), renamed' });
  await child.getByRole('button', { name: `Move ${childName}` }).click();
  await expect(classes.getByRole('row', { name: /Class 1 \(KG\), renamed/ })).toContainText('5');
  await expect(children.getByText(childName, { exact: true })).toHaveCount(0);

  // the end of the year: every class up a grade
  const endOfYear = page.getByRole('region', { name: 'End of year' });
  await endOfYear.getByRole('button', { name: 'Start the move to the next grade' }).click();
  await endOfYear.getByRole('button', { name: 'Move every class up a grade' }).click();
  await expect(endOfYear.getByText('Done. Classes moved up a grade: 2. Classes that left the school: 0.')).toBeVisible();
  await expect(classes.getByLabel('Grade of Class 2 (01)')).toHaveValue('2');

  // the audit, newest first: every change above
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Classes moved up a grade');
  await expect(audit.getByRole('row', { name: /Child moved to another class/ })).toHaveCount(1);
  await expect(audit.getByRole('row', { name: /Member removed/ })).toHaveCount(1);
  await expect(audit.getByRole('row', { name: /Role changed/ })).toContainText(promoted);
  // staff approved the first admin, the admin approved the teacher who followed the link
  await expect(audit.getByRole('row', { name: /Request approved/ })).toHaveCount(2);
  await expect(audit.getByRole('row', { name: /Roster imported/ })).toHaveCount(2);
  await expectAccessible(page);
});

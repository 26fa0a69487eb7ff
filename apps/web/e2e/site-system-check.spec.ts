import { SYSTEM_CHECK_IDS } from '@numbloom/domain/helpdesk';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { configureSiteTests, isDesktop } from './site-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { staffApi } from './staff-support.ts';

configureSiteTests();

interface ReportView {
  number: string;
  email: string | null;
  school: string | null;
  page_host: string;
  results: { id: string; status: string; detail?: string }[];
  browser: { user_agent: string; viewport: { width: number } };
}

test('the system check runs every check in turn, then its report reaches support with a number staff can find', async ({ page }) => {
  // From the footer, as a school's IT admin would find it.
  await page.goto('/us/en/contact/');
  // once the page is drawn: its texts push the shell's footer down as they arrive
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'System requirements' }).click();
  await expect(page).toHaveURL(/\/us\/en\/system-check\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System requirements check' })).toBeVisible();

  // The event stream is held 3 seconds here instead of 65 (the server allows 2–90; the pass rule is the same).
  await page.goto('/us/en/system-check/?stream_seconds=3');
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(SYSTEM_CHECK_IDS.length);
  const send = page.getByRole('button', { name: 'Send to support' });
  await expect(send).toBeDisabled();
  // One after another: while the live connection is checked, everything before it has its answer.
  const stream = page.locator('[data-check="stream"]');
  await expect(stream).toHaveAttribute('data-status', 'running');
  for (const id of SYSTEM_CHECK_IDS.slice(0, -1)) await expect(page.locator(`[data-check="${id}"]`)).not.toHaveAttribute('data-status', /pending|running/);
  await expect(page.getByRole('status').filter({ hasText: /All checks done/ })).toBeVisible();
  await expect(stream).toHaveAttribute('data-status', 'passed');
  await expect(stream).toContainText(/stayed open \d+ seconds and received every update/);
  // what a short hold cannot see is said, with the long check for IT beside it (decision 084)
  await expect(stream).toContainText('This check held the connection for 3 seconds. A network that cuts connections after longer than that');
  await expect(stream.getByRole('link', { name: 'For IT: run the checks again with the connection held 10 minutes' })).toHaveAttribute('href', '?stream_seconds=600');
  for (const id of ['browser', 'javascript', 'cookies', 'storage', 'models', 'csrf', 'latency', 'download', 'clock']) {
    await expect(page.locator(`[data-check="${id}"]`), id).toHaveAttribute('data-status', 'passed');
  }
  // The screen check: a phone-sized window is fine for playing but warns about hosting, and says what to ask for.
  const screenCheck = page.locator('[data-check="screen"]');
  await expect(screenCheck).toHaveAttribute('data-status', isDesktop(page) ? 'passed' : 'warning');
  if (!isDesktop(page)) await expect(screenCheck).toContainText("Ask your school's IT:");
  await expect(page.getByRole('heading', { name: "For the school's IT" })).toBeVisible();
  await expect(page.getByText('do not buffer text/event-stream', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Send to support, by keyboard.
  await page.getByRole('textbox', { name: /^Email address/ }).fill('not-an-email');
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Email address/ }).fill('it.admin@example.org');
  await page.getByRole('textbox', { name: /^School/ }).fill('Maple Street Primary');
  await send.click();
  const confirmation = page.getByText(/Your report number is SR-\d+\./);
  await expect(confirmation).toBeVisible();
  const number = /SR-\d+/.exec((await confirmation.textContent()) ?? '')![0];

  // Support finds it by its number, with every result and the browser's details.
  const staff = await staffApi(page);
  const found = await staff.get<{ count: number; results: ReportView[] }>(`${STAFF_PATHS.systemReports}?q=${number}`);
  expect(found.count).toBe(1);
  const report = found.results[0]!;
  expect(report).toMatchObject({ number, email: 'it.admin@example.org', school: 'Maple Street Primary' });
  expect(report.results.map((r) => r.id)).toEqual([...SYSTEM_CHECK_IDS]);
  expect(report.results.find((r) => r.id === 'stream')).toMatchObject({ status: 'passed' });
  expect(report.browser.viewport.width).toBe(page.viewportSize()!.width);
});

test('a blocked live connection gets the advice for a blocked one, not for a buffered one', async ({ page }) => {
  // as a school's web filter refuses it
  await page.route('**/api/v2/helpdesk/stream-check/**', (route) => route.fulfill({ status: 403, contentType: 'text/html', body: '<p>Blocked by policy</p>' }));
  await page.goto('/us/en/system-check/?stream_seconds=3');
  const stream = page.locator('[data-check="stream"]');
  await expect(stream).toHaveAttribute('data-status', 'failed');
  await expect(stream).toContainText('The live connection could not open');
  await expect(stream).toContainText('Allow responses of type text/event-stream from');
  await expect(stream).not.toContainText('Do not buffer');
  // the clock of this very machine is right to the second: no "within 0 seconds"
  await expect(page.locator('[data-check="clock"]')).not.toContainText('within 0 seconds');
});

test('the join page and a game error point to the system check', async ({ page }) => {
  await page.goto('/us/en/join/');
  await page.getByRole('link', { name: "Check this computer's system requirements" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System requirements check' })).toBeVisible();
});

test('the checker speaks French, Spanish and Arabic', async ({ page }) => {
  for (const [url, title] of [
    ['/ca/fr/system-check/', 'Vérification de la configuration requise'],
    ['/us/es/system-check/', 'Comprobación de requisitos del sistema'],
    ['/aue/ar/system-check/', 'فحص متطلبات النظام'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

/**
 * Notifications (decision 078), as a parent meets them: the weekly summary chosen on the My children
 * page, the mail it sends (the sweep run now by the test server's route, for this parent only), and
 * its unsubscribe link opened on another device, signed out, which turns the summary off.
 */
import { test, expect, expectAccessible, signIn, testRoute, anotherPage } from './fixtures.ts';

test('a parent chooses the weekly summary, and its email’s link turns it off without signing in', async ({ page, browser, consoleErrors }) => {
  const parent = await signIn(page, { firstName: 'Lena', lastName: 'Park', role: 'parent' });
  await page.goto('/us/en/account/children/');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Grade').selectOption({ label: 'Grade 3' });
  await page.getByRole('button', { name: 'Add child' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Noor, Grade 3' })).toBeVisible();

  const weekly = page.getByRole('checkbox', { name: "Email me a weekly summary of my children's progress" });
  await expect(weekly).not.toBeChecked();
  await weekly.check();
  await expect(page.getByText('Saved: the weekly summary will come each Monday.')).toBeVisible();
  await expectAccessible(page);

  // the sweep the server runs every 15 minutes, now: last week's summary of Noor
  expect(await testRoute(page, '/api/v2/test/notifications/sweep/', { email: parent.email })).toEqual({ challenge_news: 0, weekly_summaries: 1 });
  const mailbox = (await (await page.request.get(`/api/v2/dev/mailbox/?to=${encodeURIComponent(parent.email)}`)).json()) as { messages: Array<{ subject: string; text: string }> };
  const summary = mailbox.messages.find((m) => m.subject.startsWith("Your children's week on Numbloom"))!;
  expect(summary.text).toContain('Noor');
  const link = new URL(/Stop these emails: (\S+)/.exec(summary.text)![1]!);

  // on another device, nobody signed in: the link's page says it is done
  const other = await anotherPage(browser);
  await other.page.goto(link.pathname + link.search);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(other.page.getByText('Done: you will no longer get the weekly summary of your children.')).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'the My children page' })).toBeVisible();
  await expectAccessible(other.page);

  // a link cut short, on the Arabic site: said so, right to left
  consoleErrors.allow(/status of 400/);
  await other.page.goto(`/aue/ar/unsubscribe/?token=${link.searchParams.get('token')!.slice(0, 30)}`);
  await expect(other.page.getByRole('heading', { level: 1, name: 'إلغاء الاشتراك' })).toBeVisible();
  await expect(other.page.getByText('هذا الرابط غير صالح. ربما اقتُطع جزء منه عند نسخه.')).toBeVisible();
  await expect(other.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(other.page);

  // the parent's page shows the summary off
  await page.reload();
  await expect(weekly).not.toBeChecked();
});

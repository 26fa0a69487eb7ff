/**
 * The journeys share the browser contexts their worker keeps, made as new
 * between tests (kept-contexts.ts, decisions 054 and 059). What one journey
 * leaves behind must not reach the next: the session cookie, a choice kept in
 * local or session storage, a granted permission, a route, an init script, a
 * listener, emulated media, a changed viewport, the offline switch, a page
 * clock. Each first test leaves some; the next, in the same worker right after,
 * finds none.
 */
import { signIn, test, expect } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const MARK = 'numbloom.isolation-check';
/** What a listener the first journey leaves on its page would count. */
const heard = { console: 0 };

test('a journey leaves a session, stored choices, a permission, a route and an init script', async ({
  page,
  context,
}) => {
  await signIn(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.addInitScript((key) => ((window as unknown as Record<string, string>)[key] = 'left behind'), MARK);
  await context.route('**/api/v2/accounts/session/', (route) => route.fulfill({ status: 418, body: '{}' }));
  await page.goto('/us/en/');
  await page.evaluate((key) => {
    localStorage.setItem(key, 'left behind');
    sessionStorage.setItem(key, 'left behind');
  }, MARK);
  expect(await page.evaluate(async () => (await fetch('/api/v2/accounts/session/')).status)).toBe(418);
  expect((await page.request.get('/api/v2/accounts/session/')).status()).toBe(200);
  page.on('console', () => void (heard.console += 1));
  await page.setViewportSize({ width: 500, height: 600 });
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
  await context.setOffline(true);
});

test('the next journey in the worker starts from none of it', async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto('/us/en/');
  const found = await page.evaluate(
    async (key) => ({
      local: localStorage.getItem(key),
      session: sessionStorage.getItem(key),
      script: (window as unknown as Record<string, string | undefined>)[key] ?? null,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      sessionStatus: (await fetch('/api/v2/accounts/session/')).status,
    }),
    MARK,
  );
  expect(found).toEqual({ local: null, session: null, script: null, clipboard: 'prompt', sessionStatus: 200 });
  await page.evaluate(() => console.info('a line no one left behind hears'));
  const device = await page.evaluate(() => ({
    width: innerWidth,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    online: navigator.onLine,
  }));
  expect({ ...device, heard: heard.console }).toEqual({ width: 1280, reducedMotion: false, dark: false, online: true, heard: 0 });
});

test('a journey ends with the page clock paused', async ({ page }) => {
  await page.clock.install({ time: new Date('2020-01-01T00:00:00Z') });
  await page.goto('/us/en/');
  await page.clock.pauseAt(new Date('2020-01-01T00:01:00Z'));
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2020);
});

test('the next journey’s pages run on the real time, and no clock script of the last one fails in them', async ({
  page,
}) => {
  // (the console watcher fails the test on a page error such as a clock script without its clock)
  for (const path of ['/us/en/', '/us/en/login/']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [new Date().getUTCFullYear() > 2020, '__pwClock' in globalThis])).toEqual([
      true,
      false,
    ]);
  }
});

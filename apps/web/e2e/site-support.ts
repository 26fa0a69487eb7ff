import { expect as baseExpect, test, type Page } from '@playwright/test';

/**
 * Assertions wait up to 15 s: the browser tests share a machine with the
 * server and other suites, and a cold lazy route can take a few seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
/** Each test may take 90 s for the same reason. */
export const configureSiteTests = () => test.describe.configure({ timeout: 90_000 });
import AxeBuilder from '@axe-core/playwright';

/** Runs axe-core on the page as it is now and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, bad.join('\n')).toEqual([]);
}

/** Fails the test on any console error or uncaught page error (STYLE.md §8). */
export function failOnConsoleErrors(page: Page, allow: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors, errors.join('\n')).toEqual([]);
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Scrolls the window to y and waits a frame for scroll handlers to run. */
export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Fake timers (page.clock) for countdowns and auto-advancing carousels: call
 * installClock before page.goto (time flows so the page can load), then
 * pauseClock once the page is up; from then on time moves only with
 * page.clock.runFor, so the test decides where a countdown is.
 */
export async function installClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
}

export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A little ahead: the page clock keeps running while this call travels.
  await page.clock.pauseAt(new Date(now + 250));
}

/** Opens a page and waits until its main heading is shown (lazy routes and catalogues loaded). */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

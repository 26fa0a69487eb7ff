import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Each test may take 90 s: the browser tests share a machine with the server, and a cold lazy route can take a few seconds. */
export const configureSiteTests = () => test.describe.configure({ timeout: 90_000 });

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Scrolls the window to y and waits a frame for scroll handlers to run. */
export async function scrollTo(page: Page, y: number) {
  // again until the page is there: a page still drawing is too short to scroll that far, and the browser stops short
  await expect
    .poll(() => page.evaluate((top) => (window.scrollTo({ top, behavior: 'instant' }), Math.round(window.scrollY)), y))
    .toBe(y);
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
  // A little ahead: the page clock keeps running while this call travels; on a busy
  // machine the trip can take longer than the margin, so a miss is tried again further ahead.
  for (const margin of [250, 1000, 3000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(new Date(now + margin));
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past') || margin === 3000) throw error;
    }
  }
}

/** Opens a page and waits until its main heading is shown (lazy routes and catalogues loaded). */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** The site's pages that site-pages.spec.ts reads in every language: paths under /{region}/{language}/ (and the three without a region), each a page of its own. */
export const SITE_PAGE_ROUTES = [
  '',
  'contact/',
  'campaign/school-demo-2026/',
  'campaign-invalid/',
  'competition/',
  'thank-you/',
  'signup/',
  'free-trial/',
  'login/',
  'reset-password/',
  'account-closed/',
  'student-login/',
  'activities/',
  'activities/grade/k/',
  'activities/topic/geometry/',
  'activities/episode/grade-k-name-shapes-episode/',
  'activities/episode/grade-k-name-shapes-episode/play?seed=titles',
  'join/',
  'no-such-page/',
  '/home/terms/',
  '/home/privacy/',
  '/matificgames/',
] as const;

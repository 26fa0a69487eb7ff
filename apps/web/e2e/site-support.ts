import { expect, type Page } from '@playwright/test';
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

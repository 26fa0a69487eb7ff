import { test, expect } from './fixtures.ts';

// The server gives the page addresses that follow the name it was opened by (settings are
// request-derived, CDN links relative), so the product works through 127.0.0.1, localhost or a
// LAN name alike, and the CSP's 'self' covers every call. E2E_PORT is set by playwright.config.ts.
const port = Number(process.env.E2E_PORT);

for (const host of ['127.0.0.1', 'localhost']) {
  test(`an activity opens and plays through http://${host}`, async ({ page, consoleErrors }) => {
    // Not one failed request or script error, whatever the host.
    consoleErrors.strict();
    const origin = `http://${host}:${port}`;
    await page.goto(`${origin}/us/en/activities/episode/grade-k-number-line-episode/`);
    // The first page a fresh server sends loads the whole catalogue: give it longer than a click.
    await expect(page.getByRole('heading', { level: 1, name: 'Numbers on a number line: Number line to 20' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Teacher tips' })).toBeVisible();
    await expect(page.getByText('The activities could not be loaded')).toHaveCount(0);
    await page.getByRole('link', { name: 'Play this episode' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(origin);
  });
}

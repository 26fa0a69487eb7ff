import { test, expect } from './fixtures.ts';

test('the root sends a visitor to their region and the page carries its settings', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/us\/en\/$/);
  const settings = JSON.parse((await page.locator('#page-settings').textContent()) ?? '{}');
  expect(settings).toMatchObject({ region: 'us', language: 'en', dir: 'ltr' });
});

test('an unknown region gets a 404 status', async ({ page }) => {
  const res = await page.goto('/xx/en/');
  expect(res?.status()).toBe(404);
});

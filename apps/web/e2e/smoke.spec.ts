import { test, expect, expectAccessible } from './fixtures.ts';

test('the root sends a visitor to their region and the page carries its settings', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/us\/en\/$/);
  const settings = JSON.parse((await page.locator('#page-settings').textContent()) ?? '{}');
  expect(settings).toMatchObject({ region: 'us', language: 'en', dir: 'ltr' });
});

test('an unknown region gets a 404 status', async ({ page }) => {
  const res = await page.goto('/xx/en/');
  expect(res?.status()).toBe(404);
});

test('the accessibility scan the journeys use fails on serious violations, and passes once they are mended', async ({ page }) => {
  // the scan itself, on a page made here from a blank one: a button without a name, and grey on grey text
  await page.goto('about:blank');
  await page.setContent('<main><h1>Scan</h1><button></button><p style="color:#bbb;background:#ccc">faint</p></main>');
  const failure = await expectAccessible(page).then(
    () => '',
    (err: Error) => err.message,
  );
  expect(failure).toContain('critical button-name');
  expect(failure).toContain('serious color-contrast');
  await page.setContent('<html lang="en"><head><title>Scan</title></head><body><main><h1>Scan</h1><button>Go</button><p>clear</p></main></body></html>');
  await expectAccessible(page);
});

import { EPISODE_FEEDBACK_KEY } from '../../../packages/domain/src/content.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

const PAGE = '/us/en/activities/episode/grade-3-read-clock-episode/';

test('like with a comment is sent once per episode per session', async ({ page, context }) => {
  const posts: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v2/episodes/guest-feedback/')) posts.push({ body: r.postDataJSON(), auth: r.headers().authorization });
  });
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Did you like this activity?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose Like or Dislike.');
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/Comment/).fill('My class loved moving the hands.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  expect(posts).toEqual([
    { body: expect.objectContaining({ episode_id: 'grade-3-read-clock-episode', liked: true, comment: 'My class loved moving the hands.' }), auth: undefined },
  ]);
  const flags = await page.evaluate((key) => sessionStorage.getItem(key), EPISODE_FEEDBACK_KEY);
  expect(JSON.parse(flags!)).toEqual({ 'grade-3-read-clock-episode': 'like' });
  await expectAccessible(page);

  // Same session: the form is gone after a reload.
  await page.reload();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);

  // And the server refuses a second one from this session even if the page is bypassed.
  const csrf = (await context.cookies()).find((c) => c.name === 'csrftoken')!.value;
  const again = await page.request.post('/api/v2/episodes/guest-feedback/', {
    data: { episode_id: 'grade-3-read-clock-episode', liked: true, comment: 'My class loved moving the hands.' },
    headers: { 'X-CSRFToken': decodeURIComponent(csrf) },
  });
  expect(again.status()).toBe(409);

  // Another episode in the same session still has its form.
  await page.goto('/us/en/activities/episode/grade-3-add-episode/');
  await expect(page.getByRole('button', { name: 'Send feedback' })).toBeVisible();
});

test('copy link shows a confirmation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/us\/en\/activities\/episode\/grade-3-read-clock-episode\/$/);
});

test('the share button uses the Web Share API when the browser has it', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', { value: (data: unknown) => ((window as unknown as { shared: unknown[] }).shared.push(data), Promise.resolve()), configurable: true });
  });
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Share…' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared);
  expect(shared).toEqual([{ title: 'Telling time: To the nearest minute', url: expect.stringMatching(/grade-3-read-clock-episode\/$/) }]);
});

import type { Page } from '@playwright/test';
import { CAROUSEL_SLIDES } from '@numbloom/domain/breakpoints';
import { configureSiteTests, installClock, isDesktop, openPage, pauseClock } from './site-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

configureSiteTests();

const carousel = (page: Page) => page.getByRole('region', { name: 'Activity types' });
/** Slides a visitor (and a screen reader) can see: hidden ones are aria-hidden and drop out of the role query. */
const visibleSlides = (page: Page) => carousel(page).getByRole('group');

test.describe('home page', () => {
  test('says what Numbloom does, for whom and how a class plays', async ({ page }) => {
    await page.goto('/us/en/');
    await expect(page).toHaveTitle('Numbloom – math that grows with every child');
    await expect(page.getByRole('heading', { level: 1, name: 'Math that grows with every child' })).toBeVisible();
    for (const name of ['For teachers', 'For parents', 'For school leaders', 'How a class plays', 'Challenges with certificates']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('type the code and a nickname')).toBeVisible();
    await expect(page.getByText('nothing about them is kept once the room ends')).toBeVisible();
    for (const tier of ['Ruby', 'Platinum', 'Gold', 'Silver', 'Bronze', 'Participation']) {
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${tier}$`) })).toBeVisible();
    }
    // The four activity types of the spec are in the carousel.
    for (const type of ['Episodes', 'Word Problems', 'Worksheets', 'Multiplayer Game']) {
      await expect(carousel(page).getByRole('heading', { name: type, includeHidden: true })).toHaveCount(1);
    }
    // The types a child opens themselves lead to their own pages.
    for (const [name, href] of [['Multiplayer Game', '/us/en/join/'], ['Arena', '/us/en/arena/'], ['Quick match', '/us/en/quick-match/']]) {
      await expect(carousel(page).getByRole('link', { name, includeHidden: true })).toHaveAttribute('href', href!);
    }
    await expectAccessible(page);
  });

  test('the footer links to the terms and the privacy policy', async ({ page }) => {
    await page.goto('/us/en/');
    // The shell's footer is drawn before the home page's own texts arrive, which then push it down the
    // page: a person reaches it once the page is drawn, and so does this click (else it can land where
    // the link was a moment before).
    await expect(page.getByRole('heading', { level: 1, name: 'Math that grows with every child' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/home/terms/');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/home\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('activity carousel', { tag: '@phone' }, () => {
  test('shows 3 slides on desktop and 1 on mobile, with previous and next buttons', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/us/en/');
    const perView = isDesktop(page) ? CAROUSEL_SLIDES.desktop : CAROUSEL_SLIDES.mobile;
    await expect(visibleSlides(page)).toHaveCount(perView);
    await expect(visibleSlides(page).first()).toHaveAccessibleName('1 of 6');
    const hidden = carousel(page).locator('[aria-roledescription="slide"][aria-hidden="true"]');
    await expect(hidden).toHaveCount(6 - perView);
    // Slides out of view are inert: nothing in them can take focus.
    for (const slide of await hidden.all()) expect(await slide.evaluate((el) => (el as HTMLElement).inert)).toBe(true);

    const previous = carousel(page).getByRole('button', { name: 'Previous' });
    const next = carousel(page).getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(visibleSlides(page).first()).toHaveAccessibleName('2 of 6');
    await expect(visibleSlides(page)).toHaveCount(perView);
    await previous.click();
    await expect(visibleSlides(page).first()).toHaveAccessibleName('1 of 6');

    // To the end: next is disabled once the last slide is in view.
    for (let i = 0; i < 6 - perView; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(visibleSlides(page).last()).toHaveAccessibleName('6 of 6');
  });

  test('works with the keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/us/en/');
    const next = carousel(page).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(visibleSlides(page).first()).toHaveAccessibleName('2 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(visibleSlides(page).first()).toHaveAccessibleName('3 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(visibleSlides(page).first()).toHaveAccessibleName('2 of 6');
    await page.keyboard.press('End');
    await expect(visibleSlides(page).last()).toHaveAccessibleName('6 of 6');
    await page.keyboard.press('Home');
    await expect(visibleSlides(page).first()).toHaveAccessibleName('1 of 6');

    // The cards a child opens themselves lead there: Quick match, the last, by the keyboard.
    await page.keyboard.press('End');
    const quickMatch = visibleSlides(page).last().getByRole('link', { name: 'Quick match' });
    await expect(quickMatch).toHaveAttribute('href', '/us/en/quick-match/');
    await quickMatch.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick match' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/us/en/quick-match/');
  });

  test('arrow keys follow the reading direction on the Arabic site', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/aue/ar/');
    const region = page.getByRole('region', { name: 'أنواع الأنشطة' });
    await region.getByRole('button', { name: 'التالي' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(region.getByRole('group').first()).toHaveAccessibleName('2 من 6');
  });

  test('stays still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installClock(page);
    await openPage(page, '/us/en/');
    await expect(visibleSlides(page).first()).toHaveAccessibleName('1 of 6');
    await expect(carousel(page).getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(visibleSlides(page).first()).toHaveAccessibleName('1 of 6');
    await expectAccessible(page);
  });

  test('advances by itself otherwise, and the visitor can pause it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await installClock(page);
    await openPage(page, '/us/en/');
    await pauseClock(page);
    // Where it is now (a slow load may already have let it move once), then one interval later.
    const at = Number(/^(\d+) of 6$/.exec((await visibleSlides(page).first().getAttribute('aria-label')) ?? '')?.[1]);
    expect(at).toBeGreaterThanOrEqual(1);
    expect(at).toBeLessThan(6);
    await page.clock.runFor(7_100);
    await expect(visibleSlides(page).first()).toHaveAccessibleName(`${at + 1} of 6`);
    const pause = carousel(page).getByRole('button', { name: 'Pause' });
    await pause.click();
    await page.mouse.move(0, 0);
    await carousel(page).getByRole('button', { name: 'Play' }).blur();
    await page.clock.runFor(30_000);
    await expect(visibleSlides(page).first()).toHaveAccessibleName(`${at + 1} of 6`);
    await expect(carousel(page).getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('class video', () => {
  test('plays a real self-hosted video whose source is cleared on close and restored on open', async ({ page }) => {
    await page.goto('/us/en/');
    const opener = page.getByRole('button', { name: 'Watch: how a class plays' });
    const dialog = page.getByRole('dialog', { name: 'How a class plays' });
    const video = page.locator('video');
    await expect(dialog).toBeHidden();
    await expect(video).not.toHaveAttribute('src');

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(video).toHaveAttribute('src', '/media/how-a-class-plays.webm');
    // The file is real: the browser reads its metadata and a picture size.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([640, 360]);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.language)).toBe('en');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(video).not.toHaveAttribute('src');
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(video).toHaveAttribute('src', '/media/how-a-class-plays.webm');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(video).not.toHaveAttribute('src');
  });
});

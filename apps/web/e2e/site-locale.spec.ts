import type { Page } from '@playwright/test';
import { LOCALE_COOKIE, REGIONS } from '@numbloom/domain/regions';
import { configureSiteTests, installClock, isDesktop, openPage, pauseClock } from './site-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

configureSiteTests();

const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE)?.value;

test.describe('country and language switcher', () => {
  test('lists every region as an accordion of its languages and remembers the choice', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/us/en/contact/?type=request');
    // Below 1024 px the switcher sits in the folded menu.
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Country and language: United States · English/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your country and language' });
    await expect(dialog).toBeVisible();

    for (const region of REGIONS) {
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(region.iso2)!;
      await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // The current country is open, the others closed.
    await expect(dialog.getByRole('button', { name: 'United States' })).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    const canada = dialog.getByRole('button', { name: 'Canada' });
    await expect(canada).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('link', { name: 'Français' })).toBeHidden();
    await expectAccessible(page);

    await canada.click();
    await expect(canada).toHaveAttribute('aria-expanded', 'true');
    const french = dialog.getByRole('region', { name: 'Canada' }).getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('href', '/ca/fr/contact/?type=request');
    await canada.click();
    await expect(french).toBeHidden();
    await canada.click();
    await french.click();

    await expect(page).toHaveURL(/\/ca\/fr\/contact\/\?type=request$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Réserver une démo' })).toBeVisible();
    expect(await localeCookie(page)).toBe('ca-fr');

    // The root now follows the remembered choice, not the browser's language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ca\/fr\/$/);

    // The switcher names the country in the page's language.
    await page.goto('/us/es/');
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Menú' }).click();
    const here = `${new Intl.DisplayNames(['es'], { type: 'region' }).of('US')} · Español`;
    await expect(page.locator('.locale-button')).toContainText(here);
  });

  test('Escape closes the switcher and gives focus back to its button', async ({ page }) => {
    await page.goto('/us/en/');
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
    const button = page.getByRole('button', { name: /Country and language/ });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('country-redirect prompt for a visitor from Canada', () => {
  test.use({ locale: 'fr-CA' });

  test('counts down visibly and can be cancelled, and the choice to stay is remembered', async ({ page }) => {
    await installClock(page);
    await openPage(page, '/us/en/');
    const prompt = page.getByRole('dialog', { name: 'Visiting from Canada?' });
    await expect(prompt).toBeVisible();
    await pauseClock(page);
    const countdown = prompt.getByText(/^Taking you to the Canada site in \d+ seconds…$/);
    await expect(countdown).toBeVisible();
    const left = Number(/in (\d+) seconds/.exec((await countdown.textContent()) ?? '')?.[1]);
    // It starts at REDIRECT_COUNTDOWN_SECONDS (30); loading the page may have taken a second or two of it.
    expect(left).toBeGreaterThanOrEqual(20);
    expect(left).toBeLessThanOrEqual(30);
    await page.clock.runFor(1000);
    await expect(prompt.getByText(`Taking you to the Canada site in ${left - 1} seconds…`)).toBeVisible();
    await expect(prompt.getByRole('progressbar')).toHaveAttribute('value', String(30 - (left - 1)));

    await prompt.getByRole('button', { name: 'Stay on the United States site' }).click();
    await expect(prompt).toBeHidden();
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/us\/en\/$/);

    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.clock.runFor(2000);
    await expect(page.getByRole('dialog', { name: 'Visiting from Canada?' })).toHaveCount(0);
  });

  test('the prompt is accessible: focus starts on stopping the countdown, which then waits for a choice (WCAG 2.2.1)', async ({ page }) => {
    await installClock(page);
    await page.goto('/us/en/');
    const prompt = page.getByRole('dialog', { name: 'Visiting from Canada?' });
    await expect(prompt).toBeVisible();
    await pauseClock(page);
    await expect(prompt.getByRole('button', { name: 'Stop the countdown' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt.getByRole('status')).toHaveText('Countdown stopped. Choose a site when you are ready.');
    // stopped, the countdown cannot move on: the clock goes again for what waits on the page's
    // timers (the focus moving to the next choice, and axe)
    await page.clock.resume();
    await expect(prompt.getByRole('button', { name: 'Go to the Canada site now' })).toBeFocused();
    await expect(prompt.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/us\/en\/$/);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on the United States site' }).click();
    await expect(prompt).toBeHidden();
  });

  test('a person using the page stops the countdown: a key, a touch or the pointer', { tag: '@phone' }, async ({ page }) => {
    await installClock(page);
    await openPage(page, '/us/en/');
    const prompt = page.getByRole('dialog', { name: 'Visiting from Canada?' });
    await expect(prompt).toBeVisible();
    await pauseClock(page);
    await page.mouse.move(200, 200);
    await expect(prompt.getByRole('status')).toHaveText('Countdown stopped. Choose a site when you are ready.');
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/us\/en\/$/);
    await expect(prompt.getByRole('button', { name: 'Go to the Canada site now' })).toBeVisible();
  });

  test('Escape cancels the redirect too', async ({ page }) => {
    await installClock(page);
    await openPage(page, '/us/en/');
    await expect(page.getByRole('dialog', { name: 'Visiting from Canada?' })).toBeVisible();
    await pauseClock(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Visiting from Canada?' })).toBeHidden();
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/us\/en\/$/);
  });

  test('takes the visitor to the Canada site in their language when nobody touches the page for the whole countdown', async ({ page }) => {
    await installClock(page);
    await openPage(page, '/aue/en/');
    await expect(page.getByRole('dialog', { name: 'Visiting from Canada?' })).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(30_000);
    await expect(page).toHaveURL(/\/ca\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await localeCookie(page)).toBe('ca-fr');
    await expect(page.getByRole('dialog', { name: /Canada/ })).toHaveCount(0);
  });

  test('is not shown on the Canada site itself', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ca\/fr\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('not found and right to left', () => {
  test('an unknown region gets the 404 page, translated and accessible', async ({ page, context, baseURL }) => {
    const response = await page.goto('/xx/en/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/us/en/');
    await expectAccessible(page);

    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ca-fr', url: baseURL! }]);
    const french = await page.goto('/us/xx/');
    expect(french?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nous ne trouvons pas cette page' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: "Aller à la page d'accueil" }).click();
    await expect(page).toHaveURL(/\/ca\/fr\/$/);
  });

  test('an unknown page inside a site shows the not-found page in that language', async ({ page }) => {
    await page.goto('/us/es/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esa página' })).toBeVisible();
  });

  test('the Arabic site renders right to left', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/aue/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'رياضيات تنمو مع كل طفل' })).toBeVisible();
    // Logical properties mirror the header: the brand sits on the right.
    const brand = await page.getByRole('banner').getByRole('link', { name: /Numbloom/ }).boundingBox();
    expect(brand!.x + brand!.width).toBeGreaterThan(page.viewportSize()!.width / 2);
    await expectAccessible(page);
  });
});

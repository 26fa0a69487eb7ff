import { BREAKPOINTS, HEADER_IN_VIEW_SCROLL } from '@numbloom/domain/breakpoints';
import { configureSiteTests, isDesktop, openPage, scrollTo } from './site-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

configureSiteTests();

test.describe('site header', { tag: '@phone' }, () => {
  test('becomes sticky past its own height and compact after 200 px', async ({ page }) => {
    await page.goto('/us/en/');
    // the page itself drawn (the header comes first): shorter, the page could not be scrolled far enough
    await expect(page.getByRole('heading', { level: 1, name: 'Math that grows with every child' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).toHaveAttribute('data-in-view', 'false');
    const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    expect(height).toBeGreaterThan(40);
    expect(height).toBeLessThan(HEADER_IN_VIEW_SCROLL);

    await scrollTo(page, height - 5);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).not.toHaveClass(/is-sticky/);

    await scrollTo(page, height + 5);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toHaveClass(/is-sticky/);
    await expect(header).toHaveAttribute('data-in-view', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    await scrollTo(page, HEADER_IN_VIEW_SCROLL - 1);
    await expect(header).toHaveAttribute('data-in-view', 'false');
    await scrollTo(page, HEADER_IN_VIEW_SCROLL + 1);
    await expect(header).toHaveAttribute('data-in-view', 'true');
    await expect(header).toHaveClass(/is-in-view/);
    // Compact: the in-view header is shorter than the resting one, and stays at the top of the viewport.
    await expect.poll(() => header.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeLessThan(height);
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).toHaveAttribute('data-in-view', 'false');
  });

  test('becoming sticky moves nothing on the page, in any frame, with or without reduced motion', async ({ page }) => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/us/en/');
      await expect(page.getByRole('heading', { level: 1, name: 'Math that grows with every child' })).toBeVisible();
      // Frame by frame from a jump far down: in the frame the header becomes fixed, its spacer already
      // holds its place, so the content (and a button under a finger) stays where it was.
      const frames = await page.evaluate(async () => {
        const main = document.getElementById('main')!;
        const top = () => Math.round(main.getBoundingClientRect().top + scrollY);
        const seen: Array<{ sticky: boolean; mainTop: number; scrollY: number }> = [{ sticky: false, mainTop: top(), scrollY }];
        window.scrollTo(0, 1500);
        for (let i = 0; i < 5; i++) {
          await new Promise((r) => requestAnimationFrame(r));
          seen.push({ sticky: document.querySelector('header')!.classList.contains('is-sticky'), mainTop: top(), scrollY });
        }
        return seen;
      });
      expect(frames.some((f) => f.sticky), reducedMotion).toBe(true);
      expect(new Set(frames.map((f) => f.mainTop)).size, `${reducedMotion}: ${JSON.stringify(frames)}`).toBe(1);
      expect(new Set(frames.slice(1).map((f) => f.scrollY)).size, `${reducedMotion}: ${JSON.stringify(frames)}`).toBe(1);
    }
  });

  test('the mobile menu applies below 1024 px', async ({ page }) => {
    await page.goto('/us/en/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const pedagogy = page.getByRole('button', { name: 'Pedagogy' });
    if (isDesktop(page)) {
      expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(BREAKPOINTS.desktop);
      await expect(menuButton).toBeHidden();
      await expect(pedagogy).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      return;
    }
    expect(page.viewportSize()!.width).toBeLessThan(BREAKPOINTS.desktop);
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(pedagogy).toBeHidden();

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(pedagogy).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(pedagogy).toBeHidden();

    // Following a link closes the menu.
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/us\/en\/contact\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the three menus are disclosure buttons usable by keyboard', async ({ page }) => {
    await page.goto('/us/en/');
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Pedagogy', 'Our product', 'Why Numbloom']) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    const pedagogy = page.getByRole('button', { name: 'Pedagogy' });
    await pedagogy.focus();
    await page.keyboard.press('Enter');
    await expect(pedagogy).toHaveAttribute('aria-expanded', 'true');
    const first = page.getByRole('link', { name: /How Numbloom teaches/ });
    await expect(first).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Activity types/ })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(pedagogy).toHaveAttribute('aria-expanded', 'false');
    await expect(pedagogy).toBeFocused();
    await expect(first).toBeHidden();

    // Opening another menu closes the first; a link leads to its section.
    await pedagogy.click();
    const why = page.getByRole('button', { name: 'Why Numbloom' });
    await why.click();
    await expect(pedagogy).toHaveAttribute('aria-expanded', 'false');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: /For school leaders/ }).click();
    await expect(page).toHaveURL(/\/us\/en\/#leaders$/);
    await expect(page.getByRole('heading', { name: 'For school leaders' })).toBeInViewport();
    // The menu closed on the way (on mobile the whole folded menu did).
    await expect(page.getByRole('button', { name: 'Why Numbloom', includeHidden: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('links to the product pages; the home page asks no account question', async ({ page }) => {
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v2\/accounts\//.test(request.url())) accountCalls.push(request.url());
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const openMenu = async () => {
      if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
    };
    const targets = [
      { name: 'Activities', path: 'activities/', heading: 'Math activities' },
      { name: 'Free trial', path: 'free-trial/', heading: /^Start your (\d+-day )?free trial$/ },
      { name: 'Log in', path: 'login/', heading: 'Log in', signIn: true },
      { name: 'Student login', path: 'student-login/', heading: 'Student login', signIn: true },
      { name: 'Contact', path: 'contact/', heading: 'Contact us' },
    ];
    for (const target of targets) {
      await openPage(page, '/us/en/');
      await openMenu();
      if (target.signIn) {
        const signIn = nav.getByRole('button', { name: 'Sign in' });
        await expect(signIn).toHaveAttribute('aria-expanded', 'false');
        await signIn.click();
        await expect(signIn).toHaveAttribute('aria-expanded', 'true');
      }
      if (target.name === 'Activities') {
        // The home page loaded, the menu is open: nothing asked who the visitor is, nothing logged.
        expect(accountCalls).toEqual([]);
      }
      const link = nav.getByRole('link', { name: target.name });
      await expect(link).toHaveAttribute('href', `/us/en/${target.path}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/us/en/${target.path}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
      // Following a link closed the folded menu.
      if (!isDesktop(page)) await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the home page with the menu and the sign-in menu open is axe-clean', async ({ page }) => {
    await openPage(page, '/us/en/');
    if (!isDesktop(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('link', { name: /Student login/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('the header fits on one row at 1024 and 1280 px in English, French and Arabic', async ({ page }) => {
    test.skip(!isDesktop(page), 'desktop layout only');
    const problems: string[] = [];
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ['/us/en/', '/ca/fr/', '/aue/ar/']) {
        await openPage(page, url);
        const fit = await page.getByRole('banner').evaluate((header) => {
          const inner = header.querySelector<HTMLElement>('.header-inner')!;
          const items = [...header.querySelectorAll<HTMLElement>('.brand, #site-nav .nav-list > li, #site-nav .nav-actions > *')].filter(
            (el) => el.offsetParent !== null,
          );
          const rows = new Set(items.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
          const outside = items.filter((el) => {
            const box = el.getBoundingClientRect();
            return box.left < 0 || box.right > document.documentElement.clientWidth;
          });
          return { overflow: inner.scrollWidth - inner.clientWidth, rows: rows.size, outside: outside.length, wrapped: items.filter((el) => el.getBoundingClientRect().height > 60).length };
        });
        if (fit.overflow > 0 || fit.rows !== 1 || fit.outside || fit.wrapped) problems.push(`${url} at ${width} px: ${JSON.stringify(fit)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

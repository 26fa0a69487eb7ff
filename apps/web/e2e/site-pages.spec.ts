/**
 * Every page, in every language, as someone who cannot see the screen or who
 * reads it at 400 % zoom meets it (decision 038):
 *
 * - its own title in the page's language (WCAG 2.4.2), unique among the pages;
 * - no text in another language without its `lang` (3.1.2): on an Arabic page
 *   no Latin-script words outside an element that says their language, on a
 *   French or Spanish page no sentence that the English page shows word for word;
 * - no sideways scrolling of the page at 320 CSS px (1.4.10);
 * - nothing moved under the reader as the page loaded (layout-shift.ts, decision 053).
 *
 * One browser page walks all the routes of a language (a test per language,
 * desktop only): a test per route would start a page each time.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { languageDir } from '@numbloom/domain/regions';
import { shiftProblems, recordShifts } from './layout-shift.ts';
import { isDesktop, SITE_PAGE_ROUTES } from './site-support.ts';
import { testServerDataDir } from './staff-support.ts';
import { test, expect } from './fixtures.ts';
import { latinWords, nonLatin } from './lang-marks.ts';

test.describe.configure({ timeout: 420_000 });

/** The title in a page's HTML as the server sent it, before the page's script names the page (site/html.ts words it per language). */
const shellTitle = (html: string) =>
  /<title>([^<]*)<\/title>/
    .exec(html)![1]!
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const LOCALES = [
  { region: 'us', language: 'en' },
  { region: 'ca', language: 'fr' },
  { region: 'us', language: 'es' },
  { region: 'aue', language: 'ar' },
  { region: 'il', language: 'he' },
  { region: 'zh', language: 'zh' },
  { region: 'de', language: 'de' },
  { region: 'br', language: 'pt' },
] as const;

interface Reading {
  title: string;
  /** the title the server's HTML came with, which the page's script replaces */
  shell: string;
  heading: string;
  /** the heading is text marked as another language (a catalogue title): the title, plain text, cannot say so */
  headingMarked: boolean;
  /** text shown in the page's own language by inheritance (no closer `lang`), one entry per text node */
  untagged: string[];
  /** the page's width beyond the viewport at 320 px */
  overflow: number;
  /** what moved as it loaded */
  shifts: string[];
  /** the document's lang and dir */
  root: string[];
}

async function read(page: Page, url: string): Promise<Reading> {
  const shell = shellTitle(await (await page.goto(url))!.text());
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // the title follows the heading once the page has drawn it: watched in the page, each frame, instead
  // of asked from here with growing pauses (a tenth of a second or more a page, 150 pages a run)
  await page.waitForFunction((before) => document.title !== before, shell, { polling: 'raf', timeout: 15_000 });
  const texts = await page.evaluate(() => {
    const html = document.documentElement.lang;
    const out: string[] = [];
    // Country names as the browser writes them in the page's language (the phone input's list) are that
    // language's words even where they are spelt as in English (Burkina Faso, Sri Lanka): not English text.
    const regionNames = new Intl.DisplayNames([html], { type: 'region', fallback: 'none' });
    const countries = new Set<string>();
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const name = regionNames.of(String.fromCharCode(a, b));
        if (name) countries.add(name);
      }
    const isCountry = (text: string) => countries.has(text.replace(/ \(\+\d+\)$/, ''));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      if ((el.closest('[lang]')?.getAttribute('lang') ?? html) === html && !isCountry(text)) out.push(text);
    }
    // names given in attributes are read out too
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if ((el.closest('[lang]')?.getAttribute('lang') ?? html) !== html) continue;
      for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    const h1 = document.querySelector('main h1');
    const headingMarked =
      !!h1 &&
      ((h1.closest('[lang]')?.getAttribute('lang') ?? html) !== html ||
        [...h1.querySelectorAll('[lang]')].some((e) => e.getAttribute('lang') !== html));
    return {
      title: document.title,
      heading: h1?.textContent?.trim() ?? '',
      headingMarked,
      untagged: out,
      root: [html, document.documentElement.dir],
    };
  });
  // read before the width changes: a page that reflows to a new width is not a shift under its reader
  const shifts = await shiftProblems(page, url);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  return { ...texts, shell, overflow, shifts };
}

const urlOf = (locale: (typeof LOCALES)[number], route: string) =>
  route.startsWith('/') ? route : `/${locale.region}/${locale.language}/${route}`;

/**
 * The English pages, as the English walk read them: kept in this worker, and written in the test server's
 * own folder (removed when it stops) for the other workers: the Latin-script walks compare with them. A
 * walk that finds neither reads them itself.
 */
let english: Map<string, Reading> | undefined;
const englishFile = () => path.join(path.dirname(testServerDataDir()), 'english-pages.json');
function keepEnglish(readings: Map<string, Reading>) {
  english = readings;
  const file = englishFile();
  writeFileSync(`${file}.${process.pid}`, JSON.stringify([...readings]));
  renameSync(`${file}.${process.pid}`, file);
}
async function englishPages(page: Page) {
  const file = englishFile();
  if (english?.size !== SITE_PAGE_ROUTES.length && existsSync(file))
    english = new Map(JSON.parse(readFileSync(file, 'utf8')) as Array<[string, Reading]>);
  if (english?.size === SITE_PAGE_ROUTES.length) return english;
  // the pages without a region follow the site chosen last: English's, as a new visitor's
  await page.context().clearCookies();
  const readings = new Map<string, Reading>();
  for (const route of SITE_PAGE_ROUTES) readings.set(route, await read(page, urlOf(LOCALES[0], route)));
  keepEnglish(readings);
  return readings;
}

/** One language's walk over every route. */
function walk(locale: (typeof LOCALES)[number]) {
  test(`every page has its own title in ${locale.language}, marks text in another language, reflows at 320 px, and moves nothing as it loads`, async ({
    page,
    context,
  }) => {
    test.skip(!isDesktop(page), 'one walk over the routes is enough; it sets its own widths');
    // the country-redirect prompt is for visitors whose browser points to Canada: not these
    await context.addInitScript(() => localStorage.setItem('numbloom.redirect-prompt.stay', 'true'));
    await recordShifts(page);
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const readings = new Map<string, Reading>();
    for (const route of SITE_PAGE_ROUTES) {
      // pages without a region follow the visitor's chosen site
      if (route.startsWith('/'))
        await context.addCookies([
          {
            name: 'numbloom_locale_iso',
            value: `${locale.region}-${locale.language}`,
            domain: new URL(page.url()).hostname,
            path: '/',
          },
        ]);
      const r = await read(page, urlOf(locale, route));
      readings.set(route, r);
      const root = r.root;
      if (root[0] !== locale.language || root[1] !== languageDir(locale.language))
        problems.push(`${route}: <html lang="${root[0]}" dir="${root[1]}">`);
      if (!(r.title.endsWith(' – Numbloom') || r.title.startsWith('Numbloom – ')) || r.title === r.shell)
        problems.push(`${route}: title "${r.title}"`);
      const twin = titles.get(r.title);
      if (twin !== undefined) problems.push(`${route}: same title as ${twin || 'home'} ("${r.title}")`);
      titles.set(r.title, route);
      if (r.overflow > 0) problems.push(`${route}: scrolls sideways by ${r.overflow} px at 320 px`);
      problems.push(...r.shifts);
      if (nonLatin(locale.language)) {
        for (const text of r.untagged) {
          if (latinWords(text).length) problems.push(`${route}: Latin text without lang: "${text}"`);
        }
      }
    }
    if (locale.language === 'en') keepEnglish(readings);
    else if (!nonLatin(locale.language)) {
      // compared once the walk is done: by then another worker's English walk has usually kept its readings
      const en = await englishPages(page);
      for (const [route, r] of readings) {
        const english = en.get(route)!;
        if (r.title === english.title && !r.headingMarked)
          problems.push(`${route}: the title is the English one ("${r.title}")`);
        const shownInEnglish = new Set(english.untagged.filter((s) => s.split(' ').length >= 3 && /[a-z]/.test(s)));
        for (const text of new Set(r.untagged))
          if (shownInEnglish.has(text)) problems.push(`${route}: English text without lang: "${text}"`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

// The walks spread over the workers (one file in order left the run waiting on its last worker for a
// minute). The Latin-script walks compare with the English readings: the English walk keeps them for
// French and Spanish after it, in order in one worker, and writes them for the others; the other
// Latin-script walks (German, Portuguese), in order in another, compare once they are done, when the
// English walk has usually written its readings (else they read the English pages themselves); Arabic,
// Hebrew and Chinese need no twin and go wherever there is room.
const FIRST = ['en', 'fr', 'es'];
test.describe('the English pages and their French and Spanish twins', () => {
  test.describe.configure({ mode: 'default' });
  for (const locale of LOCALES.filter((l) => FIRST.includes(l.language))) walk(locale);
});
test.describe('the other Latin-script pages, read beside the English ones', () => {
  test.describe.configure({ mode: 'default' });
  for (const locale of LOCALES.filter((l) => !FIRST.includes(l.language) && !nonLatin(l.language))) walk(locale);
});
for (const locale of LOCALES.filter((l) => nonLatin(l.language))) walk(locale);

test('in-app navigation retitles the page, moves focus to its heading, and back again', async ({ page }) => {
  test.skip(!isDesktop(page), 'the header links are in the menu on a phone; the same code runs');
  await page.goto('/ca/fr/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const homeTitle = await page.title();
  await page
    .getByRole('navigation', { name: /./ })
    .first()
    .getByRole('link', { name: 'Activités', exact: true })
    .click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.textContent()} – Numbloom`);
  // the first grade of the "by grade" chips
  await page.getByRole('main').locator('a[href$="/activities/grade/k/"]').click();
  await expect(page).toHaveURL(/\/activities\/grade\/k\/$/);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.textContent()} – Numbloom`);
  await page.goBack();
  await expect(page).toHaveURL(/\/ca\/fr\/activities\/$/);
  await expect(heading).toBeFocused();
  await page.goBack();
  await expect(page).toHaveTitle(homeTitle);
});

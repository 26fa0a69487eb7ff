/**
 * No page moves under the person using it as it loads (WCAG 3.2 "predictable"; Core Web Vitals'
 * cumulative layout shift; decision 053). Parts of a page arrive one after another: the footer
 * under a page still loading, buttons that come with a second request, a heading that arrives
 * after the question below it. Each of those moved a form, a link or a board under a child's
 * finger before it was fixed.
 *
 * The browser's own record of layout shifts is read once the page has settled (layout-shift.ts):
 * a page fails when a shift moved a control (a link, a button, a field, a slider), or when its
 * shifts add up to more than 0.1 (the "good" threshold).
 *
 * Whole, not sampled: every page of the site (LOCALE_PAGE_PATHS) is checked. The site's public
 * pages are, in every language, by the walk that reads them for site-pages.spec.ts; this file
 * walks the rest as a guest, a teacher, a parent, a student or staff. The few pages walked by
 * neither say why, and a page added to the site fails here until it is one or the other.
 */
import type { Page } from '@playwright/test';
import { LOCALE_PAGE_PATHS } from '@numbloom/domain/site-pages';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { followRequests, shiftProblems, recordShifts } from './layout-shift.ts';
import { isDesktop, SITE_PAGE_ROUTES } from './site-support.ts';
import { createChallenge, staffApi } from './staff-support.ts';
import { test, expect, signIn, anotherPage } from './fixtures.ts';

test.describe.configure({ timeout: 420_000 });

type PagePath = (typeof LOCALE_PAGE_PATHS)[number];

/** Pages left out of the walk, and why. */
const NOT_WALKED: Partial<Record<PagePath, string>> = {
  'demo/cms':
    "a stand-in for a page the CMS builds: its layout is the CMS's; the forms it embeds are walked on their own pages",
  logout: 'signs the person out and moves on at once: there is nothing to read',
  school: 'opens only for a verified school admin, made with staff in the schools journey (schools.spec.ts)',
  'school-invite/:token': 'opens only with a school’s current invitation token (the schools journey)',
  'staff/schools': 'a staff screen behind the staff login, in the schools journey',
  'dev/mailbox': 'a development tool, not a page of the product',
  'account/assignments/:id': 'opens only for an assignment made and played in the assignments journey (assignments.spec.ts)',
  'arena/:code': 'the race opens only for a student the Arena was opened for, in the Arena journey',
  'arena/host/:code': 'made with its Arena in the Arena journey; it shares its layout with host/:code, walked here',
  'quick-match/:code': 'exists only while two children are matched (the Quick match journey)',
  'account/children/:id': 'opens only for a parent linked to the child, in the parents journey (parents.spec.ts)',
  'account/classes/:id/progress/:studentId': 'a child of a class who has played, opened by their teacher in the parents journey (parents.spec.ts)',
  'challenge/:uuid/play': 'opens only for a student of a registered class (the challenges journey)',
  'challenge/:uuid/certificates': 'exists only once a challenge is over (the challenges journey)',
  'staff/campaigns/:slug': 'staff editing screens, reached from their lists (the staff journeys)',
  'staff/competitions/:id': 'staff editing screens, reached from their lists (the staff journeys)',
  'staff/challenges/:uuid': 'staff editing screens, reached from their lists (the staff journeys)',
  'staff/registrations/:kind/:id': 'staff detail screens of records a fresh database does not have',
  'staff/leads/:id': 'staff detail screens of records a fresh database does not have',
  'staff/enquiries/:id': 'staff detail screens of records a fresh database does not have',
  'staff/system-reports/:id': 'staff detail screens of records a fresh database does not have',
};

/** What the signed-in walks open pages of: made through the product as its people would. */
interface Made {
  classProgress: string;
  roomCode: string;
  challenge: string;
}
type Walk = Array<[PagePath, string | ((made: Made) => string)]>;

/** The guest's pages that site-pages.spec.ts does not read. */
const GUEST_PAGES: Walk = [
  ['system-check', 'system-check/'],
  ['competition', 'competition/'],
  ['thank-you', 'thank-you/'],
  ['activities/episode/:id/play', 'activities/episode/grade-3-area-episode/play?seed=shift'],
  ['practice', 'practice/'],
  ['join/:code', 'join/ABCDEF/'],
  ['quick-match', 'quick-match/'],
  ['arena', 'arena/'],
  ['verify/:code', 'verify/NOT-A-CODE/'],
  ['challenges', 'challenges/'],
  ['unsubscribe', 'unsubscribe/'],
];
const TEACHER_PAGES: Walk = [
  ['account', 'account/'],
  ['dashboard', 'dashboard/'],
  ['account/classes/:id/progress', (made) => made.classProgress],
  ['account/classes/:id/assignments', (made) => made.classProgress.replace('/progress/', '/assignments/')],
  ['host/:code', (made) => `host/${made.roomCode}/`],
  ['challenge/:uuid', (made) => `challenge/${made.challenge}/`],
  ['challenge/:uuid/register', (made) => `challenge/${made.challenge}/register/`],
  ['challenge/:uuid/leaderboard', (made) => `challenge/${made.challenge}/leaderboard/`],
];
const PARENT_PAGES: Walk = [['account/children', 'account/children/']];
const STUDENT_PAGES: Walk = [
  ['practice', 'practice/'],
  ['my', 'my/'],
];
const STAFF_PAGES: Walk = [
  ['staff', 'staff/'],
  ['staff/campaigns', 'staff/campaigns/'],
  ['staff/competitions', 'staff/competitions/'],
  ['staff/challenges', 'staff/challenges/'],
  ['staff/registrations', 'staff/registrations/'],
  ['staff/leads', 'staff/leads/'],
  ['staff/enquiries', 'staff/enquiries/'],
  ['staff/system-reports', 'staff/system-reports/'],
  ['staff/audit', 'staff/audit/'],
];

/** Screens made to be projected (decision 042): nothing on them may move at all as they come. */
const STILL_PAGES = new Set<PagePath>(['host/:code']);

/** Opens each page, waits for its heading and for its late parts to come, and returns what moved. */
async function walk(page: Page, pages: Walk, made?: Made): Promise<string[]> {
  const problems: string[] = [];
  const requests = followRequests(page);
  for (const [name, to] of pages) {
    const path = typeof to === 'string' ? to : to(made!);
    const url = path.startsWith('/') ? path : `/us/en/${path}`;
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
    // a second request's answer or a lazily loaded part: waited for, however long it takes
    await requests.settled();
    problems.push(...(await shiftProblems(page, url, { still: STILL_PAGES.has(name) })));
  }
  return problems;
}

/** The page path a site route opens ('activities/grade/k/' is 'activities/:kind/:value'), if any. */
const pathOf = (route: string) => {
  const segments = route.split('?')[0]!.split('/').filter(Boolean);
  return LOCALE_PAGE_PATHS.find((path) => {
    const pattern = path.split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]);
  });
};

test('every page of the site is walked, here or by site-pages.spec.ts, or says why not', () => {
  const read = SITE_PAGE_ROUTES.filter((r) => !r.startsWith('/')).map(pathOf);
  const walked = new Set([
    ...read,
    ...[...GUEST_PAGES, ...TEACHER_PAGES, ...PARENT_PAGES, ...STUDENT_PAGES, ...STAFF_PAGES].map(([p]) => p),
  ]);
  const missing = LOCALE_PAGE_PATHS.filter((p) => !walked.has(p) && !(p in NOT_WALKED));
  const both = LOCALE_PAGE_PATHS.filter((p) => walked.has(p) && p in NOT_WALKED);
  expect({ missing, both }).toEqual({ missing: [], both: [] });
});

test.describe('as it loads', () => {
  test.beforeEach(async ({ page, context }) => {
    test.skip(
      !isDesktop(page),
      'one walk is enough; the shifts that matter come from what arrives late, not from the width',
    );
    // the country-redirect prompt is for visitors whose browser points to Canada: not these
    await context.addInitScript(() => localStorage.setItem('numbloom.redirect-prompt.stay', 'true'));
    await recordShifts(page);
  });

  test('no page moves a control under a guest', async ({ page }) => {
    const problems = await walk(page, GUEST_PAGES);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('no page moves a control under a teacher, a parent or a student', async ({ page, browser }) => {
    await signIn(page, { firstName: 'Dorothy', lastName: 'Vaughan', role: 'teacher' });
    const classCode = await makeClass(page, 'Grade 3 Elm', ['Ada Park']);
    const classProgress = (await classCard(page, 'Grade 3 Elm').locator('a[href*="/progress/"]').getAttribute('href'))!;
    await page.goto('/us/en/activities/episode/grade-2-addition-subtraction-class-game/');
    await page.getByRole('button', { name: 'Play with my class' }).click();
    const roomCode = (await page.getByTestId('room-code').textContent())!.trim();
    const made: Made = {
      classProgress,
      roomCode,
      challenge: createChallenge({
        name: 'Shapes Week',
        description: 'Name the shapes around you.',
        activity: 'grade-k-name-shapes-episode',
        when: { registrationOpens: -1, registrationCloses: 1, warmup: 1, contest: 2, contestEnds: 3 },
      }),
    };
    const problems = await walk(page, TEACHER_PAGES, made);

    for (const [pages, signInAs] of [
      [PARENT_PAGES, (p: Page) => signIn(p, { firstName: 'Mae', lastName: 'Jemison', role: 'parent' })],
      [STUDENT_PAGES, (p: Page) => studentLogin(p, classCode, 'Ada Park')],
    ] as const) {
      const { context, page: other } = await anotherPage(browser);
      await recordShifts(other);
      await signInAs(other);
      problems.push(...(await walk(other, pages)));
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('no page moves a control under staff', async ({ page }) => {
    await staffApi(page);
    const problems = await walk(page, STAFF_PAGES);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

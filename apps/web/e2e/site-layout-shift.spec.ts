/**
 * No page moves under the person using it as it loads (WCAG 3.2 "predictable"; Core Web Vitals'
 * cumulative layout shift). On a school's network every request takes its time, and parts of a
 * page arrive one after another: the footer under a page still loading, buttons that come with a
 * second request, a heading that arrives after the question below it. Each of those moved a form,
 * a link or a board under a child's finger before it was fixed.
 *
 * Each page is opened with 150 ms added to every request, and the browser's own record of layout
 * shifts is read once the page has settled. A page fails when any shift moved a control (a link,
 * a button, a field, a slider), or when its shifts add up to more than 0.1 (the "good" threshold).
 *
 * Whole, not sampled: every page of the site (LOCALE_PAGE_PATHS) is walked, as a guest, a
 * teacher, a parent, a student or staff; the few that are not say why, and a page added to the
 * site fails here until it is one or the other.
 */
import type { Page } from '@playwright/test';
import { LOCALE_PAGE_PATHS } from '@numbloom/domain/site-pages';
import { classCard, makeClass, studentLogin } from './classes-support.ts';
import { isDesktop } from './site-support.ts';
import { createChallenge, staffApi } from './staff-support.ts';
import { test, expect, signIn } from './fixtures.ts';

test.describe.configure({ timeout: 420_000 });

type PagePath = (typeof LOCALE_PAGE_PATHS)[number];

/** Pages left out of the walk, and why. */
const NOT_WALKED: Partial<Record<PagePath, string>> = {
  'demo/cms':
    "a stand-in for a page the CMS builds: its layout is the CMS's; the forms it embeds are walked on their own pages",
  logout: 'signs the person out and moves on at once: there is nothing to read',
  'dev/mailbox': 'a development tool, not a page of the product',
  'arena/:code': 'the race opens only for a student the Arena was opened for, in the Arena journey',
  'arena/host/:code': 'made with its Arena in the Arena journey; it shares its layout with host/:code, walked here',
  'quick-match/:code': 'exists only while two children are matched (the Quick match journey)',
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

/** What a link, button, field or slider is: a shift that moves one of these moves it from under a pointer. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role="slider"], [role="button"], [tabindex]:not([tabindex="-1"])';

interface Shift {
  value: number;
  controls: string[];
}

/**
 * Records the page's layout shifts from its very start (not those right after the person's own
 * input), with the controls each moved. A control counts once it has been on the page for 100 ms,
 * about the quickest a person reacts: one that appears with the shift was never under a pointer.
 */
async function recordShifts(page: Page) {
  await page.addInitScript((controls: string) => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const shownAt = new WeakMap<Element, number>();
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const el of [node, ...node.querySelectorAll(controls)]) if (!shownAt.has(el)) shownAt.set(el, now);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }>) {
        if (entry.hadRecentInput) continue;
        const moved: string[] = [];
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (!(node instanceof Element)) continue;
          for (const control of [node, ...node.querySelectorAll(controls)]) {
            if (control.matches(controls) && (shownAt.get(control) ?? 0) < entry.startTime - 100)
              moved.push(`${describe(control)} in ${describe(node)}`);
          }
        }
        shifts.push({ value: entry.value, controls: moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, CONTROLS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** Opens a page, waits for its heading and for it to settle, and returns what moved. */
async function shiftsOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  // late parts (a second request's answer, a lazily loaded part) come within a few round trips
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const problems = shifts
    .filter((s) => s.controls.length > 0)
    .map(
      (s) =>
        `${url}: a shift of ${s.value.toFixed(3)} moved ${s.controls.slice(0, 2).join(', ')}${s.controls.length > 2 ? ` and ${s.controls.length - 2} more` : ''}`,
    );
  if (total > 0.1) problems.push(`${url}: layout shifts add up to ${total.toFixed(3)}`);
  return problems;
}

/** What the signed-in walks open pages of: made through the product as its people would. */
interface Made {
  classProgress: string;
  roomCode: string;
  challenge: string;
}
type Walk = Array<[PagePath, string | ((made: Made) => string)]>;

const GUEST_PAGES: Walk = [
  ['', ''],
  ['contact', 'contact/'],
  ['system-check', 'system-check/'],
  ['campaign/:slug', 'campaign/school-demo-2026/'],
  ['campaign-invalid', 'campaign-invalid/'],
  ['competition', 'competition/'],
  ['thank-you', 'thank-you/'],
  ['signup', 'signup/'],
  ['free-trial', 'free-trial/'],
  ['login', 'login/'],
  ['reset-password', 'reset-password/'],
  ['account-closed', 'account-closed/'],
  ['student-login', 'student-login/'],
];
/** The activities and the child's ways into a game: a walk of their own, beside the site's. */
const GUEST_PLAY_PAGES: Walk = [
  ['activities', 'activities/'],
  ['activities/:kind/:value', 'activities/grade/3/'],
  ['activities/episode/:id', 'activities/episode/grade-3-area-episode/'],
  ['activities/episode/:id/play', 'activities/episode/grade-3-area-episode/play?seed=shift'],
  ['join', 'join/'],
  ['join/:code', 'join/ABCDEF/'],
  ['quick-match', 'quick-match/'],
  ['arena', 'arena/'],
  ['verify/:code', 'verify/NOT-A-CODE/'],
];
const TEACHER_PAGES: Walk = [
  ['account', 'account/'],
  ['dashboard', 'dashboard/'],
  ['account/classes/:id/progress', (made) => made.classProgress],
  ['host/:code', (made) => `host/${made.roomCode}/`],
  ['challenge/:uuid', (made) => `challenge/${made.challenge}/`],
  ['challenge/:uuid/register', (made) => `challenge/${made.challenge}/register/`],
  ['challenge/:uuid/leaderboard', (made) => `challenge/${made.challenge}/leaderboard/`],
];
const PARENT_PAGES: Walk = [['account/children', 'account/children/']];
const STUDENT_PAGES: Walk = [['practice', 'practice/']];
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

async function walk(page: Page, pages: Walk, made?: Made): Promise<string[]> {
  const problems: string[] = [];
  for (const [, to] of pages) {
    const url = typeof to === 'string' ? to : to(made!);
    problems.push(...(await shiftsOf(page, url.startsWith('/') ? url : `/us/en/${url}`)));
  }
  return problems;
}

test('every page of the site is walked below, or says why not', () => {
  const walked = new Set(
    [...GUEST_PAGES, ...GUEST_PLAY_PAGES, ...TEACHER_PAGES, ...PARENT_PAGES, ...STUDENT_PAGES, ...STAFF_PAGES].map(
      ([p]) => p,
    ),
  );
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

  for (const [who, pages] of [
    ['a guest', GUEST_PAGES],
    ['a guest choosing or joining an activity', GUEST_PLAY_PAGES],
  ] as const) {
    test(`no page moves a control under ${who}`, async ({ page }) => {
      const problems = await walk(page, pages);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

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
      const context = await browser.newContext();
      const other = await context.newPage();
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_PATHS, type TeacherClass } from '@numbloom/domain/accounts';
import { CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { LANGUAGES } from '../../../packages/maths/src/types.ts';
import { test, expect as baseExpect, anotherPage, signIn } from './fixtures.ts';
import { nonLatin, unmarkedLanguage } from './lang-marks.ts';
import { playChallengeRun } from './content-support.ts';
import { createChallenge, staffApi } from './staff-support.ts';
import { verifiedAdminOf } from './school-members-support.ts';

/**
 * The journeys in every language the site speaks, each on a region that speaks it (issue 39): a class
 * game (the teacher's activity page and projected screen, the child's join page, lobby, question, the
 * server's verdict and the end, the teacher's results), an Arena (the board and a guest's race), a
 * class (the teacher makes it, a child logs in with its code and lands on their home), the forms (a
 * campaign's registration and the contact form, empty and then half wrong), Quick match (the
 * grades, the wait, a race, its end), an activity (its page, the player's question, the verdict), and
 * a challenge, the sign-up form, a teacher's dashboard and school page and a parent's children (the
 * pages a school and a family meet before and around the games), then the challenge ended (its final
 * board, and the teacher's certificates and report with her class's child in it), and the staff
 * admin's pages; and the check itself reads a select's options (a name in one is marked as a name). On every screen no text shows in another language without its
 * lang mark (lang-marks.ts; checkScreen). The controls are found by
 * their names in the language's own catalogue, so a text left in English or a missing key fails here
 * as it would confuse a child.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A region whose schools speak each language (regions.ts). */
const REGION: Record<(typeof LANGUAGES)[number], string> = {
  en: 'us',
  es: 'us',
  fr: 'ca',
  ar: 'aue',
  he: 'il',
  zh: 'zh',
  de: 'de',
  pt: 'br',
};
const GAME = 'grade-2-addition-subtraction-class-game';
/**
 * Every language but English, whose journeys are the English specs themselves (with their exact texts);
 * the language check has nothing to find on an English page.
 */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** A web catalogue's texts by dotted key, in `language`, the English one behind it as the page does. */
function texts(folder: string, language: string): (key: string, values?: Record<string, string>) => string {
  const read = (lang: string) =>
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../src', folder, 'i18n', `${lang}.json`), 'utf8'),
    ) as Record<string, unknown>;
  const own = read(language);
  const english = read('en');
  const at = (tree: Record<string, unknown>, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return (key, values = {}) => {
    const text = at(own, key) ?? at(english, key);
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${folder}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** Some answer to the question on the screen, on whatever it is answered on, then the language's Check. */
async function answerAnyhow(page: Page, check: string) {
  const main = page.getByRole('main');
  await expect(page.locator('#question')).toBeVisible();
  const box = main.getByRole('textbox');
  const slider = main.getByRole('slider');
  const model = main.locator('.model button:enabled');
  const choice = main.getByRole('radio');
  // a board of pegs: three of them make a triangle (columns 1 and 3 of row 1, column 1 of row 3 on a 5 × 5 board)
  const pegs = main.locator('.geoboard [role="button"]');
  const anyModel = main.locator('.model');
  await expect(box.or(choice).or(anyModel).first()).toBeVisible();
  if (await box.count()) await box.first().fill('7');
  else if (await choice.count()) await choice.first().check();
  else if (await pegs.count()) for (const at of [0, 2, 10]) await pegs.nth(at).click();
  else if (await slider.count()) {
    // up, right, then down: every slider moves off its start (an array grows a column and a row)
    await slider.first().focus();
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  } else if (await model.count()) await model.first().click();
  else {
    // a model of its own (a clock's hands, a chart's bars): its first control, moved by the keys its hint names
    await anyModel.locator('[tabindex="0"], [role="slider"], [role="button"]').first().focus();
    for (const key of ['ArrowUp', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
  }
  await page.getByRole('button', { name: check, exact: true }).click();
  await expect(page.locator('.play-feedback p').first()).toBeVisible();
}

/**
 * A journey's screen in its language: no text in another language without its lang mark, on every
 * screen. axe does not scan them again here: its rules read the markup, the names and the colours,
 * which a language does not change (a text a language left empty fails i18n/every-language.test.ts,
 * and the controls here are found by their names in its catalogue); the English journeys scan every screen, and the Arabic
 * pages' right-to-left layout is scanned where it is checked (site-locale, accounts-details).
 * Scanning the right-to-left screens again cost the suite a fifth of this file (decision 100).
 */
async function checkScreen(page: Page) {
  const unmarked = await unmarkedLanguage(page);
  expect(unmarked, `${page.url()}: text in another language without its lang (WCAG 3.1.2)`).toEqual([]);
}

/** A teacher of a school of the language's region, signed in. */
async function teacherIn(page: Page, language: (typeof LANGUAGES)[number], [firstName, lastName]: [string, string]) {
  return signIn(page, { firstName, lastName, role: 'teacher', regionCode: REGION[language], languageCode: language });
}

/** A child types the code and a nickname on a way in (a class game's or the Arena's), and is in. */
async function childJoins(child: Page, code: string, nickname: string, r: ReturnType<typeof texts>, submit: string) {
  await child.getByLabel(r('join.code'), { exact: true }).fill(code);
  await child.getByLabel(r('join.nickname'), { exact: true }).fill(nickname);
  await child.getByRole('button', { name: submit, exact: true }).click();
  await expect(child.getByRole('heading', { name: r('play.waitingTitle') })).toBeVisible();
  await checkScreen(child);
}

for (const language of OTHER_LANGUAGES) {
  test(`the class game in ${language}: the teacher's screens and the child's, each in ${language} and marked where not`, async ({
    page: host,
    browser,
  }) => {
    const region = REGION[language];
    const dir = ['ar', 'he'].includes(language) ? 'rtl' : 'ltr';
    const h = texts('features/rooms/host', language);
    const r = texts('features/rooms', language);

    await teacherIn(host, language, ['Grace', 'Hopper']);
    await host.goto(`/${region}/${language}/activities/episode/${GAME}/`);
    await expect(host.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(host.locator('html')).toHaveAttribute('dir', dir);
    await checkScreen(host);
    await host.getByRole('button', { name: h('host.create'), exact: true }).click();
    await expect(host.getByRole('heading', { level: 1, name: h('host.title') })).toBeVisible();
    const code = (await host.getByTestId('room-code').textContent())!.trim();
    await host.getByRole('button', { name: h('host.controls'), exact: true }).click();
    await host.getByRole('button', { name: h('host.joinCheck'), exact: true }).click();
    await expect(host.getByRole('button', { name: h('host.joinCheck'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await checkScreen(host);

    const { page: child } = await anotherPage(browser);
    await child.goto(`/${region}/${language}/join/`);
    await expect(child.locator('html')).toHaveAttribute('dir', dir);
    await checkScreen(child);
    await childJoins(child, code, 'Ada', r, r('join.submit'));
    await expect(host.locator('.name-wall')).toContainText('Ada');
    await checkScreen(host);

    await host.getByRole('button', { name: h('host.start'), exact: true }).click();
    await answerAnyhow(child, r('play.check'));
    await checkScreen(child);
    await checkScreen(host);

    await host.getByRole('button', { name: h('host.end'), exact: true }).click();
    await host
      .getByRole('dialog')
      .getByRole('button', { name: h('host.confirmEnd'), exact: true })
      .click();
    await expect(child.getByRole('heading', { name: r('results.title') })).toBeVisible();
    await checkScreen(child);
    await expect(host.getByRole('table').first()).toContainText('Ada');
    await checkScreen(host);
  });
}

for (const language of OTHER_LANGUAGES) {
  test(`the Arena in ${language}: the teacher's board and a guest's race, each in ${language} and marked where not`, async ({
    page: host,
    browser,
  }) => {
    const region = REGION[language];
    const h = texts('features/rooms/host', language);
    const r = texts('features/rooms', language);

    await teacherIn(host, language, ['Katherine', 'Johnson']);
    await host.goto(`/${region}/${language}/activities/episode/${GAME}/`);
    await host.getByRole('button', { name: r('arena.open'), exact: true }).click();
    const code = (await host.getByTestId('room-code').textContent())!.trim();
    await checkScreen(host);

    const { page: guest } = await anotherPage(browser);
    await guest.goto(`/${region}/${language}/arena/`);
    await expect(guest.getByRole('heading', { level: 1, name: r('arena.joinTitle') })).toBeVisible();
    await checkScreen(guest);
    await childJoins(guest, code, 'Rocket', r, r('arena.enter'));

    await host.getByRole('button', { name: r('arena.start'), exact: true }).click();
    await answerAnyhow(guest, r('play.check'));
    await checkScreen(guest);
    await expect(
      host
        .getByRole('list')
        .filter({ has: host.getByRole('listitem') })
        .first(),
    ).toBeVisible();
    await checkScreen(host);

    await host.getByRole('button', { name: r('arena.endNow'), exact: true }).click();
    await host
      .getByRole('dialog')
      .getByRole('button', { name: h('host.confirmEnd'), exact: true })
      .click();
    await expect(host.getByRole('heading', { level: 1, name: r('arena.finalTitle') })).toBeVisible();
    await checkScreen(host);
    await expect(guest.getByRole('heading', { name: r('errors.ended') })).toBeVisible();
    await checkScreen(guest);
  });
}

for (const language of OTHER_LANGUAGES) {
  test(`a class in ${language}: the teacher makes it, a child logs in with its code and lands on their home, each screen in ${language}`, async ({
    page: teacher,
    browser,
  }) => {
    const region = REGION[language];
    const a = texts('features/accounts', language);
    const home = texts('features/child-home', language);

    await teacherIn(teacher, language, ['Mary', 'Jackson']);
    await teacher.goto(`/${region}/${language}/account/`);
    const classes = teacher.getByRole('region', { name: a('classes.title') });
    await classes.getByLabel(a('classes.name'), { exact: false }).first().fill('Oak');
    await classes.getByRole('button', { name: a('classes.create'), exact: true }).click();
    const card = classes.getByRole('article', { name: 'Oak' });
    await card.getByLabel(a('classes.addStudentsTo', { name: 'Oak' })).fill('Nia Brown');
    await card.getByRole('button', { name: a('classes.addStudents'), exact: true }).click();
    await expect(card.getByText('Nia Brown')).toBeVisible();
    const code = (await card.locator('.class-code').textContent())!.trim();
    await checkScreen(teacher);

    const { page: child } = await anotherPage(browser);
    await child.goto(`/${region}/${language}/student-login/`);
    await checkScreen(child);
    await child.getByLabel(a('student.code')).first().fill(code);
    await child.getByRole('button', { name: a('student.next'), exact: true }).click();
    await checkScreen(child);
    await child.getByRole('button', { name: 'Nia Brown' }).click();
    await expect(child).toHaveURL(new RegExp(`/${region}/${language}/my/$`));
    await expect(child.getByRole('heading', { level: 1, name: home('title', { name: 'Nia' }) })).toBeVisible();
    await checkScreen(child);

    // the teacher's week, from the dashboard: the class's progress, then its assignments, each page once it has drawn its table or its empty state
    const drawn = { '/progress/': texts('features/progress', language)('empty'), '/assignments/': texts('features/assignments', language)('none') };
    for (const link of ['/progress/', '/assignments/'] as const) {
      await teacher.goto(`/${region}/${language}/dashboard/`);
      await teacher.locator(`main a[href*="${link}"]`).first().click();
      await expect(teacher).toHaveURL(new RegExp(`/${region}/${language}/account/classes/[^/]+${link}$`));
      await expect(teacher.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const main = teacher.getByRole('main');
      // the child has not played and nothing is assigned yet: each page's empty state
      await expect(main.getByText(drawn[link])).toBeVisible();
      await checkScreen(teacher);
    }

    // an assignment for the class (the Assign dialog is the assignments journey's), then its report: who has not started
    const classId = /\/account\/classes\/([^/]+)\//.exec(teacher.url())![1]!;
    const { csrf_token } = (await (await teacher.request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
    const assigned = await teacher.request.post('/api/v2/teachers/assignments/', {
      headers: { 'X-CSRFToken': csrf_token },
      data: { class_id: classId, activity_ids: ['grade-3-subtract-episode'], starts_at: new Date(Date.now() - 60_000).toISOString(), due_at: new Date(Date.now() + 3 * 86_400_000).toISOString(), item_count: 5 },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await teacher.reload();
    const as = texts('features/assignments', language);
    await teacher.getByRole('main').getByRole('link', { name: as('report'), exact: true }).first().click();
    await expect(teacher.getByRole('heading', { level: 1, name: as('reportTitle'), exact: true })).toBeVisible();
    await expect(teacher.getByRole('row', { name: /Nia Brown/ })).toContainText(as('statuses.not-started'));
    await checkScreen(teacher);
  });
}

for (const language of OTHER_LANGUAGES) {
  test(`the forms in ${language}: a campaign's registration and the contact form, empty and then half wrong, each state in ${language}`, async ({
    page,
  }) => {
    const region = REGION[language];
    for (const path of ['campaign/school-demo-2026/', 'contact/?type=enquiry']) {
      await page.goto(`/${region}/${language}/${path}`);
      const form = page.locator('main form').first();
      await expect(form).toBeVisible();
      // sent empty: every required field says what is missing, in the page's language
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkScreen(page);
      // an address without its domain: its own message
      await form.locator('input[type="email"]').first().fill('ann@school');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('input[type="email"][aria-invalid="true"]').first()).toBeVisible();
      await checkScreen(page);
    }
  });
}

for (const [i, language] of OTHER_LANGUAGES.entries()) {
  test(`Quick match in ${language}: the grades, the wait, a race and its end, each screen in ${language}`, async ({
    page,
  }) => {
    const region = REGION[language];
    const r = texts('features/rooms', language);
    // a grade of its own per language, so two languages' journeys at once rarely race each other
    const grade = ['1', '2', '3', '5', '6', '1', '2'][i]!;
    await page.goto(`/${region}/${language}/quick-match/`);
    await expect(page.getByRole('heading', { level: 1, name: r('quick.title') })).toBeVisible();
    await checkScreen(page);
    await page.getByRole('button', { name: r(`quick.grade_${grade}`), exact: true }).click();
    await expect(page.getByRole('heading', { name: r('quick.lookingTitle') })).toBeVisible();
    await checkScreen(page);
    await expect(page).toHaveURL(/\/quick-match\/[A-Z0-9]{6}\/$/);
    await answerAnyhow(page, r('play.check'));
    await checkScreen(page);
    await page.getByRole('button', { name: r('quick.leave'), exact: true }).click();
    await page.getByRole('button', { name: r('quick.leaveYes'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: r('quick.ended') })).toBeVisible();
    await checkScreen(page);
  });
}

for (const language of OTHER_LANGUAGES) {
  test(`an activity in ${language}: its page, the player's question and the server's verdict, each screen in ${language}`, async ({
    page,
  }) => {
    const region = REGION[language];
    const p = texts('player', language);
    await page.goto(`/${region}/${language}/activities/episode/grade-3-subtract-episode/`);
    await checkScreen(page);
    await page.goto(`/${region}/${language}/activities/episode/grade-3-subtract-episode/play`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await answerAnyhow(page, p('run.check'));
    await checkScreen(page);
    await page.getByRole('button', { name: p('run.next'), exact: true }).click();
    await expect(page.locator('.play-feedback p')).toHaveCount(0);
    await checkScreen(page);
  });
}

/**
 * The challenge these journeys read, named in every language: one per worker, made with the staff command
 * line when the worker's first such journey starts (a command line per journey cost its start-up each time).
 */
let workersChallenge: string | undefined;
function challengeOfWorker(): string {
  workersChallenge ??= createChallenge({
    name: CHALLENGE_NAMES.en,
    names: CHALLENGE_NAMES,
    description: 'Find numbers on the number line.',
    activity: 'grade-k-number-line-episode',
    when: { registrationOpens: -1, registrationCloses: 1, warmup: -1, contest: -0.5, contestEnds: 2 },
  });
  return workersChallenge;
}

/**
 * A challenge of one journey's own, ended with a class of `teacher`'s in it (the worker's challenge
 * stays on for the journeys after): staff make it in the contest, the teacher makes the class Oak
 * with Nia Brown in it and registers it for `schoolId`, Nia plays a run on `student` (3 of the
 * target's 5 right: gold), and staff close it now, as challenges.spec.ts does it through the staff
 * command line. All through the API: the screens this journey checks are the ended challenge's.
 */
async function endedChallenge(teacher: Page, student: APIRequestContext, schoolId: number): Promise<string> {
  const activity = 'grade-k-number-line-episode';
  const { csrf_token } = (await (await teacher.request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const post = async <T>(request: APIRequestContext, to: string, data: object) => {
    const res = await request.post(to, { headers: { [CSRF_HEADER_NAME]: csrf_token }, data });
    expect(res.status(), `${to}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000).toISOString();
  const staff = await staffApi(teacher);
  const { uuid } = await staff.post<{ uuid: string }>(CHALLENGE_PATHS.staff, {
    names: CHALLENGE_NAMES,
    descriptions: { en: 'Find numbers on the number line.' },
    grades: ['K'],
    activity_ids: [activity],
    registration_opens_at: hours(-1),
    registration_closes_at: hours(1),
    warmup_starts_at: hours(-1),
    contest_starts_at: hours(-0.5),
    contest_ends_at: hours(2),
    time_zone: 'America/New_York',
    target_kind: 'correct_answers',
    target: 5,
    min_participants: 1,
  });
  const { classes } = await post<{ classes: TeacherClass[] }>(teacher.request, ACCOUNT_PATHS.myClassCode, { name: 'Oak' });
  const oak = classes.find((c) => c.name === 'Oak')!;
  const [nia] = (await post<TeacherClass>(teacher.request, ACCOUNT_PATHS.classStudents(oak.id), { names: ['Nia Brown'] })).students;
  await post(teacher.request, CHALLENGE_PATHS.registration, { challenge: uuid, class_ids: [oak.id], school_id: schoolId, hide_names: false });
  // the child's way in, the class code and the name she picks, on a device of her own
  const { csrf_token: childCsrf } = (await (await student.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const login = await student.post(ACCOUNT_PATHS.teacherCodeLogin, { headers: { [CSRF_HEADER_NAME]: childCsrf }, data: { class_code: oak.class_code, student_id: nia!.id } });
  expect(login.status(), await login.text()).toBe(200);
  await playChallengeRun(student, uuid, activity, 3);
  await staff.post(CHALLENGE_PATHS.staffClose(uuid), {});
  return uuid;
}

/** A word of a school's name per language, each finding another school than the other journeys' (a school has one first admin). */
const SCHOOL_TERM: Record<(typeof LANGUAGES)[number], string> = {
  en: 'maple',
  fr: 'cedar',
  es: 'willow',
  ar: 'birch',
  he: 'aspen',
  zh: 'hawthorn',
  de: 'juniper',
  pt: 'magnolia',
};

/** A challenge's name in each language, as staff give it (the description stays English: the page marks it). */
const CHALLENGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'Number Line Week',
  fr: 'La semaine de la droite numérique',
  es: 'La semana de la recta numérica',
  ar: 'أسبوع خط الأعداد',
  he: 'שבוע ציר המספרים',
  zh: '数轴周',
  de: 'Zahlenstrahl-Woche',
  pt: 'Semana da reta numérica',
};

for (const language of OTHER_LANGUAGES) {
  test(`a challenge, the sign-up form, a teacher's dashboard and school page and a parent's children in ${language}, each screen in ${language}`, async ({
    page,
    browser,
    request,
  }) => {
    const region = REGION[language];
    const at = (rest: string) => `/${region}/${language}/${rest}`;
    const c = texts('features/challenges', language);
    const a = texts('features/accounts', language);
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    const uuid = challengeOfWorker();
    const name = CHALLENGE_NAMES[language];

    // signed out: the list of challenges, one challenge's page and its live board
    await page.goto(at('challenges/'));
    await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
    await checkScreen(page);
    await page.goto(at(`challenge/${uuid}/`));
    await expect(heading(name)).toBeVisible();
    await expect(page.getByText(c('loginToTakePart'))).toBeVisible();
    await checkScreen(page);
    await page.goto(at(`challenge/${uuid}/leaderboard/`));
    await expect(heading(c('board.title', { name }))).toBeVisible();
    await expect(page.getByText(c('board.live'))).toBeVisible();
    await checkScreen(page);

    // the sign-up form sent empty: every field says what is missing
    await page.goto(at('signup/'));
    const form = page.locator('main form').first();
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await checkScreen(page);

    // a teacher: the dashboard (the school card asks them to find their school), the school page, the challenge's registration
    const dorothy = await teacherIn(page, language, ['Dorothy', 'Vaughan']);
    await page.goto(at('dashboard/'));
    await expect(heading(texts('features/dashboard', language)('title'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible();
    await checkScreen(page);
    await page.goto(at('school/'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page);
    // made their school's verified admin (staff approve her), the school page is the admin's: every section on it
    // her school shows its children's names on the boards, as the ended challenge's board below shows Nia's
    const school = await verifiedAdminOf(page, dorothy.email, SCHOOL_TERM[language], { showNames: true });
    await page.goto(at('school/'));
    const sections = page.getByRole('navigation', { name: texts('features/school', language)('sections.label'), exact: true });
    await expect(sections).toBeVisible();
    await checkScreen(page);
    await page.goto(at(`challenge/${uuid}/register/`));
    await expect(heading(c('register.title', { name }))).toBeVisible();
    await checkScreen(page);

    // a parent: My children, a parent code that is not right, and a child added without a name
    const { page: parent } = await anotherPage(browser);
    await signIn(parent, {
      firstName: 'Ada',
      lastName: 'Byron',
      role: 'parent',
      regionCode: region,
      languageCode: language,
    });
    await parent.goto(at('account/children/'));
    await expect(parent.getByRole('heading', { level: 1, name: a('children.title'), exact: true })).toBeVisible();
    await expect(parent.getByText(a('children.none'))).toBeVisible();
    await checkScreen(parent);
    const code = parent.getByRole('textbox', { name: a('parents.codeLabel') });
    await code.fill('ABCD-EFGH');
    await parent.getByRole('button', { name: a('parents.link'), exact: true }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(parent);
    await parent.getByRole('button', { name: a('children.add'), exact: true }).click();
    await expect(parent.getByRole('textbox', { name: a('children.firstName') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await checkScreen(parent);

    // the challenge ends (a challenge of this journey's, her class in it and a child's run played): its final board, then the teacher's certificates and report
    const ended = await endedChallenge(page, request, school.id);
    await page.goto(at(`challenge/${ended}/leaderboard/`));
    await expect(heading(c('board.title', { name }))).toBeVisible();
    await expect(page.getByText(c('board.final'))).toBeVisible();
    await expect(page.getByRole('row', { name: /Nia B\./ })).toBeVisible();
    await checkScreen(page);
    await page.goto(at(`challenge/${ended}/certificates/`));
    await expect(heading(c('certificates.title', { name }))).toBeVisible();
    await expect(page.getByRole('row', { name: /Nia Brown/ })).toContainText(c('tiers.names.gold'));
    await expect(page.getByRole('link', { name: c('certificates.classPdf', { name: 'Oak' }) })).toBeVisible();
    await checkScreen(page);
  });
}

/**
 * The staff admin as staff go through it: its home, then each section from its navigation (the
 * admin's own pages change without loading the site again), and the seeded campaign's editor from
 * the campaigns' list.
 */
for (const language of OTHER_LANGUAGES) {
  test(`the staff admin in ${language}: every section from its navigation and a campaign's editor, each screen in ${language}`, async ({ page }) => {
    const st = texts('features/staff', language);
    const main = page.getByRole('main');
    /** A section drawn: its heading, and no busy indicator left once what it lists has come. */
    const drawn = async () => {
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('status').filter({ has: page.locator('.spinner-ring') })).toHaveCount(0);
      await checkScreen(page);
    };
    await staffApi(page);
    await page.goto(`/${REGION[language]}/${language}/staff/`);
    await drawn();
    const nav = page.getByRole('navigation', { name: st('nav.label'), exact: true });
    const sections = ['campaigns', 'competitions', 'challenges', 'registrations', 'leads', 'enquiries', 'systemReports', 'schools', 'audit'];
    expect(await nav.getByRole('link').count(), 'the navigation names every section and the home').toBe(sections.length + 1);
    for (const section of sections) {
      const link = nav.getByRole('link', { name: st(`sections.${section}`), exact: true });
      const href = (await link.getAttribute('href'))!;
      const before = await main.getByRole('heading', { level: 1 }).textContent();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      // the section's own page, not the last one still on the screen
      await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(before!);
      await drawn();
      if (section === 'campaigns') {
        await main.locator('a[href$="/staff/campaigns/school-demo-2026/"]').click();
        await expect(page).toHaveURL(/\/staff\/campaigns\/school-demo-2026\/$/);
        await drawn();
      }
    }
  });
}

/**
 * The language check reads a select's options as the page's text, as the open list shows them: a
 * name someone typed in an option is Latin text without lang on a page in another script unless the
 * option is marked as a name (field.tsx SelectOption `name`), and an option worded in the page's
 * language round a name the page marks where it shows it ("Names from Oak") reads as that language.
 */
test("the language check reads a select's options: a name unmarked fails it, marked it passes", async ({ page }) => {
  for (const language of OTHER_LANGUAGES.filter(nonLatin)) {
    const screen = (options: string, shown = '') =>
      `<!doctype html><html lang="${language}"><body>${shown}<select><option value="">—</option>${options}</select></body></html>`;
    await page.setContent(screen('<option>Oak</option>'));
    expect(await unmarkedLanguage(page), language).toEqual(['Latin text without lang: "Oak"']);
    await page.setContent(screen('<option translate="no" dir="auto">Oak</option>'));
    expect(await unmarkedLanguage(page), language).toEqual([]);
    const namesFrom = texts('features/rooms/host', language)('host.namesRoster', { name: 'Oak' });
    await page.setContent(screen(`<option>${namesFrom}</option>`, '<h1><bdi translate="no">Oak</bdi></h1>'));
    expect(await unmarkedLanguage(page), language).toEqual([]);
  }
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, expectAccessible, signIn, watchConsole, anotherPage } from './fixtures.ts';
import { makeClass } from './classes-support.ts';
import { GAME, giveAnswer, join, openRoom, questionOnScreen, solve } from './rooms-support.ts';

/**
 * Play with class, done right (decisions 035, 042): a teacher hosts on a
 * screen made to be projected; three children play on their own devices
 * (separate browser contexts): the join check, a taken name (with the offer
 * to ask for one's seat back), lock, taking a child out, the start. Real
 * server, real event streams.
 */

// A long journey with five browsers on a shared machine: generous limits, no timed assertion. The
// longest took under a minute on a busy run; three leave room for a slower day, and a journey that
// hangs costs three minutes of the suite, not ten.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const row = (host: Page, nickname: string) => host.getByRole('table').getByRole('row').filter({ has: host.getByRole('rowheader', { name: nickname }) });

/**
 * Pace 'together': the child answers question 1 and waits; the teacher sees it answered, shows the
 * answer (unless the child was the only one, whose answer closed it), the child hears they were right,
 * and the teacher opens question 2.
 */
async function firstRoundTogether(host: Page, child: Page, options: { closesItself?: boolean } = {}) {
  await giveAnswer(child, solve(await questionOnScreen(child)));
  await expect(child.getByText('Wait for your teacher to open the next question…')).toBeVisible();
  await expect(host.getByText('1 child answered question 1')).toBeVisible();
  if (!options.closesItself) await host.getByRole('button', { name: 'Show the answer' }).click();
  await expect(child.getByRole('heading', { name: 'You got it right!' })).toBeVisible();
  await host.getByRole('button', { name: 'Next question' }).click();
  await expect(child.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
}


test('a teacher runs a class game from a projected screen: join check, a taken name, lock, taking a child out, start', async ({ page: host, browser }) => {
  const code = await openRoom(host, { firstName: 'Mary', lastName: 'Jackson', tag: 'host' }, { joinCheck: true });
  // made to be projected: no site header, the address and its QR code
  await expect(host.getByRole('banner')).toHaveCount(0);
  await expect(host.getByText(/\/us\/en\/join\/$/)).toBeVisible();
  await expect(host.getByRole('img', { name: new RegExp(`QR code for .*/us/en/join/\\?code=${code}`) })).toBeVisible();
  await expect(host.getByText('Nobody has joined yet.')).toBeVisible();
  // on by default: a leaked code alone takes no seat
  const check = async () => (await host.getByTestId('join-check').locator('.room-check-code').textContent())!.trim();
  await expect.poll(check).toMatch(/^\d{4}$/);
  await expectAccessible(host);

  const ada = await anotherPage(browser);
  const bo = await anotherPage(browser);
  const cy = await anotherPage(browser);
  const childProblems = [ada, bo, cy].map((c) => watchConsole(c.context));

  // Ada has only the code: the room asks for the number on the teacher's screen.
  await ada.page.goto('/us/en/join/');
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Join your class game' })).toBeVisible();
  await expect(ada.page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(ada.page);
  await join(ada.page, `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`, 'Ada');
  await expect(ada.page.getByText('Please type the number on your teacher’s screen.')).toBeVisible();
  await expect(ada.page.getByLabel("Number on your teacher's screen")).toBeFocused();
  await join(ada.page, code, 'Ada', await check());
  await expect(ada.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(ada.page.getByTestId('my-nickname')).toHaveText('Ada');
  await expect(row(host, 'Ada')).toContainText('Not started');

  // Bo types a name already taken: the page says so, and offers to ask for the seat (it is not Bo's, so Bo picks another).
  await bo.page.goto(`/us/en/join/?code=${code}`);
  await join(bo.page, code, 'ADA', await check());
  await expect(bo.page.getByText('Someone in this room already has this nickname. Please choose another.')).toBeVisible();
  await expect(bo.page.getByRole('button', { name: "It's me: ask my teacher to let me in" })).toBeVisible();
  await bo.page.getByLabel('Nickname').fill('Bo');
  await bo.page.keyboard.press('Enter');
  await expect(bo.page.getByRole('heading', { name: "You're in!" })).toBeVisible();

  await cy.page.goto('/us/en/join/');
  await join(cy.page, code, 'Cy', await check());
  await expect(cy.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(host.getByText('Players: 3 of 40')).toBeVisible();
  // the waiting room's wall of names, in large type for the class to find itself
  await expect(host.getByRole('heading', { name: '3 children are in' })).toBeVisible();
  await expect(host.locator('.name-wall li')).toHaveText(['Ada', 'Bo', 'Cy']);
  await expect(host.locator('[aria-live="polite"]').filter({ hasText: 'Cy joined.' })).toBeAttached();

  // Lock: nobody new comes in; the three keep their seats.
  await host.getByRole('button', { name: 'Lock the room' }).click();
  await expect(host.getByRole('button', { name: 'Lock the room' })).toHaveAttribute('aria-pressed', 'true');
  const late = await anotherPage(browser);
  await late.page.goto('/us/en/join/');
  await join(late.page, code, 'Dee');
  await expect(late.page.getByRole('alert').filter({ hasText: 'This room is locked. Please ask your teacher.' })).toBeVisible();
  await late.context.close();

  // Take Cy out: Cy is told, kindly, and that device cannot come back in.
  await row(host, 'Cy').getByRole('button', { name: 'Take Cy out' }).click();
  // asked first: "Cancel" leaves Cy in
  const takeOut = host.getByRole('dialog', { name: 'Take Cy out of the game?' });
  await takeOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(host, 'Cy')).toContainText('Not started');
  await row(host, 'Cy').getByRole('button', { name: 'Take Cy out' }).click();
  await takeOut.getByRole('button', { name: 'Yes, take Cy out' }).click();
  await expect(row(host, 'Cy')).toContainText('Taken out');
  await expect(cy.page.getByRole('heading', { name: 'You are out of this game' })).toBeVisible();
  await expect(cy.page.getByText('Your teacher has taken you out of this game.')).toBeVisible();
  await expect(cy.page.locator('.alert-error')).toHaveCount(0);
  await expectAccessible(cy.page);
  await expect(host.getByText('Players: 2 of 40')).toBeVisible();

  // A teacher may run it from a phone: the players' table scrolls in its own box, and the page does
  // not scroll sideways (it did, and the phone's zoomed-out page put the QR code over Start).
  const projected = host.viewportSize()!;
  await host.setViewportSize({ width: 375, height: 740 });
  expect(await host.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await host.setViewportSize(projected);

  await host.getByRole('button', { name: 'Start' }).click();
  for (const child of [ada.page, bo.page]) await expect(child.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expectAccessible(ada.page);

  // refusals the pages expect (403 taken out, 409 name taken, 410 ended) are answers, not errors; so is a dropped stream offline
  expect(childProblems.flat().filter((p) => !/status of (403|409|410)|ERR_INTERNET_DISCONNECTED|net::/.test(p))).toEqual([]);
});

test('a teacher sets a time per question and plays together, question by question; a child given double time has twice the time', async ({ page: host, browser }) => {
  const code = await openRoom(host, { firstName: 'Katherine', lastName: 'Johnson', tag: 'host' });
  await host.getByLabel('Time per question').selectOption({ label: '30 seconds' });
  await host.getByLabel('Pace').selectOption({ label: 'Together, one question at a time' });
  const [ada, bo] = [await anotherPage(browser), await anotherPage(browser)];
  for (const [child, name] of [[ada, 'Ada'], [bo, 'Bo']] as const) {
    await child.page.goto(`/us/en/join/?code=${code}`);
    await join(child.page, code, name);
    await expect(child.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  }
  await host.getByLabel('Extra time for Bo').selectOption({ label: 'Double' });
  await host.getByRole('button', { name: 'Start' }).click();
  // Start goes once pressed; its focus moves to End rather than to the page
  await expect(host.getByRole('button', { name: 'End activity' })).toBeFocused();
  // the settings hold once the game is on
  await expect(host.getByLabel('Time per question')).toBeDisabled();
  await expect(host.getByLabel('Pace')).toBeDisabled();
  await expect(ada.page.getByRole('timer')).toHaveText(/^(30|29|28) seconds left/);
  await expect(bo.page.getByRole('timer')).toHaveText(/^(60|59|58) seconds left/);
  await expectAccessible(host);

  // together: a child who has answered waits for the teacher, who sees who has answered and opens the next
  await firstRoundTogether(host, ada.page);
  await expect(ada.page.getByRole('timer')).toBeVisible();
});

test('behind a school proxy that holds event streams back, the teacher still sees the class join and a child still sees the start and each new question; an answer after the end is said not to count', async ({ page: host, browser }) => {
  // the proxy: a stream's request stands and nothing of it ever arrives
  const holdStreams = (page: Page) => page.route(/\/api\/v2\/rooms\/[^/]+\/(host\/)?events/, () => {});
  await holdStreams(host);
  const code = await openRoom(host, { firstName: 'Annie', lastName: 'Easley', tag: 'host' });
  await host.getByLabel('Pace').selectOption({ label: 'Together, one question at a time' });
  const ada = await anotherPage(browser);
  await holdStreams(ada.page);
  // Ada's reads of the room pass until the end nears; then they are held back (below), once none is
  // on its way, until her last answer has been judged: a slow proxy, not one that never answers, so
  // no request of hers is left waiting forever on a page the journey still uses. Matched by path: a
  // read carries the region and language in its query, which a glob of the path alone never matched,
  // so the reads went through and the journey passed only when the answer beat the next read.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const reads = { hold: false, onTheirWay: 0, seen: 0 };
  const isRead = (url: URL) => url.pathname === `/api/v2/rooms/${code}/player/`;
  await ada.page.route(isRead, async (route) => {
    reads.seen++;
    if (reads.hold) {
      await released;
      // the page may have given up on it meanwhile (its own time limit), and read again
      return route.fallback().catch(() => undefined);
    }
    reads.onTheirWay++;
    try {
      await route.fulfill({ response: await route.fetch() });
    } finally {
      reads.onTheirWay--;
    }
  });
  await ada.page.goto(`/us/en/join/?code=${code}`);
  await join(ada.page, code, 'Ada');
  await expect(ada.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  // the silent streams are noticed and the screens read the room every few seconds instead
  await expect(row(host, 'Ada')).toContainText('Not started');
  await host.getByRole('button', { name: 'Start' }).click();
  await expect(ada.page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await firstRoundTogether(host, ada.page, { closesItself: true });
  // the screens read the room and are up to date: nothing says the connection is lost
  await expect(ada.page.getByText(/Reconnecting/)).toBeHidden();

  // an answer on its way as the teacher ends (Ada's screen has not heard yet): her end screen says it did not count.
  // Her reads of the room are held from now on, and the game ends once none is on its way: one that
  // reached the server after the end would tell her screen first, and take away her Check button.
  expect(reads.seen).toBeGreaterThan(0);
  reads.hold = true;
  await expect.poll(() => reads.onTheirWay).toBe(0);
  await host.getByRole('button', { name: 'End activity' }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Yes, end the activity' }).click();
  await expect(host.getByRole('button', { name: 'End activity' })).toHaveCount(0);
  await giveAnswer(ada.page, solve(await questionOnScreen(ada.page)));
  await expect(ada.page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await expect(ada.page.getByText('The game ended before your last answer arrived, so it did not count.')).toBeVisible();
  await expect(ada.page.getByText('You got 1 out of 10')).toBeVisible();
  release();
});

test('a room that gives fun names says so to a child who typed one, and lets them ask for another', async ({ page: host, browser }) => {
  const code = await openRoom(host, { firstName: 'Annie', lastName: 'Easley', tag: 'host' });
  await host.getByLabel('Names').selectOption({ label: 'Fun names given by the game' });
  const kim = await anotherPage(browser);
  await kim.page.goto(`/us/en/join/?code=${code}`);
  await join(kim.page, code, 'Kim');
  await expect(kim.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(kim.page.getByText('This game gives everyone a name, so a name typed on the join page is not used.')).toBeVisible();
  const given = (await kim.page.getByTestId('my-nickname').textContent())!.trim();
  expect(given).not.toBe('Kim');
  await kim.page.getByRole('button', { name: /^Give me another name \(\d+ left\)$/ }).click();
  await expect(kim.page.getByTestId('my-nickname')).not.toHaveText(given);
  await expectAccessible(kim.page);
});

test('an unknown code says the room does not exist; a bad code and an empty nickname are named at their fields', async ({ page }) => {
  await page.goto('/us/en/join/');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Please type the activity code.')).toBeVisible();
  await expect(page.getByText('Please type a nickname.')).toBeVisible();
  await expect(page.getByLabel('Activity code')).toBeFocused();
  await expectAccessible(page);
  await join(page, 'ABC', 'Kim');
  await expect(page.getByText('An activity code has 6 letters and numbers.')).toBeVisible();
  await join(page, 'ZZZZZZ', 'Kim');
  await expect(page.getByRole('alert').filter({ hasText: "Oops, this room doesn't exist." })).toBeVisible();
  await expect(page.getByText(/Going to the home page in \d+ seconds?\./)).toBeVisible();
  await expectAccessible(page);
  // a child putting the code right is not sent home half way: the countdown (and its timer) goes
  await page.getByLabel('Activity code').fill('ZZZZZ');
  await expect(page.getByText(/Going to the home page/)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: "Oops, this room doesn't exist." })).toHaveCount(0);
  await expect(page).toHaveURL(/\/us\/en\/join\/$/);
});

test('someone not logged in sees what a class game is and how to log in to host it', async ({ page }) => {
  await page.goto(GAME);
  await expect(page.getByText(/you open a room here and show your class its activity code/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Have a code? Join a class game' })).toHaveAttribute('href', '/us/en/join/');
  await expect(page.getByRole('button', { name: 'Play with my class' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in as a teacher to play with your class' }).click();
  await expect(page).toHaveURL(/\/us\/en\/login\/\?next=/);
});

test('after 20 minutes of play a dialog asks the teacher whether to end; keeping on asks again later', async ({ page }) => {
  await signIn(page, { firstName: 'Dorothy', lastName: 'Vaughan', role: 'teacher' });
  await page.goto(GAME);
  await page.getByRole('button', { name: 'Play with my class' }).click();
  await expect(page.getByTestId('room-code')).toBeVisible();
  // The page's clock is the test's from here: the host screen is loaded again under it.
  await page.clock.install();
  await page.reload();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'End the activity?' });
  await page.clock.runFor('19:00');
  await expect(dialog).toBeHidden();
  await page.clock.runFor('01:05');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your class has been playing for 20 minutes.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor('20:05');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'End activity' }).click();
  await expect(page.getByRole('heading', { name: 'The activity has ended' })).toBeVisible();
});

/** Answers the question on the screen (rightly or not) and moves on; returns the question. */
async function play(page: Page, right: boolean): Promise<string> {
  const number = (await page.getByRole('heading', { name: /^Question \d+ of \d+$/ }).textContent())!;
  const question = await questionOnScreen(page);
  const answer = solve(question);
  await giveAnswer(page, right ? answer : answer + 1);
  await expect(page.getByText(right ? 'Correct!' : 'Not quite.')).toBeVisible();
  await page.getByRole('button', { name: /^(Next question|Finish)$/ }).click();
  // on to the next question (or the end) before the next play reads the screen
  await expect(page.getByRole('heading', { name: number, exact: true })).toHaveCount(0);
  return question;
}

test('children play their own order; a reload, a dropped network and a new device keep the seat; the end gives podium, results and CSV', async ({ page: host, browser }) => {
  const code = await openRoom(host, { firstName: 'Dorothy', lastName: 'Vaughan', tag: 'host' });
  const [ada, bo, cy] = [await anotherPage(browser), await anotherPage(browser), await anotherPage(browser)];
  const childProblems = [ada, bo, cy].map((c) => watchConsole(c.context));
  for (const [child, name] of [[ada, 'Ada'], [bo, 'Bo'], [cy, 'Cy']] as const) {
    await child.page.goto(`/us/en/join/?code=${code}`);
    await join(child.page, code, name);
    await expect(child.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  }
  // The teacher's network drops a moment: the screen says so and moves nothing under the pointer
  // (a note that came and went in the bar moved Start and every control below it).
  const start = host.getByRole('button', { name: 'Start' });
  const startAt = await start.boundingBox();
  await host.context().setOffline(true);
  await expect(host.getByRole('status').getByText(/Reconnecting/)).toBeVisible();
  expect(await start.boundingBox()).toEqual(startAt);
  await host.context().setOffline(false);
  await expect(host.getByText(/Reconnecting/)).toBeHidden();
  await start.click();
  for (const child of [ada, bo, cy]) await expect(child.page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();

  // Ada: two right, then a reload comes back to question 3 with her score.
  const adaRun = [await play(ada.page, true), await play(ada.page, true)];
  await ada.page.reload();
  await expect(ada.page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();
  await expect(ada.page.getByText('Score: 2')).toBeVisible();
  await expect(ada.page.getByText('2 in a row!')).toBeVisible();
  await expect(row(host, 'Ada')).toContainText('Playing');

  // Bo: one right, then the network drops: the page says so, keeps the answer, and sends it once when back.
  const boRun = [await play(bo.page, true)];
  // the question stays where it is as the page says so: a tap on its way lands where it was aimed
  const boQuestion = bo.page.getByRole('heading', { name: /^Question \d+ of 10$/ });
  const boQuestionAt = (await boQuestion.boundingBox())!.y;
  await bo.context.setOffline(true);
  await expect(bo.page.getByRole('status').getByText('Reconnecting… keep going, nothing is lost.')).toBeVisible();
  expect((await boQuestion.boundingBox())!.y).toBe(boQuestionAt);
  const offlineQuestion = await questionOnScreen(bo.page);
  await giveAnswer(bo.page, solve(offlineQuestion));
  await expect(bo.page.getByText('Saved! Your answer will be sent when you are back online.')).toBeVisible();
  await expect(bo.page.getByText('1 answer will be sent when you are back online.')).toBeVisible();
  boRun.push(offlineQuestion);
  await bo.page.getByRole('button', { name: 'Next question' }).click();
  await bo.context.setOffline(false);
  await expect(bo.page.getByText(/answers? will be sent when you are back online/)).toHaveCount(0);
  await expect(bo.page.getByText('Score: 2')).toBeVisible();
  await expect(row(host, 'Bo')).toContainText('2 of 10');

  // Cy picks up a new device: the name is taken there, Cy asks, the teacher lets that device in; the old one is told.
  await play(cy.page, false);
  const cyTablet = await anotherPage(browser);
  await cyTablet.page.goto(`/us/en/join/?code=${code}`);
  await join(cyTablet.page, code, 'Cy');
  await cyTablet.page.getByRole('button', { name: "It's me: ask my teacher to let me in" }).click();
  await expect(cyTablet.page.getByRole('heading', { name: 'Asking your teacher' })).toBeVisible();
  await expect(host.getByText('Cy is on another device.')).toBeVisible();
  await host.getByRole('button', { name: 'Let Cy in' }).click();
  await expect(cyTablet.page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  await expect(cy.page.getByRole('heading', { name: 'You are playing on another device' })).toBeVisible();

  // Each child has the room's questions in their own order, none twice.
  while (adaRun.length < 10) adaRun.push(await play(ada.page, true));
  while (boRun.length < 10) boRun.push(await play(bo.page, boRun.length % 2 === 0));
  await expect(ada.page.getByRole('heading', { name: 'All done!' })).toBeFocused();
  await expect(ada.page.getByText('You got 10 out of 10.')).toBeVisible();
  expect(new Set(adaRun).size).toBe(10);
  expect(new Set(boRun).size).toBe(10);
  expect([...adaRun].sort()).toEqual([...boRun].sort());
  expect(adaRun).not.toEqual(boRun);
  await expect(row(host, 'Ada')).toContainText('Completed');

  // The end asks first; then podium, table and CSV for the teacher, score and place for each child.
  await host.getByRole('button', { name: 'End activity' }).click();
  const confirm = host.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  await expect(confirm).toHaveCount(0);
  await host.getByRole('button', { name: 'End activity' }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Yes, end the activity' }).click();
  const podium = host.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('listitem').first()).toContainText('Ada');
  await expect(host.getByRole('table', { name: 'Every player, best first' })).toContainText('Bo');
  await expectAccessible(host);
  const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('link', { name: 'Download the results (CSV)' }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
  expect(csv[0]).toBe('nickname,score,speed_bonus,rank,question_number,question,answer,right_answer,result');
  // Ada's ten answers, Bo's ten and Cy's one: one line each
  expect(csv.filter((line) => line.startsWith('Ada,'))).toHaveLength(10);
  expect(csv.filter((line) => line.startsWith('Bo,'))).toHaveLength(10);
  expect(csv.filter((line) => line.startsWith('Cy,'))).toHaveLength(1);
  // each answer as the child gave it: all of Ada's were right, so each reads as its right answer
  const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  for (const line of csv.filter((l) => l.startsWith('Ada,'))) expect(cells(line)[6], line).toBe(cells(line)[7]);

  await expect(ada.page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await expect(ada.page.getByText('You got 10 out of 10')).toBeVisible();
  await expect(ada.page.getByText('You finished 1st of 3!')).toBeVisible();
  await expect(ada.page.getByText('Fantastic work. Your math is growing!')).toBeVisible();
  // read top to bottom: heading, score, place (a top-three child's card once laid them side by side)
  const title = (await ada.page.getByRole('heading', { name: 'The game is over' }).boundingBox())!;
  const score = (await ada.page.getByTestId('my-score').boundingBox())!;
  const place = (await ada.page.getByTestId('my-rank').boundingBox())!;
  expect(score.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
  expect(place.y).toBeGreaterThanOrEqual(score.y + score.height - 1);
  await expectAccessible(ada.page);
  await expect(cyTablet.page.getByRole('heading', { name: 'The game is over' })).toBeVisible();

  // Once the teacher deletes the guests' results, a child who comes back is told the activity has ended.
  await host.getByRole('button', { name: "Delete the guests' results now" }).click();
  await host.getByRole('dialog').getByRole('button', { name: 'Delete now' }).click();
  await expect(host.getByText("The students' nicknames and answers have been deleted.")).toBeVisible();
  await bo.page.reload();
  await expect(bo.page.getByRole('heading', { name: 'The game is over' })).toBeVisible();
  await expect(bo.page.getByText('Oops, this activity has ended.')).toBeVisible();
  await expect(bo.page.getByRole('link', { name: 'Join another game' })).toBeVisible();

  expect(childProblems.flat().filter((p) => !/status of (403|409|410)|ERR_INTERNET_DISCONNECTED|net::/.test(p))).toEqual([]);
});

test('a teacher lets the class pick their own names from the class list; a signed-out child is not asked for a nickname', async ({ page: host, browser }) => {
  await signIn(host, { firstName: 'Mae', lastName: 'Jemison', role: 'teacher' });
  await makeClass(host, 'Grade 2 Birch', ['Nia Brown', 'Omar Said']);

  await host.goto(GAME);
  await host.getByRole('button', { name: 'Play with my class' }).click();
  const code = (await host.getByTestId('room-code').textContent())!.trim();
  // the class list is this journey's; the join check (on by default) is the first journey's
  await host.getByRole('button', { name: 'Controls' }).click();
  await host.getByRole('button', { name: 'Join check' }).click();
  await expect(host.getByRole('button', { name: 'Join check' })).toHaveAttribute('aria-pressed', 'false');
  await host.getByLabel('Names').selectOption({ label: 'Names from Grade 2 Birch' });
  await expect(host.getByLabel('Names')).toHaveValue(/^roster:/);

  const nia = await anotherPage(browser);
  await nia.page.goto(`/us/en/join/?code=${code}`);
  await nia.page.getByRole('button', { name: 'Join', exact: true }).click();
  const names = nia.page.getByRole('group', { name: 'Choose your name (Grade 2 Birch)' });
  await expect(names).toBeVisible();
  await expect(nia.page.getByText('Please type a nickname.')).toHaveCount(0);
  await expectAccessible(nia.page);
  await names.getByLabel('Nia Brown').check();
  await nia.page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(nia.page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  await expect(nia.page.getByTestId('my-nickname')).toHaveText('Nia Brown');
  await expect(row(host, 'Nia Brown')).toContainText('Not started');
  // once someone is in, the names cannot change under them
  await expect(host.getByLabel('Names')).toBeDisabled();
});

import type { APIRequestContext } from '@playwright/test';
import { makeClass, studentLogin } from './classes-support.ts';
import { test, expect, expectAccessible, signIn, anotherPage } from './fixtures.ts';
import { createChallenge } from './staff-support.ts';

/**
 * A signed-in child's home (issue 36): where the class code login lands them, with their own
 * header (name, home, log out) instead of the site's menus; the challenge their class is in with
 * a link that plays; "keep going" where they stopped; a class game to join with its code; the
 * site's home sends them back here; signed out, a challenge's play page brings them back to it
 * after the class code login; the player's way back is the child's own page of the activity, and a
 * challenge's page is theirs too, as are their list of challenges, the activities to browse and practice
 * (decision 101). At 375 px too, and by keyboard.
 */
test.describe.configure({ timeout: 240_000 });

const ACTIVITY = 'grade-k-number-line-episode';

/** Starts an activity run with the child's own session and answers its first question wrongly: a run left unfinished. */
async function leaveRunUnfinished(request: APIRequestContext) {
  const { csrf_token } = (await (await request.get('/api/v2/csrf/')).json()) as { csrf_token: string };
  const post = async (p: string, data: object) => {
    const res = await request.post(p, { headers: { 'X-CSRFToken': csrf_token }, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const run = (await post('/api/v2/runs/', { mode: 'activity', activity_id: ACTIVITY })) as {
    id: string;
    item: { id: string };
  };
  await post(`/api/v2/runs/${run.id}/answers/`, { item_id: run.item.id, response: 'zzz' });
}

test(
  'a child lands on their own home: their challenge, keep going, a class game to join, and their own header everywhere',
  { tag: '@phone' },
  async ({ page, browser }) => {
    const uuid = createChallenge({
      name: 'Home Number Week',
      description: 'Find numbers on the number line.',
      activity: ACTIVITY,
      when: { registrationOpens: -1, registrationCloses: 1, warmup: -1, contest: -0.5, contestEnds: 2 },
    });
    await signIn(page, { firstName: 'Maria', lastName: 'Montessori', role: 'teacher' });
    const classCode = await makeClass(page, 'Kinder Elm', ['Noor Haddad']);
    await page.goto(`/us/en/challenge/${uuid}/register/`);
    // registered as her own class (a school is named by its verified members only, decision 061)
    await page.getByLabel(/Kinder Elm/).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('1 class is registered.', { exact: false })).toBeVisible();

    // signed out, the challenge's play page sends the child to the class code login, and back after it
    const { page: child } = await anotherPage(browser);
    await child.goto(`/us/en/challenge/${uuid}/play/`);
    await expect(child.getByRole('heading', { level: 1, name: 'Student login' })).toBeVisible();
    await child.getByLabel('Class code').fill(classCode);
    await child.getByRole('button', { name: 'Next' }).click();
    await child.getByRole('button', { name: 'Noor Haddad' }).click();
    await expect(child).toHaveURL(new RegExp(`/us/en/challenge/${uuid}/play/$`));
    await expect(child.getByText('The contest is on: your best run of each activity counts.')).toBeVisible();
    // a child's own header on the site's pages: their name, home and log out, none of the site's menus
    const header = child.getByRole('navigation', { name: 'Your pages' });
    await expect(header.getByText('Noor')).toBeVisible();
    await expect(header.getByRole('link', { name: 'My home' })).toBeVisible();
    await expect(child.getByRole('link', { name: 'Book a demo' })).toHaveCount(0);
    await expect(child.getByRole('button', { name: 'Pedagogy' })).toHaveCount(0);

    // their home, from the header: the challenge with a link to their own page of it
    await header.getByRole('link', { name: 'My home' }).click();
    await expect(child).toHaveURL(/\/us\/en\/my\/$/);
    await expect(child.getByRole('heading', { level: 1, name: 'Welcome, Noor!' })).toBeVisible();
    await expect(child.getByText('Kinder Elm')).toBeVisible();
    const challenges = child.getByRole('region', { name: 'Challenges' });
    await expect(challenges.getByRole('link', { name: /Home Number Week/ })).toHaveAttribute(
      'href',
      `/us/en/challenge/${uuid}/`,
    );
    await expect(child.getByRole('region', { name: 'Keep going' })).toHaveCount(0);
    await expect(
      child.getByRole('navigation', { name: 'Your pages' }).getByRole('button', { name: 'Log out' }),
    ).toBeVisible();
    await expectAccessible(child);
    // at a phone's width nothing scrolls sideways
    const width = child.viewportSize()!.width;
    await expect.poll(() => child.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // a run left half done: keep going carries on with it, at its next question
    await leaveRunUnfinished(child.request);
    await child.reload();
    const keepGoing = child.getByRole('region', { name: 'Keep going' }).getByRole('link');
    await expect(keepGoing).toContainText('Done: 1 of 5');
    await keepGoing.click();
    await expect(child.getByRole('heading', { name: 'Question 2 of 5' })).toBeVisible({ timeout: 15_000 });

    // the player's way back is the child's own page of the activity (the children's entry, decision 097): their
    // header, never the site's menus, and one big Play
    await child.getByRole('link', { name: 'Back to the activity' }).click();
    await expect(child).toHaveURL(new RegExp(`/us/en/activities/episode/${ACTIVITY}/$`));
    await expect(child.getByRole('navigation', { name: 'Your pages' }).getByText('Noor')).toBeVisible();
    await expect(child.getByRole('button', { name: 'Pedagogy' })).toHaveCount(0);
    await expect(child.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(child);
    await expect.poll(() => child.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await child.getByRole('link', { name: 'Play', exact: true }).click();
    await expect(child.getByRole('heading', { name: /^Question \d of 5$/ })).toBeVisible({ timeout: 15_000 });
    // their list of challenges, from their home (the children's entry, decision 101): theirs alone, with their header
    await child.getByRole('navigation', { name: 'Your pages' }).getByRole('link', { name: 'My home' }).click();
    await child.getByRole('region', { name: 'Challenges' }).getByRole('link', { name: 'All my challenges' }).click();
    await expect(child).toHaveURL(/\/us\/en\/challenges\/$/);
    await expect(child.getByRole('heading', { level: 1, name: 'My challenges' })).toBeVisible();
    await expect(child.getByRole('navigation', { name: 'Your pages' }).getByText('Noor')).toBeVisible();
    await expect(child.getByRole('link', { name: 'Book a demo' })).toHaveCount(0);
    await expect(child.getByRole('region', { name: 'On now' }).getByRole('link')).toHaveCount(1);
    await expectAccessible(child);
    // the challenge's own page for a child: what is on and until when, their runs, Play to its player, the leaderboard
    await child.getByRole('link', { name: /Home Number Week/ }).click();
    await expect(child).toHaveURL(new RegExp(`/us/en/challenge/${uuid}/$`));
    await expect(child.getByRole('heading', { level: 1, name: 'Home Number Week' })).toBeVisible();
    await expect(child.getByText(/^The contest is on/)).toBeVisible();
    await expect(child.getByText('You have not played yet.')).toBeVisible();
    await expect(child.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute(
      'href',
      `/us/en/challenge/${uuid}/play/`,
    );
    await expect(child.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      `/us/en/challenge/${uuid}/leaderboard/`,
    );
    await expect(
      child.getByRole('navigation', { name: 'Your pages' }).getByRole('link', { name: 'My home' }),
    ).toBeVisible();
    await expectAccessible(child);

    // the site's home sends a signed-in child to their home
    await child.goto('/us/en/');
    await expect(child).toHaveURL(/\/us\/en\/my\/$/);
    await expect(child.getByRole('heading', { level: 1, name: 'Welcome, Noor!' })).toBeVisible();

    // a class game to join with its code, by keyboard: the join page opens with the code given
    await child.getByLabel('Game code').focus();
    await child.keyboard.type('abcd12');
    await child.keyboard.press('Enter');
    await expect(child).toHaveURL(/\/us\/en\/join\/\?code=ABCD12$/);
    await expect(child.getByLabel('Activity code')).toHaveValue('ABCD12');
    await expect(child.getByRole('navigation', { name: 'Your pages' }).getByText('Noor')).toBeVisible();

    // log out from the child's header: back to the class code login
    await child.getByRole('navigation', { name: 'Your pages' }).getByRole('button', { name: 'Log out' }).click();
    await expect(child.getByRole('heading', { level: 1, name: 'Student login' })).toBeVisible();
    await child.goto('/us/en/');
    await expect(child).toHaveURL(/\/us\/en\/$/);
  },
);

test('the class code login lands a child on their home, their activities and practice, and the page listing challenges exists', async ({
  page,
  browser,
}) => {
  await signIn(page, { firstName: 'Ada', lastName: 'Byron', role: 'teacher' });
  const classCode = await makeClass(page, 'Grade 2 Ash', ['Sami Aziz']);
  const { page: child } = await anotherPage(browser);
  await studentLogin(child, classCode, 'Sami Aziz');
  await expect(child).toHaveURL(/\/us\/en\/my\/$/);
  // nothing practised yet: a way to find something to play, the child's own activities (decision 101)
  await child.getByRole('region', { name: 'Practice' }).getByRole('link', { name: 'Find something to play' }).click();
  await expect(child).toHaveURL(/\/us\/en\/activities\/$/);
  await expect(child.getByRole('heading', { level: 1, name: 'Things to play' })).toBeVisible();
  await expect(child.getByRole('navigation', { name: 'Your pages' }).getByText('Sami')).toBeVisible();
  await expect(child.getByRole('link', { name: 'Book a demo' })).toHaveCount(0);
  await expect(child.getByRole('button', { name: 'Pedagogy' })).toHaveCount(0);
  await expectAccessible(child);
  // a grade, then one of its activities: the child's own page of it
  await child.getByRole('region', { name: 'Pick your grade' }).getByRole('link').first().click();
  await expect(child).toHaveURL(/\/us\/en\/activities\/grade\/[^/]+\/$/);
  await expect(child.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(child);
  await child.getByRole('main').getByRole('region').first().getByRole('link').first().click();
  await expect(child).toHaveURL(/\/us\/en\/activities\/episode\/[^/]+\/$/);
  await expect(child.getByRole('link', { name: 'Play', exact: true })).toBeVisible();
  // practice, from the activities: nothing practised yet, so a grade to pick, then the run the server picks
  await child.goBack();
  await child.goBack();
  await child.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(child).toHaveURL(/\/us\/en\/practice\/$/);
  await expect(child.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await expect(child.getByRole('navigation', { name: 'Your pages' }).getByText('Sami')).toBeVisible();
  await expectAccessible(child);
  await child.getByRole('region', { name: 'Choose your grade' }).getByRole('link').first().click();
  await expect(child.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 15_000 });

  await page.goto('/us/en/challenges/');
  await expect(page.getByRole('heading', { level: 1, name: 'Challenges' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'World Number Week' })).toBeVisible();
  await expectAccessible(page);
});

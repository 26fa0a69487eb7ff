/**
 * A signed-in child's activity page and challenge page are the children's small entry (play.html,
 * decision 097); a teacher, a parent or a guest on the same addresses gets the site's pages, and
 * an activity or a challenge that is not there is still a 404, in the entry the visitor would get.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { PAGE_PRELOADS_FILE } from '@numbloom/domain/site-pages';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { standInWebDist } from '../../test/web-shell.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { challengeByStaff } from '../challenges/test-support.ts';
import { SHELL_WORDING } from './html.ts';

const dist = standInWebDist('child-entry');
// what the build writes: per page of the children's entry, the chunks to announce with it (one not an asset of the build)
writeFileSync(
  path.join(dist, PAGE_PRELOADS_FILE),
  JSON.stringify({
    'activities/episode/:id/play': ['/assets/play-page-1.js', '/assets/child-run-player-2.js'],
    'activities/episode/:id': ['/assets/child-activity-page-3.js', 'https://elsewhere.example/x.js'],
  }),
);
const preloaded = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const MISSING_CHALLENGE = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let teacher: Record<string, string>;
let student: Record<string, string>;
let uuid: string;
let ipSeq = 0;
const ip = () => `198.19.7.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST: dist } });
  const { email, password } = await createUser(t, { role: 'teacher' });
  teacher = await loginAs(t, email, password, ip());
  const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Oak' }, { cookies: teacher })).json();
  const added = (
    await t.post(ACCOUNT_PATHS.classStudents(made.classes[0].id), { names: ['Ada Lovelace'] }, { cookies: teacher })
  ).json();
  const login = await t.post(
    ACCOUNT_PATHS.teacherCodeLogin,
    { class_code: made.classes[0].class_code, student_id: added.students.at(-1).id },
    { remoteAddress: ip() },
  );
  student = sessionCookieOf(login)!;
  uuid = await challengeByStaff(t);
});
afterAll(() => t.close());

const open = async (url: string, cookies?: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html' },
    ...(cookies ? { cookies } : {}),
  });
  // the server words each entry's title in the page's language (French here): the children's entry's is its own
  const childs = res.body.includes(`<title>${SHELL_WORDING.fr!['play.html']!.title}</title>`);
  expect(res.body).toContain('<div id="root">');
  return { status: res.statusCode, entry: childs ? 'play.html' : 'index.html', preloads: preloaded(res.body) };
};

describe("a signed-in child's activity and challenge pages", () => {
  const pages = () => ['/ca/fr/activities/episode/grade-3-add-episode/', `/ca/fr/challenge/${uuid}/`];

  it('are the children’s entry for a child signed in', async () => {
    for (const url of pages()) expect(await open(url, student), url).toMatchObject({ status: 200, entry: 'play.html' });
  });

  it('are the site’s pages for a teacher and for a guest', async () => {
    for (const url of pages()) {
      expect(await open(url, teacher), url).toMatchObject({ status: 200, entry: 'index.html', preloads: [] });
      expect(await open(url), url).toMatchObject({ status: 200, entry: 'index.html', preloads: [] });
    }
  });

  it('answer 404 for an activity or a challenge that is not there, in the entry each visitor gets', async () => {
    for (const url of ['/ca/fr/activities/episode/no-such-episode/', `/ca/fr/challenge/${MISSING_CHALLENGE}/`]) {
      expect(await open(url, student), url).toEqual({ status: 404, entry: 'play.html', preloads: [] });
      expect(await open(url, teacher), url).toEqual({ status: 404, entry: 'index.html', preloads: [] });
    }
  });

  it('leave the challenge’s other site pages to the site, for a child too', async () => {
    for (const rest of ['leaderboard/', 'register/'])
      expect(await open(`/ca/fr/challenge/${uuid}/${rest}`, student), rest).toEqual({
        status: 200,
        entry: 'index.html',
        preloads: [],
      });
  });
});

describe("a signed-in child's activities to browse, practice and list of challenges (decision 101)", () => {
  const pages = ['/ca/fr/activities/', '/ca/fr/activities/grade/3/', '/ca/fr/activities/topic/time/', '/ca/fr/practice/', '/ca/fr/challenges/'];

  it('are the children’s entry for a child signed in', async () => {
    for (const url of pages) expect(await open(url, student), url).toMatchObject({ status: 200, entry: 'play.html' });
  });

  it('are the site’s pages for a teacher and for a guest', async () => {
    for (const url of pages) {
      expect(await open(url, teacher), url).toMatchObject({ status: 200, entry: 'index.html', preloads: [] });
      expect(await open(url), url).toMatchObject({ status: 200, entry: 'index.html', preloads: [] });
    }
  });

  it('are drawn right to left in Arabic and Hebrew', async () => {
    for (const [url, language] of [
      ['/aue/ar/challenges/', 'ar'],
      ['/il/he/practice/', 'he'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' }, cookies: student });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${SHELL_WORDING[language]!['play.html']!.title}</title>`);
      expect(res.body, url).toMatch(new RegExp(`<html lang="${language}" dir="rtl">`));
    }
  });

  it('answer 404 for a grade the catalogue does not have, in the entry each visitor gets', async () => {
    expect(await open('/ca/fr/activities/grade/99/', student)).toEqual({ status: 404, entry: 'play.html', preloads: [] });
    expect(await open('/ca/fr/activities/grade/99/', teacher)).toEqual({ status: 404, entry: 'index.html', preloads: [] });
  });

  it('announce the chunks the page loads one after the other, the build’s own assets only, with the child’s entry alone', async () => {
    expect((await open('/ca/fr/activities/episode/grade-3-add-episode/', student)).preloads).toEqual([
      '/assets/child-activity-page-3.js',
    ]);
    // the player is the children's entry for everyone: its run player is announced for a guest too
    expect((await open('/ca/fr/activities/episode/grade-3-add-episode/play/')).preloads).toEqual([
      '/assets/play-page-1.js',
      '/assets/child-run-player-2.js',
    ]);
    expect((await open('/ca/fr/activities/episode/grade-3-add-episode/', teacher)).preloads).toEqual([]);
    expect((await open('/ca/fr/activities/episode/no-such-episode/play/')).preloads).toEqual([]);
    expect((await open(`/ca/fr/challenge/${uuid}/`, student)).preloads).toEqual([]);
  });
});

/**
 * A page whose address names something that is not there (a grade, a topic, an activity, a
 * challenge, a certificate's code) answers 404 before any script runs, and the page is still the
 * app's, so it says itself what is missing; an address that names no site offers the site most
 * likely meant; the dev mailbox's page is not served where the mailbox is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pageSettingsIn, standInWebDist } from '../../test/web-shell.ts';
import { challengeByStaff } from '../challenges/test-support.ts';

const dist = standInWebDist('missing-pages');
const html = { accept: 'text/html' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
});

const page = async (url: string, app = t) => {
  const res = await app.app.inject({ url, headers: html });
  return { status: res.statusCode, settings: res.statusCode < 300 || res.statusCode >= 400 ? pageSettingsIn(res.body) : undefined };
};

describe('pages for things that are not there', () => {
  it.each([
    '/us/en/activities/grade/9/',
    '/us/en/activities/topic/no-such-topic/',
    '/us/en/activities/curriculum/nowhere/',
    '/us/en/activities/colour/red/',
    '/us/en/activities/episode/no-such-episode/',
    '/us/en/activities/episode/no-such-episode/play',
    '/us/en/challenge/00000000-0000-4000-8000-000000000000/',
    '/us/en/challenge/00000000-0000-4000-8000-000000000000/leaderboard/',
    '/us/en/challenge/not-a-uuid/',
    '/us/en/verify/NOT-A-CODE/',
  ])('%s answers 404 and is still the app’s own page', async (url) => {
    const { status, settings } = await page(url);
    expect(status).toBe(404);
    // the page itself says "This page does not exist" (or what is missing) as it does after a change in the browser
    expect(settings!.not_found).toBe(false);
  });

  it.each(['/us/en/activities/grade/3/', '/us/en/activities/grade/K/', '/us/en/activities/topic/time/', '/us/en/activities/episode/grade-3-add-episode/'])(
    '%s, which the catalogue has, answers 200',
    async (url) => {
      expect((await page(url)).status).toBe(200);
    },
  );

  it('a challenge that exists answers 200 on each of its pages', async () => {
    const uuid = await challengeByStaff(t);
    for (const rest of ['', 'register/', 'leaderboard/']) expect((await page(`/us/en/challenge/${uuid}/${rest}`)).status).toBe(200);
  });
});

describe('an address that names no site', () => {
  it.each([
    ['/ae/ar/', '/aue/ar/'],
    ['/ae/ar', '/aue/ar/'],
    ['/AE/ar/contact/', '/aue/ar/contact/'],
    ['/gb/en/system-check/', '/uk/en/system-check/'],
    ['/us/fr/', '/us/en/'],
    ['/ae/ar/no-such-page/', '/aue/ar/'],
  ])('%s is a 404 offering %s', async (url, meant) => {
    const { status, settings } = await page(url);
    expect(status).toBe(404);
    expect(settings).toMatchObject({ not_found: true, not_found_suggestion: meant });
  });

  it('with nothing like it, the 404 page offers nothing', async () => {
    const { status, settings } = await page('/xx/en/');
    expect(status).toBe(404);
    expect(settings!.not_found_suggestion).toBeUndefined();
  });
});

describe('the dev mailbox page', () => {
  it('is served where the mailbox is on', async () => {
    expect((await page('/us/en/dev/mailbox/')).status).toBe(200);
  });

  it('is the 404 page in production', async () => {
    const prod = await createTestApp({ config: { WEB_DIST: dist }, env: { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) } });
    try {
      const { status, settings } = await page('/us/en/dev/mailbox/', prod);
      expect(status).toBe(404);
      expect(settings!.not_found).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { CHILD_PAGE_PATHS } from '@numbloom/domain/site-pages';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDrivers } from '../test/db.ts';
import { standInWebDist } from '../test/web-shell.ts';
import { enquiries } from '../modules/contact/tables.ts';
import { SHELL_WORDING } from '../modules/site/html.ts';

const CONTACT = '/api/v2/contact/';
const webDist = standInWebDist('hardening');
const enquiry = { your_name: 'Ann Lee', email: 'ann@example.org', message: 'hi' };

describe.each(testDrivers())('what any client may send, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());
  const stored = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;

  it('refuses a NUL or a lone surrogate anywhere with a message on the field, and stores nothing', async () => {
    const before = await stored();
    const nul = await t.post(CONTACT, { ...enquiry, your_name: 'Ann\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ user_message: TEXT_MESSAGES.controlCharacter, errors: { your_name: TEXT_MESSAGES.controlCharacter } });
    const surrogate = await t.post(CONTACT, { ...enquiry, message: 'hi \ud800' });
    expect(surrogate.json().errors).toEqual({ message: TEXT_MESSAGES.malformed });
    const query = await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=ab%00c' });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ search: TEXT_MESSAGES.controlCharacter });
    const path = await t.app.inject({ method: 'GET', url: '/home/api/campaign/%00/' });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual({ slug: TEXT_MESSAGES.controlCharacter });
    expect(await stored()).toBe(before);
  });

  it('opens a page whose link carries a stray control character: the page, not an API error, and the API behind it still refuses', async () => {
    const html = { accept: 'text/html' };
    const page = await t.app.inject({ method: 'GET', url: '/us/en/campaign/school-demo-2026/?utm_source=%00&utm_medium=a%07b', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const strayPath = await t.app.inject({ method: 'GET', url: '/us/en/%00/', headers: html });
    expect(strayPath.statusCode).toBe(404);
    expect(strayPath.headers['content-type']).toMatch(/^text\/html/);
    // an API path that falls through to the pages' routes is still a JSON answer
    const apiMiss = await t.app.inject({ method: 'GET', url: '/api/v2/%00/' });
    expect(apiMiss.statusCode).toBe(404);
    expect(apiMiss.json()).toEqual({ user_message: MESSAGES.notFound });
  });

  it('answers a URL that is not UTF-8 and a body before CSRF in the one error shape', async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/home/api/campaign/%ff/' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ user_message: MESSAGES.invalidAddress, errors: { url: MESSAGES.invalidAddress } });
    const noToken = await t.app.inject({ method: 'DELETE', url: '/api/v2/accounts/students/3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b/', payload: { a: 1 } });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ user_message: MESSAGES.csrf });
  });

  it('reads JSON in UTF-8 only: other types and charsets are 415, bytes that are not UTF-8 are 400', async () => {
    const json = JSON.stringify(enquiry);
    for (const type of ['application/json; charset=utf-16', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.post(CONTACT, json, { headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ user_message: MESSAGES.unsupportedMediaType });
    }
    const ok = await t.post(CONTACT, { ...enquiry, your_name: 'Ann Utf' }, { headers: { 'content-type': 'application/json; charset=UTF-8' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const latin1 = Buffer.concat([Buffer.from('{"your_name":"Ren'), Buffer.from([0xe9]), Buffer.from('e","email":"r@example.org","message":"hi"}')]);
    const bad = await t.post(CONTACT, latin1, { headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ _: MESSAGES.invalidInput });
  });

  it('refuses a state-changing request from another site by Origin or Sec-Fetch-Site, token or not', async () => {
    const cross = await t.post(CONTACT, enquiry, { headers: { origin: 'https://evil.example' } });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ user_message: MESSAGES.crossSite });
    expect((await t.post(CONTACT, enquiry, { headers: { origin: 'null' } })).statusCode).toBe(403);
    expect((await t.post(CONTACT, enquiry, { headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
    expect((await t.post(CONTACT, enquiry, { headers: { 'sec-fetch-site': 'same-site' } })).statusCode).toBe(403);
    // Our pages: the public origin, or the origin the request was sent to (opened as 127.0.0.1 or a LAN name).
    const own = new URL(t.config.PUBLIC_URL).origin;
    expect((await t.post(CONTACT, { ...enquiry, message: 'from the public origin' }, { headers: { origin: own } })).statusCode).toBe(200);
    const lan = await t.post(CONTACT, { ...enquiry, message: 'from a LAN name' }, { headers: { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' } });
    expect(lan.statusCode, lan.body).toBe(200);
    expect((await t.post(CONTACT, { ...enquiry, message: 'same origin' }, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
  });

  it('shows the dev mailbox to this machine only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox/' })).statusCode).toBe(200);
    const lan = await t.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox/', remoteAddress: '192.168.1.30' });
    expect(lan.statusCode).toBe(404);
    expect(lan.json()).toEqual({ user_message: MESSAGES.notFound });
  });

  it('answers an unknown page with the not-found page and a 404 in every region and language', async () => {
    const html = { accept: 'text/html' };
    for (const site of ['us/en', 'ca/fr', 'aue/ar', 'au/en']) {
      const missing = await t.app.inject({ method: 'GET', url: `/${site}/no-such-page/`, headers: html });
      expect(missing.statusCode, site).toBe(404);
      expect(missing.headers['content-type']).toMatch(/text\/html/);
      expect(missing.body).toContain('"not_found":true');
      expect((await t.app.inject({ method: 'GET', url: `/${site}/activities/episode/x/play/extra/`, headers: html })).statusCode).toBe(404);
    }
    for (const page of ['us/en/', 'us/en/contact/', 'us/en/campaign/spring-2026/', 'us/en/activities/grade/k/', 'us/en/join/ABCD2345/']) {
      expect((await t.app.inject({ method: 'GET', url: `/${page}`, headers: html })).statusCode, page).toBe(200);
    }
    // the child's pages get their own small entry (its title worded in French here); every other page the site's
    for (const child of CHILD_PAGE_PATHS) {
      const url = `/ca/fr/${child.replace(':code', 'ABCD23')}/`;
      expect((await t.app.inject({ method: 'GET', url, headers: html })).body, url).toContain(`<title>${SHELL_WORDING.fr!['play.html']!.title}</title>`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/us/en/join/?code=ABCD23', headers: html })).body).toContain('Numbloom class game');
    // the teachers' projected screens are the site's
    for (const host of ['/us/en/host/ABCD23/', '/us/en/arena/host/ABCD23/']) {
      expect((await t.app.inject({ method: 'GET', url: host, headers: html })).body, host).not.toContain('class game');
    }
  });

  it('builds the settings addresses from the name the site was opened by', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:3000']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/settings/?region_code=US&language_code=en', headers: { host } });
      const settings = res.json();
      expect(settings.static_cdn_url).toBe(`http://${host}/cdn`);
      expect(settings.static_mapping_url.startsWith(`http://${host}/cdn/`)).toBe(true);
      expect(settings.enum_service_url.startsWith(`http://${host}/api/v2/enums/`)).toBe(true);
    }
    const odd = await t.app.inject({ method: 'GET', url: '/api/v2/settings/', headers: { host: 'evil.example/<x>' } });
    expect(odd.json().static_cdn_url).toBe(`${new URL(t.config.PUBLIC_URL).origin}/cdn`);
  });
});

describe('the dev mailbox once SMTP_URL is set', () => {
  it('is not there at all', async () => {
    const t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox/' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { campaignPayload } from '@numbloom/domain/campaign';
import { CHALLENGE_MESSAGES, CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { HELPDESK_PATHS } from '@numbloom/domain/helpdesk';
import { STAFF_MESSAGES, STAFF_PATHS } from '@numbloom/domain/staff';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { featureDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { seed as seedCampaigns } from '../campaigns/seed.ts';
import { seed as seedCompetitions } from '../competitions/seed.ts';
import { reportBody } from '../helpdesk/test-support.ts';
import { runStaff } from './cli.ts';
import { runThroughServer, type CliLink } from './cli-link.ts';

const STAFF_PASSWORD = 'long staff passphrase 2026';
let ipSeq = 0;
const freshIp = () => `198.18.0.${++ipSeq % 250}`;

/** Makes a staff account the only way there is: with the command line. */
async function makeStaff(t: TestApp, email: string, name = 'Ana Staff') {
  const lines: string[] = [];
  const code = await runStaff(['staff', 'create', '--email', email, '--name', name, '--password-stdin'], {
    database: t.database,
    now: () => t.clock.now,
    cwd: tmpdir(),
    out: (l) => lines.push(l),
    readStdin: async () => STAFF_PASSWORD,
  });
  expect(code, lines.join('\n')).toBe(0);
}

const staffCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'nb_staff');
  return c ? { nb_staff: c.value } : undefined;
};

const staffDeviceOf = (res: LightMyRequestResponse) => res.cookies.find((x) => x.name === 'nb_staff_device')!.value;

async function staffLogin(t: TestApp, email: string, password = STAFF_PASSWORD) {
  const res = await t.post(STAFF_PATHS.login, { email, password }, { remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  return staffCookie(res)!;
}

describe.each(featureDrivers())('staff admin API on %s', (driver) => {
  let t: TestApp;
  let cookies: Record<string, string>;
  const as = (c = cookies) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, cookies: c }),
    post: (url: string, body: unknown = {}) => t.post(url, body, { cookies: c }),
    patch: (url: string, body: unknown) => t.post(url, body, { method: 'PATCH', cookies: c }),
  });

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const deps = { config: t.config, database: t.database, now: () => t.clock.now };
    await seedCampaigns(deps);
    await seedCompetitions(deps);
    await makeStaff(t, 'ana@numbloom.test');
    cookies = await staffLogin(t, 'ANA@numbloom.test');
  });
  afterAll(() => t.close());

  it('logs in with a cookie of its own, sent only to the staff API, HttpOnly and SameSite=Strict', async () => {
    const res = await t.post(STAFF_PATHS.login, { email: 'ana@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() });
    const cookie = res.cookies.find((c) => c.name === 'nb_staff')!;
    expect(cookie).toMatchObject({ path: '/api/v2/staff/', httpOnly: true, sameSite: 'Strict' });
    expect(res.cookies.find((c) => c.name === 'nb_session')).toBeUndefined();
    const me = await as({ nb_staff: cookie.value }).get(STAFF_PATHS.me);
    expect(me.json()).toMatchObject({ staff: { email: 'ana@numbloom.test', name: 'Ana Staff' } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  const wrongFrom = (email: string, ip: string, cookies?: Record<string, string>) =>
    t.post(STAFF_PATHS.login, { email, password: 'wrong password here' }, { remoteAddress: ip, ...(cookies && { cookies }) });
  const answer = (r: LightMyRequestResponse) => `${r.statusCode} ${r.json().user_message}`;

  it('refuses a wrong password with one message; 5 from one address pause that address for the account, not the account', async () => {
    await makeStaff(t, 'bo@numbloom.test', 'Bo');
    const guesser = freshIp();
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await wrongFrom('bo@numbloom.test', guesser));
    expect(tries.map((r) => r.json().user_message)).toEqual(Array(5).fill(STAFF_MESSAGES.wrongLogin));
    const paused = await t.post(STAFF_PATHS.login, { email: 'bo@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: guesser });
    expect(answer(paused)).toBe(`429 ${STAFF_MESSAGES.tooManyAttempts}`);
    // Anyone who knows a staff address could pause it from anywhere before: now only their own address waits.
    expect((await t.post(STAFF_PATHS.login, { email: 'bo@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() })).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await t.post(STAFF_PATHS.login, { email: 'bo@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: guesser })).statusCode).toBe(200);
    const unknown = await t.post(STAFF_PATHS.login, { email: 'nobody@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() });
    expect(answer(unknown)).toBe(`401 ${STAFF_MESSAGES.wrongLogin}`);
  });

  it('slows guesses spread over many addresses without locking the account, answers an unknown address alike, and never stops a browser that signed in before', async () => {
    await makeStaff(t, 'di@numbloom.test', 'Di');
    // Di's own browser signed in before and was remembered.
    const signedIn = await t.post(STAFF_PATHS.login, { email: 'di@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() });
    const device = signedIn.cookies.find((c) => c.name === 'nb_staff_device')!;
    expect(device).toMatchObject({ path: STAFF_PATHS.login, httpOnly: true, sameSite: 'Strict' });
    const known = { nb_staff_device: device.value };

    // The same guesses on a real and an unknown address, each from addresses never used twice.
    const spread = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push(answer(await wrongFrom(email, freshIp())));
      return answers;
    };
    const real = await spread('di@numbloom.test');
    expect(real).toEqual([...Array(11).fill(`401 ${STAFF_MESSAGES.wrongLogin}`), `429 ${STAFF_MESSAGES.tooManyAttempts}`]);
    expect(await spread('nobody-else@numbloom.test')).toEqual(real);

    // Di at her own browser is not stopped by others' failures, whatever address she is at.
    const mine = await t.post(STAFF_PATHS.login, { email: 'di@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp(), cookies: known });
    expect(mine.statusCode, mine.body).toBe(200);
    // A browser remembered for another account, or a made-up token, counts as unknown.
    const other = { nb_staff_device: staffDeviceOf(await t.post(STAFF_PATHS.login, { email: 'ana@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() })) };
    for (const cookies of [other, { nb_staff_device: `${device.value.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` }]) {
      expect((await t.post(STAFF_PATHS.login, { email: 'di@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp(), cookies })).statusCode).toBe(429);
    }
    // Elsewhere, the account slows rather than locks: the next try goes on after the wait.
    t.clock.advance(60_000 + 1000);
    expect((await t.post(STAFF_PATHS.login, { email: 'di@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() })).statusCode).toBe(200);
    // A known browser has a limit of its own: 5 wrong, then it waits too.
    for (let i = 0; i < 5; i++) expect((await wrongFrom('di@numbloom.test', freshIp(), known)).statusCode).toBe(401);
    expect(answer(await wrongFrom('di@numbloom.test', freshIp(), known))).toBe(`429 ${STAFF_MESSAGES.tooManyAttempts}`);
  });

  it('refuses every staff route to a visitor (401) and to a signed-in teacher (403), and a user cookie is no staff cookie', async () => {
    const { email, password } = await createUser(t, { role: 'teacher' });
    const teacher = await loginAs(t, email, password, freshIp());
    const paths = t.app.swagger().paths ?? {};
    const routes = Object.entries(paths)
      .filter(([p]) => p.startsWith('/api/v2/staff/'))
      .map(([p, ops]) => [p, Object.keys(ops ?? {}).map((m) => m.toUpperCase())] as const);
    const checked: string[] = [];
    for (const [route, methods] of routes) {
      const url = route.replace('{slug}', 'school-demo-2026').replace('{kind}', 'campaign').replace('{id}', route.includes('competitions') ? '501' : '00000000-0000-4000-8000-000000000000');
      if (url === STAFF_PATHS.login || url === STAFF_PATHS.logout || url === STAFF_PATHS.cli) continue;
      for (const method of methods) {
        const nobody = await t.post(url, {}, { method: method as 'GET' });
        expect(nobody.statusCode, `${method} ${url}`).toBe(401);
        expect(nobody.json().user_message).toBe(STAFF_MESSAGES.loginRequired);
        const asTeacher = await t.post(url, {}, { method: method as 'GET', cookies: teacher });
        expect(asTeacher.statusCode, `${method} ${url}`).toBe(403);
        expect(asTeacher.json().user_message).toBe(STAFF_MESSAGES.staffOnly);
        const forged = await t.post(url, {}, { method: method as 'GET', cookies: { nb_staff: Object.values(teacher)[0]! } });
        expect(forged.statusCode, `${method} ${url}`).toBe(401);
        checked.push(`${method} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  it('creates, edits and closes a campaign with the command line’s rules and texts, and records each change', async () => {
    const bad = await as().post(STAFF_PATHS.campaigns, {
      slug: 'bad-one',
      name: 'Bad',
      campaign_source: 'x',
      form_fields: [{ slug: 'favourite_colour', display: 'x', is_required: true }],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Form field favourite_colour NOT FOUND. Please remove from configuration.');

    const created = await as().post(STAFF_PATHS.campaigns, {
      slug: 'autumn-webinar',
      name: 'Autumn webinar',
      campaign_source: 'webinar',
      form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
      end_time: '2030-01-01T00:00:00Z',
      details: { en: { title: 'Autumn maths webinar', benefits: '- A certificate\n- The slides' }, fr: { title: 'Webinaire de maths d’automne' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ slug: 'autumn-webinar', closed: false, listed: true, is_expired: false, registrations: 0 });

    const again = await as().post(STAFF_PATHS.campaigns, { slug: 'autumn-webinar', name: 'x', campaign_source: 'x', form_fields: [{ slug: 'email', display: 'E', is_required: true }] });
    expect(again.json().user_message).toBe('A campaign with the slug autumn-webinar exists already.');

    const edited = await as().patch(STAFF_PATHS.campaign('autumn-webinar'), { name: 'Autumn webinar 2030' });
    expect(edited.json().name).toBe('Autumn webinar 2030');
    const closed = await as().post(STAFF_PATHS.campaignClose('autumn-webinar'));
    expect(closed.json()).toMatchObject({ closed: true, is_expired: true });
    const form = await t.app.inject({ method: 'GET', url: '/home/api/campaign/autumn-webinar/' });
    expect(form.json()).toMatchObject({ is_expired: true, details: { en: { title: 'Autumn maths webinar' } } });

    const audit = (await as().get(`${STAFF_PATHS.audit}?q=autumn-webinar`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['campaign.close', 'campaign.edit', 'campaign.create']);
    expect(audit.results[1]).toMatchObject({ actor: 'ana@numbloom.test', target: 'campaign autumn-webinar', detail: { changes: { name: { from: 'Autumn webinar', to: 'Autumn webinar 2030' } } } });
    expect(audit.results[0].detail.changes).toMatchObject({ closed: { from: false, to: true }, is_expired: { from: false, to: true } });
  });

  it('gives a campaign its state from its dates: one that ended in 2024 is ended, closed or not; a time saved again is kept to the second and not recorded', async () => {
    const make = async (slug: string, times: { start_time?: string; end_time?: string }) =>
      as().post(STAFF_PATHS.campaigns, { slug, name: slug, campaign_source: 'x', form_fields: [{ slug: 'email', display: 'Email', is_required: true }], ...times });
    expect((await make('ended-2024', { end_time: '2024-06-30T23:59:59Z' })).json()).toMatchObject({ status: 'ended', closed: false, is_expired: true });
    expect((await make('later-2040', { start_time: '2040-01-01T00:00:00Z', end_time: '2040-06-30T23:59:59Z' })).json()).toMatchObject({ status: 'scheduled' });
    expect((await make('on-now', { end_time: '2040-06-30T23:59:59Z' })).json()).toMatchObject({ status: 'open' });
    expect((await as().post(STAFF_PATHS.campaignClose('on-now'))).json()).toMatchObject({ status: 'closed' });
    const list = (await as().get(STAFF_PATHS.campaigns)).json().results as { slug: string; status: string }[];
    expect(Object.fromEntries(list.filter((c) => ['ended-2024', 'later-2040', 'on-now'].includes(c.slug)).map((c) => [c.slug, c.status]))).toEqual({
      'ended-2024': 'ended',
      'later-2040': 'scheduled',
      'on-now': 'closed',
    });
    // as the admin's form sends it: every setting and the fields back, in the form's own shape
    const renamed = await as().patch(STAFF_PATHS.campaign('later-2040'), {
      name: 'Later',
      end_time: '2040-06-30T23:59:59.000Z',
      form_fields: [{ slug: 'email', display: 'Email', is_required: true, options: null }],
      roles: [],
      school_types: [],
      details: {},
    });
    expect(renamed.json()).toMatchObject({ name: 'Later', end_time: '2040-06-30T23:59:59.000Z' });
    const audit = (await as().get(`${STAFF_PATHS.audit}?q=later-2040&action=campaign.edit`)).json();
    expect(audit.results[0].detail.changes).toEqual({ name: { from: 'later-2040', to: 'Later' } });
  });

  it('creates a competition, changes its stage (refusing one that does not exist) and closes it, recorded', async () => {
    const created = await as().post(STAFF_PATHS.competitions, {
      id: 9001,
      campaign: 'winter-cup',
      form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
      starts_at: '2031-01-10T09:00:00Z',
      ends_at: '2031-01-20T17:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ id: 9001, currentStage: 'created', is_open: true, starts_at: '2031-01-10T09:00:00.000Z' });
    expect((await as().post(STAFF_PATHS.competitionStage(9001), { stage: 'finished' })).statusCode).toBe(400);
    expect((await as().post(STAFF_PATHS.competitionStage(9001), { stage: 'contest' })).json().currentStage).toBe('contest');
    expect((await as().post(STAFF_PATHS.competitionClose(9001))).json()).toMatchObject({ currentStage: 'closed', enableRegistration: false, is_open: false });
    expect((await as().get(STAFF_PATHS.competition(424242))).statusCode).toBe(404);
    const audit = (await as().get(`${STAFF_PATHS.audit}?q=competition 9001`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['competition.close', 'competition.stage', 'competition.create']);
  });

  it('answers a campaign’s form-field problems under the field they are about, on create and on edit', async () => {
    const bad = await as().post(STAFF_PATHS.campaigns, {
      slug: 'field-errors',
      name: ' ',
      campaign_source: 'x',
      form_fields: [
        { slug: 'email', display: 'Email', is_required: true },
        { slug: 'favourite_colour', display: 'x', is_required: true },
        { slug: 'email', display: 'Email again', is_required: false },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      name: 'This field is required.',
      'form_fields.1.slug': 'Form field favourite_colour NOT FOUND. Please remove from configuration.',
      'form_fields.2.slug': 'Form field email is listed twice.',
    });
    const made = await as().post(STAFF_PATHS.campaigns, { slug: 'field-errors', name: 'Fields', campaign_source: 'x', form_fields: [{ slug: 'email', display: 'Email', is_required: true }] });
    expect(made.statusCode, made.body).toBe(200);
    // a role field with no options anywhere, checked against what is stored
    const edit = await as().patch(STAFF_PATHS.campaign('field-errors'), {
      form_fields: [
        { slug: 'email', display: 'Email', is_required: true },
        { slug: 'role', display: 'Role', is_required: true, options: null },
      ],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ 'form_fields.1.options': 'Please set up role drop down options' });
    const fixed = await as().patch(STAFF_PATHS.campaign('field-errors'), {
      form_fields: [
        { slug: 'email', display: 'Email', is_required: true },
        { slug: 'role', display: 'Role', is_required: true, options: null },
      ],
      roles: [
        { order: 0, display: 'Teacher', en_display: 'Teacher' },
        { order: 1, display: 'Head', en_display: 'Head' },
      ],
      // the web's API client adds the page's region and language to every write
      region_code: 'US',
      language_code: 'en',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const audit = (await as().get(`${STAFF_PATHS.audit}?q=field-errors&action=campaign.edit`)).json();
    expect(audit.results[0]).toMatchObject({ actor: 'ana@numbloom.test', detail: { changes: { roles: { from: [], to: [{ display: 'Teacher' }, { display: 'Head' }] } } } });
  });

  it('creates, edits and closes a challenge, with each problem under its field, lists its registrations, and records each change', async () => {
    const now = t.clock.now.getTime();
    const iso = (days: number) => new Date(now + days * 24 * 3600 * 1000).toISOString();
    const body = {
      names: { en: 'Staff Admin Week', fr: 'Semaine de l’admin' },
      descriptions: { en: 'Adding up.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode'],
      registration_opens_at: iso(-1),
      registration_closes_at: iso(5),
      warmup_starts_at: iso(2),
      contest_starts_at: iso(3),
      contest_ends_at: iso(6),
      time_zone: 'Europe/London',
      target: 10,
    };
    const bad = await as().post(CHALLENGE_PATHS.staff, { ...body, names: { fr: 'Sans anglais' }, grades: [], tier_rule: { ruby: 50, platinum: 80, gold: 50, silver: 20 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      names: 'Give at least the English text.',
      grades: expect.any(String),
      tier_rule: 'Each tier needs at least the share of the one below it, and silver more than zero.',
    });
    const rules = await as().post(CHALLENGE_PATHS.staff, { ...body, time_zone: 'Mars/Olympus', activity_ids: ['no-such-activity'], contest_ends_at: iso(1) });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().errors).toEqual({
      contest_ends_at: CHALLENGE_MESSAGES.invalidWindows,
      registration_closes_at: CHALLENGE_MESSAGES.invalidWindows,
      time_zone: CHALLENGE_MESSAGES.invalidTimeZone,
      activity_ids: 'These are not episodes or word-problem sets: no-such-activity.',
    });

    const created = await as().post(CHALLENGE_PATHS.staff, body);
    expect(created.statusCode, created.body).toBe(200);
    const uuid = created.json().uuid as string;
    expect(created.json()).toMatchObject({ stage: 'registration', target_kind: 'stars', min_participants: 5, tier_rule: { ruby: 100 } });
    const edited = await as().patch(CHALLENGE_PATHS.staffOne(uuid), { target: 12, names: { en: 'Staff Admin Week 2' } });
    expect(edited.json()).toMatchObject({ target: 12, names: { en: 'Staff Admin Week 2' } });

    // a teacher registers a class; staff see it, with who registered it
    const { email, password } = await createUser(t, { role: 'teacher' });
    const teacher = await loginAs(t, email, password, freshIp());
    const klass = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Class Admin' }, { cookies: teacher })).json().classes.at(-1);
    const reg = await t.post(CHALLENGE_PATHS.registration, { challenge: uuid, class_ids: [klass.id], hide_names: true }, { cookies: teacher });
    expect(reg.statusCode, reg.body).toBe(200);
    const regs = (await as().get(CHALLENGE_PATHS.staffRegistrations(uuid))).json();
    expect(regs.results).toEqual([
      expect.objectContaining({ kind: 'class', class_name: 'Class Admin', hide_names: true, players: 0, registered_by: { name: 'Sam Lee', email, role: 'teacher' } }),
    ]);
    expect((await as().get(CHALLENGE_PATHS.staffRegistrations('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);

    const closed = await as().post(CHALLENGE_PATHS.staffClose(uuid));
    expect(closed.json().stage).toBe('over');
    const audit = (await as().get(`${STAFF_PATHS.audit}?q=${uuid}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['challenge.close', 'challenge.edit', 'challenge.create']);
    expect(audit.results[1]).toMatchObject({ actor: 'ana@numbloom.test', detail: { changes: { target: { from: 10, to: 12 } } } });
  });

  it('lists, searches, opens and exports registrations', async () => {
    const cfg = (await t.app.inject({ method: 'GET', url: '/home/api/campaign/school-demo-2026/' })).json();
    const values = {
      first_name: 'Zoë',
      last_name: 'Searchable',
      email: 'zoe.search@example.org',
      phone: '+44 20 7946 0000',
      role: 1,
      school_type: 0,
      termsAgreed: true,
      school: {
        kind: 'manual' as const,
        school: { region: { value: 'GB', subregions: [] }, name: 'Kiln Lane Primary', address: '1 Lane', city: 'York', sub_region: '', sub_region_item: null, zip_code: 'YO1 7HH', code: '' },
      },
    };
    const reg = await t.post('/api/v2/accounts/homepage-campaign/', campaignPayload({ config: cfg, values, type: 'register', region: 'uk', language: 'en' }));
    expect(reg.statusCode, reg.body).toBe(200);
    const list = (await as().get(`${STAFF_PATHS.registrations}?kind=campaign&q=kiln lane`)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: reg.json().id, event: 'school-demo-2026', school: 'Kiln Lane Primary', last_name: 'Searchable' });
    expect((await as().get(`${STAFF_PATHS.registrations}?kind=campaign&event=school-demo-2026&q=nobody-like-this`)).json().count).toBe(0);
    const one = await as().get(STAFF_PATHS.registration('campaign', reg.json().id));
    expect(one.json().email).toBe('zoe.search@example.org');
    const csv = await as().get(`${STAFF_PATHS.registrationsCsv}?kind=campaign&event=school-demo-2026`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="campaign-registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toContain('Kiln Lane Primary');
    expect((await as().get(`${STAFF_PATHS.registrations}?kind=campaign&event=no-such-campaign`)).statusCode).toBe(404);
  });

  it('marks a contact enquiry answered, searchable by status, recorded, and exports enquiries', async () => {
    expect((await t.post('/api/v2/contact/', { your_name: 'Rosa Diaz', email: 'rosa@example.org', message: 'Pricing for 3 schools?' })).statusCode).toBe(200);
    const found = (await as().get(`${STAFF_PATHS.enquiries}?q=rosa&status=new`)).json();
    expect(found.count).toBe(1);
    const id = found.results[0].id as string;
    expect((await as().patch(STAFF_PATHS.enquiry(id), { status: 'closed' })).statusCode).toBe(400);
    const answered = await as().patch(STAFF_PATHS.enquiry(id), { status: 'answered' });
    expect(answered.json().status).toBe('answered');
    expect((await as().get(`${STAFF_PATHS.enquiries}?q=rosa&status=new`)).json().count).toBe(0);
    const audit = (await as().get(`${STAFF_PATHS.audit}?action=enquiry.status`)).json();
    expect(audit.results[0]).toMatchObject({ target: 'enquiry from rosa@example.org', detail: { changes: { status: { from: 'new', to: 'answered' } } } });
    const csv = await as().get(`${STAFF_PATHS.enquiriesCsv}?q=rosa`);
    expect(csv.body).toContain('answered,enquiry,Rosa Diaz,rosa@example.org');
    expect((await as().get(STAFF_PATHS.enquiry('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });

  it('finds a system report by its number and exports reports', async () => {
    const sent = await t.post(HELPDESK_PATHS.systemReport, reportBody({ school: 'Harbour View School' }), { remoteAddress: freshIp() });
    const { number, id } = sent.json();
    const found = (await as().get(`${STAFF_PATHS.systemReports}?q=${number}`)).json();
    expect(found.results.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await as().get(`${STAFF_PATHS.systemReports}?q=harbour`)).json().results[0]).toMatchObject({ number, school: 'Harbour View School', overall: 'failed' });
    expect((await as().patch(STAFF_PATHS.systemReport(id), { status: 'answered' })).json().status).toBe('answered');
    const csv = await as().get(`${STAFF_PATHS.systemReportsCsv}?q=harbour`);
    expect(csv.body.split('\r\n')[0]).toContain('stream_status,stream_detail');
    expect(csv.body).toContain(`${number},${id}`);
  });

  it('lists and exports leads', async () => {
    const lead = await t.post('/api/v2/pardot/submit-data/', {
      email: 'lead@example.org',
      first_name: 'Lee',
      marketing_subscriber: 'true',
      form_type: 'Demo',
      form_id: 'demo-request-2026',
      env: 'localhost',
      locale: 'us-en',
      endpoint_id: 'x',
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const list = (await as().get(`${STAFF_PATHS.leads}?q=lead@example.org`)).json();
    expect(list.results[0]).toMatchObject({ email: 'lead@example.org', form_id: 'demo-request-2026' });
    expect((await as().get(`${STAFF_PATHS.leadsCsv}?q=lead@`)).body).toContain('lead@example.org');
  });

  it('ends the session at logout, and a disabled account at once', async () => {
    const mine = await staffLogin(t, 'ana@numbloom.test');
    expect((await as(mine).post(STAFF_PATHS.logout)).statusCode).toBe(200);
    expect((await as(mine).get(STAFF_PATHS.me)).statusCode).toBe(401);

    await makeStaff(t, 'cy@numbloom.test', 'Cy');
    const cy = await staffLogin(t, 'cy@numbloom.test');
    const lines: string[] = [];
    await runStaff(['staff', 'disable', 'cy@numbloom.test'], { database: t.database, now: () => t.clock.now, cwd: tmpdir(), out: (l) => lines.push(l) });
    expect((await as(cy).get(STAFF_PATHS.me)).statusCode).toBe(401);
    expect((await t.post(STAFF_PATHS.login, { email: 'cy@numbloom.test', password: STAFF_PASSWORD }, { remoteAddress: freshIp() })).statusCode).toBe(401);
  });

  it('sends /staff/… to the visitor’s own site, where the admin’s pages are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/staff/' });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/us/en/staff/');
    const deep = await t.app.inject({ method: 'GET', url: '/staff/system-reports/abc/?x=1', cookies: { numbloom_locale_iso: 'ca-fr' } });
    expect(deep.headers.location).toBe('/ca/fr/staff/system-reports/abc/?x=1');
    expect((await t.app.inject({ method: 'GET', url: '/staff//evil.example/' })).headers.location).toBe('/us/en/staff/evil.example/');
  });

  it('times a session out after two idle hours', async () => {
    const mine = await staffLogin(t, 'ana@numbloom.test');
    t.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await as(mine).get(STAFF_PATHS.me)).statusCode).toBe(401);
  });
});

describe('the staff command line through a running server', () => {
  let t: TestApp;
  let link: CliLink;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp({ staffCliToken: 'test-token-0123456789abcdef0123456789abcdef' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    link = { url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, token: 'test-token-0123456789abcdef0123456789abcdef' };
    dir = mkdtempSync(path.join(tmpdir(), 'numbloom-cli-'));
  });
  afterAll(() => t.close());

  const remote = async (argv: string[], opts: { stdin?: string; token?: string } = {}) => {
    const lines: string[] = [];
    const code = await runThroughServer({ ...link, token: opts.token ?? link.token }, argv, {
      cwd: dir,
      who: 'tester@laptop',
      out: (l) => lines.push(l),
      readStdin: async () => opts.stdin ?? '',
      readFile: (file) => readFileSync(path.resolve(dir, file), 'utf8'),
      write: (file, data) => writeFileSync(file, data),
    });
    return { code, text: lines.join('\n') };
  };

  it('runs commands in the server, records them as the command line, and writes exports where it runs', async () => {
    const made = await remote(['staff', 'create', '--email', 'dee@numbloom.test', '--name', 'Dee', '--password-stdin'], { stdin: STAFF_PASSWORD });
    expect(made, made.text).toMatchObject({ code: 0 });
    writeFileSync(path.join(dir, 'c.json'), JSON.stringify({ slug: 'via-server', name: 'Via server', campaign_source: 'm_rd', form_fields: [{ slug: 'email', display: 'Email', is_required: true }] }));
    expect((await remote(['campaign', 'create', '--file', 'c.json'])).text).toBe('Created campaign via-server (id 1).');
    expect((await remote(['campaign', 'list'])).text).toMatch(/via-server\topen\tVia server/);
    const exported = await remote(['campaign', 'export', 'via-server', '--out', 'out.csv']);
    expect(exported.text).toBe(`0 registrations written to ${path.join(dir, 'out.csv')}`);
    expect(readFileSync(path.join(dir, 'out.csv'), 'utf8')).toContain('registration_id');
    const audit = await remote(['audit']);
    expect(audit.text).toMatch(/command line \(tester@laptop\)\tcampaign.create\tcampaign via-server/);
    expect(audit.text).toMatch(/command line \(tester@laptop\)\tstaff.create\tstaff dee@numbloom.test/);
    expect((await remote(['campaign', 'create', '--file', 'missing.json'])).text).toBe('Error: Cannot read the file missing.json.');
  });

  it('makes and shows a password when none is given, and refuses a short one', async () => {
    const made = await remote(['staff', 'create', '--email', 'eve@numbloom.test', '--name', 'Eve']);
    expect(made.text).toMatch(/^Created staff account eve@numbloom.test \(Eve\).\nPassword, shown once: \S{24}$/);
    const short = await remote(['staff', 'create', '--email', 'fay@numbloom.test', '--name', 'Fay', '--password-stdin'], { stdin: 'short pass' });
    expect(short.code).toBe(1);
    expect(short.text).toContain('A staff password has at least 12 characters.');
  });

  it('refuses a wrong token, and a server started without one refuses everyone', async () => {
    const wrong = await remote(['campaign', 'list'], { token: 'not-the-token' });
    expect(wrong.code).toBe(1);
    expect(wrong.text).toContain(STAFF_MESSAGES.cliTokenInvalid);
    const plain = await createTestApp();
    const res = await plain.post(STAFF_PATHS.cli, { argv: ['campaign', 'list'], cwd: '/', who: 'x' }, { headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(401);
    await plain.close();
  }, 60_000);
});

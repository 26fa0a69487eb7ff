import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { campaignPayload, type CampaignConfig } from '@numbloom/domain/campaign';
import { prepareRegistration, type RegistrationFormValues } from '@numbloom/domain/registration';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { seed as seedCampaigns } from './seed.ts';
import { SCHOOL_ROLE_OPTIONS } from '@numbloom/domain/content';
import { SEEDED_FIELD_LABELS, SEEDED_SCHOOL_TYPES } from '@numbloom/domain/registration-config';
import { seed as seedSchools } from '../schools/seed.ts';
import { campaignRegistrations } from './tables.ts';
import { insertSchools } from '../schools/store.ts';
import { createCampaign } from './service.ts';
import { UI_LANGUAGES } from '@numbloom/domain/regions';

const PATH = '/api/v2/accounts/homepage-campaign/';

describe.each(testDrivers())('campaign registration on %s', (driver) => {
  let t: TestApp;
  let demo: CampaignConfig;
  let sales: CampaignConfig;
  let schoolId: number;

  const rows = async () => (await t.database.db.select({ n: count() }).from(campaignRegistrations))[0]!.n;
  const config = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/home/api/campaign/${slug}/` })).json() as CampaignConfig;

  const values = (over: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
    first_name: 'Maria',
    last_name: 'Lopez',
    email: 'Maria.Lopez@Example.org',
    phone: '+1 (201) 555-0123',
    role: 0,
    school_type: 1,
    school: {
      kind: 'searched',
      school: { id: schoolId, name: 'x', address1: '', address: '', city: '', zip_code: '', code: '', state: '', state_order: null, sub_region: '', country: 'US' },
    },
    termsAgreed: true,
    signupForEmail: true,
    ...over,
  });
  const payload = (over: Partial<RegistrationFormValues> = {}, cfg: CampaignConfig = demo) =>
    campaignPayload({ config: cfg, values: prepareRegistration(values(over)), type: 'demo', region: 'us', language: 'en', utm: { utm_source: 'newsletter' } });

  beforeAll(async () => {
    t = await createTestApp({ driver });
    const deps = { config: t.config, database: t.database, now: () => t.clock.now };
    await seedSchools(deps);
    await seedCampaigns(deps);
    await insertSchools(t.database.db, [{ name: 'Riverbend Elementary School', city: 'Austin', state: 'TX', code: 'CAMP-1', country: 'US' }]);
    const found = (await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=riverbend%20elementary' })).json();
    schoolId = found[0].id;
    demo = await config('school-demo-2026');
    sales = await config('sales-enquiry-2026');
  }, 120_000);
  afterAll(() => t.close());

  it('serves the spec §3 config of a campaign by slug', async () => {
    expect(demo).toMatchObject({
      slug: 'school-demo-2026',
      is_expired: false,
      show_terms_checkbox: true,
      get_enterprise_invite_link_for_teachers: true,
      get_b2c_enterprise_invite_link_for_parents: false,
      campaign_source: 'm_rd',
      form_handler_id: 'demo-request-2026',
    });
    expect(demo.form_fields.map((f) => f.slug)).toContain('school');
    expect(demo.roles[0]).toEqual({ order: 0, display: 'Teacher', en_display: 'Teacher' });
    const unknown = await t.app.inject({ method: 'GET', url: '/home/api/campaign/no-such-campaign/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().user_message).toBe('This campaign was not found.');
  });

  it('names each seeded campaign in every language the site has, and labels its fields with texts a page can show in its own', async () => {
    for (const cfg of [demo, sales, await config('back-to-school-2024')]) {
      for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) expect(cfg.details?.[language]?.title, `${cfg.slug} ${language}`).toMatch(/\S/);
      // every label and option is one the web catalogues translate (SEEDED_FIELD_LABELS, the role and school-type lists)
      for (const f of cfg.form_fields) expect(SEEDED_FIELD_LABELS as readonly string[], f.slug).toContain(f.display);
      for (const o of cfg.school_types) expect(SEEDED_SCHOOL_TYPES as readonly string[]).toContain(o.en_display);
      for (const o of cfg.roles) expect(['Teacher', ...SCHOOL_ROLE_OPTIONS] as readonly string[]).toContain(o.en_display);
    }
  });

  it('says an expired campaign is expired, with its expired_url', async () => {
    const expired = await config('back-to-school-2024');
    expect(expired.is_expired).toBe(true);
    expect(expired.expired_url).toBe('/us/en/');
  });

  it('stores a valid registration with the school from our table, phone and email prepared', async () => {
    const res = await t.post(PATH, { ...payload(), region_code: 'US', language_code: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', id: expect.any(String) });
    const [row] = await t.database.db.select().from(campaignRegistrations);
    expect(row).toMatchObject({
      email: 'maria.lopez@example.org',
      phone: '+12015550123',
      role: 0,
      roleLabel: 'Teacher',
      schoolType: 1,
      schoolTypeLabel: 'Private',
      regionalSchool: schoolId,
      region: 'US',
      localeSlug: 'US/en',
      competitionId: 10000001,
      termsAgreed: true,
      signupForEmail: true,
      utm: { utm_source: 'newsletter' },
    });
    // the browser said the school was called 'x': the server took the name from its own table
    expect(row!.schoolDetail).toMatchObject({ name: 'Riverbend Elementary School', city: 'Austin', region: 'US', school_type: 1 });
  });

  it('stores the same submission once however often it is sent', async () => {
    const body = payload({ email: 'twice@example.org' });
    const before = await rows();
    const first = await t.post(PATH, body);
    const second = await t.post(PATH, body);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await rows()).toBe(before + 1);
  });

  it('stores a manually entered school as school_detail with no regional_school', async () => {
    const res = await t.post(
      PATH,
      payload({
        email: 'manual@example.org',
        school: {
          kind: 'manual',
          school: {
            region: { value: 'AU', subregions: [] },
            name: 'Koala Creek Public School',
            address: '1 Gum Rd',
            city: 'Dubbo',
            sub_region: '',
            sub_region_item: { value: 'NSW', display: 'New South Wales' },
            zip_code: '2830',
            code: '',
          },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  const bad: Array<[string, () => unknown, string, string]> = [
    ['no first name', () => payload({ first_name: '  ' }), 'first_name', 'This field is required.'],
    ['no last name', () => ({ ...payload(), last_name: undefined }), 'last_name', 'This field is required.'],
    ['no email', () => payload({ email: '' }), 'email', 'This field is required.'],
    ['no phone', () => payload({ phone: '' }), 'phone', 'This field is required.'],
    ['no role', () => payload({ role: null }), 'role', 'Role at school is required.'],
    ['no school type', () => payload({ school_type: null }), 'school_type', 'School type is required.'],
    ['no school', () => payload({ school: null }), 'school', 'Please select your school.'],
    ['terms not agreed', () => payload({ termsAgreed: false }), 'termsAgreed', 'Please agree to our Terms of Use and Privacy Policy'],
    ['a name with special characters', () => payload({ first_name: 'Ann<b>' }), 'first_name', 'Name contains invalid characters.'],
    ['a name with a tab', () => payload({ last_name: 'Lo\tpez' }), 'last_name', 'Name contains invalid characters.'],
    ['a phone with five digits', () => payload({ phone: '12-345' }), 'phone', 'Invalid phone number.'],
    ['a bad email', () => payload({ email: 'maria@' }), 'email', 'Invalid email address.'],
    ['a 51-character name', () => payload({ first_name: 'a'.repeat(51) }), 'first_name', 'Please use at most 50 characters.'],
    ['a 255-character email', () => payload({ email: `${'a'.repeat(243)}@example.org` }), 'email', 'Please use at most 254 characters.'],
    ['a 256-character message', () => payload({ message: 'm'.repeat(256) }), 'message', 'Please use at most 255 characters.'],
    ['a role that is not an option', () => payload({ role: 99 }), 'role', 'Invalid input.'],
    ['a negative school type', () => payload({ school_type: -1 }), 'school_type', 'Invalid input.'],
    ['a role sent as text', () => ({ ...payload(), role: '1' }), 'role', 'Invalid input.'],
    ['an unknown field', () => ({ ...payload(), is_staff: true }), 'is_staff', 'Unknown field.'],
    ['a school id we do not have', () => ({ ...payload(), regional_school: 987654321 }), 'school', 'This school was not found.'],
    [
      'a manual school without a city',
      () => ({ ...payload(), regional_school: null, school_detail: { region: 'US', name: 'Lake School', address: '1 Rd', city: '', zip_code: '1', sub_region: 'WI' } }),
      'school',
      'City is required.',
    ],
    [
      'a manual school in a country with states but none chosen',
      () => ({ ...payload(), regional_school: null, school_detail: { region: 'US', name: 'Lake School', address: '1 Rd', city: 'X', zip_code: '1', sub_region: '' } }),
      'school',
      'State/Province is required.',
    ],
    ['a NUL character in a name', () => payload({ first_name: 'Ann\u0000' }), 'first_name', TEXT_MESSAGES.controlCharacter],
    ['a school id beyond 32 bits', () => ({ ...payload(), regional_school: 1e12 }), 'regional_school', 'Invalid input.'],
    ['a campaign id beyond 32 bits', () => ({ ...payload(), event_detail: { ...payload().event_detail, id: 2 ** 40 } }), 'event_detail.id', 'Invalid input.'],
    ['a competition_id beyond 32 bits', () => ({ ...payload(), competition_id: 2 ** 33 }), 'competition_id', 'Invalid input.'],
    ['event_detail missing', () => ({ ...payload(), event_detail: undefined }), 'event_detail', 'Invalid input.'],
    ['a bad locale_slug', () => ({ ...payload(), locale_slug: 'english' }), 'locale_slug', expect.any(String) as unknown as string],
  ];

  it.each(bad)('refuses %s with a message on the field and stores nothing', async (_label, body, field, message) => {
    const before = await rows();
    const res = await t.post(PATH, body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual(message);
    expect(res.json().user_message).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
  });

  it('stores a phone number in E.164 when it is valid for its country, and refuses words, a number without its country and 18 digits (spec §5, §9)', async () => {
    const ok = await t.post(PATH, payload({ email: 'ukphone@example.org', phone: '+44 20 7946 0958' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select({ phone: campaignRegistrations.phone }).from(campaignRegistrations).where(eq(campaignRegistrations.email, 'ukphone@example.org'));
    expect(row?.phone).toBe('+442079460958');
    for (const phone of ['call me maybe 5550100', '5550100', '+102079460958', '+1 ' + '2'.repeat(18)]) {
      const refused = await t.post(PATH, payload({ email: 'longerphone@example.org', phone }));
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().errors, phone).toEqual({ phone: 'Invalid phone number.' });
    }
  });

  it('checks termsAgreed only when the campaign shows the checkbox', async () => {
    const res = await t.post(PATH, payload({ email: 'noterms@example.org', termsAgreed: false }, sales));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('takes an optional student list on the campaign form, and refuses an executable, a blocked type, a big file or broken base64', async () => {
    const list = Buffer.from('first_name,last_name\nAva,Nguyen\n');
    const withList = (b64: string, ext: string) => payload({ email: `list-${ext}-${b64.length}@example.org`, student_list_b64: b64, student_list_extension: ext }, sales);
    const ok = await t.post(PATH, withList(list.toString('base64'), 'csv'));
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = (await t.database.db.select().from(campaignRegistrations)).find((r) => r.id === ok.json().id)!;
    expect(Buffer.from(stored.studentList!).equals(list)).toBe(true);
    expect(stored.studentListExtension).toBe('csv');
    const cases: Array<[string, string, string]> = [
      [list.toString('base64'), 'exe', 'You must not select an executable file'],
      [list.toString('base64'), 'bat', 'Invalid file extension.'],
      [Buffer.alloc(524288, 65).toString('base64'), 'csv', 'The file you select must be less than 0.5MB'],
      ['not*base64', 'csv', 'The file you selected could not be read. Please choose it again.'],
    ];
    for (const [b64, ext, message] of cases) {
      const before = await rows();
      const res = await t.post(PATH, withList(b64, ext));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.student_list_b64).toBe(message);
      expect(await rows()).toBe(before);
    }
    // without a list the campaign form does not ask for one
    expect((await t.post(PATH, payload({ email: 'nolist@example.org' }, sales))).statusCode).toBe(200);
  });

  it('refuses a registration for an expired campaign with 410', async () => {
    const expired = await config('back-to-school-2024');
    const before = await rows();
    const res = await t.post(PATH, payload({}, expired));
    expect(res.statusCode).toBe(410);
    expect(res.json().user_message).toBe('This campaign has ended and no longer takes registrations.');
    expect(await rows()).toBe(before);
  });

  it('expires a campaign when its end time passes (the app clock)', async () => {
    await createCampaign(t.database.db, {
      slug: 'ends-soon',
      name: 'Ends soon',
      campaign_source: 'm_rd',
      end_time: new Date(t.clock.now.getTime() + 60_000).toISOString(),
      show_terms_checkbox: false,
      form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
    });
    const cfg = await config('ends-soon');
    expect(cfg.is_expired).toBe(false);
    expect((await t.post(PATH, campaignPayload({ config: cfg, values: { email: 'a@b.org' }, type: 'x', region: 'us', language: 'en' }))).statusCode).toBe(200);
    t.clock.advance(120_000);
    expect((await config('ends-soon')).is_expired).toBe(true);
    const late = await t.post(PATH, campaignPayload({ config: cfg, values: { email: 'late@b.org' }, type: 'x', region: 'us', language: 'en' }));
    expect(late.statusCode).toBe(410);
  });

  it('refuses an unknown campaign id with 404', async () => {
    const res = await t.post(PATH, { ...payload(), event_detail: { ...payload().event_detail, id: 999999 } });
    expect(res.statusCode).toBe(404);
  });

  it('refuses broken JSON, a wrong content type and a body over the limit without a 500', async () => {
    const broken = await t.post(PATH, '{"first_name":', { headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const text = await t.post(PATH, 'first_name=Ann', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const huge = await t.post(PATH, { ...payload(), student_list_b64: 'A'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().user_message).toBe('The data sent is too large.');
    const array = await t.post(PATH, [1, 2, 3]);
    expect(array.statusCode).toBe(400);
  });

  it('stores 200 concurrent registrations as 200 rows', async () => {
    const before = await rows();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.post(PATH, payload({ email: `teacher${i}@school.example.org` }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    expect(await rows()).toBe(before + 200);
  }, 120_000);

  it('refuses a post without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: PATH, payload: payload() });
    expect(res.statusCode).toBe(403);
  });
});

import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { competitionPayload, type CompetitionConfig, type CompetitionList } from '@numbloom/domain/competition';
import { prepareRegistration, type RegistrationFormValues } from '@numbloom/domain/registration';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { seed as seedCompetitions } from './seed.ts';
import { competitionRegistrations } from './tables.ts';
import { closeCompetition, editCompetition } from './service.ts';

const list = Buffer.from('first_name,last_name,grade\r\nAva,Nguyen,3\r\nLiam,Okafor,3\r\n');

describe.each(testDrivers())('competitions on %s', (driver) => {
  let t: TestApp;
  let cfg: CompetitionConfig;
  const rows = async () => (await t.database.db.select({ n: count() }).from(competitionRegistrations))[0]!.n;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const values = (over: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'Priya.Shah@school.example.org',
    phone: '+61 (02) 9876 5432',
    role: 1,
    school_type: 0,
    school: {
      kind: 'manual',
      school: {
        region: { value: 'AU', subregions: [] },
        name: 'Wattle Grove Public School',
        address: '12 Banksia St',
        city: 'Parramatta',
        sub_region: '',
        sub_region_item: { value: 'NSW', display: 'New South Wales' },
        zip_code: '2150',
        code: '',
      },
    },
    student_list_b64: list.toString('base64'),
    student_list_extension: 'csv',
    termsAgreed: true,
    signupForEmail: false,
    ...over,
  });
  const payload = (over: Partial<RegistrationFormValues> = {}, config: CompetitionConfig = cfg) =>
    competitionPayload({ config, values: prepareRegistration(values(over)), campaignName: 'numbers-cup-2026', region: 'au', utm: { utm_campaign: 'cup' } });
  const path = (id: number) => `/api/v2/competition/${id}/register/`;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedCompetitions({ config: t.config, database: t.database, now: () => t.clock.now });
    cfg = (await get('/home/api/competition/503/')).json();
  }, 120_000);
  afterAll(() => t.close());

  it('lists competitions with the open one first, in the spec §3 shape', async () => {
    const res = await get('/api/v2/competition/?region_code=US&language_code=en');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CompetitionList;
    expect(body.count).toBe(5);
    expect(body.results[0]).toEqual({ id: 503, campaign: 'numbers-cup-2026', enableRegistration: true, currentStage: 'contest' });
    expect(body.results.map((r) => r.currentStage)).toEqual(['contest', 'warmup', 'created', 'closed', 'ended']);
    const one = (await get('/api/v2/competition/?campaign=numbers-cup-2025')).json() as CompetitionList;
    expect(one.results).toEqual([{ id: 504, campaign: 'numbers-cup-2025', enableRegistration: true, currentStage: 'ended' }]);
    expect(((await get('/api/v2/competition/?campaign=nothing')).json() as CompetitionList).results).toEqual([]);
  });

  it('serves a competition form config by id, and 404 for an unknown one', async () => {
    expect(cfg).toMatchObject({ competition_id: 503, thank_you_url: '/us/en/thank-you/', registration_off_url: '' });
    expect(cfg.form_fields.map((f) => f.slug)).toEqual(['first_name', 'last_name', 'email', 'phone', 'role', 'school', 'school_type', 'student_list_b64']);
    expect((await get('/home/api/competition/505/')).json().registration_off_url).toBe('false');
    const missing = await get('/home/api/competition/999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().user_message).toBe('This competition was not found.');
    expect((await get('/home/api/competition/abc/')).statusCode).toBe(400);
  });

  it('serves the student list template it links to', async () => {
    const res = await get(cfg.student_template_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.split('\r\n')[0]).toBe('first_name,last_name,grade,class_name');
  });

  it('stores a registration with the list decoded, its extension and the utm parameters', async () => {
    const res = await t.post(path(503), { ...payload(), region_code: 'AU', language_code: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(competitionRegistrations);
    expect(row).toMatchObject({
      competitionId: 503,
      email: 'priya.shah@school.example.org',
      phone: '+61298765432',
      campaignName: 'numbers-cup-2026',
      region: 'AU',
      regionalSchool: null,
      studentListExtension: 'csv',
      termsAgreed: true,
      utm: { utm_campaign: 'cup' },
    });
    expect(row!.schoolDetail).toMatchObject({ name: 'Wattle Grove Public School', region: 'AU', sub_region: 'NSW' });
    expect(Buffer.from(row!.studentList!).equals(list)).toBe(true);
  });

  it('stores the same submission once', async () => {
    const body = payload({ email: 'once@example.org' });
    const before = await rows();
    const a = await t.post(path(503), body);
    const b = await t.post(path(503), body);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await rows()).toBe(before + 1);
  });

  const bad: Array<[string, () => unknown, string, string]> = [
    ['terms not ticked', () => payload({ termsAgreed: false }), 'termsAgreed', 'Please agree to our Terms of Use and Privacy Policy'],
    ['terms missing', () => ({ ...payload(), termsAgreed: undefined }), 'termsAgreed', 'Please agree to our Terms of Use and Privacy Policy'],
    ['no student list', () => ({ ...payload(), studentListFileBase64: undefined, studentListFileExtension: undefined }), 'student_list_b64', 'Student list is required.'],
    ['an executable list', () => ({ ...payload(), studentListFileExtension: 'exe' }), 'student_list_b64', 'You must not select an executable file'],
    ['a blocked extension', () => ({ ...payload(), studentListFileExtension: 'js' }), 'student_list_b64', 'Invalid file extension.'],
    ['a list of 524288 bytes', () => ({ ...payload(), studentListFileBase64: Buffer.alloc(524288, 1).toString('base64') }), 'student_list_b64', 'The file you select must be less than 0.5MB'],
    ['broken base64', () => ({ ...payload(), studentListFileBase64: 'abc' }), 'student_list_b64', 'The file you selected could not be read. Please choose it again.'],
    ['no email', () => payload({ email: ' ' }), 'email', 'This field is required.'],
    ['a bad email', () => payload({ email: 'priya@@x.org' }), 'email', 'Invalid email address.'],
    ['a short phone', () => payload({ phone: '12345' }), 'phone', 'Invalid phone number.'],
    ['a name with a newline', () => payload({ first_name: 'Pri\nya' }), 'first_name', 'Name contains invalid characters.'],
    ['no school', () => payload({ school: null }), 'school', 'Please select your school.'],
    ['no role', () => payload({ role: null }), 'role', 'Role at school is required.'],
    ['a competitionId that is not the one in the path', () => ({ ...payload(), competitionId: 502 }), 'competitionId', 'Invalid input.'],
    ['the wrong type for termsAgreed', () => ({ ...payload(), termsAgreed: 'yes' }), 'termsAgreed', 'Invalid input.'],
    ['an unknown field', () => ({ ...payload(), student_list_b64: 'eA==' }), 'student_list_b64', 'Unknown field.'],
    ['a NUL character in the school name', () => ({ ...payload(), schoolDetail: { ...payload().schoolDetail!, name: 'A\u0000B' } }), 'schoolDetail.name', TEXT_MESSAGES.controlCharacter],
    ['a school id beyond 32 bits', () => ({ ...payload(), regional_school: 2 ** 31 }), 'regional_school', 'Invalid input.'],
  ];

  it.each(bad)('refuses %s with its message and stores nothing', async (_label, body, field, message) => {
    const before = await rows();
    const res = await t.post(path(503), body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await rows()).toBe(before);
  });

  it('accepts a list of 524287 bytes', async () => {
    const res = await t.post(path(503), { ...payload({ email: 'big@example.org' }), studentListFileBase64: Buffer.alloc(524287, 1).toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [504, 'ended'],
    [505, 'closed and disabled'],
  ])('refuses a registration for competition %s (%s) with 403 and stores nothing', async (id) => {
    const before = await rows();
    const config = (await get(`/home/api/competition/${id}/`)).json();
    const res = await t.post(path(id), payload({}, config));
    expect(res.statusCode).toBe(403);
    expect(res.json().user_message).toBe('Registration for this competition is closed.');
    expect(await rows()).toBe(before);
  });

  it('takes registrations in the created and warmup stages, and stops when staff close it', async () => {
    for (const id of [501, 502]) {
      const config = (await get(`/home/api/competition/${id}/`)).json();
      expect((await t.post(path(id), payload({ email: `stage${id}@example.org` }, config))).statusCode).toBe(200);
    }
    await editCompetition(t.database.db, 502, { currentStage: 'contest' });
    const config = (await get('/home/api/competition/502/')).json();
    await closeCompetition(t.database.db, 502);
    expect((await t.post(path(502), payload({ email: 'after-close@example.org' }, config))).statusCode).toBe(403);
    const item = ((await get('/api/v2/competition/?id=502')).json() as CompetitionList).results[0];
    expect(item).toEqual({ id: 502, campaign: 'spring-challenge-2027', enableRegistration: false, currentStage: 'closed' });
  });

  it('answers an unknown competition with 404', async () => {
    const res = await t.post(path(999), { ...payload(), competitionId: 999 });
    expect(res.statusCode).toBe(404);
  });

  it('stores 200 concurrent registrations as 200 rows', async () => {
    const before = await rows();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.post(path(503), payload({ email: `school${i}@example.org` }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(200);
    expect(await rows()).toBe(before + 200);
  }, 120_000);
});

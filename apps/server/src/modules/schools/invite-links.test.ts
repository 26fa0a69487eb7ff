import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { insertSchools } from './store.ts';

const URL_BASE = '/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/';

describe.each(testDrivers())('enterprise invite links on %s', (driver) => {
  let t: TestApp;
  let schoolId: number;
  const get = (query: string) => t.app.inject({ method: 'GET', url: `${URL_BASE}?${query}` });

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await insertSchools(t.database.db, [{ name: 'Invite Test School', code: 'INV-1', country: 'US' }]);
    schoolId = (await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=invite%20test' })).json()[0].id;
  }, 120_000);
  afterAll(() => t.close());

  it('gives a teacher and a parent link for invite_type=1,2, the same ones every time', async () => {
    const first = await get(`school_id=${schoolId}&invite_type=1,2&region_code=US&language_code=en`);
    expect(first.statusCode).toBe(200);
    const links = first.json() as Array<{ type: number; link: string }>;
    expect(links.map((l) => l.type)).toEqual([1, 2]);
    for (const l of links) expect(l.link).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/join/enterprise/[A-Za-z0-9_-]{22}/$`));
    expect(links[0]!.link).not.toBe(links[1]!.link);
    const again = (await get(`school_id=${schoolId}&invite_type=2`)).json();
    expect(again).toEqual([links[1]]);
  });

  it('answers 404 for a school we do not have and 400 for a bad query', async () => {
    expect((await get('school_id=99999999&invite_type=1')).statusCode).toBe(404);
    for (const q of ['school_id=99999999999&invite_type=1', 'school_id=abc&invite_type=1', `school_id=${schoolId}&invite_type=3`, `school_id=${schoolId}`, 'invite_type=1']) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().user_message).toEqual(expect.any(String));
    }
  });
});

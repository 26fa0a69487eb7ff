import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { schoolBatches } from './generate.ts';
import { canSearchContains, containsQuery, insertSchools, prefixQuery, prefixUpperBound, withIndexScans, wordStartQuery } from './store.ts';

const names = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((s) => s.name);

describe.each(testDrivers())('school search on %s', (driver) => {
  let t: TestApp;
  const search = (term: string) => t.app.inject({ method: 'GET', url: `/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}` });

  beforeAll(async () => {
    t = await createTestApp({ driver });
    // Enough generated schools that the planner has a real choice, then a few we know by name.
    for (const batch of schoolBatches({ US: 24_000, AU: 3_000, GB: 6_000 }, 10_000)) await insertSchools(t.database.db, batch);
    await insertSchools(t.database.db, [
      { name: 'Hillcrest', city: 'Exact City', code: 'T-1', country: 'US' },
      { name: 'Hillcrest Zebra Academy', city: 'Prefix City', code: 'T-2', country: 'US' },
      { name: 'Zebra Hillcrest Elementary', city: 'Word City', code: 'T-3', country: 'US' },
      { name: 'Chillcrestwood School', city: 'Inside City', code: 'T-4', country: 'US' },
      { name: '100% Maths_School', city: 'Odd City', code: 'T-5', country: 'GB' },
    ]);
    await t.database.db.execute(sql`analyze schools`);
  }, 180_000);
  afterAll(() => t.close());

  it('puts the exact match first, then prefix matches, then word starts, then names containing the term', async () => {
    const res = await search('hillcrest');
    expect(res.statusCode).toBe(200);
    const found = names(res);
    expect(found[0]).toBe('Hillcrest');
    const at = (n: string) => found.indexOf(n);
    expect(at('Hillcrest Zebra Academy')).toBeGreaterThan(0);
    const lastPrefix = Math.max(...found.map((n, i) => (n.toLowerCase().startsWith('hillcrest') ? i : -1)));
    const firstOther = found.findIndex((n) => !n.toLowerCase().startsWith('hillcrest'));
    if (firstOther !== -1) expect(firstOther).toBeGreaterThan(lastPrefix);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const n of found) expect(n.toLowerCase()).toContain('hillcrest');
  });

  it('ranks a word start before a match inside a word', async () => {
    const found = names(await search('zebra hillcrest'));
    expect(found[0]).toBe('Zebra Hillcrest Elementary');
    const inner = names(await search('illcrestwood'));
    expect(inner).toEqual(['Chillcrestwood School']);
  });

  it('trims and lower-cases the term', async () => {
    expect(names(await search('  HILLCREST  '))[0]).toBe('Hillcrest');
  });

  it('answers an empty or blank term with an empty list, without searching', async () => {
    for (const term of ['', '   ']) {
      const res = await search(term);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete' });
    expect(none.json()).toEqual([]);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect(names(await search('100% maths_'))).toEqual(['100% Maths_School']);
    expect(names(await search('%'))).toEqual([]);
    expect(names(await search('_'))).toEqual([]);
  });

  it('returns the spec §3 school shape', async () => {
    const [first] = (await search('hillcrest')).json() as Array<Record<string, unknown>>;
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Hillcrest',
      address1: '',
      address: '',
      city: 'Exact City',
      zip_code: '',
      code: 'T-1',
      state: '',
      state_order: null,
      sub_region: '',
      country: 'US',
    });
  });

  it('finds generated schools by a short prefix, in name order', async () => {
    const found = names(await search('st'));
    expect(found.length).toBe(20);
    expect([...found].map((n) => n.toLowerCase())).toEqual([...found].map((n) => n.toLowerCase()).sort());
    for (const n of found) expect(n.toLowerCase().startsWith('st')).toBe(true);
  });

  it('uses the name indexes, never a scan of the schools table', async () => {
    const db = t.database.db;
    const explain = async (tx: typeof db, query: Parameters<typeof sql>[1]) =>
      (await tx.execute(sql`explain ${query}`)).rows.map((r) => Object.values(r as object)[0]).join('\n');
    for (const term of ['lincoln', 'st', 'hillcrest', 'elementary school', 'zz', 'school', 'ool', 'mary', 'primary school']) {
      const plans = [
        [await explain(db, prefixQuery(db, term, 20)), /schools_name_prefix_idx/],
        [await explain(db, wordStartQuery(db, term, 40)), /school_name_suffixes_suffix_idx/],
      ] as Array<[string, RegExp]>;
      if (canSearchContains(term)) {
        plans.push([await withIndexScans(db, (tx) => explain(tx, containsQuery(tx, term, 40))), /schools_name_trgm_idx/]);
      }
      for (const [plan, index] of plans) {
        expect(plan, plan).not.toMatch(/Seq Scan on (schools|school_name_suffixes)/);
        expect(plan, plan).toMatch(index);
      }
    }
  });

  it('finds a term that starts a later word (the word-start tier)', async () => {
    const found = names(await search('crest elementary'));
    expect(found.length).toBeGreaterThan(0);
    for (const n of found) expect(n.toLowerCase()).toMatch(/(^|[\s\-/(),.&])crest elementary/);
  });

  it('loads a batch twice without duplicating schools or their word suffixes', async () => {
    const again = await insertSchools(t.database.db, [{ name: 'Hillcrest', city: 'Exact City', code: 'T-1', country: 'US' }]);
    expect(again).toBe(0);
    expect(names(await search('hillcrest')).filter((n) => n === 'Hillcrest')).toHaveLength(1);
  });

  it('computes the prefix upper bound by code point', () => {
    expect(prefixUpperBound('abc')).toBe('abd');
    expect(prefixUpperBound('st ')).toBe('st!');
    expect(prefixUpperBound('é')).toBe('ê');
  });

  it('refuses an over-long term with a 400, not a 500', async () => {
    const res = await search('x'.repeat(500));
    expect(res.statusCode).toBe(400);
    expect(res.json().user_message).toEqual(expect.any(String));
  });
});

describe('bulk loading schools into an empty table', () => {
  it('loads without the search indexes and builds them again at the end, then skips what is there', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    try {
      const { bulkLoadSchools } = await import('./store.ts');
      const added = await bulkLoadSchools(t.database.db, schoolBatches({ US: 1_000, AU: 200, GB: 300 }, 500));
      expect(added).toBe(1_500);
      const indexes = (await t.database.db.execute(sql`select indexname from pg_indexes where tablename in ('schools', 'school_name_suffixes')`)).rows.map(
        (r) => (r as { indexname: string }).indexname,
      );
      expect(indexes).toEqual(expect.arrayContaining(['schools_name_prefix_idx', 'schools_name_trgm_idx', 'school_name_suffixes_suffix_idx']));
      expect(await bulkLoadSchools(t.database.db, schoolBatches({ US: 1_000, AU: 200, GB: 300 }, 500))).toBe(0);
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=elementary' });
      expect((res.json() as unknown[]).length).toBe(20);
    } finally {
      await t.close();
    }
  });
});

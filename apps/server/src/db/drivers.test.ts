/**
 * The embedded PGlite and a real PostgreSQL must give the same answers to the
 * same code: the same migrations, the contact service's dedupe, ordering,
 * grouping, transactions, raw SQL and pg_trgm. The same scenario runs on each
 * driver and must give the expected result; with TEST_DATABASE_URL set the
 * two results are also compared with each other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { createTestDatabase, testDrivers } from '../test/db.ts';
import { saveEnquiry } from '../modules/contact/service.ts';
import { enquiries } from '../modules/contact/tables.ts';

const base = { form_type: 'enquiry', your_name: 'Maria Lopez', email: 'Maria@Example.org', message: 'A demo for Year 3, please.' };

/** Everything the scenario observed, in plain values so two drivers can be compared. */
async function scenario(database: Database) {
  const { db } = database;
  const saves = [
    await saveEnquiry(db, base),
    await saveEnquiry(db, { ...base, email: ' maria@example.org ' }), // same after preparing the email: a duplicate
    await saveEnquiry(db, { ...base, message: 'A second, different question.' }),
    await saveEnquiry(db, { ...base, your_name: 'Zoë Ångström', email: 'zoe@example.se', phone: '+46 (8) 123 456', region_code: 'UK' }),
    await saveEnquiry(db, { ...base, your_name: 'علي', email: 'ali@example.ae', region_code: 'AUE', language_code: 'AR' }),
  ].map((r) => r.created);

  const rows = await db
    .select({
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      region: enquiries.regionCode,
      language: enquiries.languageCode,
      message: enquiries.message,
    })
    .from(enquiries)
    .orderBy(asc(enquiries.email), asc(enquiries.message));

  const byRegion = await db
    .select({ region: enquiries.regionCode, n: count() })
    .from(enquiries)
    .groupBy(enquiries.regionCode)
    .orderBy(asc(enquiries.regionCode));

  const [first] = await db.select({ id: enquiries.id, createdAt: enquiries.createdAt }).from(enquiries).limit(1);
  const shapes = {
    idIsUuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(first!.id),
    createdAtIsDate: first!.createdAt instanceof Date && !Number.isNaN(first!.createdAt.getTime()),
  };

  // A failed transaction leaves nothing behind.
  const before = (await db.select({ n: count() }).from(enquiries))[0]!.n;
  const rolledBack = await db
    .transaction(async (tx) => {
      await tx.insert(enquiries).values({
        formType: 'enquiry', name: 'Ghost', email: 'ghost@example.org', message: 'never kept',
        regionCode: 'us', languageCode: 'en', submissionHash: 'ghost-hash',
      });
      throw new Error('roll back');
    })
    .then(() => false, () => true);
  const after = (await db.select({ n: count() }).from(enquiries))[0]!.n;

  // Raw SQL through db.execute: both drivers hand back { rows }.
  const raw = await db.execute(sql`
    select lower('ÉCOLE Élémentaire') as lowered,
           'Maple Grove' ilike 'maple%' as ilike,
           '{"a":[1,2,{"b":null}]}'::jsonb as doc,
           (select count(*)::int from enquiries) as n,
           (select count(*) from enquiries) as bigint_count,
           9007199254740993::bigint as big,
           round(similarity('Maple Grove Elementary', 'maple grove elem')::numeric, 3)::text as trgm,
           to_char(timestamptz '2026-03-01 10:00:00+00' at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as ts
  `);

  const updated = await db.update(enquiries).set({ phone: null }).where(eq(enquiries.regionCode, 'uk')).returning({ email: enquiries.email });

  return { saves, rows, byRegion, shapes, transaction: { rolledBack, unchanged: before === after }, raw: raw.rows, updated };
}

const expected = {
  saves: [true, false, true, true, true],
  rows: [
    { name: 'علي', email: 'ali@example.ae', phone: null, region: 'aue', language: 'ar', message: base.message },
    { name: 'Maria Lopez', email: 'maria@example.org', phone: null, region: 'us', language: 'en', message: base.message },
    { name: 'Maria Lopez', email: 'maria@example.org', phone: null, region: 'us', language: 'en', message: 'A second, different question.' },
    { name: 'Zoë Ångström', email: 'zoe@example.se', phone: '+468123456', region: 'uk', language: 'en', message: base.message },
  ],
  byRegion: [
    { region: 'aue', n: 1 },
    { region: 'uk', n: 1 },
    { region: 'us', n: 2 },
  ],
  shapes: { idIsUuid: true, createdAtIsDate: true },
  transaction: { rolledBack: true, unchanged: true },
  raw: [
    {
      lowered: 'école élémentaire',
      ilike: true,
      doc: { a: [1, 2, { b: null }] },
      n: 4,
      // bigint comes back as text on both drivers (exact beyond 2^53).
      bigint_count: '4',
      big: '9007199254740993',
      trgm: expect.stringMatching(/^0\.\d{3}$/),
      ts: '2026-03-01 10:00',
    },
  ],
  updated: [{ email: 'zoe@example.se' }],
};

const results = new Map<string, Awaited<ReturnType<typeof scenario>>>();

describe.each(testDrivers())('the same scenario on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('gives the expected results', async () => {
    const result = await scenario(database);
    results.set(driver, result);
    expect(result).toEqual(expected);
  });
});

describe('PGlite and PostgreSQL side by side', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('give identical results', () => {
    expect(results.get('postgres')).toBeDefined();
    expect(results.get('pglite')).toEqual(results.get('postgres'));
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('need TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run on PostgreSQL', () => {});
});

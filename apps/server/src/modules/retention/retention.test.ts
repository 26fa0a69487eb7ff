import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDrivers } from '../../test/db.ts';
import type { Database } from '../../db/client.ts';
import { enquiries } from '../contact/tables.ts';
import { purgeExpiredSubmissions, retentionCutoff } from './service.ts';

describe.each(testDrivers())('retention sweep on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('deletes form submissions older than 24 months and keeps the rest', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const row = (name: string, createdAt: Date) => ({
      formType: 'enquiry', name, email: `${name}@example.org`, message: 'Hello', regionCode: 'us', languageCode: 'en',
      submissionHash: name, createdAt,
    });
    await database.db.insert(enquiries).values([
      row('old', new Date('2024-11-20T12:00:00Z')),
      row('edge', new Date('2024-11-21T12:00:01Z')),
      row('recent', new Date('2026-10-01T00:00:00Z')),
    ]);
    expect(retentionCutoff(now).toISOString()).toBe('2024-11-21T12:00:00.000Z');
    const deleted = await purgeExpiredSubmissions(database.db, now);
    expect(deleted).toEqual({ enquiries: 1, leads: 0, campaign_registrations: 0, competition_registrations: 0, system_reports: 0 });
    const left = (await database.db.select({ name: enquiries.name }).from(enquiries)).map((r) => r.name).sort();
    expect(left).toEqual(['edge', 'recent']);
  });
});

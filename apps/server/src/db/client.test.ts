/**
 * The embedded database `npm start` uses: PGlite on disk under DATA_DIR, kept
 * across restarts, migrations safe to run at every start.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, openPglite } from './client.ts';
import { saveEnquiry } from '../modules/contact/service.ts';
import { enquiries } from '../modules/contact/tables.ts';

// On disk every statement is flushed to files: migrating a fresh database takes tens of seconds.
describe('PGlite on disk', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'numbloom-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const enquiry = { form_type: 'request', your_name: 'Ana Silva', email: 'ana@example.org', message: 'Kept across restarts?' };

  it('keeps what was written after the database is closed and opened again', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    await first.migrate();
    expect(await saveEnquiry(first.db, enquiry)).toEqual({ created: true });
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const second = await openPglite(dataDir);
    await second.migrate(); // every start migrates: a second run changes nothing
    const rows = await second.db.select().from(enquiries).where(eq(enquiries.email, 'ana@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Silva', formType: 'request', message: 'Kept across restarts?' });
    // The dedupe still knows the stored submission after the restart.
    expect(await saveEnquiry(second.db, enquiry)).toEqual({ created: false });
    await second.close();
  });
});

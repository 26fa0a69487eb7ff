import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from './db.ts';

/**
 * A test file's embedded database is given to the worker's next file (decision 100): never with the
 * last file's rows, numbering or session, and never after the last file changed its schema.
 */
describe('the embedded databases a worker hands from file to file', () => {
  const audit = (database: TestDatabase, action: string) =>
    database.db.execute<{ id: number }>(
      sql`insert into staff_audit (at, actor, action, target) values (now(), 'test', ${action}, 'pool') returning id`,
    );

  it('comes back empty, numbering from 1 again, with nothing of the last session', async () => {
    const first = await createTestDatabase();
    await audit(first, 'a');
    expect((await audit(first, 'b')).rows[0]!.id).toBe(2);
    await first.db.execute(sql`set statement_timeout = '1234s'`);
    await first.db.execute(sql`prepare pool_marker as select 1`);
    await first.release();

    const next = await createTestDatabase();
    // the same database, given again: it keeps the statements prepared on it (db/prepared.ts knows them by database)
    const marker = await next.db.execute<{ n: string }>(sql`select count(*) as n from pg_prepared_statements where name = 'pool_marker'`);
    expect(marker.rows[0]!.n).toBe('1');
    const { rows } = await next.db.execute<{ n: string }>(sql`select count(*) as n from staff_audit`);
    expect(rows[0]!.n).toBe('0');
    expect((await audit(next, 'c')).rows[0]!.id).toBe(1);
    const timeout = await next.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(timeout.rows[0]!.statement_timeout).not.toBe('1234s');
    // the migrations' own record is kept: the next start finds every migration applied
    const applied = await next.db.execute<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    expect(Number(applied.rows[0]!.n)).toBeGreaterThan(0);
    await next.release();
  });

  it('is not handed out again once a file changed its schema and left it so, nor once it was closed', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`alter table staff_audit rename to staff_audit_away`);
    await changed.release();
    const next = await createTestDatabase();
    // a database with the migrations' schema: the table is there by its own name
    expect((await audit(next, 'd')).rows[0]!.id).toBe(1);
    await next.close();
    // closed by its test (a database gone): release does nothing, and the next is another one that answers
    await next.release();
    const after = await createTestDatabase();
    expect((await audit(after, 'e')).rows[0]!.id).toBe(1);
    await after.release();
  });
});

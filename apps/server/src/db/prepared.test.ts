/**
 * A prepared statement gives back exactly what it was given, on each driver, whatever the text
 * holds: quotes, backslashes, dollar quotes, SQL of its own, any script. On PGlite its parameters
 * are written into EXECUTE as literals, so this is the test of that quoting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { createTestDatabase, testDrivers } from '../test/db.ts';

const echo = prepared(
  'test_echo',
  ['text', 'jsonb'],
  `select $1 as text, $2 as json, (select count(*) from pg_class)::int > 0 as alive`,
);

/** node-postgres, as drizzle sets it up, hands JSON back as text; PGlite parses it. Either is read the same. */
const read = (rows: Array<{ text: string; json: unknown; alive: boolean }>) =>
  rows.map((r) => ({ ...r, json: typeof r.json === 'string' ? (JSON.parse(r.json) as unknown) : r.json }));

const TEXTS = [
  'plain',
  '',
  "it's",
  "''",
  "'); drop table rooms; --",
  "back\\slash \\' and \\\\",
  '$$ dollar $q$ quotes $$',
  "E'\\x41'",
  'Zoë Ångström, علي, 数学, 🙂',
  '\u2028 line and paragraph \u2029 separators',
  'x'.repeat(10_000),
];

describe.each(testDrivers())('a prepared statement on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('gives back every text and JSON value exactly, run after run', async () => {
    for (let round = 0; round < 2; round++) {
      for (const text of TEXTS) {
        const json = JSON.stringify({ response: text, n: [1, 2.5, -3], nested: { q: "'" } });
        const rows = await echo.run<{ text: string; json: unknown; alive: boolean }>(database.db, [text, json]);
        expect(read(rows)).toEqual([{ text, json: JSON.parse(json), alive: true }]);
      }
    }
  });

  it('is prepared once and kept by the session, not parsed at every run', async () => {
    if (driver === 'pglite') {
      await echo.run(database.db, ['a', '{}']);
      const held = await database.db.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name = 'test_echo'`,
      );
      expect(held.rows).toEqual([{ name: 'test_echo' }]);
      return;
    }
    // one pooled connection, asked what it holds
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const single = drizzle(client) as unknown as Database['db'];
      await echo.run(single, ['a', '{}']);
      await echo.run(single, ['b', '{}']);
      const held = await client.query<{ name: string }>(`select name from pg_prepared_statements`);
      expect(held.rows.map((r) => r.name)).toContain('test_echo');
    } finally {
      client.release();
    }
  });

  it('refuses a NUL and a wrong number of parameters, and stays usable', async () => {
    await expect(echo.run(database.db, ['a\0b', '{}'])).rejects.toThrow(/NUL/);
    await expect(echo.run(database.db, ['only one'])).rejects.toThrow(/2 parameters, given 1/);
    expect(read(await echo.run(database.db, ['after', '[]']))).toEqual([{ text: 'after', json: [], alive: true }]);
  });
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * or a new database on the server named by TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(driver: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (driver === 'pglite') {
    const database = await openPglite();
    await database.migrate();
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `numbloom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The drivers to run database tests against: PGlite always, PostgreSQL when configured. */
export const testDrivers = (): Array<'pglite' | 'postgres'> =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

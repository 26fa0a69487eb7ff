import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { TEMPLATE_ENV } from './pglite-template.ts';

/** This worker's copy of the migrated template (pglite-template.ts), read once. */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!template && file && existsSync(file)) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default
 * (started from the migrated template when the test run made one, else
 * migrated here), or a new database on the server named by TEST_DATABASE_URL,
 * dropped on close.
 */
export async function createTestDatabase(driver: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  if (driver === 'pglite') {
    const database = await openPglite(undefined, pgliteTemplate());
    // With the template this only finds every migration applied.
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

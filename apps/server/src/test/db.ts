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
  const created = await createPostgresDatabase('numbloom_test');
  const database = await openPostgres(created.url);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the server named by TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The drivers to run database tests against: PGlite always, PostgreSQL when configured. */
export const testDrivers = (): Array<'pglite' | 'postgres'> =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

import { it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
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
 * dropped on close. `release` gives it back when the file is done with it: an
 * embedded one is emptied for the worker's next file instead of closed.
 */
/** A test file's database: `release` when the file is done with it, `close` to test a database gone. */
export type TestDatabase = Database & { release(): Promise<void> };

export async function createTestDatabase(driver: 'pglite' | 'postgres' = 'pglite'): Promise<TestDatabase> {
  if (driver === 'pglite') return pooled((await emptiedSpare()) ?? (await openFromTemplate()));
  const created = await createPostgresDatabase('numbloom_test');
  const database = await openPostgres(created.url);
  await database.migrate();
  const close = async () => {
    await database.close();
    await created.drop();
  };
  return { ...database, close, release: close };
}

/**
 * Embedded databases this worker's test files gave back, each with the template's schema, emptied when
 * handed out again. Starting one from the template took 0.8 CPU-s here, with about 150 started a run;
 * emptying one takes a fraction of that (decision 100).
 */
const spare: Database[] = [];
/** The worker keeps one or two: a file that opens several at once gives the others back closed. */
const SPARE_LIMIT = 2;

async function openFromTemplate(): Promise<Database> {
  const database = await openPglite(undefined, pgliteTemplate());
  // With the template this only finds every migration applied.
  await database.migrate();
  templateShape ??= await shapeOf(database);
  return database;
}

/** The one a file is given: `close` closes it (a test of a database gone); `release` offers it to the next file. */
function pooled(database: Database): TestDatabase {
  let closed = false;
  return {
    ...database,
    // once given back, the database may be another file's: neither closes it again
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
    },
    async release() {
      if (closed) return;
      closed = true;
      if (spare.length < SPARE_LIMIT && (await madeAsNew(database))) spare.push(database);
      else await database.close();
    },
  };
}

/**
 * The schema as the migrations made it: its columns, indexes, triggers and functions. A file that changed
 * it (a table renamed to make a write fail, a trigger that fails a step) and did not put it back leaves
 * a database no other file may be given.
 */
let templateShape: string | undefined;
async function shapeOf(database: Database): Promise<string> {
  const { rows } = await database.db.execute<{ shape: string }>(sql`
    select md5(coalesce(string_agg(part, ',' order by part), '')) as shape from (
      select concat_ws(':', table_schema, table_name, column_name, data_type, column_default, is_nullable) as part
        from information_schema.columns where table_schema in ('public', 'drizzle')
      union all select concat_ws(':', schemaname, indexname, indexdef) from pg_indexes where schemaname in ('public', 'drizzle')
      union all select concat_ws(':', tgrelid::regclass::text, tgname) from pg_trigger where not tgisinternal
      union all select concat_ws(':', p.proname, md5(p.prosrc)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    ) parts`);
  return rows[0]!.shape;
}

/**
 * Takes a database a file is done with back to how the template left its session: nothing of the file's
 * left (settings, listeners, locks, cursors, temporary tables). Its prepared statements stay: db/prepared.ts
 * knows them by the database they were made on, and makes each once, as the same text. False when it
 * cannot be: its schema was changed, a transaction was left open, or a fault broke it; it is then closed.
 */
async function madeAsNew(database: Database): Promise<boolean> {
  try {
    for (const statement of ['close all', 'reset all', 'unlisten *', 'select pg_advisory_unlock_all()', 'discard plans', 'discard temp', 'discard sequences'])
      await database.db.execute(sql.raw(statement));
    return (await shapeOf(database)) === templateShape;
  } catch {
    return false;
  }
}

/**
 * A spare database with every table of the product emptied and its numbering from 1 (the migrations' own
 * record kept), as the template is. Emptied when it is handed out rather than when it was given back, so
 * that a write a file's last timer made after its end is gone too.
 */
async function emptiedSpare(): Promise<Database | undefined> {
  const database = spare.pop();
  if (!database) return undefined;
  try {
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    if (rows.length) await database.db.execute(sql.raw(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`));
    return database;
  } catch {
    await database.close().catch(() => undefined);
    return undefined;
  }
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

/**
 * The drivers for a file whose outcomes the database cannot change: no requests at once, no lock,
 * no transaction that fails half way. Its SQL is the same on both drivers, so it runs on the embedded
 * database only; the tests that race, crash or walk every route (api-fuzz-postgres) run on PostgreSQL
 * too (decision 100).
 */
export const featureDrivers = (): Array<'pglite'> => ['pglite'];

/**
 * `it` for one test of a file that runs on both drivers, whose outcome the database cannot change (a
 * rule, a limit counted one request after another): run on the embedded database only (decision 100).
 * Its neighbours that send requests at once, or test a transaction, keep `it` and run on both.
 */
export const embeddedOnly = (driver: 'pglite' | 'postgres') => it.skipIf(driver === 'postgres');

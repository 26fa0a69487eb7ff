import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseBrokenError, fatalFault, type DatabaseFault, type OnFatal } from './fatal.ts';

/**
 * One database handle for the whole server. Both drivers speak the same SQL
 * dialect, so modules are written once against this type; the embedded PGlite
 * and a real PostgreSQL differ only here.
 */
export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs pending migrations; safe to call at every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL's type id for bigint (int8). */
const PG_INT8 = 20;

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite on disk under dataDir, or in memory when dataDir is undefined (tests).
 * `template` starts it from a dump of another PGlite (dumpDataDir): the tests'
 * already-migrated database (test/pglite-template.ts). `onFatal` hears the first fault it cannot go on
 * from (db/fatal.ts); from then on every statement fails at once, never reaching PGlite again.
 */
export async function openPglite(dataDir?: string, template?: Blob, onFatal?: OnFatal): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
    ...(template && { loadDataDir: template }),
    // node-postgres hands raw bigint values (count(*), bigserial) back as text; PGlite would
    // give numbers. Text on both, so code tested on PGlite behaves the same on PostgreSQL.
    parsers: { [PG_INT8]: (value: string) => value },
  });
  guardPglite(client, onFatal);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Every statement, transaction and prepared statement of PGlite passes through its execProtocol and
 * execProtocolStream. After a PANIC (a full disk under its write-ahead log) PGlite's next statement
 * runs in its WebAssembly without end, holding the event loop: the first such fault is told to
 * `onFatal` and every later call throws instead of entering it.
 */
function guardPglite(client: PGlite, onFatal: OnFatal | undefined) {
  let broken: DatabaseFault | undefined;
  const guard = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (broken) throw new DatabaseBrokenError(broken);
      try {
        return await run(...args);
      } catch (err) {
        const fault = broken ? undefined : fatalFault(err, 'pglite');
        if (fault) {
          broken = fault;
          onFatal?.(fault);
          throw new DatabaseBrokenError(fault, err);
        }
        throw err;
      }
    };
  client.execProtocol = guard(client.execProtocol.bind(client));
  client.execProtocolStream = guard(client.execProtocolStream.bind(client));
}

/**
 * How long the server waits on PostgreSQL (decision 068's neighbour in the faults of issue 38): a
 * stalled connection (a network that drops packets without closing, a database that hangs) must fail a
 * request in seconds, not hold every room's answers for as long as the stall. A statement runs at most
 * `statementMs` on the server (statement_timeout) and the client gives up on it a second later
 * (query_timeout, for when the server cannot even say so); a connection is made within `connectMs`;
 * TCP keepalive finds a dead peer.
 */
/**
 * A connection that cannot be made in connectMs is a server away (503 at once); a request that waits
 * for a free connection of a busy pool waits up to queueMs, longer: a burst of 200 registrations on a
 * loaded machine waited over 5 s for its turn, and the one limit for both turned 36 of them into 503s.
 */
export const POSTGRES_TIMEOUTS = { statementMs: 10_000, connectMs: 5_000, queueMs: 20_000, keepAliveMs: 10_000, idleMs: 30_000 };

/**
 * A client whose own connect limit is connectMs, whatever the pool's wait for a free client is, and
 * which hears every error the server sends (whatever asked: a query, a transaction, the connect), so a
 * PANIC or a full disk reaches `onFatal` once (db/fatal.ts).
 */
const clientWithConnectLimit = (connectMs: number, onFault: (error: unknown) => void) =>
  class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
      this.connection.on('errorMessage', onFault);
    }
  };

export async function openPostgres(url: string, timeouts: Partial<typeof POSTGRES_TIMEOUTS> = {}, onFatal?: OnFatal): Promise<Database> {
  const t = { ...POSTGRES_TIMEOUTS, ...timeouts };
  let told = false;
  const onFault = (error: unknown) => {
    const fault = told ? undefined : fatalFault(error, 'postgres');
    if (fault) {
      told = true;
      onFatal?.(fault);
    }
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    statement_timeout: t.statementMs,
    query_timeout: t.statementMs + 1_000,
    // the pool's limit is the wait for a free client (a new client's own connect has connectMs)
    connectionTimeoutMillis: t.queueMs,
    Client: clientWithConnectLimit(t.connectMs, onFault),
    idleTimeoutMillis: t.idleMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: t.keepAliveMs,
  });
  // A dropped connection must not crash the process; the next query reconnects. The pool's own
  // listener covers only idle clients: a client checked out for a transaction that loses its server
  // emits 'error' as well as failing its query, and with no listener of its own that event is an
  // uncaught exception that ends the process. The failed query already tells its caller.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool);
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string; onFatal?: OnFatal }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, {}, opts.onFatal) : openPglite(opts.dataDir, undefined, opts.onFatal);
}

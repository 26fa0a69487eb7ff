import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement a hot path runs over and over (the games' group commit):
 * parsed and planned once per database session instead of at every run. On
 * PGlite that work is this process's own CPU, and for the commit of a batch
 * of answers it was two thirds of the statement's cost (decision 047).
 *
 * - PostgreSQL: a named statement of node-postgres; each pooled connection
 *   prepares it the first time it runs it there.
 * - PGlite: one session, whose query() always uses the unnamed statement. So
 *   the statement is made with SQL's PREPARE and run with EXECUTE. EXECUTE's
 *   arguments cannot be bound parameters: each is written as a quoted
 *   literal, with its quotes doubled. That is the whole of quoting while
 *   standard_conforming_strings is on (backslashes are plain characters),
 *   which is checked when the statement is prepared.
 *
 * Parameters are text, each cast to its type by the statement.
 */
export interface PreparedStatement {
  run<R>(db: Db, params: readonly string[]): Promise<R[]>;
}

export function prepared(name: string, types: readonly string[], text: string): PreparedStatement {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`prepared statement: not a plain name: ${name}`);
  const made = new WeakMap<PGlite, Promise<void>>();

  function prepareOn(client: PGlite) {
    let ready = made.get(client);
    if (!ready) {
      ready = (async () => {
        const conforming = await client.query<{ standard_conforming_strings: string }>(
          'show standard_conforming_strings',
        );
        if (conforming.rows[0]?.standard_conforming_strings !== 'on')
          throw new Error('prepared statement: standard_conforming_strings is off');
        await client.exec(`prepare ${name}(${types.join(', ')}) as ${text}`);
      })();
      // a failed prepare is tried again by the next run
      ready.catch(() => made.delete(client));
      made.set(client, ready);
    }
    return ready;
  }

  return {
    async run<R>(db: Db, params: readonly string[]) {
      if (params.length !== types.length)
        throw new Error(`prepared statement ${name}: ${types.length} parameters, given ${params.length}`);
      // PostgreSQL's text cannot hold NUL, on either driver
      if (params.some((p) => p.includes('\0'))) throw new Error(`prepared statement ${name}: a parameter holds NUL`);
      const client = (db as unknown as { $client: PGlite | pg.Pool | pg.PoolClient }).$client;
      if (!('exec' in client)) return (await client.query({ name, text, values: [...params] })).rows as R[];
      await prepareOn(client);
      const literals = params.map((p) => `'${p.replaceAll("'", "''")}'`);
      return (await client.query<R>(`execute ${name}(${literals.join(', ')})`)).rows;
    },
  };
}

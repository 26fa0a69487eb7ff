import { lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Deletes a table's rows created before the cutoff; returns how many. The retention job's one query. */
export async function deleteCreatedBefore(
  db: Db,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  cutoff: Date,
): Promise<number> {
  const deleted = await db.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id });
  return deleted.length;
}

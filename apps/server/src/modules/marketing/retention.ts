import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads } from './tables.ts';

/** Deletes what people sent before the cutoff (privacy policy: kept 24 months); returns how many rows. */
export async function purgeBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(leads).where(lt(leads.createdAt, cutoff)).returning({ id: leads.id });
  return deleted.length;
}

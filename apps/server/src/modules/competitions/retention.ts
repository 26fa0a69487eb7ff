import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitionRegistrations } from './tables.ts';

/** Deletes what people sent before the cutoff (privacy policy: kept 24 months); returns how many rows. */
export async function purgeBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(competitionRegistrations).where(lt(competitionRegistrations.createdAt, cutoff)).returning({ id: competitionRegistrations.id });
  return deleted.length;
}

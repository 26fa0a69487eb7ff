import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignRegistrations } from './tables.ts';

/** Deletes what people sent before the cutoff (privacy policy: kept 24 months); returns how many rows. */
export async function purgeBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(campaignRegistrations).where(lt(campaignRegistrations.createdAt, cutoff)).returning({ id: campaignRegistrations.id });
  return deleted.length;
}

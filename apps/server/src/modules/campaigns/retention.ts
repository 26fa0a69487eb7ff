import type { Db } from '../../db/client.ts';
import { deleteCreatedBefore } from '../../db/purge.ts';
import { campaignRegistrations } from './tables.ts';

/** Deletes what people sent before the cutoff (privacy policy: kept 24 months); returns how many rows. */
export const purgeBefore = (db: Db, cutoff: Date) => deleteCreatedBefore(db, campaignRegistrations, cutoff);

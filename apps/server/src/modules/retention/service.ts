import type { Db } from '../../db/client.ts';
import { purgeBefore as purgeEnquiries } from '../contact/retention.ts';
import { purgeBefore as purgeLeads } from '../marketing/retention.ts';
import { purgeBefore as purgeCampaignRegistrations } from '../campaigns/retention.ts';
import { purgeBefore as purgeCompetitionRegistrations } from '../competitions/retention.ts';

/** The privacy policy's promise for messages and registrations: kept 24 months, then deleted. */
export const FORM_RETENTION_MONTHS = 24;

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - FORM_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes every form submission older than the retention period; returns counts per kind. */
export async function purgeExpiredSubmissions(db: Db, now: Date) {
  const cutoff = retentionCutoff(now);
  return {
    enquiries: await purgeEnquiries(db, cutoff),
    leads: await purgeLeads(db, cutoff),
    campaign_registrations: await purgeCampaignRegistrations(db, cutoff),
    competition_registrations: await purgeCompetitionRegistrations(db, cutoff),
  };
}

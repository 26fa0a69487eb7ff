import { CLOSED_ACCOUNT_RETENTION_DAYS } from '@numbloom/domain/account-data';
import type { Db } from '../../db/client.ts';
import { purgeClosedBefore } from '../accounts/retention.ts';
import type { KeptElsewhere } from '../accounts/service.ts';
import { assignmentAnswersOf, deleteAssignmentDataOf } from '../assignments/retention.ts';
import { challengeDataOf, deleteChallengeDataOf } from '../challenges/service.ts';
import { answersOfUsers, deleteResultsOf, masteryOfUsers, resultsOf } from '../progress/service.ts';
import { purgeBefore as purgeEnquiries } from '../contact/retention.ts';
import { purgeBefore as purgeLeads } from '../marketing/retention.ts';
import { purgeBefore as purgeCampaignRegistrations } from '../campaigns/retention.ts';
import { purgeBefore as purgeCompetitionRegistrations } from '../competitions/retention.ts';
import { purgeBefore as purgeSystemReports } from '../helpdesk/retention.ts';
import { purgeEndedSignUps } from '../onboarding/retention.ts';
import { deleteNotificationDataOf } from '../notifications/retention.ts';

/** How often the retention sweep runs (at start, then daily). */
export const RETENTION_SWEEP_MS = 24 * 60 * 60 * 1000;

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
    system_reports: await purgeSystemReports(db, cutoff),
  };
}

/**
 * Closed accounts must be gone within 30 days of closing (privacy policy).
 * The sweep runs daily, so each run takes every account whose deadline falls
 * before the next run: one closed at least 30 days minus a sweep ago.
 */
export function closedAccountCutoff(now: Date): Date {
  return new Date(now.getTime() - CLOSED_ACCOUNT_RETENTION_DAYS * 24 * 60 * 60 * 1000 + RETENTION_SWEEP_MS);
}

/**
 * What the modules that build on accounts keep about a user, as accounts exports and deletes it
 * (accounts' KeptElsewhere): progress's results, mastery and answers, and challenge scores. A new
 * module that keeps something about a user adds it here, where every kept thing is listed.
 */
export const keptElsewhere: KeptElsewhere = {
  async exportOf(db, userIds) {
    return {
      results: await resultsOf(db, userIds),
      mastery: await masteryOfUsers(db, userIds),
      answers: await answersOfUsers(db, userIds),
      assignmentAnswers: await assignmentAnswersOf(db, userIds),
      challenges: await challengeDataOf(db, userIds),
    };
  },
  async deleteOf(db, userIds) {
    const results = await deleteResultsOf(db, userIds);
    await deleteChallengeDataOf(db, userIds);
    await deleteNotificationDataOf(db, userIds);
    await deleteAssignmentDataOf(db, userIds);
    return results;
  },
};

/** The whole sweep: old form submissions, closed accounts with their classes, students and results, and ended sign-ups. */
export async function retentionSweep(db: Db, now: Date) {
  const closed = await purgeClosedBefore(db, closedAccountCutoff(now), keptElsewhere);
  return {
    ...(await purgeExpiredSubmissions(db, now)),
    closed_account_users: closed.users,
    closed_account_results: closed.results,
    ended_sign_ups: await purgeEndedSignUps(db, now),
  };
}

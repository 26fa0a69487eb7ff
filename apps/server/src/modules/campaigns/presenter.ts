import type { CampaignConfig } from '@numbloom/domain/campaign';
import { campaignStatus, type CampaignAdminView } from '@numbloom/domain/staff';
import { isCampaignExpired } from '@numbloom/domain/campaign';
import type { campaigns } from './tables.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

/** The public form config of a campaign (spec §3); is_expired is worked out at the time of asking. */
export function presentCampaignConfig(row: CampaignRow, now: Date): CampaignConfig {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    is_expired: isCampaignExpired({ closed: row.closed, end_time: row.endTime }, now),
    expired_url: row.expiredUrl,
    form_fields: row.formFields,
    roles: row.roles,
    school_types: row.schoolTypes,
    student_template_url: row.studentTemplateUrl,
    thank_you_url: row.thankYouUrl,
    campaign_source: row.campaignSource,
    start_time: row.startTime?.toISOString() ?? null,
    end_time: row.endTime?.toISOString() ?? null,
    show_terms_checkbox: row.showTermsCheckbox,
    get_enterprise_invite_link_for_teachers: row.inviteTeachers,
    get_b2c_enterprise_invite_link_for_parents: row.inviteParents,
    form_handler_id: row.formHandlerId,
    details: row.details,
  };
}

/** A campaign as the staff admin shows it. */
export const presentCampaignForStaff = (row: CampaignRow, now: Date, registrations: number): CampaignAdminView => ({
  ...presentCampaignConfig(row, now),
  status: campaignStatus({ closed: row.closed, start_time: row.startTime, end_time: row.endTime }, now),
  closed: row.closed,
  listed: row.listed,
  registrations,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

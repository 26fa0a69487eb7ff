import { isCompetitionOpen, type CompetitionConfig, type CompetitionListItem } from '@numbloom/domain/competition';
import type { CompetitionAdminView } from '@numbloom/domain/staff';
import type { competitions } from './tables.ts';

export type CompetitionRow = typeof competitions.$inferSelect;

export const presentListItem = (row: CompetitionRow): CompetitionListItem => ({
  id: row.id,
  campaign: row.campaign,
  enableRegistration: row.enableRegistration,
  currentStage: row.currentStage,
});

export const presentConfig = (row: CompetitionRow): CompetitionConfig => ({
  competition_id: row.id,
  form_fields: row.formFields,
  roles: row.roles,
  school_types: row.schoolTypes,
  student_template_url: row.studentTemplateUrl,
  thank_you_url: row.thankYouUrl,
  registration_off_url: row.registrationOffUrl,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  details: row.details,
});

/** A competition as the staff admin shows it. */
export const presentCompetitionForStaff = (row: CompetitionRow, registrations: number): CompetitionAdminView => ({
  ...presentListItem(row),
  ...presentConfig(row),
  is_open: isCompetitionOpen(row),
  registrations,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

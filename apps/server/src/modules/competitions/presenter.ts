import type { CompetitionConfig, CompetitionListItem } from '@numbloom/domain/competition';
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
});

import type { LeadView } from '@numbloom/domain/staff';
import type { LeadRow } from './service.ts';

/** A lead as staff see it (the admin and its CSV). */
export const presentLead = (row: LeadRow): LeadView => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  message: row.message,
  school_name: row.schoolName,
  school_type: row.schoolType,
  school_role: row.schoolRole,
  organisation: row.organisation,
  marketing_subscriber: row.marketingSubscriber,
  form_type: row.formType,
  form_id: row.formId,
  env: row.env,
  locale: row.locale,
  utm_source: row.utmSource,
  utm_medium: row.utmMedium,
  utm_campaign: row.utmCampaign,
  forward_status: row.forwardStatus,
  created_at: row.createdAt.toISOString(),
});

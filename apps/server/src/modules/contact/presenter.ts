import type { EnquiryView, SupportStatus } from '@numbloom/domain/staff';
import type { EnquiryRow } from './store.ts';

/** An enquiry as staff see it (the admin and its CSV). */
export const presentEnquiry = (row: EnquiryRow): EnquiryView => ({
  id: row.id,
  form_type: row.formType,
  name: row.name,
  email: row.email,
  phone: row.phone,
  organisation: row.organisation,
  message: row.message,
  region_code: row.regionCode,
  language_code: row.languageCode,
  status: row.status as SupportStatus,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

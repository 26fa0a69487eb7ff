import { reportNumber } from '@numbloom/domain/helpdesk';
import type { SystemReportView } from '@numbloom/domain/staff';
import type { ReportRow } from './store.ts';

/** A report as staff see it (the admin and its CSV). */
export const presentReport = (row: ReportRow): SystemReportView => ({
  id: row.id,
  number: reportNumber(row.number),
  status: row.status as SystemReportView['status'],
  overall: row.overall as SystemReportView['overall'],
  results: row.results,
  browser: row.browser,
  email: row.email,
  school: row.school,
  message: row.message,
  page_host: row.pageHost,
  ip: row.ip,
  region_code: row.regionCode,
  language_code: row.languageCode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

import { UTM_KEYS } from '@numbloom/domain/campaign';
import { SYSTEM_CHECK_IDS } from '@numbloom/domain/helpdesk';
import type { EnquiryView, LeadView, SystemReportView } from '@numbloom/domain/staff';
import { toCsv, type Cell } from '../../lib/csv.ts';
import type { RegistrationListRow } from '../campaigns/registration-view.ts';

/**
 * The staff exports as CSV (lib/csv.ts: formula-safe, UTF-8 with BOM), one
 * column layout per kind, shared by the admin's downloads and the command
 * line's export so both give the same file.
 */

const COMMON_HEADER = [
  'registration_id', 'submitted_at', 'first_name', 'last_name', 'your_name', 'organisation', 'roles', 'email', 'phone', 'message',
  'role', 'school_type', 'school_id', 'school_name', 'school_address', 'school_city', 'school_zip_code', 'school_code',
  'school_sub_region', 'school_country', 'region', 'signup_for_email', 'terms_agreed', 'student_list_extension',
  'student_list_bytes', ...UTM_KEYS,
];

const commonCells = (r: RegistrationListRow): Cell[] => [
  r.id, r.createdAt.toISOString(), r.firstName, r.lastName, r.yourName, r.organisation, r.roles, r.email, r.phone, r.message,
  r.roleLabel, r.schoolTypeLabel, r.regionalSchool, r.schoolDetail?.name, r.schoolDetail?.address, r.schoolDetail?.city,
  r.schoolDetail?.zip_code, r.schoolDetail?.code, r.schoolDetail?.sub_region, r.schoolDetail?.region, r.region,
  r.signupForEmail, r.termsAgreed, r.studentListExtension, r.studentListBytes,
  ...UTM_KEYS.map((k) => r.utm[k]),
];

export const campaignRegistrationsCsv = (rows: Array<RegistrationListRow & { campaignSlug: string; localeSlug: string; competitionId: number }>) =>
  toCsv([...COMMON_HEADER, 'campaign', 'locale_slug', 'competition_id'], rows.map((r) => [...commonCells(r), r.campaignSlug, r.localeSlug, r.competitionId]));

export const competitionRegistrationsCsv = (rows: Array<RegistrationListRow & { competitionId: number; campaignName: string }>) =>
  toCsv([...COMMON_HEADER, 'competition_id', 'campaign_name'], rows.map((r) => [...commonCells(r), r.competitionId, r.campaignName]));

export const enquiriesCsv = (rows: EnquiryView[]) =>
  toCsv(
    ['enquiry_id', 'submitted_at', 'status', 'form_type', 'name', 'email', 'phone', 'organisation', 'message', 'region', 'language', 'updated_at'],
    rows.map((e) => [e.id, e.created_at, e.status, e.form_type, e.name, e.email, e.phone, e.organisation, e.message, e.region_code, e.language_code, e.updated_at]),
  );

const LEAD_COLUMNS = [
  'id', 'created_at', 'email', 'first_name', 'last_name', 'phone', 'message', 'school_name', 'school_type', 'school_role', 'organisation',
  'marketing_subscriber', 'form_type', 'form_id', 'env', 'locale', 'utm_source', 'utm_medium', 'utm_campaign', 'forward_status',
] as const satisfies ReadonlyArray<keyof LeadView>;

export const leadsCsv = (rows: LeadView[]) => toCsv(LEAD_COLUMNS.map((c) => (c === 'id' ? 'lead_id' : c)), rows.map((l) => LEAD_COLUMNS.map((c) => l[c])));

/** One row per report: who and what browser, then each check's status and what it measured. */
export const systemReportsCsv = (rows: SystemReportView[]) =>
  toCsv(
    [
      'report', 'report_id', 'submitted_at', 'status', 'overall', 'email', 'school', 'message', 'page_host', 'ip', 'region', 'language', 'user_agent',
      'timezone', 'screen', 'viewport', ...SYSTEM_CHECK_IDS.flatMap((id) => [`${id}_status`, `${id}_detail`]),
    ],
    rows.map((r) => [
      r.number, r.id, r.created_at, r.status, r.overall, r.email, r.school, r.message, r.page_host, r.ip, r.region_code, r.language_code,
      r.browser.user_agent, r.browser.timezone, `${r.browser.screen.width}x${r.browser.screen.height}`, `${r.browser.viewport.width}x${r.browser.viewport.height}`,
      ...SYSTEM_CHECK_IDS.flatMap((id) => {
        const result = r.results.find((x) => x.id === id);
        return [result?.status, result?.detail];
      }),
    ]),
  );

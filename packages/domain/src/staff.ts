import type { CampaignConfig } from './campaign.ts';
import type { CompetitionConfig, CompetitionListItem } from './competition.ts';
import type { BrowserDetails, CheckResult, CheckStatus } from './helpdesk.ts';
import { SIGN_IN_WAIT_MINUTES } from './account-paths.ts';

/**
 * The staff admin (Numbloom's own people, not teachers or parents): its
 * paths, texts and the wire shapes of what it lists. Kept free of zod; the
 * request and response schemas are in staff-schema.ts.
 */

const base = '/api/v2/staff';

export const STAFF_PATHS = {
  login: `${base}/login/`,
  logout: `${base}/logout/`,
  me: `${base}/me/`,
  campaigns: `${base}/campaigns/`,
  campaign: (slug: string) => `${base}/campaigns/${encodeURIComponent(slug)}/`,
  campaignClose: (slug: string) => `${base}/campaigns/${encodeURIComponent(slug)}/close/`,
  campaignReopen: (slug: string) => `${base}/campaigns/${encodeURIComponent(slug)}/reopen/`,
  competitions: `${base}/competitions/`,
  competition: (id: number) => `${base}/competitions/${id}/`,
  competitionStage: (id: number) => `${base}/competitions/${id}/stage/`,
  competitionClose: (id: number) => `${base}/competitions/${id}/close/`,
  registrations: `${base}/registrations/`,
  registration: (kind: RegistrationKind, id: string) => `${base}/registrations/${kind}/${id}/`,
  registrationsCsv: `${base}/registrations.csv`,
  leads: `${base}/leads/`,
  lead: (id: string) => `${base}/leads/${id}/`,
  leadsCsv: `${base}/leads.csv`,
  enquiries: `${base}/enquiries/`,
  enquiry: (id: string) => `${base}/enquiries/${id}/`,
  enquiriesCsv: `${base}/enquiries.csv`,
  systemReports: `${base}/system-reports/`,
  systemReport: (id: string) => `${base}/system-reports/${id}/`,
  systemReportsCsv: `${base}/system-reports.csv`,
  audit: `${base}/audit/`,
  /** join requests of schools with no admin yet: staff verify a school's first admin (decision 061) */
  schoolRequests: `${base}/school-requests/`,
  schoolRequest: (schoolId: number, userId: string) => `${base}/school-requests/${schoolId}/${userId}/`,
  /** the staff command line, run by a server it found on its DATA_DIR (decision 037) */
  cli: `${base}/cli/`,
} as const;

/** The admin's pages under /{region}/{language}/ (and /staff/…, which redirects there). */
export const STAFF_PAGES = {
  home: 'staff/',
  campaigns: 'staff/campaigns/',
  campaign: (slug: string) => `staff/campaigns/${encodeURIComponent(slug)}/`,
  newCampaign: 'staff/campaigns/new/',
  competitions: 'staff/competitions/',
  competition: (id: number) => `staff/competitions/${id}/`,
  newCompetition: 'staff/competitions/new/',
  challenges: 'staff/challenges/',
  challenge: (uuid: string) => `staff/challenges/${encodeURIComponent(uuid)}/`,
  newChallenge: 'staff/challenges/new/',
  registrations: 'staff/registrations/',
  registration: (kind: RegistrationKind, id: string) => `staff/registrations/${kind}/${id}/`,
  leads: 'staff/leads/',
  lead: (id: string) => `staff/leads/${id}/`,
  enquiries: 'staff/enquiries/',
  enquiry: (id: string) => `staff/enquiries/${id}/`,
  systemReports: 'staff/system-reports/',
  systemReport: (id: string) => `staff/system-reports/${id}/`,
  audit: 'staff/audit/',
  /** schools' first admins to verify (decision 061) */
  schools: 'staff/schools/',
} as const;

/** A link to an admin page that works from anywhere (a mail): /staff/… picks the reader's site. */
export function staffPagePath(page: 'enquiry' | 'systemReport', id: string): string {
  return `/${STAFF_PAGES[page](id)}`;
}

/** Contact enquiries and system reports: new until staff have answered. */
export const SUPPORT_STATUSES = ['new', 'answered'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const REGISTRATION_KINDS = ['campaign', 'competition'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** Server texts; the admin shows them in its own language (staff catalogue). */
export const STAFF_MESSAGES = {
  loginRequired: 'Please log in with a staff account to continue.',
  staffOnly: 'This is for Numbloom staff only.',
  wrongLogin: 'Wrong email or password.',
  tooManyAttempts: `Too many failed logins. Please wait ${SIGN_IN_WAIT_MINUTES} minutes and try again.`,
  cliTokenInvalid: 'The staff command line could not prove it runs beside this server.',
  notFound: 'Not found.',
} as const;

export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

export interface Paged<T> {
  count: number;
  page: number;
  page_size: number;
  results: T[];
}

export interface AuditEntryView {
  id: number;
  at: string;
  /** a staff member's email, or "command line (user@host)" */
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

export interface EnquiryView {
  id: string;
  form_type: string;
  name: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  message: string;
  region_code: string;
  language_code: string;
  status: SupportStatus;
  created_at: string;
  updated_at: string;
}

export interface LeadView {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  message: string;
  school_name: string;
  school_type: string;
  school_role: string;
  organisation: string;
  marketing_subscriber: string;
  form_type: string;
  form_id: string;
  env: string;
  locale: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  forward_status: string;
  created_at: string;
}

export interface SystemReportView {
  id: string;
  number: string;
  status: SupportStatus;
  overall: CheckStatus;
  results: CheckResult[];
  browser: BrowserDetails;
  email: string | null;
  school: string | null;
  message: string | null;
  page_host: string;
  ip: string;
  region_code: string;
  language_code: string;
  created_at: string;
  updated_at: string;
}

export interface RegistrationView {
  id: string;
  kind: RegistrationKind;
  /** the campaign's slug or the competition's id */
  event: string;
  event_name: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  your_name: string | null;
  organisation: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  role: string | null;
  school_type: string | null;
  school: string | null;
  school_id: number | null;
  region: string;
  signup_for_email: boolean;
  terms_agreed: boolean;
  student_list: { extension: string | null; bytes: number } | null;
  utm: Record<string, string | undefined>;
}

/** A campaign's state as staff see it, from its dates and the closed flag: an end in the past is "ended" whatever the flag says. */
export const CAMPAIGN_STATUSES = ['scheduled', 'open', 'closed', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export function campaignStatus(campaign: { closed: boolean; start_time: Date | null; end_time: Date | null }, now: Date): CampaignStatus {
  if (campaign.end_time !== null && campaign.end_time.getTime() <= now.getTime()) return 'ended';
  if (campaign.closed) return 'closed';
  if (campaign.start_time !== null && campaign.start_time.getTime() > now.getTime()) return 'scheduled';
  return 'open';
}

/** A campaign as staff see it: its form config and page texts, whether it is closed or listed, and how many registered. */
export type CampaignAdminView = CampaignConfig & {
  status: CampaignStatus;
  closed: boolean;
  listed: boolean;
  registrations: number;
  created_at: string;
  updated_at: string;
};

/** A competition as staff see it: list item, form config and page texts, whether it is open, and how many registered. */
export type CompetitionAdminView = CompetitionListItem &
  CompetitionConfig & {
    is_open: boolean;
    registrations: number;
    created_at: string;
    updated_at: string;
  };

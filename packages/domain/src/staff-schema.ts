import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { campaignConfigSchema } from './campaign.ts';
import { COMPETITION_STAGES, competitionConfigSchema, competitionListItemSchema } from './competition.ts';
import { CHECK_STATUSES, SYSTEM_CHECK_IDS } from './helpdesk.ts';
import { CAMPAIGN_STATUSES, REGISTRATION_KINDS, SUPPORT_STATUSES } from './staff.ts';

/**
 * The zod schemas of the staff API (staff.ts has the paths, texts and view
 * types). Requests are strict and bounded; responses describe exactly what
 * the presenters give, so nothing else can leave the server.
 */

export const staffLoginSchema = z.strictObject({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(200),
  ...regionFields,
});

export const staffMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const staffMeSchema = z.object({ staff: staffMemberSchema });

const search = z.string().max(200).optional();
const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

export const listQuerySchema = z.object({ q: search, ...pageFields, ...regionFields });
export const supportListQuerySchema = z.object({ q: search, status: z.enum(SUPPORT_STATUSES).optional(), ...pageFields, ...regionFields });
export const auditQuerySchema = z.object({ q: search, action: z.string().max(60).optional(), ...pageFields, ...regionFields });
export const registrationsQuerySchema = z.object({
  kind: z.enum(REGISTRATION_KINDS).default('campaign'),
  /** a campaign's slug or a competition's id; all of the kind when absent */
  event: z.string().max(100).optional(),
  q: search,
  ...pageFields,
  ...regionFields,
});
export const csvQuerySchema = (base: z.ZodObject) => base.omit({ page: true, page_size: true });

export const statusBodySchema = z.strictObject({ status: z.enum(SUPPORT_STATUSES), ...regionFields });
export const stageBodySchema = z.strictObject({ stage: z.enum(COMPETITION_STAGES), ...regionFields });
export const emptyBodySchema = z.strictObject({ ...regionFields }).optional();

export const uuidParams = z.object({ id: z.uuid() });
export const slugParams = z.object({ slug: z.string().min(1).max(100) });
export const competitionIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const registrationParams = z.object({ kind: z.enum(REGISTRATION_KINDS), id: z.uuid() });

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(item) });

export const campaignAdminViewSchema = campaignConfigSchema.extend({
  status: z.enum(CAMPAIGN_STATUSES),
  closed: z.boolean(),
  listed: z.boolean(),
  registrations: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const competitionAdminViewSchema = competitionListItemSchema.extend({
  ...competitionConfigSchema.shape,
  is_open: z.boolean(),
  registrations: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const registrationViewSchema = z.object({
  id: z.string(),
  kind: z.enum(REGISTRATION_KINDS),
  event: z.string(),
  event_name: z.string(),
  created_at: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  your_name: z.string().nullable(),
  organisation: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  role: z.string().nullable(),
  school_type: z.string().nullable(),
  school: z.string().nullable(),
  school_id: z.number().nullable(),
  region: z.string(),
  signup_for_email: z.boolean(),
  terms_agreed: z.boolean(),
  student_list: z.object({ extension: z.string().nullable(), bytes: z.number() }).nullable(),
  utm: z.record(z.string(), z.string().optional()),
});

export const enquiryViewSchema = z.object({
  id: z.string(),
  form_type: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  message: z.string(),
  region_code: z.string(),
  language_code: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});

const text = z.string();
export const leadViewSchema = z.object({
  id: text,
  email: text,
  first_name: text,
  last_name: text,
  phone: text,
  message: text,
  school_name: text,
  school_type: text,
  school_role: text,
  organisation: text,
  marketing_subscriber: text,
  form_type: text,
  form_id: text,
  env: text,
  locale: text,
  utm_source: text,
  utm_medium: text,
  utm_campaign: text,
  forward_status: text,
  created_at: text,
});

export const systemReportViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  overall: z.enum(CHECK_STATUSES),
  results: z.array(z.object({ id: z.enum(SYSTEM_CHECK_IDS), status: z.enum(CHECK_STATUSES), detail: z.string().optional(), value: z.number().nullable().optional() })),
  browser: z.object({
    user_agent: z.string(),
    language: z.string(),
    languages: z.array(z.string()),
    platform: z.string(),
    timezone: z.string(),
    screen: z.object({ width: z.number(), height: z.number(), pixel_ratio: z.number() }),
    viewport: z.object({ width: z.number(), height: z.number() }),
    cookies_enabled: z.boolean(),
    online: z.boolean(),
  }),
  email: z.string().nullable(),
  school: z.string().nullable(),
  message: z.string().nullable(),
  page_host: z.string(),
  ip: z.string(),
  region_code: z.string(),
  language_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

/** The staff command line, run by the server it found on its DATA_DIR (decision 037). */
export const cliRequestSchema = z.strictObject({
  argv: z.array(z.string().max(4000)).max(100),
  /** files the command reads (--file), read by the command line where it runs */
  files: z.record(z.string().max(4096), z.string().max(512 * 1024)).default({}),
  /** what the command line read from its standard input (--password-stdin) */
  stdin: z.string().max(1000).optional(),
  /** where the command line runs: paths in messages and written files are resolved there */
  cwd: z.string().min(1).max(4096),
  /** who runs it: user@host, recorded in the audit */
  who: z.string().min(1).max(200),
});

export const cliResponseSchema = z.object({
  code: z.number().int(),
  output: z.array(z.string()),
  /** files the command wrote (--out, --lists-dir), for the command line to write where it runs */
  files: z.array(z.object({ path: z.string(), base64: z.string() })),
});

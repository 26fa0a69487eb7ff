import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { isValidEmail, prepareEmail } from './form-rules.ts';
import { CHECK_STATUSES, HELPDESK_MESSAGES, REPORT_LIMITS, STREAM_CHECK, SYSTEM_CHECK_IDS, THRESHOLDS } from './helpdesk.ts';

/**
 * The zod schemas of the helpdesk API (helpdesk.ts has the checks and
 * texts). Strict and bounded everywhere: the report is written by a page
 * anyone can post from, so every string has a length and every list a size.
 */

const line = (max: number) => z.string().max(max).refine((s) => !s.includes('\0'), 'Invalid input.');
const count = (max: number) => z.number().int().min(0).max(max);

export const checkResultSchema = z.strictObject({
  id: z.enum(SYSTEM_CHECK_IDS),
  status: z.enum(CHECK_STATUSES),
  detail: line(REPORT_LIMITS.detail).optional(),
  value: z.number().finite().min(-1e9).max(1e9).nullable().optional(),
});

export const browserDetailsSchema = z.strictObject({
  user_agent: line(REPORT_LIMITS.userAgent),
  language: line(35),
  languages: z.array(line(35)).max(20),
  platform: line(100),
  timezone: line(100),
  screen: z.strictObject({ width: count(100_000), height: count(100_000), pixel_ratio: z.number().min(0).max(20) }),
  viewport: z.strictObject({ width: count(100_000), height: count(100_000) }),
  cookies_enabled: z.boolean(),
  online: z.boolean(),
});

const optionalEmail = z
  .string()
  .max(REPORT_LIMITS.email, HELPDESK_MESSAGES.invalidEmail)
  .transform(prepareEmail)
  .refine((v) => v === '' || isValidEmail(v), HELPDESK_MESSAGES.invalidEmail)
  .optional();

export const systemReportSchema = z.strictObject({
  results: z
    .array(checkResultSchema)
    .min(1)
    .max(SYSTEM_CHECK_IDS.length)
    .refine((rs) => new Set(rs.map((r) => r.id)).size === rs.length, 'Each check may be reported once.'),
  browser: browserDetailsSchema,
  email: optionalEmail,
  school: line(REPORT_LIMITS.school).optional(),
  message: line(REPORT_LIMITS.message).optional(),
  page_host: line(255),
  ...regionFields,
});
export type SystemReportInput = z.output<typeof systemReportSchema>;

export const systemReportResponseSchema = z.object({ status: z.literal('ok'), id: z.string(), number: z.string() });

export const streamCheckQuerySchema = z.object({
  seconds: z.coerce.number().int().min(STREAM_CHECK.minSeconds).max(STREAM_CHECK.maxSeconds).default(STREAM_CHECK.seconds),
  ...regionFields,
});

export const pingResponseSchema = z.object({ server_time: z.string() });

export const downloadQuerySchema = z.object({
  bytes: z.coerce.number().int().min(1).max(THRESHOLDS.maxDownloadBytes).default(THRESHOLDS.downloadBytes),
  /** a fresh value per request, so no cache between the school and us answers in its place */
  nonce: z.string().max(64).optional(),
  ...regionFields,
});

export const echoRequestSchema = z.strictObject({ nonce: z.string().min(1).max(64), ...regionFields });
export const echoResponseSchema = z.object({ status: z.literal('ok'), nonce: z.string() });

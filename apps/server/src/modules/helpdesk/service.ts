import { DEFAULT_LANGUAGE, DEFAULT_REGION } from '@numbloom/domain/regions';
import { overallStatus } from '@numbloom/domain/helpdesk';
import type { SystemReportInput } from '@numbloom/domain/helpdesk-schema';
import { staffPagePath } from '@numbloom/domain/staff';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { sendLater, type MailLog } from '../mail/service.ts';
import type { Paging } from '../../db/search.ts';
import { reportConfirmation, reportNotice } from './mails.ts';
import * as store from './store.ts';
import type { ReportRow } from './store.ts';

export const REPORT_NOT_FOUND = 'This system report was not found.';

/**
 * Stores a report from the checker page, then (in the background) tells
 * support and, when an address was given, sends the sender a copy with the
 * report's number.
 */
export async function submitReport(deps: Deps, input: SystemReportInput, meta: { ip: string; log: MailLog }): Promise<ReportRow> {
  const now = deps.now();
  const email = input.email || null;
  const sent = {
    overall: overallStatus(input.results.map((r) => r.status)),
    results: input.results,
    browser: input.browser,
    email,
    school: input.school?.trim() || null,
    message: input.message?.trim() || null,
    pageHost: input.page_host,
    ip: meta.ip.slice(0, 64),
    regionCode: (input.region_code ?? DEFAULT_REGION).toLowerCase().slice(0, 8),
    languageCode: (input.language_code ?? DEFAULT_LANGUAGE).toLowerCase().slice(0, 8),
  };
  const { row, created } = await store.insertReportOnce(deps.database.db, { ...sent, submissionHash: submissionHash(sent), createdAt: now, updatedAt: now });
  // the same report sent again (a double click, a retry) is the one already stored: its number, and no second mail
  if (!created) return row;
  const adminUrl = `${deps.config.PUBLIC_URL}${staffPagePath('systemReport', row.id)}`;
  sendLater(deps, reportNotice(row, deps.config.STAFF_EMAIL, adminUrl), meta.log, 'system report notice');
  if (row.email) sendLater(deps, reportConfirmation({ ...row, email: row.email }), meta.log, 'system report copy');
  return row;
}

// ---- staff ----------------------------------------------------------------

export const listReports = (deps: Deps, filter: { q?: string; status?: string }, page: Paging) => store.listReports(deps.database.db, filter, page);

export async function getReport(deps: Deps, id: string): Promise<ReportRow> {
  const row = await store.reportById(deps.database.db, id);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

export async function setReportStatus(deps: Deps, id: string, status: string): Promise<{ before: ReportRow; after: ReportRow }> {
  const before = await getReport(deps, id);
  const after = await store.setReportStatus(deps.database.db, id, status, deps.now());
  return { before, after: after! };
}

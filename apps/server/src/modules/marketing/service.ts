import { count, desc, eq, sql } from 'drizzle-orm';
import { searchColumns, type Paging } from '../../db/search.ts';
import type { MarketingSubmit } from '@numbloom/domain/campaign-marketing';
import { isValidEmail, prepareEmail } from '@numbloom/domain/form-rules';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { leads } from './tables.ts';

export type LeadRow = typeof leads.$inferSelect;

type Log = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };

const FORWARD_TIMEOUT_MS = 5_000;
const inFlight = new Set<Promise<void>>();

/** Resolves when every forward started so far has finished (tests and graceful shutdown). */
export const forwardsSettled = () => Promise.all([...inFlight]).then(() => undefined);

/**
 * Spec §7 marketing submit: stored as a lead (once per distinct submission),
 * then forwarded to MARKETING_FORWARD_URL in the background when it is set.
 * A forwarding failure is logged and recorded, never shown to the person.
 */
export async function submitLead(deps: Deps, input: MarketingSubmit, log: Log): Promise<{ id: string; created: boolean }> {
  const email = prepareEmail(input.email);
  if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
  const row = {
    email,
    firstName: input.first_name?.trim() ?? '',
    lastName: input.last_name?.trim() ?? '',
    phone: input.phone?.trim() ?? '',
    message: input.message?.trim() ?? '',
    schoolName: input.school_name?.trim() ?? '',
    schoolType: input.school_type ?? '',
    schoolRole: input.school_role ?? '',
    organisation: input.organisation?.trim() ?? '',
    marketingSubscriber: input.marketing_subscriber,
    formType: input.form_type,
    formId: input.form_id,
    env: input.env,
    locale: input.locale,
    endpointId: input.endpoint_id,
    utmMedium: input.utm_medium ?? '',
    utmSource: input.utm_source ?? '',
    utmCampaign: input.utm_campaign ?? '',
    teacherInviteLink: input.teacher_enterprise_invite_link ?? null,
    parentInviteLink: input.parent_b2c_enterprise_invite_link ?? null,
  };
  const forwardUrl = deps.config.MARKETING_FORWARD_URL;
  const db = deps.database.db;
  const [inserted] = await db
    .insert(leads)
    .values({ ...row, forwardStatus: forwardUrl ? 'pending' : 'off', submissionHash: submissionHash(row) })
    .onConflictDoNothing({ target: leads.submissionHash })
    .returning({ id: leads.id });
  if (!inserted) {
    const [existing] = await db.select({ id: leads.id }).from(leads).where(eq(leads.submissionHash, submissionHash(row))).limit(1);
    return { id: existing!.id, created: false };
  }
  if (forwardUrl) {
    const job = forward(deps, inserted.id, forwardUrl, { ...input, email }, log).finally(() => inFlight.delete(job));
    inFlight.add(job);
  }
  return { id: inserted.id, created: true };
}

/** Posts the lead as a form submission (what marketing-automation form handlers take) and records the outcome. */
async function forward(deps: Deps, id: string, url: string, input: MarketingSubmit, log: Log): Promise<void> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && key !== 'region_code' && key !== 'language_code') body.set(key, String(value));
  }
  let status: number | null = null;
  try {
    const res = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS), redirect: 'manual' });
    status = res.status;
    await res.body?.cancel();
    if (res.status >= 400) throw new Error(`forward answered ${res.status}`);
    await deps.database.db
      .update(leads)
      .set({ forwardStatus: 'sent', forwardHttpStatus: status, forwardedAt: sql`now()` })
      .where(eq(leads.id, id));
  } catch (err) {
    log.warn({ err, lead: id, status }, 'marketing forward failed');
    try {
      await deps.database.db.update(leads).set({ forwardStatus: 'failed', forwardHttpStatus: status }).where(eq(leads.id, id));
    } catch (dbErr) {
      log.warn({ err: dbErr, lead: id }, 'could not record the marketing forward failure');
    }
  }
}

// ---- staff ----------------------------------------------------------------

export const LEAD_NOT_FOUND = 'This lead was not found.';

/** Leads newest first; q matches names, email, school, organisation and form. */
export async function listLeads(deps: Pick<Deps, 'database'>, filter: { q?: string }, page: Paging): Promise<{ rows: LeadRow[]; count: number }> {
  const db = deps.database.db;
  const where = searchColumns([leads.email, leads.firstName, leads.lastName, leads.schoolName, leads.organisation, leads.formId, leads.formType, leads.phone], filter.q);
  const rows = await db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function getLead(deps: Pick<Deps, 'database'>, id: string): Promise<LeadRow> {
  const [row] = await deps.database.db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return row;
}

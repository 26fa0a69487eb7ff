import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { reportSequence } from '@numbloom/domain/helpdesk';
import type { Db } from '../../db/client.ts';
import { deleteCreatedBefore } from '../../db/purge.ts';
import { searchColumns, type Paging } from '../../db/search.ts';
import { systemReports } from './tables.ts';

export type ReportRow = typeof systemReports.$inferSelect;
export type NewReport = typeof systemReports.$inferInsert;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Inserts unless the same report is stored already; answers the row and whether it is new. The
 * number is the highest so far plus one, read by the insert itself (decision 084): a sequence skips
 * the numbers it had cached when the embedded database restarts (SR-2, SR-34, SR-67), and staff
 * would look for reports that never were. Two reports sent at the same instant may read the same
 * highest number: the unique index refuses the second, which is tried again with the next.
 */
export async function insertReportOnce(db: Db, values: Omit<NewReport, 'number'> & { submissionHash: string }): Promise<{ row: ReportRow; created: boolean }> {
  const next = sql<number>`(select coalesce(max(${systemReports.number}), 0) + 1 from ${systemReports})`;
  let row: ReportRow | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      [row] = await db.insert(systemReports).values({ ...values, number: next }).onConflictDoNothing({ target: systemReports.submissionHash }).returning();
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 16) throw err;
    }
  }
  if (row) return { row, created: true };
  const [stored] = await db.select().from(systemReports).where(eq(systemReports.submissionHash, values.submissionHash)).limit(1);
  return { row: stored!, created: false };
}

export async function reportById(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(systemReports).where(eq(systemReports.id, id)).limit(1);
  return row;
}

/** Reports newest first; q matches a report number (SR-1042), an email, a school, a host or an address. */
export async function listReports(db: Db, filter: { q?: string; status?: string }, page: Paging): Promise<{ rows: ReportRow[]; count: number }> {
  const sequence = filter.q ? reportSequence(filter.q) : null;
  const text = searchColumns([systemReports.email, systemReports.school, systemReports.pageHost, systemReports.ip, systemReports.message], filter.q);
  const conditions: SQL[] = [];
  if (filter.q?.trim()) conditions.push(sequence !== null ? or(eq(systemReports.number, sequence), text)! : text!);
  if (filter.status) conditions.push(eq(systemReports.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(systemReports).where(where).orderBy(desc(systemReports.createdAt), desc(systemReports.number)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(systemReports).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function setReportStatus(db: Db, id: string, status: string, at: Date): Promise<ReportRow | undefined> {
  const [row] = await db.update(systemReports).set({ status, updatedAt: at }).where(eq(systemReports.id, id)).returning();
  return row;
}

/** Deletes reports sent before the cutoff (kept as long as other messages: 24 months); returns how many. */
export const purgeBefore = (db: Db, cutoff: Date) => deleteCreatedBefore(db, systemReports, cutoff);

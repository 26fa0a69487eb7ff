import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchColumns, type Paging } from '../../db/search.ts';
import { enquiries } from './tables.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

/** Inserts unless the same submission is there already; returns the new row, or undefined for a repeat. */
export async function insertEnquiryOnce(db: Db, values: NewEnquiry): Promise<EnquiryRow | undefined> {
  const [row] = await db.insert(enquiries).values(values).onConflictDoNothing({ target: enquiries.submissionHash }).returning();
  return row;
}

export async function enquiryById(db: Db, id: string): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return row;
}

/** Newest first; q matches the name, email, organisation, phone or message. */
export async function listEnquiries(db: Db, filter: { q?: string; status?: string }, page: Paging): Promise<{ rows: EnquiryRow[]; count: number }> {
  const conditions: SQL[] = [];
  const text = searchColumns([enquiries.name, enquiries.email, enquiries.organisation, enquiries.phone, enquiries.message], filter.q);
  if (text) conditions.push(text);
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(enquiries).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function setEnquiryStatus(db: Db, id: string, status: string, at: Date): Promise<EnquiryRow | undefined> {
  const [row] = await db.update(enquiries).set({ status, updatedAt: at }).where(eq(enquiries.id, id)).returning();
  return row;
}

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolAudit, schoolClasses, schoolMembers, schoolParents, schoolSettings } from './tables.ts';

export type MemberRow = typeof schoolMembers.$inferSelect;
export type SchoolClassRow = typeof schoolClasses.$inferSelect;
export type ParentLinkRow = typeof schoolParents.$inferSelect;

export async function findMember(db: Db, schoolId: number, userId: string, lock = false): Promise<MemberRow | undefined> {
  const q = db
    .select()
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export const membersOf = (db: Db, schoolId: number) => db.select().from(schoolMembers).where(eq(schoolMembers.schoolId, schoolId));

export const membershipsOf = (db: Db, userId: string) => db.select().from(schoolMembers).where(eq(schoolMembers.userId, userId));

/** The active admins of a school, locked: two admins who remove each other at once cannot leave none. */
export async function lockActiveAdmins(db: Db, schoolId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.role, 'admin'), eq(schoolMembers.status, 'active')))
    .for('update');
}

export async function countActiveAdmins(db: Db, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.role, 'admin'), eq(schoolMembers.status, 'active')));
  return row?.n ?? 0;
}

/** Inserts a pending request; answers false when the person already has a row for this school. */
export async function insertMember(db: Db, values: typeof schoolMembers.$inferInsert): Promise<boolean> {
  const rows = await db.insert(schoolMembers).values(values).onConflictDoNothing().returning({ userId: schoolMembers.userId });
  return rows.length > 0;
}

export async function updateMember(db: Db, schoolId: number, userId: string, values: Partial<typeof schoolMembers.$inferInsert>): Promise<void> {
  await db
    .update(schoolMembers)
    .set(values)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)));
}

export async function deleteMember(db: Db, schoolId: number, userId: string): Promise<void> {
  await db.delete(schoolMembers).where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId)));
}

/** Pending requests of schools that have no active admin: what staff verify. */
export async function firstAdminRequests(db: Db): Promise<MemberRow[]> {
  return db
    .select()
    .from(schoolMembers)
    .where(
      and(
        eq(schoolMembers.status, 'pending'),
        sql`not exists (select 1 from school_members a where a.school_id = ${schoolMembers.schoolId} and a.role = 'admin' and a.status = 'active')`,
      ),
    )
    .orderBy(schoolMembers.requestedAt);
}

/** Of these (user, school) pairs, the ones where the user is an active member of the school, as "user:school". */
export async function activePairs(db: Db, pairs: Array<{ userId: string; schoolId: number }>): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const users = [...new Set(pairs.map((p) => p.userId))];
  const rows = await db
    .select({ userId: schoolMembers.userId, schoolId: schoolMembers.schoolId })
    .from(schoolMembers)
    .where(and(inArray(schoolMembers.userId, users), eq(schoolMembers.status, 'active')));
  return new Set(rows.map((r) => `${r.userId}:${r.schoolId}`));
}

// ── classes ─────────────────────────────────────────────────────────────────

export const classesOfSchool = (db: Db, schoolId: number) => db.select().from(schoolClasses).where(eq(schoolClasses.schoolId, schoolId));

export async function findSchoolClass(db: Db, classId: string): Promise<SchoolClassRow | undefined> {
  const [row] = await db.select().from(schoolClasses).where(eq(schoolClasses.classId, classId)).limit(1);
  return row;
}

export async function upsertSchoolClass(db: Db, values: typeof schoolClasses.$inferInsert): Promise<void> {
  await db
    .insert(schoolClasses)
    .values(values)
    .onConflictDoUpdate({ target: schoolClasses.classId, set: { schoolId: values.schoolId, grade: values.grade } });
}

export async function deleteSchoolClasses(db: Db, classIds: string[]): Promise<void> {
  if (classIds.length === 0) return;
  await db.delete(schoolClasses).where(inArray(schoolClasses.classId, classIds));
}

export async function setClassGrade(db: Db, classId: string, grade: string | null): Promise<void> {
  await db.update(schoolClasses).set({ grade }).where(eq(schoolClasses.classId, classId));
}

/** The school classes of these class ids, by class id. */
export async function schoolClassesByIds(db: Db, classIds: string[]): Promise<SchoolClassRow[]> {
  if (classIds.length === 0) return [];
  return db.select().from(schoolClasses).where(inArray(schoolClasses.classId, classIds));
}

// ── settings ────────────────────────────────────────────────────────────────

export async function settingsOf(db: Db, schoolIds: number[]) {
  if (schoolIds.length === 0) return [];
  return db.select().from(schoolSettings).where(inArray(schoolSettings.schoolId, schoolIds));
}

export async function saveSettings(db: Db, schoolId: number, showNamesOnBoards: boolean, now: Date): Promise<void> {
  await db
    .insert(schoolSettings)
    .values({ schoolId, showNamesOnBoards, updatedAt: now })
    .onConflictDoUpdate({ target: schoolSettings.schoolId, set: { showNamesOnBoards, updatedAt: now } });
}

// ── parents ─────────────────────────────────────────────────────────────────

export const parentLinksOfSchool = (db: Db, schoolId: number) => db.select().from(schoolParents).where(eq(schoolParents.schoolId, schoolId)).orderBy(schoolParents.requestedAt);
export const parentLinksOf = (db: Db, parentId: string) => db.select().from(schoolParents).where(eq(schoolParents.parentId, parentId));

/** A parent's first tie to a school (the link followed); following it again makes no second one. */
export async function insertParentLink(db: Db, schoolId: number, parentId: string, now: Date): Promise<void> {
  const [open] = await db
    .select({ id: schoolParents.id })
    .from(schoolParents)
    .where(and(eq(schoolParents.schoolId, schoolId), eq(schoolParents.parentId, parentId), isNull(schoolParents.studentId)))
    .limit(1);
  if (!open) await db.insert(schoolParents).values({ schoolId, parentId, requestedAt: now });
}

export async function findParentLink(db: Db, schoolId: number, id: number): Promise<ParentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(schoolParents)
    .where(and(eq(schoolParents.schoolId, schoolId), eq(schoolParents.id, id)))
    .limit(1);
  return row;
}

export async function setParentChild(db: Db, id: number, studentId: string | null, by: string, now: Date): Promise<void> {
  await db
    .update(schoolParents)
    .set({ studentId, linkedBy: studentId ? by : null, linkedAt: studentId ? now : null })
    .where(eq(schoolParents.id, id));
}

// ── audit ───────────────────────────────────────────────────────────────────

export async function insertAudit(db: Db, values: typeof schoolAudit.$inferInsert): Promise<void> {
  await db.insert(schoolAudit).values(values);
}

export const auditOf = (db: Db, schoolId: number, limit: number) =>
  db.select().from(schoolAudit).where(eq(schoolAudit.schoolId, schoolId)).orderBy(desc(schoolAudit.at), desc(schoolAudit.id)).limit(limit);

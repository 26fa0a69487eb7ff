import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, oidcIdentities, passwordResets, sessions, users } from './tables.ts';

/** SQL for the accounts module. Rows here may hold secrets; presenter.ts decides what leaves. */

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type ClassStudentRow = typeof classStudents.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email is taken (the unique index decides, not a racy read). */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Db, idHash: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
  return row;
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Db, userId: string, exceptIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptIdHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash)) : eq(sessions.userId, userId));
}

export async function deleteStaleSessions(db: Db, idleBefore: Date, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, idleBefore), lt(sessions.expiresAt, now)));
}

export async function insertPasswordReset(db: Db, values: typeof passwordResets.$inferInsert): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks a reset token used if it is unused and unexpired; returns its user, or undefined. Atomic: a token works once. */
export async function consumePasswordReset(db: Db, hash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function findPasswordReset(db: Db, hash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hash)).limit(1);
  return row;
}

/** Ends the other reset links of a user once one is used or the password changes. */
export async function expireUserPasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.provider, provider), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, values: typeof oidcIdentities.$inferInsert): Promise<void> {
  await db.insert(oidcIdentities).values(values).onConflictDoNothing();
}

/** The identities of these subjects at one provider. */
export async function findIdentitiesMany(db: Db, provider: string, subjects: string[]) {
  if (subjects.length === 0) return [];
  return db.select().from(oidcIdentities).where(and(eq(oidcIdentities.provider, provider), inArray(oidcIdentities.subject, subjects)));
}

export async function insertIdentitiesMany(db: Db, rows: Array<typeof oidcIdentities.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(oidcIdentities).values(rows).onConflictDoNothing();
}

export async function identitiesOfUser(db: Db, userId: string) {
  return db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));
}

export async function identityProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ provider: oidcIdentities.provider }).from(oidcIdentities).where(eq(oidcIdentities.userId, userId));
  return rows.map((r) => r.provider);
}

export async function teacherClasses(db: Db, teacherId: string): Promise<ClassRow[]> {
  return db.select().from(classes).where(eq(classes.teacherId, teacherId)).orderBy(asc(classes.createdAt), asc(classes.id));
}

export async function findClass(db: Db, id: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

export async function findClassByCode(db: Db, code: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.classCode, code)).limit(1);
  return row;
}

/** Inserts a class; undefined when the code collided (the caller draws another). */
export async function insertClass(db: Db, values: typeof classes.$inferInsert): Promise<ClassRow | undefined> {
  const [row] = await db.insert(classes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function studentsOfClasses(db: Db, classIds: string[]): Promise<ClassStudentRow[]> {
  if (classIds.length === 0) return [];
  return db
    .select()
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .orderBy(asc(classStudents.displayName), asc(classStudents.nameNumber), asc(classStudents.userId));
}

/** The names these students' classes list them by, in one read (a user in no class is left out). */
export async function classStudentNames(db: Db, userIds: string[]): Promise<Array<Pick<ClassStudentRow, 'userId' | 'displayName'>>> {
  if (userIds.length === 0) return [];
  return db.select({ userId: classStudents.userId, displayName: classStudents.displayName }).from(classStudents).where(inArray(classStudents.userId, userIds));
}

export async function insertClassStudent(db: Db, values: typeof classStudents.$inferInsert): Promise<void> {
  await db.insert(classStudents).values(values);
}

/** Changes a student's place in their class (their name and its number); undefined when the student is gone. */
export async function updateClassStudent(db: Db, userId: string, values: Pick<Partial<typeof classStudents.$inferInsert>, 'displayName' | 'nameNumber'>): Promise<ClassStudentRow | undefined> {
  const [row] = await db.update(classStudents).set(values).where(eq(classStudents.userId, userId)).returning();
  return row;
}

export async function findClassStudent(db: Db, classId: string, userId: string): Promise<ClassStudentRow | undefined> {
  const [row] = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, userId)))
    .limit(1);
  return row;
}

/** Locks a class's row for the rest of the caller's transaction: its students are numbered one adder at a time. */
export async function lockClass(db: Db, id: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).for('update');
  return row;
}

/** Locks a user's row until the transaction ends: serialises trial decisions for one person. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

// ---- closing accounts and deleting data ----

/** Marks users closed (the holder and their students, at one moment). */
export async function closeUsers(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(users).set({ closedAt: at, updatedAt: at }).where(and(inArray(users.id, ids), isNull(users.closedAt)));
}

/** Ends every session of these users. */
export async function deleteSessionsOf(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.userId, userIds));
}

/** A student's place in a class, found by the student alone (a student belongs to one class). */
export async function findMembership(db: Db, userId: string): Promise<ClassStudentRow | undefined> {
  const [row] = await db.select().from(classStudents).where(eq(classStudents.userId, userId)).limit(1);
  return row;
}

export async function findUsers(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/**
 * Users to purge: up to `limit` closed before the cutoff, and the students of
 * those holders' classes (one added as the account closed may lack the mark).
 */
export async function closedBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const closed = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.closedAt), lt(users.closedAt, cutoff)))
    .orderBy(asc(users.closedAt), asc(users.id))
    .limit(limit);
  const ids = closed.map((r) => r.id);
  if (ids.length === 0) return [];
  const students = await db
    .select({ id: classStudents.userId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(inArray(classes.teacherId, ids));
  return [...new Set([...ids, ...students.map((r) => r.id)])];
}

/**
 * Deletes users; their sessions, reset links, sign-in identities, classes and
 * class places go with them (foreign keys cascade). Returns how many.
 */
export async function deleteUsers(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db.delete(users).where(inArray(users.id, ids)).returning({ id: users.id });
  return deleted.length;
}

/** The class row of a student account, if it is in one. */
export async function findClassMembership(db: Db, userId: string): Promise<ClassStudentRow | undefined> {
  const [row] = await db.select().from(classStudents).where(eq(classStudents.userId, userId)).limit(1);
  return row;
}

/** Moves a student to another class with the number of their name there. */
export async function moveClassStudent(db: Db, userId: string, classId: string, nameNumber: number): Promise<void> {
  await db.update(classStudents).set({ classId, nameNumber }).where(eq(classStudents.userId, userId));
}

/** How many students each of these classes has now, by class id (a class with none is left out). */
export async function classSizes(db: Db, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: classStudents.classId, n: sql<number>`count(*)::int` })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  return new Map(rows.map((r) => [r.classId, r.n]));
}

// ---- many rows at once, for an imported roster (school-members/roster) ----

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const BULK_CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BULK_CHUNK) out.push(rows.slice(i, i + BULK_CHUNK));
  return out;
}

/** Inserts users whose ids the caller drew, a thousand a statement; answers the emails already taken (none inserted for them). */
export async function insertUsersMany(db: Db, rows: NewUser[]): Promise<string[]> {
  const taken: string[] = [];
  for (const part of chunks(rows)) {
    const inserted = await db.insert(users).values(part).onConflictDoNothing().returning({ id: users.id });
    if (inserted.length < part.length) {
      const ids = new Set(inserted.map((r) => r.id));
      taken.push(...part.filter((r) => !ids.has(r.id!)).map((r) => r.email ?? ''));
    }
  }
  return taken;
}

export async function insertClassStudentsMany(db: Db, rows: Array<typeof classStudents.$inferInsert>): Promise<void> {
  for (const part of chunks(rows)) await db.insert(classStudents).values(part);
}

/** Inserts classes whose ids the caller drew; answers the ids whose class code collided (not inserted). */
export async function insertClassesMany(db: Db, rows: Array<typeof classes.$inferInsert>): Promise<string[]> {
  const collided: string[] = [];
  for (const part of chunks(rows)) {
    const inserted = await db.insert(classes).values(part).onConflictDoNothing().returning({ id: classes.id });
    const ids = new Set(inserted.map((r) => r.id));
    collided.push(...part.filter((r) => !ids.has(r.id!)).map((r) => r.id!));
  }
  return collided;
}

/** Sets users' names (and, where given, email), a thousand a statement. */
export async function updateUserNamesMany(db: Db, rows: Array<{ id: string; firstName: string; lastName: string; email: string | null }>, at: Date): Promise<void> {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((r) => sql`(${r.id}::uuid, ${r.firstName}, ${r.lastName}, ${r.email}::varchar)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${users} set first_name = v.first_name, last_name = v.last_name, email = coalesce(v.email, ${users.email}), updated_at = ${at.toISOString()}::timestamptz
          from (values ${values}) as v(id, first_name, last_name, email) where ${users.id} = v.id`,
    );
  }
}

/** Moves students and sets their class names, a thousand a statement. */
export async function updateClassStudentsMany(db: Db, rows: Array<{ userId: string; classId: string; displayName: string; nameNumber: number }>): Promise<void> {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((r) => sql`(${r.userId}::uuid, ${r.classId}::uuid, ${r.displayName}, ${r.nameNumber}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${classStudents} set class_id = v.class_id, display_name = v.display_name, name_number = v.name_number
          from (values ${values}) as v(user_id, class_id, display_name, name_number) where ${classStudents.userId} = v.user_id`,
    );
  }
}

/** Renames classes and hands them to another teacher, a thousand a statement. */
export async function updateClassesMany(db: Db, rows: Array<{ id: string; teacherId: string; name: string }>): Promise<void> {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((r) => sql`(${r.id}::uuid, ${r.teacherId}::uuid, ${r.name})`),
      sql`, `,
    );
    await db.execute(sql`update ${classes} set teacher_id = v.teacher_id, name = v.name from (values ${values}) as v(id, teacher_id, name) where ${classes.id} = v.id`);
  }
}

export async function findUsersByEmails(db: Db, emails: string[]): Promise<UserRow[]> {
  const out: UserRow[] = [];
  for (const part of chunks(emails)) out.push(...(await db.select().from(users).where(inArray(users.email, part))));
  return out;
}

export async function findUsersMany(db: Db, ids: string[]): Promise<UserRow[]> {
  const out: UserRow[] = [];
  for (const part of chunks(ids)) out.push(...(await findUsers(db, part)));
  return out;
}

export async function findClassesMany(db: Db, ids: string[]): Promise<ClassRow[]> {
  const out: ClassRow[] = [];
  for (const part of chunks(ids)) out.push(...(await db.select().from(classes).where(inArray(classes.id, part))));
  return out;
}

/** The class places of these students (a student is in one class). */
export async function placesOfStudents(db: Db, userIds: string[]): Promise<ClassStudentRow[]> {
  const out: ClassStudentRow[] = [];
  for (const part of chunks(userIds)) out.push(...(await db.select().from(classStudents).where(inArray(classStudents.userId, part))));
  return out;
}

export async function studentsOfClassesMany(db: Db, classIds: string[]): Promise<ClassStudentRow[]> {
  const out: ClassStudentRow[] = [];
  for (const part of chunks(classIds)) out.push(...(await studentsOfClasses(db, part)));
  return out;
}

/** How many classes each of these holders has. */
export async function classCountsOf(db: Db, teacherIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const part of chunks(teacherIds)) {
    const rows = await db
      .select({ teacherId: classes.teacherId, n: sql<string>`count(*)` })
      .from(classes)
      .where(inArray(classes.teacherId, part))
      .groupBy(classes.teacherId);
    for (const r of rows) counts.set(r.teacherId, Number(r.n));
  }
  return counts;
}

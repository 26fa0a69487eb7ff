import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeRegistrations, challenges, challengeScores } from './tables.ts';

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallenge = typeof challenges.$inferInsert;
export type RegistrationRow = typeof challengeRegistrations.$inferSelect;
export type ScoreRow = typeof challengeScores.$inferSelect;

export async function findChallenge(db: Db, id: string, lock = false): Promise<ChallengeRow | undefined> {
  const q = db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export const listChallenges = (db: Db) => db.select().from(challenges).orderBy(asc(challenges.contestStartsAt));

export async function insertChallenge(db: Db, values: NewChallenge): Promise<ChallengeRow> {
  const [row] = await db.insert(challenges).values(values).returning();
  return row!;
}

export async function insertChallengeIfMissing(db: Db, values: NewChallenge): Promise<void> {
  await db.insert(challenges).values(values).onConflictDoNothing();
}

export async function updateChallenge(db: Db, id: string, values: Partial<NewChallenge>): Promise<ChallengeRow | undefined> {
  const [row] = await db.update(challenges).set(values).where(eq(challenges.id, id)).returning();
  return row;
}

export const registrationsOf = (db: Db, challengeId: string) => db.select().from(challengeRegistrations).where(eq(challengeRegistrations.challengeId, challengeId));

/** The registration that enters a student: their class's, or their own (a parent's). */
export async function entryOf(db: Db, challengeId: string, userId: string, classId: string | null): Promise<RegistrationRow | undefined> {
  const who = classId ? or(eq(challengeRegistrations.classId, classId), eq(challengeRegistrations.studentId, userId)) : eq(challengeRegistrations.studentId, userId);
  const [row] = await db
    .select()
    .from(challengeRegistrations)
    .where(and(eq(challengeRegistrations.challengeId, challengeId), who))
    .limit(1);
  return row;
}

/** Registrations made by one account (a teacher's classes, a parent's children), across challenges or in one. */
export const registrationsBy = (db: Db, userId: string, challengeId?: string) =>
  db
    .select()
    .from(challengeRegistrations)
    .where(and(eq(challengeRegistrations.registeredBy, userId), challengeId ? eq(challengeRegistrations.challengeId, challengeId) : undefined));

/** Registrations of one challenge by school (a school leader's report). */
export const registrationsOfSchools = (db: Db, challengeId: string, schoolIds: number[]) =>
  schoolIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(challengeRegistrations)
        .where(and(eq(challengeRegistrations.challengeId, challengeId), inArray(challengeRegistrations.schoolId, schoolIds)));

/** Inserts registrations, skipping a class or child already registered; answers the ones inserted. */
export async function insertRegistrations(db: Db, rows: Array<typeof challengeRegistrations.$inferInsert>): Promise<RegistrationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(challengeRegistrations).values(rows).onConflictDoNothing().returning();
}

/** Sets what a registration says again (hidden names, the school and its region board), as registering again does. */
export async function updateRegistrations(db: Db, ids: string[], values: Pick<Partial<RegistrationRow>, 'hideNames' | 'schoolId' | 'schoolName' | 'region'>) {
  if (ids.length === 0) return;
  await db.update(challengeRegistrations).set(values).where(inArray(challengeRegistrations.id, ids));
}

export async function findScore(db: Db, challengeId: string, userId: string, lock = false): Promise<ScoreRow | undefined> {
  const q = db
    .select()
    .from(challengeScores)
    .where(and(eq(challengeScores.challengeId, challengeId), eq(challengeScores.userId, userId)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function upsertScore(db: Db, values: typeof challengeScores.$inferInsert): Promise<void> {
  await db
    .insert(challengeScores)
    .values(values)
    .onConflictDoUpdate({
      target: [challengeScores.challengeId, challengeScores.userId],
      set: { score: values.score, runs: values.runs, bestByActivity: values.bestByActivity, updatedAt: values.updatedAt, classId: values.classId, displayName: values.displayName },
    });
}

/**
 * Every standing of a challenge with its registration's class, school and region: the scores and
 * the registrations read apart and put together here. A national challenge has 100,000 scores in
 * 5,000 registrations, and a join sent each registration's strings once per child: reading them
 * apart made a board's rebuild about twice as fast on the embedded database.
 */
export async function standingsOf(db: Db, challengeId: string) {
  const [scores, registrations] = await Promise.all([
    db
      .select({
        userId: challengeScores.userId,
        displayName: challengeScores.displayName,
        score: challengeScores.score,
        registrationId: challengeScores.registrationId,
        finalRank: challengeScores.finalRank,
        tier: challengeScores.tier,
        certificateId: challengeScores.certificateId,
        runs: challengeScores.runs,
      })
      .from(challengeScores)
      .where(eq(challengeScores.challengeId, challengeId)),
    db
      .select({
        id: challengeRegistrations.id,
        classId: challengeRegistrations.classId,
        className: challengeRegistrations.className,
        schoolId: challengeRegistrations.schoolId,
        schoolName: challengeRegistrations.schoolName,
        region: challengeRegistrations.region,
        hideNames: challengeRegistrations.hideNames,
        registeredBy: challengeRegistrations.registeredBy,
      })
      .from(challengeRegistrations)
      .where(eq(challengeRegistrations.challengeId, challengeId)),
  ]);
  const byId = new Map(registrations.map((r) => [r.id, r]));
  return scores.flatMap((s) => {
    const r = byId.get(s.registrationId);
    // as the inner join did: a score always has its registration (a foreign key), so none is dropped
    return r ? [{ ...s, classId: r.classId, className: r.className, schoolId: r.schoolId, schoolName: r.schoolName, region: r.region, hideNames: r.hideNames, registeredBy: r.registeredBy }] : [];
  });
}
export type Standing = Awaited<ReturnType<typeof standingsOf>>[number];

/** Fixes ranks, tiers and certificate ids, in batches (a national challenge has 100,000 rows). */
export async function writeFinal(db: Db, challengeId: string, rows: Array<{ userId: string; rank: number; tier: string | null; certificateId: string | null }>) {
  const BATCH = 5000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await db.execute(sql`
      update challenge_scores s set final_rank = f.rank, tier = f.tier, certificate_id = f.cert
      from unnest(${sql.raw(`ARRAY[${part.map((r) => `'${r.userId}'`).join(',')}]::uuid[]`)},
                                 ${sql.raw(`ARRAY[${part.map((r) => r.rank).join(',')}]::int[]`)},
                                 ${sql.raw(`ARRAY[${part.map((r) => (r.tier ? `'${r.tier}'` : 'NULL')).join(',')}]::varchar[]`)},
                                 ${sql.raw(`ARRAY[${part.map((r) => (r.certificateId ? `'${r.certificateId}'` : 'NULL')).join(',')}]::varchar[]`)})
            as f(user_id, rank, tier, cert)
      where s.challenge_id = ${challengeId} and s.user_id = f.user_id`);
  }
}

/** The challenges a child has a standing in whose tiers are not fixed yet. */
export async function unfinalizedOf(db: Db, userId: string): Promise<ChallengeRow[]> {
  const rows = await db
    .select({ challenge: challenges })
    .from(challengeScores)
    .innerJoin(challenges, eq(challenges.id, challengeScores.challengeId))
    .where(and(eq(challengeScores.userId, userId), isNull(challenges.finalizedAt)));
  return rows.map((r) => r.challenge);
}

/** The challenges a child holds a certificate of (a tier fixed at the end), the latest first. */
export async function certificatesOf(db: Db, userId: string) {
  return db
    .select({ challengeId: challenges.id, names: challenges.names, tier: challengeScores.tier })
    .from(challengeScores)
    .innerJoin(challenges, eq(challenges.id, challengeScores.challengeId))
    .where(and(eq(challengeScores.userId, userId), isNotNull(challengeScores.tier), isNotNull(challengeScores.certificateId)))
    .orderBy(desc(challenges.contestEndsAt));
}

export async function findByCertificate(db: Db, certificateId: string) {
  const [row] = await db
    .select()
    .from(challengeScores)
    .where(and(eq(challengeScores.certificateId, certificateId), isNotNull(challengeScores.tier)))
    .limit(1);
  return row;
}

/** Deletes a student's standings (their data deleted, an account purged). */
/** Everything the challenges keep about these users, for their data download: registrations made by or for them, and their scores. */
export async function challengeDataOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return { registrations: [], scores: [] };
  const registered = await db
    .select({
      challenge: challenges.names,
      class_name: challengeRegistrations.className,
      student_id: challengeRegistrations.studentId,
      school_name: challengeRegistrations.schoolName,
      region: challengeRegistrations.region,
      hide_names: challengeRegistrations.hideNames,
      registered_at: challengeRegistrations.createdAt,
    })
    .from(challengeRegistrations)
    .innerJoin(challenges, eq(challenges.id, challengeRegistrations.challengeId))
    .where(or(inArray(challengeRegistrations.studentId, userIds), inArray(challengeRegistrations.registeredBy, userIds)));
  const scores = await db
    .select({
      challenge: challenges.names,
      user_id: challengeScores.userId,
      display_name: challengeScores.displayName,
      score: challengeScores.score,
      runs: challengeScores.runs,
      best_by_activity: challengeScores.bestByActivity,
      final_rank: challengeScores.finalRank,
      tier: challengeScores.tier,
      certificate_id: challengeScores.certificateId,
    })
    .from(challengeScores)
    .innerJoin(challenges, eq(challenges.id, challengeScores.challengeId))
    .where(inArray(challengeScores.userId, userIds));
  return {
    registrations: registered.map((r) => ({ ...r, registered_at: r.registered_at.toISOString() })),
    scores: scores.map(({ user_id, ...rest }) => ({ student_id: user_id, ...rest })),
  };
}

export async function deleteScoresOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.delete(challengeScores).where(inArray(challengeScores.userId, userIds));
  await db.delete(challengeRegistrations).where(or(inArray(challengeRegistrations.studentId, userIds), inArray(challengeRegistrations.registeredBy, userIds)));
}

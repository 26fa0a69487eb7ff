/**
 * Parents who can see (decision 077). A parent sees a child through one of three ties, each
 * checked on the server at every read: the family their account holds (accounts, decision 041),
 * a school admin's link (school-members' school_parents, while the child is in a class of that
 * school), or a parent code the child's teacher made. Anyone else is told the child does not exist.
 */
import { randomBytes } from 'node:crypto';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import {
  PARENT_CODE_ALPHABET,
  PARENT_CODE_RULES,
  PARENT_MESSAGES,
  type ParentChildSummary,
  type ParentChildView,
  type ParentCodeIssued,
  type ParentLinkKind,
  type StudentParentsView,
} from '@numbloom/domain/parents';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { familyOf, lockUser, placementOf, secrets, usersByIds, type UserRow } from '../accounts/service.ts';
import { consume, giveBack, perIp, type Limit } from '../accounts/throttle.ts';
import { assignmentsForChild } from '../assignments/service.ts';
import { certificatesOfChild } from '../challenges/service.ts';
import { learnerMastery, recentResults, totalStars } from '../progress/service.ts';
import { childrenLinkedBySchool, gradesOfClasses } from '../school-members/service.ts';
import * as store from './store.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Wrong codes count per parent's account and per address, before a code is looked at. */
const CODE_TRIES: Limit = { kind: 'parent-code', max: PARENT_CODE_RULES.triesPerHour, windowMs: HOUR, message: PARENT_MESSAGES.tooManyTries };
const CODE_TRIES_PER_IP: Limit = { kind: 'parent-code-ip', max: PARENT_CODE_RULES.triesPerHour * 3, windowMs: HOUR, message: PARENT_MESSAGES.tooManyTries };

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');

function newCode(): string {
  return [...randomBytes(PARENT_CODE_RULES.length)].map((b) => PARENT_CODE_ALPHABET[b % PARENT_CODE_ALPHABET.length]).join('');
}

// ── who sees whom ───────────────────────────────────────────────────────────

/** How this parent is tied to this child, the family first, or undefined when they are not. */
async function linkOf(db: Db, parentId: string, childId: string): Promise<ParentLinkKind | undefined> {
  const place = await placementOf(db, childId);
  if (!place) return undefined;
  // a parent's account holds one class only: their family
  if (place.teacherId === parentId) return 'family';
  if ((await childrenLinkedBySchool(db, parentId)).includes(childId)) return 'school';
  if (await store.findLink(db, parentId, childId)) return 'code';
  return undefined;
}

/** Whether this parent may see this child (the certificate route's check, handed to challenges by app.ts). */
export const parentSeesChild = async (db: Db, parentId: string, childId: string) => (await linkOf(db, parentId, childId)) !== undefined;

/** A child as the parent's pages list them: name, grade, tie, and the class and teacher of a teacher's class. */
async function summaries(db: Db, ties: Array<{ id: string; link: ParentLinkKind }>): Promise<ParentChildSummary[]> {
  const places = new Map<string, NonNullable<Awaited<ReturnType<typeof placementOf>>>>();
  for (const tie of ties) {
    const place = await placementOf(db, tie.id);
    if (place) places.set(tie.id, place);
  }
  const teachers = new Map((await usersByIds(db, [...new Set([...places.values()].map((p) => p.teacherId))])).map((u) => [u.id, u]));
  const grades = await gradesOfClasses(db, [...new Set([...places.values()].map((p) => p.classId))]);
  return ties.flatMap((tie) => {
    const place = places.get(tie.id);
    if (!place) return [];
    const teacher = teachers.get(place.teacherId);
    return [
      {
        id: tie.id,
        name: place.displayName,
        grade: grades.get(place.classId) ?? null,
        link: tie.link,
        // the family is a class only in the data: a parent is told of a teacher's class alone
        class: tie.link === 'family' || !teacher ? null : { name: place.className, teacher_name: fullName(teacher) },
      },
    ];
  });
}

/** Every child the parent sees: their family's, then those a school linked, then those linked by a code. */
export async function childrenOf(deps: Deps, parent: UserRow): Promise<ParentChildSummary[]> {
  const db = deps.database.db;
  const { children } = await familyOf(deps, parent.id);
  const ties = new Map<string, ParentLinkKind>(children.map((c) => [c.userId, 'family']));
  for (const id of await childrenLinkedBySchool(db, parent.id)) if (!ties.has(id)) ties.set(id, 'school');
  for (const l of await store.linksOfParent(db, parent.id)) if (!ties.has(l.studentId)) ties.set(l.studentId, 'code');
  const listed = await summaries(db, [...ties].map(([id, link]) => ({ id, link })));
  // a family child's grade is the one their parent gave
  const given = new Map(children.map((c) => [c.userId, c.grade]));
  return listed.map((c) => (c.link === 'family' ? { ...c, grade: given.get(c.id) ?? null } : c));
}

/** The parent's page of one child; 404 for a child they do not see (a forged id learns nothing). */
export async function childView(deps: Deps, parent: UserRow, childId: string, page: { region?: string | undefined; language?: string | undefined }): Promise<ParentChildView> {
  const db = deps.database.db;
  const language = page.language;
  const listed = (await childrenOf(deps, parent)).find((c) => c.id === childId);
  if (!listed) throw notFound(PARENT_MESSAGES.childNotFound);
  // a teacher's class gives work; a family's own "class" is one only in the data
  const child = listed.class ? (await usersByIds(db, [childId]))[0] : undefined;
  const [skills, recent, stars, certificates, assignments] = await Promise.all([
    learnerMastery(deps, { kind: 'user', userId: childId }),
    recentResults(deps, childId, PARENT_CODE_RULES.recentRuns),
    totalStars(db, childId),
    certificatesOfChild(deps, childId, language),
    child ? assignmentsForChild(deps, child, page) : [],
  ]);
  return {
    child: listed,
    skills,
    recent: recent.map((r) => ({ activity_id: r.episode_id, correct: r.correct, total: r.total, stars: r.stars, created_at: r.created_at })),
    total_stars: stars,
    certificates: certificates.map((c) => ({ challenge_id: c.challengeId, challenge_name: c.name, tier: c.tier, url: CHALLENGE_PATHS.certificate(c.challengeId, childId) })),
    assignments,
  };
}

// ── a parent enters a code ──────────────────────────────────────────────────

const refused = (message: string) => badRequest(message, { code: message });

/**
 * Links the parent to the child of a teacher's code: the code must be one made, not used, not
 * cancelled and not past its week, for a child still in a class of the teacher who made it, and
 * the child must have fewer than two parents linked by codes. Wrong codes are counted first.
 */
export async function linkByCode(deps: Deps, parent: UserRow, code: string, ip: string): Promise<ParentChildSummary> {
  const db = deps.database.db;
  const now = deps.now();
  await consume(db, perIp(deps, CODE_TRIES_PER_IP), ip, now);
  await consume(db, CODE_TRIES, parent.id, now);
  const row = await store.findCodeByHash(db, secrets.tokenHash(code));
  if (!row) throw refused(PARENT_MESSAGES.codeWrong);
  // a code that was right is not a guess: it does not count against the parent
  await giveBack(db, CODE_TRIES, parent.id);
  if (row.revokedAt) throw refused(PARENT_MESSAGES.codeRevoked);
  if (row.usedAt) throw refused(row.usedBy === parent.id ? PARENT_MESSAGES.alreadyLinked : PARENT_MESSAGES.codeUsed);
  const place = await placementOf(db, row.studentId);
  // a code holds while the child is in a class of the teacher who made it
  if (row.expiresAt <= now || place?.teacherId !== row.issuedBy) throw refused(PARENT_MESSAGES.codeExpired);
  if (await linkOf(db, parent.id, row.studentId)) throw conflict(PARENT_MESSAGES.alreadyLinked);
  await db.transaction(async (tx) => {
    // two parents with two codes of one child wait for each other here, so a third cannot slip in
    await lockUser(tx, row.studentId);
    if ((await store.linkCount(tx, row.studentId)) >= PARENT_CODE_RULES.parentsPerChild) throw conflict(PARENT_MESSAGES.tooManyParents);
    if (!(await store.useCode(tx, row.id, parent.id, now))) throw refused(PARENT_MESSAGES.codeUsed);
    await store.insertLink(tx, parent.id, row.studentId, now);
  });
  const [summary] = await summaries(db, [{ id: row.studentId, link: 'code' }]);
  return summary!;
}

// ── the teacher's side ──────────────────────────────────────────────────────

/** A student of the caller's own class (a parent's family child is not one), or 404. */
async function requireOwnStudent(db: Db, teacherId: string, studentId: string) {
  const place = await placementOf(db, studentId);
  if (!place || place.teacherId !== teacherId) throw notFound(PARENT_MESSAGES.studentNotFound);
  return place;
}

/** What the teacher sees of a child's parents: whether a code is waiting (its expiry only) and who linked by a code. */
export async function studentParents(deps: Deps, teacher: UserRow, studentId: string): Promise<StudentParentsView> {
  const db = deps.database.db;
  const place = await requireOwnStudent(db, teacher.id, studentId);
  const [codes, links] = await Promise.all([store.activeCodesOf(db, studentId, deps.now()), store.linksOfStudent(db, studentId)]);
  const parents = new Map((await usersByIds(db, links.map((l) => l.parentId))).map((u) => [u.id, u]));
  const latest = codes.at(-1);
  return {
    student: { id: studentId, name: place.displayName },
    active_code: latest ? { expires_at: latest.expiresAt.toISOString() } : null,
    parents: links.map((l) => ({ id: l.parentId, name: parents.get(l.parentId) ? fullName(parents.get(l.parentId)!) : '', linked_at: l.linkedAt.toISOString() })),
  };
}

/** Makes a new parent code for a child of the teacher's class; any code of the child not used yet is cancelled. */
export async function issueCode(deps: Deps, teacher: UserRow, studentId: string): Promise<ParentCodeIssued> {
  const db = deps.database.db;
  await requireOwnStudent(db, teacher.id, studentId);
  const now = deps.now();
  if ((await store.linkCount(db, studentId)) >= PARENT_CODE_RULES.parentsPerChild) throw conflict(PARENT_MESSAGES.tooManyParents);
  const expiresAt = new Date(now.getTime() + PARENT_CODE_RULES.validDays * DAY);
  return db.transaction(async (tx) => {
    await lockUser(tx, studentId);
    await store.revokeCodesOf(tx, studentId, now);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newCode();
      if (await store.findCodeByHash(tx, secrets.tokenHash(code))) continue;
      await store.insertCode(tx, { codeHash: secrets.tokenHash(code), studentId, issuedBy: teacher.id, createdAt: now, expiresAt });
      return { code, expires_at: expiresAt.toISOString() };
    }
    throw new Error('could not draw a free parent code in 5 tries');
  });
}

/** Cancels the child's parent code that is waiting; 404 when there is none. */
export async function revokeCode(deps: Deps, teacher: UserRow, studentId: string): Promise<StudentParentsView> {
  const db = deps.database.db;
  await requireOwnStudent(db, teacher.id, studentId);
  if ((await store.revokeCodesOf(db, studentId, deps.now())) === 0) throw notFound(PARENT_MESSAGES.noCode);
  return studentParents(deps, teacher, studentId);
}

/** Removes a parent linked by a code from a child of the teacher's class. */
export async function removeParent(deps: Deps, teacher: UserRow, studentId: string, parentId: string): Promise<StudentParentsView> {
  const db = deps.database.db;
  await requireOwnStudent(db, teacher.id, studentId);
  if (!(await store.deleteLink(db, parentId, studentId))) throw notFound(PARENT_MESSAGES.parentNotFound);
  return studentParents(deps, teacher, studentId);
}

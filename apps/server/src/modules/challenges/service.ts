/**
 * Challenges (decision 041): staff set them up, teachers and parents register,
 * students play server-issued runs inside the contest window, and only what
 * the progress module checked counts (its onRunFinished hook). Boards are
 * built in memory from the standings (live during the contest, frozen once
 * over), tiers and certificate ids are fixed when the challenge ends.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MESSAGES } from '@numbloom/domain/api-errors';
import {
  CHALLENGE_MESSAGES,
  competitionRanks,
  countsAt,
  publicName,
  registrationOpenAt,
  stageAt,
  tierFor,
  TOP_COUNT,
  type Board,
  type BoardRow,
  type ChallengeStage,
  type ChallengeTimes,
  type Tier,
  type TierRule,
} from '@numbloom/domain/challenges';
import type { ChallengeCreate, ChallengeEdit } from '@numbloom/domain/challenges-schema';
import { CHILD_PAST_CHALLENGES, type ChildChallenge } from '@numbloom/domain/child-challenges';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import {
  classesByIds,
  classSizes,
  placementOf,
  rosterNames,
  studentsInClasses,
  teacherClasses,
  usersByIds,
} from '../accounts/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { startRun, type FinishedRun } from '../progress/service.ts';
import {
  activeMemberPairs,
  activeMembership,
  adminSchoolsOf,
  gradesOfClasses,
  schoolsShowingNames,
} from '../school-members/service.ts';
import { schoolById } from '../schools/service.ts';
import { parseCode, signatureMatches, type CertificateFacts } from './certificates.ts';
import * as store from './store.ts';
import type { ChallengeRow, RegistrationRow, Standing } from './store.ts';

export type { ChallengeRow } from './store.ts';

/** The context a challenge run carries (progress hands it back when the run finishes). */
const CONTEXT_KEY = 'challenge';

export const timesOf = (c: ChallengeRow): ChallengeTimes => c;
export const stageOf = (c: ChallengeRow, now: Date): ChallengeStage => stageAt(c, now);

// ── staff: create, edit, close ──────────────────────────────────────────────

const PLAYABLE = new Set(['episode', 'word-problem']);

function checkTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The rules zod cannot see alone: dates in order, a known time zone, activities that exist and can be played. */
function checkChallenge(c: Omit<store.NewChallenge, 'createdAt' | 'updatedAt'>) {
  const errors: Record<string, string> = {};
  const t = (d: Date) => d.getTime();
  if (!(
    t(c.registrationOpensAt) <= t(c.warmupStartsAt) &&
    t(c.warmupStartsAt) <= t(c.contestStartsAt) &&
    t(c.contestStartsAt) < t(c.contestEndsAt)
  )) {
    errors.contest_ends_at = CHALLENGE_MESSAGES.invalidWindows;
  }
  if (!(t(c.registrationOpensAt) < t(c.registrationClosesAt) && t(c.registrationClosesAt) <= t(c.contestEndsAt))) {
    errors.registration_closes_at = CHALLENGE_MESSAGES.invalidWindows;
  }
  if (!checkTimeZone(c.timeZone)) errors.time_zone = CHALLENGE_MESSAGES.invalidTimeZone;
  const catalogue = loadCatalogue();
  const unknown = c.activityIds.filter((id) => !PLAYABLE.has(catalogue.byId.get(id)?.type ?? ''));
  if (unknown.length) errors.activity_ids = `These are not episodes or word-problem sets: ${unknown.join(', ')}.`;
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

const toRow = (input: Partial<ChallengeCreate>): Partial<store.NewChallenge> => ({
  ...(input.names && { names: input.names as Record<string, string> }),
  ...(input.descriptions && { descriptions: input.descriptions as Record<string, string> }),
  ...(input.grades && { grades: input.grades }),
  ...(input.activity_ids && { activityIds: input.activity_ids }),
  ...(input.registration_opens_at && { registrationOpensAt: new Date(input.registration_opens_at) }),
  ...(input.registration_closes_at && { registrationClosesAt: new Date(input.registration_closes_at) }),
  ...(input.warmup_starts_at && { warmupStartsAt: new Date(input.warmup_starts_at) }),
  ...(input.contest_starts_at && { contestStartsAt: new Date(input.contest_starts_at) }),
  ...(input.contest_ends_at && { contestEndsAt: new Date(input.contest_ends_at) }),
  ...(input.time_zone && { timeZone: input.time_zone }),
  ...(input.target_kind && { targetKind: input.target_kind }),
  ...(input.target !== undefined && { target: input.target }),
  ...(input.tier_rule && { tierRule: input.tier_rule }),
  ...(input.min_participants !== undefined && { minParticipants: input.min_participants }),
});

/** Creates a challenge (staff; the command line and the admin API share the schema). */
export async function createChallenge(db: Db, now: Date, input: ChallengeCreate): Promise<ChallengeRow> {
  const values = {
    id: input.uuid ?? randomUUID(),
    ...toRow(input),
    createdAt: now,
    updatedAt: now,
  } as store.NewChallenge;
  checkChallenge(values);
  if (await store.findChallenge(db, values.id!)) throw conflict('A challenge with this id exists already.');
  return store.insertChallenge(db, values);
}

/** Edits a challenge; once over (its tiers fixed) only its texts change. */
export async function editChallenge(db: Db, now: Date, id: string, patch: ChallengeEdit): Promise<ChallengeRow> {
  const before = await requireChallenge(db, id, true);
  const changes = toRow(patch);
  if (before.finalizedAt) {
    const allowed = new Set(['names', 'descriptions']);
    if (Object.keys(changes).some((k) => !allowed.has(k)))
      throw conflict('This challenge is over: only its names and descriptions can change.');
  }
  checkChallenge({ ...before, ...changes });
  return (await store.updateChallenge(db, id, { ...changes, updatedAt: now }))!;
}

/** Closes a challenge now: it is over from this second, its tiers fixed on the next read. */
export async function closeChallenge(db: Db, now: Date, id: string): Promise<ChallengeRow> {
  const before = await requireChallenge(db, id, true);
  if (stageAt(before, now) === 'over') return before;
  return (await store.updateChallenge(db, id, { closedAt: now, updatedAt: now }))!;
}

export const listChallenges = (db: Db) => store.listChallenges(db);

/**
 * Who registered a class for a challenge, and which classes, with how many of each class's children
 * have a certificate (none until the challenge's standings are fixed): what notifications tell teachers.
 */
export async function classRegistrationsOf(db: Db, challengeId: string) {
  const [rows, standings] = await Promise.all([
    store.registrationsOf(db, challengeId),
    store.standingsOf(db, challengeId),
  ]);
  const certificates = new Map<string, number>();
  for (const s of standings)
    if (s.certificateId) certificates.set(s.registrationId, (certificates.get(s.registrationId) ?? 0) + 1);
  return rows
    .filter((r) => r.classId)
    .map((r) => ({
      registeredBy: r.registeredBy,
      className: r.className ?? '',
      certificates: certificates.get(r.id) ?? 0,
    }));
}

export async function requireChallenge(db: Db, id: string, lock = false): Promise<ChallengeRow> {
  const row = await store.findChallenge(db, id, lock);
  if (!row) throw notFound(CHALLENGE_MESSAGES.notFound);
  return row;
}

/**
 * A challenge's setup fields as the API gives them, the same for the public
 * view and the staff view (challengeTermsFields in the domain schema).
 */
export function presentTerms(c: ChallengeRow) {
  return {
    grades: c.grades,
    activity_ids: c.activityIds,
    registration_opens_at: c.registrationOpensAt.toISOString(),
    registration_closes_at: c.registrationClosesAt.toISOString(),
    warmup_starts_at: c.warmupStartsAt.toISOString(),
    contest_starts_at: c.contestStartsAt.toISOString(),
    contest_ends_at: c.contestEndsAt.toISOString(),
    time_zone: c.timeZone,
    target_kind: c.targetKind,
    target: c.target,
    tier_rule: c.tierRule,
    min_participants: c.minParticipants,
  };
}

/** The staff view: every field as staff gave it, and the stage now. */
export function presentForStaff(c: ChallengeRow, now: Date) {
  return {
    uuid: c.id,
    names: c.names,
    descriptions: c.descriptions,
    ...presentTerms(c),
    closed_at: c.closedAt?.toISOString() ?? null,
    finalized_at: c.finalizedAt?.toISOString() ?? null,
    stage: stageAt(c, now),
  };
}

/**
 * A challenge's registrations as staff see them, newest first: the class (or
 * child) registered, its school and board region, whether names are hidden,
 * who registered it, and how many of its children have played.
 */
export async function registrationsForStaff(db: Db, challengeId: string) {
  await requireChallenge(db, challengeId);
  const [rows, standings] = await Promise.all([
    store.registrationsOf(db, challengeId),
    store.standingsOf(db, challengeId),
  ]);
  const holders = new Map((await usersByIds(db, [...new Set(rows.map((r) => r.registeredBy))])).map((u) => [u.id, u]));
  const played = new Map<string, number>();
  for (const s of standings) played.set(s.registrationId, (played.get(s.registrationId) ?? 0) + 1);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => {
      const holder = holders.get(r.registeredBy);
      return {
        id: r.id,
        kind: r.classId ? ('class' as const) : ('child' as const),
        class_name: r.className,
        school_name: r.schoolName,
        region: r.region,
        hide_names: r.hideNames,
        registered_by: holder
          ? {
              name: [holder.firstName, holder.lastName].filter(Boolean).join(' '),
              email: holder.email,
              role: holder.role,
            }
          : null,
        players: played.get(r.id) ?? 0,
        created_at: r.createdAt.toISOString(),
      };
    });
}

/**
 * What a teacher's dashboard shows of challenges: the registrations of their
 * classes (with the challenge's name in the page's language, its stage and
 * windows), and the challenges open for registration that none of their
 * classes is in yet.
 */
export async function challengesForTeacher(db: Db, now: Date, teacherId: string, language: string | undefined) {
  const [mine, all] = await Promise.all([store.registrationsBy(db, teacherId), store.listChallenges(db)]);
  const byId = new Map(all.map((c) => [c.id, c]));
  const nameOf = (c: ChallengeRow) => c.names[language ?? 'en'] ?? c.names.en ?? Object.values(c.names)[0] ?? '';
  const windowOf = (c: ChallengeRow) => ({
    registration_closes_at: c.registrationClosesAt.toISOString(),
    starts_at: c.contestStartsAt.toISOString(),
    ends_at: c.contestEndsAt.toISOString(),
    time_zone: c.timeZone,
  });
  const registrations = mine
    .filter((r) => r.classId && byId.has(r.challengeId))
    .map((r) => {
      const c = byId.get(r.challengeId)!;
      return {
        id: r.id,
        challenge_uuid: c.id,
        challenge: nameOf(c),
        class_name: r.className ?? '',
        stage: stageAt(c, now),
        ...windowOf(c),
      };
    })
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.class_name.localeCompare(b.class_name));
  const entered = new Set(mine.map((r) => r.challengeId));
  const open = all
    .filter((c) => !entered.has(c.id) && registrationOpenAt(c, now))
    .map((c) => ({ uuid: c.id, name: nameOf(c), stage: stageAt(c, now), grades: c.grades, ...windowOf(c) }));
  return { registrations, open };
}

/**
 * The challenges a student may play now (warm-up or contest), their class or their family having
 * registered them, soonest end first, named in the page's language: what the child's home lists.
 */
export async function challengesForStudent(db: Db, now: Date, userId: string, language: string | undefined) {
  const live = await enteredOf(db, now, userId, (stage) => stage === 'warmup' || stage === 'contest');
  return live
    .sort((a, b) => a.contestEndsAt.getTime() - b.contestEndsAt.getTime())
    .map((c) => ({
      uuid: c.id,
      name: nameIn(c, language),
      stage: stageAt(c, now) as 'warmup' | 'contest',
      ends_at: c.contestEndsAt.toISOString(),
    }));
}

/**
 * Every challenge a student is entered in (their class's registration or a parent's for them), for their own list
 * (decision 101): on now, the soonest to end first; coming up, the soonest first; then the latest few that are over.
 */
export async function challengesEnteredBy(
  db: Db,
  now: Date,
  userId: string,
  language: string | undefined,
): Promise<ChildChallenge[]> {
  const entered = await enteredOf(db, now, userId, () => true);
  const at = (stage: ChildChallenge['stage']) => entered.filter((c) => stageAt(c, now) === stage);
  const ordered = [
    ...[...at('warmup'), ...at('contest')].sort((a, b) => a.contestEndsAt.getTime() - b.contestEndsAt.getTime()),
    ...at('registration').sort((a, b) => a.contestStartsAt.getTime() - b.contestStartsAt.getTime()),
    ...at('over')
      .sort((a, b) => b.contestEndsAt.getTime() - a.contestEndsAt.getTime())
      .slice(0, CHILD_PAST_CHALLENGES),
  ];
  return ordered.map((c) => ({
    uuid: c.id,
    name: nameIn(c, language),
    stage: stageAt(c, now),
    contest_starts_at: c.contestStartsAt.toISOString(),
    contest_ends_at: c.contestEndsAt.toISOString(),
    time_zone: c.timeZone,
  }));
}

/** The challenges at a stage `keep` accepts that a student is entered in. */
async function enteredOf(db: Db, now: Date, userId: string, keep: (stage: ChallengeStage) => boolean) {
  const candidates = (await store.listChallenges(db)).filter((c) => keep(stageAt(c, now)));
  if (candidates.length === 0) return [];
  const place = await placementOf(db, userId);
  const entered = await Promise.all(candidates.map((c) => store.entryOf(db, c.id, userId, place?.classId ?? null)));
  return candidates.filter((_, i) => entered[i]);
}

const nameIn = (c: ChallengeRow, language: string | undefined) =>
  c.names[language ?? 'en'] ?? c.names.en ?? Object.values(c.names)[0] ?? '';

// ── who is in ───────────────────────────────────────────────────────────────

export interface Caller {
  id: string;
  role: string;
  firstName: string;
  regionCode: string;
}

/** The registration that enters a student (their class's, or a parent's for them); undefined if not entered. */
export async function entryOfStudent(db: Db, challengeId: string, userId: string) {
  const place = await placementOf(db, userId);
  const entry = await store.entryOf(db, challengeId, userId, place?.classId ?? null);
  return entry ? { entry, place } : undefined;
}

/**
 * Registers classes (a teacher or school leader, their own) or children (a
 * parent: the students of the family their account holds), for a school only
 * when the caller is its verified member (decision 061). Registering again
 * is harmless; hide_names and the school apply to every class named, so a
 * teacher chooses or corrects their classes' school by registering again.
 * A parent's children take part without a school: they are on the students'
 * board, never on a class, school or region board's averages.
 */
export async function register(
  deps: Deps,
  caller: Caller,
  input: {
    challenge: string;
    class_ids: string[];
    student_ids: string[];
    school_id?: number | undefined;
    hide_names: boolean;
  },
) {
  const db = deps.database.db;
  const now = deps.now();
  if (caller.role === 'student') throw forbidden(CHALLENGE_MESSAGES.holdersOnly);
  const challenge = await requireChallenge(db, input.challenge);
  if (stageAt(challenge, now) === 'over') throw conflict(CHALLENGE_MESSAGES.over);
  if (!registrationOpenAt(challenge, now)) throw conflict(CHALLENGE_MESSAGES.registrationClosed);
  if (input.class_ids.length === 0 && input.student_ids.length === 0) {
    throw badRequest(CHALLENGE_MESSAGES.nothingToRegister, { class_ids: CHALLENGE_MESSAGES.nothingToRegister });
  }
  const isParent = caller.role === 'parent';
  if (isParent && input.class_ids.length) throw forbidden(CHALLENGE_MESSAGES.notYourClass);
  if (!isParent && input.student_ids.length) throw forbidden(CHALLENGE_MESSAGES.notYourChild);

  if (isParent && input.school_id !== undefined)
    throw badRequest(CHALLENGE_MESSAGES.childrenWithoutSchool, { school_id: CHALLENGE_MESSAGES.childrenWithoutSchool });

  const school = input.school_id !== undefined ? await schoolById(db, input.school_id) : undefined;
  if (input.school_id !== undefined && !school)
    throw badRequest(MESSAGES.schoolNotFound, { school_id: MESSAGES.schoolNotFound });
  // a school is named by its verified members only (decision 061): anyone else's classes play as their own
  if (school && !(await activeMembership(db, caller.id, school.id)))
    throw forbidden(CHALLENGE_MESSAGES.notSchoolMember);
  const region = school ? [school.country, school.state].filter(Boolean).join('-') : caller.regionCode.toUpperCase();
  const base = {
    challengeId: challenge.id,
    registeredBy: caller.id,
    schoolId: school?.id ?? null,
    schoolName: school?.name ?? null,
    region,
    hideNames: input.hide_names,
    createdAt: now,
  };

  let rows: Array<Parameters<typeof store.insertRegistrations>[1][number]> = [];
  if (!isParent) {
    const classes = await classesByIds(db, input.class_ids);
    if (classes.length !== new Set(input.class_ids).size || classes.some((c) => c.teacherId !== caller.id))
      throw forbidden(CHALLENGE_MESSAGES.notYourClass);
    rows = classes.map((c) => ({ ...base, classId: c.id, className: c.name, studentId: null }));
  } else {
    // a parent's children are the students of the classes their account holds
    const children = new Set((await teacherClasses(deps, caller.id)).students.map((s) => s.userId));
    if (input.student_ids.some((id) => !children.has(id))) throw forbidden(CHALLENGE_MESSAGES.notYourChild);
    rows = [...new Set(input.student_ids)].map((id) => ({ ...base, classId: null, className: null, studentId: id }));
  }
  await db.transaction(async (tx) => {
    await store.insertRegistrations(tx, rows);
    const mine = (await store.registrationsBy(tx, caller.id, challenge.id)).filter(
      (r) =>
        (r.classId && input.class_ids.includes(r.classId)) || (r.studentId && input.student_ids.includes(r.studentId)),
    );
    await store.updateRegistrations(
      tx,
      mine.map((r) => r.id),
      { hideNames: input.hide_names, schoolId: base.schoolId, schoolName: base.schoolName, region },
    );
  });
  forgetBoards(challenge.id);
  return registrationView(db, challenge, caller);
}

/** What the caller has registered in this challenge, or whether they (a student) are in. */
export async function registrationView(db: Db, challenge: ChallengeRow, caller: Caller | null) {
  if (!caller) return null;
  if (caller.role === 'student') {
    const found = await entryOfStudent(db, challenge.id, caller.id);
    return {
      entered: !!found,
      class_ids: [],
      student_ids: [],
      hide_names: found?.entry.hideNames ?? false,
      school: null,
    };
  }
  const mine = await store.registrationsBy(db, caller.id, challenge.id);
  // the school the caller's classes play for (the latest registered's), for the page to show and confirm
  const withSchool = mine
    .filter((r) => r.schoolId !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return {
    entered: mine.length > 0,
    class_ids: mine.flatMap((r) => (r.classId ? [r.classId] : [])),
    student_ids: mine.flatMap((r) => (r.studentId ? [r.studentId] : [])),
    hide_names: mine.some((r) => r.hideNames),
    school: withSchool ? { id: withSchool.schoolId!, name: withSchool.schoolName ?? '' } : null,
  };
}

// ── play ────────────────────────────────────────────────────────────────────

/**
 * Starts a challenge run for an entered student: warm-up runs are played but
 * never counted, contest runs count when they finish before the end; from the
 * end second on, 'Sorry, this challenge is now over.'
 */
export async function startChallengeRun(
  deps: Deps,
  caller: Caller,
  challengeId: string,
  input: { activity_id: string; region_code?: string | undefined; language_code?: string | undefined },
) {
  const db = deps.database.db;
  const challenge = await requireChallenge(db, challengeId);
  const stage = stageAt(challenge, deps.now());
  if (stage === 'over') throw conflict(CHALLENGE_MESSAGES.over);
  if (stage === 'registration') throw conflict(CHALLENGE_MESSAGES.notStarted);
  if (!(await entryOfStudent(db, challenge.id, caller.id))) throw forbidden(CHALLENGE_MESSAGES.notEntered);
  if (!challenge.activityIds.includes(input.activity_id))
    throw badRequest(CHALLENGE_MESSAGES.notCounted, { activity_id: CHALLENGE_MESSAGES.notCounted });
  return startRun(deps, {
    learner: { kind: 'user', userId: caller.id },
    mode: 'activity',
    activityId: input.activity_id,
    adaptive: false,
    context: { [CONTEXT_KEY]: challenge.id, phase: stage },
    ...(input.region_code ? { regionCode: input.region_code } : {}),
    ...(input.language_code ? { languageCode: input.language_code } : {}),
  });
}

/**
 * progress's onRunAnswer gate: a contest run's answer that reaches the server
 * from the end second on is refused with 'Time was up before this answer
 * arrived', not checked and kept as the run's last, which would finish the run
 * late and leave it uncounted while the player showed its score as played.
 * The server's clock is the only judge; warm-up runs, never counted, play on.
 */
export async function refuseLateAnswer(tx: Db, run: Pick<FinishedRun, 'context'>, now: Date) {
  const challengeId = run.context?.[CONTEXT_KEY];
  if (!challengeId || run.context?.phase !== 'contest') return;
  const challenge = await store.findChallenge(tx, challengeId);
  if (challenge && stageAt(challenge, now) === 'over') throw conflict(CHALLENGE_MESSAGES.timeUp);
}

/**
 * progress's onRunFinished handler: a run started for a challenge in its
 * contest, finished inside the window by an entered student, adds its
 * result (the best of each activity counts once). Warm-up runs and runs
 * finished from the end second on are left uncounted.
 */
export async function countRun(tx: Db, run: FinishedRun) {
  const challengeId = run.context?.[CONTEXT_KEY];
  if (!challengeId || !run.userId || run.context?.phase !== 'contest') return;
  const challenge = await store.findChallenge(tx, challengeId);
  if (!challenge || !countsAt(challenge, run.finishedAt) || run.startedAt < challenge.contestStartsAt) return;
  if (!challenge.activityIds.includes(run.activityId)) return;
  const found = await entryOfStudent(tx, challenge.id, run.userId);
  if (!found) return;
  const value = challenge.targetKind === 'stars' ? (run.stars ?? 0) : run.correct;
  const before = await store.findScore(tx, challenge.id, run.userId, true);
  const best = { ...(before?.bestByActivity ?? {}) };
  best[run.activityId] = Math.max(best[run.activityId] ?? 0, value);
  await store.upsertScore(tx, {
    challengeId: challenge.id,
    userId: run.userId,
    registrationId: before?.registrationId ?? found.entry.id,
    classId: found.place?.classId ?? null,
    displayName: found.place?.displayName ?? 'Player',
    score: Object.values(best).reduce((a, b) => a + b, 0),
    runs: (before?.runs ?? 0) + 1,
    bestByActivity: best,
    firstPlayedAt: before?.firstPlayedAt ?? run.finishedAt,
    updatedAt: run.finishedAt,
  });
  dirty.add(challenge.id);
}

// ── standings fixed at the end ──────────────────────────────────────────────

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A certificate's public id: 8 characters of an alphabet without look-alikes. */
export function newCertificateId(): string {
  const bytes = randomBytes(8);
  return [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * Once over, fixes every standing's rank and tier and gives each certificate
 * its id, once (the challenge row locked, so two readers do not both fix it).
 * Answers the challenge as it is after.
 */
export async function finalizeIfOver(deps: Deps, challenge: ChallengeRow): Promise<ChallengeRow> {
  if (challenge.finalizedAt || stageAt(challenge, deps.now()) !== 'over') return challenge;
  return deps.database.db.transaction(async (tx) => {
    const locked = await requireChallenge(tx, challenge.id, true);
    if (locked.finalizedAt) return locked;
    const standings = await store.standingsOf(tx, challenge.id);
    const sorted = [...standings].sort((a, b) => b.score - a.score);
    const ranks = competitionRanks(sorted.map((s) => s.score));
    const rows = sorted.map((s, i) => {
      const tier = tierFor(s.score, locked.target, s.runs > 0, locked.tierRule);
      return { userId: s.userId, rank: ranks[i]!, tier, certificateId: tier ? newCertificateId() : null };
    });
    await store.writeFinal(tx, challenge.id, rows);
    forgetBoards(challenge.id);
    return (await store.updateChallenge(tx, challenge.id, { finalizedAt: deps.now() }))!;
  });
}

// ── boards ──────────────────────────────────────────────────────────────────

interface GroupEntry {
  key: string;
  name: string | null;
  participants: number;
  average: number;
  region?: string;
}

/** One challenge's boards, built in one pass from its standings: what a full recomputation makes. */
export interface Boards {
  builtAt: number;
  frozen: boolean;
  /** students, highest score first, and their competition ranks */
  students: Array<{
    userId: string;
    name: string | null;
    score: number;
    registrationId: string;
    schoolId: number | null;
  }>;
  studentRanks: number[];
  position: Map<string, number>;
  classes: { rows: GroupEntry[]; ranks: number[]; position: Map<string, number> };
  schools: { rows: GroupEntry[]; ranks: number[]; position: Map<string, number> };
  /** per region: its schools, ranked */
  regions: Map<string, { rows: GroupEntry[]; ranks: number[]; position: Map<string, number> }>;
  /** the same boards for each grade of the school classes that played (a school's grade K to 6) */
  byGrade?: Map<string, Boards>;
}

/** A standing as the boards count it: its school only if verified now, its name hidden unless its school shows names. */
export type BoardStanding = Standing & { grade?: string | null };

/**
 * What the boards need beyond the scores, read in a few queries (decision 061): a registration
 * counts for its school only while the teacher who made it is a verified member; a child's name
 * shows on a public board only when their registration did not hide it and their verified school
 * chose to show names (a class without a school, a parent's child: hidden); a class's average is
 * over the children registered (its class's students now), not only those who played; and the
 * grade of each school class, for the boards split by grade.
 */
export async function boardInputs(
  db: Db,
  standings: Standing[],
): Promise<{ standings: BoardStanding[]; registered: Map<string, number> }> {
  const pairs = new Map<string, { userId: string; schoolId: number }>();
  for (const s of standings)
    if (s.schoolId !== null)
      pairs.set(`${s.registeredBy}:${s.schoolId}`, { userId: s.registeredBy, schoolId: s.schoolId });
  const classIds = [...new Set(standings.flatMap((s) => (s.classId ? [s.classId] : [])))];
  const [verified, sizes, grades] = await Promise.all([
    activeMemberPairs(db, [...pairs.values()]),
    classSizes(db, classIds),
    gradesOfClasses(db, classIds),
  ]);
  const showing = await schoolsShowingNames(
    db,
    [...verified].map((k) => Number(k.split(':')[1])),
  );
  const registered = new Map<string, number>();
  const adjusted = standings.map((s): BoardStanding => {
    const ok = s.schoolId !== null && verified.has(`${s.registeredBy}:${s.schoolId}`);
    if (s.classId) registered.set(s.registrationId, sizes.get(s.classId) ?? 0);
    return {
      ...s,
      schoolId: ok ? s.schoolId : null,
      schoolName: ok ? s.schoolName : null,
      hideNames: s.hideNames || !ok || !showing.has(s.schoolId!),
      grade: ok && s.classId ? (grades.get(s.classId) ?? null) : null,
    };
  });
  return { standings: adjusted, registered };
}

/** Builds the boards and, for each grade that played, the same boards of that grade alone. */
export function buildAllBoards(
  standings: BoardStanding[],
  registered: Map<string, number>,
  minParticipants: number,
  frozen: boolean,
  now: number,
): Boards {
  const all = buildBoards(standings, minParticipants, frozen, now, registered);
  const grades = new Set(standings.flatMap((s) => (s.grade ? [s.grade] : [])));
  all.byGrade = new Map(
    [...grades].map((g) => [
      g,
      buildBoards(
        standings.filter((s) => s.grade === g),
        minParticipants,
        frozen,
        now,
        registered,
      ),
    ]),
  );
  return all;
}

const boards = new Map<string, Boards>();
const dirty = new Set<string>();
/** A live board is rebuilt when this process counted a run for it, or after this long (runs counted by another process). */
const LIVE_BOARD_MS = 5000;

/** Averages compared to the hundredth: 7.333 and 7.334 share a rank. */
const avgKey = (n: number) => Math.round(n * 100);

function rankGroups(
  groups: Map<string, { name: string | null; sum: number; n: number; region?: string }>,
  min: number,
) {
  const rows = [...groups.entries()]
    .filter(([, g]) => g.n >= min)
    .map(([key, g]) => ({
      key,
      name: g.name,
      participants: g.n,
      average: g.sum / g.n,
      ...(g.region ? { region: g.region } : {}),
    }))
    .sort((a, b) => b.average - a.average || b.participants - a.participants);
  const ranks = competitionRanks(rows.map((r) => avgKey(r.average)));
  return { rows, ranks, position: new Map(rows.map((r, i) => [r.key, i])) };
}

/**
 * Names in the same order as localeCompare, with one collator: localeCompare makes one per call,
 * and a national board's ties called it over a million times (most of a rebuild's second).
 */
const byName = new Intl.Collator();

/** Builds every board of a challenge from its standings (no SQL beyond the one read). */
export function buildBoards(
  standings: Standing[],
  minParticipants: number,
  frozen: boolean,
  now: number,
  registered?: ReadonlyMap<string, number>,
): Boards {
  const students = standings
    .map((s) => ({
      userId: s.userId,
      name: s.hideNames ? null : publicName(s.displayName),
      score: s.score,
      registrationId: s.registrationId,
      schoolId: s.schoolId,
    }))
    .sort((a, b) => b.score - a.score || byName.compare(a.name ?? '', b.name ?? ''));
  const classes = new Map<string, { name: string | null; sum: number; n: number }>();
  const schools = new Map<string, { name: string | null; sum: number; n: number; region: string }>();
  for (const s of standings) {
    if (s.classId) {
      const g = classes.get(s.registrationId) ?? {
        name: s.hideNames ? null : [s.className, s.schoolName].filter(Boolean).join(' · '),
        sum: 0,
        n: 0,
      };
      g.sum += s.score;
      g.n++;
      classes.set(s.registrationId, g);
    }
    if (s.schoolId !== null) {
      const key = String(s.schoolId);
      const g = schools.get(key) ?? { name: s.schoolName, sum: 0, n: 0, region: s.region };
      g.sum += s.score;
      g.n++;
      schools.set(key, g);
    }
  }
  // a class counts every child registered (its students now), those who did not play as 0
  if (registered) {
    const schoolOf = new Map<string, string>();
    for (const s of standings) if (s.classId && s.schoolId !== null) schoolOf.set(s.registrationId, String(s.schoolId));
    for (const [registrationId, g] of classes) {
      const missing = Math.max(0, (registered.get(registrationId) ?? 0) - g.n);
      g.n += missing;
      const school = schoolOf.get(registrationId);
      if (school) schools.get(school)!.n += missing;
    }
  }
  const schoolBoard = rankGroups(schools, minParticipants);
  const byRegion = new Map<string, typeof schools>();
  for (const [key, g] of schools) {
    const m = byRegion.get(g.region) ?? new Map();
    m.set(key, g);
    byRegion.set(g.region, m);
  }
  return {
    builtAt: now,
    frozen,
    students,
    studentRanks: competitionRanks(students.map((s) => s.score)),
    position: new Map(students.map((s, i) => [s.userId, i])),
    classes: rankGroups(classes, minParticipants),
    schools: schoolBoard,
    regions: new Map([...byRegion].map(([region, groups]) => [region, rankGroups(groups, minParticipants)])),
  };
}

/** The boards of a grade nobody of played: empty, frozen as the challenge's are. */
export const emptyBoards = (of: Boards): Boards => buildBoards([], 1, of.frozen, of.builtAt);

/** Rebuilds under way, one per challenge: readers who need one share it. */
const building = new Map<string, Promise<Boards>>();
/** How many standings each challenge's last rebuild read. */
const builtSize = new Map<string, number>();
/**
 * How live boards are rebuilt (tests change them to take the large board's path with a small one).
 * largeFrom: a board of more standings than this is large. A reader of a small board (a class, a
 * school: each reader sees every run counted) waits for its rebuild; a national one (100,000
 * standings: about 1.5 s to rebuild) is read as last built while the next is made, so no page
 * waits for it. Counted, not timed, so a board takes the same path on a busy machine as on a quiet one.
 * largeBoardGapMs: a large board is rebuilt at most this often, however many runs count meanwhile:
 * during a national contest runs count every moment, and rebuilding each time one did would keep a
 * core rebuilding (each build holds the event loop) and every reader behind it. A counted run shows
 * on such a board within this long.
 */
export const boardTiming = { largeFrom: 5000, largeBoardGapMs: 2000 };

/**
 * Counts the times boards were forgotten: a rebuild begun before a forget does not keep its board
 * (its readers still get it; the next reader builds afresh).
 */
let forgets = 0;

function rebuild(deps: Deps, challenge: ChallengeRow, over: boolean): Promise<Boards> {
  // the final boards are never a live rebuild's that was under way at the bell
  const key = `${challenge.id}:${over}`;
  const under = building.get(key);
  if (under) return under;
  const forgetsAtStart = forgets;
  // runs counted from now on mark it again, for the next rebuild
  dirty.delete(challenge.id);
  const made = store
    .standingsOf(deps.database.db, challenge.id)
    .then((standings) => boardInputs(deps.database.db, standings))
    .then(({ standings, registered }) => {
      const built = buildAllBoards(standings, registered, challenge.minParticipants, over, Date.now());
      if (forgets === forgetsAtStart) boards.set(challenge.id, built);
      builtSize.set(challenge.id, standings.length);
      return built;
    })
    .finally(() => building.delete(key));
  building.set(key, made);
  return made;
}

/**
 * The boards of a challenge: frozen once over, rebuilt while live when a run counted or after a few
 * seconds, one rebuild at a time; a large live board is served as last built while it is rebuilt,
 * and rebuilt at most every boardTiming.largeBoardGapMs.
 */
export async function boardsOf(deps: Deps, challenge: ChallengeRow): Promise<Boards> {
  const over = stageAt(challenge, deps.now()) === 'over';
  if (over) challenge = await finalizeIfOver(deps, challenge);
  const cached = boards.get(challenge.id);
  const large = (builtSize.get(challenge.id) ?? 0) > boardTiming.largeFrom;
  const age = cached ? Date.now() - cached.builtAt : Infinity;
  const changed = dirty.has(challenge.id) && !(large && age < boardTiming.largeBoardGapMs);
  const fresh = cached && (cached.frozen || (!changed && age < LIVE_BOARD_MS));
  if (cached && fresh && cached.frozen === over) return cached;
  const next = rebuild(deps, challenge, over);
  if (cached && !over && !cached.frozen && large) {
    // served as last built; a failed rebuild is tried again by the next reader
    next.catch(() => undefined);
    return cached;
  }
  return next;
}

/** Forgets every built board (tests that move the clock, a staff edit). */
export const forgetBoards = (id?: string) => {
  forgets += 1;
  for (const key of id ? [id] : [...boards.keys()]) {
    boards.delete(key);
    builtSize.delete(key);
  }
};

/** Marks a challenge's live board as changed, as a counted run does (the bench's live contest). */
export const boardChanged = (id: string) => void dirty.add(id);

export type BoardKind = Board['kind'];

export interface Viewer {
  userId?: string | undefined;
  /** the viewer's class registrations (a student's own, a teacher's) */
  registrationIds: string[];
  schoolIds: number[];
  region?: string | undefined;
}

const groupRow = (g: GroupEntry, rank: number, you: boolean): BoardRow => ({
  rank,
  name: g.name ?? '',
  score: Math.round(g.average * 100) / 100,
  participants: g.participants,
  ...(you ? { you } : {}),
});

/**
 * A board's top ten and the viewer's own place on it. `names` are the children's names as their
 * classes list them now (boardFor reads them); a child missing from them keeps the name the board
 * was built with. A hidden name stays hidden whatever it is now, and a shown one is the first name
 * and initial, as strangers may see it.
 */
export function boardView(
  b: Boards,
  kind: BoardKind,
  viewer: Viewer,
  names?: ReadonlyMap<string, string>,
): Board & { hidden: boolean[] } {
  if (kind === 'students') {
    const nameOf = (s: Boards['students'][number]) =>
      s.name === null ? '' : names?.has(s.userId) ? publicName(names.get(s.userId)!) : s.name;
    const top = b.students
      .slice(0, TOP_COUNT)
      .map((s, i) => ({
        row: {
          rank: b.studentRanks[i]!,
          name: nameOf(s),
          score: s.score,
          ...(s.userId === viewer.userId ? { you: true } : {}),
        },
        hidden: s.name === null,
      }))
      // ties in the order of their names now: a renamed child's stored name no longer orders them
      .sort((x, y) => x.row.rank - y.row.rank || byName.compare(x.row.name, y.row.name));
    const at = viewer.userId !== undefined ? b.position.get(viewer.userId) : undefined;
    // a child sees their own name on their own row, hidden from others or not: it tells no stranger anything
    const ownName = (s: Boards['students'][number]) =>
      names?.has(s.userId) ? publicName(names.get(s.userId)!) : nameOf(s);
    const own =
      at === undefined
        ? null
        : { rank: b.studentRanks[at]!, name: ownName(b.students[at]!), score: b.students[at]!.score, you: true };
    return { kind, top: top.map((r) => r.row), own, count: b.students.length, hidden: top.map((r) => r.hidden) };
  }
  const board =
    kind === 'classes'
      ? b.classes
      : kind === 'schools'
        ? b.schools
        : (b.regions.get(viewer.region ?? '') ?? { rows: [], ranks: [], position: new Map() });
  const mine = new Set(kind === 'classes' ? viewer.registrationIds : viewer.schoolIds.map(String));
  const top = board.rows.slice(0, TOP_COUNT).map((g, i) => groupRow(g, board.ranks[i]!, mine.has(g.key)));
  const ownKey = [...mine].find((k) => board.position.has(k));
  const own =
    ownKey === undefined
      ? null
      : groupRow(board.rows[board.position.get(ownKey)!]!, board.ranks[board.position.get(ownKey)!]!, true);
  return {
    kind,
    top,
    own,
    count: board.rows.length,
    hidden: board.rows.slice(0, TOP_COUNT).map((g) => g.name === null),
  };
}

/**
 * A board as a reader sees it, with the children's names read now in one query for the rows shown
 * (the top ten and the viewer's own, names hidden left out): a board is built from the name a
 * child had when their run last counted, and a teacher's rename must show at once, on every
 * process, on a frozen board too. Class, school and region boards name no child.
 */
export async function boardFor(db: Db, b: Boards, kind: BoardKind, viewer: Viewer) {
  if (kind !== 'students') return boardView(b, kind, viewer);
  const shown = b.students.slice(0, TOP_COUNT).filter((s) => s.name !== null);
  const at = viewer.userId !== undefined ? b.position.get(viewer.userId) : undefined;
  if (at !== undefined) shown.push(b.students[at]!);
  return boardView(
    b,
    kind,
    viewer,
    await rosterNames(
      db,
      shown.map((s) => s.userId),
    ),
  );
}

/** Who the caller is on the boards: their standing's registration and school, or a teacher's registered classes. */
export async function viewerOf(db: Db, challenge: ChallengeRow, caller: Caller | null): Promise<Viewer> {
  if (!caller) return { registrationIds: [], schoolIds: [] };
  if (caller.role === 'student') {
    const found = await entryOfStudent(db, challenge.id, caller.id);
    const e = found?.entry;
    return {
      userId: caller.id,
      registrationIds: e ? [e.id] : [],
      schoolIds: e?.schoolId != null ? [e.schoolId] : [],
      region: e?.region,
    };
  }
  const mine = await store.registrationsBy(db, caller.id, challenge.id);
  const verified = await activeMemberPairs(
    db,
    mine.flatMap((r) => (r.schoolId !== null ? [{ userId: caller.id, schoolId: r.schoolId }] : [])),
  );
  return {
    registrationIds: mine.map((r) => r.id),
    schoolIds: mine.flatMap((r) =>
      r.schoolId !== null && verified.has(`${caller.id}:${r.schoolId}`) ? [r.schoolId] : [],
    ),
    region: mine[0]?.region,
  };
}

/** The caller's standing: score, rank (live or fixed) and, once over, tier. */
export async function standingOf(deps: Deps, challenge: ChallengeRow, caller: Caller | null) {
  if (!caller || caller.role !== 'student') return null;
  const [b, score] = await Promise.all([
    boardsOf(deps, challenge),
    store.findScore(deps.database.db, challenge.id, caller.id),
  ]);
  const at = b.position.get(caller.id);
  return {
    // The child's own score is their own row, never the board's copy: a live board may be served as
    // last built while it is rebuilt (boardsOf), and a run the child has just finished must show at
    // once. Only the rank, which needs everyone's scores, comes from the board.
    score: score?.score ?? 0,
    // the contest runs the server counted for them so far (warm-up runs are practice, never counted)
    runs: score?.runs ?? 0,
    rank: at === undefined ? null : b.studentRanks[at]!,
    of: b.students.length,
    target: challenge.target,
    tier: (score?.tier as Tier | null | undefined) ?? null,
  };
}

// ── reports and certificates' data ──────────────────────────────────────────

/**
 * The classes and children a teacher, parent or school admin may see the results of: their own
 * registrations, and for an admin of a school (a verified membership, never the role chosen at
 * sign-up, decision 061) the registrations made for that school by its verified members.
 */
export async function reportRegistrations(db: Db, challenge: ChallengeRow, caller: Caller): Promise<RegistrationRow[]> {
  const mine = await store.registrationsBy(db, caller.id, challenge.id);
  const schools = await adminSchoolsOf(db, caller.id);
  if (schools.length === 0) return mine;
  const theirs = await store.registrationsOfSchools(db, challenge.id, schools);
  const verified = await activeMemberPairs(
    db,
    theirs.map((r) => ({ userId: r.registeredBy, schoolId: r.schoolId! })),
  );
  const more = theirs.filter((r) => verified.has(`${r.registeredBy}:${r.schoolId}`));
  return [...new Map([...mine, ...more].map((r) => [r.id, r])).values()];
}

/** Whether the caller is a verified admin of the school a registration was made for by a verified member. */
export async function adminOfRegistration(db: Db, callerId: string, r: RegistrationRow): Promise<boolean> {
  if (r.schoolId === null) return false;
  const [admin, maker] = await Promise.all([
    activeMembership(db, callerId, r.schoolId),
    activeMembership(db, r.registeredBy, r.schoolId),
  ]);
  return admin?.role === 'admin' && !!maker;
}

export interface ReportRow {
  userId: string;
  name: string;
  className: string | null;
  classId: string | null;
  score: number;
  /** the contest runs counted so far: a teacher sees who has played while the contest is on, before any tier */
  runs: number;
  rank: number | null;
  tier: Tier | null;
  certificateId: string | null;
}

/** Every child of these registrations with their score and tier (those who never played too, tier empty). */
export async function reportRows(
  deps: Deps,
  challenge: ChallengeRow,
  registrations: RegistrationRow[],
): Promise<ReportRow[]> {
  const db = deps.database.db;
  const ids = new Set(registrations.map((r) => r.id));
  const standings = (await store.standingsOf(db, challenge.id)).filter((s) => ids.has(s.registrationId));
  const byUser = new Map(standings.map((s) => [s.userId, s]));
  const classRegs = registrations.filter((r) => r.classId);
  const members = await studentsInClasses(
    db,
    classRegs.map((r) => r.classId!),
  );
  const className = new Map(classRegs.map((r) => [r.classId!, r.className]));
  const rows: ReportRow[] = [];
  const seen = new Set<string>();
  const push = (userId: string, displayName: string, classId: string | null) => {
    if (seen.has(userId)) return;
    seen.add(userId);
    const s = byUser.get(userId);
    rows.push({
      userId,
      name: displayName,
      classId,
      className: classId ? (className.get(classId) ?? null) : null,
      score: s?.score ?? 0,
      runs: s?.runs ?? 0,
      rank: s?.finalRank ?? null,
      tier: (s?.tier as Tier | null) ?? null,
      certificateId: s?.certificateId ?? null,
    });
  };
  for (const m of members) push(m.userId, m.displayName, m.classId);
  // a parent's children (no class registered): their names as their family lists them now
  const rest = standings.filter((s) => !seen.has(s.userId));
  const names = await rosterNames(
    db,
    rest.map((s) => s.userId),
  );
  for (const s of rest) push(s.userId, names.get(s.userId) ?? s.displayName, s.classId);
  return rows.sort((a, b) => (a.className ?? '').localeCompare(b.className ?? '') || a.name.localeCompare(b.name));
}

export const findStanding = (db: Db, challengeId: string, userId: string) => store.findScore(db, challengeId, userId);
/** The standing a certificate id was given to, with the child's name as their class lists it now (the verify page shows it). */
export async function findByCertificate(db: Db, id: string) {
  const row = await store.findByCertificate(db, id);
  if (!row) return undefined;
  const names = await rosterNames(db, [row.userId]);
  return { ...row, displayName: names.get(row.userId) ?? row.displayName };
}

/**
 * A certificate's code checked: the standing it was given to and its facts when the code is one we
 * signed for a tier that standing holds, else undefined (the verify API's 404, and the verify page's).
 */
export async function verifiedCertificate(deps: Deps, code: string) {
  const parsed = parseCode(code);
  const row = parsed ? await findByCertificate(deps.database.db, parsed.certificateId) : undefined;
  const facts: CertificateFacts | undefined =
    row && row.tier
      ? {
          certificateId: row.certificateId!,
          challengeId: row.challengeId,
          userId: row.userId,
          tier: row.tier as Tier,
          score: row.score,
        }
      : undefined;
  if (!parsed || !row || !facts || !signatureMatches(deps.config.SECRET_KEY, facts, parsed.signature)) return undefined;
  return { row, facts };
}

/** The certificates a child holds, each with its challenge's name in this language (a parent's page of the child, decision 077). */
export async function certificatesOfChild(deps: Deps, userId: string, language: string | undefined) {
  const db = deps.database.db;
  // tiers are fixed when someone first asks after the end: the parent's page may be the first
  for (const c of await store.unfinalizedOf(db, userId)) await finalizeIfOver(deps, c);
  return (await store.certificatesOf(db, userId)).map((r) => ({
    challengeId: r.challengeId,
    name: r.names[language ?? 'en'] ?? r.names.en ?? Object.values(r.names)[0] ?? '',
    tier: r.tier!,
  }));
}

/** Whether a challenge with this id exists (the site's pages for it answer 404 when not). */
export const challengeExists = async (db: Db, id: string) =>
  z.uuid().safeParse(id).success && (await store.findChallenge(db, id)) !== undefined;

/** Deletes these students' standings and the registrations these accounts made (a student's data deleted, an account purged). */
export const deleteChallengeDataOf = (db: Db, userIds: string[]) => store.deleteScoresOf(db, userIds);

/** What the challenges keep about these users (their data download): registrations and scores, each child under their name now. */
export async function challengeDataOf(db: Db, userIds: string[]) {
  const kept = await store.challengeDataOf(db, userIds);
  const names = await rosterNames(
    db,
    kept.scores.map((s) => s.student_id),
  );
  return {
    ...kept,
    scores: kept.scores.map((s) => ({ ...s, display_name: names.get(s.student_id) ?? s.display_name })),
  };
}

export type { TierRule };

/**
 * A school's challenge results for its admin (decision 061): each challenge its verified members
 * registered classes for, with the school's place on the schools board, and each class's players,
 * registered children and average over all of them (as the boards count it).
 */
export async function schoolStandings(deps: Deps, schoolId: number, language: string | undefined) {
  const db = deps.database.db;
  const out = [];
  for (const c of await store.listChallenges(db)) {
    const theirs = (await store.registrationsOfSchools(db, c.id, [schoolId])).filter((r) => r.classId);
    if (theirs.length === 0) continue;
    const verified = await activeMemberPairs(
      db,
      theirs.map((r) => ({ userId: r.registeredBy, schoolId })),
    );
    const regs = theirs.filter((r) => verified.has(`${r.registeredBy}:${schoolId}`));
    if (regs.length === 0) continue;
    const [b, standings, sizes] = await Promise.all([
      boardsOf(deps, c),
      store.standingsOf(db, c.id),
      classSizes(
        db,
        regs.map((r) => r.classId!),
      ),
    ]);
    const ids = new Set(regs.map((r) => r.id));
    const sum = new Map<string, { total: number; players: number }>();
    for (const s of standings) {
      if (!ids.has(s.registrationId)) continue;
      const g = sum.get(s.registrationId) ?? { total: 0, players: 0 };
      g.total += s.score;
      g.players++;
      sum.set(s.registrationId, g);
    }
    const classes = regs.map((r) => {
      const g = sum.get(r.id) ?? { total: 0, players: 0 };
      const registered = Math.max(g.players, sizes.get(r.classId!) ?? 0);
      return {
        id: r.classId!,
        name: r.className ?? '',
        players: g.players,
        registered,
        average: registered ? Math.round((g.total / registered) * 100) / 100 : 0,
        teacherId: r.registeredBy,
      };
    });
    const at = b.schools.position.get(String(schoolId));
    const players = classes.reduce((n, k) => n + k.players, 0);
    const registered = classes.reduce((n, k) => n + k.registered, 0);
    const total = [...sum.values()].reduce((n, g) => n + g.total, 0);
    out.push({
      uuid: c.id,
      name: c.names[language ?? 'en'] ?? c.names.en ?? Object.values(c.names)[0] ?? '',
      stage: stageAt(c, deps.now()),
      rank: at === undefined ? null : b.schools.ranks[at]!,
      of: b.schools.rows.length,
      average: registered ? Math.round((total / registered) * 100) / 100 : 0,
      players,
      registered,
      classes,
    });
  }
  return out;
}

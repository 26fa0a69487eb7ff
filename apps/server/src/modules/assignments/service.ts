/**
 * Assignments (decision 076): a teacher gives one of their classes, or chosen children of it,
 * an activity or a set from a start to a due date. A child plays it as runs progress issues with
 * the assignment's seed and length (everyone meets the same questions), and only what progress
 * checked counts: its onRunAnswered and onRunFinished hooks hand this module each checked answer
 * and each result, which it keeps with the assignment for the report.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  ASSIGNMENT_MESSAGES,
  COMMON_WRONG_ANSWERS,
  DONE_SHOWN_DAYS,
  DUE_SOON_HOURS,
  PLAYED_TYPES,
  assignmentDateErrors,
  isAssignableType,
  type AssigneeStatus,
  type AssignableType,
  type AssignmentActivity,
  type AssignmentReport,
  type AssignmentReportChild,
  type AssignmentReportQuestion,
  type AssignmentView,
  type ChildAssignment,
  type ClassAssignmentsView,
} from '@numbloom/domain/assignments';
import type { AssignmentInput } from '@numbloom/domain/assignments-schema';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import type { RunLength } from '@numbloom/domain/runs';
import { renderText, formatAnswer, type TextLocale } from '@numbloom/maths/text';
import { toPlayable } from '@numbloom/maths/playable';
import type { Item, Response } from '@numbloom/maths/types';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { classById, listedStudents, placementOf, studentsInClasses, type UserRow } from '../accounts/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { fixedRunItems, startRun, type FinishedRun, type RunRow, type CheckedResponse } from '../progress/service.ts';
import { adminSchoolsOf, schoolClassesOf } from '../school-members/service.ts';
import * as store from './store.ts';
import type { AssignmentRow, AssignmentRunRow } from './store.ts';

/** The context an assignment's run carries (progress hands it back with each answer and at the end). */
const CONTEXT_KEY = 'assignment';
const DAY = 24 * 3600 * 1000;

type ClassStudent = Awaited<ReturnType<typeof studentsInClasses>>[number];

// ── who may read and change a class's assignments ────────────────────────────

/**
 * The class, if the caller may read its assignments: its teacher (who may change them), or an
 * active admin of a school that keeps it (who only reads, decision 061). Anyone else is told
 * it does not exist, as for a class that does not.
 */
async function readableClass(deps: Deps, user: UserRow, classId: string) {
  const klass = await classById(deps, classId);
  if (!klass) throw notFound(ASSIGNMENT_MESSAGES.classNotFound);
  if (klass.teacherId === user.id) return { klass, editable: true };
  for (const schoolId of await adminSchoolsOf(deps.database.db, user.id)) {
    if ((await schoolClassesOf(deps.database.db, schoolId)).some((c) => c.classId === classId)) return { klass, editable: false };
  }
  throw notFound(ASSIGNMENT_MESSAGES.classNotFound);
}

/** An assignment the caller may read (404 when not, or when there is none), with whether they may change it. */
async function readableAssignment(deps: Deps, user: UserRow, id: string) {
  const row = await store.findAssignment(deps.database.db, id);
  if (!row) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  try {
    return { row, ...(await readableClass(deps, user, row.classId)) };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound(ASSIGNMENT_MESSAGES.notFound);
    throw err;
  }
}

async function editableAssignment(deps: Deps, user: UserRow, id: string) {
  const found = await readableAssignment(deps, user, id);
  if (!found.editable) throw forbidden(ASSIGNMENT_MESSAGES.notFound);
  return found;
}

// ── writing ─────────────────────────────────────────────────────────────────

type Catalogue = ReturnType<typeof loadCatalogue>;

/**
 * What the shared schema cannot know: the dates against the server's clock, that each activity
 * is in the catalogue and may be assigned, and that each chosen child is in the class now. Every
 * problem at once, per field; nothing is written when there is one.
 */
async function checkInput(deps: Deps, classId: string, input: AssignmentInput) {
  const errors: Record<string, string> = { ...assignmentDateErrors(input, deps.now()) };
  const catalogue = loadCatalogue();
  input.activity_ids.forEach((id, i) => {
    const activity = catalogue.byId.get(id);
    if (!activity) errors[`activity_ids.${i}`] = ASSIGNMENT_MESSAGES.activityNotFound;
    else if (!isAssignableType(activity.type)) errors[`activity_ids.${i}`] = ASSIGNMENT_MESSAGES.notAssignable;
  });
  if (input.student_ids?.length) {
    const members = new Set((await studentsInClasses(deps.database.db, [classId])).map((s) => s.userId));
    input.student_ids.forEach((id, i) => {
      if (!members.has(id)) errors[`student_ids.${i}`] = ASSIGNMENT_MESSAGES.studentNotInClass;
    });
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

const regionCodeOf = (code: string | undefined) => (code && findRegion(code.toLowerCase()) ? code.toLowerCase() : DEFAULT_REGION);

/** A new assignment for one of the teacher's own classes. */
export async function createAssignment(deps: Deps, teacher: UserRow, input: AssignmentInput) {
  const klass = await classById(deps, input.class_id);
  if (!klass || klass.teacherId !== teacher.id) throw notFound(ASSIGNMENT_MESSAGES.classNotFound);
  await checkInput(deps, klass.id, input);
  const now = deps.now();
  const studentIds = input.student_ids?.length ? [...new Set(input.student_ids)] : null;
  const row = await deps.database.db.transaction((tx) =>
    store.insertAssignment(
      tx,
      {
        teacherId: teacher.id,
        classId: klass.id,
        activityIds: input.activity_ids,
        chosen: studentIds !== null,
        startsAt: new Date(input.starts_at),
        dueAt: new Date(input.due_at),
        required: input.required ?? false,
        itemCount: input.item_count ?? 10,
        seed: randomBytes(12).toString('base64url'),
        regionCode: regionCodeOf(input.region_code),
        createdAt: now,
        updatedAt: now,
      },
      studentIds,
    ),
  );
  return oneView(deps, row, input.language_code);
}

/** Changes an assignment: its activities, children, dates, "required" and length; it stays with its class. */
export async function updateAssignment(deps: Deps, teacher: UserRow, id: string, input: AssignmentInput) {
  const { row } = await editableAssignment(deps, teacher, id);
  if (input.class_id !== row.classId) throw badRequest(ASSIGNMENT_MESSAGES.classChanged, { class_id: ASSIGNMENT_MESSAGES.classChanged });
  await checkInput(deps, row.classId, input);
  const studentIds = input.student_ids?.length ? [...new Set(input.student_ids)] : null;
  const updated = await deps.database.db.transaction((tx) =>
    store.updateAssignment(
      tx,
      row.id,
      {
        activityIds: input.activity_ids,
        chosen: studentIds !== null,
        startsAt: new Date(input.starts_at),
        dueAt: new Date(input.due_at),
        required: input.required ?? false,
        itemCount: input.item_count ?? 10,
        updatedAt: deps.now(),
      },
      studentIds,
    ),
  );
  return oneView(deps, updated, input.language_code);
}

/** Closes an assignment: it leaves the children's homes and takes no new runs; its report stays. */
export async function closeAssignment(deps: Deps, teacher: UserRow, id: string, language?: string) {
  const { row } = await editableAssignment(deps, teacher, id);
  const updated = row.closedAt ? row : await store.closeAssignment(deps.database.db, row.id, deps.now());
  return oneView(deps, updated, language);
}

/** Deletes an assignment with its results (the children's runs, stars and mastery stay with progress). */
export async function deleteAssignment(deps: Deps, teacher: UserRow, id: string): Promise<void> {
  const { row } = await editableAssignment(deps, teacher, id);
  await store.deleteAssignment(deps.database.db, row.id);
}

// ── reading ─────────────────────────────────────────────────────────────────

function activitiesOf(catalogue: Catalogue, row: AssignmentRow): AssignmentActivity[] {
  return row.activityIds.flatMap((id) => {
    const a = catalogue.byId.get(id);
    return a && isAssignableType(a.type) ? [{ id, type: a.type, title: a.title, grade: a.grade }] : [];
  });
}

const playedIds = (activities: AssignmentActivity[]) => activities.filter((a) => PLAYED_TYPES.includes(a.type)).map((a) => a.id);

/** The class's children an assignment is for now: all of them, or those named who are still in it. */
function assigneesOf(row: AssignmentRow, members: ClassStudent[], named: Map<string, string[]>): ClassStudent[] {
  if (!row.chosen) return members;
  const names = new Set(named.get(row.id) ?? []);
  return members.filter((m) => names.has(m.userId));
}

/** A child's best finished run of each activity: the most right, then the quickest. */
function bestRuns(runs: AssignmentRunRow[]): Map<string, AssignmentRunRow> {
  const best = new Map<string, AssignmentRunRow>();
  for (const r of runs) {
    if (!r.finishedAt) continue;
    const held = best.get(r.activityId);
    const share = (x: AssignmentRunRow) => (x.total ? (x.correct ?? 0) / x.total : 0);
    if (!held || share(r) > share(held) || (share(r) === share(held) && (r.durationMs ?? 0) < (held.durationMs ?? 0))) best.set(r.activityId, r);
  }
  return best;
}

interface ChildProgress {
  status: AssigneeStatus;
  correct: number;
  total: number;
  stars: number;
  durationMs: number;
  runs: number;
  finishedAt: Date | null;
}

/** Where one child is with an assignment, from the runs progress checked. */
function progressOf(played: string[], runs: AssignmentRunRow[]): ChildProgress {
  const mine = runs.filter((r) => played.includes(r.activityId));
  const best = bestRuns(mine);
  const counted = [...best.values()];
  const done = played.length > 0 && played.every((id) => best.has(id));
  return {
    status: done ? 'done' : mine.length > 0 ? 'in-progress' : 'not-started',
    correct: counted.reduce((n, r) => n + (r.correct ?? 0), 0),
    total: counted.reduce((n, r) => n + (r.total ?? 0), 0),
    stars: counted.reduce((n, r) => n + (r.stars ?? 0), 0),
    durationMs: counted.reduce((n, r) => n + (r.durationMs ?? 0), 0),
    runs: mine.length,
    finishedAt: done ? new Date(Math.max(...counted.map((r) => r.finishedAt!.getTime()))) : null,
  };
}

function presentView(row: AssignmentRow, activities: AssignmentActivity[], named: Map<string, string[]>, assignees: ClassStudent[], runs: AssignmentRunRow[]): AssignmentView {
  const played = playedIds(activities);
  const byChild = new Map<string, AssignmentRunRow[]>();
  for (const r of runs) {
    const list = byChild.get(r.userId);
    if (list) list.push(r);
    else byChild.set(r.userId, [r]);
  }
  const counts = { assigned: assignees.length, not_started: 0, in_progress: 0, done: 0 };
  const scores: number[] = [];
  for (const child of assignees) {
    const p = progressOf(played, byChild.get(child.userId) ?? []);
    counts[p.status === 'done' ? 'done' : p.status === 'in-progress' ? 'in_progress' : 'not_started']++;
    if (p.status === 'done' && p.total > 0) scores.push(p.correct / p.total);
  }
  return viewOf(row, activities, named, counts, scores);
}

/** An assignment's wire shape, with its children's counts and the scores (0..1) of those done. */
function viewOf(row: AssignmentRow, activities: AssignmentActivity[], named: Map<string, string[]>, counts: AssignmentView['counts'], scores: number[]): AssignmentView {
  return {
    id: row.id,
    class_id: row.classId,
    activities,
    student_ids: row.chosen ? (named.get(row.id) ?? []) : null,
    starts_at: row.startsAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    required: row.required,
    item_count: row.itemCount as RunLength,
    closed: row.closedAt !== null,
    counts,
    average: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) : null,
  };
}

/**
 * A class's assignments, each with how far its children are: the runs are summed in SQL, a row per
 * child who started each (store.childSums), so the list does not read every run of the term.
 */
async function viewsOf(deps: Deps, rows: AssignmentRow[], classId: string, language?: string): Promise<AssignmentView[]> {
  const db = deps.database.db;
  const catalogue = loadCatalogue(language);
  const activities = new Map(rows.map((row) => [row.id, activitiesOf(catalogue, row)]));
  const played = new Map(rows.map((row) => [row.id, playedIds(activities.get(row.id)!)]));
  const [members, named, sums] = await Promise.all([studentsInClasses(db, [classId]), store.namedStudents(db, rows.map((r) => r.id)), store.childSums(db, played)]);
  const sumsBy = new Map<string, Map<string, store.ChildSum>>();
  for (const s of sums) sumsBy.set(s.assignmentId, (sumsBy.get(s.assignmentId) ?? new Map()).set(s.userId, s));
  return rows.map((row) => {
    const assignees = assigneesOf(row, members, named);
    const mine = sumsBy.get(row.id);
    const count = played.get(row.id)!.length;
    const counts = { assigned: assignees.length, not_started: 0, in_progress: 0, done: 0 };
    const scores: number[] = [];
    for (const child of assignees) {
      const s = mine?.get(child.userId);
      if (!s) counts.not_started++;
      else if (count > 0 && s.doneActivities === count) {
        counts.done++;
        if (s.total > 0) scores.push(s.correct / s.total);
      } else counts.in_progress++;
    }
    return viewOf(row, activities.get(row.id)!, named, counts, scores);
  });
}

async function oneView(deps: Deps, row: AssignmentRow, language?: string) {
  return (await viewsOf(deps, [row], row.classId, language))[0]!;
}

/** A class's assignments, the latest due first, each with how far its children are: the class report. */
export async function classAssignments(deps: Deps, user: UserRow, classId: string, language?: string): Promise<ClassAssignmentsView> {
  const { klass, editable } = await readableClass(deps, user, classId);
  const rows = await store.assignmentsOfClass(deps.database.db, classId);
  return { class: { id: klass.id, name: klass.name }, editable, assignments: await viewsOf(deps, rows, classId, language) };
}

/** One assignment as its teacher edits it. */
export async function assignmentOf(deps: Deps, user: UserRow, id: string, language?: string) {
  const { row } = await readableAssignment(deps, user, id);
  return oneView(deps, row, language);
}

/** How many of each distinct wrong answer, the most given first. */
function commonWrong(given: Array<string | null>) {
  const counts = new Map<string | null, number>();
  for (const g of given) counts.set(g, (counts.get(g) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))
    .slice(0, COMMON_WRONG_ANSWERS)
    .map(([text, count]) => ({ text, count }));
}

/**
 * The report of one assignment: each child it is for now, not started, in progress or done, with
 * the score, stars and time of their best runs; and each question with how many got it right and
 * the wrong answers given most, counted on each child's first run of the activity (a second try
 * knows the questions).
 */
export async function assignmentReport(deps: Deps, user: UserRow, id: string, language?: string): Promise<AssignmentReport> {
  const db = deps.database.db;
  const { row, klass } = await readableAssignment(deps, user, id);
  const [members, named, runs, answers] = await Promise.all([
    studentsInClasses(db, [row.classId]),
    store.namedStudents(db, [row.id]),
    store.runsOf(db, [row.id]),
    store.answersOf(db, row.id),
  ]);
  const activities = activitiesOf(loadCatalogue(language), row);
  const played = playedIds(activities);
  const assignees = assigneesOf(row, members, named);
  const forNow = new Set(assignees.map((a) => a.userId));
  const counted = runs.filter((r) => forNow.has(r.userId));
  const numbers = new Map(listedStudents(members).map((s) => [s.id, s.name_number]));
  const children: AssignmentReportChild[] = assignees.map((child) => {
    const p = progressOf(played, counted.filter((r) => r.userId === child.userId));
    return {
      id: child.userId,
      display_name: child.displayName,
      name_number: numbers.get(child.userId) ?? null,
      status: p.status,
      correct: p.correct,
      total: p.total,
      stars: p.stars,
      duration_ms: p.durationMs,
      runs: p.runs,
      finished_at: p.finishedAt?.toISOString() ?? null,
    };
  });

  // each child's first run of each activity (runs come oldest first)
  const firstRuns = new Map<string, AssignmentRunRow>();
  for (const r of counted) if (!firstRuns.has(`${r.userId}|${r.activityId}`)) firstRuns.set(`${r.userId}|${r.activityId}`, r);
  const activityOfRun = new Map([...firstRuns.values()].map((r) => [r.runId, r.activityId]));
  const byQuestion = new Map<string, Array<(typeof answers)[number]>>();
  for (const a of answers) {
    const activityId = activityOfRun.get(a.runId);
    if (!activityId) continue;
    const key = `${activityId}|${a.itemIndex}`;
    const list = byQuestion.get(key);
    if (list) list.push(a);
    else byQuestion.set(key, [a]);
  }
  const questions: AssignmentReportQuestion[] = [];
  for (const activityId of played) {
    // the questions as the player showed them: every child's run was planned from this seed
    const items = fixedRunItems({ activityId, seed: activitySeed(row, activityId), itemCount: row.itemCount, regionCode: row.regionCode });
    for (let index = 0; index < row.itemCount; index++) {
      const given = byQuestion.get(`${activityId}|${index}`);
      if (!given?.length) continue;
      const asked = given[0]!;
      questions.push({
        activity_id: activityId,
        number: index + 1,
        text: asked.question,
        item: items[index] ? toPlayable(items[index]!, index) : null,
        expected: asked.expected,
        answered: given.length,
        right: given.filter((g) => g.correct).length,
        wrong: commonWrong(given.filter((g) => !g.correct).map((g) => g.given)),
      });
    }
  }
  return { assignment: presentView(row, activities, named, assignees, counted), class: { id: klass.id, name: klass.name }, children, questions };
}

// ── the child's side ────────────────────────────────────────────────────────

/** An activity's seed within its assignment: the same for every child, another for each activity. */
const activitySeed = (row: AssignmentRow, activityId: string) => createHash('sha256').update(`${row.seed}|${activityId}`).digest('base64url').slice(0, 16);

async function isAssignee(deps: Deps, row: AssignmentRow, userId: string): Promise<boolean> {
  const place = await placementOf(deps.database.db, userId);
  if (place?.classId !== row.classId) return false;
  if (!row.chosen) return true;
  return ((await store.namedStudents(deps.database.db, [row.id])).get(row.id) ?? []).includes(userId);
}

/**
 * A child starts a run of one of their assignment's activities: progress issues it with the
 * assignment's seed and length, not adaptive, so every child meets the same questions, and the
 * run is linked to the assignment here. Someone it is not for is told it does not exist.
 */
export async function startAssignedRun(deps: Deps, child: UserRow, id: string, input: { activity_id: string; region_code?: string | undefined; language_code?: string | undefined }) {
  if (child.role !== 'student') throw forbidden(ASSIGNMENT_MESSAGES.studentsOnly);
  const row = await store.findAssignment(deps.database.db, id);
  if (!row || !(await isAssignee(deps, row, child.id))) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  if (row.closedAt || row.startsAt > deps.now()) throw conflict(ASSIGNMENT_MESSAGES.notOpen);
  if (!row.activityIds.includes(input.activity_id)) throw badRequest(ASSIGNMENT_MESSAGES.notInAssignment, { activity_id: ASSIGNMENT_MESSAGES.notInAssignment });
  const activity = loadCatalogue().byId.get(input.activity_id);
  if (!activity || !PLAYED_TYPES.includes(activity.type as AssignableType)) throw badRequest(ASSIGNMENT_MESSAGES.onPaper, { activity_id: ASSIGNMENT_MESSAGES.onPaper });
  const started = await startRun(deps, {
    learner: { kind: 'user', userId: child.id },
    mode: 'activity',
    activityId: input.activity_id,
    adaptive: false,
    fixedSeed: activitySeed(row, input.activity_id),
    itemCount: row.itemCount as RunLength,
    regionCode: row.regionCode,
    // a class game assigned is played at home alone, as a run of its questions
    homeGame: activity.type === 'multiplayer-game',
    ...(input.language_code ? { languageCode: input.language_code } : {}),
    context: { [CONTEXT_KEY]: row.id },
  });
  await store.insertRun(deps.database.db, { runId: started.run.id, assignmentId: row.id, userId: child.id, activityId: input.activity_id, startedAt: started.run.startedAt });
  return started;
}

/** A worksheet's PDF for an assignment: its questions from the assignment's seed, its length, the child's language and paper. */
function printUrl(row: AssignmentRow, activity: { id: string; generator_key: string; grade: string; difficulty: number }, region: string, language: string) {
  const q = new URLSearchParams({
    topic: activity.generator_key,
    grade: activity.grade,
    level: String(activity.difficulty),
    paper: findRegion(region)?.paper ?? 'A4',
    language,
    region,
    seed: activitySeed(row, activity.id),
    count: String(row.itemCount),
  });
  return `/api/v2/worksheets/${encodeURIComponent(activity.id)}.pdf?${q.toString()}`;
}

/**
 * A child's assignments for their home: the open ones of their class that are for them, started,
 * and due from DONE_SHOWN_DAYS ago on; each activity done or not, with its stars, from the runs
 * progress checked.
 */
export async function assignmentsForChild(deps: Deps, child: UserRow, page: { region?: string | undefined; language?: string | undefined }): Promise<ChildAssignment[]> {
  const db = deps.database.db;
  const place = await placementOf(db, child.id);
  if (!place) return [];
  const now = deps.now();
  const rows = await store.assignmentsOfChild(db, place.classId, child.id, now, new Date(now.getTime() - DONE_SHOWN_DAYS * DAY));
  const runs = await store.runsOf(db, rows.map((r) => r.id), child.id);
  const catalogue = loadCatalogue(page.language);
  const region = regionCodeOf(page.region);
  const language = page.language && /^[a-z]{2}$/.test(page.language) ? page.language : 'en';
  return rows.map((row) => {
    const best = bestRuns(runs.filter((r) => r.assignmentId === row.id));
    const activities = row.activityIds.flatMap((id) => {
      const a = catalogue.byId.get(id);
      if (!a || !isAssignableType(a.type)) return [];
      const played = PLAYED_TYPES.includes(a.type);
      return [
        {
          id,
          type: a.type,
          title: a.title,
          done: played && best.has(id),
          stars: best.get(id)?.stars ?? 0,
          print_url: played ? null : printUrl(row, a, region, language),
        },
      ];
    });
    const toPlay = activities.filter((a) => PLAYED_TYPES.includes(a.type));
    const done = toPlay.length > 0 && toPlay.every((a) => a.done);
    return {
      id: row.id,
      due_at: row.dueAt.toISOString(),
      required: row.required,
      due_soon: !done && row.dueAt.getTime() - now.getTime() <= DUE_SOON_HOURS * 3600 * 1000,
      done,
      stars: activities.reduce((n, a) => n + a.stars, 0),
      activities,
    };
  });
}

// ── what progress hands over (registered in routes.ts) ──────────────────────

/** The answer as given, as text: typed, or chosen or built on a model; null for a shape drawn. */
function givenText(item: Item, response: Response, locale: TextLocale): string | null {
  if (typeof response === 'string') return response.trim().slice(0, 200) || null;
  if (response.kind === 'drawn-polygon') return null;
  return formatAnswer(response, locale, item.choices).slice(0, 200);
}

/** progress's onRunAnswered handler: an assignment's run keeps each answer given, with the question as the child saw it. */
export async function keepAnswer(tx: Db, run: RunRow, answer: CheckedResponse): Promise<void> {
  if (!run.context?.[CONTEXT_KEY] || !run.userId) return;
  // a run of an assignment deleted since is not kept (and its answer still counts for progress)
  if (!(await store.runIsLinked(tx, run.id))) return;
  await store.insertAnswer(tx, {
    runId: run.id,
    itemIndex: answer.index,
    assignmentId: run.context[CONTEXT_KEY],
    correct: answer.check.correct,
    given: givenText(answer.item, answer.response, answer.locale),
    question: renderText(answer.item.story ?? answer.item.prompt, answer.locale).slice(0, 1000),
    expected: answer.check.expected.slice(0, 200),
    answeredAt: answer.answeredAt,
  });
}

/** progress's onRunFinished handler: an assignment's run keeps its result, from the answers progress checked. */
export async function keepResult(tx: Db, run: FinishedRun): Promise<void> {
  if (!run.context?.[CONTEXT_KEY] || !run.userId) return;
  await store.finishRun(tx, run.runId, {
    finishedAt: run.finishedAt,
    correct: run.correct,
    total: run.total,
    stars: run.stars,
    durationMs: Math.min(run.finishedAt.getTime() - run.startedAt.getTime(), 2_000_000_000),
  });
}

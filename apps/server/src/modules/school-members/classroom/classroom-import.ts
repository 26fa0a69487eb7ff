import { randomUUID } from 'node:crypto';
import { ACCOUNT_LIMITS, keepsClasses, studentNameKey } from '@numbloom/domain/accounts';
import { CLASSROOM_MESSAGES, type ClassroomLeftOut } from '@numbloom/domain/classroom';
import type { ClassroomImportResult } from '@numbloom/domain/classroom-schema';
import type { Deps } from '../../../deps.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.ts';
import {
  classById,
  googleIdentitiesOf,
  insertRosterStudents,
  linkGoogleIdentities,
  lockClassFor,
  nextNameNumbers,
  rosterAccountsState,
  updateRosterAccounts,
  type UserRow,
} from '../../accounts/service.ts';
import { listCourses, listStudents, type ClassroomStudent } from './classroom-client.ts';

/**
 * A Google Classroom course's students into one of the teacher's classes (decision 079). The key
 * is the student's Classroom userId, which is their Google account's id: the import links each
 * child's account to it as a Google sign-in identity, so an import run again finds the children it
 * made (renamed if Classroom renamed them, nobody made twice), and the children can sign in with
 * Google as well as with the class code and their name. Like a OneRoster import it adds and
 * changes, never removes; a child who is in another class already is left where they are.
 */
export async function importCourse(deps: Deps, teacher: UserRow, token: string, courseId: string, classId: string): Promise<ClassroomImportResult> {
  if (!keepsClasses(teacher.role)) throw forbidden(CLASSROOM_MESSAGES.teachersOnly);
  const klass = await classById(deps, classId);
  if (!klass || klass.teacherId !== teacher.id) throw badRequest(CLASSROOM_MESSAGES.classNotYours, { class_id: CLASSROOM_MESSAGES.classNotYours });
  const base = deps.config.GOOGLE_CLASSROOM_API_URL;
  // the course must be one the teacher teaches (teacherId=me), not one they only belong to
  const course = (await listCourses(base, token)).find((c) => c.id === courseId);
  if (!course) throw notFound(CLASSROOM_MESSAGES.googleRefused);
  const students = dedupe(await listStudents(base, token, courseId));
  const db = deps.database.db;
  const now = deps.now();
  const leftOut: ClassroomImportResult['left_out'] = [];
  const counts = { created: 0, changed: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    await lockClassFor(tx, classId);
    const linked = new Map((await googleIdentitiesOf(tx, students.map((s) => s.userId))).map((i) => [i.subject, i.userId]));
    const state = await rosterAccountsState(tx, { userIds: [...linked.values()], classIds: [classId], emails: [] });
    const userOf = new Map(state.users.map((u) => [u.id, u]));
    const placeOf = new Map(state.places.map((p) => [p.userId, p]));
    const current = state.classChildren.filter((c) => c.classId === classId);
    const fresh: Array<ClassroomStudent & { id: string }> = [];
    const renamed: Array<{ userId: string; classId: string; displayName: string; nameNumber: number }> = [];
    const leave = (name: string, reason: ClassroomLeftOut) => leftOut.push({ name, reason });
    for (const s of students) {
      const name = s.fullName.slice(0, ACCOUNT_LIMITS.studentName);
      if (!name) {
        leave(s.email ?? s.userId, 'no_name');
        continue;
      }
      const userId = linked.get(s.userId);
      if (!userId) {
        fresh.push({ ...s, fullName: name, id: randomUUID() });
        continue;
      }
      if (userOf.get(userId)?.role !== 'student') {
        leave(name, 'not_a_child');
        continue;
      }
      const place = placeOf.get(userId);
      if (!place || place.classId !== classId) {
        leave(name, 'other_class');
        continue;
      }
      if (place.displayName === name) {
        counts.unchanged++;
        continue;
      }
      const [number] = nextNameNumbers(current.filter((c) => c.userId !== userId), [name]);
      renamed.push({ userId, classId, displayName: name, nameNumber: studentNameKey(place.displayName) === studentNameKey(name) ? place.nameNumber : number! });
      counts.changed++;
    }
    if (current.length + fresh.length > ACCOUNT_LIMITS.studentsPerClass) throw badRequest(CLASSROOM_MESSAGES.classFull, { class_id: CLASSROOM_MESSAGES.classFull });
    const numbers = nextNameNumbers([...current, ...renamed], fresh.map((f) => f.fullName));
    await insertRosterStudents(
      tx,
      fresh.map((f, i) => ({ id: f.id, classId, displayName: f.fullName, nameNumber: numbers[i]!, regionCode: teacher.regionCode, languageCode: teacher.languageCode })),
      now,
    );
    await linkGoogleIdentities(tx, fresh.map((f) => ({ subject: f.userId, userId: f.id, email: f.email })), now);
    if (renamed.length > 0) await updateRosterAccounts(tx, { teachers: [], children: renamed, classes: [] }, now);
    counts.created = fresh.length;
  });
  return { course: { id: course.id, name: course.name }, class_id: classId, ...counts, left_out: leftOut };
}

/** A student Google lists twice (a retried page) counts once. */
function dedupe(students: ClassroomStudent[]) {
  const seen = new Map<string, ClassroomStudent>();
  for (const s of students) if (!seen.has(s.userId)) seen.set(s.userId, s);
  return [...seen.values()];
}

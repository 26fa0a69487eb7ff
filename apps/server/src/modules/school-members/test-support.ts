import type { TestApp } from '../../test/app.ts';
import { saveSettings, upsertSchoolClass } from './store.ts';
import { schoolMembers } from './tables.ts';

/**
 * Test set-up: makes a person an active member of a school as an approval would (the approval
 * paths themselves are tested through the API in school-members.test.ts).
 */
export async function makeMember(t: TestApp, schoolId: number, userId: string, role: 'admin' | 'teacher' = 'teacher') {
  await t.database.db
    .insert(schoolMembers)
    .values({ schoolId, userId, role, status: 'active', requestedAt: t.clock.now, decidedAt: t.clock.now })
    .onConflictDoUpdate({ target: [schoolMembers.schoolId, schoolMembers.userId], set: { role, status: 'active' } });
}

/** A school's choice to show its children's names on public boards. */
export const showNamesOnBoards = (t: TestApp, schoolId: number, show = true) => saveSettings(t.database.db, schoolId, show, t.clock.now);

/** Puts a class into a school with a grade. */
export const putClassInSchool = (t: TestApp, schoolId: number, classId: string, grade: string | null) => upsertSchoolClass(t.database.db, { schoolId, classId, grade, addedAt: t.clock.now });

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { forbidden } from '../../../lib/http-error.ts';
import { ROSTER_MESSAGES } from '@numbloom/domain/roster';
import { schoolMembers } from '../tables.ts';

/**
 * Whether a user is an active admin of a school, until the module's own
 * requireSchoolAdmin (../service.ts) takes its place: only an 'active' row
 * with the role 'admin' counts, whatever role was chosen at sign-up.
 */
export async function requireSchoolAdmin(deps: Deps, userId: string, schoolId: number): Promise<void> {
  const [row] = await deps.database.db
    .select({ role: schoolMembers.role })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.schoolId, schoolId), eq(schoolMembers.userId, userId), eq(schoolMembers.status, 'active'), eq(schoolMembers.role, 'admin')))
    .limit(1);
  if (!row) throw forbidden(ROSTER_MESSAGES.notAdmin);
}

/** The schools a user is an active admin of (an import may bring in any of them, a district's export). */
export async function adminSchoolIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ schoolId: schoolMembers.schoolId })
    .from(schoolMembers)
    .where(and(eq(schoolMembers.userId, userId), eq(schoolMembers.status, 'active'), eq(schoolMembers.role, 'admin')));
  return rows.map((r) => r.schoolId);
}

import {
  ACCOUNT_DATA_MESSAGES,
  RECENT_SIGN_IN_MINUTES,
  closeAccountWithPasswordSchema,
  deletionDeadline,
  formatDeletionDay,
  type CloseAccountRequest,
} from '@numbloom/domain/account-data';
import { MESSAGES, SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import type { Deps } from '../../deps.ts';
import { badRequest, badRequestFromZod, forbidden, notFound } from '../../lib/http-error.ts';
import { escapeHtml, sendMail } from '../mail/service.ts';
import { presentAccountExport } from './presenter.ts';
import { passwordConfirms } from './service.ts';
import type { CurrentSession } from './sessions.ts';
import * as store from './store.ts';
import type { UserRow } from './store.ts';
import type { AccountTrials, KeptElsewhere } from './service.ts';

/**
 * What an account holder can do with the data we keep (privacy policy: see,
 * export, delete): download it all, delete one student's data now, close the
 * account. The retention job (retention.ts) finishes a closing 30 days later.
 */

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60 * 1000;

/** Everything kept about a holder, their classes, students and results, as one document. */
export async function exportAccount(deps: Deps, user: UserRow, trials: AccountTrials, kept: KeptElsewhere) {
  const db = deps.database.db;
  const classRows = await store.teacherClasses(db, user.id);
  const members = await store.studentsOfClasses(db, classRows.map((c) => c.id));
  const studentIds = members.map((m) => m.userId);
  return presentAccountExport({
    user,
    providers: await store.identityProviders(db, user.id),
    trials: await trials.history(deps, user.id),
    classes: classRows,
    members,
    students: await store.findUsers(db, studentIds),
    ...(await kept.exportOf(db, [user.id, ...studentIds])),
    now: deps.now(),
  });
}

/**
 * Proves the holder is at the keyboard: the password when the account has
 * one (wrong tries count against the address like failed logins), else a
 * sign-in within the last few minutes (Google and Microsoft accounts).
 */
async function assertReauthenticated(deps: Deps, session: CurrentSession, body: CloseAccountRequest, ip: string): Promise<void> {
  const { user } = session;
  const now = deps.now();
  if (!user.passwordHash) {
    if (now.getTime() - session.startedAt.getTime() > RECENT_SIGN_IN_MS) throw forbidden(ACCOUNT_DATA_MESSAGES.signInAgain);
    return;
  }
  const parsed = closeAccountWithPasswordSchema.safeParse(body);
  if (!parsed.success) throw badRequestFromZod(MESSAGES.fillRequired, parsed.error.issues);
  if (!(await passwordConfirms(deps, user, parsed.data.password, ip))) {
    throw badRequest(ACCOUNT_DATA_MESSAGES.passwordWrong, { password: ACCOUNT_DATA_MESSAGES.passwordWrong });
  }
}

/**
 * Closes a holder's account in one transaction: the holder and the students
 * of their classes are marked closed at one moment, every session of theirs
 * ends, pending reset links die. Nobody of it can sign in from then on; the
 * retention job deletes it all by the deadline.
 */
export async function closeAccount(deps: Deps, session: CurrentSession, body: CloseAccountRequest, ip: string) {
  await assertReauthenticated(deps, session, body, ip);
  const now = deps.now();
  const closedAt = await deps.database.db.transaction(async (tx) => {
    // Locked: two closings at once (two tabs) mark one moment, not two.
    const row = await store.lockUser(tx, session.user.id);
    if (!row) throw notFound();
    if (row.closedAt) return row.closedAt;
    const classRows = await store.teacherClasses(tx, row.id);
    const members = await store.studentsOfClasses(tx, classRows.map((c) => c.id));
    const ids = [row.id, ...members.map((m) => m.userId)];
    await store.closeUsers(tx, ids, now);
    await store.deleteSessionsOf(tx, ids);
    await store.expireUserPasswordResets(tx, row.id, now);
    return now;
  });
  return { closedAt, deleteBy: deletionDeadline(closedAt) };
}

/** Tells the holder their account is closed and until when it exists (so a closing they did not make is noticed). */
export async function sendClosedNotice(deps: Deps, user: UserRow, deleteBy: Date): Promise<void> {
  if (!user.email) return;
  const day = formatDeletionDay(deleteBy);
  const lines = [
    'Your Numbloom account has been closed. You can no longer log in, and the students in your classes can no longer log in either.',
    `Your account, your classes, your students and all their results will be deleted by ${day}. We cannot bring them back after that.`,
    `If you did not close your account, write to us at once at ${SUPPORT_EMAIL}.`,
  ];
  await sendMail(deps, {
    to: user.email,
    subject: 'Your Numbloom account is closed',
    text: `Hello ${user.firstName},\n\n${lines.join('\n\n')}\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`,
  });
}

/**
 * Deletes one student's data now: their results, their account and their
 * place in the class. Only the holder of the student's class may; anyone
 * else is told the student is not found (no hint that it exists).
 */
export async function deleteStudent(deps: Deps, holder: UserRow, studentId: string, kept: KeptElsewhere): Promise<void> {
  const db = deps.database.db;
  const membership = await store.findMembership(db, studentId);
  const klass = membership ? await store.findClass(db, membership.classId) : undefined;
  if (!klass || klass.teacherId !== holder.id) throw notFound(ACCOUNT_DATA_MESSAGES.studentNotFound);
  await db.transaction(async (tx) => {
    // The account first: its sessions go with it, so no new result can be saved for it.
    await store.deleteUsers(tx, [studentId]);
    await kept.deleteOf(tx, [studentId]);
  });
}

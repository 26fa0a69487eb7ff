import { randomInt } from 'node:crypto';
import { ACCOUNT_DATA_MESSAGES, deletionDeadline } from '@numbloom/domain/account-data';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, ACCOUNT_PAGES, ACCOUNT_PATHS, CLASS_CODE_ALPHABET, prepareClassCode, SIGN_IN_WAIT_MINUTES, studentNameKey, type TrialSummary } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { prepareEmail } from '@numbloom/domain/form-rules';
import { passwordProblem } from '@numbloom/domain/password';
import { isCommonPassword, loadCommonPasswords } from '@numbloom/domain/password-list';
import { DEFAULT_LANGUAGE, DEFAULT_REGION, findLocale } from '@numbloom/domain/regions';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { escapeHtml, sendLater, type MailLog } from '../mail/service.ts';
import { hashPassword, needsRehash, randomToken, timingDummyHash, tokenHash, verifyPassword } from '../../lib/crypto.ts';
import { presentStudents, presentUser, type presentAccountExport } from './presenter.ts';
import * as store from './store.ts';
import type { ClassStudentRow, UserRow } from './store.ts';
import * as throttle from './throttle.ts';
import { beginPasswordTry, devicesOf, forgiveAccount, rememberDevice, type PasswordTryRules } from './password-tries.ts';

// What other modules may use of an account (onboarding signs people up and starts their trial;
// the dashboard reads a teacher): the row's type and how a user is shown (their tables' foreign
// keys point at keys.ts). Nothing else of accounts' store, tables or presenter is theirs to reach.
export type { UserRow } from './store.ts';
export { presentUser } from './presenter.ts';

/** Account rules: who may sign in, how passwords change, classes and class codes. */

/**
 * A holder's free trials as the account's own views show them (/me, the data export). The
 * trials are onboarding's, and onboarding builds on accounts: the functions are handed to the
 * accounts routes where the app is composed (app.ts), so accounts never imports onboarding.
 */
export interface AccountTrials {
  /** the trial to show: the active one, else the latest, else none */
  current(deps: Deps, user: UserRow): Promise<TrialSummary | null>;
  /** every trial, oldest first */
  history(deps: Deps, userId: string): Promise<TrialSummary[]>;
}

/**
 * What other modules keep about a user (their results, mastery and answers;
 * their challenge scores), which accounts must export with the holder's data
 * and delete with a student or a closed account. Declared here and handed in
 * by the composition root (retention's service builds it), so accounts
 * imports none of the modules that build on it.
 */
export interface KeptElsewhere {
  /** a user's results, mastery and answers, for the data export */
  exportOf(db: Db, userIds: string[]): Promise<Pick<AccountExportParts, 'results' | 'mastery' | 'answers' | 'assignmentAnswers' | 'challenges'>>;
  /** deletes all of it for these users, in the caller's transaction; answers how many results went */
  deleteOf(db: Db, userIds: string[]): Promise<number>;
}
type AccountExportParts = Parameters<typeof presentAccountExport>[0];

/** The user and their trial, as /me, login and every other way of signing in answer. */
export async function meFor(deps: Deps, user: UserRow, trials: AccountTrials) {
  const providers = await userProviders(deps.database.db, user);
  return { user: presentUser(user, providers, user.role === 'student'), trial: await trials.current(deps, user) };
}

/**
 * The account crypto other modules reuse for their own secrets (staff
 * passwords and sessions): one argon2id setting and one token scheme for the
 * whole product.
 */
export const secrets = { hashPassword, verifyPassword, needsRehash, timingDummyHash, randomToken, tokenHash } as const;

/** The one rule of password sign-ins (decision 058), which the staff admin's sign-in follows too. */
export const passwordTries = { begin: beginPasswordTry, devicesOf, rememberDevice } as const;
export type { PasswordTryRules };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** The wait the refusal text promises (tooManyForAccount): the tight windows and the longest account-wide wait. */
const SIGN_IN_WAIT_MS = SIGN_IN_WAIT_MINUTES * MINUTE;

export const LIMITS = {
  /**
   * Password tries on one account from one network address before that
   * address is paused for the account (OWASP: slow guessing down, never lock
   * out for ever). An attacker at one address pauses only their own tries.
   */
  loginTriesPerAccountAndIp: { kind: 'login-account-ip', max: 10, windowMs: SIGN_IN_WAIT_MS, message: ACCOUNT_MESSAGES.tooManyForAccount },
  /** Password tries on one account from one browser that signed in to it before (decision 058). */
  loginTriesPerAccountAndDevice: { kind: 'login-account-device', max: 10, windowMs: SIGN_IN_WAIT_MS, message: ACCOUNT_MESSAGES.tooManyForAccount },
  /** Passwords typed again by a signed-in holder (change password, close account), wherever they come from. */
  confirmTriesPerAccount: { kind: 'confirm-account', max: 10, windowMs: SIGN_IN_WAIT_MS, message: ACCOUNT_MESSAGES.tooManyForAccount },
  /** Password tries from one network address on any account (a school shares one, so this is generous). */
  loginTriesPerIp: { kind: 'login-ip', max: 100, windowMs: HOUR, message: MESSAGES.tooMany },
  passwordResetsPerAddress: { kind: 'reset-address', max: 3, windowMs: HOUR, message: MESSAGES.tooMany },
  passwordResetsPerIp: { kind: 'reset-ip', max: 20, windowMs: HOUR, message: MESSAGES.tooMany },
  /** Class-code tries from one address on the network: a code is 8 characters from 31, so guessing needs far more. */
  classCodeTriesPerIp: { kind: 'class-code-ip', max: 60, windowMs: 10 * MINUTE, message: MESSAGES.tooMany },
} satisfies Record<string, throttle.Limit>;

/**
 * Password sign-in (decision 058): the limits above per address and per
 * browser, and guessing spread over many addresses slowed, never locked: 20
 * tries a day at full speed, then one per wait from 30 seconds doubling to
 * SIGN_IN_WAIT_MINUTES (the wait the message names holds); a password reset by
 * email ends the slowing at once.
 */
export const PASSWORD_TRIES: PasswordTryRules = {
  perAccountAndIp: LIMITS.loginTriesPerAccountAndIp,
  perAccountAndDevice: LIMITS.loginTriesPerAccountAndDevice,
  perIp: LIMITS.loginTriesPerIp,
  perAccount: { kind: 'login-account', free: 20, windowMs: 24 * HOUR, firstWaitMs: 30 * 1000, longestWaitMs: SIGN_IN_WAIT_MS, message: ACCOUNT_MESSAGES.tooManyForAccount },
  device: { kind: 'account', cookie: 'nb_device', path: ACCOUNT_PATHS.login },
};

/** Password-reset links work once, for an hour (OWASP Forgot Password cheat sheet). */
export const PASSWORD_RESET_TTL_MS = HOUR;

export const localeOf = (region?: string | null, language?: string | null) => {
  const found = findLocale(region ?? undefined, language ?? undefined);
  return found ? { region: found.region.code, language: found.language.code } : { region: DEFAULT_REGION, language: DEFAULT_LANGUAGE };
};

export const pageUrl = (deps: Deps, region: string, language: string, page: string) =>
  `${deps.config.PUBLIC_URL}/${region}/${language}/${page}`;

/** Throws 400 on the password field when a new password breaks the rules (length, common list, email). */
export async function assertAcceptablePassword(password: string, email: string | null, field = 'password'): Promise<void> {
  const list = await loadCommonPasswords();
  const problem = passwordProblem(password, { isCommon: isCommonPassword(list, password), email });
  if (problem) throw badRequest(problem, { [field]: problem });
}

export async function userProviders(db: Db, user: UserRow): Promise<string[]> {
  return store.identityProviders(db, user.id);
}

/**
 * Checks an email and password. The same message and about the same time
 * whether the address is unknown or the password wrong; tries are limited as
 * PASSWORD_TRIES says. Answers the user and the browser's device cookie.
 */
export async function login(deps: Deps, input: { email: string; password: string; ip: string; devices?: string }): Promise<{ user: UserRow; devices: string }> {
  const db = deps.database.db;
  const now = deps.now();
  const email = prepareEmail(input.email);
  // Every try is counted before the password is looked at; a right one is handed back.
  const attempt = await beginPasswordTry(deps, PASSWORD_TRIES, { account: email, ip: input.ip, devices: input.devices });
  const user = await store.findUserByEmail(db, email);
  let ok = false;
  if (user?.passwordHash) ok = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await timingDummyHash(), input.password);
  if (!user || !ok) throw unauthorized(ACCOUNT_MESSAGES.invalidLogin);
  const devices = await attempt.succeeded();
  // Said only to whoever knows the password: a closed account is not announced to guessers.
  if (user.closedAt) throw forbidden(ACCOUNT_DATA_MESSAGES.accountClosed(deletionDeadline(user.closedAt)));
  if (needsRehash(user.passwordHash!)) {
    await store.updateUser(db, user.id, { passwordHash: await hashPassword(input.password), updatedAt: now });
  }
  return { user, devices };
}

/** Sends a single-use reset link if the address has an account; says the same either way. */
export async function requestPasswordReset(deps: Deps, input: { email: string; ip: string }, log: MailLog): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const email = prepareEmail(input.email);
  await throttle.consume(db, throttle.perIp(deps, LIMITS.passwordResetsPerIp), input.ip, now);
  const user = await store.findUserByEmail(db, email);
  // A closed account cannot sign in again, so a new password would be no use to it.
  if (!user || user.closedAt) return;
  // Over the per-address limit we stay silent rather than tell who has an account.
  if ((await throttle.take(db, LIMITS.passwordResetsPerAddress, email, now)) > LIMITS.passwordResetsPerAddress.max) return;
  const token = randomToken();
  await store.insertPasswordReset(db, { tokenHash: tokenHash(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
  const link = `${pageUrl(deps, user.regionCode, user.languageCode, ACCOUNT_PAGES.resetPassword)}?token=${encodeURIComponent(token)}`;
  // sent without holding the answer: a mail server's pace (or its failure) would tell who has an account
  sendLater(
    deps,
    {
      to: email,
      subject: 'Reset your Numbloom password',
      text: `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your Numbloom account. Open this link within an hour to choose a new one:\n\n${link}\n\nThe link works once. If you did not ask, ignore this email: your password stays as it is.\n`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone (we hope you) asked to reset the password of your Numbloom account. Open this link within an hour to choose a new one:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once. If you did not ask, ignore this email: your password stays as it is.</p>`,
    },
    log,
    'password reset link',
  );
}

/** Uses a reset link: new password, the link and every other link spent, every session ended. */
export async function confirmPasswordReset(deps: Deps, input: { token: string; password: string }): Promise<void> {
  const db = deps.database.db;
  const now = deps.now();
  const hash = tokenHash(input.token);
  const pending = await store.findPasswordReset(db, hash);
  if (!pending || pending.usedAt || pending.expiresAt <= now) throw badRequest(ACCOUNT_MESSAGES.passwordResetInvalid, { token: ACCOUNT_MESSAGES.passwordResetInvalid });
  const user = await store.findUserById(db, pending.userId);
  if (!user || user.closedAt) throw badRequest(ACCOUNT_MESSAGES.passwordResetInvalid);
  await assertAcceptablePassword(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await store.consumePasswordReset(tx, hash, now);
    if (!userId) throw badRequest(ACCOUNT_MESSAGES.passwordResetInvalid, { token: ACCOUNT_MESSAGES.passwordResetInvalid });
    // Whoever proved control of the mailbox has also verified it.
    await store.updateUser(tx, userId, { passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now });
    await store.expireUserPasswordResets(tx, userId, now);
    await store.deleteUserSessions(tx, userId);
  });
  // Whoever can read the mailbox is the owner: the slowing that guessers caused ends here.
  if (user.email) await forgiveAccount(deps, PASSWORD_TRIES, user.email);
}

/**
 * Whether a signed-in holder's own password is right. Wrong ones count against
 * the address like failed logins, so a stolen session cannot guess the password
 * freely through the forms that ask for it again (change password, close account).
 */
export async function passwordConfirms(deps: Deps, user: UserRow, password: string, ip: string): Promise<boolean> {
  const db = deps.database.db;
  const now = deps.now();
  const account = user.email ?? user.id;
  // The session is the guesser's handle, whatever address it comes from: 10 per account; and the
  // address's own login tries for the account count them too.
  await throttle.consume(db, LIMITS.confirmTriesPerAccount, account, now);
  await throttle.consume(db, LIMITS.loginTriesPerAccountAndIp, `${account}|${ip}`, now);
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    await throttle.giveBack(db, LIMITS.confirmTriesPerAccount, account);
    await throttle.giveBack(db, LIMITS.loginTriesPerAccountAndIp, `${account}|${ip}`);
    return true;
  }
  return false;
}

export async function changePassword(deps: Deps, user: UserRow, sessionIdHash: string, input: { current: string; next: string; ip: string }): Promise<void> {
  const db = deps.database.db;
  if (!(await passwordConfirms(deps, user, input.current, input.ip))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, { current_password: ACCOUNT_MESSAGES.currentPasswordWrong });
  }
  await assertAcceptablePassword(input.next, user.email, 'new_password');
  const passwordHash = await hashPassword(input.next);
  await db.transaction(async (tx) => {
    await store.updateUser(tx, user.id, { passwordHash, updatedAt: deps.now() });
    // Other devices are signed out; this one stays.
    await store.deleteUserSessions(tx, user.id, sessionIdHash);
    await store.expireUserPasswordResets(tx, user.id, deps.now());
  });
}

export async function updateAccount(deps: Deps, user: UserRow, input: { firstName: string; lastName: string }): Promise<UserRow> {
  const row = await store.updateUser(deps.database.db, user.id, { firstName: input.firstName, lastName: input.lastName, updatedAt: deps.now() });
  if (!row) throw notFound();
  return row;
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: 'teacher' | 'parent' | 'school_leader';
  regionCode: string;
  languageCode: string;
  marketingOptIn: boolean;
  emailVerifiedAt: Date | null;
}

/** Thrown inside a transaction when the email is taken, so the whole transaction rolls back. */
export class EmailTakenError extends HttpError {
  constructor() {
    super(409, ACCOUNT_MESSAGES.emailExistsLogin, { email: ACCOUNT_MESSAGES.emailExistsLogin });
  }
}

/** Creates an account inside the caller's transaction; EmailTakenError if the address has one. */
export async function createAccount(tx: Db, deps: Deps, input: NewAccount): Promise<UserRow> {
  const now = deps.now();
  const row = await store.insertUser(tx, { ...input, email: prepareEmail(input.email), createdAt: now, updatedAt: now });
  if (!row) throw new EmailTakenError();
  return row;
}

export const findUserByEmail = (deps: Deps, email: string) => store.findUserByEmail(deps.database.db, prepareEmail(email));
export const findUserById = (deps: Deps, id: string) => store.findUserById(deps.database.db, id);

// ---- classes and class codes ----

/** A class code: 8 characters from 31 unambiguous ones (~8.5e11 codes), drawn with crypto.randomInt. */
export function newClassCode(): string {
  let code = '';
  for (let i = 0; i < ACCOUNT_LIMITS.classCodeLength; i++) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/** One class's students as its lists show them (a shared name carries each one's number): for the modules that list a class. */
export const listedStudents = presentStudents;

export async function teacherClasses(deps: Deps, teacherId: string) {
  const db = deps.database.db;
  const rows = await store.teacherClasses(db, teacherId);
  const students = await store.studentsOfClasses(db, rows.map((r) => r.id));
  return { rows, students };
}

/** A teacher's classes, without their students (for the modules that show which of them are where). */
export const classesOfTeacher = (db: Db, teacherId: string) => store.teacherClasses(db, teacherId);

export async function createClass(deps: Deps, teacherId: string, name: string | undefined) {
  const db = deps.database.db;
  const existing = await store.teacherClasses(db, teacherId);
  // the refusal names the field of the class being added, where the page shows it
  if (existing.length >= ACCOUNT_LIMITS.classesPerTeacher) throw badRequest(ACCOUNT_MESSAGES.tooManyClasses, { name: ACCOUNT_MESSAGES.tooManyClasses });
  const className = name?.trim() || (existing.length === 0 ? 'My class' : `My class ${existing.length + 1}`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await store.insertClass(db, { teacherId, name: className, classCode: newClassCode(), createdAt: deps.now() });
    if (row) return row;
  }
  throw new Error('could not draw a free class code in 5 tries');
}

/**
 * The number each new name takes in a class: one past the highest its name
 * has there, so a number is never reused while a student of that name is left.
 */
function nameNumbers(current: ClassStudentRow[], names: string[]): number[] {
  const highest = new Map<string, number>();
  for (const s of current) highest.set(studentNameKey(s.displayName), Math.max(highest.get(studentNameKey(s.displayName)) ?? 0, s.nameNumber));
  return names.map((name) => {
    const next = (highest.get(studentNameKey(name)) ?? 0) + 1;
    highest.set(studentNameKey(name), next);
    return next;
  });
}

/** A student account's first and last name, from the one name their teacher or parent gives (the welcome says the first). */
function accountNames(displayName: string) {
  const [firstName = displayName, ...rest] = displayName.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A student account (no email, no password) and its place in a class, inside the caller's transaction. */
async function insertStudent(tx: Db, holder: UserRow | undefined, classId: string, student: { displayName: string; nameNumber: number; grade: string | null }, now: Date) {
  const { displayName, nameNumber, grade } = student;
  const user = await store.insertUser(tx, {
    email: null,
    passwordHash: null,
    ...accountNames(displayName),
    role: 'student',
    regionCode: holder?.regionCode ?? DEFAULT_REGION,
    languageCode: holder?.languageCode ?? DEFAULT_LANGUAGE,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new Error('student insert returned nothing');
  await store.insertClassStudent(tx, { userId: user.id, classId, displayName, nameNumber, grade, createdAt: now });
  return user;
}

/**
 * Adds students (accounts without email or password) to a teacher's class, all
 * or none. Two students may share a name (two Mias): each takes a number in
 * the class, and the lists show it beside the name.
 */
export async function addStudents(deps: Deps, teacherId: string, classId: string, names: string[]) {
  const db = deps.database.db;
  const klass = await store.findClass(db, classId);
  if (!klass || klass.teacherId !== teacherId) throw notFound();
  const teacher = await store.findUserById(db, teacherId);
  const now = deps.now();
  const trimmed = names.map((n) => n.trim());
  await db.transaction(async (tx) => {
    // one adder at a time per class: two lists sent at once neither pass the limit together nor take the same number
    await store.lockClass(tx, classId);
    const current = await store.studentsOfClasses(tx, [classId]);
    if (current.length + trimmed.length > ACCOUNT_LIMITS.studentsPerClass) {
      throw badRequest(`A class can have at most ${ACCOUNT_LIMITS.studentsPerClass} students.`, { names: `A class can have at most ${ACCOUNT_LIMITS.studentsPerClass} students.` });
    }
    const numbers = nameNumbers(current, trimmed);
    for (const [i, displayName] of trimmed.entries()) await insertStudent(tx, teacher, classId, { displayName, nameNumber: numbers[i]!, grade: null }, now);
  });
  return klass;
}

/**
 * A teacher renames a student of their class; anyone else is told the student
 * is not found (no hint that it exists). A name another student of the class
 * has gives this one the next number of that name, as adding does; the others
 * keep theirs, so no child's number changes under them. The same name however
 * typed ("mia" to "Mia") keeps the number; the very same name changes nothing.
 */
export async function renameStudent(deps: Deps, teacherId: string, studentId: string, name: string) {
  const db = deps.database.db;
  const membership = await store.findMembership(db, studentId);
  const klass = membership ? await store.findClass(db, membership.classId) : undefined;
  if (!klass || klass.teacherId !== teacherId) throw notFound(ACCOUNT_DATA_MESSAGES.studentNotFound);
  const displayName = name.trim();
  await db.transaction(async (tx) => {
    // the class's names change one writer at a time (adding too): two students given one name at once take two numbers
    await store.lockClass(tx, klass.id);
    const current = await store.studentsOfClasses(tx, [klass.id]);
    const student = current.find((s) => s.userId === studentId);
    if (!student) throw notFound(ACCOUNT_DATA_MESSAGES.studentNotFound);
    if (student.displayName === displayName) return;
    const others = current.filter((s) => s.userId !== studentId);
    const nameNumber = studentNameKey(student.displayName) === studentNameKey(displayName) ? student.nameNumber : nameNumbers(others, [displayName])[0]!;
    await store.updateClassStudent(tx, studentId, { displayName, nameNumber });
    // the account's name too: the child's welcome and the data download show it
    await store.updateUser(tx, studentId, { ...accountNames(displayName), updatedAt: deps.now() });
  });
  return klass;
}

// ---- a parent's children (decision 041) ----

/**
 * A parent's family is a class their account holds, made with the first
 * child: its code and the child's name sign the child in as a class's
 * students do, and everything that follows classes (closing, export, deleting
 * a student, challenges' "the students of the classes their account holds")
 * follows the family with no rule of its own.
 */
export async function familyOf(deps: Deps, parentId: string) {
  const db = deps.database.db;
  const [family] = await store.teacherClasses(db, parentId);
  return { family, children: family ? await store.studentsOfClasses(db, [family.id]) : [] };
}

/** Adds a child to a parent's family (made with the first child), with the parent's row locked so two first children make one family. */
export async function addChild(deps: Deps, parent: UserRow, input: { firstName: string; grade: string }) {
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    await store.lockUser(tx, parent.id);
    let [family] = await store.teacherClasses(tx, parent.id);
    for (let attempt = 0; !family && attempt < 5; attempt++) {
      family = await store.insertClass(tx, { teacherId: parent.id, name: 'My family', classCode: newClassCode(), createdAt: now });
    }
    if (!family) throw new Error('could not draw a free class code in 5 tries');
    const children = await store.studentsOfClasses(tx, [family.id]);
    if (children.length >= ACCOUNT_LIMITS.childrenPerFamily) throw badRequest(ACCOUNT_MESSAGES.tooManyChildren, { first_name: ACCOUNT_MESSAGES.tooManyChildren });
    const [nameNumber] = nameNumbers(children, [input.firstName]);
    await insertStudent(tx, parent, family.id, { displayName: input.firstName, nameNumber: nameNumber!, grade: input.grade }, now);
  });
  return familyOf(deps, parent.id);
}

/**
 * Student login (teacher-code-login): a class code alone lists the class's
 * first names to pick from; the code and a picked id sign the student in.
 */
export async function classCodeLogin(deps: Deps, input: { classCode: string; studentId?: string; ip: string }) {
  const db = deps.database.db;
  const now = deps.now();
  await throttle.consume(db, throttle.perIp(deps, LIMITS.classCodeTriesPerIp), input.ip, now);
  const code = prepareClassCode(input.classCode);
  const klass = code.length === ACCOUNT_LIMITS.classCodeLength ? await store.findClassByCode(db, code) : undefined;
  if (!klass) throw badRequest(ACCOUNT_MESSAGES.classCodeInvalid, { class_code: ACCOUNT_MESSAGES.classCodeInvalid });
  // The class of a closed account: its students can no longer log in, nor its names be listed.
  const holder = await store.findUserById(db, klass.teacherId);
  if (!holder || holder.closedAt) throw badRequest(ACCOUNT_DATA_MESSAGES.classClosed, { class_code: ACCOUNT_DATA_MESSAGES.classClosed });
  if (!input.studentId) {
    const students = await store.studentsOfClasses(db, [klass.id]);
    return { klass, students, user: null };
  }
  const uuidLike = /^[0-9a-f-]{36}$/i.test(input.studentId);
  const member = uuidLike ? await store.findClassStudent(db, klass.id, input.studentId) : undefined;
  if (!member) throw badRequest(ACCOUNT_MESSAGES.studentNotInClass, { student_id: ACCOUNT_MESSAGES.studentNotInClass });
  const user = await store.findUserById(db, member.userId);
  if (!user || user.closedAt) throw badRequest(ACCOUNT_MESSAGES.studentNotInClass);
  return { klass, students: [], user };
}

/** Locks the user's row for the rest of the caller's transaction. */
export const lockUser = (tx: Db, id: string) => store.lockUser(tx, id);

/** A class by its id (its teacher and name), for modules that answer only its own teacher; undefined when there is none. */
export async function classById(deps: Deps, classId: string): Promise<{ id: string; teacherId: string; name: string } | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(classId)) return undefined;
  const klass = await store.findClass(deps.database.db, classId);
  return klass ? { id: klass.id, teacherId: klass.teacherId, name: klass.name } : undefined;
}

/** The class a student account belongs to (a student is in one class), with the name the class knows them by. */
export async function classOfStudent(deps: Deps, userId: string): Promise<{ classId: string; className: string; displayName: string } | undefined> {
  const db = deps.database.db;
  const member = await store.findClassMembership(db, userId);
  if (!member) return undefined;
  const klass = await store.findClass(db, member.classId);
  return klass ? { classId: klass.id, className: klass.name, displayName: member.displayName } : undefined;
}

// ── what other modules read of classes (challenges count play by class) ─────────────

/** A student's class, its teacher and the student's roster name; undefined for anyone not in a class. */
export async function placementOf(db: Db, userId: string) {
  const member = await store.findMembership(db, userId);
  if (!member) return undefined;
  const klass = await store.findClass(db, member.classId);
  return klass ? { classId: klass.id, className: klass.name, teacherId: klass.teacherId, displayName: member.displayName } : undefined;
}

/** Classes by id (missing ids are left out). */
export async function classesByIds(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  // one read for them all (a school's results read every class of the school), in the order asked
  const byId = new Map((await store.findClassesMany(db, unique)).map((r) => [r.id, r]));
  return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The students of these classes, by roster name. */
export const studentsInClasses = (db: Db, classIds: string[]) => store.studentsOfClasses(db, classIds);

/**
 * The names these students' classes list them by now, by user id, in one read: their teacher's
 * or parent's words, never the child's, so a rename shows wherever they are read (a challenge's
 * boards, report, certificates). A user in no class is left out.
 */
export async function rosterNames(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const rows = await store.classStudentNames(db, [...new Set(userIds)]);
  return new Map(rows.map((r) => [r.userId, r.displayName]));
}

/** Users by id, for their language and region (a certificate's language, a board's region). */
export const usersByIds = (db: Db, ids: string[]) => store.findUsers(db, ids);

/**
 * Moves a student to another class (a school admin's move between two classes of their school): the
 * same account, so their runs, stars and mastery go with them; their name takes the next number of
 * that name in the new class, as adding does. The caller has checked both classes are the school's.
 */
export async function moveStudent(db: Db, studentId: string, toClassId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await store.lockClass(tx, toClassId);
    const member = await store.findClassMembership(tx, studentId);
    if (!member) throw notFound();
    const current = await store.studentsOfClasses(tx, [toClassId]);
    if (current.length + 1 > ACCOUNT_LIMITS.studentsPerClass) {
      throw badRequest(`A class can have at most ${ACCOUNT_LIMITS.studentsPerClass} students.`, { class_id: `A class can have at most ${ACCOUNT_LIMITS.studentsPerClass} students.` });
    }
    const [number] = nameNumbers(current, [member.displayName]);
    await store.moveClassStudent(tx, studentId, toClassId, number!);
  });
}

/** How many students each of these classes has now (a challenge's class average counts them all, decision 061). */
export const classSizes = (db: Db, classIds: string[]) => store.classSizes(db, [...new Set(classIds)]);

// ── many accounts at once, for a school's imported roster (school-members/roster) ─────────────

/** What an import needs to know of the accounts and classes an earlier import made, in a few reads. */
export async function rosterAccountsState(db: Db, input: { userIds: string[]; classIds: string[]; emails: string[] }) {
  const [users, byEmail, classRows, places, classChildren] = await Promise.all([
    store.findUsersMany(db, input.userIds),
    store.findUsersByEmails(db, input.emails),
    store.findClassesMany(db, input.classIds),
    store.placesOfStudents(db, input.userIds),
    store.studentsOfClassesMany(db, input.classIds),
  ]);
  const teacherIds = [...new Set([...users, ...byEmail].filter((u) => u.role !== 'student').map((u) => u.id))];
  const classCounts = await store.classCountsOf(db, teacherIds);
  return { users, byEmail, classes: classRows, places, classChildren, classCounts };
}

/** Teachers a roster names: accounts with their email and no password (they sign in with a reset link or Google). */
export async function insertRosterTeachers(tx: Db, rows: Array<{ id: string; email: string; firstName: string; lastName: string; regionCode: string; languageCode: string }>, now: Date) {
  const taken = await store.insertUsersMany(
    tx,
    rows.map((r) => ({ ...r, email: prepareEmail(r.email), passwordHash: null, role: 'teacher', createdAt: now, updatedAt: now })),
  );
  // an address signed up between the plan and this statement: the whole import rolls back and is tried again
  if (taken.length > 0) throw new EmailTakenError();
}

/** Classes a roster names, each with a fresh class code (a code that collides is drawn again). */
export async function insertRosterClasses(tx: Db, rows: Array<{ id: string; teacherId: string; name: string }>, now: Date) {
  let pending = rows;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 5) throw new Error('could not draw free class codes in 5 tries');
    const collided = new Set(await store.insertClassesMany(tx, pending.map((r) => ({ ...r, classCode: newClassCode(), createdAt: now }))));
    pending = pending.filter((r) => collided.has(r.id));
  }
}

/** Children a roster names: student accounts (no email, no password) and their places, numbered as addStudents numbers them. */
export async function insertRosterStudents(
  tx: Db,
  rows: Array<{ id: string; classId: string; displayName: string; nameNumber: number; regionCode: string; languageCode: string }>,
  now: Date,
) {
  await store.insertUsersMany(
    tx,
    rows.map((r) => ({ id: r.id, email: null, passwordHash: null, ...accountNames(r.displayName), role: 'student', regionCode: r.regionCode, languageCode: r.languageCode, createdAt: now, updatedAt: now })),
  );
  await store.insertClassStudentsMany(
    tx,
    rows.map((r) => ({ userId: r.id, classId: r.classId, displayName: r.displayName, nameNumber: r.nameNumber, grade: null, createdAt: now })),
  );
}

/** Teachers' new names (and email, where it moved); children's new names and classes, the account's name following. */
export async function updateRosterAccounts(
  tx: Db,
  input: {
    teachers: Array<{ id: string; firstName: string; lastName: string; email: string | null }>;
    children: Array<{ userId: string; classId: string; displayName: string; nameNumber: number }>;
    classes: Array<{ id: string; teacherId: string; name: string }>;
  },
  now: Date,
) {
  await store.updateUserNamesMany(tx, [...input.teachers, ...input.children.map((c) => ({ id: c.userId, ...accountNames(c.displayName), email: null }))], now);
  await store.updateClassStudentsMany(tx, input.children);
  await store.updateClassesMany(tx, input.classes);
}

/** The number a name takes in a class: one past the highest its name has there (as addStudents numbers). */
export function nextNameNumbers(current: Array<{ displayName: string; nameNumber: number }>, names: string[]): number[] {
  return nameNumbers(current as ClassStudentRow[], names);
}

/**
 * Google accounts (by their subject, which is also their Google Classroom userId) as accounts of
 * ours: for a Classroom import, which keys its children by that id and lets them sign in with Google.
 */
export const googleIdentitiesOf = (db: Db, subjects: string[]) => store.findIdentitiesMany(db, 'google', subjects);

/** Links children's accounts to their Google accounts, inside the caller's transaction (one already linked is left as it is). */
export const linkGoogleIdentities = (tx: Db, rows: Array<{ subject: string; userId: string; email: string | null }>, now: Date) =>
  store.insertIdentitiesMany(tx, rows.map((r) => ({ provider: 'google', subject: r.subject, userId: r.userId, email: r.email, createdAt: now })));

/** Locks a class for the caller's transaction (one import or adder at a time per class). */
export const lockClassFor = (tx: Db, classId: string) => store.lockClass(tx, classId);

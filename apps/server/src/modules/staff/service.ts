import { SIGN_IN_WAIT_MINUTES } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { isValidEmail, prepareEmail } from '@numbloom/domain/form-rules';
import { STAFF_MESSAGES, STAFF_PATHS, type StaffMember } from '@numbloom/domain/staff';
import { tooLongMessage } from '@numbloom/domain/text';
import type { CompetitionStage } from '@numbloom/domain/competition';
import * as schoolMembers from '../school-members/service.ts';
import type { Db } from '../../db/client.ts';
import type { Paging } from '../../db/search.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, badRequestFromZod, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { challengeCreateSchema, challengeEditSchema } from '@numbloom/domain/challenges-schema';
import * as challenges from '../challenges/service.ts';
import { assertAcceptablePassword, passwordTries, secrets, type PasswordTryRules } from '../accounts/service.ts';
import * as campaigns from '../campaigns/service.ts';
import type { CampaignCreate, CampaignEdit, CompetitionCreate, CompetitionEdit } from '@numbloom/domain/event-staff-schema';
import * as competitions from '../competitions/service.ts';
import * as contact from '../contact/service.ts';
import { presentEnquiry } from '../contact/presenter.ts';
import * as helpdesk from '../helpdesk/service.ts';
import { presentReport } from '../helpdesk/presenter.ts';
import * as store from './store.ts';
import type { StaffRow } from './store.ts';

/** What staff actions need: the database and the clock (the command line has no app). */
export type StaffDeps = Pick<Deps, 'database' | 'now'>;

/** Who makes a change: a staff member signed in to the admin, or the command line. */
export interface Actor {
  staffId: string | null;
  label: string;
}

export const actorOf = (staff: StaffRow): Actor => ({ staffId: staff.id, label: staff.email });

const MINUTE = 60 * 1000;
/** The wait the refusal text promises (tooManyAttempts): the tight windows and the longest account-wide wait. */
const SIGN_IN_WAIT_MS = SIGN_IN_WAIT_MINUTES * MINUTE;
/**
 * Staff sign-in follows the accounts' rule (decision 058), tighter since the
 * admin holds everyone's data: 5 tries per staff address from one network
 * address or one known browser, 30 an hour from one network address, and
 * from every address together 10 a day at full speed, then one per wait from
 * 30 seconds doubling to SIGN_IN_WAIT_MINUTES.
 */
export const PASSWORD_TRIES: PasswordTryRules = {
  perAccountAndIp: { kind: 'staff-login-account-ip', max: 5, windowMs: SIGN_IN_WAIT_MS, message: STAFF_MESSAGES.tooManyAttempts },
  perAccountAndDevice: { kind: 'staff-login-account-device', max: 5, windowMs: SIGN_IN_WAIT_MS, message: STAFF_MESSAGES.tooManyAttempts },
  perIp: { kind: 'staff-login-fail-ip', max: 30, windowMs: 60 * MINUTE, message: MESSAGES.tooMany },
  perAccount: { kind: 'staff-login-account', free: 10, windowMs: 24 * 60 * MINUTE, firstWaitMs: 30 * 1000, longestWaitMs: SIGN_IN_WAIT_MS, message: STAFF_MESSAGES.tooManyAttempts },
  device: { kind: 'staff', cookie: 'nb_staff_device', path: STAFF_PATHS.login },
};

export const presentStaff = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name });

// ---- audit ------------------------------------------------------------------

/** A value as compared for the audit: keys in one order, and a nested key set to null the same as one left out. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== null && v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

/**
 * The fields whose value differs between two versions of a record, with both values: a real
 * change only (decision 084), not a form sending back what it was given in another shape.
 */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>, ignore: string[] = []): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(canonical(before[key] ?? null)) !== JSON.stringify(canonical(after[key] ?? null))) out[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return out;
}

export async function recordAudit(db: Db, now: Date, actor: Actor, action: string, target: string, detail: Record<string, unknown> = {}) {
  return store.insertAudit(db, { at: now, staffId: actor.staffId, actor: actor.label.slice(0, 320), action, target: target.slice(0, 255), detail });
}

export const listAudit = (deps: StaffDeps, filter: { q?: string; action?: string }, page: Paging) => store.listAudit(deps.database.db, filter, page);

// ---- staff accounts -----------------------------------------------------------

const NAME_MAX = 100;
/** Staff passwords guard everyone's data: longer than a user's minimum. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_TOO_SHORT = `A staff password has at least ${STAFF_PASSWORD_MIN} characters.`;

async function assertStaffPassword(password: string, email: string) {
  if ([...password].length < STAFF_PASSWORD_MIN) throw badRequest(STAFF_PASSWORD_TOO_SHORT, { password: STAFF_PASSWORD_TOO_SHORT });
  await assertAcceptablePassword(password, email);
}

function checkedIdentity(input: { email: string; name: string }) {
  const email = prepareEmail(input.email);
  const name = input.name.trim();
  const errors: Record<string, string> = {};
  if (!isValidEmail(email)) errors.email = MESSAGES.invalidEmail;
  if (!name) errors.name = MESSAGES.required;
  else if (name.length > NAME_MAX) errors.name = tooLongMessage(NAME_MAX);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  return { email, name };
}

async function staffByEmailOr404(db: Db, email: string): Promise<StaffRow> {
  const row = await store.staffByEmail(db, prepareEmail(email));
  if (!row) throw notFound(`No staff account ${email}.`);
  return row;
}

/** Makes a staff account (command line only): a valid address, a name, a password the sign-up rules accept. */
export async function createStaff(deps: StaffDeps, actor: Actor, input: { email: string; name: string; password: string }): Promise<StaffRow> {
  const { email, name } = checkedIdentity(input);
  await assertStaffPassword(input.password, email);
  const passwordHash = await secrets.hashPassword(input.password);
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const row = await store.insertStaff(tx, { email, name, passwordHash, createdAt: deps.now() });
    if (!row) throw badRequest(`A staff account ${email} exists already.`, { email: `A staff account ${email} exists already.` });
    await recordAudit(tx, deps.now(), actor, 'staff.create', `staff ${email}`, { name });
    return row;
  });
}

export const listStaff = (deps: StaffDeps) => store.allStaff(deps.database.db);

/** Disables (or enables again) a staff account; disabling ends its sessions at once. */
export async function setStaffDisabled(deps: StaffDeps, actor: Actor, email: string, disabled: boolean): Promise<StaffRow> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const row = await staffByEmailOr404(tx, email);
    const updated = await store.updateStaff(tx, row.id, { disabledAt: disabled ? deps.now() : null });
    if (disabled) await store.deleteSessionsOf(tx, row.id);
    await recordAudit(tx, deps.now(), actor, disabled ? 'staff.disable' : 'staff.enable', `staff ${row.email}`);
    return updated!;
  });
}

/** Sets a new password; every session of the account ends. */
export async function setStaffPassword(deps: StaffDeps, actor: Actor, email: string, password: string): Promise<StaffRow> {
  const db = deps.database.db;
  const row = await staffByEmailOr404(db, email);
  await assertStaffPassword(password, row.email);
  const passwordHash = await secrets.hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await store.updateStaff(tx, row.id, { passwordHash });
    await store.deleteSessionsOf(tx, row.id);
    await recordAudit(tx, deps.now(), actor, 'staff.password', `staff ${row.email}`);
    return updated!;
  });
}

/**
 * Checks a staff email and password: the same answer, in about the same time,
 * for an unknown address, a wrong password and a disabled account; tries are
 * limited as PASSWORD_TRIES says. Answers the staff member and the browser's
 * device cookie.
 */
export async function login(deps: Deps, input: { email: string; password: string; ip: string; devices?: string }): Promise<{ staff: StaffRow; devices: string }> {
  const db = deps.database.db;
  const now = deps.now();
  const email = prepareEmail(input.email);
  // Every try is counted before the password is looked at (tries sent at once cannot all pass); a right one is handed back.
  const attempt = await passwordTries.begin(deps, PASSWORD_TRIES, { account: email, ip: input.ip, devices: input.devices });
  const row = await store.staffByEmail(db, email);
  const ok = await secrets.verifyPassword(row?.passwordHash ?? (await secrets.timingDummyHash()), input.password);
  if (!row || !ok || row.disabledAt) throw unauthorized(STAFF_MESSAGES.wrongLogin);
  const devices = await attempt.succeeded();
  const passwordHash = secrets.needsRehash(row.passwordHash) ? await secrets.hashPassword(input.password) : undefined;
  const updated = await store.updateStaff(db, row.id, { lastLoginAt: now, ...(passwordHash && { passwordHash }) });
  await recordAudit(db, now, actorOf(row), 'staff.login', `staff ${row.email}`, { ip: input.ip });
  return { staff: updated!, devices };
}

/** A disabled account's sessions end at once; this is the check for one that raced the disabling. */
export function assertActive(row: StaffRow) {
  if (row.disabledAt) throw forbidden(STAFF_MESSAGES.staffOnly);
}

// ---- campaigns and competitions ---------------------------------------------

const campaignTarget = (slug: string) => `campaign ${slug}`;
const competitionTarget = (id: number) => `competition ${id}`;

/** Creates a campaign (the command line's rules and texts) and records it. */
export async function createCampaign(deps: StaffDeps, actor: Actor, input: CampaignCreate) {
  return deps.database.db.transaction(async (tx) => {
    const row = await campaigns.createCampaign(tx, input);
    const view = await campaigns.campaignForStaff({ database: { ...deps.database, db: tx }, now: deps.now }, row.slug);
    await recordAudit(tx, deps.now(), actor, 'campaign.create', campaignTarget(row.slug), { created: view });
    return row;
  });
}

/** Edits, closes or reopens a campaign and records which fields changed. */
export async function editCampaign(deps: StaffDeps, actor: Actor, slug: string, patch: CampaignEdit, action = 'campaign.edit') {
  return deps.database.db.transaction(async (tx) => {
    const scoped = { database: { ...deps.database, db: tx }, now: deps.now };
    const before = await campaigns.campaignForStaff(scoped, slug);
    const row = await campaigns.editCampaign(tx, slug, patch);
    const after = await campaigns.campaignForStaff(scoped, row.slug);
    await recordAudit(tx, deps.now(), actor, action, campaignTarget(slug), { changes: changes(before, after, ['updated_at', 'registrations', 'status']) });
    return row;
  });
}

export const closeCampaign = (deps: StaffDeps, actor: Actor, slug: string) => editCampaign(deps, actor, slug, { closed: true }, 'campaign.close');
export const reopenCampaign = (deps: StaffDeps, actor: Actor, slug: string) => editCampaign(deps, actor, slug, { closed: false }, 'campaign.reopen');

export async function createCompetition(deps: StaffDeps, actor: Actor, input: CompetitionCreate) {
  return deps.database.db.transaction(async (tx) => {
    const row = await competitions.createCompetition(tx, input);
    await recordAudit(tx, deps.now(), actor, 'competition.create', competitionTarget(row.id), { created: await competitions.competitionForStaff(tx, row.id) });
    return row;
  });
}

export async function editCompetition(deps: StaffDeps, actor: Actor, id: number, patch: CompetitionEdit, action = 'competition.edit') {
  return deps.database.db.transaction(async (tx) => {
    const before = await competitions.competitionForStaff(tx, id);
    const row = await competitions.editCompetition(tx, id, patch);
    const after = await competitions.competitionForStaff(tx, id);
    await recordAudit(tx, deps.now(), actor, action, competitionTarget(id), { changes: changes(before, after, ['updated_at', 'registrations']) });
    return row;
  });
}

export const setCompetitionStage = (deps: StaffDeps, actor: Actor, id: number, stage: CompetitionStage) =>
  editCompetition(deps, actor, id, { currentStage: stage }, 'competition.stage');
export const closeCompetition = (deps: StaffDeps, actor: Actor, id: number) =>
  editCompetition(deps, actor, id, { enableRegistration: false, currentStage: 'closed' }, 'competition.close');

// ---- enquiries and system reports -------------------------------------------

export async function setEnquiryStatus(deps: Deps, actor: Actor, id: string, status: string) {
  const { before, after } = await contact.setEnquiryStatus(deps, id, status);
  await recordAudit(deps.database.db, deps.now(), actor, 'enquiry.status', `enquiry from ${before.email}`, { id, changes: changes({ status: before.status }, { status: after.status }) });
  return presentEnquiry(after);
}

export async function setReportStatus(deps: Deps, actor: Actor, id: string, status: string) {
  const { before, after } = await helpdesk.setReportStatus(deps, id, status);
  const view = presentReport(after);
  await recordAudit(deps.database.db, deps.now(), actor, 'system-report.status', `system report ${view.number}`, { id, changes: changes({ status: before.status }, { status: after.status }) });
  return view;
}

// ---- challenges (decision 041) ----------------------------------------------------

const challengeTarget = (id: string) => `challenge:${id}`;

/** Checks staff's input against the same schema as the admin API (the command line hands it raw JSON). */
function parsed<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequestFromZod(MESSAGES.invalidInput, result.error.issues);
  return result.data;
}

export async function createChallenge(deps: StaffDeps, actor: Actor, input: unknown) {
  const data = parsed(challengeCreateSchema, input);
  return deps.database.db.transaction(async (tx) => {
    const row = await challenges.createChallenge(tx, deps.now(), data);
    await recordAudit(tx, deps.now(), actor, 'challenge.create', challengeTarget(row.id), { created: challenges.presentForStaff(row, deps.now()) });
    return row;
  });
}

export async function editChallenge(deps: StaffDeps, actor: Actor, id: string, input: unknown) {
  const patch = parsed(challengeEditSchema, input);
  return deps.database.db.transaction(async (tx) => {
    const before = challenges.presentForStaff(await challenges.requireChallenge(tx, id), deps.now());
    const row = await challenges.editChallenge(tx, deps.now(), id, patch);
    await recordAudit(tx, deps.now(), actor, 'challenge.edit', challengeTarget(id), { changes: changes(before, challenges.presentForStaff(row, deps.now()), ['stage']) });
    challenges.forgetBoards(id);
    return row;
  });
}

export async function closeChallenge(deps: StaffDeps, actor: Actor, id: string) {
  return deps.database.db.transaction(async (tx) => {
    const row = await challenges.closeChallenge(tx, deps.now(), id);
    await recordAudit(tx, deps.now(), actor, 'challenge.close', challengeTarget(id));
    challenges.forgetBoards(id);
    return row;
  });
}

// ---- a school's first admin (decision 061) ------------------------------------------

/**
 * Staff approve or refuse the first admin of a school that has none yet, after checking the
 * person with the school (its office, its website's staff list). Both audits keep it.
 */
export async function decideSchoolRequest(deps: StaffDeps, actor: Actor, schoolId: number, userId: string, approve: boolean) {
  await schoolMembers.decideFirstAdmin(deps, `Numbloom staff (${actor.label})`, schoolId, userId, approve);
  await recordAudit(deps.database.db, deps.now(), actor, approve ? 'school.admin-approve' : 'school.admin-refuse', `school ${schoolId}`, { school_id: schoolId, user_id: userId });
}

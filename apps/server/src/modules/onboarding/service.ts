import { randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES, type SignupRole } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { prepareEmail } from '@numbloom/domain/form-rules';
import {
  academicYearStart,
  MAX_TRIALS_PER_ACADEMIC_YEAR,
  ONBOARDING_MESSAGES,
  VERIFICATION_CODE,
  type TrialChoice,
  type TrialOutcome,
} from '@numbloom/domain/onboarding';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { constantTimeEqualHex, hashPassword, randomToken, saltedHmac, tokenHash } from '../../lib/crypto.ts';
import * as accounts from '../accounts/service.ts';
import type { AccountTrials, UserRow } from '../accounts/service.ts';
import * as throttle from '../accounts/throttle.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { escapeHtml, sendMail } from '../mail/service.ts';
import { daysRemaining, isActive, presentTrial, purchaseBy } from './presenter.ts';
import * as store from './store.ts';
import type { RegistrationRow, TrialRow } from './store.ts';

/**
 * Onboarding: a sign-up waits as a pending registration until the emailed
 * code is checked; then the account (and, for the trial form, its trial) is
 * created in one transaction. Trials follow spec §4's outcomes.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a code works: long enough for slow mail, never past 24 hours (NIST SP 800-63A). */
export const CODE_LIFETIME_MS = Math.min(VERIFICATION_CODE.lifetimeMinutes, VERIFICATION_CODE.maxLifetimeMinutes) * MINUTE;
/** A pending registration lasts at most 24 hours; codes never outlive it. */
export const REGISTRATION_LIFETIME_MS = VERIFICATION_CODE.maxLifetimeMinutes * MINUTE;

export const LIMITS = {
  sendsPerAddress: { kind: 'code-send-address', max: VERIFICATION_CODE.maxSendsPerAddressPerHour, windowMs: HOUR, message: ONBOARDING_MESSAGES.tooManySends },
  sendsPerIp: { kind: 'code-send-ip', max: VERIFICATION_CODE.maxSendsPerIpPerHour, windowMs: HOUR, message: MESSAGES.tooMany },
  wrongPerAddress: { kind: 'code-wrong-address', max: VERIFICATION_CODE.maxWrongPerAddressPerDay, windowMs: DAY, message: ONBOARDING_MESSAGES.tooManyAttempts },
  checksPerIp: { kind: 'code-check-ip', max: 300, windowMs: HOUR, message: MESSAGES.tooMany },
  /** One resend per registration per cooldown, counted atomically (two resends sent at once make one code). */
  resendPerRegistration: { kind: 'code-resend', max: 1, windowMs: VERIFICATION_CODE.resendCooldownSeconds * 1000, message: MESSAGES.tooMany },
} satisfies Record<string, throttle.Limit>;

/**
 * Runs a code send within the send limits: the send is counted per network
 * address and per email address before anything happens, and handed back if
 * it is refused or does not happen (an address with an account, a refused
 * password, mail down), so concurrent sends cannot all pass the limit.
 */
async function withinSendLimits<T>(deps: Deps, ip: string, email: string, send: () => Promise<T>): Promise<T> {
  const db = deps.database.db;
  const now = deps.now();
  const counted: Array<[throttle.Limit, string]> = [];
  try {
    for (const [limit, subject] of [[throttle.perIp(deps, LIMITS.sendsPerIp), ip], [LIMITS.sendsPerAddress, email]] as const) {
      counted.push([limit, subject]);
      await throttle.consume(db, limit, subject, now);
    }
    return await send();
  } catch (error) {
    for (const [limit, subject] of counted) await throttle.giveBack(db, limit, subject);
    throw error;
  }
}

export type Purpose = 'trial' | 'signup';

const codeError = (status: number, message: string) => new HttpError(status, message, { code: message });
const tokenInvalid = () => badRequest(ONBOARDING_MESSAGES.tokenInvalid, { token: ONBOARDING_MESSAGES.tokenInvalid });

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const newCode = () => randomInt(0, 10 ** VERIFICATION_CODE.digits).toString().padStart(VERIFICATION_CODE.digits, '0');

const hashCode = (deps: Deps, salt: string, code: string) => saltedHmac(deps.config.SECRET_KEY, salt, code);

async function issueCode(tx: Db, deps: Deps, registration: RegistrationRow, code: string) {
  const now = deps.now();
  await store.supersedeCodes(tx, registration.id, now);
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(Math.min(now.getTime() + CODE_LIFETIME_MS, registration.expiresAt.getTime()));
  return store.insertCode(tx, { registrationId: registration.id, codeHash: hashCode(deps, salt, code), salt, createdAt: now, expiresAt });
}

async function mailCode(deps: Deps, registration: RegistrationRow, code: string) {
  const minutes = Math.round(CODE_LIFETIME_MS / MINUTE);
  const validity = minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
  await sendMail(deps, {
    to: registration.email,
    subject: `Your Numbloom verification code: ${code}`,
    text: `Hello ${registration.firstName},\n\nYour Numbloom verification code is ${code}\n\nType it on the page where you signed up. It works once, for ${validity}. If you did not sign up, ignore this email.\n`,
    html: `<p>Hello ${escapeHtml(registration.firstName)},</p><p>Your Numbloom verification code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>Type it on the page where you signed up. It works once, for ${validity}. If you did not sign up, ignore this email.</p>`,
  });
}

function sentResponse(token: string, registration: RegistrationRow, codeRow: store.CodeRow) {
  return {
    token,
    email: registration.email,
    code_length: VERIFICATION_CODE.digits,
    expires_at: codeRow.expiresAt.toISOString(),
    resend_available_at: new Date(codeRow.createdAt.getTime() + VERIFICATION_CODE.resendCooldownSeconds * 1000).toISOString(),
    message: ONBOARDING_MESSAGES.codeSent(registration.email),
    note: ONBOARDING_MESSAGES.mayTakeAWhile,
  };
}

export interface RegistrationInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  password: string;
  role: SignupRole;
  captcha: string;
  marketing_opt_in?: boolean;
  region_code?: string;
  language_code?: string;
}

/**
 * The sign-up and trial forms: captcha, limits, an address without an
 * account, an acceptable password; then a pending registration and an
 * emailed code. Nothing is kept if the email cannot be sent.
 */
export async function startRegistration(deps: Deps, input: RegistrationInput, options: { purpose: Purpose; ip: string }) {
  await verifyCaptcha(deps, input.captcha);
  const email = prepareEmail(input.email ?? '');
  return withinSendLimits(deps, options.ip, email, () => startRegistrationWithinLimits(deps, input, options.purpose, email, options.ip));
}

async function startRegistrationWithinLimits(deps: Deps, input: RegistrationInput, purpose: Purpose, email: string, ip: string) {
  const db = deps.database.db;
  const now = deps.now();
  const options = { purpose, ip };
  if (await accounts.findUserByEmail(deps, email)) {
    const message = options.purpose === 'signup' ? ONBOARDING_MESSAGES.usernameExists : ONBOARDING_MESSAGES.emailExistsLogin;
    throw new HttpError(409, message, { email: message });
  }
  await accounts.assertAcceptablePassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  const locale = accounts.localeOf(input.region_code, input.language_code);
  const token = randomToken();
  const code = newCode();
  const { registration, codeRow } = await db.transaction(async (tx) => {
    const registration = await store.insertRegistration(tx, {
      tokenHash: tokenHash(token),
      purpose: options.purpose,
      email,
      firstName: input.first_name!.trim(),
      lastName: input.last_name!.trim(),
      passwordHash,
      role: input.role,
      regionCode: locale.region,
      languageCode: locale.language,
      marketingOptIn: input.marketing_opt_in ?? false,
      ip: options.ip.slice(0, 64),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_LIFETIME_MS),
    });
    return { registration, codeRow: await issueCode(tx, deps, registration, code) };
  });
  try {
    await mailCode(deps, registration, code);
  } catch (error) {
    await store.deleteRegistration(db, registration.id);
    throw error;
  }
  return sentResponse(token, registration, codeRow);
}

async function openRegistration(deps: Deps, token: string): Promise<RegistrationRow> {
  const registration = await store.findRegistrationByTokenHash(deps.database.db, tokenHash(token));
  if (!registration || registration.completedAt || registration.expiresAt <= deps.now()) throw tokenInvalid();
  return registration;
}

/** A new code for the same registration, after the cooldown and within the send limits. */
export async function resendCode(deps: Deps, token: string, ip: string) {
  const db = deps.database.db;
  const now = deps.now();
  const registration = await openRegistration(deps, token);
  const last = await store.latestCode(db, registration.id);
  const cooldownMs = VERIFICATION_CODE.resendCooldownSeconds * 1000;
  const wait = Math.ceil(((last?.createdAt.getTime() ?? 0) + cooldownMs - now.getTime()) / 1000);
  if (wait > 0) throw tooManyRequests(ONBOARDING_MESSAGES.resendWait(wait));
  // The check above reads; this counts, so of two resends sent at once only one goes on.
  if ((await throttle.take(db, LIMITS.resendPerRegistration, registration.id, now)) > LIMITS.resendPerRegistration.max) {
    throw tooManyRequests(ONBOARDING_MESSAGES.resendWait(VERIFICATION_CODE.resendCooldownSeconds));
  }
  return withinSendLimits(deps, ip, registration.email, async () => {
    const code = newCode();
    const codeRow = await db.transaction((tx) => issueCode(tx, deps, registration, code));
    await mailCode(deps, registration, code);
    return sentResponse(token, registration, codeRow);
  });
}

/** Where a verification stands, for a page that was reloaded. */
export async function tokenStatus(deps: Deps, token: string) {
  const db = deps.database.db;
  const now = deps.now();
  const registration = await store.findRegistrationByTokenHash(db, tokenHash(token));
  const empty = { email: null, expires_at: null, resend_available_at: null, attempts_remaining: 0 };
  if (!registration) return { status: 'invalid' as const, ...empty };
  if (registration.completedAt) return { status: 'verified' as const, ...empty, email: registration.email };
  const code = await store.latestCode(db, registration.id);
  const base = {
    email: registration.email,
    expires_at: code?.expiresAt.toISOString() ?? null,
    resend_available_at: code ? new Date(code.createdAt.getTime() + VERIFICATION_CODE.resendCooldownSeconds * 1000).toISOString() : null,
    attempts_remaining: code ? Math.max(0, VERIFICATION_CODE.maxWrongPerCode - code.wrongAttempts) : 0,
  };
  if (registration.expiresAt <= now) return { status: 'expired' as const, ...base, resend_available_at: null };
  if (!code) return { status: 'expired' as const, ...base };
  if (code.wrongAttempts >= VERIFICATION_CODE.maxWrongPerCode) return { status: 'locked' as const, ...base };
  if (code.expiresAt <= now) return { status: 'expired' as const, ...base };
  return { status: 'pending' as const, ...base };
}

/**
 * Checks a code against the newest one sent for this registration: required,
 * 5 wrong tries per code and 100 per address a day, expiry, constant-time
 * comparison. Returns the registration and the code to spend.
 */
async function checkCode(deps: Deps, token: string, code: string, ip: string) {
  const db = deps.database.db;
  const now = deps.now();
  if (!code) throw codeError(400, ONBOARDING_MESSAGES.codeRequired);
  await throttle.consume(db, throttle.perIp(deps, LIMITS.checksPerIp), ip, now);
  const registration = await openRegistration(deps, token);
  const codeRow = await store.latestCode(db, registration.id);
  if (!codeRow || codeRow.usedAt) throw tokenInvalid();
  if (codeRow.wrongAttempts >= VERIFICATION_CODE.maxWrongPerCode) throw codeError(429, ONBOARDING_MESSAGES.tooManyAttempts);
  if (codeRow.expiresAt <= now) throw codeError(400, ONBOARDING_MESSAGES.codeExpired);
  // A try is counted, per address and per code, before the code is compared; a right code hands both back.
  if ((await throttle.take(db, LIMITS.wrongPerAddress, registration.email, now)) > LIMITS.wrongPerAddress.max) {
    throw codeError(429, ONBOARDING_MESSAGES.tooManyAttempts);
  }
  if ((await store.addWrongAttempt(db, codeRow.id, VERIFICATION_CODE.maxWrongPerCode)) === null) {
    throw codeError(429, ONBOARDING_MESSAGES.tooManyAttempts);
  }
  if (!constantTimeEqualHex(hashCode(deps, codeRow.salt, code), codeRow.codeHash)) throw codeError(400, ONBOARDING_MESSAGES.codeIncorrect);
  await store.refundWrongAttempt(db, codeRow.id);
  await throttle.giveBack(db, LIMITS.wrongPerAddress, registration.email);
  return { registration, codeRow };
}

// ---- trials ----

interface TrialState {
  trials: TrialRow[];
  active: TrialRow | undefined;
  usedThisYear: number;
  yearStart: Date;
}

function trialState(trials: TrialRow[], user: UserRow, now: Date): TrialState {
  const yearStart = academicYearStart(now, user.regionCode);
  const yearKey = yearStart.toISOString().slice(0, 10);
  const active = [...trials].reverse().find((t) => isActive(t, now));
  return { trials, active, usedThisYear: trials.filter((t) => t.academicYearStart === yearKey).length, yearStart };
}

/** Spec §4: what asking for a trial gives, before anything is written. */
export function decideTrial(state: TrialState, choice: TrialChoice | undefined): 'new_trial' | 'trial_restored' | 'choose' | 'max_trials_reached' {
  const canStartNew = state.usedThisYear < MAX_TRIALS_PER_ACADEMIC_YEAR;
  if (state.active) {
    if (choice === 'restore') return 'trial_restored';
    if (choice === 'new') return canStartNew ? 'new_trial' : 'max_trials_reached';
    // Offer the choice only when both ways are open; otherwise the previous trial comes back.
    return canStartNew ? 'choose' : 'trial_restored';
  }
  return canStartNew ? 'new_trial' : 'max_trials_reached';
}

const assertTrialRole = (user: UserRow) => {
  if (user.role === 'student') throw forbidden('Free trials are for teachers, parents and school leaders.');
};

/** Runs spec §4 for a user inside the caller's transaction (the user's row is locked). */
async function grantTrial(tx: Db, deps: Deps, user: UserRow, choice: TrialChoice | undefined): Promise<TrialOutcome> {
  await accounts.lockUser(tx, user.id);
  const now = deps.now();
  const state = trialState(await store.userTrials(tx, user.id), user, now);
  const decision = decideTrial(state, choice);
  const days = deps.config.FREE_TRIAL_PERIOD_DAYS;
  switch (decision) {
    case 'choose':
      return { outcome: 'choose', previous: presentTrial(state.active!, now), new_trial_days: days, message: ONBOARDING_MESSAGES.chooseTrial };
    case 'max_trials_reached':
      return {
        outcome: 'max_trials_reached',
        message: ONBOARDING_MESSAGES.maxTrials,
        detail: ONBOARDING_MESSAGES.maxTrialsYear,
        trials_used: state.usedThisYear,
        max_trials: MAX_TRIALS_PER_ACADEMIC_YEAR,
      };
    case 'trial_restored': {
      const row = (await store.updateTrial(tx, state.active!.id, { restoredAt: now })) ?? state.active!;
      const left = daysRemaining(row, now);
      return { outcome: 'trial_restored', trial: presentTrial(row, now), days_remaining: left, purchase_by: purchaseBy(row), message: ONBOARDING_MESSAGES.trialRestored(left) };
    }
    case 'new_trial': {
      if (state.active) await store.updateTrial(tx, state.active.id, { supersededAt: now });
      const row = await store.insertTrial(tx, {
        userId: user.id,
        regionCode: user.regionCode,
        academicYearStart: state.yearStart.toISOString().slice(0, 10),
        startedAt: now,
        endsAt: new Date(now.getTime() + days * DAY),
      });
      const left = daysRemaining(row, now);
      return {
        outcome: 'new_trial',
        trial: presentTrial(row, now),
        days_remaining: left,
        purchase_by: purchaseBy(row),
        message: `${ONBOARDING_MESSAGES.newTrial(left)} ${ONBOARDING_MESSAGES.purchaseBy(purchaseBy(row))}`,
      };
    }
  }
}

/** create-trial-license-for-logged-in-users */
export async function trialForUser(deps: Deps, user: UserRow, choice: TrialChoice | undefined): Promise<TrialOutcome> {
  assertTrialRole(user);
  return deps.database.db.transaction((tx) => grantTrial(tx, deps, user, choice));
}

/**
 * Finishes a verified sign-up: spends the code, creates the account and (for
 * the trial form) its trial in one transaction. An address that got an
 * account meanwhile gives the 'account already exists' outcome.
 */
export async function completeRegistration(
  deps: Deps,
  input: { token: string; code: string; ip: string },
  purpose: Purpose,
): Promise<{ user: UserRow | null; outcome: TrialOutcome | null }> {
  const { registration, codeRow } = await checkCode(deps, input.token, input.code, input.ip);
  if (registration.purpose !== purpose) throw tokenInvalid();
  const db = deps.database.db;
  const now = deps.now();
  const accountExists = { outcome: 'account_exists' as const, message: ONBOARDING_MESSAGES.accountExistsHello };
  try {
    return await db.transaction(async (tx) => {
      if (!(await store.useCode(tx, codeRow.id, VERIFICATION_CODE.maxWrongPerCode, now))) throw tokenInvalid();
      const user = await accounts.createAccount(tx, deps, {
        email: registration.email,
        passwordHash: registration.passwordHash,
        firstName: registration.firstName,
        lastName: registration.lastName,
        role: registration.role as SignupRole,
        regionCode: registration.regionCode,
        languageCode: registration.languageCode,
        marketingOptIn: registration.marketingOptIn,
        emailVerifiedAt: now,
      });
      if (!(await store.completeRegistration(tx, registration.id, user.id, now))) throw tokenInvalid();
      const outcome = purpose === 'trial' ? await grantTrial(tx, deps, user, undefined) : null;
      return { user, outcome };
    });
  } catch (error) {
    if (!(error instanceof accounts.EmailTakenError)) throw error;
    // The address got an account after the code was sent: nothing is created; the code is spent.
    await store.useCode(db, codeRow.id, VERIFICATION_CODE.maxWrongPerCode, now);
    await store.completeRegistration(db, registration.id, null, now);
    if (purpose === 'signup') throw conflict(ACCOUNT_MESSAGES.usernameExists);
    return { user: null, outcome: accountExists };
  }
}

/** Every trial a user has had, oldest first: their data export. */
export async function trialHistory(deps: Deps, userId: string) {
  const now = deps.now();
  return (await store.userTrials(deps.database.db, userId)).map((t) => presentTrial(t, now));
}

/** The trial to show a user: the active one, else the latest, else none. */
export async function currentTrialSummary(deps: Deps, user: UserRow) {
  if (user.role === 'student') return null;
  const now = deps.now();
  const trials = await store.userTrials(deps.database.db, user.id);
  const pick = [...trials].reverse().find((t) => isActive(t, now)) ?? trials.at(-1);
  return pick ? presentTrial(pick, now) : null;
}

/** A holder's trials as the account's own views show them (accounts' AccountTrials, handed over in app.ts). */
export const accountTrials: AccountTrials = { current: currentTrialSummary, history: trialHistory };

/** onboarding-get-teacher-information */
export async function teacherInformation(deps: Deps, user: UserRow | null) {
  const base = {
    max_trials_per_academic_year: MAX_TRIALS_PER_ACADEMIC_YEAR,
    free_trial_period: deps.config.FREE_TRIAL_PERIOD_DAYS,
  };
  if (!user) {
    return { ...base, logged_in: false, user: null, trial: null, trials_used_this_academic_year: 0, academic_year_start: null, next_outcome: null };
  }
  const now = deps.now();
  const state = trialState(await store.userTrials(deps.database.db, user.id), user, now);
  return {
    ...base,
    logged_in: true,
    user,
    trial: await currentTrialSummary(deps, user),
    trials_used_this_academic_year: state.usedThisYear,
    academic_year_start: state.yearStart.toISOString().slice(0, 10),
    next_outcome: user.role === 'student' ? null : decideTrial(state, undefined),
  };
}


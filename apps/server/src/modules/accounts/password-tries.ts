import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import * as throttle from './throttle.ts';

/**
 * The one rule for password sign-ins, shared by teachers' and parents'
 * accounts and by the staff admin (decision 058; OWASP Authentication cheat
 * sheet, NIST SP 800-63B 5.2.2). Failures are counted where a guesser pays
 * for them, never where the owner would:
 *
 * - per account and network address, tight: a guesser pauses their own address;
 * - per network address on any account: spraying one password over many accounts;
 * - per account from every address together, looser, and it slows rather
 *   than locks: `free` tries, then one try per wait that doubles up to
 *   `longestWaitMs`, so guesses spread over many addresses crawl while the
 *   owner is at most a wait away;
 * - a browser that signed in to the account before (a signed device cookie,
 *   OWASP's "device cookies") is counted on its own, per account and device,
 *   and by nothing else: others' failures, from any address, never stop it.
 *
 * Every counter is keyed by the typed address, so an unknown account is
 * counted and refused exactly like a real one.
 */
export interface PasswordTryRules {
  perAccountAndIp: throttle.Limit;
  perAccountAndDevice: throttle.Limit;
  perIp: throttle.Limit;
  perAccount: { kind: string; free: number; windowMs: number; firstWaitMs: number; longestWaitMs: number; message: string };
  /** The device cookie: one name per kind of account, sent only to its sign-in route. */
  device: { kind: string; cookie: string; path: string };
}

/** What a try found out about the browser, and what a right password then does. */
export interface PasswordTry {
  /** The counters a right password hands back; returns the device cookie's new value. */
  succeeded(): Promise<string>;
}

const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a family's computer, a staff room's). */
const DEVICES_PER_BROWSER = 5;
const COOKIE_MAX = 400;

const deviceSignature = (deps: Deps, kind: string, account: string, nonce: string) =>
  createHmac('sha256', deps.config.SECRET_KEY).update(`device\0${kind}\0${account}\0${nonce}`).digest().subarray(0, 16);

const deviceTokens = (cookie: string | undefined) => (cookie && cookie.length <= COOKIE_MAX ? cookie.split('~').filter(Boolean).slice(0, DEVICES_PER_BROWSER) : []);

/** The id of this browser for the account when one of its tokens was signed for it; null otherwise. */
function knownDevice(deps: Deps, kind: string, account: string, tokens: string[]): string | null {
  for (const token of tokens) {
    const [nonce, sig] = token.split('.');
    if (!nonce || !sig) continue;
    const given = Buffer.from(sig, 'base64url');
    const expected = deviceSignature(deps, kind, account, nonce);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}

/** The cookie after a sign-in: this account's token first, the browser's others after it. */
function rememberedDevices(deps: Deps, kind: string, account: string, tokens: string[], nonce: string | null): string {
  const id = nonce ?? randomBytes(12).toString('base64url');
  const mine = `${id}.${deviceSignature(deps, kind, account, id).toString('base64url')}`;
  const others = tokens.filter((token) => !token.startsWith(`${id}.`) && knownDevice(deps, kind, account, [token]) === null);
  return [mine, ...others].slice(0, DEVICES_PER_BROWSER).join('~');
}

/** The counter of an account's tries from browsers it does not know (no ceiling: past `free` the pace decides). */
const accountCounter = (rules: PasswordTryRules): throttle.Limit => ({ kind: rules.perAccount.kind, max: Number.MAX_SAFE_INTEGER, windowMs: rules.perAccount.windowMs, message: rules.perAccount.message });

/** One try per `windowMs` on the account: the window starts at the last try that went on. */
const accountPace = (rules: PasswordTryRules, windowMs: number): throttle.Limit => ({ kind: `${rules.perAccount.kind}-pace`, max: 1, windowMs, message: rules.perAccount.message });

/** The wait before the next try once an account's free tries from unknown browsers are spent. */
export const waitAfter = (rules: PasswordTryRules['perAccount'], triesOverFree: number) =>
  Math.min(rules.longestWaitMs, rules.firstWaitMs * 2 ** Math.max(0, triesOverFree - 1));

/**
 * Counts one password try before the password is looked at (tries sent at
 * once take distinct counts); throws 429 with the rule's message when the
 * try must wait. The caller checks the password and calls succeeded() when it
 * was right.
 */
export async function beginPasswordTry(deps: Deps, rules: PasswordTryRules, input: { account: string; ip: string; devices?: string }): Promise<PasswordTry> {
  const db = deps.database.db;
  const now = deps.now();
  const { account, ip } = input;
  const tokens = deviceTokens(input.devices);
  const device = knownDevice(deps, rules.device.kind, account, tokens);
  if (device) {
    const key = `${account}|${device}`;
    await throttle.consume(db, rules.perAccountAndDevice, key, now);
    return {
      async succeeded() {
        await throttle.clear(db, rules.perAccountAndDevice, key);
        return rememberedDevices(deps, rules.device.kind, account, tokens, device);
      },
    };
  }
  const ipLimit = throttle.perIp(deps, rules.perIp);
  const accountAndIp = `${account}|${ip}`;
  const accountLimit = accountCounter(rules);
  await throttle.consume(db, ipLimit, ip, now);
  await throttle.consume(db, rules.perAccountAndIp, accountAndIp, now);
  const tries = await throttle.take(db, accountLimit, account, now);
  if (tries > rules.perAccount.free) {
    // One try per wait, whichever address it comes from: the first to come after the wait goes on.
    const pace = accountPace(rules, waitAfter(rules.perAccount, tries - rules.perAccount.free));
    if ((await throttle.take(db, pace, account, now)) > 1) {
      // a try that was not evaluated does not lengthen the next wait
      await throttle.giveBack(db, accountLimit, account);
      throw tooManyRequests(rules.perAccount.message);
    }
  }
  return {
    async succeeded() {
      await throttle.clear(db, rules.perAccountAndIp, accountAndIp);
      await throttle.giveBack(db, accountLimit, account);
      await throttle.giveBack(db, ipLimit, ip);
      return rememberedDevices(deps, rules.device.kind, account, tokens, null);
    },
  };
}

/** Ends the slowing of an account (its owner proved they hold its mailbox). */
export async function forgiveAccount(deps: Deps, rules: PasswordTryRules, account: string): Promise<void> {
  const db = deps.database.db;
  await throttle.clear(db, accountCounter(rules), account);
  await throttle.clear(db, accountPace(rules, 0), account);
}

/** The device cookie's name: Secure and only over HTTPS in production. */
const deviceCookieName = (deps: Deps, rules: PasswordTryRules) => (deps.config.production ? `__Secure-${rules.device.cookie}` : rules.device.cookie);

/** The browser's device tokens for this kind of account, as sent with the sign-in. */
export const devicesOf = (deps: Deps, rules: PasswordTryRules, request: FastifyRequest): string | undefined => request.cookies[deviceCookieName(deps, rules)];

/** Remembers the browser after a right password: HttpOnly, sent only to the sign-in route. */
export function rememberDevice(deps: Deps, rules: PasswordTryRules, reply: FastifyReply, value: string): void {
  reply.setCookie(deviceCookieName(deps, rules), value, {
    path: rules.device.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.production,
    maxAge: DEVICE_MAX_AGE_S,
  });
}

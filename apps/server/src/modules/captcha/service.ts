import { createHash, createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_FIELD, CAPTCHA_MESSAGE } from '@numbloom/domain/captcha';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { spentCaptchas } from './tables.ts';

/**
 * ALTCHA proof of work, self-hosted. A challenge is signed with a key derived
 * from SECRET_KEY; the browser must find the counter the server picked (a few
 * tens of thousands of SHA-256 rounds: a second or two in a phone's browser,
 * costly at scale for a bot). A solved challenge is spent once.
 */
export const CAPTCHA_ALGORITHM = 'SHA-256';
/** Rounds per try: 1 keeps the browser's WebCrypto path fast; the counter range sets the work. */
export const CAPTCHA_COST = 1;
export const CAPTCHA_COUNTER_MIN = 5_000;
export const CAPTCHA_COUNTER_MAX = 60_000;
/** How long a challenge may take to solve and submit. */
export const CAPTCHA_TTL_MS = 20 * 60 * 1000;

const secrets = (deps: Deps) => ({
  hmacSignatureSecret: createHmac('sha256', deps.config.SECRET_KEY).update('altcha-signature').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', deps.config.SECRET_KEY).update('altcha-key-signature').digest('hex'),
});

export async function newChallenge(deps: Deps): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(deps.now().getTime() + CAPTCHA_TTL_MS),
    ...secrets(deps),
  });
}

const refuse = () => badRequest(CAPTCHA_MESSAGE, { [CAPTCHA_FIELD]: CAPTCHA_MESSAGE });

function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Checks a solved payload and spends it, or throws 400 'Please verify that
 * you are not a robot' (missing, malformed, tampered, wrong, expired, replayed).
 */
export async function verifyCaptcha(deps: Deps, payload: string | undefined): Promise<void> {
  if (!payload) throw refuse();
  const decoded = decode(payload);
  if (!decoded) throw refuse();
  const { challenge, solution } = decoded;
  if (challenge.parameters.algorithm !== CAPTCHA_ALGORITHM) throw refuse();
  const now = deps.now();
  const expiresAt = challenge.parameters.expiresAt;
  // The library checks expiry against the wall clock; the app's clock decides too.
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) throw refuse();
  const result = await verifySolution({ challenge, solution, deriveKey, ...secrets(deps) });
  if (!result.verified) throw refuse();
  const db = deps.database.db;
  const signatureHash = createHash('sha256').update(challenge.signature ?? '').digest('hex');
  const spent = await db
    .insert(spentCaptchas)
    .values({ signatureHash, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ signatureHash: spentCaptchas.signatureHash });
  if (spent.length === 0) throw refuse();
  if (Math.random() < 0.05) await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, now));
}

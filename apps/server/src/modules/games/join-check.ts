import { createHmac, randomBytes } from 'node:crypto';
import { JOIN_CHECK_LENGTH, JOIN_CHECK_SECONDS } from '@numbloom/domain/games';

/**
 * The join check (decision 035): a short number on the host's screen that
 * changes every JOIN_CHECK_SECONDS. It is an HMAC of the time window with the
 * room's own secret, so every server process computes the same number from
 * the room row and the clock, and nothing is stored or published per change.
 * The number shown and the one before are accepted.
 */
const PERIOD_MS = JOIN_CHECK_SECONDS * 1000;

export const newCheckSecret = () => randomBytes(16).toString('hex');

function codeFor(secret: string, window: number): string {
  const digest = createHmac('sha256', secret).update(String(window)).digest();
  return String(digest.readUInt32BE(0) % 10 ** JOIN_CHECK_LENGTH).padStart(JOIN_CHECK_LENGTH, '0');
}

/** The number to show now and when it changes. */
export function currentCheck(secret: string, now: Date): { code: string; changesAt: Date } {
  const window = Math.floor(now.getTime() / PERIOD_MS);
  return { code: codeFor(secret, window), changesAt: new Date((window + 1) * PERIOD_MS) };
}

/** Whether a typed number is the one shown now or the one just before. */
export function checkAccepts(secret: string, typed: string, now: Date): boolean {
  const window = Math.floor(now.getTime() / PERIOD_MS);
  return typed === codeFor(secret, window) || typed === codeFor(secret, window - 1);
}

import { createHash } from 'node:crypto';

/**
 * A stable hash of what a person submitted, so a double click, a retried
 * request or a resent form is stored once (a unique column on the hash).
 */
export function submissionHash(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(parts).sort().map((k) => [k, parts[k] ?? null]));
  return createHash('sha256').update(canonical).digest('hex');
}

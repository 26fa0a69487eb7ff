import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Solved captcha challenges already used: a challenge's signature is spent
 * once, so a solved payload cannot be replayed. Rows go when the challenge
 * would have expired anyway.
 */
export const spentCaptchas = pgTable('spent_captchas', {
  signatureHash: text('signature_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

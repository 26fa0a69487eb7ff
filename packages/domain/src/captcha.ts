import { z } from 'zod';
import { safeString } from './text-schema.ts';
import { MESSAGES } from './api-errors.ts';

/**
 * ALTCHA, self-hosted proof of work (ARCHITECTURE.md): the browser fetches a
 * signed challenge, solves it, and sends the base64 payload in the `captcha`
 * field of the sign-up and trial forms. The server verifies the signature,
 * the expiry and the solution, and refuses a payload it has seen before.
 */
export const CAPTCHA_CHALLENGE_PATH = '/api/v2/captcha/challenge/';

/** The form field that carries the solved payload. */
export const CAPTCHA_FIELD = 'captcha';

/** 'Please verify that you are not a robot' (spec §5, §8) when missing or wrong. */
export const CAPTCHA_MESSAGE = MESSAGES.captcha;

/** The solved payload as the widget hands it over (base64 JSON). */
export const captchaField = safeString({ message: CAPTCHA_MESSAGE })
  .max(8192, { message: CAPTCHA_MESSAGE })
  .optional()
  .refine((v) => v !== undefined && v !== '', { message: CAPTCHA_MESSAGE })
  .transform((v) => v ?? '');

/** GET /api/v2/captcha/challenge/: an ALTCHA v2 challenge (parameters + HMAC signature). */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    })
    .passthrough(),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

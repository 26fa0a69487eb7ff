import { z } from 'zod';

/**
 * The one error shape every API answer uses for a failure (spec §3: error
 * payloads may carry user_message). `errors` maps a field name to the message
 * to show under it.
 */
export const apiErrorSchema = z.object({
  user_message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  error_id: z.string().optional(),
});

/** A 429: the error shape and how long to wait before trying again. */
export const tooManySchema = apiErrorSchema.extend({ retry_after_seconds: z.number().optional() });

import { z } from 'zod';
import { localeCode } from './text-schema.ts';

/**
 * The zod schemas of the settings endpoint. The server checks the query and
 * its answer with them; the browser only reads the types (settings.ts), so the
 * content pages do not download zod (decision 027).
 */

/** GET /api/v2/settings/ query: the client adds both to every call (spec §7). */
export const settingsQuerySchema = z.object({
  region_code: localeCode().min(2).optional(),
  language_code: localeCode().min(2).optional(),
});

/** Spec §3: the settings response and the configuration fields that come with it. */
export const settingsResponseSchema = z.object({
  locale_id: z.number().int(),
  region_code: z.string(),
  language_code: z.string(),
  free_trial_period: z.number().int(),
  free_trial_type: z.string(),
  slatemath_domain: z.string(),
  static_cdn_url: z.string(),
  cdn_zone: z.string(),
  /** Category file URLs with the {cdn_domain} placeholder still in them. */
  cdn_mapping: z.record(z.string(), z.string()),
  static_mapping_url: z.string(),
  episode_static_mapping_url: z.string(),
  enum_service_url: z.string(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

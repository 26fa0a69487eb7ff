import { z } from 'zod';
import { ssoProvidersResponseSchema, viewerSchema } from './accounts.ts';

/**
 * Spec §3 "page-level settings read from the host page". The server writes
 * them into every HTML page as a JSON script tag (id PAGE_SETTINGS_ELEMENT_ID);
 * the browser reads them once at start. Only what is listed here ever reaches
 * the browser: secrets stay in the server config.
 */
export const pageSettingsSchema = z.object({
  region: z.string(),
  language: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  campaign_invalid_page: z.string(),
  debug: z.boolean(),
  production: z.boolean(),
  media_url: z.string(),
  static_url: z.string(),
  api_domain: z.string(),
  /** When false the API client keeps the host as it is (no top-level-domain swap). */
  swap_tld: z.boolean(),
  firebase_write_url: z.string(),
  episode_controller_url: z.string(),
  /** Arena links, with {code} where the activity code goes. */
  arena_app_link: z.string(),
  arena_web_link: z.string(),
  arena_host_url: z.string(),
  quick_match_url: z.string(),
  analytics_ids: z.array(z.string()),
  cookie_consent_required: z.boolean(),
  is_china: z.boolean(),
  is_gdpr: z.boolean(),
  csrf_token: z.string(),
  /** Set on the 404 page so the app renders "not found" instead of a route. */
  not_found: z.boolean(),
  /** On the 404 page, the address the visitor most likely meant (/ae/ar/ → /aue/ar/), when there is one. */
  not_found_suggestion: z.string().optional(),
  /**
   * Who is signed in as the page was served (name and role, null for a guest),
   * so the header greets them without asking the API; the page is no-store and
   * varies by cookie. Absent on pages made elsewhere (the header then asks).
   */
  viewer: viewerSchema.nullable().optional(),
  /**
   * The sign-in providers the server has configured, so the sign-in and sign-up forms show
   * their buttons from the start: asked for, they arrived after the form and pushed it down
   * under the person's pointer. Absent on pages made elsewhere (the forms then ask).
   */
  sso_providers: ssoProvidersResponseSchema.shape.providers.optional(),
});

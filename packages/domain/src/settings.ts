/**
 * The settings endpoint's shared names. No zod here: the schemas, and the type
 * inferred from them, live in settings-schema.ts.
 */
import type { SettingsResponse } from './settings-schema.ts';

export type { SettingsResponse };

/** The placeholder in cdn_mapping URLs that the web loader replaces with static_cdn_url. */
export const CDN_DOMAIN_PLACEHOLDER = '{cdn_domain}';

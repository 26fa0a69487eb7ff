import { SSO_PROVIDERS } from '@numbloom/domain/account-paths';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';

let cached: PageSettings | undefined;

/**
 * The settings the server wrote into this page (spec §3). Read once; a page
 * without them (a test harness, a CMS preview) gets safe defaults.
 */
export function pageSettings(): PageSettings {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById(PAGE_SETTINGS_ELEMENT_ID) : null;
  cached = readSettings(el?.textContent);
  return cached;
}

/**
 * Every page loads this, so it checks without zod (46 KB gzip): the server
 * wrote the settings from its own schema; here each key keeps the default's
 * type or falls back to the default, and unknown keys are dropped.
 */
function readSettings(text: string | null | undefined): PageSettings {
  const defaults = defaultPageSettings();
  let given: unknown;
  try {
    given = text ? JSON.parse(text) : undefined;
  } catch {
    return defaults;
  }
  if (!given || typeof given !== 'object') return defaults;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = (given as Record<string, unknown>)[key];
    const sameType = Array.isArray(fallback) ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === typeof fallback;
    if (sameType) result[key] = value;
  }
  if (result.dir !== 'rtl') result.dir = 'ltr';
  const viewer = readViewer((given as Record<string, unknown>).viewer);
  if (viewer !== undefined) result.viewer = viewer;
  const providers = readSsoProviders((given as Record<string, unknown>).sso_providers);
  if (providers) result.sso_providers = providers;
  return result as unknown as PageSettings;
}

const VIEWER_ROLES: readonly string[] = ['teacher', 'parent', 'school_leader', 'student'];

/** The signed-in person the server named (null for a guest); undefined when the page does not say. */
function readViewer(value: unknown): PageSettings['viewer'] {
  if (value === null) return null;
  if (!value || typeof value !== 'object') return undefined;
  const { first_name, last_name, role } = value as Record<string, unknown>;
  if (typeof first_name !== 'string' || typeof last_name !== 'string' || typeof role !== 'string' || !VIEWER_ROLES.includes(role)) return undefined;
  return { first_name, last_name, role: role as NonNullable<PageSettings['viewer']>['role'] };
}

/** The sign-in providers the server listed; undefined when the page does not say, or says it wrongly (the forms then ask). */
function readSsoProviders(value: unknown): PageSettings['sso_providers'] {
  if (!Array.isArray(value)) return undefined;
  const providers: NonNullable<PageSettings['sso_providers']> = [];
  for (const p of value as unknown[]) {
    const { id, name, start_url } = (p ?? {}) as Record<string, unknown>;
    const known = SSO_PROVIDERS.find((k) => k === id);
    if (!known || typeof name !== 'string' || typeof start_url !== 'string' || !/^\/(?!\/)/.test(start_url)) return undefined;
    providers.push({ id: known, name, start_url });
  }
  return providers;
}

export function defaultPageSettings(): PageSettings {
  return {
    region: 'us',
    language: 'en',
    dir: 'ltr',
    campaign_invalid_page: '/us/en/campaign-invalid/',
    debug: false,
    production: false,
    media_url: '/media/',
    static_url: '/assets/',
    api_domain: typeof location !== 'undefined' ? location.origin : 'http://localhost:3000',
    swap_tld: false,
    firebase_write_url: '',
    episode_controller_url: '/us/en/play/',
    arena_app_link: '/us/en/arena/{code}/',
    arena_web_link: '/us/en/arena/{code}/',
    arena_host_url: '/us/en/arena/',
    quick_match_url: '/us/en/quick-match/',
    analytics_ids: [],
    cookie_consent_required: false,
    is_china: false,
    is_gdpr: false,
    csrf_token: '',
    not_found: false,
  };
}

/** For tests: forget what was read so the next call reads the page again. */
export function resetPageSettings() {
  cached = undefined;
}

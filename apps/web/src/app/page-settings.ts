import { PAGE_SETTINGS_ELEMENT_ID, pageSettingsSchema, type PageSettings } from '@numbloom/domain/page-settings';

let cached: PageSettings | undefined;

/**
 * The settings the server wrote into this page (spec §3). Read once; a page
 * without them (a test harness, a CMS preview) gets safe defaults.
 */
export function pageSettings(): PageSettings {
  if (cached) return cached;
  const el = typeof document !== 'undefined' ? document.getElementById(PAGE_SETTINGS_ELEMENT_ID) : null;
  const parsed = el?.textContent ? pageSettingsSchema.safeParse(JSON.parse(el.textContent)) : undefined;
  cached = parsed?.success ? parsed.data : defaultPageSettings();
  return cached;
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

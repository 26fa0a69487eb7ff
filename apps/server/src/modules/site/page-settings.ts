import type { SsoProviders, Viewer } from '@numbloom/domain/accounts';
import type { PageSettings } from '@numbloom/domain/page-settings';
import { findLocale } from '@numbloom/domain/regions';
import type { Config } from '../../config.ts';

/** Spec §3 page-level settings for one page, from config: only these reach the browser. */
export function pageSettingsFor(
  config: Config,
  locale: { region: string; language: string },
  csrfToken: string,
  notFound = false,
  viewer: Viewer | null = null,
  ssoProviders: SsoProviders['providers'] = [],
  notFoundSuggestion?: string,
): PageSettings {
  const found = findLocale(locale.region, locale.language);
  const region = found?.region;
  return {
    region: locale.region,
    language: locale.language,
    dir: found?.language.dir ?? 'ltr',
    campaign_invalid_page: `/${locale.region}/${locale.language}/campaign-invalid/`,
    debug: config.DEBUG,
    production: config.production,
    media_url: '/media/',
    static_url: '/assets/',
    // Empty: the API is this same server, so the client calls the page's own origin, whatever
    // name the visitor reached it by (localhost, 127.0.0.1, a LAN address, a country domain).
    // PUBLIC_URL here broke every call from a page opened under another name (CSP connect-src).
    api_domain: '',
    // Locally every region is served by this one host; swapping the domain would leave it.
    swap_tld: false,
    firebase_write_url: '',
    episode_controller_url: `/${locale.region}/${locale.language}/play/`,
    arena_app_link: `/${locale.region}/${locale.language}/arena/{code}/`,
    arena_web_link: `/${locale.region}/${locale.language}/arena/{code}/`,
    arena_host_url: `/${locale.region}/${locale.language}/arena/`,
    quick_match_url: `/${locale.region}/${locale.language}/quick-match/`,
    analytics_ids: config.ANALYTICS_IDS.split(',').map((s) => s.trim()).filter(Boolean),
    cookie_consent_required: region?.gdpr ?? false,
    is_china: region?.china ?? false,
    is_gdpr: region?.gdpr ?? false,
    csrf_token: csrfToken,
    not_found: notFound,
    ...(notFoundSuggestion && { not_found_suggestion: notFoundSuggestion }),
    viewer,
    sso_providers: ssoProviders,
  };
}

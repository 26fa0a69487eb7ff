import { findLocale, DEFAULT_LANGUAGE, DEFAULT_REGION, apiRegion } from '@numbloom/domain/regions';
import { CDN_DOMAIN_PLACEHOLDER, type SettingsResponse } from '@numbloom/domain/settings';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/http-error.ts';
import { CDN_PATH, contentVersion, languageRoot } from '../content/service.ts';

/**
 * Settings for one region and language. An unknown pair is a 404, not a quiet
 * fallback: the caller asked for a site that does not exist. Addresses start
 * with `origin`, the one the page was opened by (lib/request-origin.ts).
 */
export function settingsFor(config: Config, region = DEFAULT_REGION, language = DEFAULT_LANGUAGE, origin = config.PUBLIC_URL): SettingsResponse {
  const locale = findLocale(region, language);
  if (!locale) throw notFound('This region or language is not available.');
  const cdn = `${origin}${CDN_PATH}`;
  const code = locale.region.code;
  // The content version makes every CDN URL change with the content, so the files cache for a year.
  const v = `?v=${contentVersion()}`;
  // The catalogue's texts in the page's language: that language's files (English at the CDN root).
  const texts = `${CDN_DOMAIN_PLACEHOLDER}${languageRoot(locale.language.code)}`;
  return {
    locale_id: locale.language.locale_id,
    region_code: apiRegion(code),
    language_code: locale.language.code,
    free_trial_period: config.FREE_TRIAL_PERIOD_DAYS,
    free_trial_type: 'teacher_premium',
    slatemath_domain: origin,
    static_cdn_url: cdn,
    cdn_zone: code,
    cdn_mapping: {
      categories: `${texts}/content/${code}/categories.json${v}`,
      sub_categories: `${texts}/content/${code}/sub-categories/{category_id}.json${v}`,
      catalogue: `${texts}/content/catalogue.json${v}`,
    },
    static_mapping_url: `${cdn}/content/grades.json${v}`,
    episode_static_mapping_url: `${cdn}${languageRoot(locale.language.code)}/content/episodes.json${v}`,
    enum_service_url: `${origin}/api/v2/enums/?region_code=${apiRegion(code)}&language_code=${locale.language.code}`,
  };
}

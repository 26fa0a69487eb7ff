/**
 * Constants of the browser's one API client (spec §7, §9) and of the
 * campaign parameters that travel with its payloads.
 */

/** Spec §9: GET answers cached in session storage live this long unless told otherwise. */
export const SESSION_CACHE_TTL_MS = 30 * 60 * 1000;

/** Spec §9: a POST that ended without a response (status 0) is sent again after this delay. */
export const POST_RETRY_DELAY_MS = 2000;

/** How many more times a write that ended without a response is sent before giving up. */
export const POST_RETRIES = 2;

/** A request with no answer after this long ends with 'Network request timed out'. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Prefix of the session-storage keys that hold cached GET answers. */
export const SESSION_CACHE_PREFIX = 'api_cache:';

/** Name of the cookie the server sets and the header the client echoes it in (CSRF). */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';

/** Session-storage key under which the visit's UTM parameters are kept. */
export const CAMPAIGN_PARAMETERS_KEY = 'campaign_parameters';

/** The UTM parameters a campaign link may carry, in the order marketing lists them. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type CampaignParameters = Partial<Record<UtmParameter, string>>;
/** The longest tracking value the API keeps; a longer one is cut, never refused. */
export const TRACKING_VALUE_MAX = 255;

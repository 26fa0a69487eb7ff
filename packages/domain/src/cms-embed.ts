/**
 * How the registration forms are embedded in pages the CMS builds (spec §2):
 * the placeholder classes the mount script looks for, their properties, and
 * the window event the CMS fires after it has replaced page content.
 */

/** `<div class="campaign-reg-form" data-slug="…" data-type="…">` */
export const CAMPAIGN_FORM_PLACEHOLDER = 'campaign-reg-form';
/** `<div class="competition-reg-form">` */
export const COMPETITION_FORM_PLACEHOLDER = 'competition-reg-form';

/**
 * Fired on `window` by the CMS when it has refreshed the page content; both
 * forms re-render (placeholders that appeared are mounted, those that left are
 * unmounted, changed properties are re-read).
 */
export const CMS_CONTENT_REFRESH_EVENT = 'cms:content-refresh';

import { thankYouTarget } from '@numbloom/domain/navigation-target';
import { pageSettings } from '../../../lib/page-settings.ts';

/**
 * Leaves the page for a navigation target of spec §2 (thank-you, expired,
 * campaign-invalid, registration-off, /matificgames). These are whole-page
 * moves: the target may be another site, or a CMS page this script is embedded in.
 */
export function leaveTo(url: string) {
  window.location.assign(url);
}

/** After a registration is received: the event's thank_you_url, or the product's own thank-you page when it has none. */
export function leaveForThankYou(url: string) {
  const { region, language } = pageSettings();
  leaveTo(thankYouTarget(url, region, language));
}

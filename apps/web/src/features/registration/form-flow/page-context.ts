import { phoneCountryForRegion } from '@numbloom/domain/regions';
import { pageSettings } from '../../../lib/page-settings.ts';

/**
 * What the forms take from the host page's settings (spec §3): the country
 * of its region as ISO alpha-2 (us→US, uk→GB, aue→AE, zh→CN; a code the region
 * table does not know is upper-cased), used as the phone country and as the
 * 'Add My School' default; and whether the marketing box starts ticked (not
 * under the GDPR flag).
 */
export function formPageContext() {
  const settings = pageSettings();
  return {
    defaultCountry: phoneCountryForRegion(settings.region),
    signupDefault: !settings.is_gdpr,
  };
}

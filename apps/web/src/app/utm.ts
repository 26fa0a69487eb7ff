import { CAMPAIGN_PARAMETERS_KEY, TRACKING_VALUE_MAX, UTM_PARAMETERS, type CampaignParameters } from '@numbloom/domain/api-constants';
import { oneLineOf } from '@numbloom/domain/text';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/**
 * Keeps the UTM parameters of the link that brought the visitor here in
 * session storage, so a form sent pages later still credits the campaign.
 * A URL without any leaves what was saved earlier in the visit alone; a URL
 * with some replaces it (the newest campaign link wins). Returns what is kept.
 */
export function saveCampaignParameters(search: string = typeof location === 'undefined' ? '' : location.search): CampaignParameters {
  const params = new URLSearchParams(search);
  const found: CampaignParameters = {};
  for (const name of UTM_PARAMETERS) {
    // kept as the API keeps it: a link's stray control character or cut emoji never stops a registration
    const value = oneLineOf(params.get(name) ?? '', TRACKING_VALUE_MAX);
    if (value) found[name] = value;
  }
  if (Object.keys(found).length === 0) return readCampaignParameters();
  try {
    storage()?.setItem(CAMPAIGN_PARAMETERS_KEY, JSON.stringify(found));
  } catch {
    // Storage full or refused: the visit goes on without campaign credit.
  }
  return found;
}

/** The UTM parameters saved for this visit (only the known names, only strings). */
export function readCampaignParameters(): CampaignParameters {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(CAMPAIGN_PARAMETERS_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!saved || typeof saved !== 'object') return {};
  const out: CampaignParameters = {};
  for (const name of UTM_PARAMETERS) {
    const value = (saved as Record<string, unknown>)[name];
    const kept = typeof value === 'string' ? oneLineOf(value, TRACKING_VALUE_MAX) : '';
    if (kept) out[name] = kept;
  }
  return out;
}

/** The mark an expired campaign's link leaves on its expired_url, so the page there says the campaign has ended. */
export const CAMPAIGN_ENDED_PARAM = 'campaign_ended';

/**
 * Spec §4: an expired campaign sends the visitor to its expired_url. When that is a page of this
 * site, the campaign goes with them (?campaign_ended=slug) and the page says it has ended; another
 * site is left as it is (it could not say so, and its address is not ours to change).
 */
export function expiredTarget(expiredUrl: string, slug: string, here: string = window.location.href): string {
  let target: URL;
  try {
    target = new URL(expiredUrl, here);
  } catch {
    return expiredUrl;
  }
  if (target.origin !== new URL(here).origin) return expiredUrl;
  target.searchParams.set(CAMPAIGN_ENDED_PARAM, slug);
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Leaves the page for a navigation target of spec §2 (thank-you, expired,
 * campaign-invalid, registration-off, /matificgames). These are whole-page
 * moves: the target may be another site, or a CMS page this script is embedded in.
 */
export function leaveTo(url: string) {
  window.location.assign(url);
}

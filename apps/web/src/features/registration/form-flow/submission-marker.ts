/**
 * Spec §3 session storage: a marker for the campaign or competition on the
 * page, with its slug or id and whether it was submitted (false until then).
 */
export const CAMPAIGN_MARKER_KEY = 'campaign_registration';
export const COMPETITION_MARKER_KEY = 'competition_registration';

export type SubmissionMarker = { slug: string; submitted: boolean } | { id: number; submitted: boolean };

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function writeMarker(key: string, marker: SubmissionMarker) {
  try {
    storage()?.setItem(key, JSON.stringify(marker));
  } catch {
    // Storage full or refused: the marker is a convenience, the registration stands.
  }
}

export function readMarker(key: string): SubmissionMarker | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object' || typeof (value as { submitted?: unknown }).submitted !== 'boolean') return null;
    return value as SubmissionMarker;
  } catch {
    return null;
  }
}

/** The campaign marker: written with submitted false when the form shows, true once the registration is accepted. */
export const markCampaign = (slug: string, submitted: boolean) => writeMarker(CAMPAIGN_MARKER_KEY, { slug, submitted });

/** The competition marker, as markCampaign. */
export const markCompetition = (id: number, submitted: boolean) => writeMarker(COMPETITION_MARKER_KEY, { id, submitted });

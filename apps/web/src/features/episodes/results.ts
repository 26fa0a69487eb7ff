import type { EpisodeResult } from '@numbloom/domain/content';
import { apiGet, apiPost } from '../../api/client.ts';

export type SaveOutcome = { kind: 'saved'; stars: number } | { kind: 'guest' } | { kind: 'failed' };

export const RESULTS_PATH = '/api/v2/episodes/results/';
export const PLAYER_PATH = '/api/v2/episodes/player/';

/**
 * Saves a finished run for a signed-in player (spec §6: only logged-in
 * players keep results and earn stars). A guest's result never leaves the page.
 */
export async function saveResult(result: Omit<EpisodeResult, 'region_code' | 'language_code'>): Promise<SaveOutcome> {
  try {
    const player = await apiGet<{ signed_in: boolean }>(PLAYER_PATH);
    if (!player.signed_in) return { kind: 'guest' };
  } catch {
    return { kind: 'failed' };
  }
  try {
    const res = await apiPost<{ stars: number }>(RESULTS_PATH, result);
    if (res.status === 401) return { kind: 'guest' };
    return res.status >= 200 && res.status < 300 ? { kind: 'saved', stars: res.data.stars } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

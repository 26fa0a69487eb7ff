import { findRegion } from '@numbloom/domain/regions';
import type { Episode } from '@numbloom/domain/content';
import { pageSettings } from '../../lib/page-settings.ts';

/** Paper size of the page's region (A4, or Letter in the US and Canada). */
export function regionPaper(): 'A4' | 'LETTER' {
  return findRegion(pageSettings().region)?.paper ?? 'A4';
}

/** A seed for one download: every visit to the page gets a new set of questions. */
export const newWorksheetSeed = () => Math.random().toString(36).slice(2, 10);

/**
 * The worksheet PDF route (apps/server/src/modules/worksheets) for an activity,
 * in the page's language and the region's paper size; the word-problem
 * worksheets ask for stories.
 */
export function worksheetUrl(episode: Episode, seed: string): string {
  const s = pageSettings();
  const q = new URLSearchParams({
    topic: episode.generator_key,
    grade: episode.grade,
    level: String(episode.difficulty),
    paper: regionPaper(),
    language: s.language,
    region: s.region,
    seed,
  });
  return `/api/v2/worksheets/${encodeURIComponent(episode.id)}.pdf?${q.toString()}`;
}

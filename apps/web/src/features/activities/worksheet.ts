import { findRegion } from '@numbloom/domain/regions';
import type { Episode } from '@numbloom/domain/content';
import { pageSettings } from '../../app/page-settings.ts';

/** Paper size of the page's region (spec: A4 or Letter by region). */
export function regionPaper(): 'A4' | 'LETTER' {
  return findRegion(pageSettings().region)?.paper ?? 'A4';
}

/** The worksheet PDF route for an activity, in the page's language and region paper size. */
export function worksheetUrl(episode: Episode): string {
  const s = pageSettings();
  const q = new URLSearchParams({
    topic: episode.generator_key,
    grade: episode.grade,
    difficulty: String(episode.difficulty),
    paper: regionPaper(),
    language: s.language,
    region_code: s.region.toUpperCase(),
  });
  return `/api/v2/worksheets/?${q.toString()}`;
}

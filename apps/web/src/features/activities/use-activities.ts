import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityType, ContentCatalogue, Episode } from '@numbloom/domain/content';
import { useContent } from '../../content/hooks.ts';
import type { Grade } from '../../content/loader.ts';

export interface ActivitiesData {
  grades: Grade[];
  episodes: Episode[];
  catalogue: ContentCatalogue;
  gradeName: (code: string) => string;
  /** the names and descriptions below are in the page's language */
  topicName: (key: string) => string;
  strandName: (id: string) => string;
  strandDescription: (id: string) => string;
  typeName: (type: ActivityType) => string;
}

/**
 * The content the activity pages need, with name look-ups. Strand and topic
 * names and strand descriptions come from the content catalogue, which the CDN
 * serves in the page's language; activity-type names, which filters and badges
 * show, from the activities texts (their test holds them to the catalogue's).
 */
export function useActivities(): { data?: ActivitiesData; error: unknown } {
  const { data, error } = useContent();
  const { t } = useTranslation('activities');
  const value = useMemo(() => {
    if (!data) return undefined;
    const grades = new Map(data.grades.map((g) => [g.code, g.translated_name]));
    // Spec §3: a grade with no name from the enumeration is dropped, and so are its activities.
    const episodes = data.episodes.filter((e) => grades.has(e.grade));
    const strands = new Map(data.catalogue.strands.map((s) => [s.id, s]));
    const topics = new Map(data.catalogue.strands.flatMap((s) => s.topics.map((tp) => [tp.key, tp.name] as const)));
    return {
      grades: data.grades,
      episodes,
      catalogue: data.catalogue,
      gradeName: (code: string) => grades.get(code) ?? code,
      topicName: (key: string) => topics.get(key) ?? key,
      strandName: (id: string) => strands.get(id)?.name ?? id,
      strandDescription: (id: string) => strands.get(id)?.description ?? '',
      typeName: (type: ActivityType) => t(`types.${type}`),
    };
  }, [data, t]);
  return { data: value, error };
}

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
  /** the names and descriptions below are in the page's language (the activities catalogue) */
  topicName: (key: string) => string;
  strandName: (id: string) => string;
  strandDescription: (id: string) => string;
  typeName: (type: ActivityType) => string;
}

/**
 * The content the activity pages need, with name look-ups. The content is
 * authored in English; strand, topic and activity-type names and strand
 * descriptions are read in the page's language from the activities catalogue
 * (keyed by the content's ids; its test holds every language to the content).
 */
export function useActivities(): { data?: ActivitiesData; error: unknown } {
  const { data, error } = useContent();
  const { t } = useTranslation('activities');
  const value = useMemo(() => {
    if (!data) return undefined;
    const grades = new Map(data.grades.map((g) => [g.code, g.translated_name]));
    // Spec §3: a grade with no name from the enumeration is dropped, and so are its activities.
    const episodes = data.episodes.filter((e) => grades.has(e.grade));
    const topicKey = (key: string) => `topics.${key.replace('/', '.')}`;
    return {
      grades: data.grades,
      episodes,
      catalogue: data.catalogue,
      gradeName: (code: string) => grades.get(code) ?? code,
      topicName: (key: string) => t(topicKey(key), { defaultValue: key }),
      strandName: (id: string) => t(`strands.${id}.name`, { defaultValue: id }),
      strandDescription: (id: string) => t(`strands.${id}.description`, { defaultValue: '' }),
      typeName: (type: ActivityType) => t(`types.${type}`),
    };
  }, [data, t]);
  return { data: value, error };
}

import { useMemo } from 'react';
import type { ContentCatalogue, Episode } from '@numbloom/domain/content';
import { useContent } from '../../content/hooks.ts';
import type { Grade } from '../../content/loader.ts';

export interface ActivitiesData {
  grades: Grade[];
  episodes: Episode[];
  catalogue: ContentCatalogue;
  gradeName: (code: string) => string;
  topicName: (key: string) => string;
  strandName: (id: string) => string;
}

/** The content the activity pages need, with name look-ups. */
export function useActivities(): { data?: ActivitiesData; error: unknown } {
  const { data, error } = useContent();
  const value = useMemo(() => {
    if (!data) return undefined;
    const grades = new Map(data.grades.map((g) => [g.code, g.translated_name]));
    const topics = new Map(data.catalogue.strands.flatMap((s) => s.topics.map((t) => [t.key, t.name] as const)));
    const strands = new Map(data.catalogue.strands.map((s) => [s.id, s.name]));
    // Spec §3: a grade with no name from the enumeration is dropped, and so are its activities.
    const episodes = data.episodes.filter((e) => grades.has(e.grade));
    return {
      grades: data.grades,
      episodes,
      catalogue: data.catalogue,
      gradeName: (code: string) => grades.get(code) ?? code,
      topicName: (key: string) => topics.get(key) ?? key,
      strandName: (id: string) => strands.get(id) ?? id,
    };
  }, [data]);
  return { data: value, error };
}

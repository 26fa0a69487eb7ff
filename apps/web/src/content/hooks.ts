import { useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@numbloom/domain/settings';
import { pageSettings } from '../lib/page-settings.ts';
import { loadCatalogue, loadContent, loadSettings, loadSubCategories, withExtraData } from './loader.ts';

const localeKey = () => {
  const s = pageSettings();
  return `${s.region}-${s.language}`;
};

export function useSettings() {
  return useQuery({ queryKey: ['settings', localeKey()], queryFn: ({ signal }) => loadSettings(signal), staleTime: Infinity });
}

/** Grades (named), episodes and enumerations for this page's region and language. */
export function useContent() {
  const settings = useSettings();
  const content = useQuery({
    queryKey: ['content', localeKey()],
    queryFn: ({ signal }) => loadContent(settings.data as SettingsResponse, signal),
    enabled: !!settings.data,
    staleTime: Infinity,
  });
  const catalogue = useQuery({
    queryKey: ['catalogue', localeKey()],
    queryFn: ({ signal }) => loadCatalogue(settings.data as SettingsResponse, signal),
    enabled: !!settings.data,
    staleTime: Infinity,
  });
  return {
    data: content.data && catalogue.data ? { ...content.data, catalogue: catalogue.data } : undefined,
    error: settings.error ?? content.error ?? catalogue.error,
  };
}

/** One episode with its extra data merged into more_data. */
export function useEpisode(id: string | undefined) {
  const { data, error } = useContent();
  const episode = data?.episodes.find((e) => e.id === id);
  const extra = useQuery({
    queryKey: ['episode-extra', id],
    queryFn: ({ signal }) => withExtraData(episode!, signal),
    enabled: !!episode,
    staleTime: Infinity,
  });
  return { content: data, episode: extra.data, basic: episode, missing: !!data && !episode, error: error ?? extra.error };
}

/** A category's child levels from its sub-categories file (spec §3 category nodes). */
export function useSubCategories(categoryId: string | undefined) {
  const settings = useSettings();
  return useQuery({
    queryKey: ['sub-categories', localeKey(), categoryId],
    queryFn: ({ signal }) => loadSubCategories(settings.data as SettingsResponse, categoryId!, signal),
    enabled: !!settings.data && !!categoryId,
    staleTime: Infinity,
  });
}

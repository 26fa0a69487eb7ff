/**
 * What the player needs from the maths engine before it shows an item: the page
 * language's texts and the generators of the episode's topics, a chunk each.
 * The engine's other languages and strands are never downloaded (decision 027).
 */
import { useQuery } from '@tanstack/react-query';
import { loadGenerators } from '@numbloom/maths/generate';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Episode } from '@numbloom/domain/content';
import { pageLanguage } from './engine.ts';

/** Ready once the page language's catalogue and the episode's generators are registered; error when a chunk did not load. */
export function useMathsEngine(episode: Episode | undefined): { ready: boolean; error: Error | null } {
  const language = pageLanguage();
  // The texts start loading at once, beside the content request; the generators need the episode.
  const texts = useQuery({ queryKey: ['maths-catalogue', language], queryFn: () => loadCatalogue(language), staleTime: Infinity });
  const topics = episode ? [episode.generator_key, ...(episode.generator_mix ?? [])] : [];
  const generators = useQuery({
    queryKey: ['maths-generators', topics],
    queryFn: () => loadGenerators(topics).then(() => topics),
    enabled: topics.length > 0,
    staleTime: Infinity,
  });
  return { ready: texts.isSuccess && generators.isSuccess, error: texts.error ?? generators.error };
}

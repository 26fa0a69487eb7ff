import { useQuery } from '@tanstack/react-query';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Language } from '@numbloom/maths/types';
import { pageCountry } from './engine.ts';

/** The page language's maths texts (prompts, answers, steps): the one part of the engine a server-checked run, or a question shown again, needs. */
export function useMathsTexts(language: Language) {
  return useQuery({ queryKey: ['maths-catalogue', language], queryFn: () => loadCatalogue(language, pageCountry()), staleTime: Infinity });
}

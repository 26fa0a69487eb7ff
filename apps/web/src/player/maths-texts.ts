import { useEffect, useState } from 'react';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Language } from '@numbloom/maths/types';
import { pageCountry } from './engine.ts';

const loads = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();

/** Loads a language's maths texts once per page; a failed load is tried again by the next page that asks. */
export function loadMathsTexts(language: Language): Promise<void> {
  let made = loads.get(language);
  if (!made) {
    made = loadCatalogue(language, pageCountry()).then(() => void loaded.add(language));
    made.catch(() => loads.delete(language));
    loads.set(language, made);
  }
  return made;
}

/**
 * The page language's maths texts (prompts, answers, steps): the one part of the engine a server-checked run, or a question shown again, needs.
 * Without a query cache, so the player serves the children's entry too (decision 096).
 */
export function useMathsTexts(language: Language): { isSuccess: boolean; error: unknown } {
  // what the last load said, for this language: a new render once it is in, or its error
  const [outcome, setOutcome] = useState<{ language: Language; error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadMathsTexts(language).then(
      () => live && setOutcome({ language, error: null }),
      (error: unknown) => live && setOutcome({ language, error }),
    );
    return () => {
      live = false;
    };
  }, [language]);
  return { isSuccess: loaded.has(language), error: outcome?.language === language ? outcome.error : null };
}

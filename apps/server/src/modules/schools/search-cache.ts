import type { SearchedSchool } from '@numbloom/domain/school';

/**
 * Recent search answers, per server process: people type the same first
 * letters ("st", "lin", "st mary"), and the school list changes only when
 * staff load schools, so a few minutes' staleness is harmless (the HTTP
 * answer is cacheable for as long). Least recently used entries go first.
 */
export interface SearchCache {
  get(term: string): SearchedSchool[] | undefined;
  set(term: string, result: SearchedSchool[]): void;
  clear(): void;
}

export function createSearchCache(opts: { max: number; ttlMs: number; now: () => Date }): SearchCache {
  const entries = new Map<string, { at: number; result: SearchedSchool[] }>();
  return {
    get(term) {
      const hit = entries.get(term);
      if (!hit) return undefined;
      entries.delete(term);
      if (opts.now().getTime() - hit.at > opts.ttlMs) return undefined;
      entries.set(term, hit);
      return hit.result;
    },
    set(term, result) {
      entries.delete(term);
      entries.set(term, { at: opts.now().getTime(), result });
      while (entries.size > opts.max) entries.delete(entries.keys().next().value!);
    },
    clear: () => entries.clear(),
  };
}

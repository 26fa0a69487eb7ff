import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { prepareSearchTerm } from '@numbloom/domain/form-rules';
import { SCHOOL_SEARCH_DELAY_MS, schoolSearchResponseSchema, type SearchedSchool } from '@numbloom/domain/school';
import { apiGet } from '../../../api/client.ts';

export const SCHOOL_AUTOCOMPLETE_PATH = '/api/v2/school-management/autocomplete';

/** The value as it was `delay` ms after it last changed. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Spec §4/§5 school search: the typed text is trimmed and lower-cased, searched
 * SCHOOL_SEARCH_DELAY_MS after the last keystroke; an empty term is never sent.
 * A newer term aborts the request of the older one.
 */
export function useSchoolSearch(text: string, enabled: boolean) {
  const term = useDebouncedValue(prepareSearchTerm(text), SCHOOL_SEARCH_DELAY_MS);
  const active = enabled && term !== '';
  const query = useQuery({
    queryKey: ['school-search', term],
    queryFn: async ({ signal }): Promise<SearchedSchool[]> =>
      schoolSearchResponseSchema.parse(await apiGet<unknown>(SCHOOL_AUTOCOMPLETE_PATH, { query: { search: term }, signal })),
    enabled: active,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return {
    term,
    /** true while the typed text has not yet settled into a search */
    pending: enabled && prepareSearchTerm(text) !== term,
    schools: active ? (query.data ?? []) : [],
    searching: active && query.isFetching,
    failed: active && query.isError,
    settled: active && query.isSuccess && !query.isPlaceholderData,
  };
}

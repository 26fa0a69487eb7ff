import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type MeResponse } from '@numbloom/domain/accounts';
import { ApiError, apiGet } from '../api/client.ts';

/**
 * Who is signed in, for any screen that needs to know (the account pages,
 * onboarding, the header). The session itself is an HttpOnly cookie the
 * browser's script never sees; this asks the server.
 */
export async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await apiGet<MeResponse>(ACCOUNT_PATHS.me);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const ME_QUERY_KEY = ['accounts', 'me'] as const;

/** The signed-in person and their trial; data is null when nobody is signed in. */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0, retry: false });
}

/** Call after signing in or out: every cached answer may belong to someone else now. */
export function useSessionChanged() {
  const client = useQueryClient();
  return () => client.resetQueries();
}

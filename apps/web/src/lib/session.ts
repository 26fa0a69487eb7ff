import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@numbloom/domain/account-paths';
import type { MeResponse, Role, SessionResponse } from '@numbloom/domain/accounts';
import { ApiError, apiGet } from '../api/client.ts';
import { pageSettings } from './page-settings.ts';
import { DASHBOARD_PAGE } from '@numbloom/domain/dashboard';
import { CHILD_HOME_PAGE } from '@numbloom/domain/child-home';

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

export const VIEWER_QUERY_KEY = ['accounts', 'session'] as const;

/**
 * Who the header greets: name and role, or null for a guest. When it asks,
 * it asks the always-200 session endpoint, so a guest's page logs no 401; a
 * sign-in or sign-out resets every query (useSessionChanged), this one included.
 */
export function useViewer() {
  // The server names the viewer in the page's settings: no request on page load. After a
  // sign-in or sign-out (every query reset) the endpoint answers for the rest of the visit.
  const initial = pageSettings().viewer;
  return useQuery({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: async () => (await apiGet<SessionResponse>(ACCOUNT_PATHS.session)).viewer,
    initialData: initial,
    staleTime: Infinity,
    retry: false,
  });
}

/** A signed-in person's home page under /{region}/{language}/: a teacher's dashboard, a parent's children, a child's own home. */
export function viewerHome(role: Role): string {
  if (role === 'student') return CHILD_HOME_PAGE;
  if (role === 'teacher') return DASHBOARD_PAGE;
  // A parent's children and a school leader's classes are on their account page.
  return 'account/';
}

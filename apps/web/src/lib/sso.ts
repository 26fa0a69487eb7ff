import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, type SsoProviders } from '@numbloom/domain/accounts';
import { apiGet } from '../api/client.ts';

/** The identity providers the server has configured (Google, Microsoft); none when unset. */
export function useSsoProviders(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['accounts', 'sso-providers'],
    queryFn: () => apiGet<SsoProviders>(ACCOUNT_PATHS.ssoProviders),
    staleTime: Infinity,
  });
}

import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { challengeKey, fetchChallenge } from './api.ts';

/** The challenge of the page's :uuid, its stage and the caller's registration and standing; read again every 30 s (stages follow the clock). */
export function useChallenge() {
  const { uuid = '' } = useParams();
  const query = useQuery({ queryKey: challengeKey(uuid), queryFn: () => fetchChallenge(uuid), retry: false, refetchInterval: 30_000 });
  return { uuid, ...query };
}

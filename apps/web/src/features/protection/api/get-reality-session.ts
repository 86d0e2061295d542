import { useQuery } from '@tanstack/react-query';
import type { RealityCheckSession } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';
import { ME_KEY } from '../../../lib/session';

export const realitySessionKey = [ME_KEY, 'realitySession'] as const;

export async function fetchRealitySession(): Promise<RealityCheckSession> {
  return unwrap(await api.get<RealityCheckSession>('/api/protection/session'));
}

/** Time since login and the net game result, read when a reminder is due (not polled). */
export function useRealitySession(enabled: boolean) {
  return useQuery({ queryKey: realitySessionKey, queryFn: fetchRealitySession, enabled, staleTime: 0 });
}

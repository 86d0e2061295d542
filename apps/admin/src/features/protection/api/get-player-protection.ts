import { useQuery } from '@tanstack/react-query';
import type { PlayerProtection } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export const playerProtectionKey = ['admin', 'protection', 'player'] as const;

export function getPlayerProtection(user: string) {
  return api.get<PlayerProtection>('/admin/api/protection/player', { user });
}

/** One player's limits, exclusions and their history, looked up by ID or account. */
export function usePlayerProtection(user: string | null) {
  return useQuery({
    queryKey: [...playerProtectionKey, user],
    queryFn: () => getPlayerProtection(user!),
    enabled: Boolean(user),
    retry: false,
  });
}

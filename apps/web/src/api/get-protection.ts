import { useQuery } from '@tanstack/react-query';
import { mayInviteDeposit, type ProtectionOverview } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';

export const protectionKey = [ME_KEY, 'protection'] as const;

export async function fetchProtection(): Promise<ProtectionOverview> {
  return unwrap(await api.get<ProtectionOverview>('/api/protection'));
}

/**
 * The player's deposit limits (with what is left), exclusions and reality-check interval; read
 * afresh on each screen, since deposits made meanwhile change what is left.
 */
export function useProtection() {
  const token = useToken();
  return useQuery({
    queryKey: protectionKey,
    queryFn: fetchProtection,
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Whether a screen may offer the player a way to deposit (the shared rule: limits and exclusions). */
export function useMayInviteDeposit(): boolean {
  return mayInviteDeposit(useProtection().data);
}

import { useQuery } from '@tanstack/react-query';
import type { LinkedAccount } from '@app/shared/admin-contract';
import { useCanReadRisk } from '../../../api/get-player-tags';
import { api } from '../../../lib/api-client';
import { playerKey } from './keys';

export type { LinkedAccount } from '@app/shared/admin-contract';

export function getPlayerLinked(id: number) {
  return api.get<LinkedAccount[]>(`/admin/api/players/${id}/linked`);
}

/** The accounts linked to the player (risk.read only; others never ask). */
export function usePlayerLinked(id: number) {
  const allowed = useCanReadRisk();
  return useQuery({
    queryKey: [...playerKey(id), 'linked'],
    queryFn: () => getPlayerLinked(id),
    enabled: allowed && Number.isSafeInteger(id) && id > 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { playerKey } from './keys';

export type { PlayerDetail } from '@app/shared/admin-contract';

export function getPlayer(id: number) {
  return api.get<PlayerDetail>(`/admin/api/players/${id}`);
}

export function usePlayer(id: number) {
  return useQuery({
    queryKey: playerKey(id),
    queryFn: () => getPlayer(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

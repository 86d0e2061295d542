import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { AdminGame } from './get-games';
import { catalogueKeys } from './keys';

export interface GamePatch {
  app_state?: 0 | 1;
  hot?: 0 | 1;
  sort?: number;
}

export function putGame({ id, patch }: { id: number; patch: GamePatch }) {
  return api.put<AdminGame>(`/admin/api/games/${id}`, patch);
}

/** Shows or hides a game, marks it hot, or moves it in the order. */
export function useUpdateGame() {
  return useMutation({
    mutationFn: putGame,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.games }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.platforms }),
      ]),
  });
}

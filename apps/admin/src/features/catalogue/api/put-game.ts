import { useMutation } from '@tanstack/react-query';
import type { GamePatch, GameSettings } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { catalogueKeys } from './keys';

export type { GamePatch } from '@app/shared/admin-contract';

export function putGame({ id, patch }: { id: number; patch: GamePatch }) {
  return api.put<GameSettings>(`/admin/api/games/${id}`, patch);
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

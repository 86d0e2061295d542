import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameItem } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';

const favouritesKey = [ME_KEY, 'favouriteGames'] as const;
export const recentGamesKey = [ME_KEY, 'recentGames'] as const;

/** A lobby game's key, the same in every list: platform and game code. */
export const gameKey = (game: Pick<GameItem, 'platform_name' | 'game_code'>) =>
  `${game.platform_name}:${game.game_code}`;

/** Games whose name (or platform's name) holds the keyword; nothing is asked for an empty one. */
export function useGameSearch(keyword: string) {
  const words = keyword.trim();
  return useQuery({
    queryKey: ['games', 'search', words],
    queryFn: async () => unwrap(await api.post<GameItem[]>('/api/gameSearch', { keyword: words })) ?? [],
    enabled: words !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The player's starred games, newest first (none for a visitor). */
export function useFavouriteGames() {
  const token = useToken();
  return useQuery({
    queryKey: favouritesKey,
    queryFn: async () => unwrap(await api.post<GameItem[]>('/api/favouriteGames')) ?? [],
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The games the player opened last, newest first; refreshed whenever the lobby shows again. */
export function useRecentGames() {
  const token = useToken();
  return useQuery({
    queryKey: recentGamesKey,
    queryFn: async () => unwrap(await api.post<GameItem[]>('/api/recentGames')) ?? [],
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Stars or unstars a game: the list changes at once, and goes back if the server refuses. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, favourite }: { game: GameItem; favourite: boolean }) =>
      unwrap(
        await api.post<null>('/api/favouriteGame', {
          plat_name: game.platform_name,
          game_code: game.game_code,
          favourite: favourite ? 1 : 0,
        }),
      ),
    onMutate: async ({ game, favourite }) => {
      await queryClient.cancelQueries({ queryKey: favouritesKey });
      const before = queryClient.getQueryData<GameItem[]>(favouritesKey);
      const others = (before ?? []).filter((g) => gameKey(g) !== gameKey(game));
      queryClient.setQueryData<GameItem[]>(favouritesKey, favourite ? [game, ...others] : others);
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(favouritesKey, context?.before),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}

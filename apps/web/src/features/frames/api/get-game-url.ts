import { useQuery } from '@tanstack/react-query';
import { postGameUrl } from '../../../api/post-game-url';
import { ME_KEY } from '../../../lib/session';

export interface GameLaunch {
  name: string;
  type: string | null;
  code: string | null;
}

export function fetchGameUrl({ name, type, code }: GameLaunch): Promise<string> {
  return postGameUrl({ plat_name: name, game_type: type || 0, game_code: code ?? '' });
}

/** A launch URL is single use and tied to the session: never reuse a cached one. */
export function useGameUrl(launch: GameLaunch | null) {
  return useQuery({
    queryKey: [ME_KEY, 'gameUrl', launch],
    queryFn: () => fetchGameUrl(launch as GameLaunch),
    enabled: launch !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

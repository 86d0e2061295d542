import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';
import type { GameUrlBody } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ApiError } from '../lib/errors';
import { getToken } from '../lib/session';
import { askForFunds, fundsToOffer } from './launch-funds';
import { recentGamesKey } from './player-games';

/**
 * A game to launch: its platform (provider) code (obgdy, ag, sb), game code and game type (only
 * obgdy sends one; everyone else 0, spec 000 §2 /electronics), and the title /gamePage's bar shows.
 */
export type GameLaunch = Pick<GameUrlBody, 'plat_name' | 'game_code' | 'game_type'> & { title?: string };

export const NETWORK_TIMEOUT_MSG = '网络连接超时，请重试！';

/** POST /api/getGameUrl: the one-time launch address of a game (login required). */
export async function postGameUrl({ plat_name, game_code, game_type }: GameLaunch): Promise<string> {
  const answer = await api.post<{ url: string }>('/api/getGameUrl', {
    plat_name,
    game_type: game_type || 0,
    game_code,
    is_mobile_url: 1,
  });
  return unwrap(answer)?.url ?? '';
}

/**
 * Launching a game from a tile (home, /electronics): a visitor is told to log in; a player whose
 * transfer-platform wallet is empty is first offered money (LaunchFundsSheet); then a launch URL,
 * and /gamePage shows it in a frame under the back-to-home bar.
 * A refusal shows the server's message; no answer shows the network timeout text.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);

  return useCallback(
    async (game: GameLaunch) => {
      if (getToken() === null) {
        Toast.show({ content: MSG.notLoggedIn });
        return;
      }
      if (busy.current) return;
      busy.current = true;
      let loading = Toast.show({ icon: 'loading', content: '正在进入，请稍候...', duration: 0 });
      try {
        // An empty transfer-platform wallet would open the game at 0.00 with no word of why.
        const offer = await fundsToOffer(game.plat_name).catch(() => null);
        if (offer) {
          loading.close();
          if ((await askForFunds(offer)) === 'cancel') return;
          loading = Toast.show({ icon: 'loading', content: '正在进入，请稍候...', duration: 0 });
        }
        const url = await postGameUrl(game);
        loading.close();
        if (!url) {
          Toast.show({ icon: 'fail', content: MSG.serverError });
          return;
        }
        const query = new URLSearchParams({ url, ...(game.title ? { title: game.title } : {}) });
        void navigate(`/gamePage?${query.toString()}`);
        // The game now heads the player's recently played.
        void queryClient.invalidateQueries({ queryKey: recentGamesKey });
      } catch (error) {
        loading.close();
        if (error instanceof ApiError) {
          // 401: the api client already tells the player and sends them to login.
          if (error.code !== 401) Toast.show({ icon: 'fail', content: error.message });
        } else {
          Toast.show({ icon: 'fail', content: NETWORK_TIMEOUT_MSG });
        }
      } finally {
        busy.current = false;
      }
    },
    [navigate, queryClient],
  );
}

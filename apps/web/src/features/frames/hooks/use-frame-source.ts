import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';
import { useAppInfo } from '../../../api/get-app-info';
import { ApiError } from '../../../lib/errors';
import { useIsLoggedIn } from '../../../lib/session';
import { toastError } from '../../../lib/toast-error';
import { useAgentLoginUrl } from '../api/get-agent-login-url';
import { useGameUrl, type GameLaunch } from '../api/get-game-url';
import { useServiceUrl } from '../api/get-service-url';

/** Only this site's own paths (the provider pages it serves) open from a `url` query. */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

export interface FrameSource {
  title: string;
  url: string | undefined;
  loading: boolean;
}

/**
 * What /gamePage shows (spec 000 §2): dailiD=1 the agent login, dailiD=2 customer service,
 * app=1 the iOS download, `url` (+ `title`) a game launch URL fetched by the tile that was tapped,
 * otherwise the game named by `name` (+ `type`, `code`).
 */
export function useFrameSource(): FrameSource {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const daili = params.get('dailiD');
  const wantsApp = params.get('app') === '1';
  const name = params.get('name');
  // A launch URL already fetched by the tile that was tapped (src/api/post-game-url.ts).
  const ready = params.get('url');
  const isGame = daili !== '1' && daili !== '2' && !wantsApp && ready === null && Boolean(name);
  const launch: GameLaunch | null =
    isGame && loggedIn && name ? { name, type: params.get('type'), code: params.get('code') } : null;

  const agent = useAgentLoginUrl(daili === '1');
  const service = useServiceUrl(daili === '2');
  const appInfo = useAppInfo();
  const game = useGameUrl(launch);

  useEffect(() => {
    if (isGame && !loggedIn) {
      Toast.show({ content: MSG.notLoggedIn });
      void navigate('/login?type=0', { replace: true });
    }
  }, [isGame, loggedIn, navigate]);

  useEffect(() => {
    // A game that cannot be opened shows the server's reason and returns home.
    if (!game.error) return;
    if (game.error instanceof ApiError) Toast.show({ icon: 'fail', content: game.error.message });
    else toastError(game.error, '网络连接超时，请重试！');
    void navigate('/', { replace: true });
  }, [game.error, navigate]);

  if (daili === '1')
    return {
      title: '代理登录',
      url: agent.data ?? (agent.isError ? '' : undefined),
      loading: agent.isPending,
    };
  if (daili === '2')
    return {
      title: '在线客服',
      url: service.data ?? (service.isError ? '' : undefined),
      loading: service.isPending,
    };
  if (wantsApp) return { title: 'APP下载', url: appInfo.data?.ios_download_url ?? '', loading: false };
  if (ready !== null)
    return { title: params.get('title') || '游戏', url: isSitePath(ready) ? ready : '', loading: false };
  if (launch) return { title: name ?? '', url: game.data, loading: game.isPending };
  return { title: '游戏', url: '', loading: false };
}

import { useEffect, useState } from 'react';
import { SLOT_PROVIDERS } from '@app/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { useGameList } from '../../api/get-game-list';
import { useLaunchGame } from '../../api/post-game-url';
import { ChoiceButtons } from '../../components/choice-buttons';
import { EmptyState } from '../../components/empty-state';
import { GameGrid, GameGridError, GameGridSkeleton } from '../../components/game-grid';
import { useLobbyTiles } from '../../components/lobby-tiles';
import { useScreenActive } from '../../components/screen-active';
import { useSlotList } from './api/get-slot-list';
import styles from './electronics-page.module.css';

const PROVIDERS = SLOT_PROVIDERS;
const PROVIDER_TABS = PROVIDERS.map((p) => ({ key: p.code, label: p.title }));

const DEFAULT_TYPE = 'obgdy';
const isProvider = (code: string | null): code is string => PROVIDERS.some((p) => p.code === code);

/** /electronics?type=: one slot provider's games; tapping a tile launches it. */
export default function ElectronicsPage() {
  const active = useScreenActive();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = params.get('type');
  const wanted = isProvider(fromUrl) ? fromUrl : DEFAULT_TYPE;
  // Kept alive: while hidden the URL belongs to another screen, so only follow it when shown.
  const [type, setType] = useState(wanted);
  if (active && type !== wanted) setType(wanted);

  const list = useSlotList(type);
  const catalogue = useGameList();
  const launch = useLaunchGame();
  const { isStarred, toggle } = useLobbyTiles();
  const games = (list.data ?? []).filter((g) => g.app_state === 1);

  // The star keeps the catalogue's entry (name, art, platform) for the 收藏 list on home.
  const star = (key: string, favourite: boolean) => {
    const game = catalogue.data?.find((g) => g.platform_name === type && g.game_code === key);
    if (game) toggle.mutate({ game, favourite });
  };

  const open = (key: string) => {
    const game = games.find((g) => g.gamecode === key);
    if (!game) return;
    void launch({
      plat_name: game.catecode,
      game_code: game.gamecode,
      game_type: type === 'obgdy' ? game.gametype : 0,
      title: game.gamename,
    });
  };

  return (
    <div className={styles.page}>
      <ChoiceButtons
        label="游戏平台"
        choices={PROVIDER_TABS}
        value={type}
        onChange={(code) => void navigate(`/electronics?type=${code}`, { replace: true })}
        className={styles.tabs}
        itemClassName={styles.tab}
        activeClassName={styles.active}
      />
      <div className={styles.body} role="tabpanel">
        {list.isPending ? (
          <GameGridSkeleton count={9} />
        ) : list.isError ? (
          <GameGridError error={list.error} onRetry={() => void list.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState title="暂无游戏" description="该平台暂无可用游戏，请稍后再来" />
        ) : (
          <GameGrid
            games={games.map((g) => ({
              key: g.gamecode,
              name: g.gamename,
              image: g.gamepic,
              favourite: isStarred(g.catecode, g.gamecode),
            }))}
            onOpen={open}
            onStar={star}
            label="游戏列表"
          />
        )}
      </div>
      {active && <BackTop />}
    </div>
  );
}

/** Go-to-top button, shown once the list has scrolled past a screen's third. */
function BackTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight / 3);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={styles.backTop}
      aria-label="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M5 11l7-7 7 7M12 4v16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>顶部</span>
    </button>
  );
}

import { useState } from 'react';
import { GAME_CATEGORY_TABS, SLOT_PROVIDERS, type GameCategory, type GameItem } from '@app/shared';
import { useGameList } from '../../../api/get-game-list';
import { useLaunchGame } from '../../../api/post-game-url';
import { EmptyState } from '../../../components/empty-state';
import { GameGrid, GameGridError, GameGridSkeleton, type GameTileData } from '../../../components/game-grid';
import styles from './game-categories.module.css';

const TABS = GAME_CATEGORY_TABS;

const keyOf = (game: GameItem) => `${game.platform_name}:${game.game_code}`;

const toTile = (game: GameItem): GameTileData => ({
  key: keyOf(game),
  name: game.name,
  image: game.mobile_img,
  caption: game.platform_title,
});

interface Props {
  onGo: (to: string) => void;
}

/** Category tabs and their game tiles; 电子 adds hot games and the slot provider chips. */
export function GameCategories({ onGo }: Props) {
  const [tab, setTab] = useState<GameCategory>('realbet');
  const list = useGameList();
  const launch = useLaunchGame();

  const open = (key: string) => {
    const game = list.data?.find((g) => keyOf(g) === key);
    if (game)
      void launch({
        plat_name: game.platform_name,
        game_code: game.game_code,
        game_type: game.game_type,
        title: game.name,
      });
  };

  const games = (list.data ?? []).filter((g) => g.category_id === tab && g.app_state === 1);
  const hot = tab === 'concise' ? games.filter((g) => g.hot === 1) : [];

  return (
    <section className={styles.section} aria-label="游戏大厅">
      <div className={styles.tabs} role="tablist">
        {TABS.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={tab === item.key ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => setTab(item.key)}
          >
            {item.title}
          </button>
        ))}
      </div>

      <div className={styles.body} role="tabpanel">
        {list.isPending ? (
          <GameGridSkeleton />
        ) : list.isError ? (
          <GameGridError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <>
            {tab === 'concise' && (
              <>
                <nav className={styles.providers} aria-label="电子游戏平台">
                  {SLOT_PROVIDERS.map((p) => (
                    <button
                      key={p.code}
                      type="button"
                      className={styles.chip}
                      onClick={() => onGo(`/electronics?type=${p.code}`)}
                    >
                      {p.title}
                    </button>
                  ))}
                </nav>
                {hot.length > 0 && (
                  <div className={styles.hotArea} aria-label="热门游戏">
                    <h3 className={styles.heading}>热门游戏</h3>
                    <GameGrid
                      games={hot.map((g) => ({ ...toTile(g), hot: true }))}
                      onOpen={open}
                      label="热门游戏"
                    />
                  </div>
                )}
                {games.length > 0 && <h3 className={styles.heading}>全部电子</h3>}
              </>
            )}
            {games.length > 0 ? (
              <GameGrid games={games.map(toTile)} onOpen={open} label="游戏列表" />
            ) : (
              <EmptyState title="暂无游戏" description="该分类暂无可用游戏，请稍后再来" />
            )}
          </>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { GAME_CATEGORY_TABS, SLOT_PROVIDERS, type GameCategory, type GameItem } from '@app/shared';
import { useGameList } from '../../../api/get-game-list';
import { useRecentGames } from '../../../api/player-games';
import { EmptyState } from '../../../components/empty-state';
import { GameGrid, GameGridError, GameGridSkeleton } from '../../../components/game-grid';
import { useIsLoggedIn } from '../../../lib/session';
import { GameSearchResults } from './game-search';
import { useLobbyTiles } from '../../../components/lobby-tiles';
import styles from './game-categories.module.css';

/** The player's own lists, after the catalogue's six categories. */
type Tab = GameCategory | 'favourite' | 'recent';
const MINE: { key: Tab; title: string; label: string; empty: string }[] = [
  { key: 'favourite', title: '收藏', label: '收藏的游戏', empty: '点游戏图标左上角的星标即可收藏' },
  { key: 'recent', title: '最近', label: '最近玩过的游戏', empty: '进入过的游戏会显示在这里' },
];

interface Props {
  onGo: (to: string) => void;
}

/**
 * The search across platforms, the category tabs and their game tiles (电子 adds hot games and the
 * slot provider chips), and for a player the 收藏 and 最近 lists; every tile has its star.
 */
export function GameCategories({ onGo }: Props) {
  const [tab, setTab] = useState<Tab>('realbet');
  const [keyword, setKeyword] = useState('');
  const loggedIn = useIsLoggedIn();
  const list = useGameList();
  const recent = useRecentGames();
  const { toTile, open, star, favourites } = useLobbyTiles();
  const tabs = [...GAME_CATEGORY_TABS, ...(loggedIn ? MINE : [])];
  const mine = MINE.find((m) => m.key === tab);

  const source: GameItem[] =
    tab === 'favourite'
      ? (favourites.data ?? [])
      : tab === 'recent'
        ? (recent.data ?? [])
        : (list.data ?? []);
  const games = mine ? source : source.filter((g) => g.category_id === tab && g.app_state === 1);
  const hot = tab === 'concise' ? games.filter((g) => g.hot === 1) : [];
  const grid = (shown: GameItem[], label: string, isHot = false) => (
    <GameGrid
      games={shown.map((g) => ({ ...toTile(g), hot: isHot }))}
      onOpen={(key) => open(shown, key)}
      onStar={(key, on) => star(shown, key, on)}
      label={label}
    />
  );

  return (
    <section className={styles.section} aria-label="游戏大厅">
      <div className={styles.search}>
        <SearchBar
          placeholder="搜索游戏名称"
          value={keyword}
          onChange={setKeyword}
          onClear={() => setKeyword('')}
          aria-label="搜索游戏"
        />
      </div>
      {keyword.trim() ? (
        <div className={styles.body}>
          <GameSearchResults keyword={keyword} />
        </div>
      ) : (
        <>
          <div className={styles.tabs} role="tablist">
            {tabs.map((item) => (
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
            {mine ? (
              games.length > 0 ? (
                grid(games, mine.label)
              ) : (
                <EmptyState title={`暂无${mine.title}的游戏`} description={mine.empty} />
              )
            ) : list.isPending ? (
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
                        {grid(hot, '热门游戏', true)}
                      </div>
                    )}
                    {games.length > 0 && <h3 className={styles.heading}>全部电子</h3>}
                  </>
                )}
                {games.length > 0 ? (
                  grid(games, '游戏列表')
                ) : (
                  <EmptyState title="暂无游戏" description="该分类暂无可用游戏，请稍后再来" />
                )}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}

import { DotLoading } from 'antd-mobile';
import { useGameSearch } from '../../../api/player-games';
import { EmptyState } from '../../../components/empty-state';
import { GameGrid, GameGridError } from '../../../components/game-grid';
import { useLobbyTiles } from '../../../components/lobby-tiles';
import styles from './game-categories.module.css';

/** The search's results across platforms, in place of the category tabs while a keyword is typed. */
export function GameSearchResults({ keyword }: { keyword: string }) {
  const found = useGameSearch(keyword);
  const { toTile, open, star } = useLobbyTiles();
  const games = found.data ?? [];
  if (found.isPending)
    return (
      <div className={styles.searching} role="status">
        <DotLoading color="primary" /> 搜索中
      </div>
    );
  if (found.isError) return <GameGridError error={found.error} onRetry={() => void found.refetch()} />;
  if (games.length === 0)
    return <EmptyState title="没有找到相关游戏" description={`换个关键词试试，如“百家乐”“捕鱼”`} />;
  return (
    <>
      <h3 className={styles.heading}>找到 {games.length} 款游戏</h3>
      <GameGrid
        games={games.map(toTile)}
        onOpen={(key) => open(games, key)}
        onStar={(key, on) => star(games, key, on)}
        label="搜索结果"
      />
    </>
  );
}
